/**
 * The Atom feed of the Change Log: where the page and its feed live. Browser-safe: the build
 * writes the feed (src/node/ai-docs/feed.ts) and the page's head links to it, from these paths.
 */
export const CHANGE_LOG_PAGE = '/docs/community/change-log';
export const CHANGE_LOG_FEED = '/docs/community/change-log.atom';

/** The feed a page announces in its head, if any: `{ href, title }` (site path, without prefix). */
export function feedOfPage(path: string): { readonly href: string; readonly title: string } | null {
  return path === CHANGE_LOG_PAGE ? { href: CHANGE_LOG_FEED, title: 'Change Log (Atom)' } : null;
}
