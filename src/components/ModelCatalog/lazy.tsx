import { lazyWithRetry } from '../../utils/lazyWithRetry';
import type { ModelCatalogProps } from './index';

/** The browser's model table (see ./server.tsx): its chunk loads when a page shows it. */
export default lazyWithRetry<ModelCatalogProps>(() => import('./index'));
