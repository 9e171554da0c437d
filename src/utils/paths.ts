/** Site paths with and without the configured path prefix. */

declare const __PATH_PREFIX__: string | undefined;

export function pathPrefix(): string {
  return typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : '';
}

/** `/llm-docs/docs/x` → `/docs/x` when the site is served under `/llm-docs`. */
export function stripPrefix(pathname: string, prefix = pathPrefix()): string {
  if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return pathname.slice(prefix.length) || '/';
  return pathname;
}

/** `/docs/x` → `/llm-docs/docs/x`. */
export function withPrefix(path: string, prefix = pathPrefix()): string {
  if (!path.startsWith('/')) return path;
  return `${prefix}${path}` || '/';
}

/** True when `href` points at another site (has a scheme or starts with `//`). */
export function isExternal(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}
