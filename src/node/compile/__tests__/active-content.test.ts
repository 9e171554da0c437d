/**
 * @jest-environment node
 *
 * MDX cannot carry active content (../active-content.ts): URLs with other schemes than http,
 * https, mailto and tel, HTML elements prose does not need, event handlers and raw HTML fail the
 * compile step, naming file, line and what to write instead (ids, names, styles, images from other
 * sites and markup the browser rebuilds: ./hostile-markup.test.ts). The rules are pure functions,
 * tested here directly; the compile step's unified toolchain is ESM-only, which Jest cannot load,
 * so pages are compiled by ../cli.ts in a child `node` process, as in ./compile.test.ts.
 */
import type { ContentNode } from '../../../content-model/content-tree';
import { compilePages, type CompiledResult } from '../../../test-utils/compile-pages';
import { ALLOWED_ELEMENTS, isAllowedUrl, isHighlighterHtml, urlScheme, writtenAttributeProblem, writtenElementProblem } from '../active-content';

type Result = CompiledResult;

const compile = (files: Record<string, string>) => compilePages(files, 'active-content-');

function elements(nodes: readonly ContentNode[]): Array<Exclude<ContentNode, string>> {
  return nodes.flatMap((node) => (typeof node === 'string' ? [] : [node, ...elements(node.slice(2) as ContentNode[])]));
}

const LINK_FIX = 'only http, https, mailto and tel links (or site paths) are allowed; remove it or link to a page.';
const IMAGE_FIX = "the site's Content-Security-Policy only loads images from the site: put the file under static/";

describe('the rules, as pure functions', () => {
  it.each([
    ['javascript:alert(1)', 'javascript'],
    ['JaVaScRiPt:alert(1)', 'javascript'],
    ['  javascript:alert(1)  ', 'javascript'],
    ['\u0000\u0001\u001f javascript:alert(1)', 'javascript'],
    ['java\tscr\nipt:alert(1)', 'javascript'],
    ['\u00a0\u200b\ufeffjavascript:alert(1)', 'javascript'],
    ['%20%09javascript:alert(1)', 'javascript'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'data'],
    ['vbscript:msgbox(1)', 'vbscript'],
    ['file:///etc/passwd', 'file'],
    ['https://example.com/a?b=c:d', 'https'],
    ['mailto:support@llmprovider.example', 'mailto'],
    ['tel:+15551234567', 'tel'],
  ])('reads the scheme of %j as %s', (url, scheme) => {
    expect(urlScheme(url)).toBe(scheme);
  });

  it.each(['/docs/get-started/error-codes#429', '#anchor', './chat', '../dify/chat', 'chat.mdx', '//cdn.example.com/x.png', '/img/a:b.png', '?q=1', ''])(
    'reads %j as relative (allowed)',
    (url) => {
      expect(urlScheme(url)).toBeNull();
      expect(isAllowedUrl(url)).toBe(true);
    },
  );

  it('allows http, https, mailto and tel only', () => {
    expect(['http://a', 'HTTPS://a', 'mailto:a@b', 'tel:1'].every(isAllowedUrl)).toBe(true);
    expect(['javascript:1', 'data:,x', 'vbscript:1', 'file:///x', 'ftp://x', 'blob:x', 'ws://x'].some(isAllowedUrl)).toBe(false);
  });

  it('allows the elements prose needs and refuses the rest, saying what to write instead', () => {
    for (const name of ['p', 'a', 'img', 'table', 'kbd', 'br', 'sub', 'sup', 'details', 'summary', 'div', 'span', 'h2'])
      expect(writtenElementProblem(name)).toBeNull();
    for (const name of [
      'script',
      'style',
      'iframe',
      'frame',
      'frameset',
      'object',
      'embed',
      'applet',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'meta',
      'link',
      'base',
      'svg',
      'math',
      'my-widget',
      'svg:script',
    ]) {
      expect(writtenElementProblem(name)).toMatch(new RegExp(`^<${name}> cannot be used in a page: .+\\. The HTML elements a page may write are a, abbr, `));
    }
    expect(writtenElementProblem('iframe')).toContain('link to it instead');
    expect(writtenElementProblem('meta')).toContain('front matter');
    expect(writtenElementProblem('input')).toContain('task list');
    expect(ALLOWED_ELEMENTS.has('input')).toBe(false);
  });

  it('refuses every event handler, whatever its value, and raw HTML', () => {
    for (const [name, value] of [
      ['onClick', 'alert(1)'],
      ['onclick', 'alert(1)'],
      ['onLoad', undefined],
      ['onMouseOver', 2],
      ['onError', true],
    ] as const) {
      expect(writtenAttributeProblem('div', name, value)).toMatch(new RegExp(`^\`${name}\` on <div>: a page cannot set event handlers`));
    }
    expect(writtenAttributeProblem('div', 'title', 'onClick')).toBeNull();
    expect(writtenAttributeProblem('div', 'dangerouslySetInnerHTML', { __html: '<b>x</b>' })).toMatch(/cannot insert raw HTML/);
    expect(writtenAttributeProblem('CodeBlock', 'html', '<img src=x onerror=alert(1)>')).toMatch(/not the build's highlighted code/);
    expect(isHighlighterHtml('<span class="ln hl"><span class="tk-k">def</span> f(): &lt;script&gt;</span>\n<span data-pagefind-ignore="">x</span>')).toBe(
      true,
    );
    expect(isHighlighterHtml('<span class="tk-k" onmouseover="x">def</span>')).toBe(false);
  });

  it('checks every URL attribute, also in srcset lists, and takes only text', () => {
    expect(writtenAttributeProblem('a', 'href', ['javascript:alert(1)'])).toMatch(/^<a href> is an array: a URL must be text/);
    expect(writtenAttributeProblem('img', 'srcSet', '/a.png 1x, data:image/png;base64,AAAA 2x')).toMatch(/^<img srcSet> loads `data:…`/);
    expect(writtenAttributeProblem('a', 'ping', 'https://a.example vbscript:x')).toMatch(/^<a ping> links to `vbscript:…`/);
    expect(writtenAttributeProblem('a', 'xlinkHref', 'javascript:x')).toMatch(/links to `javascript:…`/);
    expect(writtenAttributeProblem('a', 'href', 'https://example.com')).toBeNull();
    expect(writtenAttributeProblem('a', 'title', 'javascript:x')).toBeNull();
  });
});

describe('compileMdx: active content fails naming file, line and what to write instead', () => {
  let results: Record<string, Result>;
  beforeAll(() => {
    results = compile({
      // Markdown links, images and definitions
      mdLink: '\n[x](javascript:alert(1))\n',
      mdObfuscated: '\n[x](<  JaVaScRiPt:alert(1)>)\n\n[y](&#106;avascript:alert(1))\n\n[z](&#x09;java&#x0A;script:alert(1))\n',
      mdImage: '\n![x](data:image/svg+xml;base64,PHN2Zz4=)\n',
      mdDefinition: '\nSee [the page][r].\n\n[r]: vbscript:msgbox(1)\n',
      mdFile: '\n[x](file:///etc/passwd)\n',
      // JSX URL attributes
      jsxHref: '\n<a href="javascript:alert(1)">x</a>\n',
      jsxEntity: '\n<a href="&#106;avascript:alert(1)">x</a>\n',
      jsxExpression: '\n<a href={"java\\u0073cript:alert(1)"}>x</a>\n',
      jsxControl: '\n<a href={"\\u0001 \\tJAVASCRIPT:alert(1) "}>x</a>\n',
      jsxImage: '\n<img src="data:image/png;base64,AAAA" alt="" />\n',
      jsxOther:
        '\n<Callout to="javascript:alert(1)">x</Callout>\n\n<div data="vbscript:x">y</div>\n\n<span formAction="javascript:x">z</span>\n\n<img src="/img/a.png" srcSet="/img/a.png 1x, javascript:x 2x" alt="" />\n',
      // elements
      elements: [
        '',
        '<script>alert(1)</script>',
        '',
        '<style>{"body{display:none}"}</style>',
        '',
        '<iframe src="https://example.com" />',
        '',
        '<object data="https://example.com/x.swf" />',
        '',
        '<embed src="https://example.com/x.swf" />',
        '',
        '<meta httpEquiv="refresh" content="0;url=https://evil.example" />',
        '',
        '<form action="https://evil.example"><button>Send</button></form>',
        '',
        '<input type="checkbox" />',
        '',
        '<textarea />',
        '',
        '<link rel="stylesheet" href="https://evil.example/x.css" />',
        '',
        '<base href="https://evil.example/" />',
        '',
        '<svg><script>alert(1)</script></svg>',
        '',
      ].join('\n'),
      // event handlers
      handlers:
        '\n<div onClick="alert(1)">x</div>\n\n<span onclick={"alert(1)"}>y</span>\n\n<Callout onLoad={() => alert(1)}>z</Callout>\n\n<img src="/img/a.png" alt="" onError="alert(1)" />\n',
      // raw HTML
      rawHtml:
        '\n<div dangerouslySetInnerHTML={{ __html: "<img src=x onerror=alert(1)>" }} />\n\n<CodeBlock html="<img src=x onerror=alert(1)>" />\n\n<pre html="<img src=x onerror=alert(1)>" />\n',
    });
  });

  const problems = (name: string) => results[name].problems ?? [];

  it('rejects Markdown links, images and definitions to other schemes, also obfuscated', () => {
    expect(problems('mdLink')).toHaveLength(1);
    expect(problems('mdLink')[0].endsWith(`/mdLink.mdx:6: link to \`javascript:…\`: ${LINK_FIX}`)).toBe(true);
    expect(problems('mdObfuscated')).toEqual([
      expect.stringMatching(/mdObfuscated\.mdx:6: link to `javascript:…`: only http/),
      expect.stringMatching(/mdObfuscated\.mdx:8: link to `javascript:…`: only http/),
      expect.stringMatching(/mdObfuscated\.mdx:10: link to `javascript:…`: only http/),
    ]);
    expect(problems('mdImage')).toEqual([expect.stringMatching(new RegExp(`mdImage\\.mdx:6: image \`data:…\`: ${IMAGE_FIX}`))]);
    expect(problems('mdDefinition')).toEqual([expect.stringMatching(/mdDefinition\.mdx:6: link to `vbscript:…`: only http/)]);
    expect(problems('mdFile')).toEqual([expect.stringMatching(/mdFile\.mdx:6: link to `file:…`: only http/)]);
  });

  it('rejects JSX URL attributes to other schemes, checking the decoded value', () => {
    expect(problems('jsxHref')).toEqual([expect.stringMatching(/jsxHref\.mdx:6: <a href> links to `javascript:…`: only http, https, mailto and tel/)]);
    expect(problems('jsxEntity')).toEqual([expect.stringMatching(/jsxEntity\.mdx:6: <a href> links to `javascript:…`/)]);
    expect(problems('jsxExpression')).toEqual([expect.stringMatching(/jsxExpression\.mdx:6: <a href> links to `javascript:…`/)]);
    expect(problems('jsxControl')).toEqual([expect.stringMatching(/jsxControl\.mdx:6: <a href> links to `javascript:…`/)]);
    expect(problems('jsxImage')).toEqual([expect.stringMatching(new RegExp(`jsxImage\\.mdx:6: <img src> loads \`data:…\`: ${IMAGE_FIX}`))]);
    expect(problems('jsxOther')).toEqual([
      expect.stringMatching(/jsxOther\.mdx:6: <Callout to> links to `javascript:…`/),
      expect.stringMatching(/jsxOther\.mdx:8: <div data> loads `vbscript:…`/),
      expect.stringMatching(/jsxOther\.mdx:10: <span formAction> links to `javascript:…`/),
      expect.stringMatching(/jsxOther\.mdx:12: <img srcSet> loads `javascript:…`/),
    ]);
  });

  it('rejects HTML elements prose does not need, each with its line and what to write instead', () => {
    const at = (line: number, name: string, advice: string) =>
      expect.stringMatching(new RegExp(`elements\\.mdx:${line}: <${name}> cannot be used in a page: .*${advice}`));
    expect(problems('elements')).toEqual([
      at(6, 'script', 'cannot run scripts'),
      at(8, 'style', 'cannot load or carry styles'),
      at(10, 'iframe', 'link to it instead'),
      at(12, 'object', 'link to it instead'),
      at(14, 'embed', 'link to it instead'),
      at(16, 'meta', 'front matter'),
      at(18, 'button', 'forms or controls'),
      at(18, 'form', 'forms or controls'),
      at(20, 'input', 'Markdown task list'),
      at(22, 'textarea', 'forms or controls'),
      at(24, 'link', 'cannot load or carry styles'),
      at(26, 'base', 'front matter'),
      at(28, 'script', 'cannot run scripts'),
      at(28, 'svg', 'use an image file'),
    ]);
  });

  it('rejects event handlers on elements and components, whatever their value', () => {
    expect(problems('handlers')).toEqual([
      expect.stringMatching(/handlers\.mdx:6: `onClick` on <div>: a page cannot set event handlers/),
      expect.stringMatching(/handlers\.mdx:8: `onclick` on <span>: a page cannot set event handlers/),
      expect.stringMatching(/handlers\.mdx:10: `onLoad` on <Callout>: a page cannot set event handlers/),
      expect.stringMatching(/handlers\.mdx:12: `onError` on <img>: a page cannot set event handlers/),
    ]);
  });

  it('rejects raw HTML: dangerouslySetInnerHTML, and an html prop that is not highlighted code', () => {
    expect(problems('rawHtml')).toEqual([
      expect.stringMatching(/rawHtml\.mdx:6: `dangerouslySetInnerHTML` on <div>: a page cannot insert raw HTML/),
      expect.stringMatching(/rawHtml\.mdx:8: `html` on <CodeBlock> is not the build's highlighted code; .*write a fenced code block/),
      expect.stringMatching(/rawHtml\.mdx:10: `html` on <pre> is not the build's highlighted code/),
    ]);
  });
});

describe('compileMdx: a normal page still compiles', () => {
  let result: Result;
  beforeAll(() => {
    result = compile({
      normal: [
        '',
        'Read [error codes](/docs/get-started/error-codes#429-too-many-requests), the [body](#request-body), [a sibling](./chat),',
        'the [vendor docs](https://platform.example.com/docs), [plain http](http://example.com), [mail us](mailto:support@llmprovider.example)',
        'or [call](tel:+15551234567), and https://autolinked.example.com. Press <kbd>Ctrl</kbd>+<kbd>C</kbd>; H<sub>2</sub>O, x<sup>2</sup>,',
        '<abbr title="Application programming interface">API</abbr>, <a href="/docs/get-started/quickstart">JSX link</a>, <span title="a note">note</span>.[^1]',
        '',
        '![A diagram](/img/diagram.png) <img src="img/a.png" alt="Relative" /> <img src="/img/b.png" srcSet="/img/b.png 1x, /img/b@2x.png 2x" alt="" />',
        '',
        '## Request body',
        '',
        '| Field | Type |',
        '| :---- | ---: |',
        '| `model` | string<br />Any id. |',
        '',
        '- [x] done',
        '- [ ] to do',
        '',
        '<details>',
        '<summary>More</summary>',
        '',
        'Hidden **text** with a [link](/docs/x) and ~~old~~ words.',
        '',
        '</details>',
        '',
        '<Callout type="tip">See [the guide](https://example.com/guide).</Callout>',
        '',
        '```html',
        '<script>alert("javascript:void(0)")</script> <a onclick="x" href="javascript:x">',
        '```',
        '',
        'Inline `javascript:alert(1)` and `<iframe>` in code are text; so is the word onClick.',
        '',
        '[ref]: https://example.com/ref',
        '',
        '[^1]: A footnote.',
        '',
      ].join('\n'),
    }).normal;
  });

  it('has no problems, and keeps links, images, tables, the task list, code and allowed elements', () => {
    expect(result.problems).toBeUndefined();
    const tree = result.page!.tree;
    const types = new Set(elements(tree).map(([type]) => type));
    for (const type of [
      'a',
      'img',
      'table',
      'input',
      'kbd',
      'sub',
      'sup',
      'abbr',
      'span',
      'details',
      'summary',
      'del',
      'br',
      'Callout',
      'CodeBlock',
      'section',
    ]) {
      expect(types).toContain(type);
    }
    const checkbox = elements(tree).find(([type]) => type === 'input');
    expect(checkbox?.[1]).toMatchObject({ type: 'checkbox', disabled: true });
    const hrefs = elements(tree)
      .filter(([type]) => type === 'a')
      .map(([, props]) => (props as { href?: string }).href);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        'mailto:support@llmprovider.example',
        'tel:+15551234567',
        'http://example.com',
        'https://autolinked.example.com',
        '#request-body',
      ]),
    );
  });
});
