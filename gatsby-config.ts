import os from 'os';
import path from 'path';
import type { GatsbyConfig } from 'gatsby';
import rawConfig from './src/config/site.config';
import { parseSiteConfig, pathPrefixOf } from './src/config/schema';
import { adjustmentsLine, oneWorkerPerCore } from './src/build/adjustments';
// Validate the owner's configuration before anything else runs: a bad value stops develop and
// build here with `path: message` lines.
const site = parseSiteConfig(rawConfig);

// Which of the site's adjustments of Gatsby are on (SITE_GATSBY_ADJUSTMENTS, src/build/adjustments.ts):
// the build's first line says, and an unknown id stops it here. Gatsby's workers load this file too.
const adjustments = adjustmentsLine();
if (process.env.GATSBY_WORKER_POOL_WORKER !== 'true') console.log(adjustments);

// One HTML worker per core on small machines (the `worker-per-core` adjustment).
oneWorkerPerCore(process.env, os.cpus().length);

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
    // Shared fragments: text several pages include with <Shared name="…" />. Compiled like pages
    // (gatsby-node.ts, src/node/compile/shared.ts), but they get no page of their own.
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'shared', path: path.resolve(__dirname, 'content/shared') },
    },
    // Sources the Mdx nodes (front matter, body). Pages are not compiled by its webpack loader:
    // gatsby-node compiles each file once into data (src/node/compile) and one template renders it.
    { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx'] } },
  ],
};

export default config;
