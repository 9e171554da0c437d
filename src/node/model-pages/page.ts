/**
 * The page of one catalogue model, written as MDX text from its entry in content/models.json. The
 * build compiles it with the same compile step as every MDX page (src/node/compile), so a model
 * page gets what a written page gets: build-time highlighting, the reader's key in its sample,
 * a table of contents, a Markdown twin, link and anchor checks, and the model-id check of its
 * sample. Pure: reads nothing itself.
 */
import { formatCatalogDate } from '../../content-model/catalog-date';
import { modelPagePath } from '../../utils/model-page';
import type { CatalogModelNodeData } from '../models';
import type { ApiOperation } from '../openapi/operations';
import { endpointsFor, readyRequest, requestSample, type ModelSampleInput } from './model-operations';

/** What the build needs to create and compile the page. */
export interface ModelPageSource {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** MDX body, without front matter. */
  readonly body: string;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  chat: 'chat model',
  embedding: 'embedding model',
  image: 'image model',
  audio: 'audio model',
  video: 'video model',
};

const CAPABILITY_TEXT: Readonly<Record<string, string>> = {
  streaming: 'Streaming: answers can arrive as server-sent events (`stream: true`).',
  tools: 'Tools: the model can call functions you describe (`tools`).',
  vision: 'Vision: messages can include images.',
  'json-mode': 'JSON mode: `response_format` can ask for JSON output.',
  reasoning: 'Reasoning: the model thinks before it answers; reasoning tokens are billed as output.',
  'audio-in': 'Audio input: the model takes speech or audio files.',
  'audio-out': 'Audio output: the model returns speech.',
  'image-out': 'Image output: the model returns images.',
  'video-out': 'Video output: the model returns video.',
};

const UNIT_TEXT: Readonly<Record<string, string>> = {
  '1M tokens': 'per 1M tokens',
  image: 'per image',
  '1M characters': 'per 1M characters',
  minute: 'per minute of audio',
  second: 'per second',
  video: 'per video',
};

const ERROR_CODES_PAGE = '/docs/get-started/error-codes';
const PRICING_PAGE = '/docs/get-started/pricing-and-model-overview';
const LIST_MODELS_PAGE = '/docs/api-reference/models/list-models';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** `$2.50`, `$0.0060`: the Pricing table's format (two to four decimals). */
export function formatUsd(value: number): string {
  return usd.format(value);
}

/** Free text from the catalogue as MDX text: what MDX would read as markup (`{`, `<`, `*`, `[`…) escaped. */
export const mdxText = (text: string) => text.replace(/[\\`*_{}[\]<>|#!]/g, (c) => `\\${c}`);
/** Text of a Markdown table cell: one line, markup escaped. */
const cell = (text: string) => mdxText(text.replace(/\s+/g, ' ').trim());
/** An address without its scheme and trailing slash. */
const bareUrl = (url: string) => url.replace(/^https:\/\//, '').replace(/\/$/, '');
/** A link to a vendor page, its text the address without the scheme (MDX has no `<url>` autolinks). */
const urlLink = (url: string) => `[${mdxText(bareUrl(url))}](${url})`;
/**
 * A link for a table cell: the host and the page's last path segment (`docs.x.com/…/thinking`), so a
 * long address does not widen the table past the page; the row names what the page was read for.
 */
export function shortUrlText(url: string): string {
  if (url.startsWith('/')) return url;
  const bare = bareUrl(url.replace(/[?#].*$/, ''));
  const parts = bare.split('/');
  return parts.length > 2 ? `${parts[0]}/…/${parts[parts.length - 1]}` : bare;
}
const shortLink = (url: string) => `[${mdxText(shortUrlText(url))}](${url})`;
/** Inline code that survives any backtick in the text. */
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);
const date = (iso: string) => formatCatalogDate(iso);

/** "Active", "Legacy since May 1, 2026", "Deprecated on March 3, 2026; shuts down on January 14, 2027", "Retired on June 15, 2026". */
export function statusText(model: Pick<CatalogModelNodeData, 'status' | 'legacyOn' | 'deprecatedOn' | 'retiresOn'>): string {
  const shutdownAhead = model.retiresOn ? `; shuts down on ${date(model.retiresOn)}` : '';
  if (model.status === 'active') return `Active${shutdownAhead}`;
  if (model.status === 'legacy') return `Legacy${model.legacyOn ? ` since ${date(model.legacyOn)}` : ''}${shutdownAhead}`;
  if (model.status === 'retired') {
    const when = model.retiresOn ? ` on ${date(model.retiresOn)}` : " (no date on the vendor's page)";
    return `Retired${when}${model.deprecatedOn ? `, deprecated on ${date(model.deprecatedOn)}` : ''}`;
  }
  const shutdown = model.retiresOn ? `; shuts down on ${date(model.retiresOn)}` : '; no shutdown day announced';
  return `Deprecated${model.deprecatedOn ? ` on ${date(model.deprecatedOn)}` : ''}${shutdown}`;
}

function lifecycleCallout(model: CatalogModelNodeData): string {
  const replacement = model.replacement ? `[${code(model.replacement)}](${modelPagePath(model.replacement)})` : null;
  if (model.status === 'legacy') {
    return [
      `<Callout type="warning" title="Legacy">`,
      ``,
      `${model.vendor} marked ${code(model.modelId)} legacy${model.legacyOn ? ` on ${date(model.legacyOn)}` : ''}: it is still served, but no longer recommended${model.retiresOn ? `, and shuts down on ${date(model.retiresOn)}` : ''}.${replacement ? ` Use ${replacement} for new work.` : ''}`,
      ``,
      `</Callout>`,
    ].join('\n');
  }
  if (model.status === 'retired') {
    return [
      `<Callout type="danger" title="Retired">`,
      ``,
      `${model.vendor} shut ${code(model.modelId)} down${model.retiresOn ? ` on ${date(model.retiresOn)}` : ''}. A request that names it fails with 410 [${code('model_retired')}](${ERROR_CODES_PAGE}#410-gone), whose message names the replacement${replacement ? `: use ${replacement}` : ''}. This page stays for reference.`,
      ``,
      `</Callout>`,
    ].join('\n');
  }
  if (model.status === 'deprecated') {
    const until = model.retiresOn ? `until ${date(model.retiresOn)}, when ${model.vendor} shuts it down` : `until ${model.vendor} announces a shutdown day`;
    return [
      `<Callout type="warning" title="Deprecated">`,
      ``,
      `${model.vendor} deprecated ${code(model.modelId)}${model.deprecatedOn ? ` on ${date(model.deprecatedOn)}` : ''}. The gateway serves it ${until}; after that, requests fail with 410 [${code('model_retired')}](${ERROR_CODES_PAGE}#410-gone).${replacement ? ` Move to ${replacement}.` : ''}`,
      ``,
      `</Callout>`,
    ].join('\n');
  }
  return '';
}

function priceLine(label: string, value: number | null, unit: string): string {
  return `| ${label} | ${value === null ? 'Not published by the vendor' : `${formatUsd(value)} ${UNIT_TEXT[unit] ?? `per ${unit}`}`} |`;
}

export function contextText(model: Pick<CatalogModelNodeData, 'contextWindow' | 'type'>): string {
  if (model.contextWindow !== null) return `${model.contextWindow.toLocaleString('en-US')} tokens`;
  return model.type === 'chat' || model.type === 'embedding' ? 'Not published by the vendor' : 'Does not apply';
}

const sampleInputOf = (model: CatalogModelNodeData): ModelSampleInput => ({
  id: model.modelId,
  type: model.type,
  docs: model.docs,
  apiFormat: model.apiFormat,
});

/**
 * The MDX page of one model. `all` is the whole catalogue (for the replacement's and successors'
 * links); `operations`, those of content/openapi (its endpoints and ready request come from them).
 * Throws ReadyRequestError when the document's example for it cannot carry the model.
 */
export function modelPage(
  model: CatalogModelNodeData,
  all: readonly CatalogModelNodeData[],
  apiBaseUrl: string,
  operations: readonly ApiOperation[],
): ModelPageSource {
  const endpoints = endpointsFor(sampleInputOf(model), operations);
  const family = model.modelId.endsWith('*');
  const typeName = TYPE_NAMES[model.type] ?? `${model.type} model`;
  const title = model.modelId;
  const statusWord = model.status === 'active' ? '' : `${model.status} `;
  const description = `${model.vendor}'s ${statusWord}${typeName} ${model.modelId} through LLM Provider: lifecycle, context window, prices, capabilities, endpoints and a ready request.`;
  const predecessors = all.filter((other) => other.replacement === model.modelId);

  const out: string[] = [];
  const intro = family
    ? `${code(model.modelId)} stands for a family of ids that share this prefix: ${model.vendor}'s ${typeName}s, called through LLM Provider with your one key.`
    : `${code(model.modelId)} is ${/^[aeiou]/i.test(model.vendor) ? 'an' : 'a'} ${model.vendor} ${typeName}, called through LLM Provider with your one key.`;
  out.push(intro, '');
  const callout = lifecycleCallout(model);
  if (callout) out.push(callout, '');

  out.push('## Overview', '', '| Field | Value |', '| --- | --- |');
  out.push(`| Model id | ${code(model.modelId)} |`);
  out.push(`| Vendor | ${cell(model.vendor)} |`);
  out.push(`| Type | ${cell(model.type)} |`);
  out.push(`| Status | ${cell(statusText(model))} |`);
  if (model.replacement) out.push(`| Replacement | [${code(model.replacement)}](${modelPagePath(model.replacement)}) |`);
  if (predecessors.length > 0) out.push(`| Replaces | ${predecessors.map((p) => `[${code(p.modelId)}](${p.slug})`).join(', ')} |`);
  out.push(`| Context window | ${contextText(model)} |`);
  out.push(`| API format | ${code(model.apiFormat)} |`, '');

  out.push('## Pricing', '', '| Price | Amount |', '| --- | --- |');
  out.push(priceLine('Input', model.pricing.input, model.pricing.unit));
  out.push(priceLine('Output', model.pricing.output, model.pricing.unit), '');
  const sources = model.sources.map(urlLink).join(', ');
  out.push(
    model.definedBy === 'gateway' || model.checkedOn === null
      ? `LLM Provider defines ${code(model.modelId)} itself: no vendor page describes it, so its figures are the gateway's own. Your dashboard shows what your key is actually charged.`
      : `List prices in US dollars, checked on ${date(model.checkedOn)}${sources ? ` against ${model.vendor}'s ${model.sources.length > 1 ? 'pages' : 'page'}: ${sources}` : ''}. Vendors change prices; check their page before you rely on a figure. Your dashboard shows what your key is actually charged.`,
    '',
  );
  const changes = changeLines(model);
  if (changes.length > 0) out.push('### Announced changes', '', ...changes.map((line) => `- ${line}`), '');
  if (model.note) out.push(`> ${cell(model.note)}`, '');

  out.push('## Capabilities', '');
  if (model.capabilities.length === 0) out.push(`The catalogue lists no optional capabilities for ${code(model.modelId)}.`, '');
  else out.push(...model.capabilities.map((capability) => `- ${CAPABILITY_TEXT[capability] ?? code(capability)}`), '');

  out.push('## Endpoints', '');
  if (model.status === 'retired') out.push(`These endpoints served ${code(model.modelId)} until it retired; they now answer 410 for it.`, '');
  else out.push(`These endpoints accept ${code(model.modelId)}; each page documents the request and response in full.`, '');
  out.push('| Endpoint | API format | Operation |', '| --- | --- | --- |');
  for (const endpoint of endpoints) {
    out.push(
      `| ${code(`${endpoint.method} ${endpoint.path}`)} | ${code(endpoint.format)} | [${cell(endpoint.label)}](${endpoint.page}${endpoint.pageAnchor ? `#${endpoint.pageAnchor}` : ''}) |`,
    );
  }
  out.push('');

  out.push('## Request rules', '');
  if (model.rules.length === 0) {
    out.push(
      `${model.definedBy === 'gateway' ? 'The gateway sets' : `${model.vendor} documents`} no request rule of its own for ${code(model.modelId)}. A parameter the model does not support fails with 400 [${code('unsupported_parameter')}](${ERROR_CODES_PAGE}#parameters-a-model-cannot-use), naming it in ${code('error.param')}.`,
      '',
    );
  } else {
    out.push(
      `What ${code(model.modelId)} takes beyond the endpoint's schema, as ${model.vendor} documents it. The documentation's samples are checked against these rules when the site is built.`,
      '',
      // Two columns: the gateway's answer and the source sit in the rule's cell, so the table fits a
      // 1280 px page even when a rule names a long operation id.
      '| Parameter | Rule |',
      '| --- | --- |',
    );
    for (const rule of model.rules) {
      const answer = rule.gateway
        ? `${rule.gateway.status} [${code(rule.gateway.code)}](${ERROR_CODES_PAGE}#${rule.gateway.code === 'unsupported_parameter' ? 'parameters-a-model-cannot-use' : `${rule.gateway.status}-${STATUS_ANCHOR[rule.gateway.status] ?? ''}`.replace(/-$/, '')})`
        : 'accepted, without effect';
      out.push(`| ${code(rule.parameter)} | ${ruleText(rule)} Gateway answer: ${answer}. Source: ${shortLink(rule.source)}. |`);
    }
    out.push('');
  }

  // A legacy or deprecated model's page shows the request to send instead: its replacement's.
  const target = model.status !== 'active' && model.replacement ? all.find((other) => other.modelId === model.replacement) : undefined;
  const sampleModel = model.status === 'active' ? model : target && target.status === 'active' ? target : null;
  const request = model.status === 'retired' || !sampleModel ? null : readyRequest(sampleInputOf(sampleModel), operations, apiBaseUrl);
  const sample = request ? requestSample(request) : null;
  if (sample) {
    out.push('## Example request', '');
    if (sampleModel !== model) {
      out.push(
        `${code(model.modelId)} is ${model.status}${model.status === 'deprecated' && model.retiresOn ? ` and shuts down on ${date(model.retiresOn)}` : ''}, so this request sends its replacement, [${code(sampleModel!.modelId)}](${sampleModel!.slug}): the model to use for new work. Code that still sends ${code(model.modelId)} keeps working${model.status === 'deprecated' ? ' until the shutdown' : ' while it is served'}; change the model id to migrate.`,
        '',
      );
    }
    out.push(
      '<Tabs groupId="language">',
      '<TabItem value="curl" label="curl">',
      '',
      '```bash',
      sample.curl,
      '```',
      '',
      '</TabItem>',
      '<TabItem value="python" label="Python">',
      '',
      '```python',
      sample.python,
      '```',
      '',
      '</TabItem>',
      '<TabItem value="node" label="Node.js">',
      '',
      '```js',
      sample.node,
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
    );
  }

  out.push('## Related pages', '');
  out.push(`- [Pricing and Model Overview](${PRICING_PAGE}#deprecations): every model, its status and the deprecation schedule`);
  out.push(`- [List Models](${LIST_MODELS_PAGE}): the models your key can call, with their lifecycle fields`);
  out.push(`- [Error codes](${ERROR_CODES_PAGE}#410-gone): what a request to a retired model gets`);
  if (model.replacement) out.push(`- [${code(model.replacement)}](${modelPagePath(model.replacement)}): the replacement`);
  out.push('');

  return { path: model.slug, title, description, body: out.join('\n') };
}

const CHANGE_WORDS: Readonly<Record<string, string>> = {
  legacy: 'becomes legacy (still served, no longer recommended)',
  deprecation: 'is deprecated',
  shutdown: 'shuts down: requests then fail with 410 `model_retired`',
  price: 'changes price',
};

/** The entry's dated changes, past and announced, each with its day and the vendor page that says so. */
export function changeLines(model: Pick<CatalogModelNodeData, 'modelId' | 'vendor' | 'changes' | 'pricing'>): string[] {
  return model.changes.map((change) => {
    const when = change.applied ? `Since ${date(change.on)}` : `From ${date(change.on)}`;
    let what = CHANGE_WORDS[change.change] ?? change.change;
    if (change.change === 'price' && change.pricing) {
      const parts = [
        change.pricing.input !== null && change.pricing.input !== undefined ? `input ${formatUsd(change.pricing.input)}` : null,
        change.pricing.output !== null && change.pricing.output !== undefined ? `output ${formatUsd(change.pricing.output)}` : null,
      ].filter(Boolean);
      what = `${change.applied ? 'costs' : 'will cost'} ${parts.join(', ')} ${UNIT_TEXT[model.pricing.unit] ?? `per ${model.pricing.unit}`}`;
    } else if (!change.applied)
      what = `will ${what
        .replace(/^is /, 'be ')
        .replace(/^becomes /, 'become ')
        .replace(/^shuts /, 'shut ')
        .replace(/^changes /, 'change ')}`;
    const replacement = change.replacement ? `; use [${code(change.replacement)}](${modelPagePath(change.replacement)}) instead` : '';
    const announced = change.announcedOn ? `, announced on ${date(change.announcedOn)}` : '';
    return `${when}, ${code(model.modelId)} ${what}${replacement} (${model.vendor}${announced}: ${urlLink(change.source)}).`;
  });
}

const STATUS_ANCHOR: Readonly<Record<number, string>> = { 400: 'bad-request', 404: 'not-found', 410: 'gone', 413: 'payload-too-large' };

const jsonValues = (values: readonly string[]) => values.map((value) => code(value)).join(', ');

/** One rule as a table cell: what it says, where it holds and when. */
export function ruleText(rule: CatalogModelNodeData['rules'][number]): string {
  const what =
    rule.effect === 'rejected'
      ? rule.values
        ? `Not ${jsonValues(rule.values)}`
        : 'Rejected'
      : rule.effect === 'ignored'
        ? 'Ignored'
        : rule.effect === 'required'
          ? 'Required'
          : `Only ${jsonValues(rule.allowed ?? [])}`;
  const conditions: string[] = [];
  if (rule.operations) conditions.push(`on ${rule.operations.map((id) => code(id)).join(', ')}`);
  if (rule.when) {
    const other = code(rule.when.parameter);
    if (rule.when.present) conditions.push(`when ${other} is sent`);
    else if (rule.when.is) conditions.push(`when ${other} is ${rule.when.is.map(code).join(' or ')}`);
    else if (rule.when.isNot) conditions.push(`unless ${other} is ${rule.when.isNot.map(code).join(' or ')}`);
  }
  if (rule.apiVersion) conditions.push(`with ${code(rule.apiVersion.header)} ${rule.apiVersion.values.map(code).join(' or ')}`);
  return `${what}${conditions.length > 0 ? ` ${conditions.join(', ')}` : ''}: ${cell(rule.detail)}`;
}
