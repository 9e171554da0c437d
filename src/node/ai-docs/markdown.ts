/**
 * Turns a doc's MDX source into plain Markdown for readers that are not browsers (language models,
 * "Copy page", llms-full.txt). Works from the source, not the rendered HTML, so it is independent of
 * how the MDX components render:
 * - `<Tabs>` / `<TabItem label>`: each tab becomes its label in bold followed by its code block;
 * - `<Callout type title>`: a blockquote opening with the kind and title in bold;
 * - GitHub alerts (`> [!NOTE]`) and GFM tables stay as they are;
 * - components with a renderer in `options.components` (data-driven ones such as the model
 *   catalogue) become the Markdown it returns;
 * - imports, exports, `{expressions}` and other JSX go (other elements keep their text);
 * - site-relative links and `#anchors` become absolute URLs;
 * - the sample API base URL becomes the configured one.
 *
 * The unified/remark packages are ESM-only. They are loaded on first use with `require`, which Node
 * ≥ 20.19 allows for ES modules, so gatsby-node (compiled to CommonJS) and its Jest tests can import
 * this file; Jest cannot load those packages, so tests run conversions in a spawned `node` (see
 * ./cli.ts).
 */
import { createRequire } from 'module';
import { absoluteUrl, type UrlConfig } from '../../utils/page-url';

/** The base URL written in every sample of the docs. */
export const SAMPLE_API_BASE_URL = 'https://api.llmprovider.example';

export interface MarkdownSite extends UrlConfig {
  /** Base URL of the API to show in samples. */
  readonly apiBaseUrl: string;
}

/**
 * Markdown for components whose content comes from data rather than from their children (for
 * example a table rendered from a JSON file). Gets the element's string attributes; returns
 * Markdown to put in its place, or null to drop the element.
 */
export type ComponentRenderer = (attributes: Readonly<Record<string, string>>) => string | null;

export interface MarkdownOptions {
  /** Renderers by component name, e.g. `{ ModelCatalog: () => '| Model | ... |' }`. */
  readonly components?: Readonly<Record<string, ComponentRenderer>>;
  /** The body alone, without the title heading and description (a shared fragment's Markdown). */
  readonly bodyOnly?: boolean;
}

export interface MarkdownPageInput {
  readonly title: string;
  readonly description?: string | null;
  /** MDX body without front matter. */
  readonly body: string;
  /** Site path of the page without prefix, e.g. `/docs/get-started/error-codes` (for `#anchor` links). */
  readonly path: string;
}

export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  url?: string;
  meta?: string | null;
  name?: string | null;
  depth?: number;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  [key: string]: unknown;
}

/* The ESM toolchain, loaded once ------------------------------------------------------------- */

interface Toolchain {
  parse: (source: string) => MdNode;
  stringify: (tree: MdNode) => string;
}

let toolchain: Toolchain | null = null;

/**
 * require() on first use through createRequire (Node >= 20.19 requires these ES modules), so a
 * process that never writes Markdown never loads them.
 */
const load = (id: string): unknown => createRequire(__filename)(id);

function loadToolchain(): Toolchain {
  if (toolchain) return toolchain;
  const { unified } = load('unified') as typeof import('unified');
  const remarkParse = (load('remark-parse') as typeof import('remark-parse')).default;
  const remarkMdx = (load('remark-mdx') as typeof import('remark-mdx')).default;
  const remarkGfm = (load('remark-gfm') as typeof import('remark-gfm')).default;
  const { toMarkdown } = load('mdast-util-to-markdown') as typeof import('mdast-util-to-markdown');
  const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).freeze();
  // Only GFM on the way out: the output is plain Markdown, so MDX escaping of `<` and `{` is noise.
  const writer = unified().use(remarkGfm, { tablePipeAlign: false }).freeze();
  const extensions = (writer.data('toMarkdownExtensions') ?? []) as NonNullable<Parameters<typeof toMarkdown>[1]>['extensions'];
  toolchain = {
    parse: (source) => parser.parse(source) as unknown as MdNode,
    stringify: (tree) =>
      toMarkdown(tree as unknown as Parameters<typeof toMarkdown>[0], {
        extensions,
        bullet: '-',
        emphasis: '_',
        strong: '*',
        fence: '`',
        fences: true,
        rule: '-',
        listItemIndent: 'one',
      }),
  };
  return toolchain;
}

/* Tree transformation ------------------------------------------------------------------------ */

const CALLOUT_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
};

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
]);

const text = (value: string): MdNode => ({ type: 'text', value });
const paragraph = (children: MdNode[]): MdNode => ({ type: 'paragraph', children });
const strongParagraph = (value: string): MdNode => paragraph([{ type: 'strong', children: [text(value)] }]);

function attribute(node: MdNode, name: string): string | undefined {
  const found = node.attributes?.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** Wraps runs of inline nodes in paragraphs, so block containers hold blocks only. */
function asBlocks(nodes: MdNode[]): MdNode[] {
  const out: MdNode[] = [];
  let run: MdNode[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || (node.value ?? '').trim() !== '')) out.push(paragraph(run));
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

/** Keeps only `title="..."` of a code fence's meta (highlighted-line ranges mean nothing in plain Markdown). */
function keepTitle(meta: string | null | undefined): string | null {
  const match = meta?.match(/\btitle=("[^"]*"|'[^']*')/);
  return match ? `title=${match[1]}` : null;
}

interface Context {
  readonly site: MarkdownSite;
  readonly path: string;
  readonly components: Readonly<Record<string, ComponentRenderer>>;
  readonly parse: (source: string) => MdNode;
}

function stringAttributes(node: MdNode): Record<string, string> {
  const out: Record<string, string> = {};
  for (const attr of node.attributes ?? []) {
    if (attr.type === 'mdxJsxAttribute' && attr.name && typeof attr.value === 'string') out[attr.name] = attr.value;
  }
  return out;
}

function absolutise(url: string, context: Context): string {
  if (url.startsWith('#')) return `${absoluteUrl(context.site, context.path)}${url}`;
  if (url.startsWith('/') && !url.startsWith('//')) {
    const [, pathPart = '/', rest = ''] = url.match(/^([^?#]*)(.*)$/) ?? [];
    return `${absoluteUrl(context.site, pathPart || '/')}${rest}`;
  }
  return url;
}

function transformAll(nodes: readonly MdNode[], context: Context): MdNode[] {
  return nodes.flatMap((node) => transform(node, context));
}

function transform(node: MdNode, context: Context): MdNode[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'html':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return element(node, context);
    case 'link':
    case 'image':
    case 'definition':
      return [{ ...node, url: absolutise(node.url ?? '', context), ...(node.children ? { children: transformAll(node.children, context) } : {}) }];
    case 'code':
      return [{ ...node, meta: keepTitle(node.meta) }];
    case 'paragraph': {
      // `<Callout>One line.</Callout>` on its own line parses as an inline element in a paragraph.
      const solid = (node.children ?? []).filter((child) => !(child.type === 'text' && (child.value ?? '').trim() === ''));
      if (solid.length === 1 && solid[0].type === 'mdxJsxTextElement') {
        return element({ ...solid[0], type: 'mdxJsxFlowElement' }, context);
      }
      const children = transformAll(node.children ?? [], context);
      const empty = children.every((child) => child.type === 'text' && (child.value ?? '').trim() === '');
      return empty ? [] : [{ ...node, children }];
    }
    default:
      return node.children ? [{ ...node, children: transformAll(node.children, context) }] : [node];
  }
}

function element(node: MdNode, context: Context): MdNode[] {
  const flow = node.type === 'mdxJsxFlowElement';
  const renderer = node.name ? context.components[node.name] : undefined;
  if (renderer) {
    const markdown = renderer(stringAttributes(node));
    const nodes = markdown ? transformAll(context.parse(markdown).children ?? [], context) : [];
    // Inside running text only inline content fits.
    return flow ? nodes : nodes.flatMap((child) => (child.type === 'paragraph' ? (child.children ?? []) : []));
  }
  const children = transformAll(node.children ?? [], context);
  switch (node.name) {
    case 'TabItem': {
      const label = attribute(node, 'label') ?? attribute(node, 'value');
      return flow ? [...(label ? [strongParagraph(label)] : []), ...asBlocks(children)] : children;
    }
    case 'Callout': {
      if (!flow) return children;
      const type = (attribute(node, 'type') ?? 'note').toLowerCase();
      const kind = CALLOUT_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
      const title = attribute(node, 'title');
      return [{ type: 'blockquote', children: [strongParagraph(title ? `${kind}: ${title}` : kind), ...asBlocks(children)] }];
    }
    case 'br':
      return flow ? [] : [text(' ')];
    default:
      // Tabs, fragments, HTML elements and unknown components: keep what they contain.
      return flow ? asBlocks(children) : children;
  }
}

/* Public API --------------------------------------------------------------------------------- */

function plainText(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(plainText).join('');
}

const squash = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Markdown of one page: its title as `#` heading, its description, then the converted body. */
export function pageToMarkdown(page: MarkdownPageInput, site: MarkdownSite, options: MarkdownOptions = {}): string {
  return treeToMarkdown(loadToolchain().parse(page.body), page, site, options);
}

/**
 * Like pageToMarkdown, from the body's syntax tree (remark-parse + remark-mdx + remark-gfm) as the
 * build's one parse of the page made it (src/node/compile). Leaves `tree` as it was.
 */
export function treeToMarkdown(tree: MdNode, page: Omit<MarkdownPageInput, 'body'>, site: MarkdownSite, options: MarkdownOptions = {}): string {
  const tools = loadToolchain();
  const context: Context = { site, path: page.path, components: options.components ?? {}, parse: tools.parse };
  const body = transformAll(tree.children ?? [], context);
  if (options.bodyOnly) return finish(tools.stringify({ type: 'root', children: body }), site);
  const head: MdNode[] = [{ type: 'heading', depth: 1, children: [text(page.title)] }];
  // Many pages open with their description; do not say it twice.
  const first = body[0];
  const description = page.description ? squash(page.description) : '';
  if (description && !(first?.type === 'paragraph' && squash(plainText(first)) === description)) {
    head.push(paragraph([text(description)]));
  }
  const markdown = tools.stringify({ type: 'root', children: [...head, ...body] });
  return finish(markdown, site);
}

/**
 * Markdown that a data component stands for (see DATA_MARKER), made ready for the page at `path`:
 * links absolute, sample base URL replaced. No trailing newline.
 */
export function dataMarkdown(markdown: string, path: string, site: MarkdownSite): string {
  const tools = loadToolchain();
  const context: Context = { site, path, components: {}, parse: tools.parse };
  return finish(tools.stringify({ type: 'root', children: transformAll(tools.parse(markdown).children ?? [], context) }), site).trimEnd();
}

/**
 * Text that stands in a page's Markdown for a data component (e.g. the model table) until the
 * build replaces it with the data's Markdown: the compile step runs before the data is read, and
 * the data can change without the page changing.
 */
export function dataMarker(name: string, attributes: Readonly<Record<string, string>> = {}): string {
  // Attributes as hex: the Markdown serializer escapes characters such as "_" in text, never hex digits.
  const encoded = Object.keys(attributes).length > 0 ? `:${Buffer.from(JSON.stringify(attributes)).toString('hex')}` : '';
  return `\uE000data:${name}${encoded}\uE000`;
}

/**
 * Replaces every `<Shared name="…" />` marker of a page's Markdown with the fragment's Markdown
 * (which may hold data markers itself: resolve those after). `fragments` maps names to Markdown;
 * an unknown name throws (the build has already failed on it, naming the page's file and line).
 */
export function resolveSharedMarkers(markdown: string, fragments: ReadonlyMap<string, string>): string {
  return resolveDataMarkers(markdown, (name, attributes) => {
    if (name !== 'Shared') return dataMarker(name, attributes);
    const fragment = fragments.get(attributes.name ?? '');
    if (fragment === undefined) throw new Error(`no shared fragment named "${attributes.name}" (content/shared/${attributes.name}.mdx)`);
    return fragment.trimEnd();
  });
}

/** Replaces every data marker of `markdown` with what `render` gives for its component name and attributes. */
export function resolveDataMarkers(markdown: string, render: (name: string, attributes: Record<string, string>) => string): string {
  return markdown.replace(/\uE000data:([A-Za-z]+)(?::([0-9a-f]*))?\uE000/g, (_, name: string, hex?: string) =>
    render(name, hex ? (JSON.parse(Buffer.from(hex, 'hex').toString('utf8')) as Record<string, string>) : {}),
  );
}

/** Touches the serializer cannot make: GitHub alert markers unescaped, the API base URL swapped. */
function finish(markdown: string, site: MarkdownSite): string {
  let out = markdown.replace(/^((?:>[ \t]?)+)\\\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/gm, '$1[!$2]');
  if (site.apiBaseUrl !== SAMPLE_API_BASE_URL) out = out.split(SAMPLE_API_BASE_URL).join(site.apiBaseUrl);
  return out.endsWith('\n') ? out : `${out}\n`;
}
