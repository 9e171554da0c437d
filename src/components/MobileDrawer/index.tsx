import React, { useEffect, useRef } from 'react';
import { useNavbarMobile } from '../../contexts/NavbarMobile';
import { tabbables, useFocusTrap } from '../../hooks/useFocusTrap';
import { translate } from '../../i18n/translate';
import { cx } from '../../utils/classNames';
import type { NavbarItemConfig } from '../../config/schema';
import ColorModeToggle from '../ColorModeToggle';
import { IconClose } from '../Icons';
import NavbarLogo from '../Navbar/Logo';
import NavbarItem from '../NavbarItem';
import * as styles from './styles.module.css';

/**
 * The slide-out menu on mobile: the primary menu (every navbar item) and, on doc pages, a secondary
 * menu (the docs sidebar) shown first, with a button back to the primary menu.
 */
export default function MobileDrawer({ items }: { readonly items: readonly NavbarItemConfig[] }) {
  const { shown, close, secondaryContent, secondaryShown, showSecondary } = useNavbarMobile();
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const primaryRef = useRef<HTMLDivElement>(null);
  const secondaryRef = useRef<HTMLDivElement>(null);

  /** Switches panels and moves focus into the one now shown, so keyboard users are not lost. */
  const switchPanel = (secondary: boolean) => {
    showSecondary(secondary);
    requestAnimationFrame(() => {
      const panel = secondary ? secondaryRef.current : primaryRef.current;
      if (panel) tabbables(panel)[0]?.focus();
    });
  };

  // Tab stays inside the open drawer; Escape closes it.
  useFocusTrap(ref, shown, close);

  // Move focus into the drawer when it opens, once it is visible (focus() does nothing on hidden elements).
  useEffect(() => {
    if (!shown) return undefined;
    const frame = requestAnimationFrame(() => closeRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [shown]);

  const inert = (on: boolean) => (on ? { inert: '' } : {}) as Record<string, string>;
  return (
    <div ref={ref} className={cx(styles.drawer, shown && styles.shown)} aria-hidden={!shown} {...inert(!shown)}>
      <div className={styles.header}>
        <NavbarLogo onClick={close} />
        <ColorModeToggle className={styles.colorToggle} />
        <button ref={closeRef} type="button" className={styles.close} aria-label={translate('theme.docs.sidebar.closeSidebarButtonAriaLabel')} onClick={close}>
          <IconClose size={20} />
        </button>
      </div>
      <div className={cx(styles.panels, secondaryShown && styles.showSecondary)}>
        <div ref={primaryRef} className={styles.panel} {...inert(secondaryShown)}>
          <ul className={styles.menu}>
            {items.map((item, index) => (
              <NavbarItem key={index} item={item} mobile onClick={close} />
            ))}
          </ul>
        </div>
        {secondaryContent !== null && (
          <div ref={secondaryRef} className={styles.panel} {...inert(!secondaryShown)}>
            {items.length > 0 && (
              <button type="button" className={styles.back} onClick={() => switchPanel(false)}>
                {translate('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel')}
              </button>
            )}
            {secondaryContent}
          </div>
        )}
      </div>
    </div>
  );
}
