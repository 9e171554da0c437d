/**
 * Shared fragments: text that several pages show word for word (the Dify pages' authentication
 * and error sections, the Gizmo/LLMVision error note, the Kling submit-response table) lives once
 * in `content/shared/<name>.mdx`, and a page includes it with `<Shared name="<name>" />`.
 *
 * - A fragment is compiled by the same compile step as a page (`fragment: true`), so its links,
 *   error codes and samples are checked like a page's. What would make it behave differently on
 *   different pages fails here: headings (the including page writes the heading, so its table of
 *   contents and anchors stay its own), links that are not site paths (`#x` or `../x` would point
 *   somewhere else on each page), and a `<Shared>` inside a fragment.
 * - The including page's tree keeps a `Shared` element and its Markdown twin a marker; the
 *   `Mdx.content` resolver (gatsby-node.ts) and the Markdown twins (src/node/ai-docs) put the
 *   fragment's content in their place, read when the page's query runs, so editing a fragment
 *   rebuilds exactly the pages that include it.
 *
 * Front matter of a fragment: `title` only (required), a short description for authors and GraphiQL.
 */
import type { ContentNode } from '../../content-model/content-tree';
import type { CompileProblem } from './tree';
import type { Heading, LinkRef, MdastNode } from './outline';

/** Folder of the fragments, relative to the project. */
export const SHARED_DIR = 'content/shared';

/** A fragment's name: its file name without `.mdx`, lower-case words joined by "-". */
export const SHARED_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A `<Shared name="…" />` of a page, with its line in the file. */
export interface SharedRef {
  readonly name: string;
  readonly line: number;
}

const JSX = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

/**
 * The `<Shared name="…" />` elements of a body, in order. `lineOffset` turns body lines into file
 * lines; problems (body lines) go to `problems`: the element must stand on its own line (its
 * content is blocks), have exactly one literal `name` attribute and no children.
 */
export function sharedRefsOf(tree: MdastNode, lineOffset: number, problems: CompileProblem[]): SharedRef[] {
  const refs: SharedRef[] = [];
  const walk = (node: MdastNode) => {
    if (JSX.has(node.type) && node.name === 'Shared') {
      const line = node.position?.start.line ?? 1;
      const attributes = node.attributes ?? [];
      const name = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'name')?.value;
      const example = `<Shared name="${typeof name === 'string' && name ? name : 'dify-auth'}" />`;
      if (node.type === 'mdxJsxTextElement') {
        problems.push({
          line,
          message: `<Shared> inside a line of text: a fragment is one or more paragraphs, tables or code blocks, so write ${example} on a line of its own, with blank lines around it.`,
        });
      } else if (typeof name !== 'string' || !SHARED_NAME.test(name)) {
        problems.push({
          line,
          message: `<Shared> needs a name="…" written as plain text, the file name of a fragment in ${SHARED_DIR}/ without .mdx (lower-case words joined by "-"), e.g. <Shared name="dify-auth" />.`,
        });
      } else if (attributes.length > 1 || (node.children ?? []).length > 0) {
        problems.push({ line, message: `<Shared> takes only name="…" and no content: write ${example} (its text comes from ${SHARED_DIR}/${name}.mdx).` });
      } else {
        refs.push({ name, line: line + lineOffset });
      }
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return refs;
}

/** A site path (`/docs/…`) or a URL with a scheme (`https:`, `mailto:`): the same target on every page. */
export function isPageIndependentUrl(url: string): boolean {
  return (url.startsWith('/') && !url.startsWith('//')) || /^[a-z][a-z0-9+.-]*:/i.test(url);
}

/**
 * What a fragment may not contain (see the module comment), as problems with body lines.
 * `headings` and `links` are the outline's (file lines: `lineOffset` is taken off again).
 */
export function fragmentProblems(tree: MdastNode, headings: readonly Heading[], links: readonly LinkRef[], lineOffset: number): CompileProblem[] {
  const problems: CompileProblem[] = [];
  for (const heading of headings) {
    problems.push({
      line: heading.line - lineOffset,
      message: `the heading "${heading.value}": a shared fragment cannot contain headings, because each page that includes it writes its own (its table of contents and #anchors stay the page's). Remove it from the fragment and write it in each including page, just before <Shared name="…" />.`,
    });
  }
  const walk = (node: MdastNode) => {
    if (JSX.has(node.type) && node.name && /^h[1-6]$/.test(node.name)) {
      problems.push({
        line: node.position?.start.line ?? 1,
        message: `<${node.name}>: a shared fragment cannot contain headings; write the heading in each page that includes the fragment, just before <Shared name="…" />.`,
      });
    } else if (JSX.has(node.type) && node.name === 'Shared') {
      problems.push({
        line: node.position?.start.line ?? 1,
        message: `a fragment cannot include another fragment: copy that fragment's text here, or include both fragments from the page.`,
      });
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  for (const link of links) {
    if (isPageIndependentUrl(link.url)) continue;
    problems.push({
      line: link.line - lineOffset,
      message: `the link "${link.url}": a shared fragment is shown on several pages, so a relative link or a bare #anchor would lead somewhere different on each. Write the site path, e.g. /docs/get-started/error-codes${link.url.startsWith('#') ? link.url : ''}.`,
    });
  }
  return problems;
}

/**
 * The fragment name of a file of the `shared` source (its path relative to content/shared), or a
 * `file: message` problem when the file name cannot be a name.
 */
export function fragmentNameOf(relativePath: string, file: string): { name: string; problem: null } | { name: null; problem: string } {
  const name = relativePath.replace(/\.mdx$/, '');
  if (SHARED_NAME.test(name)) return { name, problem: null };
  return {
    name: null,
    problem: `${file}: a shared fragment's file name is its name, used as <Shared name="…" />: put it directly in ${SHARED_DIR}/ (no sub-folders) and name it with lower-case words joined by "-", e.g. ${SHARED_DIR}/dify-auth.mdx.`,
  };
}

/** 1-based line of `key:` in the front matter of `source` (1 when absent). */
function frontmatterLine(source: string, key: string): number {
  const found = source.split(/\r?\n/).findIndex((line, index) => index > 0 && line.startsWith(`${key}:`));
  return found === -1 ? 1 : found + 1;
}

/** Checks a fragment's front matter (`title`, required, and nothing else); `file:line: message` lines. */
export function checkFragmentFrontmatter(data: Record<string, unknown> | undefined, file: string, source: string): string[] {
  const problems: string[] = [];
  const fm = data ?? {};
  if (typeof fm.title !== 'string' || fm.title.trim() === '') {
    problems.push(
      `${file}:${frontmatterLine(source, 'title')}: front matter "title" is required for a shared fragment: add \`title: What the fragment says\` (shown in GraphiQL only; the including page keeps its own title).`,
    );
  }
  const other = Object.keys(fm).filter((key) => key !== 'title');
  if (other.length > 0) {
    problems.push(
      `${file}:${frontmatterLine(source, other[0])}: unknown front matter field(s) ${other.join(', ')} in a shared fragment: a fragment has no page, so only "title" applies. Remove them.`,
    );
  }
  return problems;
}

/** Problems of a page's `<Shared>` elements whose name has no fragment, as `file:line: message` lines. */
export function unknownFragmentProblems(file: string, refs: readonly SharedRef[], known: ReadonlySet<string>): string[] {
  const names = [...known].sort();
  return refs
    .filter((ref) => !known.has(ref.name))
    .map(
      (ref) =>
        `${file}:${ref.line}: <Shared name="${ref.name}" /> names no fragment: there is no ${SHARED_DIR}/${ref.name}.mdx. Use one of ${names.length > 0 ? names.join(', ') : '(none yet)'}, or create that file.`,
    );
}

/** The names of the fragments a content tree includes (its `Shared` elements), in order, without repeats. */
export function sharedNamesOf(tree: readonly ContentNode[]): string[] {
  const names = new Set<string>();
  const walk = (nodes: readonly ContentNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') continue;
      const [type, props, ...children] = node;
      if (type === 'Shared' && props && typeof props.name === 'string') names.add(props.name);
      walk(children);
    }
  };
  walk(tree);
  return [...names];
}
