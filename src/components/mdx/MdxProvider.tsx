import React from 'react';
import { MDXProvider } from '@mdx-js/react';
import ApiKeyField from './ApiKeyField';
import Callout from './Callout';
import CodeBlock from './CodeBlock';
import { H2, H3, H4 } from './Heading';
import MdxLink from './MdxLink';
import Table, { TableHeaderCell } from './Table';
import Tabs, { TabItem } from './Tabs';
import type { MdxComponentName } from '../../content-model/names';
// In the browser bundle this is ModelCatalog/lazy.tsx: the table's code downloads only with the pages that show it.
import ModelCatalog from '../ModelCatalog/server';
// Static tables of content/errors.json (no state, a few hundred bytes of code).
// In the browser bundle this is ErrorCatalog/lazy.tsx, for the same reason.
import ErrorCatalog from '../ErrorCatalog/server';
import PricesCheckedOn from './PricesCheckedOn';
import CatalogChanges from './CatalogChanges';
import ModelTable from './ModelTable';
import Shared from './Shared';
import Operation from './Operation';

type Components = React.ComponentProps<typeof MDXProvider>['components'];

/**
 * What page content renders with (src/components/mdx/MdxContent.tsx): the registered components
 * (src/content-model/names.ts; TypeScript checks that each one is here) and the Markdown elements we style. Fenced
 * code arrives as `<CodeBlock>` (highlighted at build time by src/node/remark-code-blocks.ts);
 * `pre` covers code written as HTML. Inline `code` stays a plain element. GitHub alerts arrive as
 * `<Callout>` (src/node/remark-github-alerts.ts).
 */
export const mdxComponents = {
  pre: CodeBlock,
  h2: H2,
  h3: H3,
  h4: H4,
  a: MdxLink,
  table: Table,
  th: TableHeaderCell,
  CodeBlock,
  Tabs,
  TabItem,
  Callout,
  ApiKeyField,
  ModelCatalog,
  ErrorCatalog,
  PricesCheckedOn,
  CatalogChanges,
  ModelTable,
  Shared,
  Operation,
} as const satisfies Record<MdxComponentName, unknown> & Record<string, unknown>;

export interface MdxComponentsProviderProps {
  readonly children?: React.ReactNode;
}

/** Gives every page's content (through wrapRootElement) the components above; no imports in MDX files. */
export function MdxComponentsProvider({ children }: MdxComponentsProviderProps) {
  return <MDXProvider components={mdxComponents as unknown as Components}>{children}</MDXProvider>;
}
