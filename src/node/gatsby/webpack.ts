/**
 * onCreateWebpackConfig: the validated site config as a compile-time constant for components, and
 * every other adjustment of Gatsby's webpack config, in src/build/webpack.ts (which lists the
 * Gatsby internals it uses).
 */
import type { CreateWebpackConfigArgs, GatsbyNode } from 'gatsby';
import { adjustWebpackConfig, type Stage } from '../../build/webpack';
import { developShellPlugin } from '../../build/gatsby-node-internals';
import { PROJECT_DIR, site } from './state';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, stage, getConfig, store }: CreateWebpackConfigArgs) => {
  const config = getConfig();
  const flattened = (store.getState() as { flattenedPlugins?: Array<{ browserAPIs?: string[] }> }).flattenedPlugins ?? [];
  adjustWebpackConfig(config, {
    stage: stage as Stage,
    projectDir: PROJECT_DIR,
    registersServiceWorker: flattened.some((plugin) => plugin.browserAPIs?.includes('registerServiceWorker')),
    define: (definitions) => plugins.define(definitions),
    siteConfigJson: JSON.stringify(site),
  });
  const startShell = stage === 'develop' ? developShellPlugin() : null;
  if (startShell) config.plugins.push(startShell);
  actions.replaceWebpackConfig(config);
};
