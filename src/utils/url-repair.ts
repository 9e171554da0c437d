/**
 * The rules that keep odd URLs from blanking the page. Gatsby's runtime decodes the location
 * without a guard: its router runs `decodeURI(pathname)` when its module loads, the loader
 * `decodeURIComponent(pathname)` and the scroll handler `decodeURI(hash)` (Gatsby 5.16). A URIError
 * there, or a path whose decoded form gains a `/`, `\`, `?` or `#` it did not have, stops the
 * first render and leaves an empty page.
 *
 * The pre-paint inline script (urlRepairScript in src/utils/inline-scripts.ts) applies these rules
 * in ES5, before any of Gatsby's code runs and on every popstate and hashchange, with the page's
 * first listeners: such a URL is rewritten in place with `history.replaceState`. In a hash each
 * `%` becomes `%25`, so that decoding gives back exactly the text that was typed; in a path
 * (decoded more than once by Gatsby) each `%` becomes `_`. The page then renders (or the not-found
 * page does) and the address bar keeps what the visitor wrote, only escaped. The script's tests
 * check it against the functions here.
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
