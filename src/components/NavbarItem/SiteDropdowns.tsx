/** The dropdowns whose entries come from the site rather than from the item: docs versions and locales. */
import React from 'react';
import { siteConfig } from '../../config/runtime';
import { useSiteLocation } from '../../contexts/Location';
import { useCandidateVersion, useDocsVersions } from '../../contexts/DocsVersion';
import { useLinkSearchAndHash } from '../../contexts/useLinkSearchAndHash';
import { useDocsData } from '../../hooks/useDocsData';
import { findTrail } from '../../utils/sidebar';
import { translate } from '../../i18n/translate';
import { IconLanguage } from '../Icons';
import Dropdown from './Dropdown';
import NavLink from './NavLink';
import type { NavbarItemOf } from '../../config/schema';
import type { ItemProps } from './types';
import * as styles from './styles.module.css';

export function DocsVersionDropdownNavbarItem({ item, mobile, onClick }: ItemProps<NavbarItemOf<'docsVersionDropdown'>>) {
  const { pathname } = useSiteLocation();
  const { search, hash } = useLinkSearchAndHash();
  const { versions, savePreferred } = useDocsVersions();
  const candidate = useCandidateVersion();
  const { sidebar } = useDocsData();
  const names = item.versions ?? versions.map((v) => v.name);
  const listed = names.map((name) => versions.find((v) => v.name === name)).filter((v): v is NonNullable<typeof v> => Boolean(v));
  // On a doc page (not merely under /docs/: the not-found page answers any such path).
  const onDocs = findTrail(sidebar, pathname).length > 0;
  const links = listed.map((version) => {
    // Same page in that version when on a doc page (one version here, so the same path).
    const to = onDocs && version === versions[0] ? `${pathname}${search}${hash}` : version.path;
    return {
      label: version.label,
      to,
      isActive: !item.dropdownActiveClassDisabled && onDocs && version === versions[0],
      onClick: () => {
        savePreferred(version.name);
        onClick?.();
      },
    };
  });
  const button = listed.find((v) => v === candidate) ?? listed[0];
  if (!button) return null;
  if (links.length <= 1) {
    // One version: a plain link to that version's target doc, as the button of the dropdown would
    // be. It carries no query or hash, and following it does not store a preferred version: only a
    // pick in a dropdown of several does (behaviours §3, §12f).
    const { label, isActive } = links[0];
    const to = onDocs ? pathname : button.path;
    return <NavLink mobile={mobile} link={{ label, to, isActive, onClick, className: item.className }} />;
  }
  return (
    <Dropdown
      mobile={mobile}
      onClick={onClick}
      label={mobile ? translate('theme.navbar.mobileVersionsDropdown.label') : button.label}
      position={item.position}
      className={item.className}
      links={links}
    />
  );
}

export function LocaleDropdownNavbarItem({ item, mobile, onClick }: ItemProps<NavbarItemOf<'localeDropdown'>>) {
  const { pathname } = useSiteLocation();
  const { search, hash } = useLinkSearchAndHash();
  const { i18n } = siteConfig;
  const current = i18n.defaultLocale;
  const links = i18n.locales.map((locale) => {
    const config = i18n.localeConfigs[locale];
    const base = locale === i18n.defaultLocale ? '' : `/${locale}`;
    const query = [search.replace(/^\?/, ''), item.queryString?.replace(/^\?/, '')].filter(Boolean).join('&');
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
    <Dropdown
      mobile={mobile}
      onClick={onClick}
      label={label}
      position={item.position}
      className={item.className}
      labelIcon={<IconLanguage className={styles.labelIcon} />}
      links={links}
    />
  );
}
