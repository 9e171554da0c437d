/**
 * The MCP server's eight read-only tools as plain functions over the build's data (./data.ts):
 * each takes its validated input and returns its structured answer, or throws ToolError with a
 * message an agent can act on. ./server.ts registers them, in the order of TOOLS, with the input
 * and output schemas below. Nothing here reads a file or the network.
 */
import MiniSearch from 'minisearch';
import { z } from 'zod';
import { createSlugger } from '../../../src/utils/slug';
import { dereference, isObject, matchOperation, operationsOf, pointer, type ApiOperation } from '../../../src/node/openapi/operations';
import { endpointsFor, matchesFor, requestFor, requestSample, ReadyRequestError } from '../../../src/node/model-pages/model-operations';
import type { DocPage, Json, McpData, PublishedError, PublishedModel } from './data';

/** A tool's answer that is an error the caller can fix (isError: true in the result). */
export class ToolError extends Error {}

/** About 20,000 characters: what one answer holds by default. */
export const DEFAULT_MAX_CHARS = 20_000;
export const MODEL_STATUSES = ['active', 'legacy', 'deprecated', 'retired'] as const;
export const SAMPLE_LANGUAGES = ['curl', 'python', 'node'] as const;
const SORTS = ['id', 'inputPrice', 'contextWindow'] as const;

// ---------------------------------------------------------------------------------------------
// Small helpers

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const kept = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = kept;
    }
  }
  return row[b.length];
}

/** The `count` candidates nearest to `wanted`: those containing it first, then by edit distance. */
export function closest(wanted: string, candidates: readonly string[], count = 3): string[] {
  const key = wanted.toLowerCase();
  return [...candidates]
    .map((candidate) => {
      const lower = candidate.toLowerCase();
      const contains = lower.includes(key) || key.includes(lower) ? 0 : 1;
      return { candidate, contains, distance: levenshtein(key, lower) };
    })
    .sort((a, b) => a.contains - b.contains || a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

/** A site path or URL as an absolute URL of the docs. */
const absolute = (data: McpData, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${data.build.url}${pathOrUrl}`);

/** `text` cut to at most `max` characters from `offset`, at a line end where one is near. */
function window(text: string, offset: number, max: number): { text: string; nextOffset: number | null } {
  if (offset >= text.length) return { text: '', nextOffset: null };
  let end = Math.min(text.length, offset + max);
  if (end < text.length) {
    const lineEnd = text.lastIndexOf('\n', end);
    if (lineEnd > offset + max / 2) end = lineEnd + 1;
  }
  return { text: text.slice(offset, end), nextOffset: end < text.length ? end : null };
}

// ---------------------------------------------------------------------------------------------
// The index over pages, models, errors and endpoints

interface Section {
  id: string;
  kind: 'page' | 'model' | 'error' | 'endpoint';
  title: string;
  path: string;
  text: string;
}

/** Inline Markdown reduced to its text, as the site's heading ids see it. */
const plain = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();

/** A page split at its `##` and `###` headings; each part keeps the heading's anchor. */
export function sectionsOf(page: DocPage): Section[] {
  const slug = createSlugger();
  const sections: Section[] = [];
  let current: Section = { id: page.path, kind: 'page', title: page.title, path: page.path, text: '' };
  let fence: string | null = null;
  // The twin opens with `# Title`: the page's title, not part of its text.
  for (const line of page.markdown.replace(/^# .*\n/, '').split('\n')) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1];
      else if (fenceMatch[1].startsWith(fence[0]) && fenceMatch[1].length >= fence.length) fence = null;
    }
    const heading = fence === null ? /^(#{2,3})\s+(.+?)\s*#*\s*$/.exec(line) : null;
    if (heading) {
      sections.push(current);
      const text = plain(heading[2]);
      const anchor = slug(text);
      current = { id: `${page.path}#${anchor}`, kind: 'page', title: `${page.title} › ${text}`, path: `${page.path}#${anchor}`, text: '' };
    } else {
      current.text += `${line}\n`;
    }
  }
  sections.push(current);
  return sections.filter((section) => section.text.trim() !== '' || section.id === page.path);
}

function indexOf(data: McpData): { search: MiniSearch<Section>; sections: Map<string, Section> } {
  const sections = new Map<string, Section>();
  for (const page of data.pages) for (const section of sectionsOf(page)) sections.set(section.id, section);
  for (const model of data.models) {
    sections.set(`model:${model.id}`, {
      id: `model:${model.id}`,
      kind: 'model',
      title: `${model.id} (${model.vendor} ${model.type} model)`,
      path: model.page,
      text: [
        `${model.vendor} ${model.type} model, ${model.status}.`,
        model.replacement ? `Replacement: ${model.replacement}.` : '',
        `Capabilities: ${model.capabilities.join(', ')}.`,
        `API format: ${model.apiFormat}.`,
      ]
        .filter(Boolean)
        .join(' '),
    });
  }
  for (const error of data.errors) {
    const id = `error:${error.code}:${error.status}`;
    sections.set(id, { id, kind: 'error', title: `${error.status} ${error.code}`, path: error.docs, text: `${error.cause} ${error.fix}` });
  }
  for (const operation of operationsOf(data.openapi)) {
    const id = `endpoint:${operation.id}`;
    sections.set(id, {
      id,
      kind: 'endpoint',
      title: `${operation.method.toUpperCase()} ${operation.path}: ${operation.summary}`,
      path: operation.page,
      text: `${operation.id} ${operation.description}`,
    });
  }
  const search = new MiniSearch<Section>({
    fields: ['title', 'text'],
    storeFields: [],
    searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: 0.15, combineWith: 'AND' },
  });
  search.addAll([...sections.values()]);
  return { search, sections };
}

// ---------------------------------------------------------------------------------------------
// Schemas

const kinds = z.enum(['page', 'model', 'error', 'endpoint']);

export const searchDocsInput = z.object({
  query: z.string().trim().min(1).max(200).describe('Words to look for, as in a search box: "rate limit headers", "gemini embeddings".'),
  limit: z.number().int().min(1).max(25).default(8).describe('How many results (1 to 25, default 8).'),
});
export const searchDocsOutput = z.object({
  query: z.string(),
  count: z.number().int(),
  results: z.array(z.object({ kind: kinds, title: z.string(), url: z.string(), markdownUrl: z.string().nullable(), snippet: z.string() })),
});

export const getPageInput = z.object({
  path: z.string().min(1).max(500).describe('A docs page: its path (/docs/get-started/error-codes), its URL, or its .md URL. A #fragment is ignored.'),
  offset: z.number().int().min(0).default(0).describe('Character offset to start from (nextOffset of the previous answer).'),
  maxChars: z.number().int().min(1000).max(100_000).default(DEFAULT_MAX_CHARS).describe('At most this many characters (default 20000).'),
});
export const getPageOutput = z.object({
  path: z.string(),
  url: z.string(),
  markdownUrl: z.string(),
  title: z.string(),
  totalChars: z.number().int(),
  offset: z.number().int(),
  markdown: z.string(),
  truncated: z.boolean(),
  nextOffset: z.number().int().nullable(),
});

const modelSummary = z.object({
  id: z.string(),
  vendor: z.string(),
  type: z.string(),
  status: z.string(),
  replacement: z.string().nullable(),
  contextWindow: z.number().nullable(),
  pricing: z.object({ input: z.number().nullable(), output: z.number().nullable(), unit: z.string() }),
  capabilities: z.array(z.string()),
  apiFormat: z.string(),
  url: z.string(),
});

export const listModelsInput = z.object({
  vendor: z.string().max(60).optional().describe('Vendor name as the catalogue writes it (OpenAI, Anthropic, Google, DeepSeek, ...); case does not matter.'),
  type: z.enum(['chat', 'embedding', 'image', 'audio', 'video']).optional(),
  capabilities: z
    .array(z.enum(['streaming', 'tools', 'vision', 'json-mode', 'reasoning', 'audio-in', 'audio-out', 'image-out', 'video-out']))
    .max(9)
    .optional()
    .describe('Models with every one of these.'),
  status: z
    .enum([...MODEL_STATUSES, 'any'])
    .default('active')
    .describe(
      'Lifecycle stage (default active: served and recommended). legacy: served, not recommended; deprecated: shutdown announced; retired: answers 410.',
    ),
  minContext: z.number().int().min(0).optional().describe('Context window of at least this many tokens.'),
  maxInputPrice: z
    .number()
    .min(0)
    .optional()
    .describe('Input list price at most this (USD per pricing.unit). Models without a published price never pass; they are counted in unpriced.'),
  sort: z.enum(SORTS).default('id').describe('id (A to Z), inputPrice (cheapest first) or contextWindow (largest first); ties by output price, then id.'),
  limit: z.number().int().min(1).max(100).default(50),
  offset: z.number().int().min(0).default(0),
});
export const listModelsOutput = z.object({
  count: z.number().int().describe('Models that match (all pages).'),
  unpriced: z.number().int().describe('Models that match every other filter but have no published input price (only with maxInputPrice).'),
  offset: z.number().int(),
  nextOffset: z.number().int().nullable(),
  models: z.array(modelSummary),
});

const endpointRef = z.object({ operationId: z.string(), method: z.string(), path: z.string(), format: z.string(), summary: z.string(), docs: z.string() });

export const getModelInput = z.object({ id: z.string().min(1).max(120).describe('A model id as requests send it: gpt-6-luna, claude-sonnet-4-6, ...') });
export const getModelOutput = z.object({
  model: z.record(z.string(), z.unknown()).describe('The whole catalogue entry, as /models.json publishes it.'),
  url: z.string(),
  endpoints: z.array(endpointRef).describe('The operations that take this model.'),
});

export const explainErrorInput = z.object({
  code: z.string().min(1).max(80).optional().describe('The error code from the body (model_not_found, rate_limit_exceeded, ...).'),
  status: z.number().int().min(100).max(599).optional().describe('The HTTP status.'),
  format: z
    .enum(['openai', 'anthropic', 'bedrock', 'gemini', 'minimax', 'qwen', 'kling', 'dify'])
    .optional()
    .describe('The API format of the endpoint called; adds the error body in that format.'),
});
export const explainErrorOutput = z.object({
  matches: z.array(
    z.object({
      status: z.number().int().nullable().describe('null for a task error, which comes in a 200 answer.'),
      code: z.string(),
      scheme: z.string(),
      cause: z.string(),
      fix: z.string(),
      retryable: z.boolean(),
      formats: z.array(z.string()),
      docs: z.string(),
      body: z.unknown().optional().describe('The body the gateway sends for it in the requested format.'),
    }),
  ),
  format: z
    .object({ format: z.string(), endpoints: z.string(), body: z.string(), codeField: z.string() })
    .nullable()
    .describe('The requested format: where it applies, its body shape and where the code is.'),
});

export const listEndpointsInput = z.object({});
export const listEndpointsOutput = z.object({ count: z.number().int(), endpoints: z.array(endpointRef) });

export const getEndpointInput = z.object({
  operationId: z.string().min(1).max(120).optional().describe('The operationId (from list_endpoints).'),
  method: z.enum(['get', 'put', 'post', 'delete', 'patch', 'GET', 'PUT', 'POST', 'DELETE', 'PATCH']).optional(),
  path: z.string().min(1).max(300).optional().describe('With method: the path as in /openapi.json (/v1/chat/completions) or as sent.'),
  ref: z
    .string()
    .regex(/^#\/components\/[A-Za-z]+\/[^/]+$/)
    .optional()
    .describe('Instead: one component of /openapi.json (#/components/schemas/Name), for a $ref an earlier answer left unresolved.'),
  maxChars: z.number().int().min(2000).max(200_000).default(DEFAULT_MAX_CHARS),
});
export const getEndpointOutput = z.object({
  operationId: z.string().nullable(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  summary: z.string().nullable(),
  docs: z.string().nullable(),
  parameters: z.array(z.unknown()),
  requestBody: z.unknown().nullable(),
  responses: z.record(z.string(), z.unknown()).describe('By status.'),
  component: z.unknown().nullable().describe('The component asked for with ref.'),
  unresolvedRefs: z.array(z.string()).describe('$refs left as they are to keep the answer within maxChars: ask for each with ref.'),
});

export const sampleRequestInput = z.object({
  operationId: z.string().min(1).max(120),
  model: z.string().min(1).max(120),
  language: z.enum(SAMPLE_LANGUAGES).default('curl'),
});
export const sampleRequestOutput = z.object({
  operationId: z.string(),
  model: z.string(),
  language: z.enum(SAMPLE_LANGUAGES),
  method: z.string(),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.unknown().describe('The JSON body, or the form fields of a multipart request.'),
  code: z.string(),
  warnings: z.array(z.string()),
  rules: z.array(z.string()).describe("The model's request rules on this operation (from its catalogue entry)."),
});

// ---------------------------------------------------------------------------------------------
// The tools

export interface Tools {
  search_docs(input: z.output<typeof searchDocsInput>): z.output<typeof searchDocsOutput>;
  get_page(input: z.output<typeof getPageInput>): z.output<typeof getPageOutput>;
  list_models(input: z.output<typeof listModelsInput>): z.output<typeof listModelsOutput>;
  get_model(input: z.output<typeof getModelInput>): z.output<typeof getModelOutput>;
  explain_error(input: z.output<typeof explainErrorInput>): z.output<typeof explainErrorOutput>;
  list_endpoints(input: z.output<typeof listEndpointsInput>): z.output<typeof listEndpointsOutput>;
  get_endpoint(input: z.output<typeof getEndpointInput>): z.output<typeof getEndpointOutput>;
  sample_request(input: z.output<typeof sampleRequestInput>): z.output<typeof sampleRequestOutput>;
}

/** A page path from what an agent may pass: a path, a docs URL, a .md twin URL. */
export function pagePath(data: McpData, given: string): string {
  let value = given.trim();
  const origin = /^https?:\/\/[^/]+/.exec(data.build.url)?.[0] ?? '';
  const base = data.build.url.slice(origin.length);
  if (/^https?:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ToolError(`"${given}" is not a URL or a docs path.`);
    }
    if (origin && url.origin !== origin) throw new ToolError(`${url.origin} is not this site: give a path under /docs or a URL of ${origin}.`);
    value = url.pathname;
  }
  value = value.replace(/[?#].*$/, '');
  if (base && value.startsWith(`${base}/`)) value = value.slice(base.length);
  if (!value.startsWith('/')) value = `/${value}`;
  value = value
    .replace(/\/index\.(?:md|html)$/, '')
    .replace(/\.(?:md|html)$/, '')
    .replace(/\/+$/, '');
  return value;
}

function modelSummaryOf(data: McpData, model: PublishedModel): z.output<typeof modelSummary> {
  return {
    id: model.id,
    vendor: model.vendor,
    type: model.type,
    status: model.status,
    replacement: model.replacement ?? null,
    contextWindow: model.contextWindow,
    pricing: model.pricing,
    capabilities: [...model.capabilities],
    apiFormat: model.apiFormat,
    url: absolute(data, model.page),
  };
}

/** The catalogue entry a request's id names: the entry itself, or the id family (`name-*`) it belongs to. */
export function findModel(data: McpData, id: string): PublishedModel | null {
  const exact = data.models.find((model) => model.id === id);
  if (exact) return exact;
  return data.models.find((model) => model.id.endsWith('*') && id.startsWith(model.id.slice(0, -1))) ?? null;
}

function unknownModel(data: McpData, id: string): ToolError {
  return new ToolError(
    `No model "${id}" in the catalogue. Closest ids: ${closest(
      id,
      data.models.map((m) => m.id),
    ).join(', ')}. list_models lists them.`,
  );
}

function endpointOf(data: McpData, operation: ApiOperation) {
  return {
    operationId: operation.id,
    method: operation.method.toUpperCase(),
    path: operation.path,
    format: operation.format,
    summary: operation.summary,
    docs: absolute(data, operation.page),
  };
}

/** A copy of `value` with `$ref`s replaced up to `depth` references deep; the rest are kept and collected. */
function resolve(document: Json, value: unknown, depth: number, left: Set<string>, seen: readonly string[] = []): unknown {
  if (depth === Infinity) return dereference(document, value);
  if (Array.isArray(value)) return value.map((item) => resolve(document, item, depth, left, seen));
  if (!isObject(value)) return value;
  if (typeof value.$ref === 'string') {
    const ref = value.$ref;
    if (depth <= 0 || seen.includes(ref)) {
      left.add(ref);
      return value;
    }
    const { $ref: _ref, ...siblings } = value;
    const target = resolve(document, pointer(document, ref), depth - 1, left, [...seen, ref]);
    return isObject(target) ? { ...target, ...(resolve(document, siblings, depth, left, seen) as Json) } : target;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === 'examples' || key === 'example' ? item : resolve(document, item, depth, left, seen)]),
  );
}

/** The deepest resolution of `build(depth)` whose JSON fits `maxChars` (full, then 6 references deep down to 0). */
function fitted<T>(maxChars: number, build: (depth: number, left: Set<string>) => T): { value: T; left: string[] } {
  for (const depth of [Infinity, 6, 5, 4, 3, 2, 1, 0]) {
    const left = new Set<string>();
    const value = build(depth, left);
    if (JSON.stringify(value).length <= maxChars || depth === 0) return { value, left: [...left].sort() };
  }
  throw new Error('unreachable');
}

export function createTools(data: McpData): Tools {
  const { search, sections } = indexOf(data);
  const operations = operationsOf(data.openapi);
  const pages = new Map(data.pages.map((page) => [page.path, page]));
  const rawPaths = isObject(data.openapi.paths) ? (data.openapi.paths as Record<string, Json>) : {};

  return {
    search_docs({ query, limit }) {
      let found = search.search(query);
      if (found.length === 0) found = search.search(query, { combineWith: 'OR' });
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      const results = found.slice(0, limit).map((hit) => {
        const section = sections.get(String(hit.id)) as Section;
        const text = section.text.replace(/\s+/g, ' ').trim();
        const lower = text.toLowerCase();
        const at = Math.max(0, Math.min(...words.map((word) => lower.indexOf(word)).filter((i) => i >= 0), text.length) - 60);
        const snippet = `${at > 0 ? '…' : ''}${text.slice(at, at + 240)}${at + 240 < text.length ? '…' : ''}`;
        const pagePathOnly = section.path.replace(/#.*$/, '');
        return {
          kind: section.kind,
          title: section.title,
          url: absolute(data, section.path),
          markdownUrl: pages.has(pagePathOnly) ? absolute(data, `${pagePathOnly === '/docs' ? '/docs' : pagePathOnly}.md`) : null,
          snippet,
        };
      });
      return { query, count: results.length, results };
    },

    get_page({ path, offset, maxChars }) {
      const wanted = pagePath(data, path);
      if (wanted !== '/docs' && !wanted.startsWith('/docs/'))
        throw new ToolError(`"${path}" is outside the docs: get_page reads pages under /docs (search_docs finds them).`);
      const page = pages.get(wanted);
      if (!page) throw new ToolError(`No docs page at ${wanted}. Closest: ${closest(wanted, [...pages.keys()]).join(', ')}.`);
      const cut = window(page.markdown, offset, maxChars);
      return {
        path: page.path,
        url: absolute(data, page.path),
        markdownUrl: absolute(data, `${page.path}.md`),
        title: page.title,
        totalChars: page.markdown.length,
        offset,
        markdown: cut.text,
        truncated: cut.nextOffset !== null,
        nextOffset: cut.nextOffset,
      };
    },

    list_models({ vendor, type, capabilities, status, minContext, maxInputPrice, sort, limit, offset }) {
      let unpriced = 0;
      const matching = data.models.filter((model) => {
        if (vendor !== undefined && model.vendor.toLowerCase() !== vendor.toLowerCase()) return false;
        if (type !== undefined && model.type !== type) return false;
        if (status !== 'any' && model.status !== status) return false;
        if (capabilities && !capabilities.every((c) => model.capabilities.includes(c))) return false;
        if (minContext !== undefined && (model.contextWindow === null || model.contextWindow < minContext)) return false;
        if (maxInputPrice !== undefined) {
          if (model.pricing.input === null) {
            unpriced += 1;
            return false;
          }
          if (model.pricing.input > maxInputPrice) return false;
        }
        return true;
      });
      const ascending = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b);
      const descending = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a);
      // Ids A to Z whatever their case (MiniMax-M3 among the m's), then by code point for a stable order.
      const byId = (a: PublishedModel, b: PublishedModel) => {
        const [x, y] = [a.id.toLowerCase(), b.id.toLowerCase()];
        return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      };
      const tie = (a: PublishedModel, b: PublishedModel) => ascending(a.pricing.output, b.pricing.output) || byId(a, b);
      matching.sort((a, b) => {
        if (sort === 'inputPrice') return ascending(a.pricing.input, b.pricing.input) || tie(a, b);
        if (sort === 'contextWindow') return descending(a.contextWindow, b.contextWindow) || tie(a, b);
        return byId(a, b);
      });
      const page = matching.slice(offset, offset + limit);
      return {
        count: matching.length,
        unpriced,
        offset,
        nextOffset: offset + limit < matching.length ? offset + limit : null,
        models: page.map((model) => modelSummaryOf(data, model)),
      };
    },

    get_model({ id }) {
      const model = findModel(data, id.trim());
      if (!model) throw unknownModel(data, id);
      const input = { id: model.id, type: model.type, docs: model.docs, apiFormat: model.apiFormat };
      return {
        model: { ...model },
        url: absolute(data, model.page),
        endpoints: endpointsFor(input, operations).map((endpoint) => {
          const operation = operations.find((o) => o.id === endpoint.operationId) as ApiOperation;
          return {
            ...endpointOf(data, operation),
            path: endpoint.path,
            docs: absolute(data, endpoint.pageAnchor ? `${endpoint.page}#${endpoint.pageAnchor}` : endpoint.page),
          };
        }),
      };
    },

    explain_error({ code, status, format }) {
      if (code === undefined && status === undefined) throw new ToolError('Give code, status or both (format adds the body of that API format).');
      let matches: PublishedError[] = data.errors.filter(
        (error) => (code === undefined || error.code === code) && (status === undefined || error.status === status),
      );
      if (format !== undefined) {
        const inFormat = matches.filter((error) => error.formats.includes(format));
        if (inFormat.length > 0) matches = inFormat;
      }
      if (matches.length === 0) {
        if (code !== undefined && !data.errors.some((error) => error.code === code))
          throw new ToolError(
            `No error code "${code}" in the catalogue. Closest codes: ${closest(code, [...new Set(data.errors.map((e) => e.code))]).join(', ')}.`,
          );
        throw new ToolError(
          `The gateway documents no error ${code ?? ''}${code && status ? ' with status ' : ''}${status ?? ''}. Statuses it answers: ${[...new Set(data.errors.flatMap((e) => (e.status === null ? [] : [e.status])))].sort((a, b) => a - b).join(', ')}.`,
        );
      }
      const body = format === undefined ? null : (data.bodies.find((b) => b.format === format) ?? null);
      return {
        matches: matches.map((error) => ({
          status: error.status,
          code: error.code,
          scheme: error.scheme,
          cause: error.cause,
          fix: error.fix,
          retryable: error.retryable,
          formats: [...error.formats],
          docs: absolute(data, error.docs),
          ...(format !== undefined && data.errorExamples[error.code]?.[format] !== undefined ? { body: data.errorExamples[error.code][format] } : {}),
        })),
        format: body ? { format: body.format, endpoints: body.endpoints, body: body.body, codeField: body.codeField } : null,
      };
    },

    list_endpoints() {
      const endpoints = operations.map((operation) => endpointOf(data, operation));
      return { count: endpoints.length, endpoints };
    },

    get_endpoint({ operationId, method, path, ref, maxChars }) {
      const empty = { operationId: null, method: null, path: null, summary: null, docs: null, parameters: [], requestBody: null, responses: {} };
      if (ref !== undefined) {
        const target = pointer(data.openapi, ref);
        if (target === undefined) throw new ToolError(`/openapi.json has no ${ref}.`);
        const { value, left } = fitted(maxChars, (depth, seen) => resolve(data.openapi, target, depth, seen, [ref]));
        return { ...empty, component: value, unresolvedRefs: left };
      }
      let operation: ApiOperation | null | undefined;
      if (operationId !== undefined) {
        operation = operations.find((o) => o.id === operationId);
        if (!operation)
          throw new ToolError(
            `No operation "${operationId}". Closest: ${closest(
              operationId,
              operations.map((o) => o.id),
            ).join(', ')} (list_endpoints lists all).`,
          );
      } else if (method !== undefined && path !== undefined) {
        const bare = path.replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, '');
        operation = operations.find((o) => o.method === method.toLowerCase() && o.path === bare) ?? matchOperation(operations, method.toLowerCase(), bare);
        if (!operation) throw new ToolError(`No operation ${method.toUpperCase()} ${bare}. list_endpoints lists every one.`);
      } else {
        throw new ToolError('Give operationId, or method and path, or ref.');
      }
      const found = operation;
      const raw = (rawPaths[found.path]?.[found.method] ?? {}) as Json;
      const itemParameters = Array.isArray(rawPaths[found.path]?.parameters) ? (rawPaths[found.path].parameters as unknown[]) : [];
      const { value, left } = fitted(maxChars, (depth, seen) => ({
        parameters: resolve(data.openapi, [...itemParameters, ...(Array.isArray(raw.parameters) ? raw.parameters : [])], depth, seen) as unknown[],
        requestBody: raw.requestBody === undefined ? null : resolve(data.openapi, raw.requestBody, depth, seen),
        responses: (resolve(data.openapi, raw.responses ?? {}, depth, seen) ?? {}) as Record<string, unknown>,
      }));
      return {
        operationId: found.id,
        method: found.method.toUpperCase(),
        path: found.path,
        summary: found.summary,
        docs: absolute(data, found.page),
        ...value,
        component: null,
        unresolvedRefs: left,
      };
    },

    sample_request({ operationId, model: id, language }) {
      const operation = operations.find((o) => o.id === operationId);
      if (!operation)
        throw new ToolError(
          `No operation "${operationId}". Closest: ${closest(
            operationId,
            operations.map((o) => o.id),
          ).join(', ')} (list_endpoints lists all).`,
        );
      const model = findModel(data, id.trim());
      if (!model) throw unknownModel(data, id);
      const requestId = model.id.endsWith('*') ? id.trim() : model.id;
      const input = { id: requestId, type: model.type, docs: model.docs, apiFormat: model.apiFormat };
      const warnings: string[] = [];
      const replacement = model.replacement ? ` Use ${model.replacement} instead (sample_request with model "${model.replacement}").` : '';
      if (model.status === 'retired') warnings.push(`${model.id} is retired: the gateway answers 410 model_retired.${replacement}`);
      else if (model.status === 'deprecated') warnings.push(`${model.id} is deprecated: its shutdown is announced.${replacement}`);
      else if (model.status === 'legacy') warnings.push(`${model.id} is legacy: still served, no longer recommended.${replacement}`);
      const takes = matchesFor({ ...input, id: model.id }, operations).some((match) => match.operation === operation);
      if (!takes) {
        const others = endpointsFor({ ...input, id: model.id }, operations).map((e) => e.operationId);
        warnings.push(`${operationId} does not take ${model.id}${others.length ? `; operations that do: ${others.slice(0, 6).join(', ')}` : ''}.`);
      }
      let request;
      try {
        request = requestFor({ ...input, id: model.id.endsWith('*') ? model.id : requestId }, operation, data.build.apiBaseUrl);
      } catch (error) {
        if (error instanceof ReadyRequestError) throw new ToolError(error.message);
        throw error;
      }
      if (!request) throw new ToolError(`${operationId} has no request body example to write a sample from: get_endpoint shows its parameters.`);
      const sample = requestSample(request);
      const rules = (Array.isArray(model.rules) ? (model.rules as Json[]) : [])
        .filter((rule) => !Array.isArray(rule.operations) || rule.operations.includes(operationId))
        .map((rule) => `${String(rule.parameter)} ${String(rule.effect)}: ${String(rule.detail ?? '')}${rule.source ? ` (${String(rule.source)})` : ''}`);
      return {
        operationId,
        model: requestId,
        language,
        method: request.method,
        url: request.url,
        headers: Object.fromEntries([['Authorization', 'Bearer YOUR_API_KEY'], ...request.headers]),
        body: request.body === null ? null : request.body.kind === 'json' ? request.body.value : { form: request.body.fields },
        code: sample[language],
        warnings,
        rules,
      };
    },
  };
}

/** The tools in the order tools/list gives them, with what an agent reads before calling. */
export const TOOLS = [
  {
    name: 'search_docs',
    title: 'Search the docs',
    description:
      'Full-text search over the LLM Provider docs: page sections, models, error codes and API endpoints. Returns titles, URLs (with the Markdown URL of pages) and snippets; read a page with get_page.',
    inputSchema: searchDocsInput,
    outputSchema: searchDocsOutput,
  },
  {
    name: 'get_page',
    title: 'Read a docs page',
    description:
      'The Markdown of one docs page (path like /docs/get-started/rate-limits, or its URL). Long pages come in parts: when truncated is true, call again with offset = nextOffset.',
    inputSchema: getPageInput,
    outputSchema: getPageOutput,
  },
  {
    name: 'list_models',
    title: 'List models',
    description:
      'Models the gateway serves, filtered by vendor, type, capabilities, lifecycle status (default active), minimum context window and maximum input price, sorted by id, inputPrice or contextWindow. Use it to pick a model instead of hard-coding ids or prices.',
    inputSchema: listModelsInput,
    outputSchema: listModelsOutput,
  },
  {
    name: 'get_model',
    title: 'Get a model',
    description:
      "One model's whole catalogue entry: lifecycle (with dates and replacement), prices, capabilities, per-model request rules, sources, and the endpoints that take it. An unknown id is an error naming the closest ids.",
    inputSchema: getModelInput,
    outputSchema: getModelOutput,
  },
  {
    name: 'explain_error',
    title: 'Explain an error',
    description:
      'What an error the gateway returned means: cause, fix, whether retrying can help, and its docs link, by code and/or HTTP status; with format, the exact body shape of that API format.',
    inputSchema: explainErrorInput,
    outputSchema: explainErrorOutput,
  },
  {
    name: 'list_endpoints',
    title: 'List endpoints',
    description: 'Every API operation of /openapi.json: operationId, method, path, API format, summary and docs page.',
    inputSchema: listEndpointsInput,
    outputSchema: listEndpointsOutput,
  },
  {
    name: 'get_endpoint',
    title: 'Get an endpoint',
    description:
      'One operation of /openapi.json by operationId or method and path: parameters, request body schema and responses by status, with $refs resolved as far as maxChars allows (the rest listed in unresolvedRefs; fetch each with ref).',
    inputSchema: getEndpointInput,
    outputSchema: getEndpointOutput,
  },
  {
    name: 'sample_request',
    title: 'Write a request',
    description:
      'A ready request for an operation and a model in curl, Python (requests) or Node (fetch), with the placeholder key YOUR_API_KEY and the documented client timeout. Warns when the model is retired, deprecated or legacy (naming its replacement) or when the operation does not take it.',
    inputSchema: sampleRequestInput,
    outputSchema: sampleRequestOutput,
  },
] as const;
