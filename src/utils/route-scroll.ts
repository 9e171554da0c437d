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
