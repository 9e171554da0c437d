/**
 * What the build steps share in one process: the project's paths, the validated site config, the
 * compile pool, the OpenAPI document once sourced, and `gatsby develop`'s record of pages and
 * content problems. The steps (the other modules of this folder) import it; nothing here is kept twice.
 */
import path from 'path';
import rawConfig from '../../config/site.config';
import { parseSiteConfig } from '../../config/schema';
import { CompilePool } from '../compile/pool';
import { walkFiles } from '../walk';
import { GATSBY_DEVELOP, adjustGatsbyInternals, adjustGatsbyWorker, trackPendingMdxFieldsIn } from '../../build/gatsby-node-internals';
import type { PrepareInput } from '../openapi/prepare';
import type { ApiOperation } from '../openapi/operations';
import { createDevelopContent, createDevelopPages } from '../develop-pages';
import { PAGE_FIELD } from '../mdx-fields';
import { persistStepTimings } from '../build-steps';

/** The project's folder: Gatsby runs with it as the working directory (so do its workers and Jest). */
export const PROJECT_DIR = process.cwd();
export const site = parseSiteConfig(rawConfig);
// Gatsby's own build steps, adjusted before bootstrap reaches them (not in its query and HTML workers).
if (process.env.GATSBY_WORKER_POOL_WORKER !== 'true') adjustGatsbyInternals(PROJECT_DIR);
else adjustGatsbyWorker(PROJECT_DIR);
// Each process's step timings go where onPostBuild collects them (src/node/build-steps.ts); not from Jest.
if (process.env.JEST_WORKER_ID === undefined) persistStepTimings(path.resolve(PROJECT_DIR, '.cache'));
export const DOCS_DIR = path.resolve(PROJECT_DIR, 'content/docs');
export const STATIC_DIR = path.resolve(PROJECT_DIR, 'static');
export const DOC_TEMPLATE = path.resolve(PROJECT_DIR, 'src/templates/doc-page.tsx');
export const PAGE_TEMPLATE = path.resolve(PROJECT_DIR, 'src/templates/mdx-page.tsx');
export const MODEL_TEMPLATE = path.resolve(PROJECT_DIR, 'src/templates/model-page.tsx');

/** The site values the compile step depends on. */
export const compileSite = () => ({ url: site.url, baseUrl: site.baseUrl, apiBaseUrl: site.api.baseUrl });

/** Compiles pages on worker threads during a cold build's sourcing (src/node/compile/pool.ts). */
export const compilePool = new CompilePool(
  PROJECT_DIR,
  path.resolve(PROJECT_DIR, '.cache'),
  undefined,
  // Counted when a burst of pages first arrives: Gatsby's query and HTML workers load this file too.
  () => walkFiles(path.resolve(PROJECT_DIR, 'content'), { match: /\.mdx$/ }).length,
);

/** The bundled OpenAPI document and its operations, read when the nodes are sourced (published after the build). */
export interface SourcedOpenApi {
  document: Record<string, unknown>;
  operations: ApiOperation[];
  sources: ReadonlyMap<string, { file: string; line: number }>;
  published: { json: string; yaml: string } | null;
  blockKeys: string[];
}

export const openApi: {
  /** The document as sourceNodes last read it; null before, or when it did not bundle. */
  current: SourcedOpenApi | null;
  /** The example rules' problems, found on a thread started in onPreInit; null: not started. */
  exampleLint: Promise<string[]> | null;
} = { current: null, exampleLint: null };

/**
 * What src/node/openapi/prepare.ts needs: the project, the site values it depends on, Gatsby's
 * cache, and the text of content/errors.json as the build read it (./catalogues.ts).
 */
export function openApiInput(errorsText: string): PrepareInput & { cacheDir: string } {
  return {
    errorsText,
    projectDir: PROJECT_DIR,
    site: { url: site.url, baseUrl: site.baseUrl, apiBaseUrl: site.api.baseUrl, docsUrl: `${site.url}${site.baseUrl}`.replace(/\/$/, '') },
    cacheDir: path.resolve(PROJECT_DIR, '.cache'),
  };
}

/**
 * `gatsby develop` runs createPages again after every change of content, and deletes each page
 * that run does not create again: one createPage call per page of the site (about a second on large
 * sites) after each edit of one page's text, which changes no page. So in develop the pages are first created in
 * createPagesStatefully, whose pages Gatsby keeps, and each later createPages run (which still
 * checks everything) creates only the pages whose path, template or context changed, and
 * deletes those whose file is gone. A page created by a later run is created again on each run
 * after it, as Gatsby expects of createPages. `gatsby build` creates every page in createPages.
 */
export const developPages = createDevelopPages();
/** Under `gatsby develop`: each content file's compile and front-matter problems, and its last good content. */
export const developContent = GATSBY_DEVELOP ? createDevelopContent() : null;
/** Under `gatsby develop`: the Mdx nodes whose fields onCreateNode has yet to store (createPages waits for them). */
export const pendingFields = GATSBY_DEVELOP ? trackPendingMdxFieldsIn(PROJECT_DIR, PAGE_FIELD) : null;
