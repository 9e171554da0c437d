/**
 * Keeps odd URLs from blanking the page. Gatsby's runtime decodes the location without a guard:
 * its router runs `decodeURI(pathname)` when its module loads, the loader
 * `decodeURIComponent(pathname)` and the scroll handler `decodeURI(hash)` (Gatsby 5.16), and a URIError there, or a path whose decoded form gains a `/`, `\`, `?` or
 * `#` it did not have, stops the first render and leaves an empty page. Before Gatsby reads the
 * location (the pre-paint inline script, urlRepairScript) and whenever the visitor changes it (popstate, hashchange), such a
 * URL is rewritten in place with `history.replaceState`: in a hash each `%` becomes `%25`, so
 * that decoding gives back exactly the text that was typed; in a path (decoded more than once by
 * Gatsby) each `%` becomes `_`. The page then renders (or the
 * not-found page does) and the address bar keeps what the visitor wrote, only escaped.
 */
/** Encoded characters that would change a path's structure once Gatsby decodes it. */
const STRUCTURAL_ESCAPE = /%(?:2f|5c|3f|23)/i;

function decodes(text: string, decode: (s: string) => string): boolean {
  try {
    decode(text);
    return true;
  } catch {
    return false;
  }
}

/** The pathname Gatsby can decode safely: unchanged when it already is. */
export function safePathname(pathname: string): string {
  if (decodes(pathname, decodeURIComponent) && !STRUCTURAL_ESCAPE.test(pathname)) return pathname;
  // Gatsby decodes a path more than once, so an escaped `%25` would turn back into a stray `%`:
  // the `%` signs become `_` (such a path is a not-found page either way).
  return pathname.replace(/%/g, '_');
}

/** The hash (with its `#`) that `decodeURI` accepts: unchanged when it already does. */
export function safeHash(hash: string): string {
  if (decodes(hash, decodeURI)) return hash;
  return hash.replace(/%/g, '%25');
}

/**
 * Rewrites the current URL when its path or hash would break Gatsby; true when it did.
 * `replace` defaults to history.replaceState; at start-up the router's own copy of the location
 * must be replaced too (see installUrlRepair).
 */
export function repairLocation(
  win: Pick<Window, 'location' | 'history'> = window,
  replace: (url: string) => void = (url) => win.history.replaceState(win.history.state, '', url),
): boolean {
  const { pathname, search, hash } = win.location;
  const path = safePathname(pathname);
  const fragment = safeHash(hash);
  if (path === pathname && fragment === hash) return false;
  replace(`${path}${search}${fragment}`);
  return true;
}

let installed = false;

/**
 * onClientEntry: repairs the URL now and after every change the visitor makes. The pre-paint
 * script (urlRepairScript) already does both, with the first listeners of the page; this is the
 * same repair from the app's own code, for a page whose inline script did not run.
 */
export function installUrlRepair(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  // The first repair is done by the pre-paint inline script (urlRepairScript in
  // src/utils/inline-scripts.ts): Gatsby's router decodes the location as soon as its module
  // loads, before onClientEntry. This one only catches a change made since.
  repairLocation();
  const repair = () => {
    repairLocation();
  };
  window.addEventListener('popstate', repair);
  window.addEventListener('hashchange', repair);
}
