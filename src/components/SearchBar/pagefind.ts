/**
 * Loads Pagefind's browser module the first time search is used. The index lives in
 * `public/pagefind/` (written by `pagefind` after `gatsby build`), so webpack must not bundle or
 * resolve it: the import stays a native dynamic import of a URL under the site's path prefix.
 */
import type { PagefindApi } from './results';

declare const __PATH_PREFIX__: string;

/** Words of context around a match in excerpts. */
const EXCERPT_LENGTH = 24;

let loading: Promise<PagefindApi> | null = null;

export function pagefindUrl(): string {
  const prefix = typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : '';
  return `${prefix.replace(/\/$/, '')}/pagefind/pagefind.js`;
}

export function loadPagefind(): Promise<PagefindApi> {
  if (!loading) {
    const url = pagefindUrl();
    loading = (import(/* webpackIgnore: true */ url) as Promise<PagefindApi>).then(async (api) => {
      await api.options?.({ excerptLength: EXCERPT_LENGTH });
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
