import { lazyWithRetry } from '../ChunkErrorBox/lazyWithRetry';
import type { ErrorCatalogProps } from './index';

/** The browser's error tables (see ./server.tsx): their chunk loads when a page shows them. */
const LazyErrorCatalog = lazyWithRetry<ErrorCatalogProps>(() => import('./index'));
export default LazyErrorCatalog;

/**
 * On a first visit to a page whose HTML holds the tables, their code is downloaded before React
 * hydrates the page (gatsby-browser's onClientEntry waits for this), so the Suspense boundary
 * never meets the server HTML while still waiting (React error #421).
 */
export function preloadErrorCatalogOnFirstLoad(): Promise<boolean> | undefined {
  return document.querySelector('[data-error-catalog]') ? LazyErrorCatalog.preload() : undefined;
}
