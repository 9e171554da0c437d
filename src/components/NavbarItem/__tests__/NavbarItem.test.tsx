import React from 'react';
import { render, screen } from '@testing-library/react';
import NavbarItem from '..';
import ErrorBoundary, { NavbarItemBoundary } from '../../ErrorBoundary';
import { LocationProvider } from '../../../contexts/Location';
import { DocsVersionProvider } from '../../../contexts/DocsVersion';
import { mockSidebar } from '../../../test-utils/render';
import { NAVBAR_ITEM_TYPES, parseSiteConfig, type NavbarItemConfig } from '../../../config/schema';

const location = { pathname: '/docs/api-reference/openai/chat', search: '', hash: '', key: 'k' };

/** One item as components receive it: read through the real schema of site.config.ts. */
function parseItem(raw: unknown): NavbarItemConfig {
  return parseSiteConfig({ navbar: { items: [raw] } }).navbar.items[0];
}

function renderParsed(item: NavbarItemConfig, mobile = false) {
  mockSidebar();
  return render(
    <LocationProvider value={location}>
      <DocsVersionProvider>
        <ErrorBoundary>
          <NavbarItemBoundary item={item}>
            <NavbarItem item={item} mobile={mobile} />
          </NavbarItemBoundary>
        </ErrorBoundary>
      </DocsVersionProvider>
    </LocationProvider>,
  );
}

const renderItem = (raw: unknown, mobile = false) => renderParsed(parseItem(raw), mobile);

describe('navbar item registry', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('renders an item of every type the schema accepts', () => {
    const samples: Record<(typeof NAVBAR_ITEM_TYPES)[number], unknown> = {
      default: { label: 'Blog', href: 'https://blog.example' },
      dropdown: { label: 'More', items: [{ label: 'Status', href: 'https://status.example' }] },
      localeDropdown: { type: 'localeDropdown' },
      search: { type: 'search' },
      html: { type: 'html', value: '<span>Beta</span>' },
      doc: { type: 'doc', docId: 'api-reference/openai/chat', label: 'OpenAI' },
      docSidebar: { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' },
      docsVersion: { type: 'docsVersion' },
      docsVersionDropdown: { type: 'docsVersionDropdown' },
    };
    for (const type of NAVBAR_ITEM_TYPES) {
      const { container, unmount } = renderItem(samples[type]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(container).not.toBeEmptyDOMElement();
      unmount();
    }
  });

  it('gives an item without a type the type its shape implies', () => {
    renderItem({ label: 'More', items: [{ label: 'Status', href: 'https://status.example' }] });
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-haspopup', 'true');
  });

  it('renders each kind of item', () => {
    renderItem({ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' });
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/docs/get-started/error-codes');
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks a doc item active only on its own page', () => {
    renderItem({ type: 'doc', docId: 'api-reference/openai/chat', label: 'OpenAI' });
    expect(screen.getByRole('link', { name: 'OpenAI' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders raw HTML items', () => {
    const { container } = renderItem({ type: 'html', value: '<span class="badge">Beta</span>' });
    expect(container.querySelector('.badge')?.textContent).toBe('Beta');
  });

  it('reports an unknown type at run time with the "no component found" error', () => {
    // Only an item that skipped the schema can have one.
    renderParsed(JSON.parse('{"type":"mystery","label":"x"}') as NavbarItemConfig);
    expect(screen.getByText(/No navbar item component found for type "mystery"\./)).toBeInTheDocument();
  });

  it('asks the owner to check the configuration of a failing item, with the item as JSON and the cause', () => {
    renderItem({ type: 'doc', docId: 'no/such/doc', label: 'Broken' });
    const message = screen.getByText(/A navbar item failed to render\./);
    expect(message.textContent).toContain('Please double-check the following navbar item (navbar.items in src/config/site.config.ts):');
    expect(message.textContent).toContain('"docId": "no/such/doc"');
    expect(message.textContent).toMatch(/Cause:\nThe doc item links to the doc id "no\/such\/doc", which no doc of version "current" has\./);
  });
});
