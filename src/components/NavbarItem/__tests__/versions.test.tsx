import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { mockSidebar } from '../../../test-utils/render';
import { parseSiteConfig } from '../../../config/schema';
import NavbarItem from '..';
import { LocationProvider } from '../../../contexts/Location';
import { DocsVersionProvider } from '../../../contexts/DocsVersion';
import { siteConfig } from '../../../config/runtime';

const originalVersions = siteConfig.docs.versions;
afterEach(() => {
  (siteConfig.docs as { versions: unknown }).versions = originalVersions;
});

type Modules = { NavbarItem: typeof NavbarItem; LocationProvider: typeof LocationProvider; DocsVersionProvider: typeof DocsVersionProvider };

/**
 * Renders with the given docs versions in the site config. The schema accepts one version today
 * (the build makes pages for one); the components follow the spec for several, tested here by
 * changing the validated config.
 */
function withVersions(versions: Array<{ name: string; label: string }>): Modules {
  (siteConfig.docs as { versions: unknown }).versions = versions;
  return { NavbarItem, LocationProvider, DocsVersionProvider };
}

function renderVersions(m: Modules, mobile: boolean, raw: unknown = { type: 'docsVersionDropdown', position: 'right' }) {
  mockSidebar();
  // The item as the site gets it: read through the real schema, defaults filled in.
  const item = parseSiteConfig({ navbar: { items: [raw] } }).navbar.items[0];
  return render(
    <m.LocationProvider value={{ pathname: '/docs/get-started/error-codes', search: '?a=1', hash: '#x', key: 'k' }}>
      <m.DocsVersionProvider>
        <ul>
          <m.NavbarItem item={item} mobile={mobile} />
        </ul>
      </m.DocsVersionProvider>
    </m.LocationProvider>,
  );
}

describe('docs versions in the navbar', () => {
  beforeEach(() => localStorage.clear());

  it('shows the single version "Next" as a plain link to the page, which stores no preferred version', () => {
    const m = withVersions([{ name: 'current', label: 'Next' }]);
    renderVersions(m, false);
    const link = screen.getByRole('link', { name: 'Next' });
    // The target doc alone: unlike a dropdown's entries, the link keeps no query or hash.
    expect(link).toHaveAttribute('href', '/docs/get-started/error-codes');
    fireEvent.click(link);
    expect(localStorage.getItem('docs-preferred-version-default')).toBeNull();
  });

  it.each(['/markdown-page', '/docs/no-such-page'])("links the single version to the docs' landing page from %s, which is no doc page", (pathname) => {
    mockSidebar();
    const item = parseSiteConfig({ navbar: { items: [{ type: 'docsVersionDropdown' }] } }).navbar.items[0];
    render(
      <LocationProvider value={{ pathname, search: '?a=1', hash: '', key: 'k' }}>
        <DocsVersionProvider>
          <ul>
            <NavbarItem item={item} mobile={false} />
          </ul>
        </DocsVersionProvider>
      </LocationProvider>,
    );
    const link = screen.getByRole('link', { name: 'Next' });
    expect(link).toHaveAttribute('href', '/docs');
    expect(link).not.toHaveAttribute('aria-current');
  });

  it('marks the version of the page as current by default (dropdownActiveClassDisabled defaults to false)', () => {
    renderVersions(withVersions([{ name: 'current', label: 'Next' }]), false, { type: 'docsVersionDropdown' });
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks no version as current with dropdownActiveClassDisabled: true', () => {
    renderVersions(withVersions([{ name: 'current', label: 'Next' }]), false, { type: 'docsVersionDropdown', dropdownActiveClassDisabled: true });
    expect(screen.getByRole('link', { name: 'Next' })).not.toHaveAttribute('aria-current');
  });

  it('is a dropdown labelled "Versions" in the drawer when there are several versions', () => {
    const m = withVersions([
      { name: 'current', label: 'Next' },
      { name: '1.0', label: '1.0' },
    ]);
    renderVersions(m, true);
    // Expanded from the start: its "Next" entry is the version of the current page.
    expect(screen.getByRole('button', { name: 'Versions' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('link', { name: '1.0' }));
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('1.0');
  });

  it('labels the desktop dropdown with the preferred version', () => {
    localStorage.setItem('docs-preferred-version-default', '1.0');
    const m = withVersions([
      { name: 'current', label: 'Next' },
      { name: '1.0', label: '1.0' },
    ]);
    renderVersions(m, false);
    expect(screen.getByRole('button', { name: '1.0' })).toHaveAttribute('aria-haspopup', 'true');
  });

  it('forgets a stored version that no longer exists', () => {
    localStorage.setItem('docs-preferred-version-default', '0.9');
    const m = withVersions([{ name: 'current', label: 'Next' }]);
    renderVersions(m, false);
    expect(localStorage.getItem('docs-preferred-version-default')).toBeNull();
  });
});
