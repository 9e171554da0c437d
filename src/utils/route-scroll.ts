/** The parts of two locations that decide whether a navigation scrolls. */
interface Where {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * Gatsby's shouldUpdateScroll: after a navigation the page scrolls (to the top, to the anchor, or
 * back to where it was on Back/Forward) unless only the query string changed, which keeps the
 * reader where they are (the shell's "scroll after navigation" rule in the spec's behaviours).
 */
export function shouldScrollAfterNavigation(previous: Where | undefined, next: Where): boolean {
  if (!previous) return true;
  return !(previous.pathname === next.pathname && previous.hash === next.hash && previous.search !== next.search);
}

/**
 * Leaves the scroll position of Back and Forward between the site's pages to Gatsby's scroll
 * handler, which restores the position it saved for the history entry once the page is rendered.
 *
 * With the browser's own restoration (`history.scrollRestoration = 'auto'`) Firefox and Safari
 * scroll as soon as the history traversal starts, while the page being left is still rendered:
 * Gatsby's handler records that scroll as the position of the page being left, so Forward (or
 * Back) to it later landed at the other page's position instead of where the reader had left it.
 * Chromium waits, so only those two showed it (e2e/engines/navigation.e2e.ts).
 *
 * Only while the app runs: on `pagehide` the entry goes back to 'auto', so that a reload or a
 * return to the page from another site is restored by the browser at once, before the app starts.
 */
export function routerRestoresScroll(win: Window): void {
  const history = win.history;
  if (!history || !('scrollRestoration' in history)) return;
  history.scrollRestoration = 'manual';
  win.addEventListener('pagehide', () => {
    history.scrollRestoration = 'auto';
  });
  win.addEventListener('pageshow', (event) => {
    // Back from another site to this very document (back/forward cache): the app runs again.
    if (event.persisted) history.scrollRestoration = 'manual';
  });
}
