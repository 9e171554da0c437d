/**
 * The navbar items that render as one link (or a piece of HTML): the types a dropdown may hold.
 * This module does not import the dropdown, so the dropdown can render its entries through it.
 */
import React from 'react';
import { siteConfig } from '../../config/runtime';
import { useSiteLocation } from '../../contexts/Location';
import { useCandidateVersion } from '../../contexts/DocsVersion';
import { useDocsData } from '../../hooks/useDocsData';
import { cx } from '../../utils/classNames';
import { findTrail, getFirstLink, isSamePath } from '../../utils/sidebar';
import { isNavLinkActive } from './activeLinks';
import NavLink from './NavLink';
import type { ItemProps, LinkItem, LinkItemOf } from './types';
import * as styles from './styles.module.css';

export function DefaultNavbarItem({ item, mobile, isDropdownItem, onClick }: ItemProps<LinkItemOf<'default'>>) {
  const { pathname } = useSiteLocation();
  return (
    <NavLink
      mobile={mobile}
      isDropdownItem={isDropdownItem}
      link={{
        label: item.label,
        html: item.html,
        to: item.to,
        href: item.href,
        className: item.className,
        isActive: isNavLinkActive(item, pathname),
        onClick,
      }}
    />
  );
}

export function DocNavbarItem({ item, mobile, isDropdownItem, onClick }: ItemProps<LinkItemOf<'doc'>>) {
  const { pathname } = useSiteLocation();
  const { docs } = useDocsData();
  const doc = docs.get(item.docId);
  if (!doc) {
    const versions = siteConfig.docs.versions.map((v) => v.name).join(', ');
    throw new Error(`The doc item links to the doc id "${item.docId}", which no doc of version "${versions}" has.`);
  }
  return (
    <NavLink
      mobile={mobile}
      isDropdownItem={isDropdownItem}
      link={{ label: item.label ?? item.docId, to: doc.href, className: item.className, isActive: isSamePath(doc.href, pathname), onClick }}
    />
  );
}

export function DocSidebarNavbarItem({ item, mobile, isDropdownItem, onClick }: ItemProps<LinkItemOf<'docSidebar'>>) {
  const { pathname } = useSiteLocation();
  const { sidebar } = useDocsData();
  const { sidebarId } = item;
  if (sidebarId !== siteConfig.docs.sidebarId) {
    throw new Error(`The docSidebar item names the sidebar "${sidebarId}", but the only sidebar is "${siteConfig.docs.sidebarId}".`);
  }
  const first = getFirstLink(sidebar);
  if (!first) throw new Error(`The docSidebar item links to the sidebar "${sidebarId}", which holds no doc to link to.`);
  // A page of this sidebar (an index lookup, not a walk of the whole tree on every render).
  const isActive = findTrail(sidebar, pathname).length > 0;
  return (
    <NavLink
      mobile={mobile}
      isDropdownItem={isDropdownItem}
      link={{ label: item.label ?? first.label, to: first.href, className: item.className, isActive, onClick }}
    />
  );
}

export function DocsVersionNavbarItem({ item, mobile, isDropdownItem, onClick }: ItemProps<LinkItemOf<'docsVersion'>>) {
  const { pathname } = useSiteLocation();
  const version = useCandidateVersion();
  const to = item.to ?? version.path;
  return (
    <NavLink
      mobile={mobile}
      isDropdownItem={isDropdownItem}
      link={{ label: item.label ?? version.label, to, className: item.className, isActive: isNavLinkActive({ to }, pathname), onClick }}
    />
  );
}

export function HtmlNavbarItem({ item, mobile, isDropdownItem }: ItemProps<LinkItemOf<'html'>>) {
  const Tag = isDropdownItem || mobile ? 'li' : 'div';
  return <Tag className={cx(mobile ? styles.menuItem : !isDropdownItem && styles.htmlItem, item.className)} dangerouslySetInnerHTML={{ __html: item.value }} />;
}

/** Renders a link-like item of any type: an entry of a dropdown, or such an item in the navbar. */
export function LinkNavbarItem({ item, ...props }: ItemProps<LinkItem>) {
  switch (item.type) {
    case 'default':
      return <DefaultNavbarItem item={item} {...props} />;
    case 'doc':
      return <DocNavbarItem item={item} {...props} />;
    case 'docSidebar':
      return <DocSidebarNavbarItem item={item} {...props} />;
    case 'docsVersion':
      return <DocsVersionNavbarItem item={item} {...props} />;
    case 'html':
      return <HtmlNavbarItem item={item} {...props} />;
  }
}
