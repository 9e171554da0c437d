/**
 * createResolvers: the `docsSidebar` and `siteConfig` root fields, computed once from the nodes
 * and read by components through useStaticQuery (one shared file, not copied into every page);
 * `Mdx.content`, the content tree with data components' data, shared fragments and OpenAPI blocks
 * filled in; `CatalogModel.content`, a model page's tree.
 */
import { createHash } from 'crypto';
import type { CreateResolversArgs, GatsbyNode } from 'gatsby';
import { fillDataComponents, narrowErrorCatalogs } from '../data-components';
import { DATA_COMPONENTS, type DataContext, type NodeModel } from '../data-component-steps';
import { timeStepAsync } from '../build-steps';
import { buildSidebar, type SidebarDocInput } from '../sidebar';
import { readCategories } from '../docs';
import type { Sidebar } from '../../utils/sidebar';
import type { ContentNode } from '../../content-model/content-tree';
import { type FieldsResult, pageFieldsOf, treeOf } from '../mdx-fields';
import type { ModelPageFields } from './source';
import { DOCS_DIR, site } from './state';

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
          const tree = treeOf(fields);
          if (!tree || !fields || fields.dataComponents.length === 0) return tree;
          let filled: DataContext = { tree, file: fields.sourcePath ?? 'A page', used: new Set(fields.dataComponents), nodeModel: context.nodeModel };
          const props: Record<string, Readonly<Record<string, unknown>>> = {};
          // Each registered data component the page (or a fragment it includes) uses, timed (../data-component-steps.ts).
          for (const step of DATA_COMPONENTS) {
            if (!filled.used.has(step.component)) continue;
            const result = await timeStepAsync(
              step,
              () => step.fill(filled),
              (r) => r.filled,
            );
            if ('tree' in result) filled = { ...filled, tree: result.tree };
            else props[step.component] = result.props;
          }
          return narrowErrorCatalogs(fillDataComponents(filled.tree, props));
        },
      },
    },
  });
};
