/**
 * Build steps, in the order Gatsby runs them:
 * 1. createSchemaCustomization: explicit types for MDX front matter and our fields, so partial
 *    content still compiles and GraphiQL documents them.
 * 2. onCreateNode: each MDX file is compiled once (src/node/compile; on worker threads when many
 *    wait, see pool.ts): its kind (doc or page), doc id, URL, headings, links, Markdown twin and
 *    content tree become fields of its node, which Gatsby keeps until the file changes. Invalid front matter or MDX fails the build naming file
 *    and line.
 *    Shared fragments (content/shared, kind fragment) are compiled the same way but get no URL.
 * 3. createResolvers: `docsSidebar` and `siteConfig` root fields, computed once from the nodes and
 *    read by components through useStaticQuery (one shared file, not copied into every page);
 *    `Mdx.content`, the content tree with data components' data and shared fragments filled in.
 * 4. createPages: one page per MDX file, all rendered by one template (doc pages) or another
 *    (standalone pages), after checking the navbar against the docs, every internal link and
 *    anchor (fragments' too), error codes and the names of included fragments. Under `gatsby
 *    develop` the first pages are created in createPagesStatefully and later runs create only
 *    what changed (see createPagesStatefully below).
 * 5. onPostBootstrap: build-time assets (the footer's QR code); under `gatsby develop`, the schema
 *    once more with the pages (src/build/gatsby-node-internals.ts).
 * 6. onCreateWebpackConfig: the validated site config as a compile-time constant for components,
 *    and the other webpack adjustments (src/build/webpack.ts, which lists the Gatsby internals we use).
 * 7. onPostBuild: NUL padding out of the HTML (React streaming bug), Markdown twins of the docs, llms.txt, llms-full.txt, sitemap.xml, robots.txt, and
 *    the nginx Content-Security-Policy for this build's inline scripts.
 */
import { createHash } from 'crypto';
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import type {
  CreateNodeArgs,
  CreatePagesArgs,
  CreateResolversArgs,
  CreateSchemaCustomizationArgs,
  CreateWebpackConfigArgs,
  GatsbyNode,
  Node,
  SourceNodesArgs,
} from 'gatsby';
import rawConfig from '../../config/site.config';
import { parseSiteConfig } from '../../config/schema';
import { checkFrontmatter, frontmatterTypeDefs, frontmatterYamlProblems, readFrontmatter } from '../frontmatter';
import { CompileError, type CompiledPage, type CompileInput } from '../compile';
import { CompilePool } from '../compile/pool';
import { walkFiles } from '../walk';
import { fillDataComponents, narrowErrorCatalogs, spliceElements, spliceShared } from '../data-components';
import { checkFragmentFrontmatter, fragmentNameOf, sharedNamesOf, unknownFragmentProblems } from '../compile/shared';
import { buildSidebar, type SidebarDocInput } from '../sidebar';
import { checkLinks, type LinkSource, type PageTarget } from '../links';
import { checkNavbarItems } from '../navbar-check';
import { docIdOf, docSlugOf, pageSlugOf, readCategories } from '../docs';
import { flattenLinks, type Sidebar } from '../../utils/sidebar';
import { writeQrCode } from '../qr';
import {
  CATALOG_MODEL_TYPE,
  CATALOG_TYPE_DEFS,
  MODELS_FILE,
  catalogNodeData,
  catalogRows,
  modelDocsErrors,
  modelRefProblems,
  modelSlugErrors,
  parseModelCatalog,
  staleEntries,
  type CatalogModelNodeData,
} from '../models';
import { modelPage } from '../model-pages/page';
import { SAMPLE_API_BASE_URL, resolveDataMarkers } from '../ai-docs/markdown';
import {
  CATALOG_ERROR_BODY_TYPE,
  CATALOG_ERROR_TYPE,
  ERRORS_FILE,
  ERROR_TYPE_DEFS,
  checkErrorRefs,
  docsLinkProblems,
  errorCatalogData,
  errorNodeData,
  parseErrorCatalog,
  type ErrorCatalog,
} from '../errors';
import { writeNginxCsp } from '../csp';
import { siteInlineScripts } from '../../build/inline-scripts';
import { lastModifiedOf, writeAiDocs, type AiDocsArgs } from '../ai-docs';
import { stripNulFromHtml } from '../strip-nul';
import { headExportErrors, pageSources } from '../head-exports';
import { adjustWebpackConfig, type Stage } from '../../build/webpack';
import {
  GATSBY_DEVELOP,
  adjustGatsbyInternals,
  adjustGatsbyWorker,
  buildDevelopShellWithBundle,
  developShellPlugin,
  buildDevelopSchemaWithPages,
  allNodesForData,
  type DependencyTracker,
  nodeStoreOf,
  trackPendingMdxFieldsIn,
} from '../../build/gatsby-node-internals';
import type { ContentNode } from '../../components/mdx/content-tree';
import { OPENAPI_DIR } from '../openapi/load';
import { blockKey, cachedPreparation, prepareOpenApi, type PrepareInput, type PreparedOpenApi } from '../openapi/prepare';
import { startExampleLint } from '../openapi/example-lint';
import { SITE_NODE_DIR } from './load';
import { BUILD_REPORTS_DIR, moveBuildReports, restoreBuildReports } from '../build-reports';
import { operationsOf, type ApiOperation } from '../openapi/operations';
import {
  API_OPERATION_BLOCK_TYPE,
  API_OPERATION_TYPE,
  API_OPERATION_TYPE_DEFS,
  apiOperationNodeData,
  operationOfNode,
  type ApiOperationNodeData,
} from '../openapi/nodes';
import { OPENAPI_JSON_PATH, OPENAPI_YAML_PATH, OperationPartError, operationPartMarkdown, isOperationPart } from '../openapi/render';
import { documentPageProblems, operationLinks, pageApiProblems } from '../openapi/samples';
import { createDevelopContent, createDevelopPages, type PageInput } from '../develop-pages';
import { contentError, contentErrorMap, problemsOfFile, type ContentErrorKind } from '../content-errors';
import { MDX_FIELDS_TYPE_DEFS, PAGE_FIELD, pageFieldsOf, type FieldsResult, type MdxPageFields, treeOf } from '../mdx-fields';

/** The project's folder: Gatsby runs with it as the working directory (so do its workers and Jest). */
const PROJECT_DIR = process.cwd();
const site = parseSiteConfig(rawConfig);
// Gatsby's own build steps, adjusted before bootstrap reaches them (not in its query and HTML workers).
if (process.env.GATSBY_WORKER_POOL_WORKER !== 'true') adjustGatsbyInternals(PROJECT_DIR);
else adjustGatsbyWorker(PROJECT_DIR);
const DOCS_DIR = path.resolve(PROJECT_DIR, 'content/docs');
const STATIC_DIR = path.resolve(PROJECT_DIR, 'static');
const DOC_TEMPLATE = path.resolve(PROJECT_DIR, 'src/templates/doc-page.tsx');
const PAGE_TEMPLATE = path.resolve(PROJECT_DIR, 'src/templates/mdx-page.tsx');
const MODEL_TEMPLATE = path.resolve(PROJECT_DIR, 'src/templates/model-page.tsx');

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  body?: string;
  internal: Node['internal'] & { contentFilePath?: string };
}

/* 1. Types ------------------------------------------------------------------------------------ */

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }: CreateSchemaCustomizationArgs) => {
  actions.createTypes(`
    type Mdx implements Node @dontInfer {
      "The MDX source without front matter"
      body: String!
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    "A link written in a page, with its line in the source file (for the build's link check)."
    type MdxLink {
      url: String!
      line: Int!
      "link, or image for what the page embeds (Markdown images, src attributes), which must be a file"
      kind: String
    }
    type MdxSharedRef {
      name: String!
      "1-based line in the source file"
      line: Int!
    }
    type MdxErrorRef {
      code: String!
      "gateway, dify or kling"
      scheme: String!
      status: Int
      type: String
      "1-based line in the source file"
      line: Int!
      "table or body"
      where: String!
    }
    "An <Operation id=… part=…/> element of a page (content/openapi), with its line"
    type MdxOperationRef {
      ids: [String!]!
      "endpoint, path, query, header, body or response"
      part: String!
      "The variant it shows (schema=…)"
      schema: String
      line: Int!
    }
    "A gateway request made by a code sample, checked against content/openapi"
    type MdxApiRequest {
      "curl, python, node or http"
      lang: String!
      method: String!
      path: String!
      line: Int!
      "curl: the literal JSON body"
      body: String
      "The top-level field names it sends, when they can be read"
      fields: [String!]
    }
    "A model id sent by a code sample, with its line (checked against the catalogue's lifecycle)"
    type MdxModelRef {
      id: String!
      "1-based line in the source file"
      line: Int!
    }
    type MdxHeading {
      depth: Int!
      value: String!
      id: String!
      "1-based line in the source file"
      line: Int!
    }
  `);
  actions.createTypes(frontmatterTypeDefs());
  actions.createTypes(MDX_FIELDS_TYPE_DEFS);
  actions.createTypes(CATALOG_TYPE_DEFS);
  actions.createTypes(ERROR_TYPE_DEFS);
  actions.createTypes(API_OPERATION_TYPE_DEFS);
};

/* 1b. Catalogues: one CatalogModel node per entry of content/models.json, one CatalogError per
   entry of content/errors.json (and one CatalogErrorBody per API format's body shape) ---------- */

/** The error catalogue, read when the nodes are sourced; createPages checks the pages against it. */
let errorCatalog: ErrorCatalog | null = null;

/** Watches content/openapi during `gatsby develop` (sourceNodes starts it once). */
let openApiWatcher: fs.FSWatcher | null = null;

/** The bundled OpenAPI document and its operations, read when the nodes are sourced (published after the build). */
let openApi: {
  document: Record<string, unknown>;
  operations: ApiOperation[];
  sources: ReadonlyMap<string, { file: string; line: number }>;
  published: { json: string; yaml: string } | null;
  blockKeys: string[];
} | null = null;

/** What src/node/openapi/prepare.ts needs: the project, the site values it depends on, Gatsby's cache. */
function openApiInput(): PrepareInput & { cacheDir: string } {
  return {
    projectDir: PROJECT_DIR,
    site: { url: site.url, baseUrl: site.baseUrl, apiBaseUrl: site.api.baseUrl, docsUrl: `${site.url}${site.baseUrl}`.replace(/\/$/, '') },
    cacheDir: path.resolve(PROJECT_DIR, '.cache'),
  };
}

/** Checks before sourcing, and the last build's reports back in public/. */
/** Content errors get ids and a category of their own in Gatsby's error output (src/node/content-errors.ts). */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  const errorMap = contentErrorMap(`${site.url}${site.baseUrl}docs/community/documentation-style-guide`);
  // The reporter an API gets registers the ids under the plugin's name, and finds them so; but
  // inside one of Gatsby's activities (sourcing, createPages) a report goes to the activity, which
  // looks the plain id up. Both are registered.
  reporter.setErrorMap(errorMap);
  gatsbyReporter().setErrorMap(errorMap);
  // The OpenAPI document's example rules start on a thread of their own now, when sourceNodes will
  // prepare the document (no cached preparation), and are awaited there (src/node/openapi/example-lint.ts).
  if (process.env.gatsby_executing_command && !cachedPreparation(openApiInput()).prepared)
    openApiExampleLint = startExampleLint(PROJECT_DIR, path.join(PROJECT_DIR, SITE_NODE_DIR));
};

/** The example rules' problems, found on a thread started in onPreInit; null: not started. */
let openApiExampleLint: Promise<string[]> | null = null;

/**
 * Gatsby's reporter itself (the process's one instance, which plugins such as gatsby-plugin-sharp
 * require too), from the gatsby-cli that Gatsby depends on. `gatsby/reporter` would be the public
 * name, but in Gatsby 5.16 it gives `undefined` (it re-exports a `default` the module lacks).
 */
function gatsbyReporter(): { setErrorMap: (map: Record<string, unknown>) => void } {
  const fromGatsby = createRequire(createRequire(path.join(PROJECT_DIR, 'package.json')).resolve('gatsby/package.json'));
  const reporter = fromGatsby('gatsby-cli/lib/reporter') as { setErrorMap?: unknown };
  if (typeof reporter?.setErrorMap !== 'function')
    throw new Error('gatsby-cli/lib/reporter has no setErrorMap: Gatsby changed its reporter; see src/node/content-errors.ts');
  return reporter as { setErrorMap: (map: Record<string, unknown>) => void };
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  // Front matter that is not valid YAML stops gatsby-plugin-mdx before our checks run, with a
  // message that names no file: read every page's first, and name file and line.
  const yamlProblems = frontmatterYamlProblems(PROJECT_DIR, ['content/docs', 'content/pages', 'content/shared']);
  if (yamlProblems.length > 0) reporter.panicOnBuild(contentError('frontmatter', `Invalid front matter:\n${yamlProblems.join('\n')}`));
  // The last build's reports go back where Gatsby and the bundle reuse look for them (src/node/build-reports.ts).
  restoreBuildReports(path.resolve(PROJECT_DIR, BUILD_REPORTS_DIR), path.resolve(PROJECT_DIR, 'public'));
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest, reporter, getNode }: SourceNodesArgs) => {
  let catalog;
  try {
    catalog = parseModelCatalog(fs.readFileSync(path.resolve(PROJECT_DIR, MODELS_FILE), 'utf8'));
    errorCatalog = parseErrorCatalog(fs.readFileSync(path.resolve(PROJECT_DIR, ERRORS_FILE), 'utf8'));
  } catch (error) {
    reporter.panicOnBuild(contentError('models', (error as Error).message));
    return;
  }
  const slugErrors = modelSlugErrors(catalog);
  if (slugErrors.length > 0) reporter.panicOnBuild(contentError('models', `Invalid model catalogue:\n${slugErrors.join('\n')}`));
  for (const stale of staleEntries(catalog)) reporter.warn(stale);
  const models = catalogNodeData(catalog);
  // Each model's page is MDX text written from its entry (src/node/model-pages), compiled like a
  // written page; the node keeps the result, which the model template's query reads.
  const pages = await Promise.all(models.map((data) => compileModelPage(data, models, reporter)));
  models.forEach((data, index) => {
    const node = { ...data, page: pages[index] };
    actions.createNode({
      ...node,
      id: createNodeId(`${CATALOG_MODEL_TYPE}-${data.modelId}`),
      internal: { type: CATALOG_MODEL_TYPE, contentDigest: createContentDigest(node) },
    });
  });
  for (const data of errorNodeData(errorCatalog)) {
    actions.createNode({
      ...data,
      id: createNodeId(`${CATALOG_ERROR_TYPE}-${data.scheme}-${data.code}`),
      internal: { type: CATALOG_ERROR_TYPE, contentDigest: createContentDigest(data) },
    });
  }
  // The OpenAPI document (content/openapi): linted, bundled, published and its blocks compiled, on
  // a thread started in onPreBootstrap (src/node/openapi/prepare.ts); one node per operation and
  // per compiled block.
  const sourceOpenApi = async (prepared: PreparedOpenApi, report: (message: string) => void) => {
    if (prepared.problems.length > 0)
      report(`Invalid OpenAPI document (${OPENAPI_DIR}; its README.md says how it is written):\n${prepared.problems.join('\n')}`);
    if (!prepared.document) return;
    const before = new Set(openApi?.operations.map((operation) => `${API_OPERATION_TYPE}-${operation.id}`) ?? []);
    for (const key of openApi?.blockKeys ?? []) before.add(`${API_OPERATION_BLOCK_TYPE}-${key}`);
    const sources = new Map(prepared.sources.map((source) => [source.operationId, source]));
    openApi = {
      document: prepared.document,
      operations: operationsOf(prepared.document),
      sources,
      published: prepared.publishedJson && prepared.publishedYaml ? { json: prepared.publishedJson, yaml: prepared.publishedYaml } : null,
      blockKeys: prepared.blocks.map((block) => block.key),
    };
    for (const operation of openApi.operations) {
      before.delete(`${API_OPERATION_TYPE}-${operation.id}`);
      const data = apiOperationNodeData(operation, sources.get(operation.id));
      actions.createNode({
        ...data,
        id: createNodeId(`${API_OPERATION_TYPE}-${operation.id}`),
        internal: { type: API_OPERATION_TYPE, contentDigest: createContentDigest(data) },
      });
    }
    for (const block of prepared.blocks) {
      before.delete(`${API_OPERATION_BLOCK_TYPE}-${block.key}`);
      actions.createNode({
        ...block,
        id: createNodeId(`${API_OPERATION_BLOCK_TYPE}-${block.key}`),
        internal: { type: API_OPERATION_BLOCK_TYPE, contentDigest: block.key },
      });
    }
    for (const key of before) {
      const node = getNode?.(createNodeId(key));
      if (node) actions.deleteNode(node);
    }
  };
  // In this thread. On a worker thread, started before sourcing, it saved nothing: the two cores
  // are busy already (56 pages, cold, three runs each: sourcing 4.55-4.99 s on a thread, 4.56-4.84 s
  // here; the whole preparation on a thread was slower still, 5.0-5.4 s). Warm builds take it from
  // Gatsby's cache when nothing it reads has changed; a call outside Gatsby (tests) skips the cache.
  const prepared = await prepareOpenApi(
    { ...openApiInput(), cacheDir: process.env.gatsby_executing_command ? openApiInput().cacheDir : null },
    (input, compileSite) => compilePool.compile(input, compileSite),
    openApiExampleLint ?? undefined,
  );
  openApiExampleLint = null;
  await sourceOpenApi(prepared, (message) => reporter.panicOnBuild(contentError('openapi', message)));
  // `gatsby develop` reads the YAML again when it changes, like the MDX: the pages that show a
  // changed operation re-run their queries (they read its node), and a problem is reported, not fatal.
  if (GATSBY_DEVELOP && !openApiWatcher) {
    let timer: NodeJS.Timeout | undefined;
    openApiWatcher = fs.watch(path.resolve(PROJECT_DIR, OPENAPI_DIR), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        prepareOpenApi({ ...openApiInput(), cacheDir: null }, (input, compileSite) => compilePool.compile(input, compileSite))
          .then((prepared) => sourceOpenApi(prepared, (message) => reporter.error(contentError('openapi', message))))
          .catch((error: Error) => reporter.error(`${OPENAPI_DIR}: ${error.message}`));
      }, 100);
    });
  }
  errorCatalog.bodies.forEach((body, position) => {
    const data = { ...body, position };
    actions.createNode({
      ...data,
      id: createNodeId(`${CATALOG_ERROR_BODY_TYPE}-${body.format}`),
      internal: { type: CATALOG_ERROR_BODY_TYPE, contentDigest: createContentDigest(data) },
    });
  });
};

/** What a CatalogModel node keeps of its compiled page (GraphQL type CatalogModelPage). */
interface ModelPageFields {
  readonly title: string;
  readonly description: string;
  readonly headings: MdxPageFields['headings'];
  readonly links: MdxPageFields['links'];
  readonly modelRefs: MdxPageFields['modelRefs'];
  readonly apiRequests: MdxPageFields['apiRequests'];
  readonly markdown: string | null;
  readonly treeJson: string | null;
}

/** The model's page compiled from the MDX its entry makes; null (reported) when that fails. */
async function compileModelPage(
  model: CatalogModelNodeData,
  all: readonly CatalogModelNodeData[],
  reporter: SourceNodesArgs['reporter'],
): Promise<ModelPageFields | null> {
  const source = modelPage(model, all, SAMPLE_API_BASE_URL);
  try {
    const compiled = await compilePool.compile(
      {
        body: source.body,
        file: `${MODELS_FILE} (page of ${model.modelId})`,
        bodyStartLine: 1,
        title: source.title,
        description: source.description,
        path: source.path,
        markdown: true,
        snippets: false,
      },
      { url: site.url, baseUrl: site.baseUrl, apiBaseUrl: site.api.baseUrl },
    );
    return {
      title: source.title,
      description: source.description,
      headings: compiled.headings,
      links: compiled.links,
      modelRefs: compiled.modelRefs,
      apiRequests: compiled.apiRequests,
      markdown: compiled.markdown,
      treeJson: JSON.stringify(compiled.tree),
    };
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    reporter.panicOnBuild(contentError('models', error.message));
    return null;
  }
}

/** Compiled `<Operation>` blocks by their Markdown: pages showing the same block share one compile. */
const operationBlocks = new Map<string, Promise<ContentNode[]>>();

/**
 * The content of an `<Operation>` block: its Markdown (src/node/openapi/render.ts) compiled like a
 * shared fragment, so tables, links and highlighting are those of written content.
 */
function operationBlock(markdown: string, label: string): Promise<ContentNode[]> {
  let block = operationBlocks.get(markdown);
  if (!block) {
    block = compilePool
      .compile(
        { body: markdown, file: `${OPENAPI_DIR} (${label})`, bodyStartLine: 1, title: '', path: '/', markdown: false, fragment: true },
        { url: site.url, baseUrl: site.baseUrl, apiBaseUrl: site.api.baseUrl },
      )
      .then((compiled) => compiled.tree);
    operationBlocks.set(markdown, block);
    if (operationBlocks.size > 2000) operationBlocks.delete(operationBlocks.keys().next().value as string);
  }
  return block;
}

/* 2. Node fields ------------------------------------------------------------------------------ */

/** Compiles pages on worker threads during a cold build's sourcing (src/node/compile/pool.ts). */
const compilePool = new CompilePool(
  PROJECT_DIR,
  path.resolve(PROJECT_DIR, '.cache'),
  undefined,
  // Counted when a burst of pages first arrives: Gatsby's query and HTML workers load this file too.
  () => walkFiles(path.resolve(PROJECT_DIR, 'content'), { match: /\.mdx$/ }).length,
);

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
      { url: site.url, baseUrl: site.baseUrl, apiBaseUrl: site.api.baseUrl },
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
 * Gatsby calls onCreateNode only for the nodes this accepts: the Mdx nodes. Without it, every
 * other node (each File, each page's SitePage, the catalog's nodes: two of every three nodes)
 * costs a plugin API run that does nothing, ~2 s in all of a dev start at 5,056 pages.
 */
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

export const shouldOnCreateNode: GatsbyNode['shouldOnCreateNode'] = ({ node }: { node: Node }) => node.internal.type === 'Mdx';

export const onCreateNode: GatsbyNode['onCreateNode'] = async ({ node, getNode, actions, reporter }: CreateNodeArgs) => {
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
};

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

/* 3. Shared data ------------------------------------------------------------------------------ */

type DocNodeFields = FieldsResult<'kind' | 'docId' | 'slug'>;

function sidebarFrom(docs: ReadonlyArray<{ fields: DocNodeFields; frontmatter: Record<string, unknown> }>): Sidebar {
  const { categories, errors } = readCategories(DOCS_DIR);
  if (errors.length > 0) throw new Error(`Invalid category file(s):\n${errors.join('\n')}`);
  const inputs: SidebarDocInput[] = docs
    .filter((doc) => doc.fields.kind === 'doc' && doc.fields.docId)
    .map((doc) => ({
      id: doc.fields.docId as string,
      slug: doc.fields.slug,
      title: String(doc.frontmatter.title ?? ''),
      sidebarLabel: (doc.frontmatter.sidebar_label as string | undefined) ?? null,
      sidebarPosition: (doc.frontmatter.sidebar_position as number | undefined) ?? null,
    }));
  return buildSidebar(inputs, categories);
}

interface NodeModel extends DependencyTracker {
  findAll: (q: { type: string }) => Promise<{ entries: Iterable<unknown> }>;
  findOne: (q: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown>;
}

let nodeStoreFn: ((type: string) => unknown[]) | null = null;
/** Gatsby's getNodesByType, loaded when a query first needs it (in the process that runs the query). */
const nodeStore = () => (nodeStoreFn ??= nodeStoreOf(PROJECT_DIR));

/** The sidebar per query run: `docsSidebar` and `docsSidebarDigest` are asked for together. */
const sidebarOfQuery = new WeakMap<NodeModel, Promise<Sidebar>>();

/** The docs sidebar from every doc node, computed once per query run (its nodeModel is per run). */
function docsSidebarOnce(nodeModel: NodeModel): Promise<Sidebar> {
  let sidebar = sidebarOfQuery.get(nodeModel);
  if (!sidebar) {
    sidebar = docsSidebarOf(nodeModel);
    sidebarOfQuery.set(nodeModel, sidebar);
  }
  return sidebar;
}

async function docsSidebarOf(nodeModel: NodeModel): Promise<Sidebar> {
  const docs = [];
  // A node `gatsby develop` deleted while the nodes were read comes back as undefined: skipped.
  for (const node of allNodesForData(nodeModel, 'Mdx', nodeStore()) as Iterable<{ frontmatter?: Record<string, unknown> } | undefined>) {
    const fields = pageFieldsOf(node);
    if (fields) docs.push({ fields, frontmatter: node?.frontmatter ?? {} });
  }
  return sidebarFrom(docs);
}

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }: CreateResolversArgs) => {
  createResolvers({
    Query: {
      docsSidebar: {
        type: 'JSON',
        description: `The docs sidebar "${site.docs.sidebarId}" as a tree of categories and links`,
        resolve: (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => docsSidebarOnce(context.nodeModel),
      },
      docsSidebarDigest: {
        type: 'String',
        description: 'A digest of docsSidebar: the browser and the HTML renderer keep what they derive from the sidebar while it stays the same',
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
          createHash('sha256')
            .update(JSON.stringify(await docsSidebarOnce(context.nodeModel)))
            .digest('base64url')
            .slice(0, 16),
      },
      siteConfig: {
        type: 'JSON',
        description: 'The validated site configuration (src/config/site.config.ts with defaults)',
        resolve: () => site,
      },
    },
    CatalogModel: {
      content: {
        type: 'JSON',
        description: "The model page's compiled content tree (src/components/mdx/content-tree.ts), made from its catalogue entry",
        resolve: (source: { page?: ModelPageFields | null }) => (source.page?.treeJson ? (JSON.parse(source.page.treeJson) as ContentNode[]) : null),
      },
    },
    Mdx: {
      content: {
        type: 'JSON',
        description: "The page's compiled content tree (src/components/mdx/content-tree.ts), data components given their data",
        resolve: async (source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => {
          const fields = pageFieldsOf(source);
          let tree = treeOf(fields);
          let used = fields?.dataComponents ?? [];
          if (!tree || used.length === 0) return tree;
          if (used.includes('Shared')) {
            // Each fragment is read as its own node (findOne by name): Gatsby re-runs the queries of
            // exactly the pages that include a fragment when it changes, in develop too.
            const fragments: Record<string, ContentNode[]> = {};
            for (const name of sharedNamesOf(tree)) {
              const fragment = pageFieldsOf(await context.nodeModel.findOne({ type: 'Mdx', query: { filter: { fields: { fragment: { eq: name } } } } }));
              const fragmentTree = treeOf(fragment);
              if (fragment && fragmentTree) {
                fragments[name] = fragmentTree;
                used = [...used, ...fragment.dataComponents];
              }
            }
            try {
              tree = spliceShared(tree, fragments);
            } catch (error) {
              // createPages has stopped a build on this already; `develop` shows it here.
              throw new Error(`${fields?.sourcePath ?? 'A page'}: ${(error as Error).message}`);
            }
          }
          if (used.includes('Operation')) {
            // Each operation is read as its own node: Gatsby re-runs the queries of exactly the pages
            // that show an operation when content/openapi changes it.
            const file = fields?.sourcePath ?? 'A page';
            tree = await spliceElements(tree, 'Operation', async (props) => {
              const ids = String(props.id ?? '')
                .split(/\s+/)
                .filter(Boolean);
              const operations: ApiOperation[] = [];
              for (const id of ids) {
                const node = (await context.nodeModel.findOne({
                  type: API_OPERATION_TYPE,
                  query: { filter: { operationId: { eq: id } } },
                })) as ApiOperationNodeData | null;
                // createPages has stopped a build on this already; `develop` shows it here.
                if (!node) throw new Error(`${file}: <Operation id="${ids.join(' ')}">: no operation "${id}" in ${OPENAPI_DIR}`);
                operations.push(operationOfNode(node));
              }
              const part = props.part;
              if (!isOperationPart(part)) throw new Error(`${file}: <Operation part="${String(part)}">: not a part`);
              let markdown: string;
              try {
                markdown = operationPartMarkdown(operations, part, {
                  schema: typeof props.schema === 'string' ? props.schema : null,
                  apiBaseUrl: SAMPLE_API_BASE_URL,
                });
              } catch (error) {
                if (error instanceof OperationPartError) throw new Error(`${file}: ${error.message}`);
                throw error;
              }
              // Compiled when the document was prepared; compiled here only for a block added since (develop).
              const block = (await context.nodeModel.findOne({ type: API_OPERATION_BLOCK_TYPE, query: { filter: { key: { eq: blockKey(markdown) } } } })) as {
                treeJson: string;
              } | null;
              return block ? (JSON.parse(block.treeJson) as ContentNode[]) : operationBlock(markdown, `${operations[0].id} (${part})`);
            });
          }
          // Reading the catalogues through the node model makes Gatsby re-run this page's query when
          // content/models.json or content/errors.json changes; each is read only by pages showing it.
          const props: Record<string, Readonly<Record<string, unknown>>> = {};
          if (used.includes('ModelCatalog')) {
            const { entries } = await context.nodeModel.findAll({ type: CATALOG_MODEL_TYPE });
            props.ModelCatalog = { models: catalogRows([...entries]) };
          }
          if (used.includes('ErrorCatalog')) {
            const errors = await context.nodeModel.findAll({ type: CATALOG_ERROR_TYPE });
            const bodies = await context.nodeModel.findAll({ type: CATALOG_ERROR_BODY_TYPE });
            props.ErrorCatalog = { ...errorCatalogData([...errors.entries], [...bodies.entries]) };
          }
          if (used.includes('PricesCheckedOn')) {
            const { entries } = await context.nodeModel.findAll({ type: CATALOG_MODEL_TYPE });
            props.PricesCheckedOn = { date: catalogRows([...entries])[0]?.catalogCheckedOn ?? null };
          }
          return narrowErrorCatalogs(fillDataComponents(tree, props));
        },
      },
    },
  });
};

/* 4. Pages ------------------------------------------------------------------------------------ */

/** What createPages reads of each Mdx node. */
interface PageSource {
  id: string;
  fields: MdxPageFields;
  contentFilePath: string;
}

/**
 * The Mdx nodes with their stored fields, in file order. Read from the node store rather than
 * through a GraphQL query over every page's fields: at 5,056 pages that query took 0.8 s of every
 * createPages run, which `gatsby develop` repeats after each edit; this takes 20–30 ms. The sidebar
 * still comes from GraphQL (docsSidebar). A node without fields is one whose onCreateNode failed,
 * which reported why.
 */
function pageSourcesOf(nodes: ReadonlyArray<Node>): PageSource[] {
  const sources: PageSource[] = [];
  for (const node of nodes) {
    const fields = pageFieldsOf(node);
    const contentFilePath = (node.internal as { contentFilePath?: string }).contentFilePath;
    if (!fields || !contentFilePath) continue;
    sources.push({ id: node.id, fields, contentFilePath });
  }
  return sources.sort((a, b) => (a.contentFilePath < b.contentFilePath ? -1 : a.contentFilePath > b.contentFilePath ? 1 : 0));
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, getNodesByType }: CreatePagesArgs) => {
  // After an edit, `gatsby develop` gets here before the edited page has its node and fields.
  if (pendingFields) await pendingFields.settled(10_000);
  // MDX pages cannot export anything (the compile step fails on it): only React pages are read.
  const headErrors = headExportErrors(pageSources(['src/pages', 'src/templates'].map((dir) => path.resolve(PROJECT_DIR, dir))));
  if (headErrors.length > 0) {
    reporter.panicOnBuild(headErrors.join('\n'));
    return;
  }
  const result = await graphql<{ docsSidebar: Sidebar }>(`
    {
      docsSidebar
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the docs sidebar from GraphQL', result.errors);
    return;
  }
  // Shared fragments (content/shared) get no page and are no link target; their links and error
  // codes are checked below with the pages' (allNodes).
  // Each content problem fails `gatsby build` (a structured error naming its kind, src/node/content-errors.ts);
  // under `gatsby develop` the problems are also given to the pages they name (contentErrorsOf below).
  const reported: string[] = [];
  const fail = (kind: ContentErrorKind, heading: string, problems: readonly string[]) => {
    if (problems.length === 0) return;
    reporter.panicOnBuild(contentError(kind, `${heading}:\n${problems.join('\n')}`));
    reported.push(...problems);
  };
  const allNodes = pageSourcesOf(getNodesByType('Mdx'));
  const nodes = allNodes.filter((n) => n.fields.kind !== 'fragment');
  const sidebar = result.data.docsSidebar;
  const fragmentNames = new Set(allNodes.flatMap((n) => (n.fields.kind === 'fragment' && n.fields.fragment ? [n.fields.fragment] : [])));
  const sharedProblems = nodes.flatMap((n) => unknownFragmentProblems(n.fields.sourcePath, n.fields.shared ?? [], fragmentNames));
  fail('fragments', 'Unknown shared fragments', sharedProblems);
  const docs = nodes.filter((n) => n.fields.kind === 'doc');

  // Two files must not claim one URL.
  const seen = new Map<string, string>();
  for (const node of nodes) {
    const other = seen.get(node.fields.slug);
    if (other) {
      fail('site', 'Two files for one URL', [
        `${node.fields.sourcePath}: its URL ${node.fields.slug} is already used by ${other}. Change its "slug" front matter or move the file.`,
      ]);
    }
    seen.set(node.fields.slug, node.fields.sourcePath);
  }

  const navbarErrors = checkNavbarItems(
    site,
    { [site.docs.sidebarId]: sidebar },
    docs.map((d) => d.fields.docId as string),
  );
  fail('site', 'Invalid navbar configuration', navbarErrors);

  // The catalogue's model pages (src/node/model-pages), compiled when their nodes were sourced.
  const modelNodes = (getNodesByType(CATALOG_MODEL_TYPE) as unknown as Array<Node & CatalogModelNodeData & { page: ModelPageFields | null }>).filter(
    (model) => model.page !== null,
  );
  const modelsFile = path.resolve(PROJECT_DIR, MODELS_FILE);
  for (const model of modelNodes) {
    const other = seen.get(model.slug);
    if (other)
      fail('models', 'Two pages for one URL', [
        `${MODELS_FILE}: the page of "${model.modelId}" would take ${model.slug}, which ${other} already uses: move that file`,
      ]);
  }
  const targets: PageTarget[] = [
    ...nodes.map((n) => ({ path: n.fields.slug, file: n.contentFilePath, anchors: new Set(n.fields.headings.map((h) => h.id)) })),
    ...modelNodes.map((m) => ({ path: m.slug, file: modelsFile, anchors: new Set(m.page!.headings.map((h) => h.id)) })),
    { path: '/', anchors: new Set<string>() },
  ];
  const sources: LinkSource[] = [
    ...allNodes.map((n) => ({
      file: n.fields.sourcePath,
      absoluteFile: n.contentFilePath,
      links: n.fields.links,
      path: n.fields.slug,
    })),
    ...modelNodes.map((m) => ({ file: `${MODELS_FILE} (page of ${m.modelId})`, absoluteFile: modelsFile, links: m.page!.links, path: m.slug })),
    // The links of each page's <Operation> blocks (the document's descriptions), at the element's line.
    ...allNodes.map((n) => ({
      file: n.fields.sourcePath,
      absoluteFile: n.contentFilePath,
      links: operationLinks(n.fields.operationRefs ?? [], openApi?.operations ?? [], SAMPLE_API_BASE_URL),
      path: n.fields.slug,
    })),
  ];
  const linkErrors = checkLinks(sources, targets, (sitePath) => {
    // The OpenAPI document is written after the build (onPostBuild).
    if (sitePath === OPENAPI_JSON_PATH || sitePath === OPENAPI_YAML_PATH) return true;
    // A file (not a folder), by the exact name the server will look up.
    try {
      return fs.statSync(path.join(STATIC_DIR, decodeURI(sitePath))).isFile();
    } catch {
      return false;
    }
  });
  fail('links', 'Broken internal links', linkErrors);

  // Each model's `docs` page must exist (content/models.json; its syntax was checked in sourceNodes),
  // and every model id a sample sends must be catalogued and not retired (a deprecated one warns,
  // except on the deprecated model's own page).
  try {
    const catalog = parseModelCatalog(fs.readFileSync(path.resolve(PROJECT_DIR, MODELS_FILE), 'utf8'));
    const docsErrors = modelDocsErrors(catalog, new Set(nodes.map((n) => n.fields.slug)));
    fail('models', 'Invalid model catalogue', docsErrors);
    const refErrors: string[] = [];
    for (const n of allNodes) {
      const { errors, warnings } = modelRefProblems(n.fields.sourcePath, n.fields.modelRefs ?? [], catalog);
      refErrors.push(...errors);
      warnings.forEach((warning) => reporter.warn(warning));
    }
    for (const m of modelNodes) {
      const refs = m.page!.modelRefs.filter((ref) => ref.id !== m.modelId);
      refErrors.push(...modelRefProblems(`${MODELS_FILE} (page of ${m.modelId})`, refs, catalog).errors);
    }
    fail('models', 'Model ids in code samples', refErrors);
  } catch (error) {
    // A catalogue that does not parse was reported by sourceNodes.
    if (!(error as Error).message.startsWith('Invalid model catalogue')) throw error;
  }

  // Every code a page's error tables and sample bodies use is in content/errors.json, with the
  // same status (src/node/errors.ts).
  try {
    errorCatalog ??= parseErrorCatalog(fs.readFileSync(path.resolve(PROJECT_DIR, ERRORS_FILE), 'utf8'));
    const catalog = errorCatalog;
    const errorProblems = allNodes.flatMap((n) => checkErrorRefs(n.fields.sourcePath, n.fields.errorRefs ?? [], catalog));
    fail('errorCodes', `Error codes that disagree with ${ERRORS_FILE}`, errorProblems);
    // Each entry's `docs` link names a page and section that exist and document the code.
    // A page's text includes that of the shared fragments it includes (<Shared name="…" />).
    const fragmentText = new Map(allNodes.filter((n) => n.fields.kind === 'fragment').map((n) => [n.fields.fragment, n.fields.markdown ?? ''] as const));
    // Only the pages the links name are read (a handful, however many pages the site has: this
    // runs again after every edit under `gatsby develop`).
    const linked = new Set(catalog.errors.map((e) => e.docs.split('#')[0]));
    const codePages = new Map(
      nodes
        .filter((n) => linked.has(n.fields.slug))
        .map((n) => {
          // <ErrorCatalog codes="…" /> names its codes in an attribute of its data marker.
          const text = resolveDataMarkers(
            [n.fields.markdown ?? '', ...(n.fields.shared ?? []).map((ref) => fragmentText.get(ref.name) ?? '')].join('\n'),
            (_name, attributes) => attributes.codes ?? '',
          );
          const codes = new Set([
            ...(n.fields.errorRefs ?? []).map((ref) => ref.code),
            ...catalog.errors.map((e) => e.code).filter((code) => text.includes(code)),
          ]);
          return [n.fields.slug, { anchors: new Set(n.fields.headings.map((h) => h.id)), codes }] as const;
        }),
    );
    const docsProblems = docsLinkProblems(catalog, codePages);
    fail('errorCodes', 'Invalid error catalogue', docsProblems);
  } catch (error) {
    reporter.panicOnBuild(contentError('errorCodes', (error as Error).message));
  }

  // The pages against content/openapi: each <Operation> names what the document has, each sample
  // request is an operation and sends what its schema takes, and each operation's page shows it.
  if (openApi) {
    const { operations, sources: operationSources } = openApi;
    const apiProblems = [
      ...allNodes.flatMap((n) =>
        pageApiProblems(n.fields.sourcePath, n.fields.operationRefs ?? [], n.fields.apiRequests ?? [], operations, SAMPLE_API_BASE_URL),
      ),
      ...modelNodes.flatMap((m) => pageApiProblems(`${MODELS_FILE} (page of ${m.modelId})`, [], m.page!.apiRequests ?? [], operations, SAMPLE_API_BASE_URL)),
      ...documentPageProblems(
        operations,
        new Map(nodes.map((n) => [n.fields.slug.replace(/\/$/, ''), { file: n.fields.sourcePath, operationRefs: n.fields.operationRefs ?? [] }])),
        (id) => operationSources.get(id),
      ),
    ];
    fail('openapi', `Pages that disagree with ${OPENAPI_DIR}`, apiProblems);
  }

  const order = flattenLinks(sidebar);
  const position = new Map<string, number>();
  order.forEach((entry, index) => position.has(entry.docId) || position.set(entry.docId, index));
  // Under `gatsby develop`: the problems of a page's file and of the fragments it includes.
  for (const n of allNodes) developContent?.remember(n.fields.sourcePath, n.fields);
  const fragmentFiles = new Map(allNodes.filter((n) => n.fields.kind === 'fragment').map((n) => [n.fields.fragment ?? '', n.fields.sourcePath]));
  const contentErrorsOf = (file: string, hasContent: boolean, fragments: readonly string[] = []) => {
    if (!developContent) return {};
    const files = [file, ...fragments.flatMap((name) => fragmentFiles.get(name) ?? [])];
    const errors = files.flatMap((f) => [...developContent.problemsOf(f), ...problemsOfFile(reported, f)]);
    return errors.length === 0 ? {} : { contentErrors: errors, contentErrorsOnly: !hasContent };
  };
  const pages: PageInput[] = nodes.map((node) => {
    const errors = contentErrorsOf(
      node.fields.sourcePath,
      typeof node.fields.treeJson === 'string',
      (node.fields.shared ?? []).map((ref) => ref.name),
    );
    if (node.fields.kind !== 'doc') return { path: node.fields.slug, component: PAGE_TEMPLATE, context: { id: node.id, ...errors } };
    const index = position.get(node.fields.docId ?? '') ?? -1;
    const previous = index > 0 ? order[index - 1] : null;
    const next = index >= 0 && index < order.length - 1 ? order[index + 1] : null;
    return {
      path: node.fields.slug,
      component: DOC_TEMPLATE,
      context: {
        id: node.id,
        // Tells the shell (src/components/Layout) which sidebar to keep mounted around the page.
        sidebar: site.docs.sidebarId,
        previous: previous && { label: previous.label, href: previous.href },
        next: next && { label: next.label, href: next.href },
        ...errors,
      },
    };
  });
  for (const model of modelNodes) {
    const errors = contentErrorsOf(`${MODELS_FILE} (page of ${model.modelId})`, true);
    pages.push({ path: model.slug, component: MODEL_TEMPLATE, context: { id: model.id, sidebar: site.docs.sidebarId, previous: null, next: null, ...errors } });
  }
  if (!GATSBY_DEVELOP) pages.forEach((page) => actions.createPage(page));
  else developPages.fromCreatePages(pages, actions);
};

/**
 * `gatsby develop` runs createPages again after every change of content, and deletes each page
 * that run does not create again: on 5,056 pages, 5,056 createPage calls (about 1 s) after each
 * edit of one page's text, which changes no page. So in develop the pages are first created in
 * createPagesStatefully, whose pages Gatsby keeps, and each later createPages run (which still
 * checks everything above) creates only the pages whose path, template or context changed, and
 * deletes those whose file is gone. A page created by a later run is created again on each run
 * after it, as Gatsby expects of createPages. `gatsby build` creates every page in createPages.
 */
const developPages = createDevelopPages();
/** Under `gatsby develop`: each content file's compile and front-matter problems, and its last good content. */
const developContent = GATSBY_DEVELOP ? createDevelopContent() : null;
const pendingFields = GATSBY_DEVELOP ? trackPendingMdxFieldsIn(PROJECT_DIR, PAGE_FIELD) : null;

export const createPagesStatefully: GatsbyNode['createPagesStatefully'] = ({ actions }) => {
  if (GATSBY_DEVELOP) developPages.fromCreatePagesStatefully(actions);
};

/* 5. Build-time assets ------------------------------------------------------------------------ */

/** The footer's chat QR code, drawn once per build (no QR library in the browser). */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async () => {
  await writeQrCode(path.resolve(PROJECT_DIR, 'public'), site.chatQr.target);
  // The first edit in develop then finds the schema up to date (src/build/gatsby-node-internals.ts).
  if (GATSBY_DEVELOP) {
    await buildDevelopSchemaWithPages(PROJECT_DIR);
    buildDevelopShellWithBundle(PROJECT_DIR);
  }
};

/* 6. Webpack: the site config as a compile-time constant for components, and every other
   adjustment of Gatsby's webpack config, in src/build/webpack.ts. */

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins, stage, getConfig, store }: CreateWebpackConfigArgs) => {
  const config = getConfig();
  const flattened = (store.getState() as { flattenedPlugins?: Array<{ browserAPIs?: string[] }> }).flattenedPlugins ?? [];
  adjustWebpackConfig(config, {
    stage: stage as Stage,
    projectDir: PROJECT_DIR,
    registersServiceWorker: flattened.some((plugin) => plugin.browserAPIs?.includes('registerServiceWorker')),
    define: (definitions) => plugins.define(definitions),
    siteConfigJson: JSON.stringify(site),
  });
  const startShell = stage === 'develop' ? developShellPlugin() : null;
  if (startShell) config.plugins.push(startShell);
  actions.replaceWebpackConfig(config);
};

/* 7. After the build: files for search engines and language models (src/node/ai-docs), and the
   nginx Content-Security-Policy for exactly this build's inline scripts. */

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  // First, so that the CSP hashes and the search index see the final HTML (src/node/strip-nul.ts).
  const repaired = stripNulFromHtml(path.resolve(PROJECT_DIR, 'public'));
  if (repaired.length > 0) args.reporter.info(`Removed React's NUL padding from ${repaired.length} HTML file(s): ${repaired.join(', ')}`);
  await writeAiDocs(args as unknown as AiDocsArgs, site, path.resolve(PROJECT_DIR, 'public'));
  if (openApi?.published) {
    fs.writeFileSync(path.join(path.resolve(PROJECT_DIR, 'public'), OPENAPI_JSON_PATH), openApi.published.json);
    fs.writeFileSync(path.join(path.resolve(PROJECT_DIR, 'public'), OPENAPI_YAML_PATH), openApi.published.yaml);
  }
  let count: number;
  try {
    count = writeNginxCsp(path.resolve(PROJECT_DIR, 'public'), path.resolve(PROJECT_DIR, 'deploy/csp.conf'), siteInlineScripts(site), site.csp);
  } catch (error) {
    args.reporter.panicOnBuild((error as Error).message);
    return;
  }
  args.reporter.info(`deploy/csp.conf: Content-Security-Policy allowing ${count} inline script(s)`);
  // Last: the steps above read webpack.stats.json. public/ keeps only what readers may fetch.
  const moved = moveBuildReports(path.resolve(PROJECT_DIR, 'public'), path.resolve(PROJECT_DIR, BUILD_REPORTS_DIR));
  args.reporter.info(`${BUILD_REPORTS_DIR}/: ${moved.length} build report(s) moved out of public/ (source maps, webpack stats)`);
};
