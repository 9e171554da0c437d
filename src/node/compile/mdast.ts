/**
 * The Markdown syntax tree as the compile step reads it, and its plain text. Its own module because
 * both the outline (outline.ts) and the error references it collects (error-refs.ts) need them.
 */
export interface MdastNode {
  lang?: string | null;
  type: string;
  depth?: number;
  url?: string;
  value?: unknown;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: MdastNode[];
  data?: { hProperties?: Record<string, unknown>; [key: string]: unknown };
  position?: { start: { line: number } };
}

/** Plain text of a node: text, inline code and the text inside links, emphasis and JSX. */
export function plainText(node: MdastNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return String(node.value ?? '');
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return '';
  return (node.children ?? []).map(plainText).join('');
}
