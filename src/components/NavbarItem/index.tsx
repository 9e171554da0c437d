import React from 'react';
import { translate } from '../../i18n/translate';
import { DropdownNavbarItem } from './Dropdown';
import { LinkNavbarItem } from './items';
import SearchNavbarItem from './Search';
import { DocsVersionDropdownNavbarItem, LocaleDropdownNavbarItem } from './SiteDropdowns';
import type { NavbarItemProps } from './types';

/**
 * Renders one navbar item of the validated site configuration, by its `type` (the schema has
 * filled in a missing one). A type the schema does not know is an error.
 */
export default function NavbarItem({ item, ...props }: NavbarItemProps) {
  const { type } = item;
  switch (type) {
    case 'dropdown':
      return <DropdownNavbarItem item={item} {...props} />;
    case 'search':
      return <SearchNavbarItem item={item} {...props} />;
    case 'docsVersionDropdown':
      return <DocsVersionDropdownNavbarItem item={item} {...props} />;
    case 'localeDropdown':
      return <LocaleDropdownNavbarItem item={item} {...props} />;
    case 'default':
    case 'doc':
    case 'docSidebar':
    case 'docsVersion':
    case 'html':
      return <LinkNavbarItem item={item} {...props} />;
    default:
      throw new Error(translate('theme.navbarItem.unknownType', { type: String(type) }));
  }
}
