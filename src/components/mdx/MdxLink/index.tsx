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

/** A path on this site that Gatsby routes (not another origin, not a file such as `/img/a.png`). */
export function isSitePage(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const pathname = href.split(/[?#]/)[0];
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]+$/i.test(last);
}

/**
 * Links written in Markdown. Pages of this site go through Gatsby's `Link` (client-side
 * navigation and prefetching); gatsby-plugin-mdx has already put the path prefix in front of
 * them and `Link` adds it again, so it is removed here first. Everything else is a plain `<a>`.
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
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
