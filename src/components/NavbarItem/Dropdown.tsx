import React, { useEffect, useId, useRef, useState } from 'react';
import { useSiteLocation } from '../../contexts/Location';
import { useDismissOnOutside } from '../../hooks/useDismissOnOutside';
import { useDocsData, type DocsData } from '../../hooks/useDocsData';
import { translate } from '../../i18n/translate';
import { cx } from '../../utils/classNames';
import { IconChevronDown } from '../Icons';
import SmartLink from '../Link';
import { isNavLinkActive } from './activeLinks';
import NavLink from './NavLink';
import type { NavbarItemConfig } from '../../config/schema';
import type { NavbarItemProps, ResolvedLink } from './types';
import * as styles from './styles.module.css';

export interface DropdownProps extends NavbarItemProps {
  /** Pre-resolved entries (version and locale dropdowns); otherwise `item.items` are rendered. */
  readonly links?: ReadonlyArray<ResolvedLink>;
  readonly labelIcon?: React.ReactNode;
}

type ChildRenderer = (child: NavbarItemConfig, props: { mobile: boolean; isDropdownItem: boolean; onClick?: () => void }) => React.ReactNode;

let renderChild: ChildRenderer = () => null;
/** Set by NavbarItem to break the import cycle (dropdown children are navbar items). */
export function setDropdownChildRenderer(renderer: ChildRenderer): void {
  renderChild = renderer;
}

function childIsActive(child: Record<string, unknown>, pathname: string, docs: DocsData['docs']): boolean {
  const docHref = typeof child.docId === 'string' ? docs.get(child.docId)?.href : undefined;
  return isNavLinkActive(
    {
      to: typeof child.to === 'string' ? child.to : docHref,
      activeBasePath: typeof child.activeBasePath === 'string' ? child.activeBasePath : undefined,
      activeBaseRegex: typeof child.activeBaseRegex === 'string' ? child.activeBaseRegex : undefined,
    },
    pathname,
    true,
  );
}

export default function DropdownNavbarItem(props: DropdownProps) {
  return props.mobile ? <MobileDropdown {...props} /> : <DesktopDropdown {...props} />;
}

function DesktopDropdown({ item, links, labelIcon }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const cfg = item as Record<string, unknown>;
  const label = String(cfg.label ?? '');
  const to = typeof cfg.to === 'string' ? cfg.to : undefined;

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
  const position = cfg.position === 'left' ? 'left' : 'right';
  return (
    <div ref={ref} className={cx(styles.dropdown, position === 'right' && styles.dropdownRight, open && styles.dropdownOpen, typeof cfg.className === 'string' && cfg.className)}>
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
          : ((cfg.items as NavbarItemConfig[]) ?? []).map((child, i) => (
              <React.Fragment key={i}>{renderChild(child, { mobile: false, isDropdownItem: true })}</React.Fragment>
            ))}
      </ul>
    </div>
  );
}

function MobileDropdown({ item, links, onClick, labelIcon }: DropdownProps) {
  const { pathname } = useSiteLocation();
  const { docs } = useDocsData();
  const cfg = item as Record<string, unknown>;
  const children = (cfg.items as Array<Record<string, unknown>> | undefined) ?? [];
  const to = typeof cfg.to === 'string' ? cfg.to : undefined;
  const active =
    (to !== undefined && isNavLinkActive({ to }, pathname, true)) ||
    (links ? links.some((l) => l.isActive && l.expandsDropdown !== false && l.to !== undefined && isNavLinkActive({ to: l.to.split(/[?#]/)[0] }, pathname, true)) : children.some((c) => childIsActive(c, pathname, docs)));
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
            {String(cfg.label ?? '')}
          </SmartLink>
        ) : (
          <button type="button" className={cx(styles.menuLink, styles.sublist)} onClick={toggle} aria-expanded={!collapsed} aria-controls={listId}>
            {labelIcon}
            {String(cfg.label ?? '')}
          </button>
        )}
        <button
          type="button"
          className={styles.menuCaret}
          aria-expanded={!collapsed}
          aria-controls={listId}
          aria-label={translate(collapsed ? 'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel' : 'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel')}
          onClick={(event) => {
            event.preventDefault();
            toggle();
          }}
        >
          <IconChevronDown />
        </button>
      </div>
      <ul id={listId} className={styles.menuList} hidden={collapsed}>
        {links
          ? links.map((link, i) => <NavLink key={i} link={{ ...link, onClick: link.onClick ?? onClick }} mobile />)
          : (children as NavbarItemConfig[]).map((child, i) => (
              <React.Fragment key={i}>{renderChild(child, { mobile: true, isDropdownItem: false, onClick })}</React.Fragment>
            ))}
      </ul>
    </li>
  );
}
