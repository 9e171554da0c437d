/**
 * The model catalogue (content/models.json): its schema, validation with errors that name the file,
 * the entry and the fix, and the GraphQL type the build creates one `CatalogModel` node per entry of.
 *
 * Pure: no file system access here, so the component tests and the build share the same types.
 */
import { z } from 'zod';
import { API_FORMATS, type CatalogRow } from '../content-model/model-catalog';
import { modelPagePath } from '../utils/model-page';

export const MODELS_FILE = 'content/models.json';

export const MODEL_TYPES = ['chat', 'embedding', 'image', 'audio', 'video'] as const;
export const PRICE_UNITS = ['1M tokens', 'image', '1M characters', 'minute', 'second', 'video'] as const;
export const CAPABILITIES = ['streaming', 'tools', 'vision', 'json-mode', 'reasoning', 'audio-in', 'audio-out', 'image-out', 'video-out'] as const;
/**
 * Who serves the model. "ChatGPT (Gizmo)" is the gateway's access to ChatGPT's custom GPTs (`gpt-4-all`,
 * `gpt-4-gizmo-*`), which are not models of OpenAI's API.
 */
export const VENDORS = [
  'OpenAI',
  'Anthropic',
  'Google',
  'DeepSeek',
  'xAI',
  'Alibaba Qwen',
  'MiniMax',
  'Kling',
  'LLMVision',
  'AWS Bedrock',
  'ChatGPT (Gizmo)',
] as const;

export type ModelType = (typeof MODEL_TYPES)[number];
export type PriceUnit = (typeof PRICE_UNITS)[number];

const oneOf = (values: readonly string[]) => `must be one of ${values.map((v) => `"${v}"`).join(', ')}`;
const price = z
  .number({ invalid_type_error: 'must be a number of US dollars per unit, or null when there is no public list price' })
  .finite('must be a finite number (1e999 and the like are read as Infinity)')
  .nonnegative('must not be negative')
  .nullable();

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 and 2026-99-99 are not). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const date = (what: string) =>
  z
    .string({ invalid_type_error: `must be the ${what} written YYYY-MM-DD` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `must be the ${what} written YYYY-MM-DD`)
    .refine((text) => !/^\d{4}-\d{2}-\d{2}$/.test(text) || isCalendarDate(text), 'must be a real calendar date (month 01-12, a day that month has)');

const vendorUrl = z.string().regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'must be the https:// address of the vendor page the figures were checked against');

/** Where a model is in its vendor's lifecycle (Anthropic's Active/Deprecated/Retired; OpenAI's deprecations). */
export const MODEL_STATUSES = ['active', 'deprecated', 'retired'] as const;
export type ModelStatus = (typeof MODEL_STATUSES)[number];

/** A request parameter the model turns down (400) or accepts without effect, as its vendor documents. */
export const parameterNoteSchema = z
  .object({
    name: z.string().regex(/^[A-Za-z_][\w.]*$/, 'must be a parameter name such as "temperature"'),
    effect: z.enum(['rejected', 'ignored'], { errorMap: () => ({ message: 'must be "rejected" (the request fails) or "ignored" (accepted without effect)' }) }),
    detail: z.string().min(1, 'must say when and how, in one sentence'),
  })
  .strict();

export const catalogModelSchema = z
  .object({
    /** The exact string clients send as `model`; a trailing `*` stands for a family (gpt-4-gizmo-*). */
    id: z
      .string({ required_error: 'is required: add the model id clients send' })
      .regex(/^[A-Za-z0-9][\w.:-]*\*?$/, 'must be a model id such as "gpt-4o" (letters, digits, ".", ":", "-", "_", optionally ending in "*")'),
    vendor: z.enum(VENDORS, { errorMap: () => ({ message: oneOf(VENDORS) }) }),
    type: z.enum(MODEL_TYPES, { errorMap: () => ({ message: oneOf(MODEL_TYPES) }) }),
    /** Context window in tokens; null for models where it does not apply (images, speech, video) or the vendor does not publish it. */
    contextWindow: z
      .number({ invalid_type_error: 'must be a whole number of tokens, or null' })
      .finite('must be a finite number of tokens')
      .int('must be a whole number of tokens')
      .positive('must be positive')
      .nullable(),
    pricing: z
      .object({
        input: price,
        output: price,
        unit: z.enum(PRICE_UNITS, { errorMap: () => ({ message: oneOf(PRICE_UNITS) }) }),
      })
      .strict(),
    capabilities: z.array(z.enum(CAPABILITIES, { errorMap: () => ({ message: oneOf(CAPABILITIES) }) })),
    apiFormat: z.enum(API_FORMATS, { errorMap: () => ({ message: oneOf(API_FORMATS) }) }),
    /** Site path of the page that documents the model. */
    docs: z
      .string({ required_error: 'is required: add the site path of the page that documents the model' })
      .regex(/^\/docs(\/[a-z0-9-]+)*$/, 'must be a site path such as "/docs/api-reference/openai/chat"'),
    status: z.enum(MODEL_STATUSES, {
      errorMap: (issue, ctx) => ({
        message:
          ctx.data === undefined
            ? 'is required: add "status": "active", "deprecated" or "retired", as the vendor\'s model or deprecations page says'
            : oneOf(MODEL_STATUSES),
      }),
    }),
    /** The day the vendor announced the deprecation. */
    deprecatedOn: date('day the vendor announced the deprecation').optional(),
    /** The vendor's shutdown day: past for a retired model, announced for a deprecated one. */
    retiresOn: date('shutdown day').optional(),
    /** The active model the vendor recommends instead (deprecated and retired entries). */
    replacement: z.string().optional(),
    /** The day this entry's status, prices and context window were checked against `source`. */
    checkedOn: date('day the entry was checked against its source'),
    /** The vendor page(s) the entry was checked against; null only with a `note` saying why there is none. */
    source: z.union([vendorUrl, z.array(vendorUrl).min(1, 'must list at least one page, or be null with a "note"')]).nullable(),
    /** What the vendor does not publish (a figure left out), or why there is no vendor page. */
    note: z.string().min(1).optional(),
    /** Request parameters the model rejects or ignores, as the vendor documents them. */
    parameters: z.array(parameterNoteSchema).optional(),
  })
  .strict();

export const modelCatalogSchema = z
  .object({
    /** Date (YYYY-MM-DD) of the last refresh of the whole catalogue against the vendors. */
    checkedOn: z
      .string({ required_error: 'is required: add "checkedOn": "YYYY-MM-DD"' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
      .refine((text) => !/^\d{4}-\d{2}-\d{2}$/.test(text) || isCalendarDate(text), 'must be a real calendar date (month 01-12, a day that month has)'),
    currency: z.literal('USD', { errorMap: () => ({ message: 'must be "USD"' }) }),
    models: z.array(catalogModelSchema).min(1, 'must list at least one model'),
  })
  .strict();

export type CatalogModel = z.infer<typeof catalogModelSchema>;
export type ModelCatalog = z.infer<typeof modelCatalogSchema>;

function describePath(raw: unknown, issuePath: ReadonlyArray<string | number>): string {
  const [first, index, ...rest] = issuePath;
  if (first === 'models' && typeof index === 'number') {
    const entry = Array.isArray((raw as { models?: unknown })?.models) ? (raw as { models: unknown[] }).models[index] : undefined;
    const id = typeof (entry as { id?: unknown })?.id === 'string' ? ` (${(entry as { id: string }).id})` : '';
    const field = rest.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('');
    return `models[${index}]${id}${field}`;
  }
  return issuePath.length > 0 ? issuePath.join('.') : '(top level)';
}

/**
 * The latest date that is not in the future anywhere (YYYY-MM-DD): today in the first time zone to
 * reach it (UTC+14), so that a date written where the day has already begun is accepted.
 */
export function latestCurrentDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600 * 1000).toISOString().slice(0, 10);
}

/**
 * Checks the parsed JSON of content/models.json. Returns `{ catalog }` when valid, else `{ errors }`
 * as `content/models.json: models[3] (gpt-4o).pricing.unit: must be one of …` lines. `now` is
 * the moment `checkedOn` must not come after.
 */
export function validateModelCatalog(
  raw: unknown,
  file: string = MODELS_FILE,
  now: Date = new Date(),
): { catalog: ModelCatalog; errors: [] } | { catalog: null; errors: string[] } {
  const result = modelCatalogSchema.safeParse(raw);
  if (!result.success) {
    const errors = result.error.issues.map((issue) => {
      if (issue.code === z.ZodIssueCode.unrecognized_keys) {
        return `${file}: ${describePath(raw, issue.path)}: unknown field(s) ${issue.keys.join(', ')}: remove them or check the spelling`;
      }
      return `${file}: ${describePath(raw, issue.path)}: ${issue.message}`;
    });
    return { catalog: null, errors };
  }
  const errors: string[] = [];
  const latest = latestCurrentDate(now);
  if (result.data.checkedOn > latest) {
    errors.push(
      `${file}: checkedOn: ${result.data.checkedOn} is in the future: write the date on which the prices were actually checked (today at the latest, ${latest})`,
    );
  }
  const seen = new Map<string, number>();
  result.data.models.forEach((model, index) => {
    const first = seen.get(model.id);
    if (first !== undefined) {
      errors.push(`${file}: models[${index}] (${model.id}).id: duplicates models[${first}]: remove one entry or give it a different id`);
    } else {
      seen.set(model.id, index);
    }
    if (model.pricing.unit === '1M tokens' && model.type === 'video') {
      errors.push(`${file}: models[${index}] (${model.id}).pricing.unit: a video model is priced per "video" or "second", not per "1M tokens"`);
    }
  });
  errors.push(...lifecycleErrors(result.data, file, now));
  return errors.length > 0 ? { catalog: null, errors } : { catalog: result.data, errors: [] };
}

/**
 * The lifecycle rules of each entry (`status`, `deprecatedOn`, `retiresOn`, `replacement`,
 * `checkedOn`, `source`), as `content/models.json: models[3] (gpt-4o).replacement: …` lines that
 * say what to change.
 */
export function lifecycleErrors(catalog: ModelCatalog, file: string = MODELS_FILE, now: Date = new Date()): string[] {
  const errors: string[] = [];
  const latest = latestCurrentDate(now);
  const byId = new Map(catalog.models.map((model) => [model.id, model]));
  catalog.models.forEach((model, index) => {
    const at = `${file}: models[${index}] (${model.id})`;
    const { status, deprecatedOn, retiresOn, replacement } = model;
    if (model.checkedOn > latest) {
      errors.push(`${at}.checkedOn: ${model.checkedOn} is in the future: write the day the entry was actually checked (today at the latest, ${latest})`);
    }
    if (model.source === null && !model.note) {
      errors.push(`${at}.source: is null without a "note": cite the vendor page, or say in "note" why none exists`);
    }
    if (status === 'active') {
      if (retiresOn !== undefined) errors.push(`${at}.retiresOn: an active model has no shutdown day: set "status": "deprecated", or remove "retiresOn"`);
      if (deprecatedOn !== undefined)
        errors.push(`${at}.deprecatedOn: an active model is not deprecated: set "status": "deprecated", or remove "deprecatedOn"`);
      if (replacement !== undefined) errors.push(`${at}.replacement: an active model has no replacement: remove it, or set "status": "deprecated"`);
      return;
    }
    if (replacement === undefined) {
      errors.push(`${at}: a ${status} model needs a "replacement": the id of the active model its vendor recommends instead`);
    } else {
      const target = byId.get(replacement);
      if (!target) errors.push(`${at}.replacement: "${replacement}" is not in the catalogue: add that model, or name one that is listed`);
      else if (target.status !== 'active') {
        errors.push(
          `${at}.replacement: "${replacement}" is ${target.status}: name an active model${target.replacement ? ` (perhaps "${target.replacement}", its own replacement)` : ''}`,
        );
      }
    }
    // A date the vendor's own pages do not give is left out, and the entry's note says so.
    if (status === 'deprecated' && deprecatedOn === undefined && !model.note) {
      errors.push(
        `${at}: a deprecated model needs "deprecatedOn": the day the vendor announced it (YYYY-MM-DD), or a "note" saying the vendor's page gives none`,
      );
    }
    if (status === 'retired' && retiresOn === undefined && !model.note) {
      errors.push(`${at}: a retired model needs "retiresOn": the day the vendor shut it down (YYYY-MM-DD), or a "note" saying the vendor's page gives none`);
    }
    if (deprecatedOn !== undefined && deprecatedOn > latest) {
      errors.push(`${at}.deprecatedOn: ${deprecatedOn} is in the future: a deprecation is recorded once announced; keep "status": "active" until then`);
    }
    if (deprecatedOn !== undefined && retiresOn !== undefined && deprecatedOn > retiresOn) {
      errors.push(
        `${at}: dates out of order: "deprecatedOn" (${deprecatedOn}) comes after "retiresOn" (${retiresOn}); a model is deprecated before it retires`,
      );
    }
    if (status === 'retired' && retiresOn !== undefined && retiresOn > latest) {
      errors.push(`${at}.retiresOn: ${retiresOn} has not come yet: the model is "deprecated" until then`);
    }
  });
  return errors;
}

/**
 * Deprecated entries whose shutdown day has passed (`now` in UTC): the catalogue has gone stale and
 * must be checked against the vendor again (`npm test` fails on these; the build warns).
 */
export function staleEntries(catalog: ModelCatalog, now: Date = new Date()): string[] {
  const today = now.toISOString().slice(0, 10);
  return catalog.models.flatMap((model, index) =>
    model.status === 'deprecated' && model.retiresOn !== undefined && model.retiresOn < today
      ? [
          `${MODELS_FILE}: models[${index}] (${model.id}): deprecated with shutdown on ${model.retiresOn}, which has passed: check the vendor's page, then mark it "retired" (or record the new date) and set "checkedOn"`,
        ]
      : [],
  );
}

/** Parses the text of content/models.json; throws one Error listing every problem. */
export function parseModelCatalog(text: string, file: string = MODELS_FILE, now: Date = new Date()): ModelCatalog {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: is not valid JSON (${(error as Error).message}): fix the syntax, e.g. a trailing comma or a missing quote`);
  }
  const result = validateModelCatalog(raw, file, now);
  if (result.catalog === null) throw new Error(`Invalid model catalogue:\n${result.errors.join('\n')}`);
  return result.catalog;
}

/**
 * Entries whose `docs` page does not exist, as `content/models.json: models[3] (gpt-4o).docs: …`
 * lines (the build checks this once every page is known).
 */
export function modelDocsErrors(catalog: ModelCatalog, pagePaths: ReadonlySet<string>, file: string = MODELS_FILE): string[] {
  return catalog.models.flatMap((model, index) =>
    pagePaths.has(model.docs)
      ? []
      : [
          `${file}: models[${index}] (${model.id}).docs: no page at ${model.docs}: use the URL of an existing doc page (e.g. /docs/api-reference/openai/chat) or create that page`,
        ],
  );
}

/**
 * What the build says of the model ids a page's samples send (src/node/compile/model-refs.ts):
 * `errors` for an id the catalogue lacks or has retired (the build fails, naming the file, the
 * line and the replacement), `warnings` for a deprecated one.
 */
export function modelRefProblems(
  file: string,
  refs: ReadonlyArray<{ readonly id: string; readonly line: number }>,
  catalog: ModelCatalog,
): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const ids = catalog.models.map((model) => model.id);
  for (const ref of refs) {
    const model = catalog.models.find((entry) => entry.id === ref.id) ?? catalog.models.find((entry) => isCatalogued(ref.id, [entry.id]));
    if (!model || !isCatalogued(ref.id, ids)) {
      errors.push(`${file}:${ref.line}: the sample sends the model "${ref.id}", which is not in ${MODELS_FILE}: use a catalogued id, or add the model there`);
    } else if (model.status === 'retired') {
      errors.push(
        `${file}:${ref.line}: the sample sends "${ref.id}", retired on ${model.retiresOn}: send "${model.replacement}" instead (its replacement in ${MODELS_FILE})`,
      );
    } else if (model.status === 'deprecated') {
      warnings.push(
        `${file}:${ref.line}: the sample sends "${ref.id}", deprecated on ${model.deprecatedOn}${model.retiresOn ? ` and shut down on ${model.retiresOn}` : ''}: send "${model.replacement}" unless the page is about migrating away from it`,
      );
    }
  }
  return { errors, warnings };
}

/** True when `id` is in the catalogue, where an entry ending in `*` matches every id with that prefix. */
export function isCatalogued(id: string, catalogIds: readonly string[]): boolean {
  return catalogIds.some((entry) => (entry.endsWith('*') ? id.startsWith(entry.slice(0, -1)) && id.length > entry.length - 1 : entry === id));
}

/**
 * Fields of one `CatalogModel` GraphQL node: `id` is reserved for Gatsby's node id, so the model id
 * is `modelId`; `source` becomes the list `sources`; the catalogue's refresh date and currency are
 * copied onto each node, and `slug` is the path of the model's page.
 */
export interface CatalogModelNodeData extends Omit<CatalogModel, 'id' | 'source' | 'parameters' | 'deprecatedOn' | 'retiresOn' | 'replacement' | 'note'> {
  readonly modelId: string;
  readonly position: number;
  readonly slug: string;
  readonly deprecatedOn: string | null;
  readonly retiresOn: string | null;
  readonly replacement: string | null;
  readonly note: string | null;
  readonly sources: readonly string[];
  readonly parameters: ReadonlyArray<z.infer<typeof parameterNoteSchema>>;
  readonly catalogCheckedOn: string;
  readonly currency: string;
}

export function catalogNodeData(catalog: ModelCatalog): CatalogModelNodeData[] {
  return catalog.models.map(({ id, source, parameters, deprecatedOn, retiresOn, replacement, note, ...model }, position) => ({
    ...model,
    modelId: id,
    position,
    slug: modelPagePath(id),
    deprecatedOn: deprecatedOn ?? null,
    retiresOn: retiresOn ?? null,
    replacement: replacement ?? null,
    note: note ?? null,
    sources: source === null ? [] : typeof source === 'string' ? [source] : source,
    parameters: parameters ?? [],
    catalogCheckedOn: catalog.checkedOn,
    currency: catalog.currency,
  }));
}

/** Model ids whose pages would share a path (`gpt-4.1` and `gpt-4-1`), as errors naming the fix. */
export function modelSlugErrors(catalog: ModelCatalog, file: string = MODELS_FILE): string[] {
  const seen = new Map<string, string>();
  const errors: string[] = [];
  for (const model of catalog.models) {
    const path = modelPagePath(model.id);
    const other = seen.get(path);
    if (other !== undefined)
      errors.push(`${file}: "${model.id}" and "${other}" would both have the page ${path}: model ids must differ in more than punctuation`);
    else seen.set(path, model.id);
  }
  return errors;
}

export const CATALOG_MODEL_TYPE = 'CatalogModel';

/** GraphQL types of the catalogue, declared explicitly (with descriptions GraphiQL shows) so queries work even with null-only fields. */
export const CATALOG_TYPE_DEFS = `
  "One model of content/models.json, with its lifecycle and its generated page (at slug)"
  type CatalogModel implements Node @dontInfer {
    "The exact string clients send as model; a trailing * stands for a family (gpt-4-gizmo-*)"
    modelId: String!
    "Who serves the model (OpenAI, Anthropic, Google, AWS Bedrock, ...)"
    vendor: String!
    "chat, embedding, image, audio or video"
    type: String!
    "Context window in tokens; null where it does not apply or the vendor does not publish it"
    contextWindow: Int
    "List prices in US dollars per unit"
    pricing: CatalogModelPricing!
    "What the model can do: streaming, tools, vision, json-mode, reasoning, audio-in, audio-out, image-out, video-out"
    capabilities: [String!]!
    "The request format of the model's own endpoint: openai, anthropic, gemini, bedrock, minimax, kling, qwen or dify"
    apiFormat: String!
    "Site path of the endpoint page that documents the model"
    docs: String!
    "active, deprecated (still served, shutdown announced) or retired (requests fail with 410 model_retired)"
    status: String!
    "Day the vendor announced the deprecation (YYYY-MM-DD), null while active"
    deprecatedOn: String
    "The vendor's shutdown day (YYYY-MM-DD): past for retired models, announced for deprecated ones"
    retiresOn: String
    "modelId of the active model to use instead (deprecated and retired models)"
    replacement: String
    "Day this entry's status, prices and context window were checked against its sources (YYYY-MM-DD)"
    checkedOn: String!
    "The vendor pages the entry was checked against"
    sources: [String!]!
    "What the vendor does not publish, or why no vendor page exists"
    note: String
    "Request parameters the model rejects or ignores, as its vendor documents them"
    parameters: [CatalogModelParameter!]!
    "Order in content/models.json"
    position: Int!
    "Site path of the model's generated page, e.g. /docs/models/gpt-4-1"
    slug: String!
    "Day of the last refresh of the whole catalogue (YYYY-MM-DD), shown on Pricing"
    catalogCheckedOn: String!
    "Currency of every price: USD"
    currency: String!
    "The model's page: title, description, headings, links and Markdown twin, compiled like an MDX page"
    page: CatalogModelPage
  }
  "List prices of one model"
  type CatalogModelPricing {
    "US dollars per unit for input, null when the vendor publishes no list price"
    input: Float
    "US dollars per unit for output, null when the vendor publishes no list price"
    output: Float
    "What a price is per: 1M tokens, image, 1M characters, minute, second or video"
    unit: String!
  }
  "A request parameter a model turns down or ignores"
  type CatalogModelParameter {
    "Parameter name as sent in the request body, e.g. temperature"
    name: String!
    "rejected (the request fails) or ignored (accepted without effect)"
    effect: String!
    "When and how, in one sentence"
    detail: String!
  }
  "The page generated for one catalogue model (src/node/model-pages)"
  type CatalogModelPage {
    "The h1 and browser title"
    title: String!
    "One sentence for search results and previews"
    description: String!
    "The page's headings (table of contents, anchor check)"
    headings: [MdxHeading!]!
    "Every link the page makes, checked like an MDX page's"
    links: [MdxLink!]!
    "The gateway requests its samples make, checked against content/openapi like an MDX page's"
    apiRequests: [MdxApiRequest!]!
    "The Markdown twin for language models"
    markdown: String
    "The compiled content as JSON text; query CatalogModel.content for it as data"
    treeJson: String
  }
`;

/** The catalogue's rows in file order, as the model table receives them (CatalogModel nodes in). */
export function catalogRows(nodes: readonly unknown[]): CatalogRow[] {
  return (nodes as Array<CatalogModelNodeData & { position: number }>)
    .slice()
    .sort((a, b) => a.position - b.position)
    .map(
      ({
        modelId,
        vendor,
        type,
        contextWindow,
        pricing,
        capabilities,
        apiFormat,
        docs,
        status,
        deprecatedOn,
        retiresOn,
        replacement,
        slug,
        checkedOn,
        catalogCheckedOn,
        currency,
      }) => ({
        modelId,
        vendor,
        type,
        contextWindow: contextWindow ?? null,
        pricing: { input: pricing.input ?? null, output: pricing.output ?? null, unit: pricing.unit },
        capabilities,
        apiFormat,
        docs,
        status,
        deprecatedOn: deprecatedOn ?? null,
        retiresOn: retiresOn ?? null,
        replacement: replacement ?? null,
        slug,
        checkedOn,
        catalogCheckedOn,
        currency,
      }),
    );
}
