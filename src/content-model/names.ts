/**
 * The components MDX pages may use without importing anything. The build (src/node/compile) fails
 * on any other capitalised element, naming the file and line; src/components/mdx/MdxProvider.tsx maps each name to
 * its component, and TypeScript keeps the two lists equal.
 */
export const MDX_COMPONENT_NAMES = [
  'Tabs',
  'TabItem',
  'Callout',
  'ApiKeyField',
  'CodeBlock',
  'ModelCatalog',
  'ErrorCatalog',
  'PricesCheckedOn',
  'CatalogChanges',
  'ModelTable',
  'Shared',
  'Operation',
] as const;

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];

/**
 * Components whose content comes from data rather than from the page: the page's tree names them
 * and the `content` resolver (gatsby-node.ts) gives them their data as props at query time, so an
 * edit to the data file rebuilds exactly the pages that show it. `Shared` is replaced by the
 * content of a fragment of content/shared (src/node/compile/shared.ts) the same way, and `Operation`
 * by a block made from the OpenAPI document (src/node/openapi/render.ts).
 */
export const DATA_COMPONENT_NAMES = ['ModelCatalog', 'ErrorCatalog', 'PricesCheckedOn', 'CatalogChanges', 'ModelTable', 'Shared', 'Operation'] as const;

export type DataComponentName = (typeof DATA_COMPONENT_NAMES)[number];
