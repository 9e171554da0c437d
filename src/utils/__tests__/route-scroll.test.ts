import { shouldScrollAfterNavigation } from '../route-scroll';

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
