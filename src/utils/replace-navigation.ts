/**
 * Tells a navigation that replaced the history entry from a link navigation. Gatsby's router
 * (@gatsbyjs/reach-router) reports both as PUSH to its listeners, but the spec moves focus to the
 * skip link only on PUSH (behaviours §6: "POP, REPLACE and hash navigations do not"). Every
 * replacing navigation of the site goes through `navigateReplacing`, which records the address it
 * goes to; SkipToContent asks `wasReplacedTo` when the location changes.
 */
let replacedTo: string | null = null;

/** Starts a navigation that replaces the current history entry and records where it goes. */
export function navigateReplacing(
  navigate: (to: string, options: { replace: true }) => unknown,
  to: string,
  /** `to` as the browser's address bar will show it (with the site's path prefix). */
  href: string,
): void {
  replacedTo = new URL(href, window.location.href).href;
  void navigate(to, { replace: true });
}

/** Whether the navigation that just ended at `href` replaced the history entry; forgets it either way. */
export function wasReplacedTo(href: string): boolean {
  const replaced = replacedTo === href;
  replacedTo = null;
  return replaced;
}
