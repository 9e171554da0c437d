import React, { useEffect, useId, useRef, useState } from 'react';
import { useSiteLocation } from '../../contexts/Location';
import { useDismissOnOutside } from '../../hooks/useDismissOnOutside';
import { useDocsData, type DocsData } from '../../hooks/useDocsData';
import { translate } from '../../i18n/translate';
import { cx } from '../../utils/classNames';
import Collapsible from '../Collapsible';
import { IconChevronDown } from '../Icons';
import SmartLink from '../Link';
import { isNavLinkActive } from './activeLinks';
import { LinkNavbarItem } from './items';
import NavLink from './NavLink';
import type { DropdownChildConfig, NavbarItemOf } from '../../config/schema';
import type { ItemProps, ResolvedLink } from './types';
import * as styles from './styles.module.css';

interface DropdownBaseProps {
  readonly mobile: boolean;
  /** Called when an entry is activated (the drawer uses it to close). */
  readonly onClick?: () => void;
  /** Text of the button. */
  readonly label: string;
  /** Page the button itself links to. */
  readonly to?: string;
  /** The end of the navbar the dropdown sits at; its menu opens toward the middle. */
  readonly position: 'left' | 'right';
  readonly className?: string;
  readonly labelIcon?: React.ReactNode;
}

/** A dropdown lists either configured entries (a `dropdown` item) or resolved links (versions, locales). */
export type DropdownProps = DropdownBaseProps &
  ({ readonly items: readonly DropdownChildConfig[]; readonly links?: undefined } | { readonly links: readonly ResolvedLink[]; readonly items?: undefined });

function childIsActive(child: DropdownChildConfig, pathname: string, docs: DocsData['docs']): boolean {
  switch (child.type) {
    case 'default':
      return isNavLinkActive(child, pathname, true);
    case 'doc':
      return isNavLinkActive({ to: docs.get(child.docId)?.href }, pathname, true);
    case 'docsVersion':
      return isNavLinkActive({ to: child.to }, pathname, true);
    default:
      return false;
  }
}

/** A `dropdown` item of the site configuration. */
export function DropdownNavbarItem({ item, mobile, onClick }: ItemProps<NavbarItemOf<'dropdown'>>) {
  return <Dropdown mobile={mobile} onClick={onClick} label={item.label} to={item.to} position={item.position} className={item.className} items={item.items} />;
}

/** A dropdown menu: a button (or link) that opens a list; a collapsible list in the drawer. */
export default function Dropdown(props: DropdownProps) {
  return props.mobile ? <MobileDropdown {...props} /> : <DesktopDropdown {...props} />;
}

function DesktopDropdown({ label, to, position, className, items, links, labelIcon }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useDismissOnOutside(ref, open, () => setOpen(false));

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen((o) => !o);
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('ul a, ul button')?.focus());
    }
  };
  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      ref.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
    }
  };

  const trigger = {
    'aria-haspopup': 'true' as const,
    'aria-expanded': open,
    'aria-controls': menuId,
    className: styles.navLink,
    onKeyDown,
  };
  return (
    <div ref={ref} className={cx(styles.dropdown, position === 'right' && styles.dropdownRight, open && styles.dropdownOpen, className)}>
      {to ? (
        <SmartLink href={to} role="button" {...trigger}>
          {labelIcon}
          {label}
          <IconChevronDown className={styles.caret} />
        </SmartLink>
      ) : (
        <button type="button" {...trigger}>
          {labelIcon}
          {label}
          <IconChevronDown className={styles.caret} />
        </button>
      )}
      <ul id={menuId} className={styles.dropdownMenu} onKeyDown={onMenuKeyDown}>
        {links
          ? links.map((link, i) => <NavLink key={i} link={link} mobile={false} isDropdownItem />)
          : items.map((child, i) => <LinkNavbarItem key={i} item={child} mobile={false} isDropdownItem />)}
      </ul>
    </div>
  );
}

function MobileDropdown({ label, to, items, links, onClick, labelIcon }: DropdownProps) {
  const { pathname } = useSiteLocation();
  const { docs } = useDocsData();
  const active =
    (to !== undefined && isNavLinkActive({ to }, pathname, true)) ||
    (links
      ? links.some((l) => l.isActive && l.expandsDropdown !== false && l.to !== undefined && isNavLinkActive({ to: l.to.split(/[?#]/)[0] }, pathname, true))
      : items.some((c) => childIsActive(c, pathname, docs)));
  const [collapsed, setCollapsed] = useState(!active);
  const listId = useId();
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active]);
  const toggle = () => setCollapsed((c) => !c);
  return (
    <li className={cx(styles.menuItem, collapsed && styles.collapsed)}>
      <div className={cx(styles.collapsible, to && active && styles.collapsibleActive)}>
        {to ? (
          <SmartLink href={to} className={cx(styles.menuLink, styles.sublist)} onClick={toggle}>
            {labelIcon}
            {label}
          </SmartLink>
        ) : (
          <button type="button" className={cx(styles.menuLink, styles.sublist)} onClick={toggle} aria-expanded={!collapsed} aria-controls={listId}>
            {labelIcon}
            {label}
          </button>
        )}
        <button
          type="button"
          className={styles.menuCaret}
          aria-expanded={!collapsed}
          aria-controls={listId}
          aria-label={translate(
            collapsed ? 'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel' : 'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel',
          )}
          onClick={(event) => {
            event.preventDefault();
            toggle();
          }}
        >
          <IconChevronDown />
        </button>
      </div>
      <Collapsible id={listId} className={styles.menuList} collapsed={collapsed} lazy>
        {links
          ? links.map((link, i) => <NavLink key={i} link={{ ...link, onClick: link.onClick ?? onClick }} mobile />)
          : items.map((child, i) => <LinkNavbarItem key={i} item={child} mobile onClick={onClick} />)}
      </Collapsible>
    </li>
  );
}
