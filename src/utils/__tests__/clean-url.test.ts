import { cleanPathForNotFound, stripHtmlSuffix } from '../clean-url';

describe('stripHtmlSuffix', () => {
  it.each([
    ['/docs/get-started/error-codes.html', '/docs/get-started/error-codes'],
    ['/docs/get-started/error-codes/index.html', '/docs/get-started/error-codes'],
    ['/docs/index.html', '/docs'],
    ['/index.html', '/'],
    ['/docs.html', '/docs'],
  ])('%s → %s', (input, expected) => {
    expect(stripHtmlSuffix(input)).toBe(expected);
  });

  it.each(['/', '/docs', '/a.html.x', '/docs/html', '/docs/get-started/error-codes/'])('leaves %s alone', (input) => {
    expect(stripHtmlSuffix(input)).toBeNull();
  });
});

describe('cleanPathForNotFound', () => {
  it('strips .html inside the site', () => {
    expect(cleanPathForNotFound('/docs/get-started/error-codes.html')).toBe('/docs/get-started/error-codes');
  });

  it('never redirects the 404 page files themselves', () => {
    expect(cleanPathForNotFound('/404.html')).toBeNull();
    expect(cleanPathForNotFound('/404/index.html')).toBeNull();
  });

  it('works under a path prefix and ignores paths outside it', () => {
    expect(cleanPathForNotFound('/llm-docs/docs/intro.html', '/llm-docs')).toBe('/docs/intro');
    expect(cleanPathForNotFound('/llm-docs/index.html', '/llm-docs')).toBe('/');
    expect(cleanPathForNotFound('/other/intro.html', '/llm-docs')).toBeNull();
    expect(cleanPathForNotFound('/llm-docs/404.html', '/llm-docs')).toBeNull();
  });
});
