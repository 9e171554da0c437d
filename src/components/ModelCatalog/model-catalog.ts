/**
 * Pure helpers of the model catalogue table: formatting, filtering and sorting. Kept apart from the
 * component so they are easy to test and cost nothing at render time.
 */
import { translate, type MessageId } from '../../i18n/translate';
import { lifecycleText } from './messages';

export interface CatalogRow {
  readonly modelId: string;
  readonly vendor: string;
  readonly type: string;
  readonly contextWindow: number | null;
  readonly pricing: { readonly input: number | null; readonly output: number | null; readonly unit: string };
  readonly capabilities: readonly string[];
  readonly apiFormat: string;
  readonly docs: string;
  /** active, deprecated or retired (content/models.json). */
  readonly status: string;
  readonly deprecatedOn: string | null;
  readonly retiresOn: string | null;
  readonly replacement: string | null;
  /** Path of the model's own page. */
  readonly slug: string;
  /** Day this entry was checked against its vendor page. */
  readonly checkedOn: string;
  /** Day of the catalogue's last refresh (the table caption). */
  readonly catalogCheckedOn: string;
  readonly currency: string;
}

export type SortKey = 'modelId' | 'vendor' | 'type' | 'contextWindow' | 'input' | 'output';
export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  readonly key: SortKey;
  readonly direction: SortDirection;
}

export const ALL = '';

const UNIT_LABELS: Readonly<Record<string, MessageId>> = {
  '1M tokens': 'modelCatalog.unit.tokens',
  image: 'modelCatalog.unit.image',
  '1M characters': 'modelCatalog.unit.characters',
  minute: 'modelCatalog.unit.minute',
  second: 'modelCatalog.unit.second',
  video: 'modelCatalog.unit.video',
};

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });
const integer = new Intl.NumberFormat('en-US');

/** `$2.50 / 1M tokens`, or "Not listed" when the vendor publishes no price. */
export function formatPrice(value: number | null, unit: string): string {
  if (value === null) return translate('modelCatalog.price.none');
  const unitId = UNIT_LABELS[unit];
  return translate('modelCatalog.price', { price: money.format(value), unit: unitId ? translate(unitId) : unit });
}

export function formatContextWindow(value: number | null): string {
  return value === null ? translate('modelCatalog.contextWindow.none') : integer.format(value);
}

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
export const STATUSES = ['active', 'deprecated', 'retired'] as const;

export function filterRows(rows: readonly CatalogRow[], vendor: string, type: string, status: string = ALL): CatalogRow[] {
  return rows.filter((row) => (vendor === ALL || row.vendor === vendor) && (type === ALL || row.type === type) && (status === ALL || row.status === status));
}

/** "Active", "Deprecated", "Retired". */
export function statusLabel(status: string): string {
  return status === 'active' || status === 'deprecated' || status === 'retired' ? lifecycleText(`modelCatalog.status.${status}`) : status;
}

/**
 * The deprecated and retired models for the Deprecations table: those still served first, soonest
 * shutdown first (no day announced last), then the retired ones, latest shutdown first.
 */
export function deprecationRows(rows: readonly CatalogRow[]): CatalogRow[] {
  const deprecated = rows
    .filter((row) => row.status === 'deprecated')
    .sort((a, b) => (a.retiresOn ?? '9999').localeCompare(b.retiresOn ?? '9999') || a.modelId.localeCompare(b.modelId));
  const retired = rows
    .filter((row) => row.status === 'retired')
    .sort((a, b) => (b.retiresOn ?? '').localeCompare(a.retiresOn ?? '') || a.modelId.localeCompare(b.modelId));
  return [...deprecated, ...retired];
}

/** Next sort state after activating a column header: ascending first, then toggling. */
export function nextSort(current: SortState | null, key: SortKey): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}

export function distinct(values: readonly string[]): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
