import path from 'path';
import type { GatsbyConfig } from 'gatsby';
import rawConfig from './src/config/site.config';
import { parseSiteConfig, pathPrefixOf } from './src/config/schema';
// Validate the owner's configuration before anything else runs: a bad value stops develop and
// build here with `path: message` lines.
const site = parseSiteConfig(rawConfig);

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    description: site.tagline,
    siteUrl: `${site.url}${pathPrefixOf(site.baseUrl)}`,
  },
  pathPrefix: pathPrefixOf(site.baseUrl) || undefined,
  // One URL per page, without a trailing slash: /docs/get-started/error-codes.
  trailingSlash: 'never',
  graphqlTypegen: false,
  plugins: [
    'gatsby-plugin-typescript',
    'gatsby-plugin-react-helmet',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'docs', path: path.resolve(__dirname, 'content/docs') },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'pages', path: path.resolve(__dirname, 'content/pages') },
    },
    // Sources the Mdx nodes (front matter, body). Pages are not compiled by its webpack loader:
    // gatsby-node compiles each file once into data (src/node/compile) and one template renders it.
    { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx'] } },
  ],
};

export default config;
