import React from 'react';
import { Link } from 'gatsby';

declare const __PATH_PREFIX__: string;

export type MdxLinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement>;

/** `/llm-docs/docs/x` → `/docs/x` when the site is built under the path prefix `/llm-docs`. */
export function withoutPathPrefix(href: string, prefix: string = typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : ''): string {
  if (!prefix || prefix === '/') return href;
  if (href === prefix) return '/';
  return href.startsWith(`${prefix}/`) || href.startsWith(`${prefix}#`) || href.startsWith(`${prefix}?`) ? href.slice(prefix.length) || '/' : href;
}

/** `/files/a.pdf` → `/llm-docs/files/a.pdf` under the path prefix `/llm-docs` (once). */
export function withPathPrefix(href: string, prefix: string = typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : ''): string {
  if (!prefix || prefix === '/' || !href.startsWith('/') || href.startsWith('//')) return href;
  if (href === prefix || href.startsWith(`${prefix}/`)) return href;
  return `${prefix}${href}`;
}

/** A path on this site that Gatsby routes (not another origin, not a file such as `/img/a.png`). */
export function isSitePage(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const pathname = href.split(/[?#]/)[0];
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]+$/i.test(last);
}

/**
 * Links written in Markdown. Pages of this site go through Gatsby's `Link` (client-side
 * navigation and prefetching), which adds the path prefix; a link an author wrote with the prefix
 * already in it loses it first. Everything else is a plain `<a>`, with the path prefix added to
 * files of this site (`/files/a.pdf`).
 */
export default function MdxLink({ href, children, ...rest }: MdxLinkProps) {
  if (href && isSitePage(href)) {
    return (
      <Link to={withoutPathPrefix(href)} {...(rest as Record<string, unknown>)}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href === undefined ? href : withPathPrefix(href)} {...rest}>
      {children}
    </a>
  );
}
