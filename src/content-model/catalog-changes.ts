/**
 * The dated changes of the model catalogue (content/models.json `changes`) that have taken effect,
 * as the Change Log shows them: one line each, in the page (<CatalogChanges />) and in its Markdown
 * twin and feed (src/node/ai-docs), from the same words.
 */
import { formatCatalogDate } from './catalog-date';
import type { ContentNode } from './content-tree';

export interface CatalogChangeItem {
  /** YYYY-MM-DD: the day it took effect. */
  readonly day: string;
  readonly modelId: string;
  readonly vendor: string;
  /** legacy, deprecation, shutdown or price */
  readonly change: string;
  readonly replacement: string | null;
  /** price: the new prices (null where unchanged) and their unit. */
  readonly pricing: { readonly input: number | null; readonly output: number | null; readonly unit: string } | null;
  readonly source: string;
  readonly announcedOn: string | null;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** The parts of one line: plain text, model ids (shown as code) and the source link, in order. */
export type ChangePart = { readonly text: string } | { readonly code: string } | { readonly link: string; readonly label: string };

/** "`gemini-4-argon` (Google) now costs $4.00 input, $20.00 output per 1M tokens." and the like. */
export function changeParts(item: CatalogChangeItem): ChangePart[] {
  const parts: ChangePart[] = [{ code: item.modelId }, { text: ` (${item.vendor}) ` }];
  if (item.change === 'price' && item.pricing) {
    const prices = [
      item.pricing.input !== null ? `${money.format(item.pricing.input)} input` : null,
      item.pricing.output !== null ? `${money.format(item.pricing.output)} output` : null,
    ].filter(Boolean);
    parts.push({ text: `now costs ${prices.join(', ')} per ${item.pricing.unit}.` });
  } else if (item.change === 'legacy') {
    parts.push({ text: 'is now legacy: still served, no longer recommended.' });
  } else if (item.change === 'deprecation') {
    parts.push({ text: 'is now deprecated.' });
  } else {
    parts.push({ text: 'has shut down: requests fail with 410 ' }, { code: 'model_retired' }, { text: '.' });
  }
  if (item.replacement && item.change !== 'price') parts.push({ text: ' Use ' }, { code: item.replacement }, { text: ' instead.' });
  const announced = item.announcedOn ? `, announced on ${formatCatalogDate(item.announcedOn)}` : '';
  parts.push(
    { text: ` Source: ${item.vendor}${announced}: ` },
    { link: item.source, label: item.source.replace(/^https:\/\//, '').replace(/\/$/, '') },
    { text: '.' },
  );
  return parts;
}

/** The id of an item's list entry on the page (its anchor in the feed). */
export const changeItemId = (item: CatalogChangeItem) => `change-${item.day}-${item.modelId.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-${item.change}`;

/** One item as a Markdown list line: `- **2026-12-01**: …`. */
export function changeMarkdown(item: CatalogChangeItem): string {
  const text = changeParts(item)
    .map((part) => ('text' in part ? part.text : 'code' in part ? `\`${part.code}\`` : `[${part.label}](${part.link})`))
    .join('');
  return `- **${item.day}**: ${text}`;
}

/** What a change needs of its model (a catalogue entry or its CatalogModel node). */
export interface ChangeModel {
  readonly modelId: string;
  readonly vendor: string;
  readonly replacement?: string | null;
  readonly unit: string;
}

/** What a change says (content/models.json `changes`, or the node's copy with nulls). */
export interface ChangeRecord {
  readonly on: string;
  readonly change: string;
  readonly replacement?: string | null;
  readonly pricing?: { readonly input?: number | null; readonly output?: number | null } | null;
  readonly source: string;
  readonly announcedOn?: string | null;
}

/** One change as the Change Log lists it. */
export function changeItem(model: ChangeModel, change: ChangeRecord): CatalogChangeItem {
  return {
    day: change.on,
    modelId: model.modelId,
    vendor: model.vendor,
    change: change.change,
    replacement: change.change === 'price' ? null : (change.replacement ?? model.replacement ?? null),
    pricing: change.pricing ? { input: change.pricing.input ?? null, output: change.pricing.output ?? null, unit: model.unit } : null,
    source: change.source,
    announcedOn: change.announcedOn ?? null,
  };
}

/** Newest day first; one day's changes by model id. */
export const newestFirst = (items: CatalogChangeItem[]): CatalogChangeItem[] =>
  items.sort((a, b) => (a.day === b.day ? a.modelId.localeCompare(b.modelId) : a.day < b.day ? 1 : -1));

/**
 * The Change Log's list as page content (src/content-model/content-tree.ts): the `content` resolver
 * puts it where the page writes `<CatalogChanges />`, so the list is plain HTML elements and the
 * browser loads no code for it.
 */
export function changesContent(items: readonly CatalogChangeItem[]): ContentNode[] {
  if (items.length === 0) return [['p', 0, 'No dated change of the model catalogue has taken effect yet.']];
  return [
    [
      'ul',
      0,
      ...items.map((item): ContentNode => [
        'li',
        { id: changeItemId(item) },
        ['time', { dateTime: item.day }, formatCatalogDate(item.day)],
        ': ',
        ...changeParts(item).map((part): ContentNode =>
          'text' in part ? part.text : 'code' in part ? ['code', 0, part.code] : ['a', { href: part.link }, part.label],
        ),
      ]),
    ],
  ];
}
