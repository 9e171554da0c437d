import React from 'react';
import { act, render, screen } from '@testing-library/react';
import SkipToContent from '..';
import { LocationProvider, type SiteLocation } from '../../../contexts/Location';
import { navigateReplacing } from '../../../utils/replace-navigation';

const region = () => screen.getByRole('region', { name: 'Skip to main content' });

function Shell({ location }: { location: SiteLocation }) {
  return (
    <LocationProvider value={location}>
      <SkipToContent />
      <button type="button">elsewhere</button>
    </LocationProvider>
  );
}

/** Moves the address bar to `path`, then renders the shell at that location (as the router does). */
function arrive(rerender: (ui: React.ReactElement) => void, path: string, key: string) {
  const url = new URL(path, window.location.href);
  act(() => rerender(<Shell location={{ pathname: url.pathname, search: url.search, hash: url.hash, key }} />));
  // SkipToContent focuses a frame after the change (after the router's own focus effect).
  act(() => jest.runOnlyPendingTimers());
}

describe('SkipToContent', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/docs');
  });
  afterEach(() => jest.useRealTimers());

  function start() {
    const { rerender } = render(<Shell location={{ pathname: '/docs', search: '', hash: '', key: 'a' }} />);
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    return rerender;
  }

  it('moves focus to the skip link region after a link navigation (PUSH)', () => {
    const rerender = start();
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    window.history.pushState(null, '', '/docs/get-started/error-codes');
    arrive(rerender, '/docs/get-started/error-codes', 'b');
    expect(document.activeElement).toBe(region());
    // The region is focused without keeping a tabindex, and without scrolling: the scroll after a
    // navigation is Gatsby's scroll handler's (a change of the query string alone keeps the position).
    expect(region()).not.toHaveAttribute('tabindex');
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    focus.mockRestore();
  });

  it('leaves focus where it was after a navigation that replaced the history entry', () => {
    const rerender = start();
    const navigate = jest.fn((to: string) => window.history.replaceState(null, '', to));
    navigateReplacing(navigate, '/docs/get-started/error-codes', '/docs/get-started/error-codes');
    expect(navigate).toHaveBeenCalledWith('/docs/get-started/error-codes', { replace: true });
    arrive(rerender, '/docs/get-started/error-codes', 'b');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'elsewhere' }));
    // The record is used once: the next link navigation moves focus again.
    window.history.pushState(null, '', '/docs/get-started/rate-limits');
    arrive(rerender, '/docs/get-started/rate-limits', 'c');
    expect(document.activeElement).toBe(region());
  });

  it('leaves focus where it was after Back/Forward and after a jump to an anchor', () => {
    const rerender = start();
    window.history.pushState(null, '', '/docs/get-started/error-codes');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    arrive(rerender, '/docs/get-started/error-codes', 'b');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'elsewhere' }));
    window.history.pushState(null, '', '/docs/get-started/error-codes#429');
    arrive(rerender, '/docs/get-started/error-codes#429', 'c');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'elsewhere' }));
  });

  it('does not take a replacement to another address for this navigation', () => {
    const rerender = start();
    navigateReplacing(jest.fn(), '/docs/x', '/docs/x');
    window.history.pushState(null, '', '/docs/get-started/error-codes');
    arrive(rerender, '/docs/get-started/error-codes', 'b');
    expect(document.activeElement).toBe(region());
  });
});
