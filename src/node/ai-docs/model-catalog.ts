/**
 * Markdown for `<ModelCatalog />`, the model table of the pricing page, which the site renders from
 * content/models.json rather than from MDX text. Without this the Markdown twin of that page would
 * describe a table it does not contain. Pure; reads nothing itself.
 *
 * Expected data: `{ checkedOn, currency, models: [{ id, vendor, type, contextWindow,
 * pricing: { input, output, unit }, capabilities, apiFormat, docs }] }`. Anything else gives
 * null, and the build warns and leaves the table out rather than writing a wrong one.
 */

import { formatCatalogDate } from '../../content-model/catalog-date';
import { modelPagePath } from '../../utils/model-page';
import { formatContextWindow, formatPrice } from '../../content-model/model-catalog';

interface CatalogModel {
  id: string;
  vendor: string;
  type: string;
  contextWindow: number | null;
  pricing: { input: number | null; output: number | null; unit: string };
  capabilities: string[];
  apiFormat: string;
  docs: string;
  status: string;
  deprecatedOn: string | null;
  retiresOn: string | null;
  replacement: string | null;
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isNumberOrNull = (value: unknown): value is number | null => value === null || typeof value === 'number';

function asModel(value: unknown): CatalogModel | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  const pricing = m.pricing as Record<string, unknown> | undefined;
  if (!isString(m.id) || !isString(m.vendor) || !isString(m.type) || !isNumberOrNull(m.contextWindow)) return null;
  if (!pricing || !isNumberOrNull(pricing.input) || !isNumberOrNull(pricing.output) || !isString(pricing.unit)) return null;
  const capabilities = Array.isArray(m.capabilities) ? m.capabilities.filter(isString) : [];
  return {
    id: m.id,
    vendor: m.vendor,
    type: m.type,
    contextWindow: m.contextWindow,
    pricing: { input: pricing.input, output: pricing.output, unit: pricing.unit },
    capabilities,
    apiFormat: isString(m.apiFormat) ? m.apiFormat : '',
    docs: isString(m.docs) ? m.docs : '',
    status: isString(m.status) ? m.status : 'active',
    deprecatedOn: isString(m.deprecatedOn) ? m.deprecatedOn : null,
    retiresOn: isString(m.retiresOn) ? m.retiresOn : null,
    replacement: isString(m.replacement) ? m.replacement : null,
  };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** `$2.50 / 1M tokens`; "not listed" when the vendor publishes no price. */
/**
 * `$2.50 / 1M tokens`, "Not listed": the very words and figures the page's table shows (the same
 * functions render both), so the twin never rounds a price the page gives exactly.
 */
function price(value: number | null, unit: string, currency: string): string {
  if (currency !== 'USD') return value === null ? formatPrice(null, unit) : `${value} ${currency} / ${unit}`;
  return formatPrice(value, unit);
}

/**
 * The catalogue as a GFM table with a sentence on its date, or null when the data is not usable.
 * `view="deprecations"` gives the deprecated and retired models with their dates and replacement
 * instead. Model ids link to the models' own pages.
 */
export function modelCatalogMarkdown(data: unknown, attributes: Readonly<Record<string, string>> = {}): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { models, checkedOn, currency } = data as Record<string, unknown>;
  if (!Array.isArray(models) || models.length === 0) return null;
  const rows = models.map(asModel);
  if (rows.some((row) => row === null)) return null;
  const all = rows as CatalogModel[];
  const idLink = (id: string) => `[\`${cell(id)}\`](${modelPagePath(id)})`;
  if (attributes.view === 'deprecations') {
    const order = (m: CatalogModel) =>
      m.status === 'deprecated' ? `0${m.retiresOn ?? '9999'}` : `1${String(99999999 - Number((m.retiresOn ?? '0').replace(/-/g, '')))}`;
    const listed = all.filter((m) => m.status !== 'active').sort((a, b) => order(a).localeCompare(order(b)) || a.id.localeCompare(b.id));
    if (listed.length === 0) return 'No model is deprecated or retired.\n';
    return [
      '| Model | Vendor | Status | Deprecated on | Shutdown | Use instead |',
      '| - | - | - | - | - | - |',
      ...listed.map(
        (m) =>
          `| ${idLink(m.id)} | ${cell(m.vendor)} | ${m.status} | ${m.deprecatedOn ?? 'not announced'} | ${m.retiresOn ?? 'not announced'} | ${m.replacement ? idLink(m.replacement) : ''} |`,
      ),
    ]
      .join('\n')
      .concat('\n');
  }
  const cur = isString(currency) ? currency : 'USD';
  const lines = [
    '| Model | Vendor | Type | Status | Context window (tokens) | Input price | Output price | Capabilities | API format | Docs |',
    '| - | - | - | - | - | - | - | - | - | - |',
    ...all.map((m) =>
      [
        idLink(m.id),
        cell(m.vendor),
        cell(m.type),
        cell(m.status),
        formatContextWindow(m.contextWindow),
        cell(price(m.pricing.input, m.pricing.unit, cur)),
        cell(price(m.pricing.output, m.pricing.unit, cur)),
        cell(m.capabilities.join(', ')),
        cell(m.apiFormat),
        m.docs ? `[docs](${m.docs})` : '',
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .concat(' |'),
    ),
  ];
  const intro = isString(checkedOn) ? `Prices in ${cur}, checked on ${checkedOn}.\n\n` : '';
  return `${intro}${lines.join('\n')}\n`;
}

/** `<PricesCheckedOn />` in the Markdown twin: the catalogue's `checkedOn` as "July 31, 2025", or null. */
export function pricesCheckedOnMarkdown(data: unknown): string | null {
  const checkedOn = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).checkedOn : undefined;
  return isString(checkedOn) && /^\d{4}-\d{2}-\d{2}$/.test(checkedOn) ? formatCatalogDate(checkedOn) : null;
}
