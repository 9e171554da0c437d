import React from 'react';
import { useMDXComponents } from '@mdx-js/react';
import type { ContentNode } from '../../content-model/content-tree';

type Components = Readonly<Record<string, React.ElementType | undefined>>;

function renderNode(node: ContentNode, components: Components): React.ReactNode {
  if (typeof node === 'string') return node;
  const [type, props, ...children] = node;
  const component = components[type] ?? type;
  return React.createElement(component, props || null, ...children.map((child) => renderNode(child, components)));
}

export interface MdxContentProps {
  /** The page's content tree (its query's `mdx.content`); null renders nothing. */
  readonly tree: readonly ContentNode[] | null | undefined;
}

/**
 * Renders a page's compiled content (src/node/compile) with the components that MDXProvider gives
 * (MdxProvider.tsx): Markdown elements such as `h2` or `a` and registered components such as
 * `Tabs` are looked up by name, other tags render as HTML. One renderer for every page, so the
 * browser's JavaScript does not grow with the number of pages.
 */
export default function MdxContent({ tree }: MdxContentProps) {
  const components = useMDXComponents() as Components;
  if (!tree) return null;
  return React.createElement(React.Fragment, null, ...tree.map((node) => renderNode(node, components)));
}
