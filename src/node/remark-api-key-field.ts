/**
 * Remark plugin: puts one `<ApiKeyField />` (where readers can paste their API key into the
 * samples) right above the first code sample of the page that contains the `YOUR_API_KEY`
 * placeholder (MDX/Markdown source samples do not count). When that sample sits in code tabs, the field goes above the tabs, so it stays
 * visible whichever tab is selected. Pages that place `<ApiKeyField />` themselves are left alone.
 * Decided at build time, so the field is in the server-rendered HTML and nothing moves on load.
 */
import { API_KEY_PLACEHOLDER } from './remark-code-blocks';

/** Samples of page source (such as this style guide's examples) do not call the API. */
const SOURCE_LANGUAGES = new Set(['mdx', 'md', 'markdown']);

interface MdNode {
  type: string;
  lang?: string | null;
  value?: string;
  name?: string | null;
  attributes?: unknown[];
  children?: MdNode[];
}

const isElement = (node: MdNode, name: string) => (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;

/** Ancestors (root first) of the first code node containing the placeholder, or null. */
function pathToFirstSample(node: MdNode, ancestors: MdNode[] = []): MdNode[] | null {
  for (const child of node.children ?? []) {
    if (child.type === 'code' && !SOURCE_LANGUAGES.has((child.lang ?? '').toLowerCase()) && (child.value ?? '').includes(API_KEY_PLACEHOLDER)) {
      return [...ancestors, node, child];
    }
    const found = pathToFirstSample(child, [...ancestors, node]);
    if (found) return found;
  }
  return null;
}

function contains(node: MdNode, test: (n: MdNode) => boolean): boolean {
  return test(node) || (node.children ?? []).some((child) => contains(child, test));
}

export default function remarkApiKeyField() {
  return (tree: MdNode) => {
    if (contains(tree, (n) => isElement(n, 'ApiKeyField'))) return;
    const path = pathToFirstSample(tree);
    if (!path) return;
    // Above the outermost enclosing <Tabs>, or else right above the sample itself.
    const tabsIndex = path.findIndex((n) => isElement(n, 'Tabs'));
    const target = tabsIndex === -1 ? path[path.length - 1] : path[tabsIndex];
    const parent = path[path.indexOf(target) - 1];
    const at = parent.children!.indexOf(target);
    parent.children!.splice(at, 0, { type: 'mdxJsxFlowElement', name: 'ApiKeyField', attributes: [], children: [] });
  };
}
