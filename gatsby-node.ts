/**
 * Gatsby's entry for the build: each API it implements comes from src/node/gatsby/site-node.ts,
 * which documents the steps in the order Gatsby runs them. That module is bundled by esbuild, not
 * compiled by Gatsby (see src/node/gatsby/load.ts: seconds less on every cold start).
 */
import type * as SiteNode from './src/node/gatsby/site-node';
import { loadSiteNode } from './src/node/gatsby/load';

const siteNode = loadSiteNode<typeof SiteNode>(__dirname);

export const {
  onPreInit,
  createSchemaCustomization,
  onPreBootstrap,
  sourceNodes,
  shouldOnCreateNode,
  onCreateNode,
  createResolvers,
  createPages,
  createPagesStatefully,
  onPostBootstrap,
  onCreateWebpackConfig,
  onPostBuild,
} = siteNode;
