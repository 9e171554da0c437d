import { graphql, useStaticQuery } from 'gatsby';
import { flattenLinks, type Sidebar } from '../utils/sidebar';

export interface DocsData {
  readonly sidebar: Sidebar;
  /** Doc id → URL path and sidebar label. */
  readonly docs: ReadonlyMap<string, { readonly href: string; readonly label: string }>;
}

/**
 * The last sidebar seen, by its digest. Gatsby hands every server-rendered page a freshly parsed
 * copy of the static query result: keeping one object per digest lets the lookups built from it
 * (src/utils/sidebar.ts) serve every page instead of being rebuilt for each one.
 */
let last: { digest: string | null; source: Sidebar | null; data: DocsData } | null = null;

/** The docs sidebar, fetched once for the whole site (Gatsby caches static query results). */
export function useDocsData(): DocsData {
  const data = useStaticQuery<{ docsSidebar: Sidebar | null; docsSidebarDigest: string | null }>(graphql`
    query DocsSidebar {
      docsSidebar
      docsSidebarDigest
    }
  `);
  const digest = data.docsSidebarDigest ?? null;
  // Without a digest (a test's stubbed query), the object itself is the key.
  let entry = last;
  if (entry === null || (digest !== null ? entry.digest !== digest : entry.source !== data.docsSidebar)) {
    const sidebar = data.docsSidebar ?? [];
    entry = {
      digest,
      source: data.docsSidebar,
      data: { sidebar, docs: new Map(flattenLinks(sidebar).map((l) => [l.docId, { href: l.href, label: l.label }])) },
    };
    last = entry;
  }
  return entry.data;
}
