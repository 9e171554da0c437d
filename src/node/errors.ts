/**
 * The error catalogue (content/errors.json): every error the gateway returns, with its HTTP status,
 * code, the API formats it occurs in, cause, fix, whether a retry can help and the page that
 * documents it; and, per API format, the body shape errors take there. Validation names the file,
 * the entry and the field; the build creates one `CatalogError` node per entry (GraphiQL:
 * `allCatalogError`) and renders the Error codes page's tables from them (`<ErrorCatalog />`).
 *
 * One code, one meaning, one status: a code has exactly one entry across all schemes, so a client
 * that branches on a code never has to ask whose it is. The errors of a finished task (the `error`
 * object of `GET /v1/tasks/{task_id}`) are entries of the `task` scheme, without an HTTP status.
 *
 * `checkErrorRefs` is the build's check that pages agree with the catalogue: the compile step
 * (src/node/compile/outline.ts) reports every code a page's error table or sample error body uses,
 * with its status and line, and this says which of them the catalogue lacks or pairs with another
 * status.
 *
 * The entry and body types pages receive, and the enumerations they use, are the content model's
 * (src/content-model/error-catalog.ts); the schemas here are checked to describe exactly those.
 *
 * Pure: no file system access here.
 */
import { z } from 'zod';
import {
  ANTHROPIC_ERROR_TYPES,
  ERROR_SCHEMES,
  ERROR_TYPES,
  type AnthropicErrorType,
  type CatalogError,
  type ErrorBody,
  type ErrorCatalogData,
  type ErrorScheme,
} from '../content-model/error-catalog';
import { API_FORMATS } from '../content-model/model-catalog';
import type { Describes } from './schema-types';

export {
  ANTHROPIC_ERROR_TYPES,
  ERROR_SCHEMES,
  ERROR_TYPES,
  type AnthropicErrorType,
  type CatalogError,
  type ErrorBody,
  type ErrorCatalogData,
  type ErrorScheme,
};

export const ERRORS_FILE = 'content/errors.json';

/** HTTP statuses the gateway answers errors with. */
export const ERROR_STATUSES = [400, 401, 402, 403, 404, 410, 413, 415, 429, 500, 502, 503, 504, 529] as const;

/**
 * The `error.type` of an error in the Anthropic format, by HTTP status, as Anthropic's own API sets
 * it: Anthropic uses `invalid_request_error` for a 4xx status it does not list (here 410 and 415),
 * and its API has no 502 or 503, for which the gateway sends `api_error`, Anthropic's type for a
 * failure on the server's side. An entry that lists the anthropic format gives this type as
 * `anthropicType`.
 */
export const ANTHROPIC_TYPE_BY_STATUS: Readonly<Record<(typeof ERROR_STATUSES)[number], AnthropicErrorType>> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'billing_error',
  403: 'permission_error',
  404: 'not_found_error',
  410: 'invalid_request_error',
  413: 'request_too_large',
  415: 'invalid_request_error',
  429: 'rate_limit_error',
  500: 'api_error',
  502: 'api_error',
  503: 'api_error',
  504: 'timeout_error',
  529: 'overloaded_error',
};

/** The API format of the task object (`GET /v1/tasks/{task_id}`), the only one a task code occurs in. */
export const TASK_FORMAT = 'openai';

/**
 * Codes that were renamed, by scheme and old code: the build's message for a page that still uses
 * one names the new code.
 */
export const RENAMED_CODES: Readonly<Record<string, string>> = {
  'gateway:unsupported_file_type': 'unsupported_link_type',
  'gateway:too_many_files': 'too_many_links',
  'gateway:file_too_large': 'linked_file_too_large',
  'gateway:timeout': 'upstream_timeout',
};

const oneOf = (values: readonly (string | number)[]) => `must be one of ${values.map((v) => (typeof v === 'number' ? String(v) : `"${v}"`)).join(', ')}`;
const text = (what: string) =>
  z
    .string({ required_error: `is required: ${what}`, invalid_type_error: `must be a string: ${what}` })
    .refine((value) => value.trim() !== '', { message: `must not be blank: ${what}` });

export const catalogErrorSchema = z
  .object({
    /** HTTP status; null for a task error (`scheme: "task"`), which comes in a 200 answer. */
    status: z
      .number({ required_error: 'is required: the HTTP status, or null for a task error', invalid_type_error: `${oneOf(ERROR_STATUSES)}, or null` })
      .refine((s) => (ERROR_STATUSES as readonly number[]).includes(s), { message: `${oneOf(ERROR_STATUSES)}, or null for a task error` })
      .nullable(),
    code: text('the machine-readable code clients branch on').refine((c) => /^[a-z0-9_]+$/.test(c), {
      message: 'must be lower-case letters, digits and "_" (Kling codes are digits written as a string)',
    }),
    scheme: z.enum(ERROR_SCHEMES, { errorMap: () => ({ message: oneOf(ERROR_SCHEMES) }) }),
    /** OpenAI-style `error.type`; null for Dify, Kling and task codes, whose bodies have no type. */
    type: z.enum(ERROR_TYPES, { errorMap: () => ({ message: `${oneOf(ERROR_TYPES)}, or null` }) }).nullable(),
    /** `error.type` in the Anthropic format (ANTHROPIC_TYPE_BY_STATUS); only on entries that list that format. */
    anthropicType: z.enum(ANTHROPIC_ERROR_TYPES, { errorMap: () => ({ message: oneOf(ANTHROPIC_ERROR_TYPES) }) }).optional(),
    formats: z
      .array(z.enum(API_FORMATS, { errorMap: () => ({ message: oneOf(API_FORMATS) }) }))
      .min(1, 'must list at least one API format the error occurs in'),
    cause: text('what makes the gateway return it'),
    fix: text('what the client should do'),
    retryable: z.boolean({
      required_error: 'is required: true when retrying the same request (for a task error: submitting the same task again) can succeed',
      invalid_type_error: 'must be true or false',
    }),
    /**
     * A gateway code that a finished task's `error.code` can also be, with the same meaning (the
     * vendor did not answer in time: `upstream_timeout`). The Error codes page lists it with the
     * task errors too.
     */
    taskError: z.boolean({ invalid_type_error: 'must be true or false' }).optional(),
    /** Site path of the page that documents the code, with an optional #anchor of the section. */
    docs: z
      .string({ required_error: 'is required: the site path of the page that documents the code, e.g. "/docs/get-started/error-codes#429-too-many-requests"' })
      .regex(
        /^\/docs(\/[a-z0-9-]+)*(#[a-z0-9-]+)?$/,
        'must be a site path such as "/docs/api-reference/openai/chat" or "/docs/get-started/error-codes#504-gateway-timeout"',
      ),
  })
  .strict();

export const errorBodySchema = z
  .object({
    format: z.enum(API_FORMATS, { errorMap: () => ({ message: oneOf(API_FORMATS) }) }),
    endpoints: text('which endpoints use this format'),
    /** The body as JSON text, with "…" for variable parts. */
    body: text('the error body as JSON'),
    /** Where the body carries what identifies the error. */
    codeField: text('the field that identifies the error'),
    /**
     * The shape of errors the gateway raises itself (missing key, empty balance, rate limit) in this
     * format: "vendor" (the body above, so the vendor's SDK reads them) or "openai" (the gateway's
     * OpenAI-style body; the vendor's own errors keep the body above).
     */
    gatewayErrors: z.enum(['vendor', 'openai'], {
      errorMap: () => ({ message: 'must be "vendor" or "openai": the body errors the gateway raises itself take' }),
    }),
  })
  .strict();

export const errorCatalogSchema = z
  .object({
    bodies: z.array(errorBodySchema).min(1, 'must describe the body shape of at least one API format'),
    errors: z.array(catalogErrorSchema).min(1, 'must list at least one error'),
  })
  .strict();

/** The schemas describe exactly what pages receive (src/content-model/error-catalog.ts). */
const _schemasDescribeTheContentModel: [Describes<typeof catalogErrorSchema, CatalogError>, Describes<typeof errorBodySchema, ErrorBody>] = [true, true];

export type ErrorCatalog = z.infer<typeof errorCatalogSchema>;

function describePath(raw: unknown, issuePath: ReadonlyArray<string | number>): string {
  const [first, index, ...rest] = issuePath;
  if ((first === 'errors' || first === 'bodies') && typeof index === 'number') {
    const list = (raw as Record<string, unknown> | null)?.[first];
    const entry = Array.isArray(list) ? (list[index] as Record<string, unknown> | undefined) : undefined;
    const name = first === 'errors' ? entry?.code : entry?.format;
    const label = typeof name === 'string' ? ` (${name})` : '';
    const field = rest.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('');
    return `${first}[${index}]${label}${field}`;
  }
  return issuePath.length > 0 ? issuePath.join('.') : '(top level)';
}

/** Problems of one entry's fields taken together (the schema checks each field alone). */
function entryProblems(entry: CatalogError, at: string): string[] {
  const problems: string[] = [];
  const { scheme, status } = entry;
  if (scheme === 'task') {
    if (status !== null)
      problems.push(`${at}.status: a task error has no HTTP status (it is the error.code of a task that GET /v1/tasks/{task_id} answers with 200): write null`);
    if (entry.formats.length !== 1 || entry.formats[0] !== TASK_FORMAT)
      problems.push(`${at}.formats: a task error occurs only in the task object of GET /v1/tasks/{task_id}: write ["${TASK_FORMAT}"]`);
  } else if (status === null) {
    problems.push(`${at}.status: only a task error (scheme "task") has no HTTP status: write the status the ${scheme} code comes with`);
  }
  if (scheme === 'gateway' && entry.type === null) problems.push(`${at}.type: a gateway code needs its OpenAI-style error.type`);
  if (scheme !== 'gateway' && entry.type !== null) problems.push(`${at}.type: a ${scheme} code's body has no error.type: write null`);
  if (scheme !== 'gateway' && entry.taskError !== undefined)
    problems.push(`${at}.taskError: only a gateway code can also be a task's error.code (a task code is one by its scheme): remove the field`);
  if ((scheme === 'dify' || scheme === 'kling') && !entry.formats.every((f) => f === scheme)) {
    problems.push(`${at}.formats: a ${scheme} code occurs only in the "${scheme}" format`);
  }
  if (scheme === 'kling' && !/^\d+$/.test(entry.code)) problems.push(`${at}.code: a Kling code is a number written as a string, e.g. "1201"`);
  const anthropic = entry.formats.includes('anthropic');
  const expected = status === null ? undefined : ANTHROPIC_TYPE_BY_STATUS[status as (typeof ERROR_STATUSES)[number]];
  if (anthropic && entry.anthropicType === undefined) {
    problems.push(
      `${at}.anthropicType: is required when "formats" lists "anthropic": the error.type of the Anthropic-format body, "${expected}" for ${status}`,
    );
  } else if (anthropic && entry.anthropicType !== expected) {
    problems.push(
      `${at}.anthropicType: Anthropic's API gives status ${status} the type "${expected}", not "${entry.anthropicType}": write "${expected}" (src/node/errors.ts, ANTHROPIC_TYPE_BY_STATUS)`,
    );
  } else if (!anthropic && entry.anthropicType !== undefined) {
    problems.push(`${at}.anthropicType: only an entry that lists the "anthropic" format has an Anthropic error.type: remove it, or add the format`);
  }
  return problems;
}

/** Checks the parsed JSON of content/errors.json; errors read `content/errors.json: errors[3] (code).field: problem`. */
export function validateErrorCatalog(raw: unknown, file: string = ERRORS_FILE): { catalog: ErrorCatalog; errors: [] } | { catalog: null; errors: string[] } {
  const result = errorCatalogSchema.safeParse(raw);
  if (!result.success) {
    const errors = result.error.issues.map((issue) =>
      issue.code === z.ZodIssueCode.unrecognized_keys
        ? `${file}: ${describePath(raw, issue.path)}: unknown field(s) ${issue.keys.join(', ')}: remove them or check the spelling`
        : `${file}: ${describePath(raw, issue.path)}: ${issue.message}`,
    );
    return { catalog: null, errors };
  }
  const errors: string[] = [];
  // One entry per code across all schemes: a code means one thing, with one status.
  const seen = new Map<string, number>();
  result.data.errors.forEach((entry, index) => {
    const at = `${file}: errors[${index}] (${entry.code})`;
    const first = seen.get(entry.code);
    if (first !== undefined) {
      const other = result.data.errors[first];
      errors.push(
        `${at}.code: "${entry.code}" is defined twice, here (${entry.scheme}, status ${entry.status ?? 'none'}) and in errors[${first}] (${other.scheme}, status ${other.status ?? 'none'}): ` +
          'a code has one entry, one meaning and one status across all schemes: keep one, and give the other failure another code (then update the pages that use it)',
      );
    } else {
      seen.set(entry.code, index);
    }
    errors.push(...entryProblems(entry, at));
  });
  const formats = new Map<string, number>();
  result.data.bodies.forEach((body, index) => {
    const first = formats.get(body.format);
    if (first !== undefined) errors.push(`${file}: bodies[${index}] (${body.format}).format: duplicates bodies[${first}]: describe each API format once`);
    else formats.set(body.format, index);
    try {
      JSON.parse(body.body);
    } catch (error) {
      errors.push(`${file}: bodies[${index}] (${body.format}).body: is not valid JSON (${(error as Error).message})`);
    }
  });
  result.data.errors.forEach((entry, index) => {
    for (const format of entry.formats) {
      if (!formats.has(format)) errors.push(`${file}: errors[${index}] (${entry.code}).formats: "${format}" has no entry in "bodies": describe its body shape`);
    }
  });
  return errors.length > 0 ? { catalog: null, errors } : { catalog: result.data, errors: [] };
}

/**
 * Problems of the entries' `docs` links against the site's pages: each must name a page that
 * exists, an anchor that page has, and a page that documents the code (names it, in its text, an
 * error table or an `<ErrorCatalog codes="…" />`). The Error codes page documents every code (it
 * shows the whole catalogue), so a link there needs only its anchor. `pages` maps each site path
 * to its heading ids and the codes it names.
 */
export function docsLinkProblems(
  catalog: Pick<ErrorCatalog, 'errors'>,
  pages: ReadonlyMap<string, { readonly anchors: ReadonlySet<string>; readonly codes: ReadonlySet<string> }>,
  file: string = ERRORS_FILE,
): string[] {
  const problems: string[] = [];
  catalog.errors.forEach((entry, index) => {
    const at = `${file}: errors[${index}] (${entry.code}).docs`;
    const [page, anchor] = entry.docs.split('#');
    const found = pages.get(page);
    if (!found) problems.push(`${at}: "${page}" is not a page of the site: link the page that documents the code`);
    else if (anchor !== undefined && !found.anchors.has(anchor))
      problems.push(`${at}: "${page}" has no heading with the id "${anchor}": link an existing section`);
    else if (page !== ERROR_CODES_PAGE && !found.codes.has(entry.code))
      problems.push(`${at}: "${page}" does not name the code "${entry.code}": link the page that documents it, or document it there`);
  });
  return problems;
}

/** The Error codes page, which shows the whole catalogue. */
export const ERROR_CODES_PAGE = '/docs/get-started/error-codes';

/** Parses the text of content/errors.json; throws one Error listing every problem. */
export function parseErrorCatalog(source: string, file: string = ERRORS_FILE): ErrorCatalog {
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch (error) {
    throw new Error(`${file}: is not valid JSON (${(error as Error).message}): fix the syntax, e.g. a trailing comma or a missing quote`);
  }
  const result = validateErrorCatalog(raw, file);
  if (result.catalog === null) throw new Error(`Invalid error catalogue:\n${result.errors.join('\n')}`);
  return result.catalog;
}

/* The check of pages against the catalogue --------------------------------------------------- */

/** A code a page uses, as the compile step reads it off the page's syntax tree. */
export interface ErrorRef {
  readonly code: string;
  readonly scheme: ErrorScheme;
  /** HTTP status it is paired with on the page, when the page states one. */
  readonly status: number | null;
  /** OpenAI-style `error.type` it is paired with in a sample body, when there is one. */
  readonly type: string | null;
  /** 1-based line in the file. */
  readonly line: number;
  /** Where it was found: an error table row or a sample error body. */
  readonly where: 'table' | 'body';
}

const SCHEME_NAMES: Record<ErrorScheme, string> = { gateway: '', dify: ' Dify', kling: ' Kling', task: ' task' };

/**
 * The entry a page's reference names. A task's `error` object has the shape of the gateway's
 * (`{"error": {"code": …}}`), so the compile step reports the codes of task bodies and of tables
 * with a "Code" column as gateway codes: those may name a task code too.
 */
function entryOf(ref: ErrorRef, catalog: ErrorCatalog): CatalogError | undefined {
  return catalog.errors.find((e) => e.code === ref.code && (e.scheme === ref.scheme || (ref.scheme === 'gateway' && e.scheme === 'task')));
}

/** Problems of one page's error references, as `file:line: message` lines. */
export function checkErrorRefs(file: string, refs: readonly ErrorRef[], catalog: ErrorCatalog): string[] {
  const problems: string[] = [];
  for (const ref of refs) {
    const entry = entryOf(ref, catalog);
    const what = ref.where === 'table' ? 'error table' : 'sample error body';
    if (!entry) {
      const renamed = RENAMED_CODES[`${ref.scheme}:${ref.code}`];
      const elsewhere = catalog.errors.find((e) => e.code === ref.code);
      const hint = [renamed ? `it was renamed: write "${renamed}"` : '', elsewhere ? `"${ref.code}" is a ${elsewhere.scheme} code` : '']
        .filter(Boolean)
        .join('; ');
      problems.push(
        `${file}:${ref.line}: ${what} uses the${SCHEME_NAMES[ref.scheme]} code "${ref.code}", which ${ERRORS_FILE} does not list${hint ? ` (${hint})` : ''}: ` +
          `${renamed ? `write "${renamed}"` : `add it to ${ERRORS_FILE} or use a listed code`}`,
      );
      continue;
    }
    if (ref.status !== null && entry.status === null) {
      problems.push(
        `${file}:${ref.line}: ${what} pairs the task code "${ref.code}" with status ${ref.status}, but a task error has no HTTP status ` +
          `(it is the error.code of a task that GET /v1/tasks/{task_id} answers with 200): remove the status`,
      );
    } else if (ref.status !== null && ref.status !== entry.status) {
      problems.push(
        `${file}:${ref.line}: ${what} pairs "${ref.code}" with status ${ref.status}, but ${ERRORS_FILE} gives it ${entry.status}: write ${entry.status}, or change the catalogue`,
      );
    }
    if (ref.type !== null && entry.type !== null && ref.type !== entry.type) {
      problems.push(
        `${file}:${ref.line}: ${what} pairs "${ref.code}" with type "${ref.type}", but ${ERRORS_FILE} gives it "${entry.type}" (status ${entry.status}): write "${entry.type}"`,
      );
    }
  }
  return problems;
}

/**
 * The errors named in a `codes` attribute (codes separated by spaces), in that order: gateway
 * codes, and task codes for a page that lists a task's errors.
 */
export function selectedErrors<T extends Pick<CatalogError, 'code' | 'scheme'>>(errors: readonly T[], codes: string): T[] {
  return codes
    .split(/\s+/)
    .filter(Boolean)
    .map((code) => errors.find((e) => (e.scheme === 'gateway' || e.scheme === 'task') && e.code === code))
    .filter((e): e is T => e !== undefined);
}

/**
 * The errors of one scheme as the Error codes page lists them: by status, in file order within a
 * status. The task errors, which have no status, in file order, with the gateway codes a task can
 * also end with (`taskError`) after them.
 */
export function schemeErrors<T extends Pick<CatalogError, 'scheme' | 'status' | 'taskError'>>(errors: readonly T[], scheme: ErrorScheme): T[] {
  if (scheme === 'task') return [...errors.filter((e) => e.scheme === 'task'), ...errors.filter((e) => e.scheme === 'gateway' && e.taskError)];
  return errors.filter((e) => e.scheme === scheme).sort((a, b) => (a.status ?? 0) - (b.status ?? 0));
}

/* GraphQL ------------------------------------------------------------------------------------ */

export const CATALOG_ERROR_TYPE = 'CatalogError';

export interface CatalogErrorNodeData extends CatalogError {
  readonly position: number;
}

export function errorNodeData(catalog: ErrorCatalog): CatalogErrorNodeData[] {
  return catalog.errors.map((entry, position) => ({ ...entry, position }));
}

export const ERROR_TYPE_DEFS = `
  "One error of content/errors.json"
  type CatalogError implements Node @dontInfer {
    "HTTP status (null for a task error, which comes in a 200 answer)"
    status: Int
    code: String!
    "gateway, dify, kling or task: whose code it is"
    scheme: String!
    "OpenAI-style error.type (null for Dify, Kling and task codes)"
    type: String
    "error.type in the Anthropic format, on entries that list it"
    anthropicType: String
    "API formats it occurs in (content/errors.json bodies gives each one's body shape)"
    formats: [String!]!
    cause: String!
    fix: String!
    retryable: Boolean!
    "A gateway code that a finished task's error.code can also be"
    taskError: Boolean
    "Page that documents it (site path, optionally with the section's anchor)"
    docs: String!
    "Order in content/errors.json"
    position: Int!
  }
  "The body shape errors take in one API format"
  type CatalogErrorBody implements Node @dontInfer {
    format: String!
    endpoints: String!
    body: String!
    codeField: String!
    "vendor or openai: the body errors the gateway raises itself take in this format"
    gatewayErrors: String!
    position: Int!
  }
`;

export const CATALOG_ERROR_BODY_TYPE = 'CatalogErrorBody';

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/** The component's props from the GraphQL nodes, in file order and without Gatsby's fields. */
export function errorCatalogData(errorNodes: readonly unknown[], bodyNodes: readonly unknown[]): ErrorCatalogData {
  const errors = (errorNodes as Array<CatalogErrorNodeData>)
    .slice()
    .sort(byPosition)
    .map(({ status, code, scheme, type, anthropicType, formats, cause, fix, retryable, taskError, docs }) => ({
      status: status ?? null,
      code,
      scheme,
      type: type ?? null,
      ...(anthropicType ? { anthropicType } : {}),
      formats,
      cause,
      fix,
      retryable,
      ...(taskError ? { taskError } : {}),
      docs,
    }));
  const bodies = (bodyNodes as Array<ErrorBody & { position: number }>)
    .slice()
    .sort(byPosition)
    .map(({ format, endpoints, body, codeField, gatewayErrors }) => ({ format, endpoints, body, codeField, gatewayErrors }));
  return { errors, bodies };
}
