import React, { useMemo } from 'react';
import { siteConfig } from '../../config/runtime';
import { AnnouncementBarProvider } from '../../contexts/AnnouncementBar';
import { ColorModeProvider } from '../../contexts/ColorMode';
import { DocsVersionProvider } from '../../contexts/DocsVersion';
import { LocationProvider } from '../../contexts/Location';
import { NavbarMobileProvider } from '../../contexts/NavbarMobile';
import { stripPrefix } from '../../utils/paths';
import AnnouncementBar from '../AnnouncementBar';
import DocRoot from '../DocRoot';
import ErrorBoundary from '../ErrorBoundary';
import Footer from '../Footer';
import Navbar from '../Navbar';
import SkipToContent, { MAIN_CONTENT_ID } from '../SkipToContent';
import * as styles from './styles.module.css';

export interface LayoutProps {
  readonly children: React.ReactNode;
  /** Gatsby's location of the current page. */
  readonly location: { pathname: string; search?: string; hash?: string; key?: string };
  /** Name of the docs sidebar shown next to the page (doc pages' context), if any. */
  readonly sidebar?: string;
}

/**
 * The shell around every page: skip link, announcement bar, navbar (with the mobile drawer), on doc
 * pages the docs sidebar, the page inside an error boundary, and the footer.
 *
 * gatsby-browser renders it from wrapPageElement, outside the page element (which Gatsby keys by
 * path), so a navigation re-renders the shell with new props instead of mounting a new one: the
 * navbar, drawer, sidebar and footer keep their DOM and state. Only the page's error boundary is
 * keyed by path, so a crash is forgotten when the reader moves to another page.
 */
export default function Layout({ children, location, sidebar }: LayoutProps) {
  const siteLocation = useMemo(
    () => ({
      pathname: stripPrefix(location.pathname),
      search: location.search ?? '',
      hash: location.hash ?? '',
      key: location.key ?? 'initial',
    }),
    [location.pathname, location.search, location.hash, location.key],
  );
  const page = <ErrorBoundary key={siteLocation.pathname}>{children}</ErrorBoundary>;
  return (
    <LocationProvider value={siteLocation}>
      <ColorModeProvider>
        <AnnouncementBarProvider>
          <DocsVersionProvider>
            <NavbarMobileProvider hasItems={siteConfig.navbar.items.length > 0}>
              <SkipToContent />
              <AnnouncementBar />
              <Navbar />
              <div id={MAIN_CONTENT_ID} className={styles.main}>
                {sidebar ? (
                  // Keyed by name: another sidebar starts with its own state.
                  <DocRoot key={sidebar}>{page}</DocRoot>
                ) : (
                  page
                )}
              </div>
              <Footer />
            </NavbarMobileProvider>
          </DocsVersionProvider>
        </AnnouncementBarProvider>
      </ColorModeProvider>
    </LocationProvider>
  );
}
