/**
 * The gateway requests a page's code samples make, read off their text, so the build can check
 * each against the OpenAPI document (src/node/openapi/samples.ts): the URL must be an operation,
 * a curl sample's JSON body must validate against its request schema, and the field names a
 * Python or Node sample sends must be fields of that schema.
 *
 * Read as far as the literal syntax allows, and no further: a body built from variables, a file
 * (`-d @body.json`) or a spread is not guessed at (its `body` or `fields` is null).
 */
import type { CodeSample } from './outline';
import { SDK_DEFAULT_HEADERS, clientTimeouts, literalValue, stringEnd, versionHeadersIn, type SampleValue } from './sample-values';

export interface ApiRequest {
  readonly lang: 'curl' | 'python' | 'node' | 'http';
  readonly method: string;
  /** The path after the API base URL, without the query; shell and template variables as `{name}`. */
  readonly path: string;
  /** 1-based line in the source file of the request (the URL or the SDK call). */
  readonly line: number;
  /** curl: the JSON body as written (`-d '…'`, `--json '…'`), with shell variables in strings as "{name}"; null when there is none or it is not literal. */
  readonly body: string | null;
  /** The top-level field names sent: a Python/Node SDK call's arguments or literal JSON body, a curl form's `-F` names; null when not readable. */
  readonly fields: string[] | null;
  /** The model id the request names (`model` of the body or SDK call, the Gemini or Bedrock path's model segment); null when not read. */
  readonly model: string | null;
  /** JSON text of the body's values as far as they are literal (computed parts as `{"unread": "…"}`); null when not read. */
  readonly values: string | null;
  /** The API version headers the request sends, written or its SDK's default, as `name: value`. */
  readonly headers: string[];
  /** Client timeouts the sample sets, in seconds: for the whole request, and for the wait for data (./sample-values.ts). */
  readonly totalTimeouts: number[];
  readonly idleTimeouts: number[];
}

const SHELL = new Set(['bash', 'sh', 'shell', 'curl', 'console', 'zsh']);
const PYTHON = new Set(['python', 'py']);
const NODE = new Set(['js', 'javascript', 'node', 'mjs', 'ts', 'typescript']);

/** The path of a URL on the API, or null when `url` is not on it. Variables become `{name}`. */
export function apiPath(url: string, apiBaseUrl: string): string | null {
  if (!url.startsWith(apiBaseUrl)) return null;
  const rest = url.slice(apiBaseUrl.length).split(/[?#]/)[0];
  if (!rest.startsWith('/')) return null;
  return rest.replace(/\$\{([A-Za-z_][\w.]*)\}|\$([A-Za-z_]\w*)|\{([A-Za-z_][\w.]*)\}/g, (_, a, b, c) => `{${a ?? b ?? c}}`);
}

/** Line index (0-based) of character `offset` in `text`. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1;

/** The model id in a path: Gemini's `/models/{id}:generateContent`, Bedrock's `/model/{id}/invoke`. */
function pathModel(path: string): string | null {
  const match = /\/models\/([A-Za-z0-9][\w.-]*):[A-Za-z]+$|\/model\/([A-Za-z0-9][\w.:%-]*)\/(?:invoke|invoke-with-response-stream|converse)$/.exec(path);
  const id = match ? (match[1] ?? match[2]) : null;
  return id && !id.startsWith('{') ? decodeURIComponent(id) : null;
}

/** The fields of a request about what it sends: its model, values, version headers and timeouts. */
function sent(
  path: string,
  values: SampleValue | null,
  headers: string[],
  timeouts: { total: number[]; idle: number[] },
): Pick<ApiRequest, 'model' | 'values' | 'headers' | 'totalTimeouts' | 'idleTimeouts'> {
  const object =
    values !== null && typeof values === 'object' && !Array.isArray(values) && !('unread' in values) ? (values as Record<string, SampleValue>) : null;
  const bodyModel = object && typeof object.model === 'string' ? object.model : object && typeof object.model_name === 'string' ? object.model_name : null;
  const model = bodyModel && !/[{}$<>]/.test(bodyModel) ? bodyModel : pathModel(path);
  return { model, values: object ? JSON.stringify(object) : null, headers, totalTimeouts: timeouts.total, idleTimeouts: timeouts.idle };
}

/* curl ------------------------------------------------------------------------------------------ */

interface Token {
  readonly value: string;
  readonly offset: number;
  /** Whether the token was written in single quotes only (literal text). */
  readonly literal: boolean;
}

/** Shell words of a command text (quotes joined, `\`-newlines skipped), with where each starts. */
function shellWords(text: string): Token[] {
  const words: Token[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && ((/\s/.test(text[i]) && text[i] !== '\n') || (text[i] === '\\' && text[i + 1] === '\n'))) i += text[i] === '\\' ? 2 : 1;
    if (i >= text.length) break;
    if (text[i] === '\n') {
      // An unescaped newline ends a command.
      words.push({ value: '\n', offset: i, literal: false });
      i++;
      continue;
    }
    if (text[i] === '#') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if ('|;&<>()'.includes(text[i])) {
      words.push({ value: text[i], offset: i, literal: false });
      i++;
      continue;
    }
    const start = i;
    let value = '';
    let literal = true;
    while (i < text.length && !/\s/.test(text[i]) && !'|;&<>()'.includes(text[i])) {
      const c = text[i];
      if (c === "'") {
        const end = text.indexOf("'", i + 1);
        value += text.slice(i + 1, end === -1 ? text.length : end);
        i = end === -1 ? text.length : end + 1;
      } else if (c === '"') {
        literal = false;
        let j = i + 1;
        while (j < text.length && text[j] !== '"') {
          if (text[j] === '\\' && j + 1 < text.length) {
            value += text[j + 1];
            j += 2;
          } else {
            value += text[j];
            j++;
          }
        }
        i = j + 1;
      } else if (c === '\\' && i + 1 < text.length) {
        value += text[i + 1];
        i += 2;
      } else {
        if (c === '$') literal = false;
        value += c;
        i++;
      }
    }
    words.push({ value, offset: start, literal });
  }
  return words;
}

/** A single-quoted JSON body with shell variables spliced in (`'"$NAME"'`), as JSON with "{NAME}" strings. */
function curlBodyText(text: string, offset: number): string | null {
  // Only a body written in single quotes is literal JSON (`-d "$body"` is a variable).
  if (text[offset] !== "'") return null;
  // Read the raw word again: spliced variables must become JSON strings, which the word value loses.
  let i = offset;
  let out = '';
  while (i < text.length && !/\s/.test(text[i]) && !')|;&'.includes(text[i])) {
    if (text[i] === "'") {
      const end = text.indexOf("'", i + 1);
      if (end === -1) return null;
      out += text.slice(i + 1, end);
      i = end + 1;
    } else if (text[i] === '"') {
      const end = text.indexOf('"', i + 1);
      if (end === -1) return null;
      const inner = text.slice(i + 1, end);
      const variable = /^\$\{?([A-Za-z_]\w*)\}?$/.exec(inner);
      if (!variable) return null;
      out += `{${variable[1]}}`;
      i = end + 1;
    } else if (text[i] === '$') {
      return null;
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}

const DATA_FLAGS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--json']);
const FORM_FLAGS = new Set(['-F', '--form']);

function curlRequests(code: string, firstLine: number, apiBaseUrl: string): ApiRequest[] {
  const requests: ApiRequest[] = [];
  const words = shellWords(code);
  for (let i = 0; i < words.length; i++) {
    if (words[i].value !== 'curl') continue;
    let method: string | null = null;
    let url: Token | null = null;
    let body: string | null = null;
    let hasData = false;
    const form: string[] = [];
    let j = i + 1;
    for (; j < words.length && !['|', ';', '&', ')', '\n'].includes(words[j].value); j++) {
      const word = words[j];
      if (word.value === '-X' || word.value === '--request') {
        method = words[j + 1]?.value.toUpperCase() ?? null;
        j++;
      } else if (DATA_FLAGS.has(word.value)) {
        hasData = true;
        const next = words[j + 1];
        if (next && !next.value.startsWith('@')) {
          const text = curlBodyText(code, next.offset);
          body = text !== null && text.trim().startsWith('{') ? text : null;
        }
        j++;
      } else if (FORM_FLAGS.has(word.value)) {
        hasData = true;
        const next = words[j + 1];
        const name = next ? /^([A-Za-z_][\w.[\]-]*)=/.exec(next.value)?.[1] : undefined;
        if (name) form.push(name);
        j++;
      } else if (word.value.startsWith('-')) {
        // Flags with a value: skip it.
        if (['-H', '--header', '-o', '--output', '-w', '--write-out', '-u', '--user', '--max-time', '-m', '--retry', '--connect-timeout'].includes(word.value))
          j++;
      } else if (!url && word.value.startsWith(apiBaseUrl)) {
        url = word;
      }
    }
    if (url) {
      const path = apiPath(url.value, apiBaseUrl);
      if (path) {
        let values: SampleValue | null = null;
        if (body !== null) {
          try {
            values = JSON.parse(body) as SampleValue;
          } catch {
            values = null;
          }
        } else if (form.length > 0) values = Object.fromEntries(form.map((name) => [name.replace(/\[\]$/, ''), { unread: name }]));
        requests.push({
          lang: 'curl',
          method: method ?? (hasData ? 'POST' : 'GET'),
          path,
          line: firstLine + lineAt(code, url.offset),
          body,
          fields: form.length > 0 ? form : null,
          ...sent(path, values, versionHeadersIn(code.slice(words[i].offset, words[j - 1]?.offset ?? code.length)), clientTimeouts('curl', code)),
        });
      }
    }
    i = j;
  }
  return requests;
}

/* Python and Node ------------------------------------------------------------------------------- */

/** The text from `open` (an opening bracket at `start`) to its matching close, strings skipped; null when unbalanced. */
function balanced(code: string, start: number): string | null {
  const pairs: Record<string, string> = { '(': ')', '{': '}', '[': ']' };
  const stack: string[] = [];
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') {
      i = stringEnd(code, i);
    } else if (pairs[c]) {
      stack.push(pairs[c]);
    } else if (c === ')' || c === '}' || c === ']') {
      if (stack.pop() !== c) return null;
      if (stack.length === 0) return code.slice(start, i + 1);
    }
  }
  return null;
}

/** Top-level entries of a bracketed text (without its brackets), split at commas outside strings and brackets. */
function topLevel(inner: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '"' || c === "'" || c === '`') {
      const end = stringEnd(inner, i);
      current += inner.slice(i, end + 1);
      i = end;
      continue;
    }
    if ('([{'.includes(c)) depth++;
    if (')]}'.includes(c)) depth--;
    if (c === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  if (current.trim()) parts.push(current);
  return parts
    .map((part) =>
      part
        .replace(/^\s*(#[^\n]*\n\s*)*/, '')
        .replace(/\/\/[^\n]*\n/g, '')
        .trim(),
    )
    .filter(Boolean);
}

/** Keys of a literal dict/object text `{…}`; null when one is not a plain key (a spread, a computed key). */
export function literalKeys(objectText: string, lang: 'python' | 'node'): string[] | null {
  const keys: string[] = [];
  for (const entry of topLevel(objectText.slice(1, -1))) {
    const quoted = /^(["'])([^"']+)\1\s*:/.exec(entry);
    const bare = lang === 'node' ? /^([A-Za-z_$][\w$]*)\s*(?::|$)/.exec(entry) : null;
    if (quoted) keys.push(quoted[2]);
    else if (bare) keys.push(bare[1]);
    else return null;
  }
  return keys;
}

/** SDK resources → path (after the SDK's base URL) and method. */
const OPENAI_SDK: ReadonlyArray<[RegExp, string, string]> = [
  [/\.chat\.completions\.(?:create|stream)\s*\(/g, 'POST', '/chat/completions'],
  [/\.(?<!chat\.)completions\.create\s*\(/g, 'POST', '/completions'],
  [/\.embeddings\.create\s*\(/g, 'POST', '/embeddings'],
  [/\.images\.generate\s*\(/g, 'POST', '/images/generations'],
  [/\.audio\.speech(?:\.with_streaming_response)?\.create\s*\(/g, 'POST', '/audio/speech'],
  [/\.audio\.transcriptions\.create\s*\(/g, 'POST', '/audio/transcriptions'],
];
const ANTHROPIC_SDK: ReadonlyArray<[RegExp, string, string]> = [
  [/\.messages\.(?:create|stream)\s*\(/g, 'POST', '/v1/messages'],
  [/\.messages\.count_tokens\s*\(|\.messages\.countTokens\s*\(/g, 'POST', '/v1/messages/count_tokens'],
  [/\.(?<!messages\.)completions\.create\s*\(/g, 'POST', '/v1/complete'],
];

/** Arguments the SDKs take that are not body fields. */
const SDK_OPTIONS = new Set(['extra_headers', 'extra_query', 'extra_body', 'timeout', 'headers', 'signal', 'maxRetries', 'max_retries']);

/** Field names of an SDK call's arguments: Python keywords (and extra_body's keys), or the Node object's keys. */
function sdkFields(call: string, lang: 'python' | 'node'): string[] | null {
  const args = topLevel(call.slice(1, -1));
  if (lang === 'node') {
    if (args.length === 0) return [];
    const first = args[0];
    if (!first.startsWith('{')) return null;
    const keys = literalKeys(first, 'node');
    return keys ? keys.filter((key) => !SDK_OPTIONS.has(key)) : null;
  }
  const fields: string[] = [];
  for (const arg of args) {
    const keyword = /^([A-Za-z_]\w*)\s*=(?!=)\s*([\s\S]*)$/.exec(arg);
    if (!keyword) return null;
    if (keyword[1] === 'extra_body') {
      const value = keyword[2].trim();
      if (!value.startsWith('{')) return null;
      const keys = literalKeys(value, 'python');
      if (!keys) return null;
      fields.push(...keys);
    } else if (!SDK_OPTIONS.has(keyword[1])) {
      fields.push(keyword[1]);
    }
  }
  return fields;
}

/** Values of an SDK call's arguments: Python keywords (extra_body's entries merged in), or the Node object. */
function sdkValues(call: string, lang: 'python' | 'node'): SampleValue | null {
  const args = topLevel(call.slice(1, -1));
  if (lang === 'node') {
    if (args.length === 0) return {};
    if (!args[0].startsWith('{')) return null;
    const value = literalValue(args[0], 'node');
    if (value === null || typeof value !== 'object' || Array.isArray(value) || 'unread' in value) return null;
    return Object.fromEntries(Object.entries(value as Record<string, SampleValue>).filter(([key]) => !SDK_OPTIONS.has(key)));
  }
  const values: Record<string, SampleValue> = {};
  for (const arg of args) {
    const keyword = /^([A-Za-z_]\w*)\s*=(?!=)\s*([\s\S]*)$/.exec(arg);
    if (!keyword) return null;
    if (keyword[1] === 'extra_body') {
      const value = literalValue(keyword[2], 'python');
      if (value !== null && typeof value === 'object' && !Array.isArray(value) && !('unread' in value)) Object.assign(values, value);
      else return null;
    } else if (!SDK_OPTIONS.has(keyword[1])) values[keyword[1]] = literalValue(keyword[2], 'python');
  }
  return values;
}

/** String constants assigned in a sample (`API = "https://…"`, `const API = '…'`), for URLs built from them. */
function constants(code: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const match of code.matchAll(/(?:^|\n)\s*(?:const\s+|let\s+|var\s+)?([A-Za-z_]\w*)\s*=\s*f?(["'`])(https?:\/\/[^"'`]+)\2/g))
    values.set(match[1], match[3]);
  return values;
}

/** A URL expression's text with constants replaced (`f"{API}/x"`, `` `${API}/x` ``, `API + "/x"`). */
function resolveUrl(expression: string, values: ReadonlyMap<string, string>): string | null {
  let text = expression.trim();
  const concat = /^([A-Za-z_]\w*)\s*\+\s*(["'`])([^"'`]*)\2$/.exec(text);
  if (concat) return values.has(concat[1]) ? `${values.get(concat[1])}${concat[3]}` : null;
  const literal = /^f?(["'`])([\s\S]*)\1$/.exec(text);
  if (!literal) return values.get(text) ?? null;
  text = literal[2].replace(/\$?\{([A-Za-z_]\w*)\}/g, (whole, name: string) => values.get(name) ?? whole);
  return text;
}

function codeRequests(code: string, firstLine: number, lang: 'python' | 'node', apiBaseUrl: string): ApiRequest[] {
  const requests: ApiRequest[] = [];
  const values = constants(code);
  const baseMatch = /base_?url\s*[=:]\s*f?(["'`])([^"'`]+)\1/i.exec(code);
  const sdkBase = baseMatch ? resolveUrl(`"${baseMatch[2]}"`, values) : null;
  const isAnthropic = /\bimport\s+anthropic\b|from\s+anthropic\s+import|@anthropic-ai\/sdk/.test(code);
  const isOpenAI = /\bfrom\s+openai\s+import|\bimport\s+openai\b|from\s+['"]openai['"]/.test(code);
  const sdk = isAnthropic ? ANTHROPIC_SDK : isOpenAI ? OPENAI_SDK : [];
  for (const [pattern, method, suffix] of sdk) {
    for (const match of code.matchAll(pattern)) {
      const open = (match.index ?? 0) + match[0].length - 1;
      const call = balanced(code, open);
      const base = sdkBase ?? (isAnthropic ? apiBaseUrl : null);
      const path = base ? apiPath(`${base.replace(/\/$/, '')}${suffix}`, apiBaseUrl) : null;
      if (!path) continue;
      const written = versionHeadersIn(code);
      const headers = isAnthropic
        ? [
            ...written,
            ...Object.entries(SDK_DEFAULT_HEADERS.anthropic)
              .filter(([name]) => !written.some((h) => h.startsWith(`${name}:`)))
              .map(([name, value]) => `${name}: ${value}`),
          ]
        : written;
      requests.push({
        lang,
        method,
        path,
        line: firstLine + lineAt(code, match.index ?? 0),
        body: null,
        fields: call ? sdkFields(call, lang) : null,
        ...sent(path, call ? sdkValues(call, lang) : null, headers, clientTimeouts(lang, code)),
      });
    }
  }
  // HTTP clients with a literal body: requests/httpx `.post(url, json={…})`, fetch(url, { body: JSON.stringify({…}) }).
  const clientCall = lang === 'python' ? /\b(?:requests|httpx|client|session)\.(get|post|delete|put|patch|stream)\s*\(/g : /\bfetch\s*\(/g;
  for (const match of code.matchAll(clientCall)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    const call = balanced(code, open);
    if (!call) continue;
    const args = topLevel(call.slice(1, -1));
    const url = args[0] ? resolveUrl(args[0], values) : null;
    const path = url ? apiPath(url, apiBaseUrl) : null;
    if (!path) continue;
    let method = lang === 'python' ? match[1].toUpperCase() : 'GET';
    let fields: string[] | null = null;
    let bodyValues: SampleValue | null = null;
    if (lang === 'python') {
      if (method === 'STREAM') method = (/^["']([A-Z]+)["']$/.exec(args[0] ?? '')?.[1] ?? 'POST').toUpperCase();
      const json = args.find((arg) => /^json\s*=/.test(arg));
      const value = json?.replace(/^json\s*=\s*/, '');
      fields = value?.startsWith('{') ? literalKeys(value, 'python') : null;
      if (value?.startsWith('{')) bodyValues = literalValue(value, 'python');
    } else {
      const options = args[1]?.startsWith('{') ? args[1] : null;
      const methodMatch = options ? /\bmethod\s*:\s*["'`]([A-Za-z]+)["'`]/.exec(options) : null;
      if (methodMatch) method = methodMatch[1].toUpperCase();
      const body = options ? /\bbody\s*:\s*JSON\.stringify\(\s*\{/.exec(options) : null;
      if (options && body) {
        const object = balanced(options, (body.index ?? 0) + body[0].length - 1);
        fields = object ? literalKeys(object, 'node') : null;
        if (object) bodyValues = literalValue(object, 'node');
      }
    }
    requests.push({
      lang,
      method,
      path,
      line: firstLine + lineAt(code, match.index ?? 0),
      body: null,
      fields,
      ...sent(path, bodyValues, versionHeadersIn(code), clientTimeouts(lang, code)),
    });
  }
  return requests;
}

/** Request lines of an `http` block (`POST https://api…/v1/x`), as the endpoint blocks write them. */
function httpRequests(code: string, firstLine: number, apiBaseUrl: string): ApiRequest[] {
  const requests: ApiRequest[] = [];
  code.split('\n').forEach((text, index) => {
    const match = /^\s*(GET|POST|PUT|PATCH|DELETE)\s+(\S+)/.exec(text);
    const path = match ? apiPath(match[2], apiBaseUrl) : null;
    if (match && path)
      requests.push({
        lang: 'http',
        method: match[1],
        path,
        line: firstLine + index,
        body: null,
        fields: null,
        ...sent(path, null, [], { total: [], idle: [] }),
      });
  });
  return requests;
}

/** The gateway requests of a page's samples (a sample's code starts the line after its fence). */
export function apiRequestsOf(samples: readonly CodeSample[], apiBaseUrl: string): ApiRequest[] {
  return samples.flatMap((sample) => {
    const first = sample.line + 1;
    if (SHELL.has(sample.lang)) return curlRequests(sample.code, first, apiBaseUrl);
    if (PYTHON.has(sample.lang)) return codeRequests(sample.code, first, 'python', apiBaseUrl);
    if (NODE.has(sample.lang)) return codeRequests(sample.code, first, 'node', apiBaseUrl);
    if (sample.lang === 'http') return httpRequests(sample.code, first, apiBaseUrl);
    return [];
  });
}
