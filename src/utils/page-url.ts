/**
 * Public URLs of the site's pages and of their Markdown twins. Browser-safe: the head metadata,
 * the "Copy page" control and the build (sitemap, llms.txt) all use these, so they always agree.
 *
 * Paths here are site paths without the path prefix (`/docs/get-started/error-codes`); the site
 * uses `trailingSlash: 'never'`, so no URL ends with a slash except the bare origin `https://x/`.
 */

export interface UrlConfig {
  /** Origin without a trailing slash, e.g. `https://docs.llmprovider.example`. */
  readonly url: string;
  /** `/` or a sub-path such as `/llm-docs/`. */
  readonly baseUrl: string;
}

/** `/` → `` and `/llm-docs/` → `/llm-docs`. */
export function pathPrefix(config: UrlConfig): string {
  return config.baseUrl.replace(/\/$/, '');
}

/** A site path with the path prefix, as the browser requests it: `/docs` → `/llm-docs/docs`. */
export function prefixedPath(config: UrlConfig, path: string): string {
  const prefix = pathPrefix(config);
  const clean = normalisePath(path);
  if (clean === '/') return prefix === '' ? '/' : prefix;
  return `${prefix}${clean}`;
}

/** Absolute URL of a page: `https://docs.llmprovider.example/docs/x`; the home page ends with `/` only without a prefix. */
export function absoluteUrl(config: UrlConfig, path: string): string {
  return `${config.url.replace(/\/$/, '')}${prefixedPath(config, path)}`;
}

/** Site path of a page's Markdown twin: `/docs/x` → `/docs/x.md`, `/docs` → `/docs.md`. */
export function markdownPath(path: string): string {
  const clean = normalisePath(path);
  return clean === '/' ? '/index.md' : `${clean}.md`;
}

/** Absolute URL of a page's Markdown twin. */
export function markdownUrl(config: UrlConfig, path: string): string {
  return absoluteUrl(config, markdownPath(path));
}

/** Leading slash, no trailing slash, no query or hash. */
function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : '/';
}
