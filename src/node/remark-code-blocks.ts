/**
 * Remark plugin: turns every fenced code block into a `<CodeBlock>` element whose `html` prop is
 * the code already highlighted at build time, so browsers download no highlighter.
 *
 * ```python title="chat.py" {2,4-6}
 *
 * - the language picks a Prism grammar (unknown languages are shown as plain text);
 * - `title="..."` is shown above the block;
 * - `{2,4-6}` marks lines to highlight (1-based).
 *
 * The HTML is deliberately small and regular: escaped text, `<span class="tk-X">` for the few token
 * colours of our palette (see TOKEN_CLASSES), and, only when lines are highlighted, one
 * `<span class="ln">` / `<span class="ln hl">` per line, and `<span data-pagefind-ignore="">` around the
 * origin of each URL with a path (see urlOrigins). Stripping the tags and unescaping `&lt;`,
 * `&gt;` and `&amp;` gives back the exact source (the CodeBlock component relies on that to copy).
 * The API-key placeholder is never split across spans, so the component can swap it in the HTML.
 *
 * Prism is CommonJS, so this module loads from gatsby-config (compiled to CommonJS) and in Jest.
 */
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index';
import { API_KEY_PLACEHOLDER, htmlToText } from '../content-model/code-html';

export { API_KEY_PLACEHOLDER, htmlToText };

/** Languages the docs use, with the aliases authors may type, mapped to Prism grammar names. */
const GRAMMARS: Readonly<Record<string, string>> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  curl: 'bash',
  console: 'bash',
  json: 'json',
  jsonc: 'json',
  python: 'python',
  py: 'python',
  javascript: 'javascript',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  node: 'javascript',
  jsx: 'jsx',
  typescript: 'typescript',
  ts: 'typescript',
  tsx: 'tsx',
  http: 'http',
  yaml: 'yaml',
  yml: 'yaml',
  markdown: 'markdown',
  md: 'markdown',
  mdx: 'markdown',
  diff: 'diff',
  go: 'go',
  golang: 'go',
  java: 'java',
  csharp: 'csharp',
  cs: 'csharp',
  'c#': 'csharp',
  php: 'php',
};

/** Languages shown without colours. */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'none', 'output']);

loadLanguages([...new Set(Object.values(GRAMMARS))]);

/**
 * Prism token types (and aliases) → our palette classes. Anything not listed inherits the colour
 * of its parent token (or the plain text colour).
 * c comment, k keyword, s string, n number/constant, f function/class, p property/key,
 * v variable, o operator/punctuation.
 */
const TOKEN_CLASSES: Readonly<Record<string, string>> = {
  comment: 'c',
  prolog: 'c',
  doctype: 'c',
  cdata: 'c',
  shebang: 'c',
  keyword: 'k',
  atrule: 'k',
  important: 'k',
  selector: 'k',
  tag: 'k',
  method: 'k',
  deleted: 'k',
  'http-version': 'k',
  string: 's',
  char: 's',
  'attr-value': 's',
  'template-string': 's',
  regex: 's',
  url: 's',
  inserted: 's',
  'header-value': 's',
  number: 'n',
  boolean: 'n',
  constant: 'n',
  null: 'n',
  symbol: 'n',
  datetime: 'n',
  'response-status': 'n',
  function: 'f',
  'function-name': 'f',
  'class-name': 'f',
  builtin: 'f',
  decorator: 'f',
  property: 'p',
  'attr-name': 'p',
  key: 'p',
  'header-name': 'p',
  parameter: 'p',
  namespace: 'p',
  title: 'p',
  variable: 'v',
  environment: 'v',
  'assign-left': 'v',
  interpolation: 'v',
  operator: 'o',
  punctuation: 'o',
};

/** Every palette class used in the HTML (the CodeBlock stylesheet gives each one a colour). */
export const PALETTE_CLASSES = [...new Set(Object.values(TOKEN_CLASSES))].sort();

export interface CodeMeta {
  readonly title: string | null;
  /** 1-based line numbers to highlight. */
  readonly lines: ReadonlySet<number>;
}

/** Reads `title="..."` and `{1,3-5}` from a fence's meta string. */
export function parseMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const lines = new Set<number>();
  const ranges = /\{([\d\s,-]+)\}/.exec(text);
  if (ranges) {
    for (const part of ranges[1].split(',')) {
      const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
      if (!range) continue;
      const from = Number(range[1]);
      const to = range[2] === undefined ? from : Number(range[2]);
      for (let line = Math.min(from, to); line <= Math.max(from, to); line += 1) lines.add(line);
    }
  }
  return { title: title ? (title[1] ?? title[2] ?? title[3]) : null, lines };
}

/** The Prism grammar name for a fence language, or null for plain text. */
export function grammarOf(language: string | null | undefined): string | null {
  const lang = (language ?? '').toLowerCase();
  if (PLAIN.has(lang)) return null;
  return GRAMMARS[lang] ?? (Prism.languages[lang] ? lang : null);
}

/** Escapes text content (quotes need no escaping there, which keeps JSON samples small). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

type PrismNode = string | Prism.Token;

/** The palette class of every character of the code ('' for plain text). */
function characterClasses(code: string, grammar: string | null): string[] {
  const classes: string[] = [];
  const walk = (nodes: PrismNode | PrismNode[], inherited: string) => {
    for (const node of Array.isArray(nodes) ? nodes : [nodes]) {
      if (typeof node === 'string') {
        for (let i = 0; i < node.length; i += 1) classes.push(inherited);
        continue;
      }
      const aliases = node.alias === undefined ? [] : Array.isArray(node.alias) ? node.alias : [node.alias];
      const own = [node.type, ...aliases].map((name) => TOKEN_CLASSES[name]).find(Boolean);
      walk(node.content as PrismNode | PrismNode[], own ?? inherited);
    }
  };
  if (grammar && Prism.languages[grammar]) walk(Prism.tokenize(code, Prism.languages[grammar]), '');
  else walk(code, '');
  // Keep each placeholder in one piece, in the colour of its first character.
  let at = code.indexOf(API_KEY_PLACEHOLDER);
  while (at !== -1) {
    for (let i = at; i < at + API_KEY_PLACEHOLDER.length; i += 1) classes[i] = classes[at];
    at = code.indexOf(API_KEY_PLACEHOLDER, at + API_KEY_PLACEHOLDER.length);
  }
  return classes;
}

/**
 * HTML of one line: runs of equal class become one span; a run inside a URL's origin is wrapped in
 * a span that the search index skips.
 */
function lineHtml(text: string, classes: readonly string[], origin: readonly boolean[]): string {
  let html = '';
  let start = 0;
  for (let i = 1; i <= text.length; i += 1) {
    if (i === text.length || classes[i] !== classes[start] || origin[i] !== origin[start]) {
      const run = escapeHtml(text.slice(start, i));
      const coloured = classes[start] ? `<span class="tk-${classes[start]}">${run}</span>` : run;
      html += origin[start] ? `<span data-pagefind-ignore="">${coloured}</span>` : coloured;
      start = i;
    }
  }
  return html;
}

/**
 * Where the origins (`https://api.llmprovider.example`) of URLs with a path are, as [start, end)
 * offsets. Pagefind splits words at dots but not at slashes, so it would index
 * `https://api.llmprovider.example/v1/embeddings` as one word that the `/v1/embeddings` a reader
 * types never matches. With the origin left out of the index (it is the same on every page and
 * finds nothing useful), the path is a word of its own, found by `/v1/embeddings` and shown once
 * in excerpts (`POST /v1/embeddings`). The code on the page and the copied code keep the full URL.
 */
export function urlOrigins(code: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const match of code.matchAll(/https?:\/\/[^\s/'"`\\<>]+(?=\/[^\s'"`\\?#<>),.;:])/g)) {
    ranges.push([match.index!, match.index! + match[0].length]);
  }
  return ranges;
}

/** Highlighted HTML of a code sample (see the module comment for its shape). */
export function highlightToHtml(code: string, language: string | null | undefined, highlight: ReadonlySet<number> = new Set()): string {
  const classes = characterClasses(code, grammarOf(language));
  const origin = new Array<boolean>(code.length).fill(false);
  for (const [start, end] of urlOrigins(code)) origin.fill(true, start, end);
  const lines: string[] = [];
  let offset = 0;
  for (const text of code.split('\n')) {
    lines.push(lineHtml(text, classes.slice(offset, offset + text.length), origin.slice(offset, offset + text.length)));
    offset += text.length + 1;
  }
  if (highlight.size === 0) return lines.join('\n');
  return lines.map((html, index) => `<span class="${highlight.has(index + 1) ? 'ln hl' : 'ln'}">${html}</span>`).join('\n');
}

interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  name?: string | null;
  attributes?: Array<{ type: string; name: string; value: unknown }>;
  children?: MdNode[];
  position?: unknown;
}

function attribute(name: string, value: string) {
  return { type: 'mdxJsxAttribute', name, value };
}

/** The `<CodeBlock>` element that replaces a fenced code node. */
export function codeBlockElement(node: MdNode): MdNode {
  const meta = parseMeta(node.meta);
  const language = (node.lang ?? '').toLowerCase();
  const attributes = [attribute('html', highlightToHtml(node.value ?? '', language, meta.lines))];
  if (language) attributes.push(attribute('language', language));
  if (meta.title) attributes.push(attribute('title', meta.title));
  return { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [], position: node.position };
}

export default function remarkCodeBlocks() {
  return (tree: MdNode) => {
    const walk = (node: MdNode) => {
      node.children?.forEach((child, index) => {
        if (child.type === 'code') node.children![index] = codeBlockElement(child);
        else walk(child);
      });
    };
    walk(tree);
  };
}
