/**
 * The error catalogue (content/errors.json): every error the gateway returns, with its HTTP status,
 * code, the API formats it occurs in, cause, fix and whether a retry can help; and, per API format,
 * the body shape errors take there. Validation names the file, the entry and the field; the build
 * creates one `CatalogError` node per entry (GraphiQL: `allCatalogError`) and renders the Error codes
 * page's table from them (`<ErrorCatalog />`).
 *
 * `checkErrorRefs` is the build's check that pages agree with the catalogue: the compile step
 * (src/node/compile/outline.ts) reports every code a page's error table or sample error body uses,
 * with its status and line, and this says which of them the catalogue lacks or pairs with another
 * status.
 *
 * Pure: no file system access here.
 */
import { z } from 'zod';
import { API_FORMATS } from './models';

export const ERRORS_FILE = 'content/errors.json';

/** HTTP statuses the gateway answers errors with. */
export const ERROR_STATUSES = [400, 401, 402, 403, 404, 410, 413, 415, 429, 500, 502, 503, 504, 529] as const;

/**
 * Whose code an entry is: the gateway's own (`error.code` of the OpenAI-style body), Dify's (`code`
 * of Dify's body) or Kling's (the number in `code` of Kling's body, written as a string).
 */
export const ERROR_SCHEMES = ['gateway', 'dify', 'kling'] as const;

/** The OpenAI-style `error.type` values. */
export const ERROR_TYPES = [
  'invalid_request_error',
  'authentication_error',
  'permission_error',
  'not_found_error',
  'rate_limit_error',
  'insufficient_quota',
  'upstream_error',
  'timeout_error',
  'server_error',
  'overloaded_error',
] as const;

export type ErrorScheme = (typeof ERROR_SCHEMES)[number];

const oneOf = (values: readonly (string | number)[]) => `must be one of ${values.map((v) => (typeof v === 'number' ? String(v) : `"${v}"`)).join(', ')}`;
const text = (what: string) =>
  z
    .string({ required_error: `is required: ${what}`, invalid_type_error: `must be a string: ${what}` })
    .refine((value) => value.trim() !== '', { message: `must not be blank: ${what}` });

export const catalogErrorSchema = z
  .object({
    status: z
      .number({ required_error: 'is required: the HTTP status', invalid_type_error: oneOf(ERROR_STATUSES) })
      .refine((s) => (ERROR_STATUSES as readonly number[]).includes(s), { message: oneOf(ERROR_STATUSES) }),
    code: text('the machine-readable code clients branch on').refine((c) => /^[a-z0-9_]+$/.test(c), {
      message: 'must be lower-case letters, digits and "_" (Kling codes are digits written as a string)',
    }),
    scheme: z.enum(ERROR_SCHEMES, { errorMap: () => ({ message: oneOf(ERROR_SCHEMES) }) }),
    /** OpenAI-style `error.type`; null for Dify and Kling codes, whose bodies have no type. */
    type: z.enum(ERROR_TYPES, { errorMap: () => ({ message: `${oneOf(ERROR_TYPES)}, or null` }) }).nullable(),
    formats: z
      .array(z.enum(API_FORMATS, { errorMap: () => ({ message: oneOf(API_FORMATS) }) }))
      .min(1, 'must list at least one API format the error occurs in'),
    cause: text('what makes the gateway return it'),
    fix: text('what the client should do'),
    retryable: z.boolean({ required_error: 'is required: true when retrying the same request can succeed', invalid_type_error: 'must be true or false' }),
    /** Site path of the page that explains it, for codes that belong to one endpoint. */
    docs: z
      .string()
      .regex(/^\/docs(\/[a-z0-9-]+)*$/, 'must be a site path such as "/docs/api-reference/openai/chat"')
      .optional(),
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

export type CatalogError = z.infer<typeof catalogErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
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
  const seen = new Map<string, number>();
  result.data.errors.forEach((entry, index) => {
    const key = `${entry.scheme}:${entry.code}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push(
        `${file}: errors[${index}] (${entry.code}).code: duplicates errors[${first}] (${entry.scheme} code): remove one entry or give it another code`,
      );
    } else {
      seen.set(key, index);
    }
    if (entry.scheme === 'gateway' && entry.type === null)
      errors.push(`${file}: errors[${index}] (${entry.code}).type: a gateway code needs its OpenAI-style error.type`);
    if (entry.scheme !== 'gateway' && !entry.formats.every((f) => f === entry.scheme)) {
      errors.push(`${file}: errors[${index}] (${entry.code}).formats: a ${entry.scheme} code occurs only in the "${entry.scheme}" format`);
    }
    if (entry.scheme === 'kling' && !/^\d+$/.test(entry.code))
      errors.push(`${file}: errors[${index}] (${entry.code}).code: a Kling code is a number written as a string, e.g. "1201"`);
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

/** Problems of one page's error references, as `file:line: message` lines. */
export function checkErrorRefs(file: string, refs: readonly ErrorRef[], catalog: ErrorCatalog): string[] {
  const problems: string[] = [];
  for (const ref of refs) {
    const entry = catalog.errors.find((e) => e.scheme === ref.scheme && e.code === ref.code);
    const what = ref.where === 'table' ? 'error table' : 'sample error body';
    const scheme = ref.scheme === 'gateway' ? '' : ` ${ref.scheme === 'dify' ? 'Dify' : 'Kling'}`;
    if (!entry) {
      const elsewhere = catalog.errors.filter((e) => e.code === ref.code).map((e) => e.scheme);
      const hint = elsewhere.length > 0 ? ` (it is there as a ${elsewhere.join('/')} code)` : '';
      problems.push(
        `${file}:${ref.line}: ${what} uses the${scheme} code "${ref.code}", which ${ERRORS_FILE} does not list${hint}: add it to ${ERRORS_FILE} or use a listed code`,
      );
      continue;
    }
    if (ref.status !== null && ref.status !== entry.status) {
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

/** The gateway errors named in a `codes` attribute (codes separated by spaces), in that order. */
export function selectedErrors<T extends Pick<CatalogError, 'code' | 'scheme'>>(errors: readonly T[], codes: string): T[] {
  return codes
    .split(/\s+/)
    .filter(Boolean)
    .map((code) => errors.find((e) => e.scheme === 'gateway' && e.code === code))
    .filter((e): e is T => e !== undefined);
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
    "HTTP status"
    status: Int!
    code: String!
    "gateway, dify or kling: whose code it is"
    scheme: String!
    "OpenAI-style error.type (null for Dify and Kling codes)"
    type: String
    "API formats it occurs in (content/errors.json bodies gives each one's body shape)"
    formats: [String!]!
    cause: String!
    fix: String!
    retryable: Boolean!
    "Page that explains it, for codes of one endpoint"
    docs: String
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

/** What `<ErrorCatalog />` receives. */
export interface ErrorCatalogData {
  readonly errors: CatalogError[];
  readonly bodies: ErrorBody[];
}

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/** The component's props from the GraphQL nodes, in file order and without Gatsby's fields. */
export function errorCatalogData(errorNodes: readonly unknown[], bodyNodes: readonly unknown[]): ErrorCatalogData {
  const errors = (errorNodes as Array<CatalogErrorNodeData>)
    .slice()
    .sort(byPosition)
    .map(({ status, code, scheme, type, formats, cause, fix, retryable, docs }) => ({
      status,
      code,
      scheme,
      type: type ?? null,
      formats,
      cause,
      fix,
      retryable,
      ...(docs ? { docs } : {}),
    }));
  const bodies = (bodyNodes as Array<ErrorBody & { position: number }>)
    .slice()
    .sort(byPosition)
    .map(({ format, endpoints, body, codeField, gatewayErrors }) => ({ format, endpoints, body, codeField, gatewayErrors }));
  return { errors, bodies };
}
