import React from 'react';
import { MDXProvider } from '@mdx-js/react';
import ApiKeyField from './ApiKeyField';
import Callout from './Callout';
import CodeBlock from './CodeBlock';
import { H2, H3, H4 } from './Heading';
import MdxLink from './MdxLink';
import Table from './Table';
import Tabs, { TabItem } from './Tabs';

type Components = React.ComponentProps<typeof MDXProvider>['components'];

/**
 * What MDX content renders with. Fenced code arrives as `<CodeBlock>` (highlighted at build time
 * by src/node/remark-code-blocks.ts); `pre` covers MDX compiled without that plugin. Inline `code`
 * stays a plain element. GitHub alerts arrive as `<Callout>` (src/node/remark-github-alerts.ts).
 */
export const mdxComponents = {
  pre: CodeBlock,
  h2: H2,
  h3: H3,
  h4: H4,
  a: MdxLink,
  table: Table,
  CodeBlock,
  Tabs,
  TabItem,
  Callout,
  ApiKeyField,
} as const;

export interface MdxComponentsProviderProps {
  readonly children?: React.ReactNode;
}

/** Gives every MDX page (through wrapRootElement) the components above; no imports in MDX files. */
export function MdxComponentsProvider({ children }: MdxComponentsProviderProps) {
  return <MDXProvider components={mdxComponents as unknown as Components}>{children}</MDXProvider>;
}
