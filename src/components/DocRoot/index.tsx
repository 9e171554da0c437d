import React, { startTransition, useEffect, useMemo, useState } from 'react';
import { siteConfig } from '../../config/runtime';
import { useAnnouncementBar } from '../../contexts/AnnouncementBar';
import { useSiteLocation } from '../../contexts/Location';
import { useNavbarMobile, useNavbarSecondaryMenu } from '../../contexts/NavbarMobile';
import { useDocsData } from '../../hooks/useDocsData';
import { useWindowSize } from '../../hooks/useWindowSize';
import { cx } from '../../utils/classNames';
import DocSidebar from '../DocSidebar';
import NavbarLogo from '../Navbar/Logo';
import * as styles from './styles.module.css';

/** The docs sidebar inside the mobile drawer; it reads the current page itself, so the element registered once stays valid. */
function DrawerDocSidebar() {
  const { pathname } = useSiteLocation();
  const { sidebar } = useDocsData();
  const { close } = useNavbarMobile();
  return <DocSidebar sidebar={sidebar} pathname={pathname} onItemClick={close} />;
}

/** Whether the announcement bar is on screen above the docs: it is shown and the page is at its very top. */
function useAnnouncementBarOnScreen(): boolean {
  const { isActive } = useAnnouncementBar();
  const [onScreen, setOnScreen] = useState(isActive);
  useEffect(() => {
    const update = () => setOnScreen(isActive && window.scrollY === 0);
    startTransition(update); // a transition, like every update right after hydration (src/utils/hydrate.ts); scrolls are not
    if (!isActive) return undefined;
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [isActive]);
  return onScreen;
}

export interface DocRootProps {
  /** The page (breadcrumbs, article, table of contents), inside its error boundary. */
  readonly children: React.ReactNode;
}

/**
 * What stays on screen around every doc page: the desktop docs sidebar and the drawer's copy of it.
 * It is rendered by the shell (src/components/Layout), not by the page, so navigating between doc
 * pages keeps the same sidebar elements: the categories a reader opened and the sidebar's scroll
 * position survive, and only the page content changes. The shell keys it by sidebar name, so its
 * state starts over only when the sidebar changes.
 */
export default function DocRoot({ children }: DocRootProps) {
  const { pathname } = useSiteLocation();
  const { sidebar } = useDocsData();
  const windowSize = useWindowSize();
  const { hideOnScroll } = siteConfig.navbar;
  const barOnScreen = useAnnouncementBarOnScreen();

  // Registered once per mount: the element does not change on navigation, so the drawer's sidebar is not remounted either.
  const drawerSidebar = useMemo(() => <DrawerDocSidebar />, []);
  useNavbarSecondaryMenu(drawerSidebar, windowSize === 'mobile');

  return (
    <div className={styles.root}>
      {windowSize !== 'mobile' && (
        <div className={cx(styles.sidebar, hideOnScroll && styles.withHideableNavbar)}>
          <div className={styles.sticky}>
            {hideOnScroll && (
              // The navbar hides while scrolling down: the sidebar then shows the brand at its top
              // (under the navbar while the navbar is shown). A visual copy of the navbar's logo,
              // which stays in the accessibility tree and the tab order: this one is in neither.
              <div className={styles.logo} aria-hidden="true">
                <NavbarLogo tabIndex={-1} />
              </div>
            )}
            {/* A plain wrapper: the <nav> inside is the "Docs sidebar" landmark (one landmark, one name). */}
            <DocSidebar sidebar={sidebar} pathname={pathname} className={cx(styles.nav, barOnScreen && styles.navUnderBar)} />
          </div>
        </div>
      )}
      {children}
    </div>
  );
}
