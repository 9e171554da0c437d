/**
 * Remark plugin: gives every heading an `id` computed from its source text with the same function
 * the build-time anchor check and the table of contents use (see ./headings.ts).
 */
import { createSlugger } from '../utils/slug';
import { headingPlainText } from './headings';

interface MdNode {
  type: string;
  depth?: number;
  children?: MdNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
  data?: { hProperties?: Record<string, unknown> };
}

export default function remarkHeadingIds() {
  return (tree: MdNode, file: { value: unknown }) => {
    const source = String(file.value);
    const slug = createSlugger();
    const walk = (node: MdNode) => {
      if (node.type === 'heading' && node.position) {
        const raw = source.slice(node.position.start.offset, node.position.end.offset);
        const id = slug(headingPlainText(raw));
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
