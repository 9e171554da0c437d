import React from 'react';
import { siteConfig } from '../../config/runtime';
import { useSiteLocation } from '../../contexts/Location';
import { useCandidateVersion, useDocsVersions } from '../../contexts/DocsVersion';
import { useDocsData } from '../../hooks/useDocsData';
import { useLinkSearchAndHash } from '../../contexts/useLinkSearchAndHash';
import { translate } from '../../i18n/translate';
import { cx } from '../../utils/classNames';
import { flattenLinks, getFirstLink, isSamePath } from '../../utils/sidebar';
import { IconLanguage } from '../Icons';
import { isNavLinkActive } from './activeLinks';
import NavLink from './NavLink';
import DropdownNavbarItem from './Dropdown';
import type { NavbarItemConfig } from '../../config/schema';
import type { NavbarItemProps } from './types';
import * as styles from './styles.module.css';

type Cfg = NavbarItemConfig & Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function DefaultNavbarItem({ item, mobile, isDropdownItem, onClick }: NavbarItemProps) {
  const { pathname } = useSiteLocation();
  const cfg = item as Cfg;
  return (
    <NavLink
      mobile={mobile}
      isDropdownItem={isDropdownItem}
      link={{
        label: str(cfg.label),
        html: str(cfg.html),
        to: str(cfg.to),
        href: str(cfg.href),
        className: str(cfg.className),
        isActive: isNavLinkActive({ to: str(cfg.to), activeBasePath: str(cfg.activeBasePath), activeBaseRegex: str(cfg.activeBaseRegex) }, pathname),
        onClick,
      }}
    />
  );
}

export function DocNavbarItem({ item, mobile, isDropdownItem, onClick }: NavbarItemProps) {
  const { pathname } = useSiteLocation();
  const { docs } = useDocsData();
  const cfg = item as Cfg;
  const docId = String(cfg.docId);
  const doc = docs.get(docId);
  if (!doc) throw new Error(`Couldn't find any doc with id "${docId}" in version(s) "${siteConfig.docs.versions.map((v) => v.name).join(', ')}".`);
  return (
    <NavLink
      mobile={mobile}
      isDropdownItem={isDropdownItem}
      link={{ label: str(cfg.label) ?? docId, to: doc.href, className: str(cfg.className), isActive: isSamePath(doc.href, pathname), onClick }}
    />
  );
}

export function DocSidebarNavbarItem({ item, mobile, isDropdownItem, onClick }: NavbarItemProps) {
  const { pathname } = useSiteLocation();
  const { sidebar } = useDocsData();
  const cfg = item as Cfg;
  const sidebarId = String(cfg.sidebarId);
  if (sidebarId !== siteConfig.docs.sidebarId) {
    throw new Error(`Can't find any sidebar with id "${sidebarId}". Available sidebar ids are: ${siteConfig.docs.sidebarId}`);
  }
  const first = getFirstLink(sidebar);
  if (!first) throw new Error(`DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`);
  const isActive = flattenLinks(sidebar).some((l) => isSamePath(l.href, pathname));
  return (
    <NavLink
      mobile={mobile}
      isDropdownItem={isDropdownItem}
      link={{ label: str(cfg.label) ?? first.label, to: first.href, className: str(cfg.className), isActive, onClick }}
    />
  );
}

export function DocsVersionNavbarItem({ item, mobile, isDropdownItem, onClick }: NavbarItemProps) {
  const { pathname } = useSiteLocation();
  const version = useCandidateVersion();
  const cfg = item as Cfg;
  const to = str(cfg.to) ?? version.path;
  return (
    <NavLink
      mobile={mobile}
      isDropdownItem={isDropdownItem}
      link={{ label: str(cfg.label) ?? version.label, to, className: str(cfg.className), isActive: isNavLinkActive({ to }, pathname), onClick }}
    />
  );
}

export function DocsVersionDropdownNavbarItem({ item, mobile, onClick }: NavbarItemProps) {
  const { pathname } = useSiteLocation();
  const { search, hash } = useLinkSearchAndHash();
  const { versions, savePreferred } = useDocsVersions();
  const candidate = useCandidateVersion();
  const cfg = item as Cfg;
  const names = Array.isArray(cfg.versions) ? (cfg.versions as string[]) : versions.map((v) => v.name);
  const listed = names.map((name) => versions.find((v) => v.name === name)).filter((v): v is NonNullable<typeof v> => Boolean(v));
  const onDocs = pathname === '/docs' || pathname.startsWith('/docs/');
  const items = listed.map((version) => {
    // Same page in that version when on a doc page (one version here, so the same path).
    const to = onDocs && version === versions[0] ? `${pathname}${search}${hash}` : version.path;
    return {
      label: version.label,
      to,
      isActive: !cfg.dropdownActiveClassDisabled && onDocs && version === versions[0],
      onClick: () => {
        savePreferred(version.name);
        onClick?.();
      },
    };
  });
  const button = listed.find((v) => v === candidate) ?? listed[0];
  if (!button) return null;
  if (items.length <= 1) {
    return <NavLink mobile={mobile} link={{ ...items[0], className: str(cfg.className) }} />;
  }
  return (
    <DropdownNavbarItem
      mobile={mobile}
      onClick={onClick}
      item={{ label: mobile ? translate('theme.navbar.mobileVersionsDropdown.label') : button.label, position: cfg.position } as NavbarItemConfig}
      links={items}
    />
  );
}

export function LocaleDropdownNavbarItem({ item, mobile, onClick }: NavbarItemProps) {
  const { pathname } = useSiteLocation();
  const { search, hash } = useLinkSearchAndHash();
  const { i18n } = siteConfig;
  const cfg = item as Cfg;
  const current = i18n.defaultLocale;
  const links = i18n.locales.map((locale) => {
    const config = i18n.localeConfigs[locale];
    const base = locale === i18n.defaultLocale ? '' : `/${locale}`;
    const query = [search.replace(/^\?/, ''), str(cfg.queryString)?.replace(/^\?/, '')].filter(Boolean).join('&');
    return {
      label: config?.label ?? locale,
      to: `${base}${pathname}${query ? `?${query}` : ''}${hash}`,
      lang: config?.htmlLang ?? locale,
      isActive: locale === current,
      expandsDropdown: false,
      onClick,
    };
  });
  const label = mobile ? translate('theme.navbar.mobileLanguageDropdown.label') : (i18n.localeConfigs[current]?.label ?? current);
  return (
    <DropdownNavbarItem
      mobile={mobile}
      onClick={onClick}
      item={{ label, position: cfg.position } as NavbarItemConfig}
      labelIcon={<IconLanguage className={styles.labelIcon} />}
      links={links}
    />
  );
}

export function HtmlNavbarItem({ item, mobile, isDropdownItem }: NavbarItemProps) {
  const cfg = item as Cfg;
  const Tag = isDropdownItem || mobile ? 'li' : 'div';
  return <Tag className={cx(mobile ? styles.menuItem : !isDropdownItem && styles.htmlItem, str(cfg.className))} dangerouslySetInnerHTML={{ __html: String(cfg.value) }} />;
}
