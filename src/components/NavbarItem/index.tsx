import React from 'react';
import { translate } from '../../i18n/translate';
import type { NavbarItemConfig } from '../../config/schema';
import DropdownNavbarItem, { setDropdownChildRenderer } from './Dropdown';
import {
  DefaultNavbarItem,
  DocNavbarItem,
  DocSidebarNavbarItem,
  DocsVersionDropdownNavbarItem,
  DocsVersionNavbarItem,
  HtmlNavbarItem,
  LocaleDropdownNavbarItem,
} from './items';
import SearchNavbarItem from './Search';
import type { NavbarItemProps } from './types';

/** The component for each navbar item `type` of the site configuration. */
export const NAVBAR_ITEM_COMPONENTS: Readonly<Record<string, React.ComponentType<NavbarItemProps>>> = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersion: DocsVersionNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
};

/** `type` missing or "default": a dropdown when the item has `items`, else a link. */
export function resolveItemType(item: NavbarItemConfig): string {
  const type = item.type;
  if (type === undefined || type === 'default') return 'items' in item ? 'dropdown' : 'default';
  return type;
}

/** Renders one configured navbar item; an unknown type is an error. */
export default function NavbarItem(props: NavbarItemProps) {
  const Component = NAVBAR_ITEM_COMPONENTS[resolveItemType(props.item)];
  if (!Component) throw new Error(translate('theme.navbarItem.unknownType', { type: String(props.item.type) }));
  return <Component {...props} />;
}

setDropdownChildRenderer((child, props) => <NavbarItem item={child} {...props} />);
