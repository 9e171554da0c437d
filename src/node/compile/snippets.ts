/**
 * Go, Java, C# and PHP for the OpenAI-format JSON endpoints: a page's first Tabs group whose curl
 * sample posts a literal JSON body to one of them gets four more tabs after curl, Python and Node,
 * generated at build time from that request with httpsnippet (Kong's snippet library), then made
 * readable: the body is pretty-printed in the language's raw or multi-line string instead of one
 * escaped line, and the curl sample's `--max-time` becomes the client's timeout (the gateway's
 * generation endpoints can take minutes: every sample sets one). The tabs are ordinary content
 * from here on: highlighted at build time, in the Markdown twin, and given the reader's key like
 * every sample (they send `YOUR_API_KEY`).
 *
 * The curl sample is the operation's example request: the build checks its body against the
 * operation's schema (src/node/openapi/samples.ts), so what the generated code sends is checked too.
 */
import { createRequire } from 'module';
import type { MdastNode } from './mdast';

/** The OpenAI-format operations with a JSON body (a test keeps this equal to content/openapi). */
export const SNIPPET_OPERATIONS: readonly string[] = [
  'POST /v1/chat/completions',
  'POST /v1/completions',
  'POST /v1/embeddings',
  'POST /v1/images/generations',
  'POST /v1/audio/speech',
];

export const SNIPPET_LANGUAGES = [
  { value: 'go', label: 'Go', target: 'go', client: 'native' },
  { value: 'java', label: 'Java', target: 'java', client: 'nethttp' },
  { value: 'csharp', label: 'C#', target: 'csharp', client: 'httpclient' },
  { value: 'php', label: 'PHP', target: 'php', client: 'guzzle' },
] as const;

export interface SnippetRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: ReadonlyArray<{ name: string; value: string }>;
  /** The JSON body as written. */
  readonly body: string;
  /** The curl sample's `--max-time` in seconds: each language sets it as its client's timeout. */
  readonly timeoutSeconds?: number;
}

const SHELL = new Set(['bash', 'sh', 'shell', 'curl']);

/** Single-quoted or double-quoted shell words of a one-command curl sample; null for anything else. */
function words(code: string): string[] | null {
  const out: string[] = [];
  const text = code.replace(/\\\n/g, ' ');
  let i = 0;
  while (i < text.length) {
    while (i < text.length && /\s/.test(text[i])) i++;
    if (i >= text.length) break;
    let word = '';
    while (i < text.length && !/\s/.test(text[i])) {
      const c = text[i];
      if (c === "'") {
        const end = text.indexOf("'", i + 1);
        if (end === -1) return null;
        word += text.slice(i + 1, end);
        i = end + 1;
      } else if (c === '"') {
        const end = text.indexOf('"', i + 1);
        if (end === -1) return null;
        const inner = text.slice(i + 1, end);
        if (/[$`\\]/.test(inner)) return null;
        word += inner;
        i = end + 1;
      } else if ('$`|;&<>()#'.includes(c)) {
        // Variables, pipes, redirections, comments: not a plain request.
        return null;
      } else {
        word += c;
        i++;
      }
    }
    out.push(word);
  }
  return out;
}

/** The request of a curl sample that is exactly one `curl URL -H … -d '{…}'` command; null otherwise. */
export function curlRequest(code: string, apiBaseUrl: string): SnippetRequest | null {
  const parts = words(code.trim());
  if (!parts || parts[0] !== 'curl' || parts.filter((part) => part === 'curl').length !== 1) return null;
  let method = 'POST';
  let url: string | null = null;
  let body: string | null = null;
  let timeoutSeconds: number | undefined;
  const headers: Array<{ name: string; value: string }> = [];
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i];
    if (part === '-H' || part === '--header') {
      const header = /^([^:]+):\s*(.*)$/.exec(parts[++i] ?? '');
      if (!header) return null;
      headers.push({ name: header[1], value: header[2] });
    } else if (part === '-X' || part === '--request') {
      method = (parts[++i] ?? '').toUpperCase();
    } else if (part === '-d' || part === '--data' || part === '--data-raw') {
      body = parts[++i] ?? null;
    } else if (part === '--max-time' || part === '-m') {
      const seconds = Number(parts[++i]);
      if (!Number.isFinite(seconds) || seconds <= 0) return null;
      timeoutSeconds = seconds;
    } else if (part === '--no-buffer' || part === '-N' || part === '-s' || part === '--silent') {
      // Options that do not change the request.
    } else if (part.startsWith('-')) {
      return null;
    } else if (url === null) {
      url = part;
    } else {
      return null;
    }
  }
  if (!url || !url.startsWith(apiBaseUrl) || body === null) return null;
  const path = url.slice(apiBaseUrl.length);
  if (!SNIPPET_OPERATIONS.includes(`${method} ${path}`)) return null;
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    // A streamed answer needs an event-stream reader, which a generated request does not have.
    if (parsed.stream === true) return null;
  } catch {
    return null;
  }
  return { method, url, headers, body, ...(timeoutSeconds !== undefined ? { timeoutSeconds } : {}) };
}

/** One exact replacement; throws when httpsnippet's output no longer has the text it replaces. */
function replaceOnce(language: string, code: string, text: string, by: string): string {
  if (!code.includes(text))
    throw new Error(`snippets: the generated ${language} sample has no \`${text}\` to set the client timeout on (did httpsnippet change its output?)`);
  return code.replace(text, by);
}

/** The curl sample's timeout, set the way each language's client takes it (whole seconds). */
function withTimeout(language: string, code: string, seconds: number | undefined): string {
  if (seconds === undefined) return code;
  if (language === 'go') {
    const imports = replaceOnce(language, code, '\t"io"\n)', '\t"io"\n\t"time"\n)');
    return replaceOnce(
      language,
      imports,
      'res, _ := http.DefaultClient.Do(req)',
      `client := &http.Client{Timeout: ${seconds} * time.Second}\n\tres, _ := client.Do(req)`,
    );
  }
  if (language === 'java') {
    const imports = replaceOnce(language, code, 'import java.net.URI;', 'import java.net.URI;\nimport java.time.Duration;');
    return replaceOnce(language, imports, '\n        .build();', `\n        .timeout(Duration.ofSeconds(${seconds}))\n        .build();`);
  }
  if (language === 'csharp') {
    return replaceOnce(language, code, 'var client = new HttpClient();', `var client = new HttpClient { Timeout = TimeSpan.FromSeconds(${seconds}) };`);
  }
  if (language === 'php') {
    return replaceOnce(language, code, '$client = new \\GuzzleHttp\\Client();', `$client = new \\GuzzleHttp\\Client(['timeout' => ${seconds}]);`);
  }
  return code;
}

/** The escaped one-line string httpsnippet writes for the body, and the readable form it becomes. */
function readable(language: string, code: string, body: string): string {
  const pretty = JSON.stringify(JSON.parse(body), null, 2);
  const compact = JSON.stringify(JSON.parse(body));
  const quoted = JSON.stringify(compact);
  if (language === 'go' && !pretty.includes('`')) {
    // JSON ignores the indentation: one tab more than the code around it.
    return code.replace(`strings.NewReader(${quoted})`, `strings.NewReader(\`${pretty.split('\n').join('\n\t')}\`)`);
  }
  if (language === 'java' && !pretty.includes('"""')) {
    const block = pretty
      .replace(/\\/g, '\\\\')
      .split('\n')
      .map((line) => `            ${line}`)
      .join('\n');
    // The imports make it run as pasted in jshell (Java 15 or later, for the text block).
    const imports = ['java.net.URI', 'java.net.http.HttpClient', 'java.net.http.HttpRequest', 'java.net.http.HttpResponse']
      .map((name) => `import ${name};`)
      .join('\n');
    return `${imports}\n\n${code.replace(`ofString(${quoted})`, `ofString("""\n${block}\n            """)`)}`;
  }
  if (language === 'csharp' && !pretty.includes('"""')) {
    const block = pretty
      .split('\n')
      .map((line) => `        ${line}`)
      .join('\n');
    return code.replace(`new StringContent(${quoted})`, `new StringContent("""\n${block}\n        """)`);
  }
  if (language === 'php' && !/^JSON$/m.test(pretty)) {
    const single = `'${compact.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
    const block = pretty
      .split('\n')
      .map((line) => `        ${line}`)
      .join('\n');
    return code.replace(`'body' => ${single}`, `'body' => <<<'JSON'\n${block}\n        JSON`);
  }
  return code;
}

type Convert = (request: SnippetRequest, target: string, client: string) => string;

let convert: Convert | null = null;
function converter(): Convert {
  if (!convert) {
    // Loaded on first use: only pages with generated languages need it.
    const { HTTPSnippet } = createRequire(__filename)('httpsnippet') as typeof import('httpsnippet');
    convert = (request, target, client) => {
      const snippet = new HTTPSnippet({
        method: request.method,
        url: request.url,
        headers: [...request.headers],
        postData: { mimeType: 'application/json', text: JSON.stringify(JSON.parse(request.body)) },
      } as never);
      const out = snippet.convert(target as never, client, { indent: '    ' });
      return String(Array.isArray(out) ? out[0] : out);
    };
  }
  return convert;
}

/** The code of each generated language for a request. */
export function snippetsFor(request: SnippetRequest): Array<{ value: string; label: string; code: string }> {
  return SNIPPET_LANGUAGES.map((language) => ({
    value: language.value,
    label: language.label,
    code: withTimeout(
      language.value,
      readable(language.value, converter()(request, language.target, language.client).trim(), request.body),
      request.timeoutSeconds,
    ),
  }));
}

const attribute = (node: MdastNode, name: string) => {
  const value = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  return typeof value === 'string' ? value : undefined;
};

/**
 * Adds the generated tabs to the first Tabs group of the tree that qualifies for each operation
 * (see the module comment): the page's first example of an operation is its example request.
 * Later examples of the same operation keep their three languages: every generated sample is
 * in the page's HTML and its data, and four per example would double a long page's weight.
 */
export function addSnippetTabs(tree: MdastNode, apiBaseUrl: string): void {
  const done = new Set<string>();
  const walk = (node: MdastNode) => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Tabs') {
      const items = (node.children ?? []).filter((child) => child.type === 'mdxJsxFlowElement' && child.name === 'TabItem');
      const values = new Set(items.map((item) => attribute(item, 'value')));
      const curl = items.find((item) => attribute(item, 'value') === 'curl');
      const code = curl?.children?.find((child) => child.type === 'code' && SHELL.has(String(child.lang ?? '').toLowerCase()));
      const request = code ? curlRequest(String(code.value ?? ''), apiBaseUrl) : null;
      const operation = request ? `${request.method} ${request.url}` : '';
      // A group that has them already (the tree was given them before) counts as its operation's first.
      const generated = SNIPPET_LANGUAGES.some((language) => values.has(language.value));
      if (request && generated) done.add(operation);
      if (request && code && !generated && !done.has(operation)) {
        done.add(operation);
        const generated = snippetsFor(request).map((snippet): MdastNode => ({
          type: 'mdxJsxFlowElement',
          name: 'TabItem',
          attributes: [
            { type: 'mdxJsxAttribute', name: 'value', value: snippet.value },
            { type: 'mdxJsxAttribute', name: 'label', value: snippet.label },
            { type: 'mdxJsxAttribute', name: 'generated', value: null },
          ],
          children: [{ type: 'code', lang: snippet.value, value: snippet.code, position: code.position }],
          position: code.position,
        }));
        const last = (node.children ?? []).lastIndexOf(items[items.length - 1]);
        node.children = [...(node.children ?? []).slice(0, last + 1), ...generated, ...(node.children ?? []).slice(last + 1)];
      }
      return;
    }
    node.children?.forEach(walk);
  };
  walk(tree);
}
