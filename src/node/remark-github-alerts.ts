/**
 * Remark plugin: GitHub alert blockquotes become the same `<Callout>` element authors can write
 * by hand, so both syntaxes look and behave alike.
 *
 *   > [!WARNING]
 *   > Keys are secrets.
 *
 * becomes `<Callout type="warning">Keys are secrets.</Callout>`. The marker must be alone on the
 * first line of the quote (as on GitHub); any other blockquote is left as it is.
 */

/** GitHub alert kinds → Callout types. */
export const ALERT_TYPES: Readonly<Record<string, 'note' | 'tip' | 'info' | 'warning' | 'danger'>> = {
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'info',
  WARNING: 'warning',
  CAUTION: 'danger',
};

const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\r?\n|$)/i;

interface MdNode {
  type: string;
  value?: string;
  name?: string | null;
  attributes?: Array<{ type: string; name: string; value: unknown }>;
  children?: MdNode[];
  position?: unknown;
}

/** The Callout element for an alert blockquote, or null when `node` is an ordinary quote. */
export function alertToCallout(node: MdNode): MdNode | null {
  if (node.type !== 'blockquote') return null;
  const first = node.children?.[0];
  const text = first?.type === 'paragraph' ? first.children?.[0] : undefined;
  if (!first || !text || text.type !== 'text' || typeof text.value !== 'string') return null;
  const match = MARKER.exec(text.value);
  if (!match) return null;
  // A marker ending its text node must also end the line: `[!NOTE] **x**` is not an alert.
  if (!match[0].endsWith('\n') && first.children!.length > 1 && first.children![1].type !== 'break') return null;
  const type = ALERT_TYPES[match[1].toUpperCase()];

  const rest = text.value.slice(match[0].length);
  const paragraphChildren = first.children!.slice(1);
  if (rest !== '') paragraphChildren.unshift({ ...text, value: rest });
  while (paragraphChildren[0]?.type === 'break') paragraphChildren.shift();
  const children = [...(paragraphChildren.length > 0 ? [{ ...first, children: paragraphChildren }] : []), ...node.children!.slice(1)];
  return {
    type: 'mdxJsxFlowElement',
    name: 'Callout',
    attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: type }],
    children,
    position: node.position,
  };
}

export default function remarkGithubAlerts() {
  return (tree: MdNode) => {
    const walk = (node: MdNode) => {
      node.children?.forEach((child, index) => {
        const callout = alertToCallout(child);
        if (callout) node.children![index] = callout;
        walk(node.children![index]);
      });
    };
    walk(tree);
  };
}
