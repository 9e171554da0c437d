import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { wrapPage } from './src/components/Layout/wrapPage';
import { MdxComponentsProvider } from './src/components/mdx/MdxProvider';
import './src/styles/global.css';
import { installRouteLoading, routeRendered } from './src/utils/route-loading';
import { releaseRouterFocus } from './src/utils/route-focus';
import { shouldScrollAfterNavigation } from './src/utils/route-scroll';
import { markAppStarted } from './src/components/BaseUrlBanner';
import { preloadModelCatalogOnFirstLoad } from './src/components/ModelCatalog/lazy';
import { preloadErrorCatalogOnFirstLoad } from './src/components/ErrorCatalog/lazy';
import { showPageLoadFailure } from './src/components/ChunkErrorBox/page-load-failure';
import { createProgressBar } from './src/components/ProgressBar';
import { hydrateInSlices } from './src/utils/hydrate';
import { browserAdjustmentOn } from './src/config/adjustments';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <MdxComponentsProvider>{element}</MdxComponentsProvider>;

/**
 * Hydration in slices of a few milliseconds instead of one long task (src/utils/hydrate.ts); with
 * the `hydrate-in-slices` adjustment off, Gatsby's own hydrateRoot (an undefined hook is skipped).
 */
// Gatsby types this hook with react-dom's legacy Renderer; production-app.js calls it as (element, container).
export const replaceHydrateFunction = (browserAdjustmentOn('hydrate-in-slices')
  ? () => hydrateInSlices
  : undefined) as unknown as GatsbyBrowser['replaceHydrateFunction'];

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => wrapPage(element, props);

/* Navigation, loading and focus (src/utils/route-loading.ts, src/utils/route-focus.ts, src/components/BaseUrlBanner). */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  markAppStarted();
  installRouteLoading({ progress: createProgressBar(), onFirstLoadFailure: showPageLoadFailure });
  // Gatsby hydrates once this resolves: the lazily loaded tables the page's HTML holds are loaded first.
  const tables = [preloadModelCatalogOnFirstLoad(), preloadErrorCatalogOnFirstLoad()].filter((wait) => wait !== undefined);
  return tables.length > 0 ? Promise.all(tables) : undefined;
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  routeRendered(location);
  releaseRouterFocus();
};

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps }) =>
  shouldScrollAfterNavigation(prevRouterProps?.location, routerProps.location);
