import React from 'react';
import { siteConfig } from '../../config/runtime';
import { translate } from '../../i18n/translate';
import { withPrefix } from '../../utils/paths';
import { jsonInScript } from '../../utils/script-json';
import { findTrail, getFirstLink, type Sidebar } from '../../utils/sidebar';
import { IconChevronRight, IconHome } from '../Icons';
import SmartLink from '../Link';
import * as styles from './styles.module.css';

/** schema.org BreadcrumbList for the trail (absolute URLs from the configured site URL). */
export function breadcrumbJsonLd(trail: ReadonlyArray<{ label: string; href?: string }>, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.href ? `${siteConfig.url}${withPrefix(crumb.href)}` : pageUrl,
    })),
  };
}

/** Breadcrumbs from the sidebar path to the current doc, after a link to the home page. */
export default function Breadcrumbs({ sidebar, pathname }: { readonly sidebar: Sidebar; readonly pathname: string }) {
  const trail = findTrail(sidebar, pathname);
  if (trail.length === 0) return null;
  const crumbs = trail.map((item, index) => {
    const last = index === trail.length - 1;
    // Categories without a page of their own lead to their first page.
    const href = item.href ?? (item.type === 'category' ? getFirstLink(item.items)?.href : undefined);
    return { label: item.label, href, last, linkable: !last && item.href !== undefined };
  });
  const jsonLd = breadcrumbJsonLd(
    crumbs.map((c) => ({ label: c.label, href: c.href })),
    `${siteConfig.url}${withPrefix(pathname)}`,
  );
  return (
    <nav aria-label={translate('theme.docs.breadcrumbs.navAriaLabel')} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <SmartLink href="/" aria-label={translate('theme.docs.breadcrumbs.home')} className={styles.home}>
            <IconHome />
          </SmartLink>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={index} className={styles.item}>
            <IconChevronRight className={styles.separator} />
            {crumb.linkable ? (
              <SmartLink href={crumb.href!} className={styles.link}>
                {crumb.label}
              </SmartLink>
            ) : (
              <span className={crumb.last ? styles.current : styles.text} aria-current={crumb.last ? 'page' : undefined}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonInScript(jsonLd) }} />
    </nav>
  );
}
