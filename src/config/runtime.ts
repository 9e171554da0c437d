/**
 * The validated site configuration, for components. gatsby-node injects it at compile time
 * (webpack DefinePlugin) and jest.config.ts as a global, so browsers never download the schema.
 */
import type { SiteConfig } from './schema';

declare const __SITE_CONFIG__: SiteConfig;

export const siteConfig: SiteConfig = __SITE_CONFIG__;
