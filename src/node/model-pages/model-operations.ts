/**
 * Which operations of content/openapi take a catalogue model, and a ready request for it, for the
 * generated model pages (./page.ts). Nothing here is written per endpoint: the operations say which
 * models they take (`x-models`, ModelSelector in ../openapi/operations.ts) and carry the request
 * examples (`requestBody.content.*.examples`) the ready requests start from; this file turns them
 * into the page's Endpoints table and its curl, Python and Node request.
 *
 * Pure: reads nothing itself.
 */
import { SAMPLE_DOCS_URL, SAMPLES_PATH } from '../compile/sample-rules';
import { isObject, primaryMedia, type ApiOperation, type ModelSelector, type Schema } from '../openapi/operations';

/** The catalogue fields (content/models.json) that decide a model's endpoints and request. */
export interface ModelSampleInput {
  readonly id: string;
  readonly type: string;
  readonly docs: string;
  readonly apiFormat: string;
}

/** One operation that takes a model, and the page that documents it for that model. */
export interface Endpoint {
  readonly operationId: string;
  readonly method: string;
  /** As a request sends it: `{model}` or `{modelId}` where the id goes, with a fixed query (`?alt=sse`). */
  readonly path: string;
  /** Site path of the doc page that documents it for this model. */
  readonly page: string;
  /** Heading id on that page, when the operation has its own section there. */
  readonly pageAnchor?: string;
  /** The operation's API format (`x-api-format`). */
  readonly format: string;
  /** The operation's summary. */
  readonly label: string;
}

/** A request as a shell command, a Python script and a Node module. */
export interface RequestSample {
  readonly curl: string;
  readonly python: string;
  readonly node: string;
}

/** The key placeholder the pages use; the site swaps in the reader's key. */
const KEY = 'YOUR_API_KEY';
/**
 * Seconds: the client timeout of a request that waits for a model, a little longer than the
 * gateway's 600 s limit (Error codes › Client timeouts); other requests get a shorter one.
 */
const GENERATION_TIMEOUT = 620;
const OTHER_TIMEOUT = 60;

const isFamily = (id: string) => id.endsWith('*');

/** Whether a selector takes the model: every field it sets agrees (a selector that sets none takes nothing). */
export function selects(selector: ModelSelector, model: ModelSampleInput): boolean {
  if (selector.all === true) return !isFamily(model.id);
  if (selector.docs === undefined && selector.apiFormat === undefined && selector.type === undefined && selector.ids === undefined) return false;
  return (
    (selector.docs === undefined || selector.docs === model.docs) &&
    (selector.apiFormat === undefined || selector.apiFormat === model.apiFormat) &&
    (selector.type === undefined || selector.type === model.type) &&
    (selector.ids === undefined || selector.ids.includes(model.id))
  );
}

/** The operation's path as a request sends it: with its required one-value query parameters. */
export function requestPath(operation: ApiOperation): string {
  const fixed = operation.parameters.filter((p) => p.in === 'query' && p.required && Array.isArray(p.schema.enum) && p.schema.enum.length === 1);
  return `${operation.path}${fixed.map((p, i) => `${i === 0 ? '?' : '&'}${p.name}=${String((p.schema.enum as unknown[])[0])}`).join('')}`;
}

export interface Match {
  readonly operation: ApiOperation;
  readonly selector: ModelSelector;
  readonly page: string;
}

/**
 * The operations that take the model, each with the selector that took it: those documented on
 * the model's own `docs` page first, then the rest in document order, the `all` selectors last.
 */
export function matchesFor(model: ModelSampleInput, operations: readonly ApiOperation[]): Match[] {
  const found: Match[] = [];
  for (const operation of operations) {
    for (const selector of operation.models) {
      if (!selects(selector, model)) continue;
      const page = selector.page ?? operation.page;
      if (!found.some((match) => match.operation === operation && match.page === page)) found.push({ operation, selector, page });
    }
  }
  const rank = (match: Match) => (match.selector.all === true ? 2 : match.page === model.docs ? 0 : 1);
  return found
    .map((match, index) => ({ match, index }))
    .sort((a, b) => rank(a.match) - rank(b.match) || a.index - b.index)
    .map(({ match }) => match);
}

/** Every endpoint that takes this model id, for its page's Endpoints table. */
export function endpointsFor(model: ModelSampleInput, operations: readonly ApiOperation[]): Endpoint[] {
  return matchesFor(model, operations).map(({ operation, selector, page }) => ({
    operationId: operation.id,
    method: operation.method.toUpperCase(),
    path: requestPath(operation),
    page,
    ...(selector.anchor ? { pageAnchor: selector.anchor } : {}),
    format: operation.format,
    label: operation.summary,
  }));
}

// ---------------------------------------------------------------------------------------------
// The ready request: the example of the first operation that has one, with the model's id in it.

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** Why a model's ready request cannot be made from the document (the build reports it). */
export class ReadyRequestError extends Error {}

/** What a ready request sends, before it is written in a language. */
export interface ReadyRequest {
  readonly operation: ApiOperation;
  readonly method: string;
  readonly url: string;
  /** Header lines besides the key and the content type, as [name, value]. */
  readonly headers: ReadonlyArray<readonly [string, string]>;
  readonly body:
    { readonly kind: 'json'; readonly value: Readonly<Record<string, Json>> } | { readonly kind: 'form'; readonly fields: ReadonlyArray<FormField> } | null;
  readonly timeout: number;
  /** The file the answer is saved to, for an operation that answers with audio, images or video; null for JSON. */
  readonly output: string | null;
}

interface FormField {
  readonly name: string;
  readonly value: string;
  /** A file the docs host (static/samples): the sample downloads it, then uploads it. */
  readonly file: boolean;
}

const OUTPUT_EXTENSIONS: Readonly<Record<string, string>> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/flac': 'flac',
  'audio/aac': 'aac',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'video/mp4': 'mp4',
};

/** The file name to save a binary answer to, or null when the operation answers JSON (or text). */
function outputFile(operation: ApiOperation): string | null {
  const media = operation.success?.media ?? [];
  if (media.length === 0 || media.some((m) => m.mediaType === 'application/json' || m.mediaType.startsWith('text/'))) return null;
  const first = media[0].mediaType;
  const extension = OUTPUT_EXTENSIONS[first] ?? (first.startsWith('audio/') ? first.slice('audio/'.length) : 'bin');
  return `${first.startsWith('audio/') ? 'speech' : 'output'}.${extension}`;
}

/** The request-body property that names the model: `model`, or Kling's `model_name`. */
const MODEL_FIELDS = ['model', 'model_name'] as const;

/**
 * The ready request for a model: its first operation with a request example (the selector's
 * `example`, or the first), the example's model replaced by the model's id (in the path where the
 * path takes one). An id family keeps the example's id, which must be of the family. Null when no
 * operation that takes the model has an example; throws ReadyRequestError when an example cannot
 * carry the model.
 */
export function readyRequest(model: ModelSampleInput, operations: readonly ApiOperation[], apiBaseUrl: string): ReadyRequest | null {
  for (const { operation, selector } of matchesFor(model, operations)) {
    if (selector.all === true) continue;
    const request = requestFor(model, operation, apiBaseUrl, selector.example);
    if (request) return request;
  }
  return null;
}

/**
 * The request of one operation for a model: its request example `exampleName` (default the first)
 * with the model's id in it. Null when the operation has no request example; throws
 * ReadyRequestError when the example cannot carry the model. Whether the operation takes the model
 * is not checked here (see matchesFor).
 */
export function requestFor(model: ModelSampleInput, operation: ApiOperation, apiBaseUrl: string, exampleName?: string): ReadyRequest | null {
  const media = operation.requestBody ? primaryMedia(operation.requestBody.media) : null;
  const names = media ? Object.keys(media.examples) : [];
  if (!media || names.length === 0) return null;
  const name = exampleName ?? names[0];
  const where = `${operation.id}'s request example "${name}" (content/openapi)`;
  if (!Object.prototype.hasOwnProperty.call(media.examples, name)) throw new ReadyRequestError(`${where} does not exist: x-models names it for ${model.id}.`);
  const example = media.examples[name];
  if (!isObject(example)) throw new ReadyRequestError(`${where} is not an object.`);
  const value = { ...(example as Record<string, Json>) };
  const pathParameter = /\{(model|modelId)\}/.exec(operation.path);
  const field = MODEL_FIELDS.find((name) => typeof value[name] === 'string');
  let id = model.id;
  if (isFamily(model.id)) {
    const exampleId = field ? String(value[field]) : null;
    if (!exampleId || !exampleId.startsWith(model.id.slice(0, -1)))
      throw new ReadyRequestError(`${where} must name an id of the family ${model.id} in "${field ?? 'model'}" (x-models "example" picks the example for it).`);
    id = exampleId;
  } else if (!pathParameter) {
    if (!field) throw new ReadyRequestError(`${where} names no model: give it a "model" field.`);
    value[field] = id;
  }
  const base = apiBaseUrl.replace(/\/+$/, '');
  const headers = operation.parameters
    .filter((p) => p.in === 'header' && typeof p.schema.default === 'string')
    .map((p) => [p.name, String(p.schema.default)] as const);
  const properties = isObject(media.schema?.properties) ? (media.schema!.properties as Record<string, Schema>) : {};
  const isFile = (name: string) =>
    isObject(properties[name]) && (properties[name].format === 'binary' || typeof properties[name].contentMediaType === 'string');
  return {
    operation,
    method: operation.method.toUpperCase(),
    url: `${base}${requestPath(operation).replace(/\{(?:model|modelId)\}/, id)}`,
    headers,
    body:
      media.mediaType === 'multipart/form-data'
        ? { kind: 'form', fields: Object.entries(value).map(([name, item]) => ({ name, value: String(item), file: isFile(name) })) }
        : { kind: 'json', value },
    timeout: operation.waitsForGeneration ? GENERATION_TIMEOUT : OTHER_TIMEOUT,
    output: outputFile(operation),
  };
}

// ---------------------------------------------------------------------------------------------
// The request written in the pages' three sample languages: JSON bodies one top-level field a line.

function inlineJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value as Record<string, Json>)
      .map(([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

function inlinePython(value: Json): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) return `[${value.map(inlinePython).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value as Record<string, Json>)
      .map(([key, item]) => `${JSON.stringify(key)}: ${inlinePython(item)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

const jsKey = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);
const jsString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

function inlineJs(value: Json): string {
  if (typeof value === 'string') return jsString(value);
  if (Array.isArray(value)) return `[${value.map(inlineJs).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, Json>);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([key, item]) => `${jsKey(key)}: ${inlineJs(item)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** A shell single-quoted word; a `'` inside becomes `'\''`. */
const shellQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const hostedFile = (file: string) => `${SAMPLE_DOCS_URL}${SAMPLES_PATH}${file}`;
const lines = (...parts: ReadonlyArray<string | false>) => parts.filter((part): part is string => part !== false).join('\n');

function curlOf(request: ReadyRequest): string {
  const parts: string[] = [`-H "Authorization: Bearer ${KEY}"`, ...request.headers.map(([name, value]) => `-H "${name}: ${value}"`)];
  if (request.body?.kind === 'json') parts.push('-H "Content-Type: application/json"');
  parts.push(`--max-time ${request.timeout}`);
  if (request.body?.kind === 'form') {
    for (const field of request.body.fields) {
      const word = `${field.name}=${field.file ? '@' : ''}${field.value}`;
      parts.push(`-F ${/^[\w.:@/=-]+$/.test(word) ? word : shellQuoted(word)}`);
    }
  }
  if (request.body?.kind === 'json') {
    const fields = Object.entries(request.body.value).map(([key, value]) => `    ${JSON.stringify(key)}: ${inlineJson(value)}`);
    parts.push(`-d ${shellQuoted(`{\n${fields.join(',\n')}\n  }`)}`);
  }
  if (request.output) parts.push(`--fail-with-body --output ${request.output}`);
  const quoteUrl = /[:?&]/.test(request.url.replace(/^https?:\/\//, ''));
  const command = [
    `curl${request.method === 'POST' && !request.body ? ' -X POST' : ''} ${quoteUrl ? `"${request.url}"` : request.url}`,
    ...parts.map((part) => `  ${part}`),
  ].join(' \\\n');
  const files = request.body?.kind === 'form' ? request.body.fields.filter((field) => field.file) : [];
  return files.length > 0
    ? `# The sample file, from the docs site\n${files.map((file) => `curl -fsSLO ${hostedFile(file.value)}`).join('\n')}\n\n${command}`
    : command;
}

function pythonOf(request: ReadyRequest): string {
  const method = request.method.toLowerCase();
  const headers = [`"Authorization": "Bearer ${KEY}"`, ...request.headers.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`)];
  const files = request.body?.kind === 'form' ? request.body.fields.filter((field) => field.file) : [];
  const call = (indent: string) => {
    const args = [`${JSON.stringify(request.url)},`, `headers={${headers.join(', ')}},`];
    if (request.body?.kind === 'json') {
      args.push('json={', ...Object.entries(request.body.value).map(([key, value]) => `    ${JSON.stringify(key)}: ${inlinePython(value)},`), '},');
    } else if (request.body?.kind === 'form') {
      args.push(`files={${files.map((file, i) => `${JSON.stringify(file.name)}: upload${files.length > 1 ? i + 1 : ''}`).join(', ')}},`);
      const data = request.body.fields.filter((field) => !field.file);
      if (data.length > 0) args.push(`data={${data.map((field) => `${JSON.stringify(field.name)}: ${JSON.stringify(field.value)}`).join(', ')}},`);
    }
    args.push(`timeout=${request.timeout},`);
    return [`${indent}response = requests.${method}(`, ...args.map((arg) => `${indent}    ${arg}`), `${indent})`];
  };
  const body =
    files.length > 0
      ? [
          ...files.map((file) => `urlretrieve(${JSON.stringify(hostedFile(file.value))}, ${JSON.stringify(file.value)})`),
          '',
          `with ${files.map((file, i) => `open(${JSON.stringify(file.value)}, "rb") as upload${files.length > 1 ? i + 1 : ''}`).join(', ')}:`,
          ...call('    '),
        ]
      : call('');
  return lines(
    'import requests',
    files.length > 0 && 'from urllib.request import urlretrieve',
    '',
    ...body,
    'response.raise_for_status()',
    request.output ? `with open(${JSON.stringify(request.output)}, "wb") as output:\n    output.write(response.content)` : 'print(response.json())',
  );
}

function nodeOf(request: ReadyRequest): string {
  const long = request.timeout > OTHER_TIMEOUT;
  const headers = [`Authorization: 'Bearer ${KEY}'`, ...request.headers.map(([name, value]) => `${jsKey(name)}: ${jsString(value)}`)];
  if (request.body?.kind === 'json') headers.push(`'Content-Type': 'application/json'`);
  const form = request.body?.kind === 'form' ? request.body.fields : [];
  const options = [
    `method: '${request.method}',`,
    `headers: { ${headers.join(', ')} },`,
    long ? 'dispatcher,' : `signal: AbortSignal.timeout(${request.timeout}_000),`,
  ];
  if (request.body?.kind === 'json') {
    options.push('body: JSON.stringify({', ...Object.entries(request.body.value).map(([key, value]) => `  ${jsKey(key)}: ${inlineJs(value)},`), '}),');
  } else if (form.length > 0) options.push('body: form,');
  const imports = [long && `import { Agent, fetch } from 'undici';`, request.output && `import { writeFile } from 'node:fs/promises';`].filter(
    Boolean,
  ) as string[];
  return lines(
    ...imports,
    imports.length > 0 && '',
    ...(long
      ? [
          `// Node's built-in fetch gives up after 300 s without a response; the gateway waits up to 600 s.`,
          `const dispatcher = new Agent({ headersTimeout: ${request.timeout}_000, bodyTimeout: ${request.timeout}_000 });`,
          '',
        ]
      : []),
    ...(form.length > 0
      ? [
          'const form = new FormData();',
          ...form.map((field) =>
            field.file
              ? `form.append(${jsString(field.name)}, await (await fetch(${jsString(hostedFile(field.value))})).blob(), ${jsString(field.value)});`
              : `form.append(${jsString(field.name)}, ${jsString(field.value)});`,
          ),
          '',
        ]
      : []),
    `const response = await fetch(${jsString(request.url)}, {`,
    ...options.map((option) => `  ${option}`),
    '});',
    'if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);',
    request.output ? `await writeFile(${jsString(request.output)}, Buffer.from(await response.arrayBuffer()));` : 'console.log(await response.json());',
  );
}

/** The ready request written as curl, Python (requests) and Node (fetch). */
export function requestSample(request: ReadyRequest): RequestSample {
  return { curl: curlOf(request), python: pythonOf(request), node: nodeOf(request) };
}
