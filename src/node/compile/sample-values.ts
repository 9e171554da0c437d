/**
 * What a sample's request sends, read as far as its literal syntax goes: the values of the body's
 * fields (for the per-model request rules of content/models.json), the API version headers it sends
 * (or its SDK sends by default), and the client timeouts it sets (for the docs' timeout rule). Pure
 * and syntax-only, like ./api-requests.ts, which stores these on each request.
 */

/** A value the sample computes (a variable, a call): present, but not read. */
export interface Unread {
  readonly unread: string;
}
export type SampleValue = null | boolean | number | string | readonly SampleValue[] | { readonly [key: string]: SampleValue } | Unread;

export const isUnread = (value: unknown): value is Unread =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && typeof (value as Unread).unread === 'string';

/**
 * A Python or JavaScript literal (`{"a": [1, True]}`, `{ a: 'x', b: 620_000 }`) as a value; parts
 * that are not literal (names, calls, f-strings, template strings with `${}`) are `{ unread }`.
 */
export function literalValue(text: string, lang: 'python' | 'node'): SampleValue {
  let i = 0;
  const src = text;
  const ws = () => {
    for (;;) {
      while (i < src.length && /\s/.test(src[i])) i++;
      if (lang === 'python' && src[i] === '#') while (i < src.length && src[i] !== '\n') i++;
      else if (lang === 'node' && src.startsWith('//', i)) while (i < src.length && src[i] !== '\n') i++;
      else return;
    }
  };
  class NotLiteral extends Error {}
  const fail = (): never => {
    throw new NotLiteral();
  };
  const string = (): string => {
    const quote = src[i];
    if (quote === '`' && lang === 'python') fail();
    const triple = src.startsWith(quote.repeat(3), i) ? quote.repeat(3) : quote;
    i += triple.length;
    let out = '';
    while (i < src.length && !src.startsWith(triple, i)) {
      if (src[i] === '\\' && i + 1 < src.length) {
        const next = src[i + 1];
        out += next === 'n' ? '\n' : next === 't' ? '\t' : next;
        i += 2;
      } else {
        if (quote === '`' && src.startsWith('${', i)) fail();
        out += src[i++];
      }
    }
    if (i >= src.length) fail();
    i += triple.length;
    return out;
  };
  const value = (): SampleValue => {
    ws();
    const c = src[i];
    if (c === undefined) return fail();
    if (c === '{') {
      i++;
      const object: Record<string, SampleValue> = {};
      for (;;) {
        ws();
        if (src[i] === '}') {
          i++;
          return object;
        }
        let key: string;
        if (src[i] === '"' || src[i] === "'") key = string();
        else {
          const bare = lang === 'node' ? /^[A-Za-z_$][\w$]*/.exec(src.slice(i)) : null;
          if (!bare) return fail();
          key = bare[0];
          i += key.length;
        }
        ws();
        if (src[i] === ':') {
          i++;
          object[key] = element();
        } else if (lang === 'node' && (src[i] === ',' || src[i] === '}')) {
          object[key] = { unread: key };
        } else return fail();
        ws();
        if (src[i] === ',') i++;
        else if (src[i] !== '}') return fail();
      }
    }
    if (c === '[' || (c === '(' && lang === 'python')) {
      const close = c === '[' ? ']' : ')';
      i++;
      const list: SampleValue[] = [];
      for (;;) {
        ws();
        if (src[i] === close) {
          i++;
          return list;
        }
        list.push(element());
        ws();
        if (src[i] === ',') i++;
        else if (src[i] !== close) return fail();
      }
    }
    if (c === '"' || c === "'" || c === '`') return string();
    const rest = src.slice(i);
    const number = /^-?(?:\d[\d_]*(?:\.\d[\d_]*)?|\.\d+)(?:[eE][+-]?\d+)?/.exec(rest);
    if (number) {
      i += number[0].length;
      return Number(number[0].replace(/_/g, ''));
    }
    const word = /^[A-Za-z_$][\w$]*/.exec(rest);
    if (word) {
      const known: Record<string, SampleValue> =
        lang === 'python' ? { True: true, False: false, None: null } : { true: true, false: false, null: null, undefined: null };
      if (word[0] in known && !/^\s*[.([]/.test(rest.slice(word[0].length))) {
        i += word[0].length;
        return known[word[0]];
      }
    }
    return fail();
  };
  /** An element of a list or object: a literal, or an expression read to the next top-level comma. */
  const element = (): SampleValue => {
    const start = i;
    try {
      const parsed = value();
      ws();
      if (i >= src.length || src[i] === ',' || src[i] === '}' || src[i] === ']' || src[i] === ')') return parsed;
    } catch (error) {
      if (!(error instanceof NotLiteral)) throw error;
    }
    i = start;
    const end = expressionEnd(src, start);
    const expression = src.slice(start, end).trim();
    i = end;
    return { unread: expression };
  };
  try {
    const parsed = element();
    ws();
    return i >= src.length ? parsed : { unread: text.trim() };
  } catch (error) {
    if (error instanceof NotLiteral) return { unread: text.trim() };
    throw error;
  }
}

/**
 * The index of the last character of the string literal that opens at `start` (`"`, `'`, a
 * backtick, or a Python triple quote), escapes skipped; past the end when it is not closed.
 */
export function stringEnd(src: string, start: number): number {
  const c = src[start];
  const triple = src.startsWith(c.repeat(3), start) ? c.repeat(3) : c;
  let j = start + triple.length;
  while (j < src.length && !src.startsWith(triple, j)) j += src[j] === '\\' ? 2 : 1;
  return j + triple.length - 1;
}

/** Where an expression starting at `start` ends: the next comma or closing bracket at its own depth. */
function expressionEnd(src: string, start: number): number {
  let depth = 0;
  for (let i = start; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'" || c === '`') {
      i = stringEnd(src, i);
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return i;
      depth--;
    } else if (c === ',' && depth === 0) return i;
  }
  return src.length;
}

/**
 * The value at a dotted path (`thinking.type`) of a request's values: `undefined` when the request
 * does not send it, `{ unread }` when a part on the way is not read.
 */
export function valueAt(values: SampleValue | undefined, path: string): SampleValue | undefined {
  let current: SampleValue | undefined = values;
  for (const part of path.split('.')) {
    if (current === undefined || current === null) return undefined;
    if (isUnread(current)) return current;
    if (typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = (current as Record<string, SampleValue>)[part];
  }
  return current;
}

/** The request headers that select an API version, by lower-case name. */
export const VERSION_HEADERS = ['anthropic-version', 'anthropic-beta'] as const;

/**
 * What the current SDKs send by default when a sample sets no version header. Anthropic's SDKs send
 * the API version that was current when their major version came out, and the current majors
 * (Python 2, TypeScript 1) send `2026-10-21` (https://platform.claude.com/docs/en/api/versioning).
 * A sample that relies on `2023-06-01` sets the header itself.
 */
export const SDK_DEFAULT_HEADERS: Readonly<Record<'anthropic' | 'openai', Readonly<Record<string, string>>>> = {
  anthropic: { 'anthropic-version': '2026-10-21' },
  openai: {},
};

/** Version headers written in a sample's text (curl `-H 'anthropic-version: …'`, SDK header dicts), as `name: value` lines. */
export function versionHeadersIn(code: string): string[] {
  const found: string[] = [];
  for (const name of VERSION_HEADERS) {
    const pattern = new RegExp(`["']?\\b${name}["']?\\s*:\\s*["']?([A-Za-z0-9_,.-]+)`, 'gi');
    for (const match of code.matchAll(pattern)) found.push(`${name}: ${match[1]}`);
  }
  return [...new Set(found)];
}

/** A number of seconds or milliseconds as written (`620`, `620.0`, `620_000`, `620 * 1000`). */
function numberOf(text: string): number | null {
  const product = /^\s*([\d_.]+)\s*\*\s*([\d_.]+)\s*$/.exec(text);
  if (product) return Number(product[1].replace(/_/g, '')) * Number(product[2].replace(/_/g, ''));
  const plain = /^\s*([\d_.]+)\s*$/.exec(text);
  return plain ? Number(plain[1].replace(/_/g, '')) : null;
}

/**
 * The client timeouts a sample sets, in seconds, by the way it sets them:
 * - `total`: the whole request (SDK `timeout=620` / `timeout: 620_000`, requests/httpx `timeout=`,
 *   httpx.Timeout(620), curl `--max-time` / `-m`);
 * - `idle`: the wait for data (curl `--speed-time` with `--speed-limit`; undici `headersTimeout`
 *   and `bodyTimeout` of a fetch dispatcher).
 */
export function clientTimeouts(lang: string, code: string): { total: number[]; idle: number[] } {
  const total: number[] = [];
  const idle: number[] = [];
  const add = (list: number[], value: number | null, scale = 1) => {
    if (value !== null && Number.isFinite(value)) list.push(value / scale);
  };
  if (['bash', 'sh', 'shell', 'curl', 'console', 'zsh'].includes(lang)) {
    for (const m of code.matchAll(/(?:--max-time|(?<![\w-])-m)[\s=]+["']?(\d+(?:\.\d+)?)/g)) add(total, Number(m[1]));
    if (/--speed-limit\s+\d+/.test(code)) for (const m of code.matchAll(/--speed-time\s+(\d+)/g)) add(idle, Number(m[1]));
  } else if (['python', 'py'].includes(lang)) {
    // google-genai's HttpOptions takes milliseconds; every other Python client, seconds.
    const genai = [...code.matchAll(/\bHttpOptions\(([^)]*)\)/g)];
    for (const options of genai) for (const m of options[1].matchAll(/\btimeout\s*=\s*([\d_.]+(?:\s*\*\s*[\d_.]+)?)/g)) add(total, numberOf(m[1]), 1000);
    const rest = genai.reduce((text, options) => text.replace(options[0], ''), code);
    for (const m of rest.matchAll(/\btimeout\s*=\s*(?:httpx\.Timeout\(\s*)?\(?\s*([\d_.]+(?:\s*\*\s*[\d_.]+)?)\s*(?:,\s*([\d_.]+))?/g)) {
      // requests' (connect, read) pair: the read timeout is the wait for the answer.
      add(total, numberOf(m[2] ?? m[1]));
    }
  } else if (['js', 'javascript', 'node', 'mjs', 'ts', 'typescript'].includes(lang)) {
    for (const m of code.matchAll(/\btimeout\s*:\s*([\d_.]+(?:\s*\*\s*[\d_.]+)?)/g)) add(total, numberOf(m[1]), 1000);
    for (const m of code.matchAll(/\bAbortSignal\.timeout\(\s*([\d_.]+(?:\s*\*\s*[\d_.]+)?)\s*\)/g)) add(total, numberOf(m[1]), 1000);
    for (const m of code.matchAll(/\bheadersTimeout\s*:\s*([\d_.]+(?:\s*\*\s*[\d_.]+)?)/g)) add(idle, numberOf(m[1]), 1000);
  }
  return { total, idle };
}
