import React, { useMemo } from 'react';
import { siteConfig } from '../../config/runtime';
import { AnnouncementBarProvider } from '../../contexts/AnnouncementBar';
import { ColorModeProvider } from '../../contexts/ColorMode';
import { DocsVersionProvider } from '../../contexts/DocsVersion';
import { LocationProvider } from '../../contexts/Location';
import { NavbarMobileProvider } from '../../contexts/NavbarMobile';
import { stripPrefix } from '../../utils/paths';
import AnnouncementBar from '../AnnouncementBar';
import ErrorBoundary from '../ErrorBoundary';
import Footer from '../Footer';
import Navbar from '../Navbar';
import SkipToContent, { MAIN_CONTENT_ID } from '../SkipToContent';
import * as styles from './styles.module.css';

export interface LayoutProps {
  readonly children: React.ReactNode;
  /** Gatsby's location of the current page. */
  readonly location: { pathname: string; search?: string; hash?: string; key?: string };
}

/**
 * The shell around every page: skip link, announcement bar, navbar (with the mobile drawer), the
 * page inside an error boundary, and the footer.
 */
export default function Layout({ children, location }: LayoutProps) {
  const siteLocation = useMemo(
    () => ({
      pathname: stripPrefix(location.pathname),
      search: location.search ?? '',
      hash: location.hash ?? '',
      key: location.key ?? 'initial',
    }),
    [location.pathname, location.search, location.hash, location.key],
  );
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
                <ErrorBoundary key={siteLocation.pathname}>{children}</ErrorBoundary>
              </div>
              <Footer />
            </NavbarMobileProvider>
          </DocsVersionProvider>
        </AnnouncementBarProvider>
      </ColorModeProvider>
    </LocationProvider>
  );
}
