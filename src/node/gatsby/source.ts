/**
 * The nodes the build adds to Gatsby's: one CatalogModel per entry of content/models.json (with
 * its page compiled), one CatalogError per entry of content/errors.json and one CatalogErrorBody
 * per API format's body shape, and the OpenAPI document's operations and compiled blocks.
 */
import fs from 'fs';
import path from 'path';
import { timedHook } from '../build-steps';
import type { GatsbyNode, SourceNodesArgs } from 'gatsby';
import { CompileError } from '../compile';
import { CATALOG_MODEL_TYPE, MODELS_FILE, catalogNodeData, modelSlugErrors, staleEntries, type CatalogModelNodeData } from '../models';
import { FRESHNESS_DAYS, buildNow, dayOf, freshness } from '../catalog-changes';
import { modelPage } from '../model-pages/page';
import { ReadyRequestError } from '../model-pages/model-operations';
import { SAMPLE_API_BASE_URL } from '../ai-docs/markdown';
import { CATALOG_ERROR_BODY_TYPE, CATALOG_ERROR_TYPE, ERRORS_FILE, errorNodeData } from '../errors';
import { GATSBY_DEVELOP } from '../../build/gatsby-node-internals';
import { OPENAPI_DIR } from '../openapi/load';
import { prepareOpenApi, type PreparedOpenApi } from '../openapi/prepare';
import { operationsOf, type ApiOperation } from '../openapi/operations';
import { API_OPERATION_BLOCK_TYPE, API_OPERATION_TYPE, apiOperationNodeData } from '../openapi/nodes';
import { contentError } from '../content-errors';
import type { MdxPageFields } from '../mdx-fields';
import { PROJECT_DIR, compilePool, compileSite, openApi, openApiInput } from './state';
import { catalogOf, catalogueText, catalogues, rereadCatalogues } from './catalogues';

/** Watches content/openapi during `gatsby develop` (sourceNodes starts it once). */
let openApiWatcher: fs.FSWatcher | null = null;
/** Whether sourceNodes has run in this process. */
let sourcedBefore = false;

export const sourceNodes: GatsbyNode['sourceNodes'] = timedHook(
  'sourceNodes',
  ['content/models.json', 'content/errors.json', 'content/openapi'],
  async ({ actions, createNodeId, createContentDigest, reporter, getNode }: SourceNodesArgs) => {
    // The catalogues' one read of this build (./catalogues.ts); a later run reads the files again.
    if (sourcedBefore) rereadCatalogues();
    sourcedBefore = true;
    let catalog;
    let errorCatalog;
    try {
      catalog = catalogOf(catalogues().models);
      errorCatalog = catalogOf(catalogues().errors);
    } catch (error) {
      reporter.panicOnBuild(contentError('models', (error as Error).message));
      return;
    }
    const slugErrors = modelSlugErrors(catalog);
    if (slugErrors.length > 0) reporter.panicOnBuild(contentError('models', `Invalid model catalogue:\n${slugErrors.join('\n')}`));
    for (const stale of staleEntries(catalog)) reporter.warn(stale);
    // How current the catalogue is: `npm run check:freshness` names the entries checked too long ago.
    const now = buildNow();
    const current = freshness(catalog, dayOf(now));
    reporter.info(
      `${MODELS_FILE} as of ${dayOf(now)}: ${current.fresh} entries checked against their vendor within ${FRESHNESS_DAYS} days, ${current.stale.length} older (npm run check:freshness names them), ${current.gateway} defined by the gateway`,
    );
    const models = catalogNodeData(catalog);
    for (const data of errorNodeData(errorCatalog)) {
      actions.createNode({
        ...data,
        id: createNodeId(`${CATALOG_ERROR_TYPE}-${data.scheme}-${data.code}`),
        internal: { type: CATALOG_ERROR_TYPE, contentDigest: createContentDigest(data) },
      });
    }
    // The OpenAPI document (content/openapi): linted, bundled, published and its blocks compiled
    // (src/node/openapi/prepare.ts); one node per operation and per compiled block.
    const sourceOpenApi = async (prepared: PreparedOpenApi, report: (message: string) => void) => {
      if (prepared.problems.length > 0)
        report(`Invalid OpenAPI document (${OPENAPI_DIR}; its README.md says how it is written):\n${prepared.problems.join('\n')}`);
      if (!prepared.document) return;
      const before = new Set(openApi.current?.operations.map((operation) => `${API_OPERATION_TYPE}-${operation.id}`) ?? []);
      for (const key of openApi.current?.blockKeys ?? []) before.add(`${API_OPERATION_BLOCK_TYPE}-${key}`);
      const sources = new Map(prepared.sources.map((source) => [source.operationId, source]));
      openApi.current = {
        document: prepared.document,
        operations: operationsOf(prepared.document),
        sources,
        published: prepared.publishedJson && prepared.publishedYaml ? { json: prepared.publishedJson, yaml: prepared.publishedYaml } : null,
        blockKeys: prepared.blocks.map((block) => block.key),
      };
      for (const operation of openApi.current.operations) {
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
    // are busy already (sourcing took as long either way, and the whole preparation on a thread was
    // slower still). Only its example rules run on a thread (onPreInit). Warm builds take it from
    // Gatsby's cache when nothing it reads has changed; a call outside Gatsby (tests) skips the cache.
    const input = openApiInput(catalogueText(ERRORS_FILE));
    const prepared = await prepareOpenApi(
      { ...input, cacheDir: process.env.gatsby_executing_command ? input.cacheDir : null },
      (input, values) => compilePool.compile(input, values),
      openApi.exampleLint ?? undefined,
    );
    openApi.exampleLint = null;
    await sourceOpenApi(prepared, (message) => reporter.panicOnBuild(contentError('openapi', message)));
    // `gatsby develop` reads the YAML again when it changes, like the MDX: the pages that show a
    // changed operation re-run their queries (they read its node), and a problem is reported, not fatal.
    if (GATSBY_DEVELOP && !openApiWatcher) {
      let timer: NodeJS.Timeout | undefined;
      openApiWatcher = fs.watch(path.resolve(PROJECT_DIR, OPENAPI_DIR), { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          prepareOpenApi({ ...openApiInput(catalogueText(ERRORS_FILE)), cacheDir: null }, (input, values) => compilePool.compile(input, values))
            .then((prepared) => sourceOpenApi(prepared, (message) => reporter.error(contentError('openapi', message))))
            .catch((error: Error) => reporter.error(`${OPENAPI_DIR}: ${error.message}`));
        }, 100);
      });
    }
    // Each model's page is MDX text written from its entry (src/node/model-pages) and the operations
    // of the OpenAPI document that take it, compiled like a written page; the node keeps the result,
    // which the model template's query reads.
    const pages = await Promise.all(models.map((data) => compileModelPage(data, models, openApi.current?.operations ?? [], reporter)));
    models.forEach((data, index) => {
      const node = { ...data, page: pages[index] };
      actions.createNode({
        ...node,
        id: createNodeId(`${CATALOG_MODEL_TYPE}-${data.modelId}`),
        internal: { type: CATALOG_MODEL_TYPE, contentDigest: createContentDigest(node) },
      });
    });
    errorCatalog.bodies.forEach((body, position) => {
      const data = { ...body, position };
      actions.createNode({
        ...data,
        id: createNodeId(`${CATALOG_ERROR_BODY_TYPE}-${body.format}`),
        internal: { type: CATALOG_ERROR_BODY_TYPE, contentDigest: createContentDigest(data) },
      });
    });
  },
);

/** What a CatalogModel node keeps of its compiled page (GraphQL type CatalogModelPage). */
export interface ModelPageFields {
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
  operations: readonly ApiOperation[],
  reporter: SourceNodesArgs['reporter'],
): Promise<ModelPageFields | null> {
  let source;
  try {
    source = modelPage(model, all, SAMPLE_API_BASE_URL, operations);
  } catch (error) {
    if (!(error instanceof ReadyRequestError)) throw error;
    reporter.panicOnBuild(contentError('openapi', `${MODELS_FILE} (page of ${model.modelId}): ${error.message}`));
    return null;
  }
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
      compileSite(),
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
