/**
 * The model catalogue (content/models.json): its schema, validation with errors that name the file,
 * the entry and the fix, and the GraphQL type the build creates one `CatalogModel` node per entry of.
 *
 * Pure: no file system access here, so the component tests and the build share the same types.
 */
import { z } from 'zod';
import type { CatalogRow } from '../components/ModelCatalog/model-catalog';

export const MODELS_FILE = 'content/models.json';

export const MODEL_TYPES = ['chat', 'embedding', 'image', 'audio', 'video'] as const;
export const PRICE_UNITS = ['1M tokens', 'image', '1M characters', 'minute', 'second', 'video'] as const;
export const CAPABILITIES = ['streaming', 'tools', 'vision', 'json-mode', 'reasoning', 'audio-in', 'audio-out', 'image-out', 'video-out'] as const;
export const API_FORMATS = ['openai', 'anthropic', 'gemini', 'bedrock', 'minimax', 'kling', 'qwen', 'dify'] as const;
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

export const catalogModelSchema = z
  .object({
    /** The exact string clients send as `model`; a trailing `*` stands for a family (gpt-4-gizmo-*). */
    id: z
      .string({ required_error: 'is required: add the model id clients send' })
      .regex(/^[A-Za-z0-9][\w.:-]*\*?$/, 'must be a model id such as "gpt-4o" (letters, digits, ".", ":", "-", "_", optionally ending in "*")'),
    vendor: z.enum(VENDORS, { errorMap: () => ({ message: oneOf(VENDORS) }) }),
    type: z.enum(MODEL_TYPES, { errorMap: () => ({ message: oneOf(MODEL_TYPES) }) }),
    /** Context window in tokens; null for models where it does not apply (images, speech, video). */
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
  })
  .strict();

export const modelCatalogSchema = z
  .object({
    /** Date (YYYY-MM-DD) on which the list prices were last checked against the vendors. */
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
  return errors.length > 0 ? { catalog: null, errors } : { catalog: result.data, errors: [] };
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

/** True when `id` is in the catalogue, where an entry ending in `*` matches every id with that prefix. */
export function isCatalogued(id: string, catalogIds: readonly string[]): boolean {
  return catalogIds.some((entry) => (entry.endsWith('*') ? id.startsWith(entry.slice(0, -1)) && id.length > entry.length - 1 : entry === id));
}

/**
 * Fields of one `CatalogModel` GraphQL node: `id` is reserved for Gatsby's node id, so the model id
 * is `modelId`; the catalogue's metadata is copied onto each node.
 */
export interface CatalogModelNodeData extends Omit<CatalogModel, 'id'> {
  readonly modelId: string;
  readonly position: number;
  readonly checkedOn: string;
  readonly currency: string;
}

export function catalogNodeData(catalog: ModelCatalog): CatalogModelNodeData[] {
  return catalog.models.map(({ id, ...model }, position) => ({ ...model, modelId: id, position, checkedOn: catalog.checkedOn, currency: catalog.currency }));
}

export const CATALOG_MODEL_TYPE = 'CatalogModel';

/** GraphQL types of the catalogue, declared explicitly so queries work even with null-only fields. */
export const CATALOG_TYPE_DEFS = `
  "One model of content/models.json"
  type CatalogModel implements Node @dontInfer {
    modelId: String!
    vendor: String!
    type: String!
    contextWindow: Int
    pricing: CatalogModelPricing!
    capabilities: [String!]!
    apiFormat: String!
    docs: String!
    "Order in content/models.json"
    position: Int!
    "Date the list prices were checked (YYYY-MM-DD)"
    checkedOn: String!
    currency: String!
  }
  type CatalogModelPricing {
    "US dollars per unit, null when the vendor publishes no list price"
    input: Float
    output: Float
    unit: String!
  }
`;

/** The catalogue's rows in file order, as the model table receives them (CatalogModel nodes in). */
export function catalogRows(nodes: readonly unknown[]): CatalogRow[] {
  return (nodes as Array<CatalogModelNodeData & { position: number }>)
    .slice()
    .sort((a, b) => a.position - b.position)
    .map(({ modelId, vendor, type, contextWindow, pricing, capabilities, apiFormat, docs, checkedOn, currency }) => ({
      modelId,
      vendor,
      type,
      contextWindow: contextWindow ?? null,
      pricing: { input: pricing.input ?? null, output: pricing.output ?? null, unit: pricing.unit },
      capabilities,
      apiFormat,
      docs,
      checkedOn,
      currency,
    }));
}
