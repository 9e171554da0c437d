/**
 * Moved to src/content-model/catalog-date.ts. Kept only for e2e/model-catalog.e2e.ts, which still
 * imports this path: delete this file once its import names src/content-model/catalog-date instead.
 */
export { formatCatalogDate } from '../../content-model/catalog-date';
