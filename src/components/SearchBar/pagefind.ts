/**
 * Loads Pagefind's browser module the first time search is used. The index lives in
 * `public/pagefind/` (written by `pagefind` after `gatsby build`), so webpack must not bundle or
 * resolve it: the import stays a native dynamic import of a URL under the site's path prefix.
 */
import type { PagefindApi } from './results';

declare const __PATH_PREFIX__: string;

/** Words of context around a match in excerpts. */
const EXCERPT_LENGTH = 24;

/**
 * Pagefind's ranking, tuned with the query suite in e2e/search-queries.json (run by
 * e2e/search-ranking.e2e.ts): the page title (meta `title`, weight 8) counts above headings
 * (Pagefind weighs h1 7, h2 6, h3 5, …) above body text (1); the sidebar path (meta `trail`,
 * e.g. `API REFERENCE › OpenAI`) a little, so a vendor's name finds its pages; and long reference
 * pages are penalised for their length less than by default (`pageLength` runs from 0, no length
 * normalisation, to 1, full), so the main Chat Completions page is not buried under short pages
 * that mention the same path.
 */
export const RANKING = {
  pageLength: 0.4,
  metaWeights: { title: 8, trail: 2 },
} as const;

let loading: Promise<PagefindApi> | null = null;

export function pagefindUrl(): string {
  const prefix = typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : '';
  return `${prefix.replace(/\/$/, '')}/pagefind/pagefind.js`;
}

export function loadPagefind(): Promise<PagefindApi> {
  if (!loading) {
    const url = pagefindUrl();
    loading = (import(/* webpackIgnore: true */ url) as Promise<PagefindApi>).then(async (api) => {
      await api.options?.({ excerptLength: EXCERPT_LENGTH, ranking: RANKING });
      await api.init?.();
      return api;
    });
    // A failed load (offline, or no index in `gatsby develop`) may be retried on the next open.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
