import React from 'react';
import { render, screen } from '@testing-library/react';
import NavbarItem, { NAVBAR_ITEM_COMPONENTS, resolveItemType } from '..';
import ErrorBoundary, { NavbarItemBoundary } from '../../ErrorBoundary';
import { LocationProvider } from '../../../contexts/Location';
import { DocsVersionProvider } from '../../../contexts/DocsVersion';
import { mockSidebar } from '../../../test-utils/render';
import type { NavbarItemConfig } from '../../../config/schema';

const location = { pathname: '/docs/api-reference/openai/chat', search: '', hash: '', key: 'k' };
function renderItem(item: Record<string, unknown>, mobile = false) {
  mockSidebar();
  return render(
    <LocationProvider value={location}>
      <DocsVersionProvider>
        <ErrorBoundary>
          <NavbarItemBoundary item={item}>
            <NavbarItem item={item as NavbarItemConfig} mobile={mobile} />
          </NavbarItemBoundary>
        </ErrorBoundary>
      </DocsVersionProvider>
    </LocationProvider>,
  );
}

describe('navbar item registry', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('has a component for every type of the spec', () => {
    expect(Object.keys(NAVBAR_ITEM_COMPONENTS).sort()).toEqual(
      ['default', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown', 'dropdown', 'html', 'localeDropdown', 'search'].sort(),
    );
  });

  it('resolves a missing type from the shape of the item', () => {
    expect(resolveItemType({ label: 'x', to: '/' } as NavbarItemConfig)).toBe('default');
    expect(resolveItemType({ label: 'x', items: [] } as unknown as NavbarItemConfig)).toBe('dropdown');
    expect(resolveItemType({ type: 'doc' } as NavbarItemConfig)).toBe('doc');
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
    renderItem({ type: 'mystery', label: 'x' });
    expect(screen.getByText(/No navbar item component found for type "mystery"\./)).toBeInTheDocument();
  });

  it('asks the owner to check the configuration of a failing item, with the item as JSON and the cause', () => {
    renderItem({ type: 'doc', docId: 'no/such/doc', label: 'Broken' });
    const message = screen.getByText(/A navbar item failed to render\./);
    expect(message.textContent).toContain('Please double-check the following navbar item (navbar.items in src/config/site.config.ts):');
    expect(message.textContent).toContain('"docId": "no/such/doc"');
    expect(message.textContent).toMatch(/Cause:\nCouldn't find any doc with id "no\/such\/doc"/);
  });
});
