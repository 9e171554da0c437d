import { repairLocation, safeHash, safePathname } from '../url-repair';

describe('safePathname', () => {
  it.each(['/', '/docs/get-started/error-codes', '/docs/caf%C3%A9', '/docs/a%20b'])('keeps %s', (path) => {
    expect(safePathname(path)).toBe(path);
  });

  it.each([
    ['/docs/%zz', '/docs/%25zz'],
    ['/docs/100%', '/docs/100%25'],
    ['/docs/%E0%A4%A', '/docs/%25E0%25A4%25A'],
    ['/%2F%2Fevil.example/', '/%252F%252Fevil.example/'],
    ['/%5cevil.example', '/%255cevil.example'],
    ['/docs/a%3Fb', '/docs/a%253Fb'],
  ])('escapes %s as %s, which decodes back to the typed text', (path, safe) => {
    expect(safePathname(path)).toBe(safe);
    expect(decodeURIComponent(safe)).toBe(path);
  });
});

describe('safeHash', () => {
  it.each(['', '#', '#models', '#caf%C3%A9'])('keeps %p', (hash) => {
    expect(safeHash(hash)).toBe(hash);
  });

  it.each(['#%', '#%zz', '#100%', '#%E0%A4%A'])('makes %s decodable to itself', (hash) => {
    const safe = safeHash(hash);
    expect(() => decodeURI(safe)).not.toThrow();
    expect(decodeURI(safe)).toBe(hash);
  });
});

describe('repairLocation', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('rewrites a malformed hash and path in place, keeping the query', () => {
    window.history.replaceState({ key: 'k' }, '', '/docs/%zz?lang=python#100%');
    expect(repairLocation()).toBe(true);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/docs/%25zz?lang=python#100%25');
    expect(window.history.state).toEqual({ key: 'k' });
  });

  it('leaves a good URL alone', () => {
    window.history.replaceState(null, '', '/docs?lang=python#models');
    const replace = jest.spyOn(window.history, 'replaceState');
    expect(repairLocation()).toBe(false);
    expect(replace).not.toHaveBeenCalled();
    replace.mockRestore();
  });
});
