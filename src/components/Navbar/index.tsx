import React, { useEffect, useRef } from 'react';
import { siteConfig } from '../../config/runtime';
import { useNavbarMobile } from '../../contexts/NavbarMobile';
import { useHideableNavbar } from './useHideableNavbar';
import { translate } from '../../i18n/translate';
import { cx } from '../../utils/classNames';
import type { NavbarItemConfig } from '../../config/schema';
import ColorModeToggle from '../ColorModeToggle';
import { NavbarItemBoundary } from '../ErrorBoundary';
import { IconMenu } from '../Icons';
import MobileDrawer from '../MobileDrawer';
import NavbarItem from '../NavbarItem';
import NavbarLogo from './Logo';
import * as styles from './styles.module.css';

const items = siteConfig.navbar.items;

/** Items split by position (the schema makes `right` the default). */
export function splitNavbarItems(all: readonly NavbarItemConfig[]): [NavbarItemConfig[], NavbarItemConfig[]] {
  const left = all.filter((item) => item.position === 'left');
  const right = all.filter((item) => item.position === 'right');
  return [left, right];
}

function DesktopItems({ list }: { readonly list: readonly NavbarItemConfig[] }) {
  return (
    <>
      {list.map((item, index) => (
        <NavbarItemBoundary key={index} item={item}>
          <NavbarItem item={item} mobile={false} />
        </NavbarItemBoundary>
      ))}
    </>
  );
}

/** The top navigation bar, with the mobile drawer. */
export default function Navbar() {
  const mobile = useNavbarMobile();
  const { hideOnScroll, style } = siteConfig.navbar;
  const { navbarRef, isNavbarVisible } = useHideableNavbar(hideOnScroll);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasShown = useRef(false);
  const [left, right] = splitNavbarItems(items);
  const hasSearchItem = items.some((item) => item.type === 'search');

  // Give focus back to the menu button when the drawer closes.
  useEffect(() => {
    if (wasShown.current && !mobile.shown) toggleRef.current?.focus();
    wasShown.current = mobile.shown;
  }, [mobile.shown]);

  return (
    <nav
      ref={navbarRef}
      aria-label={translate('theme.NavBar.navAriaLabel')}
      className={cx(
        styles.navbar,
        hideOnScroll && styles.hideable,
        !isNavbarVisible && styles.hidden,
        style === 'dark' && styles.dark,
        style === 'primary' && styles.primary,
        mobile.shown && styles.drawerShown,
      )}
    >
      <div className={styles.inner}>
        <div className={styles.left}>
          {!mobile.disabled && (
            <button
              ref={toggleRef}
              type="button"
              className={styles.toggle}
              aria-label={translate('theme.docs.sidebar.toggleSidebarButtonAriaLabel')}
              aria-expanded={mobile.shown}
              onClick={mobile.toggle}
            >
              <IconMenu size={24} />
            </button>
          )}
          <NavbarLogo />
          <div className={styles.items}>
            <DesktopItems list={left} />
          </div>
        </div>
        <div className={styles.right}>
          <div className={styles.items}>
            <DesktopItems list={right} />
          </div>
          <ColorModeToggle className={styles.colorToggle} />
          {!hasSearchItem && <div className={styles.searchContainer} />}
        </div>
      </div>
      {mobile.shouldRender && (
        <>
          <div role="presentation" className={styles.backdrop} onClick={mobile.close} />
          <MobileDrawer items={items} />
        </>
      )}
    </nav>
  );
}
