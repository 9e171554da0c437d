/**
 * The data components a page's content tree is filled with when its query runs (the `Mdx.content`
 * resolver, ./gatsby/resolvers.ts), one entry each: the component it fills, what it reads, and
 * either a splice (the element is replaced by content made at build time: no component code in the
 * browser) or the props the component renders from. Each is timed per page (./build-steps.ts).
 * A new data component is one more entry here, and its test.
 *
 * Everything is read through the node model: Gatsby then re-runs the queries of exactly the pages
 * that show a fragment, an operation or a catalogue when it changes (in `gatsby develop` too).
 */
import type { ContentNode, ContentProps } from '../content-model/content-tree';
import { changesContent } from '../content-model/catalog-changes';
import { spliceElements, spliceShared } from './data-components';
import { sharedNamesOf } from './compile/shared';
import { CATALOG_MODEL_TYPE, MODELS_FILE, catalogChangeItems, catalogRows, type CatalogModelNodeData } from './models';
import { modelTableMarkdown, modelTableProblem } from './model-pages/table';
import { SAMPLE_API_BASE_URL } from './ai-docs/markdown';
import { CATALOG_ERROR_BODY_TYPE, CATALOG_ERROR_TYPE, ERRORS_FILE, errorCatalogData } from './errors';
import { OPENAPI_DIR } from './openapi/load';
import { blockKey } from './openapi/prepare';
import type { ApiOperation } from './openapi/operations';
import { API_OPERATION_BLOCK_TYPE, API_OPERATION_TYPE, operationOfNode, type ApiOperationNodeData } from './openapi/nodes';
import { OperationPartError, operationPartMarkdown, isOperationPart } from './openapi/render';
import { pageFieldsOf, treeOf } from './mdx-fields';
import type { StepMeta } from './build-steps';
import { compilePool, compileSite } from './gatsby/state';

/** What the resolver's node model offers a step. */
export interface NodeModel {
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>;
  findOne: (q: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown>;
}

export interface DataContext {
  /** The page's tree so far (earlier splices applied). */
  readonly tree: ContentNode[];
  /** The page's file, for errors. */
  readonly file: string;
  /** The data components the page (and the fragments spliced into it) uses; a splice may add to it. */
  readonly used: Set<string>;
  readonly nodeModel: NodeModel;
}

/** A splice's new tree, or a component's props; `filled` counts the elements it served. */
export type DataResult = { readonly tree: ContentNode[]; readonly filled: number } | { readonly props: ContentProps; readonly filled: number };

export interface DataComponentStep extends StepMeta {
  readonly group: 'data';
  /** The element type it fills, as pages write it (`<ModelTable …>`). */
  readonly component: string;
  readonly fill: (context: DataContext) => Promise<DataResult>;
}

/** Compiled Markdown blocks by their text: pages showing the same block share one compile. */
const compiledBlocks = new Map<string, Promise<ContentNode[]>>();

/**
 * Markdown made at build time (an `<Operation>` part, src/node/openapi/render.ts; a `<ModelTable>`,
 * src/node/model-pages/table.ts) compiled like a shared fragment, so that tables, links and
 * highlighting are those of written content.
 */
function compiledBlock(markdown: string, file: string): Promise<ContentNode[]> {
  let block = compiledBlocks.get(markdown);
  if (!block) {
    block = compilePool
      .compile({ body: markdown, file, bodyStartLine: 1, title: '', path: '/', markdown: false, fragment: true }, compileSite())
      .then((compiled) => compiled.tree);
    compiledBlocks.set(markdown, block);
    if (compiledBlocks.size > 2000) compiledBlocks.delete(compiledBlocks.keys().next().value as string);
  }
  return block;
}

/** A splice of every `component` element, counting them. */
async function splice(context: DataContext, component: string, replace: (props: ContentProps) => Promise<readonly ContentNode[]>): Promise<DataResult> {
  let filled = 0;
  const tree = await spliceElements(context.tree, component, (props) => {
    filled += 1;
    return replace(props);
  });
  return { tree, filled };
}

const catalogModels = async (nodeModel: NodeModel) => [...(await nodeModel.findAll({ type: CATALOG_MODEL_TYPE })).entries];

/** The registered data components, in the order they fill a page: splices first (Shared before all). */
export const DATA_COMPONENTS: readonly DataComponentStep[] = [
  {
    name: '<Shared>',
    group: 'data',
    component: 'Shared',
    reads: ['Mdx (content/shared fragments)'],
    fill: async ({ tree, file, used, nodeModel }) => {
      // Each fragment is read as its own node (findOne by name).
      const fragments: Record<string, ContentNode[]> = {};
      for (const name of sharedNamesOf(tree)) {
        const fragment = pageFieldsOf(await nodeModel.findOne({ type: 'Mdx', query: { filter: { fields: { fragment: { eq: name } } } } }));
        const fragmentTree = treeOf(fragment);
        if (fragment && fragmentTree) {
          fragments[name] = fragmentTree;
          fragment.dataComponents.forEach((component) => used.add(component));
        }
      }
      try {
        return { tree: spliceShared(tree, fragments), filled: Object.keys(fragments).length };
      } catch (error) {
        // createPages has stopped a build on this already; `develop` shows it here.
        throw new Error(`${file}: ${(error as Error).message}`);
      }
    },
  },
  {
    name: '<CatalogChanges>',
    group: 'data',
    component: 'CatalogChanges',
    reads: [MODELS_FILE],
    // Plain elements in the page's content.
    fill: async (context) => {
      const items = catalogChangeItems(await catalogModels(context.nodeModel));
      return splice(context, 'CatalogChanges', async () => changesContent(items));
    },
  },
  {
    name: '<ModelTable>',
    group: 'data',
    component: 'ModelTable',
    reads: [MODELS_FILE],
    // A Markdown table from the catalogue as of the build's day.
    fill: async (context) => {
      const models = (await catalogModels(context.nodeModel)) as CatalogModelNodeData[];
      return splice(context, 'ModelTable', async (props) => {
        const docs = typeof props.docs === 'string' ? props.docs : undefined;
        const problem = modelTableProblem(models, docs);
        if (problem) throw new Error(`${context.file}: ${problem}`);
        return compiledBlock(modelTableMarkdown(models, docs!), `${MODELS_FILE} (<ModelTable docs="${docs}"> of ${context.file})`);
      });
    },
  },
  {
    name: '<Operation>',
    group: 'data',
    component: 'Operation',
    reads: [OPENAPI_DIR],
    fill: (context) =>
      splice(context, 'Operation', async (props) => {
        const { file, nodeModel } = context;
        const ids = String(props.id ?? '')
          .split(/\s+/)
          .filter(Boolean);
        const operations: ApiOperation[] = [];
        for (const id of ids) {
          const node = (await nodeModel.findOne({ type: API_OPERATION_TYPE, query: { filter: { operationId: { eq: id } } } })) as ApiOperationNodeData | null;
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
        const block = (await nodeModel.findOne({ type: API_OPERATION_BLOCK_TYPE, query: { filter: { key: { eq: blockKey(markdown) } } } })) as {
          treeJson: string;
        } | null;
        return block ? (JSON.parse(block.treeJson) as ContentNode[]) : compiledBlock(markdown, `${OPENAPI_DIR} (${operations[0].id} (${part}))`);
      }),
  },
  {
    name: '<ModelCatalog>',
    group: 'data',
    component: 'ModelCatalog',
    reads: [MODELS_FILE],
    fill: async ({ nodeModel }) => ({ props: { models: catalogRows(await catalogModels(nodeModel)) }, filled: 1 }),
  },
  {
    name: '<ErrorCatalog>',
    group: 'data',
    component: 'ErrorCatalog',
    reads: [ERRORS_FILE],
    fill: async ({ nodeModel }) => {
      const errors = await nodeModel.findAll({ type: CATALOG_ERROR_TYPE });
      const bodies = await nodeModel.findAll({ type: CATALOG_ERROR_BODY_TYPE });
      return { props: { ...errorCatalogData([...errors.entries], [...bodies.entries]) }, filled: 1 };
    },
  },
  {
    name: '<PricesCheckedOn>',
    group: 'data',
    component: 'PricesCheckedOn',
    reads: [MODELS_FILE],
    fill: async ({ nodeModel }) => ({ props: { date: catalogRows(await catalogModels(nodeModel))[0]?.catalogCheckedOn ?? null }, filled: 1 }),
  },
];
