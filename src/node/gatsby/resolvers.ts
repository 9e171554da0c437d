/**
 * createResolvers: the `docsSidebar` and `siteConfig` root fields, computed once from the nodes
 * and read by components through useStaticQuery (one shared file, not copied into every page);
 * `Mdx.content`, the content tree with data components' data, shared fragments and OpenAPI blocks
 * filled in; `CatalogModel.content`, a model page's tree.
 */
import { createHash } from 'crypto';
import type { CreateResolversArgs, GatsbyNode } from 'gatsby';
import { fillDataComponents, narrowErrorCatalogs, spliceElements, spliceShared } from '../data-components';
import { sharedNamesOf } from '../compile/shared';
import { buildSidebar, type SidebarDocInput } from '../sidebar';
import { readCategories } from '../docs';
import type { Sidebar } from '../../utils/sidebar';
import { CATALOG_MODEL_TYPE, catalogChangeItems, catalogRows, type CatalogModelNodeData } from '../models';
import { modelTableMarkdown, modelTableProblem } from '../model-pages/table';
import { changesContent } from '../../content-model/catalog-changes';
import { SAMPLE_API_BASE_URL } from '../ai-docs/markdown';
import { CATALOG_ERROR_BODY_TYPE, CATALOG_ERROR_TYPE, errorCatalogData } from '../errors';
import type { ContentNode } from '../../content-model/content-tree';
import { OPENAPI_DIR } from '../openapi/load';
import { blockKey } from '../openapi/prepare';
import type { ApiOperation } from '../openapi/operations';
import { API_OPERATION_BLOCK_TYPE, API_OPERATION_TYPE, operationOfNode, type ApiOperationNodeData } from '../openapi/nodes';
import { OperationPartError, operationPartMarkdown, isOperationPart } from '../openapi/render';
import { type FieldsResult, pageFieldsOf, treeOf } from '../mdx-fields';
import type { ModelPageFields } from './source';
import { DOCS_DIR, compilePool, compileSite, site } from './state';

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

interface NodeModel {
  findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>;
  findOne: (q: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown>;
}

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
  for (const node of (await nodeModel.findAll({ type: 'Mdx' })).entries as Iterable<{ frontmatter?: Record<string, unknown> } | undefined>) {
    const fields = pageFieldsOf(node);
    if (fields) docs.push({ fields, frontmatter: node?.frontmatter ?? {} });
  }
  return sidebarFrom(docs);
}

/** Compiled `<Operation>` blocks by their Markdown: pages showing the same block share one compile. */
const operationBlocks = new Map<string, Promise<ContentNode[]>>();

/**
 * The content of an `<Operation>` block: its Markdown (src/node/openapi/render.ts) compiled like a
 * shared fragment, so tables, links and highlighting are those of written content. A
 * `<ModelTable>`'s Markdown (src/node/model-pages/table.ts) is compiled the same way.
 */
function operationBlock(markdown: string, label: string, file = `${OPENAPI_DIR} (${label})`): Promise<ContentNode[]> {
  let block = operationBlocks.get(markdown);
  if (!block) {
    block = compilePool
      .compile({ body: markdown, file, bodyStartLine: 1, title: '', path: '/', markdown: false, fragment: true }, compileSite())
      .then((compiled) => compiled.tree);
    operationBlocks.set(markdown, block);
    if (operationBlocks.size > 2000) operationBlocks.delete(operationBlocks.keys().next().value as string);
  }
  return block;
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
        description: "The model page's compiled content tree (src/content-model/content-tree.ts), made from its catalogue entry",
        resolve: (source: { page?: ModelPageFields | null }) => (source.page?.treeJson ? (JSON.parse(source.page.treeJson) as ContentNode[]) : null),
      },
    },
    Mdx: {
      content: {
        type: 'JSON',
        description: "The page's compiled content tree (src/content-model/content-tree.ts), data components given their data",
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
          if (used.includes('CatalogChanges')) {
            // Plain elements in the page's content: the list needs no component code in the browser.
            const { entries } = await context.nodeModel.findAll({ type: CATALOG_MODEL_TYPE });
            const items = catalogChangeItems([...entries]);
            tree = await spliceElements(tree, 'CatalogChanges', async () => changesContent(items));
          }
          if (used.includes('ModelTable')) {
            // A Markdown table from the catalogue as of the build's day, compiled like an OpenAPI block.
            const file = fields?.sourcePath ?? 'A page';
            const { entries } = await context.nodeModel.findAll({ type: CATALOG_MODEL_TYPE });
            const models = [...entries] as CatalogModelNodeData[];
            tree = await spliceElements(tree, 'ModelTable', async (props) => {
              const docs = typeof props.docs === 'string' ? props.docs : undefined;
              const problem = modelTableProblem(models, docs);
              if (problem) throw new Error(`${file}: ${problem}`);
              return operationBlock(modelTableMarkdown(models, docs!), '', `content/models.json (<ModelTable docs="${docs}"> of ${file})`);
            });
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
