/**
 * Trailing `.html` and `/index.html` on a path: `/docs/intro.html` and `/docs/intro/index.html`
 * name the page `/docs/intro`, and `/index.html` the home page. Only the end of the path counts,
 * so `/a.html.x` is left alone. Returns null when there is nothing to strip.
 */
export function stripHtmlSuffix(pathname: string): string | null {
  const match = /^(.*?)(?:\/index)?\.html$/.exec(pathname);
  if (!match) return null;
  return match[1] === '' ? '/' : match[1];
}

/**
 * For the not-found page: the site path (without the path prefix) that a `.html` URL really
 * names, or null. The not-found page's own files (`/404.html`, `/404/index.html`) are not
 * redirected, or the 404 page could never be shown by its file name.
 */
export function cleanPathForNotFound(pathname: string, pathPrefix = ''): string | null {
  let sitePath = pathname;
  if (pathPrefix) {
    if (pathname !== pathPrefix && !pathname.startsWith(`${pathPrefix}/`)) return null;
    sitePath = pathname.slice(pathPrefix.length) || '/';
  }
  if (/^\/404(?:\.html|\/index\.html)$/.test(sitePath)) return null;
  return stripHtmlSuffix(sitePath);
}
