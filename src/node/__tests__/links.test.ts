import { checkLinks, type PageTarget } from '../links';

const pages: PageTarget[] = [
  { path: '/docs', file: '/site/content/docs/get-started/quick-start.mdx', anchors: new Set(['first-request', 'streaming']) },
  { path: '/docs/get-started/error-codes', file: '/site/content/docs/get-started/error-codes.mdx', anchors: new Set(['429-too-many-requests']) },
];
/** Checks the links a page's compile step found (src/node/compile/__tests__ covers finding them). */
const check = (urls: string[], line = 5) =>
  checkLinks(
    [{ file: 'content/docs/get-started/quick-start.mdx', absoluteFile: '/site/content/docs/get-started/quick-start.mdx', links: urls.map((url) => ({ url, line })), path: '/docs' }],
    pages,
    (p) => p === '/img/logo.svg',
  );

describe('link check', () => {
  it('accepts links to pages, anchors, static files and other sites', () => {
    expect(check(['/docs/get-started/error-codes#429-too-many-requests', '#streaming', '/img/logo.svg', 'https://openai.com'])).toEqual([]);
  });

  it('accepts relative links to .mdx files', () => {
    expect(check(['./error-codes.mdx#429-too-many-requests'])).toEqual([]);
  });

  it('fails a link to a doc that does not exist, naming file and line', () => {
    expect(check(['/docs/get-started/nope'], 6)).toEqual([
      'content/docs/get-started/quick-start.mdx:6: broken link "/docs/get-started/nope": no page or static file at /docs/get-started/nope. Fix the path (doc URLs look like /docs/get-started/error-codes) or create the page.',
    ]);
  });

  it('fails a link to a missing anchor and lists the valid ones', () => {
    expect(check(['/docs/get-started/error-codes#404'])).toEqual([
      'content/docs/get-started/quick-start.mdx:5: broken anchor "/docs/get-started/error-codes#404": /docs/get-started/error-codes has no heading with id "404". Use one of: #429-too-many-requests',
    ]);
    expect(check(['#nowhere'])[0]).toMatch(/broken anchor "#nowhere": \/docs has no heading with id "nowhere"/);
  });

  it('fails bare relative links, which break under nested URLs', () => {
    expect(check(['error-codes'])[0]).toMatch(/link "error-codes" is relative: write it as a site path/);
  });

  it('fails relative .mdx links to missing files', () => {
    expect(check(['./missing.mdx'])[0]).toMatch(/broken link "\.\/missing\.mdx": file .*missing\.mdx does not exist/);
  });
});
