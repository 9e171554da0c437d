/**
 * The build's one compile step for an MDX page. Each file is parsed once (remark-parse +
 * remark-mdx + remark-gfm) and everything the site needs is read off that one syntax tree:
 *
 * - `headings`: depth, text, id and line (table of contents, anchor check, HTML ids);
 * - `links`: every URL the page links to, with its line (build-time link check);
 * - `markdown`: the Markdown twin for language models (docs only; src/node/ai-docs/markdown.ts),
 *   with data components as markers that the build fills in after (resolveDataMarkers);
 * - `tree`: the rendered content as data (src/content-model/content-tree.ts), after the content
 *   transforms: API base URL in samples, GitHub alerts → Callout, the API-key field, code blocks
 *   highlighted at build time;
 * - `dataComponents`: the data components the page uses (their data is added at query time);
 * - `errorRefs`: the error codes its error tables and sample bodies use, with status and line
 *   (./error-refs.ts), which the build checks against content/errors.json (src/node/errors.ts);
 * - `shared`: the fragments of content/shared it includes with `<Shared name="…" />`, with lines
 *   (./shared.ts). With `fragment: true` the file is such a fragment: no headings, only site-path
 *   links, and a Markdown twin without title.
 *
 * gatsby-node runs it in onCreateNode, so Gatsby's node cache keeps the result until the file's
 * content changes: a warm build compiles only edited pages. What the page cannot contain
 * (import/export, expressions beyond literals, unknown components) throws a CompileError listing
 * `file:line: message` lines.
 *
 * The unified packages are ES modules: they are loaded with require(), which Node ≥ 20.19 allows
 * (gatsby-node is compiled to CommonJS). Jest cannot load them, so tests run this module through
 * ./cli.ts in a child process.
 */
import { createRequire } from 'module';
import type { ContentNode } from '../../content-model/content-tree';
import { DATA_COMPONENT_NAMES } from '../../content-model/names';
import { dataMarker, treeToMarkdown, type MarkdownSite, type MdNode } from '../ai-docs/markdown';
import remarkApiBaseUrl from '../remark-api-base-url';
import remarkApiKeyField from '../remark-api-key-field';
import remarkCodeBlocks from '../remark-code-blocks';
import remarkGithubAlerts from '../remark-github-alerts';
import { outline, samplesOf, type CodeSample, type Heading, type LinkRef, type MdastNode } from './outline';
import type { ErrorRef } from './error-refs';
import { esmMessage, hastToContent, type CompileProblem, type HastNode } from './tree';
import { CompileError } from './errors';
import { fragmentProblems, sharedRefsOf, type SharedRef } from './shared';
import { modelRefsOf, type ModelRef } from './model-refs';
import { SAMPLE_DOCS_URL, hostedFilesOf, sampleRuleProblems } from './sample-rules';
import { SAMPLE_API_BASE_URL } from '../ai-docs/markdown';
import { operationRefsOf, type OperationRef } from './operation-refs';
import { apiRequestsOf, type ApiRequest } from './api-requests';
import { addSnippetTabs } from './snippets';
import { headingIdProblem, isAllowedUrl, urlScheme } from './active-content';

export type { CodeSample, Heading, LinkRef, CompileProblem, ErrorRef, SharedRef, ModelRef, OperationRef, ApiRequest };
export { CompileError };

export interface CompileInput {
  /** MDX body without front matter. */
  readonly body: string;
  /** Path shown in errors, relative to the project (e.g. content/docs/x.mdx). */
  readonly file: string;
  /** Line of the body's first line in the file. */
  readonly bodyStartLine: number;
  readonly title: string;
  readonly description?: string | null;
  /** Site path without prefix (for the Markdown twin's absolute links). */
  readonly path: string;
  /** Whether to write the Markdown twin (docs have one, standalone pages do not). */
  readonly markdown: boolean;
  /**
   * A shared fragment of content/shared (./shared.ts): headings, relative links and nested
   * `<Shared>` fail, and the Markdown twin is the body alone (no title or description).
   */
  readonly fragment?: boolean;
  /**
   * Whether OpenAI-format requests get generated Go, Java, C# and PHP tabs (./snippets.ts): the
   * reference pages' examples do; the model pages' ready request (src/node/model-pages) does not,
   * it links the endpoint's page, which has them (75 pages less to generate and to ship).
   */
  readonly snippets?: boolean;
}

export interface CompileSite extends MarkdownSite {}

export interface CompiledPage {
  readonly tree: ContentNode[];
  readonly headings: Heading[];
  readonly links: LinkRef[];
  readonly markdown: string | null;
  readonly dataComponents: string[];
  /** Fenced code as written (before highlighting), for content checks. */
  readonly samples: CodeSample[];
  /** Error codes the page's error tables and sample bodies use, checked against content/errors.json. */
  readonly errorRefs: ErrorRef[];
  /** The fragments the page includes (`<Shared name="…" />`), with their lines; the build checks the names. */
  readonly shared: SharedRef[];
  /** The model ids its code samples send, with lines; the build checks them against the catalogue's lifecycle. */
  readonly modelRefs: ModelRef[];
  /** Its `<Operation>` elements, with lines; the build checks them against content/openapi. */
  readonly operationRefs: OperationRef[];
  /** The gateway requests its samples make (as written, before the base URL is swapped), checked against content/openapi. */
  readonly apiRequests: ApiRequest[];
}

/* The ESM toolchain, loaded once per process ------------------------------------------------- */

interface Toolchain {
  parse: (source: string) => MdastNode;
  parseMarkdown: (source: string) => MdastNode;
  toHast: (tree: MdastNode) => HastNode;
}

let toolchain: Toolchain | null = null;

const MDX_NODE_TYPES = ['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement'];

/**
 * require() on first use through createRequire (Node >= 20.19 requires these ES modules), so a
 * process that never compiles a page never loads them.
 */
const load = (id: string): unknown => createRequire(__filename)(id);

function loadToolchain(): Toolchain {
  if (toolchain) return toolchain;
  const { unified } = load('unified') as typeof import('unified');
  const remarkParse = (load('remark-parse') as typeof import('remark-parse')).default;
  const remarkMdx = (load('remark-mdx') as typeof import('remark-mdx')).default;
  const remarkGfm = (load('remark-gfm') as typeof import('remark-gfm')).default;
  const remarkRehype = (load('remark-rehype') as typeof import('remark-rehype')).default;
  const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).freeze();
  const markdownParser = unified().use(remarkParse).use(remarkGfm).freeze();
  const bridge = unified()
    .use(remarkRehype as never, { passThrough: MDX_NODE_TYPES })
    .freeze();
  toolchain = {
    parse: (source) => parser.parse(source) as unknown as MdastNode,
    parseMarkdown: (source) => markdownParser.parse(source) as unknown as MdastNode,
    toHast: (tree) => bridge.runSync(tree as never) as unknown as HastNode,
  };
  return toolchain;
}

/* Compile ------------------------------------------------------------------------------------ */

/** ESM statements anywhere in the tree (remark-mdx puts them at the top level). */
function esmProblems(tree: MdastNode): CompileProblem[] {
  return (tree.children ?? [])
    .filter((node) => node.type === 'mdxjsEsm')
    .map((node) => ({ line: node.position?.start.line ?? 1, message: esmMessage(String(node.value ?? '')) }));
}

function usedDataComponents(tree: MdastNode): string[] {
  const names = new Set<string>();
  const data = new Set<string>(DATA_COMPONENT_NAMES);
  const walk = (node: MdastNode) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && data.has(node.name)) names.add(node.name);
    node.children?.forEach(walk);
  };
  walk(tree);
  return [...names].sort();
}

/** Compiles one page (see the module comment). Throws CompileError on content it cannot compile. */
export function compileMdx(input: CompileInput, site: CompileSite): CompiledPage {
  const tools = loadToolchain();
  const offset = input.bodyStartLine - 1;
  const where = (line: number) => `${input.file}:${line + offset}`;
  let mdast: MdastNode;
  try {
    mdast = tools.parse(input.body);
  } catch (error) {
    // remark-mdx's syntax errors carry a line and column (e.g. an unclosed tag).
    const e = error as { line?: number; reason?: string; message: string };
    throw new CompileError([`${where(e.line ?? 1)}: ${e.reason ?? e.message}`]);
  }
  const problems: CompileProblem[] = esmProblems(mdast);
  // Go, Java, C# and PHP tabs for OpenAI-format JSON requests (./snippets.ts), before anything reads the tree.
  if (!input.fragment && input.snippets !== false) addSnippetTabs(mdast, SAMPLE_API_BASE_URL);
  const { headings, links, samples, errorRefs } = outline(mdast, offset);
  // A heading's id is made from its text: one the site's page shell uses would take the shell's place.
  for (const heading of headings) {
    const message = headingIdProblem(heading.value, heading.id);
    if (message) problems.push({ line: heading.line - offset, message });
  }
  const dataComponents = usedDataComponents(mdast);
  const shared = sharedRefsOf(mdast, offset, problems);
  const operationRefs = operationRefsOf(mdast, offset, problems);
  if (input.fragment) problems.push(...fragmentProblems(mdast, headings, links, offset));
  // Samples run as pasted and fail loudly (./sample-rules.ts); the files they take from the docs
  // site are checked like images: the build fails when static/ lacks one.
  const ruleSite = { url: SAMPLE_DOCS_URL, apiBaseUrl: SAMPLE_API_BASE_URL };
  for (const sample of samples) {
    for (const message of sampleRuleProblems(sample, ruleSite)) problems.push({ line: sample.line - offset, message: `${sample.lang} sample: ${message}` });
    for (const url of hostedFilesOf(sample, ruleSite)) links.push({ url, line: sample.line, kind: 'image' });
  }

  // The twin reads the tree as parsed (treeToMarkdown does not change it), before the transforms.
  const markdown = input.markdown
    ? treeToMarkdown(mdast as unknown as MdNode, { title: input.title, description: input.description ?? null, path: input.path }, site, {
        components: Object.fromEntries(
          DATA_COMPONENT_NAMES.map((name) => [name, (attributes: Readonly<Record<string, string>>) => dataMarker(name, attributes)]),
        ),
        bodyOnly: input.fragment === true,
      })
    : null;

  // A fragment gets no API-key field of its own: the including page places its one field above
  // its own first sample (a fragment's samples still use the key typed there).
  const transforms = [
    remarkApiBaseUrl({ baseUrl: site.apiBaseUrl }),
    remarkGithubAlerts(),
    ...(input.fragment ? [] : [remarkApiKeyField()]),
    remarkCodeBlocks(),
  ];
  for (const transform of transforms) {
    (transform as (tree: MdastNode) => void)(mdast);
  }
  const tree = hastToContent(tools.toHast(mdast), problems);
  // A link the tree does not hold (an unused `[ref]: url` definition) still reaches the Markdown twin.
  for (const link of links) {
    const line = link.line - offset;
    // Not when the tree's check reported that link already (where a reference uses the definition).
    if (!isAllowedUrl(link.url) && !problems.some((p) => p.line === line || p.message.includes(`${urlScheme(link.url)}:`))) {
      problems.push({
        line,
        message: `link to \`${link.url.slice(0, 40)}\`: only http, https, mailto and tel links (or site paths) are allowed; remove it or link to a page.`,
      });
    }
  }
  if (problems.length > 0) {
    const unique = [...new Map(problems.map((p) => [`${p.line}:${p.message}`, p])).values()].sort((a, b) => a.line - b.line);
    throw new CompileError(
      unique.map((p) => `${where(p.line)}: ${p.message}`),
      samples,
    );
  }
  return {
    tree,
    headings,
    links,
    markdown,
    dataComponents,
    samples,
    errorRefs,
    shared,
    modelRefs: modelRefsOf(samples),
    operationRefs,
    apiRequests: apiRequestsOf(samples, SAMPLE_API_BASE_URL),
  };
}

/** Code samples of a plain Markdown text (such as a page's Markdown twin), read from its syntax tree. */
export function markdownSamples(markdown: string): CodeSample[] {
  return samplesOf(loadToolchain().parseMarkdown(markdown));
}
