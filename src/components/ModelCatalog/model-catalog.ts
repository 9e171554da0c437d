/**
 * Pure helpers of the model catalogue table: filtering and sorting (the row type and the price and
 * context-window formats, which the Markdown twins share: src/content-model/model-catalog.ts).
 * Kept apart from the component so they are easy to test and cost nothing at render time.
 */
import type { CatalogRow } from '../../content-model/model-catalog';
import { lifecycleText } from './messages';

export type SortKey = 'modelId' | 'vendor' | 'type' | 'contextWindow' | 'input' | 'output';
export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  readonly key: SortKey;
  readonly direction: SortDirection;
}

export const ALL = '';

function sortValue(row: CatalogRow, key: SortKey): string | number | null {
  if (key === 'input' || key === 'output') return row.pricing[key];
  return row[key];
}

/** Rows sorted by one column; rows without a value always come last, ties keep catalogue order. */
export function sortRows(rows: readonly CatalogRow[], sort: SortState | null): CatalogRow[] {
  if (sort === null) return [...rows];
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = sortValue(a.row, sort.key);
      const y = sortValue(b.row, sort.key);
      if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en', { sensitivity: 'base', numeric: true });
      return order === 0 ? a.index - b.index : order * factor;
    })
    .map(({ row }) => row);
}

/** The status filter's first choice: the models that are neither deprecated nor retired. */
export const DEFAULT_STATUS = 'active';
export const STATUSES = ['active', 'legacy', 'deprecated', 'retired'] as const;

export function filterRows(rows: readonly CatalogRow[], vendor: string, type: string, status: string = ALL): CatalogRow[] {
  return rows.filter((row) => (vendor === ALL || row.vendor === vendor) && (type === ALL || row.type === type) && (status === ALL || row.status === status));
}

/** "Active", "Legacy", "Deprecated", "Retired". */
export function statusLabel(status: string): string {
  return status === 'active' || status === 'legacy' || status === 'deprecated' || status === 'retired'
    ? lifecycleText(`modelCatalog.status.${status}`)
    : status;
}

/**
 * The legacy, deprecated and retired models for the Deprecations table: those still served first
 * (deprecated, soonest shutdown first, no day announced last; then legacy), then the retired ones,
 * latest shutdown first.
 */
export function deprecationRows(rows: readonly CatalogRow[]): CatalogRow[] {
  const legacy = rows.filter((row) => row.status === 'legacy').sort((a, b) => a.modelId.localeCompare(b.modelId));
  const deprecated = rows
    .filter((row) => row.status === 'deprecated')
    .sort((a, b) => (a.retiresOn ?? '9999').localeCompare(b.retiresOn ?? '9999') || a.modelId.localeCompare(b.modelId));
  const retired = rows
    .filter((row) => row.status === 'retired')
    .sort((a, b) => (b.retiresOn ?? '').localeCompare(a.retiresOn ?? '') || a.modelId.localeCompare(b.modelId));
  return [...deprecated, ...legacy, ...retired];
}

/** Next sort state after activating a column header: ascending first, then toggling. */
export function nextSort(current: SortState | null, key: SortKey): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}

export function distinct(values: readonly string[]): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
