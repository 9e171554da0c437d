/**
 * The model catalogue (content/models.json) as pages receive it: one row per model, made by the
 * build (src/node/models.ts, catalogRows) and shown by <ModelCatalog /> and in the Markdown twins
 * (src/node/ai-docs), which format prices and context windows the same way.
 */
import { translate, type MessageId } from '../i18n/translate';

/** The API formats a model speaks and an error occurs in. */
export const API_FORMATS = ['openai', 'anthropic', 'gemini', 'bedrock', 'minimax', 'kling', 'qwen', 'dify'] as const;

export type ApiFormat = (typeof API_FORMATS)[number];

export interface CatalogRow {
  readonly modelId: string;
  readonly vendor: string;
  readonly type: string;
  readonly contextWindow: number | null;
  readonly pricing: { readonly input: number | null; readonly output: number | null; readonly unit: string };
  readonly capabilities: readonly string[];
  readonly apiFormat: string;
  readonly docs: string;
  /** active, legacy, deprecated or retired (content/models.json, as of the build's day). */
  readonly status: string;
  readonly deprecatedOn: string | null;
  readonly retiresOn: string | null;
  readonly replacement: string | null;
  /** Path of the model's own page. */
  readonly slug: string;
  /** Day this entry was checked against its vendor page; null for an entry the gateway defines. */
  readonly checkedOn: string | null;
  /** Day of the catalogue's last refresh (the table caption). */
  readonly catalogCheckedOn: string;
  readonly currency: string;
}

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
