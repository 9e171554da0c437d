/**
 * A page's content as data: what src/node/compile makes of an MDX file at build time, stored on
 * its Mdx node and delivered through the page query, then rendered by <MdxContent>.
 *
 * A node is a string (text) or an array `[type, props, ...children]`: `type` is an HTML tag
 * (`p`, `h2`, `table`) or a registered component name (`Tabs`, `CodeBlock`); `props` is an object
 * of literal values, or 0 when there are none (shorter in every page's data than `null` or `{}`).
 */
export type ContentProps = Readonly<Record<string, unknown>>;
export type ContentElement = readonly [type: string, props: ContentProps | 0, ...children: ContentNode[]];
export type ContentNode = string | ContentElement;

export function isContentElement(node: ContentNode): node is ContentElement {
  return typeof node !== 'string';
}

/** Calls `visit` on every element of the trees, parents before children. */
export function walkContent(nodes: readonly ContentNode[], visit: (element: ContentElement) => void): void {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    visit(node);
    walkContent(node.slice(2) as ContentNode[], visit);
  }
}
