import path from 'path';
import type { GatsbyConfig } from 'gatsby';
import remarkGfm from 'remark-gfm';
import rawConfig from './src/config/site.config';
import { parseSiteConfig, pathPrefixOf } from './src/config/schema';
import remarkHeadingIds from './src/node/remark-heading-ids';
import remarkApiBaseUrl from './src/node/remark-api-base-url';
import remarkGithubAlerts from './src/node/remark-github-alerts';
import remarkApiKeyField from './src/node/remark-api-key-field';
import remarkCodeBlocks from './src/node/remark-code-blocks';

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
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx'],
        mdxOptions: {
          // Heading ids first; then samples get the configured API base URL, GitHub alerts become
          // <Callout>, the API-key field is placed, and code is highlighted into <CodeBlock>.
          remarkPlugins: [
            remarkGfm,
            remarkHeadingIds,
            [remarkApiBaseUrl, { baseUrl: site.api.baseUrl }],
            remarkGithubAlerts,
            remarkApiKeyField,
            remarkCodeBlocks,
          ],
        },
      },
    },
  ],
};

export default config;
