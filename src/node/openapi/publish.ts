/**
 * The published document (`/openapi.json`, `/openapi.yaml`): the bundled content/openapi with
 * what the source leaves to the build filled in.
 *
 * - Each error response gets its body: the schema of the operation's error format and one example
 *   per code it names, written from content/errors.json (the code's cause as the message).
 * - Site paths become absolute URLs (externalDocs, links in descriptions), so the document works
 *   wherever it is read; the server is the configured API base URL.
 */
import { isObject, type Json } from './operations';

export interface ErrorCatalogForPublish {
  readonly errors: ReadonlyArray<{
    readonly code: string;
    readonly status: number | null;
    readonly type?: string | null;
    readonly anthropicType?: string | null;
    readonly cause: string;
  }>;
  readonly bodies: ReadonlyArray<{ readonly format: string; readonly body: string; readonly endpoints: string }>;
}

export interface PublishSite {
  /** Origin plus path prefix of the docs, e.g. https://docs.llmprovider.example (no trailing slash). */
  readonly docsUrl: string;
  readonly apiBaseUrl: string;
}

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  bedrock: 'Bedrock',
  gemini: 'Gemini',
  minimax: 'MiniMax',
  qwen: 'Qwen',
  kling: 'Kling',
  dify: 'Dify',
};

/** The schema name of a format's error body in the published document. */
export const errorSchemaName = (format: string) => `${FORMAT_NAMES[format] ?? format}ErrorBody`;

/** A JSON Schema describing the shape of an example value. */
function shapeOf(value: unknown): Json {
  if (value === null) return { type: 'null' };
  if (Array.isArray(value)) return { type: 'array' };
  if (isObject(value)) {
    return { type: 'object', required: Object.keys(value), properties: Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)])) };
  }
  return { type: typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value };
}

/** The error body a code comes back in, in one format: the format's template with the code's values. */
export function errorExample(format: string, template: string, entry: ErrorCatalogForPublish['errors'][number]): unknown {
  const body = JSON.parse(template) as Json;
  const error = isObject(body.error) ? body.error : null;
  const set = (target: Json | null, key: string, value: unknown) => {
    if (target && key in target) target[key] = value;
  };
  for (const target of [body, error]) {
    set(target, 'message', entry.cause);
    set(target, 'status_msg', entry.cause);
  }
  if (format === 'openai' || format === 'qwen') {
    set(error, 'code', entry.code);
    if (entry.type) set(error, 'type', entry.type);
  } else if (format === 'dify') {
    set(body, 'code', entry.code);
    set(body, 'status', entry.status);
  } else if (format === 'anthropic') {
    if (entry.anthropicType) set(error, 'type', entry.anthropicType);
  } else if (format === 'gemini') {
    set(error, 'code', entry.status);
  } else if (format === 'kling') {
    if (/^\d+$/.test(entry.code)) set(body, 'code', Number(entry.code));
  }
  return body;
}

/** Every string under a `description` key (and `url` values) with site paths made absolute. */
function absolutize(value: unknown, docsUrl: string, key = ''): unknown {
  if (typeof value === 'string') {
    if (key === 'url' && value.startsWith('/')) return `${docsUrl}${value}`;
    if (key === 'description') return value.replace(/\]\((\/[^)\s]*)\)/g, (_, path: string) => `](${docsUrl}${path})`);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => absolutize(item, docsUrl));
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, k === 'example' || k === 'examples' ? item : absolutize(item, docsUrl, k)]));
}

/** The published document (see the module comment); `document` is not changed. */
export function publishDocument(document: Json, catalog: ErrorCatalogForPublish, site: PublishSite): Json {
  const out = JSON.parse(JSON.stringify(document)) as Json;
  const entries = new Map(catalog.errors.map((entry) => [entry.code, entry]));
  const components = (isObject(out.components) ? out.components : (out.components = {})) as Json;
  const schemas = (isObject(components.schemas) ? components.schemas : (components.schemas = {})) as Json;
  const sharedResponses = isObject(components.responses) ? components.responses : {};
  const used = new Set<string>();
  // Each example once (components/examples), and each shared response once per format
  // (components/responses): every operation can return the same 30-odd codes.
  const examples: Json = {};
  const responses: Json = {};
  const withBody = (response: Json, format: string, template: string): Json => {
    const codes = Array.isArray(response['x-error-codes']) ? response['x-error-codes'].map(String) : [];
    if (response.content !== undefined || codes.length === 0) return response;
    used.add(format);
    return {
      ...response,
      content: {
        'application/json': {
          schema: { $ref: `#/components/schemas/${errorSchemaName(format)}` },
          examples: Object.fromEntries(
            codes.flatMap((code) => {
              const entry = entries.get(code);
              if (!entry) return [];
              const name = `${FORMAT_NAMES[format] ?? format}-${code}`;
              examples[name] ??= { summary: entry.cause, value: errorExample(format, template, entry) };
              return [[code, { $ref: `#/components/examples/${name}` }]];
            }),
          ),
        },
      },
    };
  };
  for (const item of Object.values(isObject(out.paths) ? out.paths : {})) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      const format = String(operation['x-api-format'] ?? '');
      const body = catalog.bodies.find((b) => b.format === format);
      if (!body) continue;
      for (const [status, raw] of Object.entries(operation.responses)) {
        if (!/^[45]\d\d$/.test(status) || !isObject(raw)) continue;
        // A shared response (components/responses) gets one copy per format: its body depends on it.
        const ref = typeof raw.$ref === 'string' ? /^#\/components\/responses\/(.+)$/.exec(raw.$ref)?.[1] : undefined;
        if (ref && isObject(sharedResponses[ref])) {
          const name = `${FORMAT_NAMES[format] ?? format}${ref}`;
          responses[name] ??= withBody(sharedResponses[ref] as Json, format, body.body);
          operation.responses[status] = { $ref: `#/components/responses/${name}` };
        } else {
          operation.responses[status] = withBody(raw, format, body.body);
        }
      }
    }
  }
  for (const format of used) {
    const body = catalog.bodies.find((b) => b.format === format);
    if (body) schemas[errorSchemaName(format)] = { ...shapeOf(JSON.parse(body.body)), description: `The error body of ${body.endpoints}.` };
  }
  components.responses = responses;
  components.examples = { ...(isObject(components.examples) ? components.examples : {}), ...examples };
  out.servers = [{ url: site.apiBaseUrl, description: 'The gateway' }];
  return absolutize(out, site.docsUrl) as Json;
}
