import { lazyWithRetry } from '../ChunkErrorBox/lazyWithRetry';
import type { ModelCatalogProps } from './index';

/** The browser's model table (see ./server.tsx): its chunk loads when a page shows it. */
const LazyModelCatalog = lazyWithRetry<ModelCatalogProps>(() => import('./index'));
export default LazyModelCatalog;

/**
 * On a first visit to a page whose HTML holds the table, its code is downloaded before React
 * hydrates the page (gatsby-browser's onClientEntry waits for this). Otherwise the table's
 * Suspense boundary could still be waiting for its code when the first state update after
 * hydration reaches it: React then drops the server HTML and reports error #421.
 */
export function preloadModelCatalogOnFirstLoad(): Promise<boolean> | undefined {
  return document.querySelector('[data-model-catalog]') ? LazyModelCatalog.preload() : undefined;
}
