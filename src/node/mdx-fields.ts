/**
 * What onCreateNode stores on each Mdx node. Everything goes in ONE node field, `fields.page`,
 * written by one createNodeField call: Gatsby sanitizes and stores the whole node again on every
 * call, so eleven separate fields meant eleven writes of each page's node to its LMDB store during
 * sourcing. GraphQL still shows each value as `Mdx.fields.<name>` (the schema proxies them, see
 * MDX_FIELDS_TYPE_DEFS); code that reads raw nodes goes through pageFieldsOf.
 *
 * The content tree is stored as JSON text (`treeJson`), not as objects: Gatsby walks every object
 * of every node a query returns (the node model's trackInlineObjectsInRootNode), and createPages
 * and the sidebar read all Mdx nodes, so a tree of objects cost a walk of every page's content
 * on each of those queries, in every build and after every edit in `gatsby develop`; LMDB also
 * stores and reads one string faster than hundreds of small objects. Only Mdx.content parses it,
 * for the page it renders.
 */
import type { ContentNode } from '../content-model/content-tree';
import type { PageFields } from '../content-model/page';
import type { CompiledPage } from './compile';

export type { FieldsResult } from '../content-model/page';

export const PAGE_FIELD = 'page';

/**
 * The stored fields: those pages query (src/content-model/page.ts; read `treeJson` with treeOf) and
 * those only the build reads.
 */
export interface MdxPageFields extends PageFields {
  /** The fragments a page includes, with the line of each <Shared> element. */
  readonly shared: CompiledPage['shared'];
  readonly links: CompiledPage['links'];
  readonly dataComponents: readonly string[];
  readonly errorRefs: CompiledPage['errorRefs'];
  readonly modelRefs: CompiledPage['modelRefs'];
  readonly operationRefs: CompiledPage['operationRefs'];
  readonly apiRequests: CompiledPage['apiRequests'];
}

/** The content tree of stored fields (parsed from its JSON text), or null. */
export function treeOf(fields: Pick<MdxPageFields, 'treeJson'> | undefined): ContentNode[] | null {
  return fields?.treeJson ? (JSON.parse(fields.treeJson) as ContentNode[]) : null;
}

/** The stored fields of a raw Mdx node (as the node model returns it), if onCreateNode ran. */
export function pageFieldsOf(node: unknown): MdxPageFields | undefined {
  const fields = (node as { fields?: Record<string, unknown> } | null)?.fields;
  return fields?.[PAGE_FIELD] as MdxPageFields | undefined;
}

type Described = { readonly type: string; readonly description?: string };

/** The GraphQL type of each stored value: the compiler checks that every field has one and no more. */
const FIELDS = {
  kind: {
    type: 'String!',
    description: 'doc (content/docs), page (content/pages) or fragment (content/shared: no page, included by pages with <Shared name=…/>)',
  },
  fragment: { type: 'String', description: "A fragment's name (its file name without .mdx), for <Shared name=…/>" },
  shared: { type: '[MdxSharedRef!]', description: 'The fragments the page includes, with the line of each <Shared> element' },
  docId: { type: 'String', description: 'Doc id, e.g. api-reference/openai/chat (docs only)' },
  slug: { type: 'String!', description: "URL path without the site's path prefix" },
  headings: { type: '[MdxHeading!]!' },
  sourcePath: { type: 'String!', description: 'Path of the source file relative to the project root' },
  lastModified: { type: 'String', description: 'ISO 8601 date of the last commit touching the source file (its mtime when uncommitted)' },
  links: { type: '[MdxLink!]!' },
  treeJson: {
    type: 'String',
    description: 'The compiled content as JSON text (see src/content-model/content-tree.ts); query Mdx.content for it as data, with data components filled in',
  },
  dataComponents: { type: '[String!]!', description: 'Names of data components the page uses (their data is added by Mdx.content)' },
  markdown: { type: 'String', description: 'The Markdown twin (docs only), with data components as markers the build replaces' },
  errorRefs: { type: '[MdxErrorRef!]!', description: "Error codes the page's error tables and sample bodies use, checked against content/errors.json" },
  modelRefs: { type: '[MdxModelRef!]!', description: "Model ids the page's code samples send, checked against the lifecycle in content/models.json" },
  operationRefs: { type: '[MdxOperationRef!]!', description: 'The <Operation> elements of the page, checked against content/openapi' },
  apiRequests: { type: '[MdxApiRequest!]!', description: "The gateway requests the page's code samples make, checked against content/openapi" },
} as const satisfies { readonly [K in keyof MdxPageFields]-?: Described };

/** GraphQL type of `Mdx.fields`: each stored value under its own name. */
export const MDX_FIELDS_TYPE_DEFS = `
  type MdxFields {
${Object.entries(FIELDS as Record<string, Described>)
  .map(([name, f]) => `${f.description ? `    ${JSON.stringify(f.description)}\n` : ''}    ${name}: ${f.type} @proxy(from: "${PAGE_FIELD}.${name}")`)
  .join('\n')}
  }
`;
