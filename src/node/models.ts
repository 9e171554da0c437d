/**
 * The model catalogue (content/models.json): its schema, validation with errors that name the file,
 * the entry and the fix, and the GraphQL type the build creates one `CatalogModel` node per entry of.
 *
 * Pure: no file system access here, so the component tests and the build share the same types.
 */
import { z } from 'zod';
import { API_FORMATS, type CatalogRow } from '../content-model/model-catalog';
import { modelPagePath } from '../utils/model-page';
import { buildNow, dayOf } from './build-day';
import { changeItem, newestFirst, type CatalogChangeItem } from '../content-model/catalog-changes';

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

/**
 * Where a model is in its vendor's lifecycle: active; legacy (still served, no longer recommended:
 * Anthropic's "Legacy", AWS's "Legacy", OpenAI's older models); deprecated (a shutdown is announced
 * or the vendor calls it deprecated); retired (shut down: requests fail with 410 model_retired).
 */
export const MODEL_STATUSES = ['active', 'legacy', 'deprecated', 'retired'] as const;
export type ModelStatus = (typeof MODEL_STATUSES)[number];

/** Who defines an entry that no vendor page describes: the gateway's own models and routes. */
export const DEFINED_BY = ['gateway'] as const;

/** What a per-model request rule says of a parameter. */
export const RULE_EFFECTS = ['rejected', 'ignored', 'required', 'restricted'] as const;
export type RuleEffect = (typeof RULE_EFFECTS)[number];

/** The request headers a rule can depend on (src/node/compile/sample-values.ts reads them off samples). */
export const RULE_VERSION_HEADERS = ['anthropic-version', 'anthropic-beta'] as const;

const parameterPath = z
  .string({ required_error: 'is required: the body field the rule is about, e.g. "temperature" or "thinking.type"' })
  .regex(/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/, 'must be a body field such as "temperature", or a dotted path such as "thinking.type"');
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/**
 * The body field a rule is about: a dotted path whose segments may end in `[]` (every element of
 * that array) or `[-1]` (its last element), e.g. `tools[].type` or `messages[-1].role`.
 */
const ruleParameterPath = z
  .string({ required_error: 'is required: the body field the rule is about, e.g. "temperature", "thinking.type" or "messages[-1].role"' })
  .regex(
    /^[A-Za-z_]\w*(\[(-1)?\])?(\.[A-Za-z_]\w*(\[(-1)?\])?)*$/,
    'must be a body field such as "temperature", a dotted path such as "thinking.type", with "[]" for every element of an array ("tools[].type") or "[-1]" for its last ("messages[-1].role")',
  );

/**
 * One rule of one model's requests, as its vendor documents it: a parameter the model rejects,
 * ignores or requires, or takes only with some values; on some operations only, only while another
 * parameter has a value, or only under some API versions. `gateway` is what the gateway answers a
 * request that breaks it (a status and code of content/errors.json; none for "ignored").
 */
export const requestRuleSchema = z
  .object({
    parameter: ruleParameterPath,
    effect: z.enum(RULE_EFFECTS, {
      errorMap: () => ({
        message:
          'must be "rejected" (sending it fails), "ignored" (accepted without effect), "required" (leaving it out fails) or "restricted" (only the values in "allowed")',
      }),
    }),
    /** restricted: the only values the model takes. */
    allowed: z.array(scalar).min(1, 'must list at least one value').optional(),
    /** rejected: only these values fail (a tool version the model does not take); any value when left out. */
    values: z.array(scalar).min(1, 'must list at least one value').optional(),
    /** operationIds of content/openapi the rule holds on; every operation when left out. */
    operations: z
      .array(z.string().regex(/^[A-Za-z][\w]*$/, 'must be an operationId of content/openapi, e.g. "createChatCompletion"'))
      .min(1)
      .optional(),
    /** The rule holds only while another parameter is sent with (`is`) or without (`isNot`) one of these values, or is sent at all (`present`). */
    when: z
      .object({
        parameter: parameterPath,
        is: z.array(scalar).min(1).optional(),
        isNot: z.array(scalar).min(1).optional(),
        present: z.boolean().optional(),
        /** The value the model uses when a request leaves the parameter out (for is/isNot). */
        default: scalar.optional(),
      })
      .strict()
      .refine((when) => [when.is, when.isNot, when.present].filter((x) => x !== undefined).length === 1, 'must have exactly one of "is", "isNot" or "present"')
      .optional(),
    /** The rule holds only for requests that send one of these values of a version header (the SDK's default counts). */
    apiVersion: z
      .object({
        header: z.enum(RULE_VERSION_HEADERS, { errorMap: () => ({ message: oneOf(RULE_VERSION_HEADERS) }) }),
        values: z.array(z.string().min(1)).min(1),
      })
      .strict()
      .optional(),
    detail: z.string().min(1, 'must say when and how, in one sentence'),
    /** The vendor page that documents the rule; for an entry the gateway defines, the docs page (site path) that does. */
    source: z
      .string({ required_error: 'is required: the https:// address of the vendor page that documents the rule' })
      .regex(
        /^(https:\/\/[^\s/]+\.[^\s]+|\/docs(\/[a-z0-9-]+)+(#[a-z0-9-]+)?)$/,
        'must be the https:// address of the vendor page that documents the rule (or, for an entry the gateway defines, the site path of the docs page that does)',
      ),
    /** What the gateway answers a request that breaks the rule: a status and code of content/errors.json. */
    gateway: z
      .object({
        status: z.number().int().min(400).max(599),
        code: z.string().regex(/^[a-z][a-z0-9_]*$/, 'must be an error code of content/errors.json, e.g. "unsupported_parameter"'),
      })
      .strict()
      .optional(),
  })
  .strict();
export type RequestRule = z.infer<typeof requestRuleSchema>;

/** The kinds of dated change a vendor announces. */
export const CHANGE_KINDS = ['legacy', 'deprecation', 'shutdown', 'price'] as const;

/**
 * A change a vendor announced for a day: the model becomes legacy or deprecated, shuts down, or its
 * price changes. The build applies it on and after `on` (src/node/catalog-changes.ts), and the
 * Change Log lists it from the same record.
 */
export const datedChangeSchema = z
  .object({
    on: date('day the change takes effect'),
    change: z.enum(CHANGE_KINDS, { errorMap: () => ({ message: oneOf(CHANGE_KINDS) }) }),
    /** The day the vendor announced it, when its page says. */
    announcedOn: date('day the vendor announced the change').optional(),
    source: z
      .string({ required_error: 'is required: the https:// address of the vendor page that announces the change' })
      .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'must be the https:// address of the vendor page that announces the change'),
    /** legacy, deprecation: the model the vendor recommends instead. */
    replacement: z.string().optional(),
    /** price: the new list prices (the ones left out stay). */
    pricing: z.object({ input: price.optional(), output: price.optional() }).strict().optional(),
  })
  .strict();
export type DatedChange = z.infer<typeof datedChangeSchema>;

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
            ? 'is required: add "status": "active", "legacy", "deprecated" or "retired", as the vendor\'s model or deprecations page says'
            : oneOf(MODEL_STATUSES),
      }),
    }),
    /** The day the vendor marked the model legacy. */
    legacyOn: date('day the vendor marked the model legacy').optional(),
    /** The day the vendor announced the deprecation. */
    deprecatedOn: date('day the vendor announced the deprecation').optional(),
    /** The vendor's shutdown day: past for a retired model, announced for a deprecated one. */
    retiresOn: date('shutdown day').optional(),
    /** The active model the vendor recommends instead (deprecated and retired entries). */
    replacement: z.string().optional(),
    /** The day this entry's status, prices and context window were checked against `source`. */
    checkedOn: date('day the entry was checked against its source').optional(),
    /** The vendor page(s) the entry was checked against. */
    source: z.union([vendorUrl, z.array(vendorUrl).min(1, 'must list at least one page')]).optional(),
    /** "gateway" for an entry no vendor page describes (the gateway's own models): it has no checkedOn or source. */
    definedBy: z.enum(DEFINED_BY, { errorMap: () => ({ message: 'must be "gateway" (the gateway defines the entry itself)' }) }).optional(),
    /** What the vendor does not publish (a figure left out), or why there is no vendor page. */
    note: z.string().min(1).optional(),
    /** Per-model request rules, as the vendor documents them. */
    rules: z.array(requestRuleSchema).optional(),
    /** Changes the vendor announced for a day, applied by the build on that day. */
    changes: z.array(datedChangeSchema).optional(),
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
 * The lifecycle rules of each entry (`status`, `legacyOn`, `deprecatedOn`, `retiresOn`,
 * `replacement`, `changes`) and of its provenance (`checkedOn` with `source`, or `definedBy`), as
 * `content/models.json: models[3] (gpt-4o).replacement: …` lines that say what to change.
 */
export function lifecycleErrors(catalog: ModelCatalog, file: string = MODELS_FILE, now: Date = new Date()): string[] {
  const errors: string[] = [];
  const latest = latestCurrentDate(now);
  const byId = new Map(catalog.models.map((model) => [model.id, model]));
  catalog.models.forEach((model, index) => {
    const at = `${file}: models[${index}] (${model.id})`;
    const { status, legacyOn, deprecatedOn, retiresOn, replacement } = model;
    if (model.definedBy === 'gateway') {
      if (model.checkedOn !== undefined || model.source !== undefined)
        errors.push(
          `${at}: an entry the gateway defines has no vendor page to check: remove "checkedOn" and "source", or remove "definedBy" if a vendor page describes it`,
        );
    } else {
      if (model.source === undefined)
        errors.push(
          `${at}.source: is required: cite the vendor page(s) the entry was checked against, or set "definedBy": "gateway" for the gateway's own models`,
        );
      if (model.checkedOn === undefined) errors.push(`${at}.checkedOn: is required with "source": the day its pages were read (YYYY-MM-DD)`);
    }
    if (model.checkedOn !== undefined && model.checkedOn > latest) {
      errors.push(`${at}.checkedOn: ${model.checkedOn} is in the future: write the day the entry was actually checked (today at the latest, ${latest})`);
    }
    errors.push(...changeErrors(model, at, latest));
    (model.rules ?? []).forEach((rule, ruleIndex) => {
      if (rule.source.startsWith('/') && model.definedBy !== 'gateway')
        errors.push(`${at}.rules[${ruleIndex}].source: a vendor's model cites the vendor page that documents the rule (https://…), not a page of these docs`);
    });
    if (status === 'active') {
      if (retiresOn !== undefined) errors.push(`${at}.retiresOn: an active model has no shutdown day: set "status": "deprecated", or remove "retiresOn"`);
      if (deprecatedOn !== undefined)
        errors.push(`${at}.deprecatedOn: an active model is not deprecated: set "status": "deprecated", or remove "deprecatedOn"`);
      if (legacyOn !== undefined) errors.push(`${at}.legacyOn: an active model is not legacy: set "status": "legacy", or remove "legacyOn"`);
      if (replacement !== undefined) errors.push(`${at}.replacement: an active model has no replacement: remove it, or set "status": "legacy" or "deprecated"`);
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
    if (status === 'legacy') {
      if (deprecatedOn !== undefined || retiresOn !== undefined)
        errors.push(`${at}: a legacy model is not yet deprecated: remove "deprecatedOn"/"retiresOn", or set "status": "deprecated"`);
      if (legacyOn === undefined && !model.note)
        errors.push(
          `${at}: a legacy model needs "legacyOn": the day the vendor marked it legacy (YYYY-MM-DD), or a "note" saying the vendor's page gives none`,
        );
      if (legacyOn !== undefined && legacyOn > latest)
        errors.push(
          `${at}.legacyOn: ${legacyOn} is in the future: record it as a change {"on": "${legacyOn}", "change": "legacy", …} and keep "status": "active"`,
        );
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

const STAGE: Readonly<Record<ModelStatus, number>> = { active: 0, legacy: 1, deprecated: 2, retired: 3 };
const CHANGE_STAGE: Readonly<Record<DatedChange['change'], ModelStatus | null>> = {
  legacy: 'legacy',
  deprecation: 'deprecated',
  shutdown: 'retired',
  price: null,
};

/** The problems of one entry's dated changes: each complete, announced, in order and later than the entry's own stage. */
function changeErrors(model: CatalogModel, at: string, latest: string): string[] {
  const errors: string[] = [];
  const changes = model.changes ?? [];
  changes.forEach((change, i) => {
    const where = `${at}.changes[${i}] (${change.change} on ${change.on})`;
    if (change.announcedOn !== undefined && change.announcedOn > latest)
      errors.push(`${where}.announcedOn: ${change.announcedOn} is in the future: record a change once the vendor has announced it`);
    if (change.announcedOn !== undefined && change.announcedOn > change.on)
      errors.push(`${where}: announced on ${change.announcedOn}, after the day it takes effect: check both dates on the vendor's page`);
    if (change.change === 'price' && change.pricing === undefined) errors.push(`${where}: a price change needs "pricing": the new input and/or output price`);
    if (change.change !== 'price' && change.pricing !== undefined) errors.push(`${where}.pricing: only a "price" change sets prices`);
    if (change.replacement !== undefined && change.change !== 'legacy' && change.change !== 'deprecation')
      errors.push(`${where}.replacement: only a "legacy" or "deprecation" change names a replacement`);
    if ((change.change === 'legacy' || change.change === 'deprecation') && change.replacement === undefined && model.replacement === undefined)
      errors.push(`${where}: name the "replacement" the vendor recommends (here or on the entry)`);
    const stage = CHANGE_STAGE[change.change];
    if (stage !== null && STAGE[stage] <= STAGE[model.status])
      errors.push(`${where}: the entry is already ${model.status}: remove the change, or set the entry's "status" to what held before it`);
    if (i > 0 && changes[i - 1].on > change.on) errors.push(`${where}: changes must be in date order ("on")`);
  });
  const shutdowns = changes.filter((change) => change.change === 'shutdown');
  if (shutdowns.length > 1) errors.push(`${at}.changes: more than one shutdown: keep the day the vendor announces now`);
  if (shutdowns.length > 0 && model.retiresOn !== undefined)
    errors.push(`${at}.retiresOn: the shutdown is also a change (${shutdowns[0].on}): record it once, as the change with its source`);
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

/**
 * Parses the text of content/models.json and returns the catalogue as it stands on the build's day
 * (`now`: its dated changes applied, src/node/catalog-changes.ts); throws one Error listing every problem.
 */
export function parseModelCatalog(text: string, file: string = MODELS_FILE, now: Date = buildNow()): ModelCatalog {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: is not valid JSON (${(error as Error).message}): fix the syntax, e.g. a trailing comma or a missing quote`);
  }
  const result = validateModelCatalog(raw, file, now);
  if (result.catalog === null) throw new Error(`Invalid model catalogue:\n${result.errors.join('\n')}`);
  return catalogOnDay(result.catalog, dayOf(now));
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
  now: Date = buildNow(),
): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const today = dayOf(now);
  const ids = catalog.models.map((model) => model.id);
  for (const ref of refs) {
    const model = catalog.models.find((entry) => entry.id === ref.id) ?? catalog.models.find((entry) => isCatalogued(ref.id, [entry.id]));
    if (!model || !isCatalogued(ref.id, ids)) {
      errors.push(`${file}:${ref.line}: the sample sends the model "${ref.id}", which is not in ${MODELS_FILE}: use a catalogued id, or add the model there`);
    } else if (model.status === 'retired') {
      errors.push(
        `${file}:${ref.line}: the sample sends "${ref.id}", retired on ${model.retiresOn}: send "${model.replacement}" instead (its replacement in ${MODELS_FILE})`,
      );
    } else if (model.status === 'deprecated' || model.status === 'legacy') {
      // Samples send only active models (a legacy or deprecated model's own page shows its replacement's request).
      const since = model.status === 'legacy' ? (model.legacyOn ? ` since ${model.legacyOn}` : '') : model.deprecatedOn ? ` on ${model.deprecatedOn}` : '';
      errors.push(
        `${file}:${ref.line}: the sample sends "${ref.id}", ${model.status}${since}${model.retiresOn ? ` and shutting down on ${model.retiresOn}` : ''}: send "${model.replacement}" instead (its replacement in ${MODELS_FILE}); samples send only active models`,
      );
    } else {
      const ahead = (model.changes ?? []).find((change) => change.change !== 'price' && change.on > today);
      if (ahead)
        warnings.push(
          `${file}:${ref.line}: the sample sends "${ref.id}", which its vendor moves to "${ahead.change}" on ${ahead.on} (${ahead.source}): from that day the build fails on it; send ${(ahead.replacement ?? model.replacement) ? `"${ahead.replacement ?? model.replacement}"` : 'an active model'} before then`,
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
export interface CatalogModelNodeData extends Omit<
  CatalogModel,
  'id' | 'source' | 'rules' | 'changes' | 'legacyOn' | 'deprecatedOn' | 'retiresOn' | 'replacement' | 'note' | 'checkedOn' | 'definedBy'
> {
  readonly modelId: string;
  readonly position: number;
  readonly slug: string;
  readonly legacyOn: string | null;
  readonly deprecatedOn: string | null;
  readonly retiresOn: string | null;
  readonly replacement: string | null;
  readonly note: string | null;
  readonly checkedOn: string | null;
  readonly definedBy: string | null;
  readonly sources: readonly string[];
  readonly rules: ReadonlyArray<CatalogRuleNodeData>;
  readonly changes: ReadonlyArray<CatalogChangeNodeData>;
  readonly catalogCheckedOn: string;
  readonly currency: string;
  /** The day the build shows the catalogue as of (YYYY-MM-DD). */
  readonly asOf: string;
}

/** A request rule as GraphQL stores it: values as JSON text (they may be strings, numbers, booleans or null). */
export interface CatalogRuleNodeData {
  readonly parameter: string;
  readonly effect: string;
  readonly allowed: string[] | null;
  readonly values: string[] | null;
  readonly operations: string[] | null;
  readonly when: {
    readonly parameter: string;
    readonly is: string[] | null;
    readonly isNot: string[] | null;
    readonly present: boolean | null;
    readonly default: string | null;
  } | null;
  readonly apiVersion: { readonly header: string; readonly values: string[] } | null;
  readonly detail: string;
  readonly source: string;
  readonly gateway: { readonly status: number; readonly code: string } | null;
}

export interface CatalogChangeNodeData {
  readonly on: string;
  readonly change: string;
  readonly announcedOn: string | null;
  readonly source: string;
  readonly replacement: string | null;
  readonly pricing: { readonly input: number | null; readonly output: number | null } | null;
  /** Whether it has taken effect on the build's day. */
  readonly applied: boolean;
}

const jsonList = (values: readonly unknown[] | undefined) => (values === undefined ? null : values.map((value) => JSON.stringify(value)));

export function ruleNodeData(rule: RequestRule): CatalogRuleNodeData {
  return {
    parameter: rule.parameter,
    effect: rule.effect,
    allowed: jsonList(rule.allowed),
    values: jsonList(rule.values),
    operations: rule.operations ? [...rule.operations] : null,
    when: rule.when
      ? {
          parameter: rule.when.parameter,
          is: jsonList(rule.when.is),
          isNot: jsonList(rule.when.isNot),
          present: rule.when.present ?? null,
          default: rule.when.default === undefined ? null : JSON.stringify(rule.when.default),
        }
      : null,
    apiVersion: rule.apiVersion ? { header: rule.apiVersion.header, values: [...rule.apiVersion.values] } : null,
    detail: rule.detail,
    source: rule.source,
    gateway: rule.gateway ?? null,
  };
}

export function catalogNodeData(catalog: ModelCatalog, asOf: string = dayOf(buildNow())): CatalogModelNodeData[] {
  return catalog.models.map(
    ({ id, source, rules, changes, legacyOn, deprecatedOn, retiresOn, replacement, note, checkedOn, definedBy, ...model }, position) => ({
      ...model,
      modelId: id,
      position,
      slug: modelPagePath(id),
      legacyOn: legacyOn ?? null,
      deprecatedOn: deprecatedOn ?? null,
      retiresOn: retiresOn ?? null,
      replacement: replacement ?? null,
      note: note ?? null,
      checkedOn: checkedOn ?? null,
      definedBy: definedBy ?? null,
      sources: source === undefined ? [] : typeof source === 'string' ? [source] : source,
      rules: (rules ?? []).map(ruleNodeData),
      changes: (changes ?? []).map((change) => ({
        on: change.on,
        change: change.change,
        announcedOn: change.announcedOn ?? null,
        source: change.source,
        replacement: change.replacement ?? null,
        pricing: change.pricing ? { input: change.pricing.input ?? null, output: change.pricing.output ?? null } : null,
        applied: change.on <= asOf,
      })),
      catalogCheckedOn: catalog.checkedOn,
      currency: catalog.currency,
      asOf,
    }),
  );
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
    "active, legacy (served, no longer recommended), deprecated (still served, shutdown announced) or retired (requests fail with 410 model_retired), as of the build's day"
    status: String!
    "Day the vendor marked the model legacy (YYYY-MM-DD)"
    legacyOn: String
    "Day the vendor announced the deprecation (YYYY-MM-DD), null while active"
    deprecatedOn: String
    "The vendor's shutdown day (YYYY-MM-DD): past for retired models, announced for the others"
    retiresOn: String
    "modelId of the active model to use instead (legacy, deprecated and retired models)"
    replacement: String
    "Day this entry was checked against its sources (YYYY-MM-DD); null for an entry the gateway defines"
    checkedOn: String
    "gateway for an entry no vendor page describes (the gateway's own models); null otherwise"
    definedBy: String
    "The vendor pages the entry was checked against"
    sources: [String!]!
    "What the vendor does not publish, or why no vendor page exists"
    note: String
    "The model's request rules, as its vendor documents them (each with its source)"
    rules: [CatalogModelRule!]!
    "Changes the vendor announced for a day, with whether each has taken effect on the build's day"
    changes: [CatalogModelChange!]!
    "Order in content/models.json"
    position: Int!
    "Site path of the model's generated page, e.g. /docs/models/gpt-4-1"
    slug: String!
    "Day of the last refresh of the whole catalogue (YYYY-MM-DD), shown on Pricing"
    catalogCheckedOn: String!
    "Currency of every price: USD"
    currency: String!
    "The day the build shows the catalogue as of (YYYY-MM-DD): today, or SITE_BUILD_DATE"
    asOf: String!
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
  "A rule of one model's requests: a parameter it rejects, ignores, requires or takes only with some values"
  type CatalogModelRule {
    "Body field, or dotted path (thinking.type; tools[].type for every element, messages[-1].role for the last)"
    parameter: String!
    "rejected, ignored, required or restricted"
    effect: String!
    "restricted: the values it takes, each as JSON text"
    allowed: [String!]
    "rejected: the only values that fail, each as JSON text; null when any value fails"
    values: [String!]
    "operationIds of content/openapi the rule holds on; null for all"
    operations: [String!]
    "The other parameter the rule depends on"
    when: CatalogModelRuleWhen
    "The API version header values the rule holds for"
    apiVersion: CatalogModelRuleApiVersion
    "When and how, in one sentence"
    detail: String!
    "The vendor page that documents the rule"
    source: String!
    "What the gateway answers a request that breaks it"
    gateway: CatalogModelRuleGateway
  }
  type CatalogModelRuleWhen {
    parameter: String!
    "Values (JSON text) that make the rule hold"
    is: [String!]
    "Values (JSON text) that keep the rule from holding"
    isNot: [String!]
    "The rule holds whenever the parameter is sent"
    present: Boolean
    "The value (JSON text) the model uses when a request leaves the parameter out"
    default: String
  }
  type CatalogModelRuleApiVersion {
    header: String!
    values: [String!]!
  }
  type CatalogModelRuleGateway {
    status: Int!
    code: String!
  }
  "A change a vendor announced for a day"
  type CatalogModelChange {
    on: String!
    "legacy, deprecation, shutdown or price"
    change: String!
    announcedOn: String
    source: String!
    replacement: String
    pricing: CatalogModelChangePricing
    "Whether it has taken effect on the build's day"
    applied: Boolean!
  }
  type CatalogModelChangePricing {
    input: Float
    output: Float
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

/** The dated changes that have taken effect, from CatalogModel nodes, newest first (<CatalogChanges />). */
export function catalogChangeItems(nodes: readonly unknown[]): CatalogChangeItem[] {
  return newestFirst(
    (nodes as CatalogModelNodeData[]).flatMap((node) =>
      (node.changes ?? [])
        .filter((change) => change.applied)
        .map((change) => changeItem({ modelId: node.modelId, vendor: node.vendor, replacement: node.replacement, unit: node.pricing.unit }, change)),
    ),
  );
}

/* Dated changes, applied by the build's day (src/node/catalog-changes.ts has the rest) ---------- */

/** The changes of an entry that have taken effect on `day`, and those still to come. */
export function changesBy(model: Pick<CatalogModel, 'changes'>, day: string): { applied: DatedChange[]; pending: DatedChange[] } {
  const changes = model.changes ?? [];
  return { applied: changes.filter((change) => change.on <= day), pending: changes.filter((change) => change.on > day) };
}

/** One entry as it stands on `day`: its changes up to that day applied, an announced shutdown as its `retiresOn`. */
export function modelOnDay(model: CatalogModel, day: string): CatalogModel {
  const { applied, pending } = changesBy(model, day);
  let current: CatalogModel = { ...model, pricing: { ...model.pricing } };
  for (const change of applied) {
    if (change.change === 'price') {
      current = { ...current, pricing: { ...current.pricing, ...change.pricing } };
    } else if (change.change === 'legacy') {
      current = { ...current, status: 'legacy', legacyOn: change.on, replacement: change.replacement ?? current.replacement };
    } else if (change.change === 'deprecation') {
      current = { ...current, status: 'deprecated', deprecatedOn: change.announcedOn ?? change.on, replacement: change.replacement ?? current.replacement };
    } else {
      current = { ...current, status: 'retired', retiresOn: change.on };
    }
  }
  const shutdown = pending.find((change) => change.change === 'shutdown');
  if (shutdown && current.status !== 'retired') current = { ...current, retiresOn: shutdown.on };
  return current;
}

/**
 * The catalogue as it stands on `day`. A replacement that is itself no longer active by then is
 * followed to its own replacement, so that every entry names an active model.
 */
export function catalogOnDay(catalog: ModelCatalog, day: string): ModelCatalog {
  const models = catalog.models.map((model) => modelOnDay(model, day));
  const byId = new Map(models.map((model) => [model.id, model]));
  const activeReplacement = (id: string | undefined): string | undefined => {
    const seen = new Set<string>();
    let current = id;
    while (current !== undefined && !seen.has(current)) {
      seen.add(current);
      const target = byId.get(current);
      if (!target || target.status === 'active') return current;
      current = target.replacement;
    }
    return id;
  };
  return {
    ...catalog,
    models: models.map((model) => (model.replacement === undefined ? model : { ...model, replacement: activeReplacement(model.replacement) })),
  };
}
