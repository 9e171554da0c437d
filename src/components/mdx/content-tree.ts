/**
 * Moved to src/content-model/content-tree.ts. Kept only for src/node/gatsby/site-node.ts, which is
 * being split elsewhere and still imports this path: delete this file once its import names
 * src/content-model/content-tree instead.
 */
export type { ContentElement, ContentNode, ContentProps } from '../../content-model/content-tree';
