import { graphql, useStaticQuery } from 'gatsby';
import { useMemo } from 'react';
import { flattenLinks, type Sidebar } from '../utils/sidebar';

export interface DocsData {
  readonly sidebar: Sidebar;
  /** Doc id → URL path and sidebar label. */
  readonly docs: ReadonlyMap<string, { readonly href: string; readonly label: string }>;
}

/** The docs sidebar, fetched once for the whole site (Gatsby caches static query results). */
export function useDocsData(): DocsData {
  const data = useStaticQuery<{ docsSidebar: Sidebar }>(graphql`
    query DocsSidebar {
      docsSidebar
    }
  `);
  return useMemo(() => {
    const sidebar = data.docsSidebar ?? [];
    return { sidebar, docs: new Map(flattenLinks(sidebar).map((l) => [l.docId, { href: l.href, label: l.label }])) };
  }, [data]);
}
