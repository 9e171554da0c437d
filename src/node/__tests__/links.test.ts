import { checkLinks, type PageTarget } from '../links';

const pages: PageTarget[] = [
  { path: '/docs', file: '/site/content/docs/get-started/quick-start.mdx', anchors: new Set(['first-request', 'streaming']) },
  { path: '/docs/get-started/error-codes', file: '/site/content/docs/get-started/error-codes.mdx', anchors: new Set(['429-too-many-requests']) },
];
/** Checks the links a page's compile step found (src/node/compile/__tests__ covers finding them). */
const check = (urls: string[], line = 5, kind: 'link' | 'image' = 'link') =>
  checkLinks(
    [
      {
        file: 'content/docs/get-started/quick-start.mdx',
        absoluteFile: '/site/content/docs/get-started/quick-start.mdx',
        links: urls.map((url) => ({ url, line, kind })),
        path: '/docs',
      },
    ],
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

  it('names file and line for malformed percent-encoding instead of throwing', () => {
    for (const url of ['/docs/get-started/error-codes#100%', '#%zz', '/docs/get-started/%zz']) {
      expect(check([url], 9)).toEqual([
        `content/docs/get-started/quick-start.mdx:9: malformed percent-encoding in "${url}": write a literal % as %25 (e.g. #100%25), or fix the escape.`,
      ]);
    }
  });

  it('follows the server: paths are case-sensitive and have no trailing slash', () => {
    expect(check(['/DOCS/GET-STARTED/ERROR-CODES'], 7)).toEqual([
      'content/docs/get-started/quick-start.mdx:7: link "/DOCS/GET-STARTED/ERROR-CODES" does not match the page\'s URL exactly (the server is case-sensitive and answers pages without a trailing slash). Write /docs/get-started/error-codes.',
    ]);
    expect(check(['/docs/get-started/error-codes/#429-too-many-requests'])[0]).toMatch(
      /link "\/docs\/get-started\/error-codes\/#429-too-many-requests" does not match .* Write \/docs\/get-started\/error-codes#429-too-many-requests\.$/,
    );
    expect(check(['/Docs'])[0]).toMatch(/Write \/docs\.$/);
  });

  it('requires images to name an existing file, not a page or a missing file', () => {
    expect(check(['/img/logo.svg'], 5, 'image')).toEqual([]);
    expect(check(['/img/missing.png'], 3, 'image')).toEqual([
      'content/docs/get-started/quick-start.mdx:3: broken image "/img/missing.png": no file at /img/missing.png (static/img/missing.png). Put the file under static/ and use its path (e.g. /img/logo.svg).',
    ]);
    expect(check(['/docs'], 3, 'image')[0]).toMatch(/broken image "\/docs": \/docs is a page, not a file/);
    expect(check(['img/logo.svg'], 3, 'image')[0]).toMatch(/image "img\/logo.svg" is relative/);
  });
});
