import { routerRestoresScroll, shouldScrollAfterNavigation } from '../route-scroll';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('shouldScrollAfterNavigation', () => {
  it('keeps the position when only the query string changed', () => {
    expect(shouldScrollAfterNavigation(at('/docs/a', '?lang=python'), at('/docs/a', '?lang=node'))).toBe(false);
    expect(shouldScrollAfterNavigation(at('/docs/a', '', '#x'), at('/docs/a', '?q=1', '#x'))).toBe(false);
  });

  it('scrolls after any other navigation, and on the first render', () => {
    expect(shouldScrollAfterNavigation(at('/docs/a'), at('/docs/b'))).toBe(true);
    expect(shouldScrollAfterNavigation(at('/docs/a', '?q=1'), at('/docs/b', '?q=2'))).toBe(true);
    expect(shouldScrollAfterNavigation(at('/docs/a', '?q=1'), at('/docs/a', '?q=2', '#x'))).toBe(true);
    expect(shouldScrollAfterNavigation(at('/docs/a'), at('/docs/a', '', '#x'))).toBe(true);
    // The same address again (a link to the page itself): to the top, as for any link.
    expect(shouldScrollAfterNavigation(at('/docs/a'), at('/docs/a'))).toBe(true);
    expect(shouldScrollAfterNavigation(undefined, at('/docs/a'))).toBe(true);
  });
});

describe('routerRestoresScroll', () => {
  /** A window with the history API's setting (jsdom has none) that can receive page events. */
  const fakeWindow = (history: object) => Object.assign(new EventTarget(), { history }) as unknown as Window;

  it('leaves Back/Forward scrolling to the router while the app runs, and to the browser once the page is left', () => {
    const win = fakeWindow({ scrollRestoration: 'auto' });
    routerRestoresScroll(win);
    expect(win.history.scrollRestoration).toBe('manual');
    win.dispatchEvent(new Event('pagehide'));
    expect(win.history.scrollRestoration).toBe('auto');
    // Shown again from the back/forward cache: the app runs again.
    win.dispatchEvent(new Event('pageshow'));
    expect(win.history.scrollRestoration).toBe('auto');
    const fromCache = new Event('pageshow');
    Object.defineProperty(fromCache, 'persisted', { value: true });
    win.dispatchEvent(fromCache);
    expect(win.history.scrollRestoration).toBe('manual');
  });

  it('does nothing in a browser without the setting', () => {
    const history = {};
    routerRestoresScroll(fakeWindow(history));
    expect(history).toEqual({});
  });
});
