/**
 * onCreateNode: each MDX file is compiled once (src/node/compile; on worker threads when many
 * wait, see pool.ts): its kind (doc or page), doc id, URL, headings, links, Markdown twin and
 * content tree become fields of its node, which Gatsby keeps until the file changes. Invalid front
 * matter or MDX fails the build naming file and line. Shared fragments (content/shared, kind
 * fragment) are compiled the same way but get no URL.
 */
import fs from 'fs';
import path from 'path';
import { timedHook } from '../build-steps';
import type { CreateNodeArgs, GatsbyNode, Node } from 'gatsby';
import { checkFrontmatter, readFrontmatter } from '../frontmatter';
import { CompileError, type CompiledPage, type CompileInput } from '../compile';
import { checkFragmentFrontmatter, fragmentNameOf } from '../compile/shared';
import { docIdOf, docSlugOf, pageSlugOf } from '../docs';
import { lastModifiedOf } from '../ai-docs';
import { contentError } from '../content-errors';
import { PAGE_FIELD, type MdxPageFields } from '../mdx-fields';
import { PROJECT_DIR, compilePool, compileSite, developContent } from './state';

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  body?: string;
  internal: Node['internal'] & { contentFilePath?: string };
}

/**
 * Compiles one MDX file's body (on the compile pool); what it cannot compile fails the build
 * (null then, and the problem is noted for the page under `gatsby develop`). `options` are the
 * CompileInput fields that differ between pages and fragments.
 */
async function compileFile(
  mdx: MdxNode,
  source: string,
  sourcePath: string,
  reporter: CreateNodeArgs['reporter'],
  options: Omit<CompileInput, 'body' | 'file' | 'bodyStartLine' | 'title'>,
  isCurrent: () => boolean,
): Promise<CompiledPage | null> {
  const body = mdx.body ?? '';
  const at = source.lastIndexOf(body);
  try {
    return await compilePool.compile(
      {
        body,
        file: sourcePath,
        bodyStartLine: at === -1 ? 1 : source.slice(0, at).split('\n').length,
        title: String(mdx.frontmatter?.title ?? ''),
        ...options,
      },
      compileSite(),
    );
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    // An older version of the file, replaced while it compiled, has nothing to report.
    if (!isCurrent()) return null;
    reporter.panicOnBuild(contentError('mdx', error.message));
    developContent?.noteProblems(sourcePath, [error.message]);
    return null;
  }
}

/**
 * The node's front matter and body, under `gatsby develop` read from the file itself. When a file is
 * saved again while Gatsby handles the previous save, the Mdx node can carry the front matter and
 * body of an earlier save (gatsby-plugin-mdx caches them by the file node's content digest, which
 * gatsby-source-filesystem caches by modification time): the page then showed an error already
 * fixed, or missed a new one. A build reads each file once: it uses the node's.
 */
function currentContent(mdx: MdxNode, source: string, sourcePath: string): { mdx: MdxNode; yamlProblems: string[] } {
  if (!developContent) return { mdx, yamlProblems: [] };
  const read = readFrontmatter(source, sourcePath);
  return { mdx: { ...mdx, frontmatter: read.data, body: read.content }, yamlProblems: read.problems };
}

/**
 * Whether `node` is still the stored version of its node. Under `gatsby develop`, a file saved
 * twice in quick succession gets two onCreateNode runs at once; the older one, finishing last,
 * must neither report its problems nor store its fields (createNodeField would store its old body
 * back over the new one).
 */
const isCurrentNode = (node: Node, getNode: (id: string) => Node | undefined) => {
  const stored = getNode(node.id);
  return !stored || stored.internal?.contentDigest === node.internal.contentDigest;
};

/**
 * Gatsby calls onCreateNode only for the nodes this accepts: the Mdx nodes. Without it, every
 * other node (each File, each page's SitePage, the catalog's nodes: two of every three nodes)
 * costs a plugin API run that does nothing, seconds of a dev start on large sites.
 */
export const shouldOnCreateNode: GatsbyNode['shouldOnCreateNode'] = ({ node }: { node: Node }) => node.internal.type === 'Mdx';

export const onCreateNode: GatsbyNode['onCreateNode'] = timedHook(
  'onCreateNode (MDX compile)',
  ['content/**/*.mdx'],
  async ({ node, getNode, actions, reporter }: CreateNodeArgs) => {
    // Gatsby asks shouldOnCreateNode first; this guard keeps a direct call (tests, another plugin) safe.
    if (!shouldOnCreateNode({ node }, {} as never)) return;
    const file = getNode((node as MdxNode).parent as string) as (Node & { sourceInstanceName: string; relativePath: string; absolutePath: string }) | undefined;
    if (!file) return;
    const source = fs.readFileSync(file.absolutePath, 'utf8');
    const sourcePath = path.relative(PROJECT_DIR, file.absolutePath);
    const { mdx, yamlProblems } = currentContent(node as MdxNode, source, sourcePath);
    developContent?.startFile(sourcePath);
    if (yamlProblems.length > 0) {
      const message = `Invalid front matter:\n${yamlProblems.join('\n')}`;
      reporter.panicOnBuild(contentError('frontmatter', message));
      developContent?.noteProblems(sourcePath, [message]);
    }
    if (file.sourceInstanceName === 'shared') {
      await onCreateFragment(node, mdx, file, source, actions, reporter, () => isCurrentNode(node, getNode));
      return;
    }
    const kind = file.sourceInstanceName === 'docs' ? 'doc' : 'page';
    const problems = checkFrontmatter(mdx.frontmatter, kind, sourcePath, source);
    if (problems.length > 0) {
      const message = `Invalid front matter:\n${problems.join('\n')}`;
      reporter.panicOnBuild(contentError('frontmatter', message));
      developContent?.noteProblems(sourcePath, [message]);
    }
    const docId = kind === 'doc' ? docIdOf(file.relativePath) : null;
    const frontmatterSlug = typeof mdx.frontmatter?.slug === 'string' ? mdx.frontmatter.slug : null;
    const slug = docId !== null ? docSlugOf(docId, frontmatterSlug) : pageSlugOf(file.relativePath);
    const isCurrent = () => isCurrentNode(node, getNode);
    const compiled = await compileFile(
      mdx,
      source,
      sourcePath,
      reporter,
      {
        description: typeof mdx.frontmatter?.description === 'string' ? mdx.frontmatter.description : null,
        path: slug,
        markdown: kind === 'doc',
      },
      isCurrent,
    );
    if (!isCurrent()) return;
    const fields: MdxPageFields = {
      kind,
      docId,
      slug,
      sourcePath,
      lastModified: lastModifiedOf(file.absolutePath),
      fragment: null,
      ...compiledFields(compiled),
    };
    storeFields(node, fields, compiled !== null, actions);
  },
);

/** What the compile step makes of a file, as fields (empty when it did not compile). */
function compiledFields(compiled: CompiledPage | null) {
  return {
    headings: compiled?.headings ?? [],
    links: compiled?.links ?? [],
    dataComponents: compiled?.dataComponents ?? [],
    errorRefs: compiled?.errorRefs ?? [],
    modelRefs: compiled?.modelRefs ?? [],
    operationRefs: compiled?.operationRefs ?? [],
    apiRequests: compiled?.apiRequests ?? [],
    shared: compiled?.shared ?? [],
    markdown: compiled?.markdown ?? null,
    treeJson: compiled ? JSON.stringify(compiled.tree) : null,
  };
}

/**
 * Stores a file's fields on its node, in one write: Gatsby stores the whole node again on every
 * createNodeField (src/node/mdx-fields.ts). Under `gatsby develop`, a file that stops compiling
 * keeps its last good content (the browser shows it under the error, src/components/DevContentErrors).
 */
function storeFields(node: Node, fields: MdxPageFields, compiled: boolean, actions: CreateNodeArgs['actions']) {
  actions.createNodeField({ node, name: PAGE_FIELD, value: developContent ? developContent.fields(fields.sourcePath, fields, compiled) : fields });
}

/**
 * A shared fragment (content/shared/<name>.mdx, src/node/compile/shared.ts): compiled like a page,
 * with what a fragment cannot contain failing the build; no URL, no page, no sidebar entry. Its
 * links and error codes are checked with the pages' in createPages.
 */
async function onCreateFragment(
  node: Node,
  mdx: MdxNode,
  file: Node & { relativePath: string; absolutePath: string },
  source: string,
  actions: CreateNodeArgs['actions'],
  reporter: CreateNodeArgs['reporter'],
  isCurrent: () => boolean,
) {
  const sourcePath = path.relative(PROJECT_DIR, file.absolutePath);
  const { name, problem } = fragmentNameOf(file.relativePath, sourcePath);
  const problems = [...(problem ? [problem] : []), ...checkFragmentFrontmatter(mdx.frontmatter, sourcePath, source)];
  if (problems.length > 0) {
    const message = `Invalid shared fragment:\n${problems.join('\n')}`;
    reporter.panicOnBuild(contentError('fragments', message));
    developContent?.noteProblems(sourcePath, [message]);
  }
  const compiled = await compileFile(mdx, source, sourcePath, reporter, { path: '/', markdown: true, fragment: true }, isCurrent);
  if (!isCurrent()) return;
  const fields: MdxPageFields = {
    kind: 'fragment',
    fragment: name,
    docId: null,
    // No URL: a fragment has no page. Its own links must be site paths, so '' resolves nothing.
    slug: '',
    sourcePath,
    lastModified: lastModifiedOf(file.absolutePath),
    ...compiledFields(compiled),
    // A fragment has no headings of its own (the page writes the one before it) and includes none.
    headings: [],
    shared: [],
  };
  storeFields(node, fields, compiled !== null, actions);
}
