/**
 * The operations of the bundled OpenAPI document (./load.ts) as the site uses them: to render a
 * page's `<Operation>` blocks (./render.ts), to find the operation a code sample calls, and to
 * validate the sample's body (./samples.ts). Pure: works on the bundled document as plain data.
 */

/** A JSON object of the document. */
export type Json = Record<string, unknown>;
/** Whether a value of the document is a JSON object (not an array, not null). */
export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type Method = (typeof METHODS)[number];

/** A JSON Schema of the document with its `#/components/…` references replaced by what they name. */
export type Schema = Json;

export interface ApiParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly description: string;
  readonly schema: Schema;
}

export interface ApiMedia {
  readonly mediaType: string;
  readonly schema: Schema | null;
  /** The variants (`anyOf` of named component schemas): name → schema. Empty when the schema is one shape. */
  readonly variants: ReadonlyMap<string, Schema>;
  /** A request body's named examples (`examples.<name>.value`), in document order; empty for responses. */
  readonly examples: Readonly<Record<string, unknown>>;
}

/**
 * Which catalogue models an operation takes (`x-models`), for the model pages: one selector per
 * group of models, each a conjunction of the fields it sets. `page` and `anchor` say where the
 * operation is documented for those models (the operation's own page by default); `example` names
 * the request example their ready request starts from (the first by default).
 */
export interface ModelSelector {
  /** Models whose catalogue entry has this `docs` page. */
  readonly docs?: string;
  /** Models of this API format (`apiFormat` of the entry). */
  readonly apiFormat?: string;
  /** Models of this type (`type` of the entry). */
  readonly type?: string;
  /** These ids only. */
  readonly ids?: readonly string[];
  /** Every model of the catalogue except id families (`name-*`), which no request can name as such. */
  readonly all?: true;
  readonly page?: string;
  readonly anchor?: string;
  readonly example?: string;
}

export interface ApiOperation {
  readonly id: string;
  readonly method: Method;
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  readonly tag: string;
  /** The error-body format (`x-api-format`). */
  readonly format: string;
  /** Whether the request waits for a model to generate (`x-waits-for-generation`): its samples set the documented client timeout. */
  readonly waitsForGeneration: boolean;
  /** Site path of the page that documents it (`externalDocs.url`). */
  readonly page: string;
  readonly parameters: readonly ApiParameter[];
  readonly requestBody: { readonly required: boolean; readonly media: readonly ApiMedia[] } | null;
  /** The first 2xx response. */
  readonly success: { readonly status: string; readonly description: string; readonly media: readonly ApiMedia[] } | null;
  /** Error responses: status → codes. */
  readonly errors: ReadonlyArray<{ readonly status: string; readonly codes: readonly string[] }>;
  /** Security requirements: each entry one way to authenticate, as the names of its schemes. */
  readonly security: ReadonlyArray<readonly string[]>;
  /** The catalogue models it takes (`x-models`); empty when it takes none. */
  readonly models: readonly ModelSelector[];
}

/** Follows a `#/…` JSON pointer in `document`. */
export function pointer(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) || Array.isArray(node) ? (node as Json)[key] : undefined;
  }
  return node;
}

/**
 * A copy of `value` with every internal `$ref` replaced by its target (siblings of `$ref`, such as
 * a description, kept over the target's). A reference back into itself stays a `$ref`.
 */
export function dereference(document: Json, value: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => dereference(document, item, seen));
  if (!isObject(value)) return value;
  if (typeof value.$ref === 'string') {
    const ref = value.$ref;
    if (seen.includes(ref)) return value;
    const { $ref: _ref, ...siblings } = value;
    const found = pointer(document, ref);
    if (found === undefined) return value;
    const target = dereference(document, found, [...seen, ref]);
    return isObject(target) ? { ...target, ...(dereference(document, siblings, seen) as Json) } : target;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === 'example' || key === 'examples' ? item : dereference(document, item, seen)]),
  );
}

/** The component name a `$ref` points at (`#/components/schemas/Name` → `Name`). */
function schemaName(value: unknown): string | null {
  const ref = isObject(value) ? value.$ref : undefined;
  const match = typeof ref === 'string' ? /^#\/components\/schemas\/([^/]+)$/.exec(ref) : null;
  return match ? decodeURIComponent(match[1]) : null;
}

/** The media of a `content`; `withExamples`: keep their named examples (request bodies: the ready requests start from them). */
function mediaOf(document: Json, content: unknown, withExamples = false): ApiMedia[] {
  if (!isObject(content)) return [];
  return Object.entries(content).map(([mediaType, media]) => {
    const raw = isObject(media) ? media.schema : undefined;
    const variants = new Map<string, Schema>();
    const branches = isObject(raw) ? (raw.anyOf ?? raw.oneOf) : undefined;
    if (Array.isArray(branches) && branches.length > 0 && branches.every((branch) => schemaName(branch) !== null)) {
      for (const branch of branches) variants.set(schemaName(branch) as string, dereference(document, branch) as Schema);
    }
    const examples: Record<string, unknown> = {};
    const named = withExamples && isObject(media) && isObject(media.examples) ? media.examples : {};
    for (const [name, example] of Object.entries(named)) {
      const resolved = isObject(example) && typeof example.$ref === 'string' ? pointer(document, example.$ref) : example;
      if (isObject(resolved) && 'value' in resolved) examples[name] = resolved.value;
    }
    return { mediaType, schema: raw === undefined ? null : (dereference(document, raw) as Schema), variants, examples };
  });
}

/** Every operation of the bundled document, in path order. */
export function operationsOf(document: Json): ApiOperation[] {
  const operations: ApiOperation[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  const rootSecurity = Array.isArray(document.security) ? document.security : [];
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = dereference(document, rawItem) as Json;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const rawOperation = isObject(rawItem) ? (rawItem as Json)[method] : undefined;
      const operation = item[method];
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      const parameters = [...shared, ...(Array.isArray(operation.parameters) ? operation.parameters : [])].filter(isObject).map((parameter): ApiParameter => ({
        name: String(parameter.name),
        in: parameter.in as ApiParameter['in'],
        required: parameter.required === true,
        description: typeof parameter.description === 'string' ? parameter.description : '',
        schema: isObject(parameter.schema) ? parameter.schema : {},
      }));
      // The body is read from the operation before dereferencing: its schemas' own `$ref`s name the variants.
      const rawBody = isObject(operation.requestBody) ? operation.requestBody : undefined;
      const bodyContent = isObject(rawOperation) && isObject(rawOperation.requestBody) ? rawRequestContent(document, rawOperation.requestBody) : undefined;
      const responses = isObject(operation.responses) ? operation.responses : {};
      const rawResponses = isObject(rawOperation) && isObject(rawOperation.responses) ? rawOperation.responses : {};
      const successStatus = Object.keys(responses).find((status) => /^2\d\d$/.test(status));
      const success = successStatus ? (responses[successStatus] as Json) : null;
      const security = (Array.isArray(operation.security) ? operation.security : rootSecurity).filter(isObject).map((entry) => Object.keys(entry));
      operations.push({
        id: operation.operationId,
        method,
        path,
        summary: typeof operation.summary === 'string' ? operation.summary : '',
        description: typeof operation.description === 'string' ? operation.description : '',
        tag: Array.isArray(operation.tags) ? String(operation.tags[0] ?? '') : '',
        format: String(operation['x-api-format'] ?? ''),
        waitsForGeneration: operation['x-waits-for-generation'] === true,
        page: isObject(operation.externalDocs) ? String(operation.externalDocs.url ?? '') : '',
        parameters,
        requestBody: rawBody && bodyContent ? { required: rawBody.required === true, media: mediaOf(document, bodyContent, true) } : null,
        success:
          success && successStatus
            ? {
                status: successStatus,
                description: typeof success.description === 'string' ? success.description : '',
                media: mediaOf(document, rawResponseContent(document, rawResponses[successStatus])),
              }
            : null,
        errors: Object.entries(responses)
          .filter(([status]) => /^[45]\d\d$/.test(status))
          .map(([status, response]) => ({
            status,
            codes: isObject(response) && Array.isArray(response['x-error-codes']) ? response['x-error-codes'].map(String) : [],
          })),
        security,
        models: Array.isArray(operation['x-models']) ? (operation['x-models'].filter(isObject) as ModelSelector[]) : [],
      });
    }
  }
  return operations;
}

/** A request body's or response's `content`, following a `$ref` to it but keeping the schemas' own refs (for variants). */
function rawRequestContent(document: Json, body: unknown): unknown {
  const resolved = isObject(body) && typeof body.$ref === 'string' ? pointer(document, body.$ref) : body;
  return isObject(resolved) ? resolved.content : undefined;
}
const rawResponseContent = rawRequestContent;

/**
 * Whether a request path (whose unknown parts are `{name}` variables) can be a path of the
 * document (whose parameters are `{name}` segments): segment by segment, a variable matches any
 * text, and a segment with a variable inside matches text of that shape.
 */
export function pathsMatch(documentPath: string, requestPath: string): boolean {
  const a = documentPath.split('/');
  const b = requestPath.split('/');
  if (a.length !== b.length) return false;
  const shape = (segment: string) =>
    new RegExp(
      `^${segment
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('.+')}$`,
    );
  return a.every((segment, index) => {
    const other = b[index];
    if (segment === other) return true;
    if (segment.includes('{') && shape(segment).test(other)) return true;
    if (other.includes('{') && shape(other).test(segment)) return true;
    return false;
  });
}

/** The operation for a request: method and a concrete path (`{param}` segments match any text without `/`). */
export function matchOperation(operations: readonly ApiOperation[], method: string, path: string): ApiOperation | null {
  const wanted = method.toLowerCase();
  const exact = operations.find((operation) => operation.method === wanted && operation.path === path);
  if (exact) return exact;
  return operations.find((operation) => operation.method === wanted && pathsMatch(operation.path, path)) ?? null;
}

/** The operations whose path matches `path` with any method (to tell "wrong method" from "no such path"). */
export function operationsAtPath(operations: readonly ApiOperation[], path: string): ApiOperation[] {
  return METHODS.map((method) => matchOperation(operations, method, path)).filter((operation): operation is ApiOperation => operation !== null);
}

/** The JSON (or form) media of a request body or response: the one to render and validate against. */
export function primaryMedia(media: readonly ApiMedia[]): ApiMedia | null {
  return media.find((m) => m.mediaType === 'application/json') ?? media.find((m) => m.mediaType === 'multipart/form-data') ?? media[0] ?? null;
}
