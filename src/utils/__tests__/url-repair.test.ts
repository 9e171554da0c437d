import { safeHash, safePathname } from '../url-repair';

describe('safePathname', () => {
  it.each(['/', '/docs/get-started/error-codes', '/docs/caf%C3%A9', '/docs/a%20b'])('keeps %s', (path) => {
    expect(safePathname(path)).toBe(path);
  });

  it.each([
    ['/docs/%zz', '/docs/_zz'],
    ['/docs/100%', '/docs/100_'],
    ['/docs/%E0%A4%A', '/docs/_E0_A4_A'],
    ['/%2F%2Fevil.example/', '/_2F_2Fevil.example/'],
    ['/%5cevil.example', '/_5cevil.example'],
    ['/docs/a%3Fb', '/docs/a_3Fb'],
  ])('turns %s into %s, which any number of decodings leaves alone', (path, safe) => {
    expect(safePathname(path)).toBe(safe);
    expect(decodeURIComponent(decodeURI(safe))).toBe(safe);
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
