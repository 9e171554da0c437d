/**
 * @jest-environment node
 *
 * Markup a hostile docs pull request could use against the site's page rather than the reader's
 * browser (../active-content.ts): URL props that are not text, the shell's ids and `name`, styles
 * that lift content over the page or load something, images from other sites (which the
 * Content-Security-Policy blocks), and markup that the browser's HTML parser rebuilds, so that
 * React's hydration fails. Each fails the compile step with file, line and what to write instead;
 * the ordinary way of writing each thing still compiles. As in ./active-content.test.ts, pages are
 * compiled by ../cli.ts in a child `node` process (the unified toolchain is ESM-only).
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import type { ContentNode } from '../../../content-model/content-tree';
import { compilePages, type CompiledResult } from '../../../test-utils/compile-pages';
import { walkFiles } from '../../walk';
import { IMAGE_ADVICE, RESERVED_ID_PREFIXES, SHELL_IDS, headingIdProblem, isSiteImageUrl, shellIdReason, writtenAttributeProblem } from '../active-content';

const ROOT = path.resolve(__dirname, '../../../..');

type Result = CompiledResult;

/** Compiles each `name → lines` (after 4 lines of front matter: the first line is line 5). */
const compile = (files: Record<string, string[]>): Record<string, Result> =>
  compilePages(Object.fromEntries(Object.entries(files).map(([name, lines]) => [name, `${lines.join('\n')}\n`])), 'hostile-markup-');

/** A problem of `file` at `line` whose message matches `pattern`. */
const at = (file: string, line: number, pattern: string) =>
  expect.stringMatching(new RegExp(`${file}\\.mdx:${line}: ${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/…/g, '.*')}`));

describe('the rules, as pure functions', () => {
  it('takes only text in URL attributes, on elements and components', () => {
    for (const value of [{}, 1, ['/docs/x'], true, null, { x: 1 }]) {
      expect(writtenAttributeProblem('a', 'href', value)).toMatch(/^<a href> is .+: a URL must be text, e\.g\. href="\/docs\/…"\.$/);
    }
    expect(writtenAttributeProblem('Callout', 'to', { x: 1 })).toBe('<Callout to> is an object: a URL must be text, e.g. to="/docs/…".');
    expect(writtenAttributeProblem('img', 'src', 2)).toBe('<img src> is the number 2: a URL must be text, e.g. src="/img/name.png".');
    expect(writtenAttributeProblem('a', 'href', '/docs/x')).toBeNull();
    expect(writtenAttributeProblem('a', 'title', 2)).toBeNull();
  });

  it('allows images from the site only', () => {
    for (const url of ['/img/a.png', 'img/a.png', '../img/a.png', '/img/a:b.png']) expect(isSiteImageUrl(url)).toBe(true);
    for (const url of [
      'https://example.com/a.png',
      'HTTP://example.com/a.png',
      '//cdn.example.com/a.png',
      '/\\cdn.example.com/a.png',
      ' \t//x',
      'data:image/png,x',
      'mailto:a@b',
    ])
      expect(isSiteImageUrl(url)).toBe(false);
    expect(writtenAttributeProblem('img', 'srcSet', '/img/a.png 1x, https://example.com/b.png 2x')).toBe(
      `<img srcSet> loads \`https://example.com/b.png\`: ${IMAGE_ADVICE}`,
    );
    expect(writtenAttributeProblem('div', 'poster', '//cdn.example.com/p.png')).toBe(`<div poster> loads \`//cdn.example.com/p.png\`: ${IMAGE_ADVICE}`);
    expect(writtenAttributeProblem('img', 'src', 'data:image/png;base64,AAAA')).toBe(`<img src> loads \`data:…\`: ${IMAGE_ADVICE}`);
    expect(writtenAttributeProblem('img', 'src', '/img/a.png')).toBeNull();
    expect(writtenAttributeProblem('a', 'href', 'https://example.com/a.png')).toBeNull();
  });

  it("knows the shell's ids and prefixes, in any case", () => {
    expect(shellIdReason('main-content')).toMatch(/^the site's page shell uses `main-content` for the skip link's target/);
    expect(shellIdReason(' Main-Content ')).not.toBeNull();
    for (const id of [
      '___gatsby',
      '___loader',
      'gatsby-announcer',
      'gatsby-anything',
      'lp-progress-bar',
      'lp-new-thing',
      ':r1:',
      ':R2l6:-input',
      '__LP_APP_STARTED__',
    ])
      expect(shellIdReason(id)).not.toBeNull();
    for (const id of ['request-body', 'main-content-of-a-request', 'gatsby', 'lp', '__init__', 'the-429-response']) expect(shellIdReason(id)).toBeNull();
    expect(Object.keys(SHELL_IDS).every((id) => shellIdReason(id)?.includes(`\`${id}\``))).toBe(true);
    expect(RESERVED_ID_PREFIXES.map(([prefix]) => prefix)).toEqual(['___', 'gatsby-', 'lp-', ':']);
    expect(headingIdProblem('Main content', 'main-content')).toMatch(
      /^the heading "Main content" gets the id `main-content` \(made from its text\), and .*; reword the heading\.$/,
    );
    expect(headingIdProblem('Request body', 'request-body')).toBeNull();
  });

  it('refuses `name`, shell ids and references to them on HTML elements, not on components', () => {
    expect(writtenAttributeProblem('img', 'name', 'getElementById')).toMatch(
      /^`name` on <img>: a page cannot name elements, .*DOM clobbering.*give it an id="…" instead\.$/,
    );
    expect(writtenAttributeProblem('span', 'id', 'main-content')).toMatch(/^<span id="main-content">: the site's page shell uses `main-content`/);
    expect(writtenAttributeProblem('span', 'ID', 'gatsby-focus-wrapper')).toMatch(/^<span id="gatsby-focus-wrapper">: the site's page shell uses/);
    expect(writtenAttributeProblem('span', 'id', ['main-content'])).toMatch(/^<span id="main-content">/);
    expect(writtenAttributeProblem('span', 'aria-controls', 'mine lp-progress-bar')).toMatch(
      /refers to an element of the site's page shell: .*`lp-progress-bar`/,
    );
    expect(writtenAttributeProblem('span', 'htmlFor', ':r3:-input')).toMatch(/refers to an element of the site's page shell: ids that start with `:`/);
    expect(writtenAttributeProblem('span', 'id', 'rate-limit-note')).toBeNull();
    expect(writtenAttributeProblem('span', 'aria-describedby', 'rate-limit-note')).toBeNull();
    expect(writtenAttributeProblem('Shared', 'name', 'dify-auth')).toBeNull();
    expect(writtenAttributeProblem('Operation', 'id', 'createChatCompletion')).toBeNull();
  });

  it('takes a style that keeps content in the text and loads nothing', () => {
    const style = (value: unknown) => writtenAttributeProblem('div', 'style', value);
    for (const fine of [
      { textAlign: 'center', color: 'var(--lp-color-text)', fontWeight: 'bold' },
      { position: 'relative', zIndex: 10, margin: '0 auto', marginTop: 8, width: '50%' },
      { position: 'STATIC', zIndex: 'auto', 'padding-left': '1em', maxWidth: '40em', zIndex2: undefined },
      { zIndex: -1, marginLeft: '1.5em' },
    ]) {
      expect(style(Object.fromEntries(Object.entries(fine).filter(([, v]) => v !== undefined)))).toBeNull();
    }
    expect(style(undefined)).toBeNull();
    const refused: Array<[unknown, RegExp]> = [
      [{ position: 'fixed' }, /sets position: fixed: .*only position "static" or "relative" is allowed/],
      [{ position: 'sticky' }, /sets position: sticky/],
      [{ top: 0 }, /sets top: a page cannot move or scale its content/],
      [{ 'inset-inline-start': 0 }, /sets inset-inline-start: a page cannot move/],
      [{ inset: '0' }, /sets inset:/],
      [{ transform: 'none' }, /sets transform:/],
      [{ WebkitTransform: 'scale(2)' }, /sets WebkitTransform:/],
      [{ '-webkit-transform': 'scale(2)' }, /sets -webkit-transform:/],
      [{ translate: '10px' }, /sets translate:/],
      [{ scale: 2 }, /sets scale:/],
      [{ rotate: '1deg' }, /sets rotate:/],
      [{ zIndex: 11 }, /sets zIndex: 11: at most 10 \(or auto\)/],
      [{ 'z-index': '9999' }, /sets zIndex: 9999/],
      [{ zIndex: 'top' }, /sets zIndex: top/],
      [{ margin: '-100px 0' }, /sets a negative margin \(margin: -100px 0\).*use margins of 0 or more/],
      [{ marginTop: -5 }, /negative margin \(marginTop: -5\)/],
      [{ 'margin-left': 'calc(0px - 20px)' }, /negative margin/],
      [{ marginInline: 'calc(2px*-1)' }, /negative margin/],
      [{ width: '100vw' }, /sets width: 100vw: .*cannot be sized to the browser window/],
      [{ height: 'calc(50dvh + 1px)' }, /browser window/],
      [{ maxWidth: '10VMAX' }, /browser window/],
      [{ minHeight: '.5svb' }, /browser window/],
      [{ fontSize: '2lvi' }, /browser window/],
      [{ background: 'url(https://evil.example/a.png)' }, /loads `url\(https:\/\/evil\.example\/a\.png\)`: a page's style cannot load/],
      [{ backgroundImage: "-webkit-image-set('a.png' 1x)" }, /loads/],
      [{ 'list-style': 'IMAGE(a.png)' }, /loads/],
      [{ fontFamily: "x; @import 'y'" }, /loads/],
      [{ width: 'expression(alert(1))' }, /loads/],
      [{ maskImage: 'cross-fade(a, b)' }, /loads/],
      [{ background: 'u\\72 l(a.png)' }, /has a backslash \(a CSS escape\)/],
      [{ '--lp-color-text': 'red' }, /sets the custom property `--lp-color-text`: a page cannot set CSS custom properties/],
      [{ cssText: 'position:fixed' }, /sets `cssText`, which is not a CSS property/],
      [{ color: { x: 1 } }, /the value of `color` is an object; write text or a number/],
      ['position:fixed', /^<div style> is text \("position:fixed"\): React needs an object .*e\.g\. style=\{\{ textAlign: "center" \}\}/],
      [2, /^<div style> is the number 2: a style is an object/],
      [['a'], /^<div style> is an array/],
    ];
    for (const [value, pattern] of refused) expect(style(value)).toMatch(pattern);
    expect(writtenAttributeProblem('div', 'Style', 'position:fixed')).toMatch(/^<div Style> is text/);
  });
});

/* Every id the shell writes is in SHELL_IDS ------------------------------------------------------ */

/** Where the site's page shell is written: everything that renders or scripts the page around its content. */
const SHELL_SOURCES = [
  'src/components',
  'src/templates',
  'src/pages',
  'src/build',
  'src/utils',
  'src/hooks',
  'src/contexts',
  'src/styles',
  'gatsby-ssr.tsx',
  'gatsby-browser.tsx',
];

function shellFiles(pattern: RegExp): string[] {
  return SHELL_SOURCES.map((source) => path.join(ROOT, source))
    .filter((source) => fs.existsSync(source))
    .flatMap((source) => (fs.statSync(source).isDirectory() ? walkFiles(source, { match: pattern }) : pattern.test(source) ? [source] : []))
    .filter((file) => !/[\\/]__tests__[\\/]|\.test\.[jt]sx?$/.test(file));
}

/** The text of a string literal, or of each literal piece of a template (`\`a${x}b\`` → a, b). */
function literalTexts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  return [];
}

/**
 * The literal ids a source file gives or looks up: `id="…"` (JSX, also in an expression), `id="…"`
 * and `.id='…'` inside strings (HTML and inline scripts), `FOO_ID = '…'` constants,
 * `getElementById('…')`, `querySelector('#…')`, `x.id = '…'` and `createElement(…, { id: '…' })`.
 * Read from the syntax tree, so comments and other `id:` keys (the adjustments' ids) do not count.
 */
function literalIdsOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const ids: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && node.name.getText(source) === 'id' && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) ids.push(value.text);
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /_ID$/.test(node.name.text) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) ids.push(value.text);
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments.length > 0) {
      const method = node.expression.name.text;
      const [first, second] = node.arguments;
      const literal = ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first) ? first.text : null;
      if (method === 'getElementById' && literal !== null) ids.push(literal);
      if (['querySelector', 'querySelectorAll', 'closest', 'matches'].includes(method) && literal !== null) {
        for (const match of literal.matchAll(/#([A-Za-z_][\w-]*)/g)) ids.push(match[1]);
      }
      if (method === 'createElement' && second && ts.isObjectLiteralExpression(second)) {
        for (const property of second.properties) {
          if (ts.isPropertyAssignment(property) && property.name.getText(source) === 'id' && ts.isStringLiteral(property.initializer))
            ids.push(property.initializer.text);
        }
      }
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.name.text === 'id' &&
      ts.isStringLiteral(node.right)
    ) {
      ids.push(node.right.text);
    }
    for (const text of literalTexts(node)) {
      for (const match of text.matchAll(/(?:\bid=|\.id\s*=\s*)(["'])([^"'$]+)\1/g)) ids.push(match[2]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return ids;
}

/** The ids that CSS rules select (`#___gatsby { … }`), comments aside; colours are in declarations, not selectors. */
function cssIdsOf(file: string): string[] {
  const css = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/#([A-Za-z_][\w-]*)(?=[^;{}]*\{)/g)].map((match) => match[1]);
}

describe("SHELL_IDS lists every id the site's shell uses", () => {
  it("has every literal id of the shell's source (components, templates, build, utils, gatsby-ssr/browser) and CSS", () => {
    const found = new Map<string, string>();
    for (const file of shellFiles(/\.(?:[cm]?js|tsx?)$/)) for (const id of literalIdsOf(file)) found.set(id, path.relative(ROOT, file));
    for (const file of shellFiles(/\.css$/)) for (const id of cssIdsOf(file)) found.set(id, path.relative(ROOT, file));
    // The scan itself works: it sees ids written in each of the ways above.
    for (const id of [
      'main-content',
      'toc-title',
      'home-features',
      'gatsby-focus-wrapper',
      'gatsby-script-loader',
      '___gatsby',
      'lp-progress-bar',
      'lp-base-url-banner',
    ])
      expect([...found.keys()]).toContain(id);
    const missing = [...found].filter(([id]) => !(id in SHELL_IDS)).map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it("covers every id Gatsby's browser runtime writes or looks up (gatsby/cache-dir), by name or prefix", () => {
    const cacheDir = path.join(ROOT, 'node_modules/gatsby/cache-dir');
    // The development overlay's focus-trap test element is made and removed off the page, in development only.
    const files = walkFiles(cacheDir, { match: /\.js$/ }).filter((file) => !file.includes(`${path.sep}fast-refresh-overlay${path.sep}helpers${path.sep}`));
    const ids = new Set<string>();
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bid(?:=|:\s*)["'`]([A-Za-z_][\w-]*)["'`]|getElementById\(["'`]([A-Za-z_][\w-]*)["'`]\)/g))
        ids.add(match[1] ?? match[2]);
    }
    expect([...ids]).toEqual(expect.arrayContaining(['___gatsby', 'gatsby-focus-wrapper', 'gatsby-announcer']));
    expect([...ids].filter((id) => shellIdReason(id) === null)).toEqual([]);
  });
});

/* Pages ------------------------------------------------------------------------------------------ */

describe('compileMdx: hostile markup fails naming file, line and what to write instead', () => {
  let results: Record<string, Result>;
  beforeAll(() => {
    results = compile({
      urls: [
        '',
        '<a href={{}}>x</a>',
        '',
        '<a href={1}>x</a>',
        '',
        '<a href={["/docs/x"]}>x</a>',
        '',
        '<a href>x</a>',
        '',
        '<Callout to={{ x: 1 }}>x</Callout>',
        '',
        '<img src={null} alt="" />',
      ],
      images: [
        '',
        '![x](https://example.com/a.png)',
        '',
        '![y](http://example.com/a.png)',
        '',
        '![z](//cdn.example.com/a.png)',
        '',
        '<img src="https://example.com/a.png" alt="" />',
        '',
        '<img src="/img/a.png" srcSet="/img/a.png 1x, https://example.com/a@2x.png 2x" alt="" />',
        '',
        '<img src="/\\evil.example/a.png" alt="" />',
        '',
        'See ![r][remote].',
        '',
        '[remote]: https://example.com/r.png',
      ],
      ids: [
        '',
        '<span id="main-content">x</span>',
        '',
        '<div id="___gatsby">x</div>',
        '',
        '<span id="gatsby-announcer">x</span>',
        '',
        '<span id="GATSBY-focus-wrapper">x</span>',
        '',
        '<span id="lp-progress-bar">x</span>',
        '',
        '<span id=":r1:-input">x</span>',
        '',
        '<span id="__LP_APP_STARTED__">x</span>',
        '',
        '<span aria-controls="mine main-content">x</span>',
        '',
        '<img src="/img/a.png" alt="" name="getElementById" />',
        '',
        '<a name="top">x</a>',
        '',
        '## Main content',
        '',
        '## Gatsby focus wrapper',
        '',
        '<span id={["main-content"]}>x</span>',
        '',
        '<span htmlFor="toc-title">x</span>',
      ],
      styles: [
        '',
        '<div style={{ position: "fixed" }}>x</div>',
        '',
        '<div style={{ top: 0 }}>x</div>',
        '',
        '<div style={{ transform: "translateX(10px)" }}>x</div>',
        '',
        '<div style={{ zIndex: 9999 }}>x</div>',
        '',
        '<div style={{ margin: "-100px 0" }}>x</div>',
        '',
        '<div style={{ width: "100vw", height: "100vh" }}>x</div>',
        '',
        '<div style={{ background: "url(https://evil.example/a.png)" }}>x</div>',
        '',
        '<div style="position:fixed">x</div>',
        '',
        '<div style={{ "--lp-color-text": "red" }}>x</div>',
        '',
        '<span style={{ "inset-inline-start": 0 }}>x</span> and <span style={{ backgroundImage: "image-set(\'a.png\' 1x)" }}>y</span>',
      ],
      nesting: [
        '',
        'Some text <div>x</div> more.',
        '',
        '<p><div>y</div></p>',
        '',
        'Text and <Callout>note</Callout> inline.',
        '',
        'A list <ul><li>x</li></ul> and <pre>x</pre> inline.',
        '',
        '<a href="/docs/x">see [y](/docs/y)</a>',
        '',
        '<a href="/docs/x">see https://example.com</a>',
        '',
        '## Title <h3>x</h3>',
        '',
        '<table><tr><td>1</td></tr></table>',
        '',
        'Text <td>x</td> more.',
        '',
        '<table>',
        '  <tbody>',
        '    <tr>',
        '      <div>x</div>',
        '    </tr>',
        '  </tbody>',
        '</table>',
        '',
        'A rule <hr /> and <details>d</details> here, then <ApiKeyField /> too.',
        '',
        '<p>a <p>b</p></p>',
        '',
        'Text',
        '<summary>More</summary>',
        '',
        '<table>',
        '  <tbody>',
        '    <tr>cell text</tr>',
        '  </tbody>',
        '</table>',
      ],
    });
  });

  const problems = (name: string) => results[name].problems ?? [];

  it('rejects URL attributes that are not text, on elements and components', () => {
    expect(problems('urls')).toEqual([
      at('urls', 6, '<a href> is an object: a URL must be text, e.g. href="/docs/…".'),
      at('urls', 8, '<a href> is the number 1: a URL must be text'),
      at('urls', 10, '<a href> is an array: a URL must be text'),
      at('urls', 12, '<a href> is true (an attribute without a value): a URL must be text'),
      at('urls', 14, '<Callout to> is an object: a URL must be text, e.g. to="/docs/…".'),
      at('urls', 16, '<img src> is null: a URL must be text, e.g. src="/img/name.png".'),
    ]);
  });

  it('rejects images from other sites, in Markdown, JSX, srcSet and definitions, pointing to static/', () => {
    expect(problems('images')).toEqual([
      at('images', 6, `image \`https://example.com/a.png\`: ${IMAGE_ADVICE}`),
      at('images', 8, 'image `http://example.com/a.png`: the site'),
      at('images', 10, 'image `//cdn.example.com/a.png`: the site'),
      at('images', 12, "<img src> loads `https://example.com/a.png`: the site's Content-Security-Policy only loads images from the site"),
      at('images', 14, '<img srcSet> loads `https://example.com/a@2x.png`: the site'),
      at('images', 16, '<img src> loads `/\\evil.example/a.png`: the site'),
      at('images', 18, 'image `https://example.com/r.png`: the site'),
    ]);
  });

  it("rejects the shell's ids (also as a heading's id), references to them, and name", () => {
    expect(problems('ids')).toEqual([
      at('ids', 6, '<span id="main-content">: the site\'s page shell uses `main-content` for the skip link\'s target'),
      at('ids', 8, '<div id="___gatsby">: the site\'s page shell uses `___gatsby` for Gatsby\'s root element'),
      at('ids', 10, '<span id="gatsby-announcer">: the site\'s page shell uses `gatsby-announcer`'),
      at('ids', 12, '<span id="GATSBY-focus-wrapper">: the site\'s page shell uses `GATSBY-focus-wrapper`'),
      at('ids', 14, '<span id="lp-progress-bar">: the site\'s page shell uses'),
      at('ids', 16, '<span id=":r1:-input">: ids that start with `:` are kept for React\'s generated ids'),
      at('ids', 18, '<span id="__LP_APP_STARTED__">: the site\'s page shell uses `__LP_APP_STARTED__` for the window flag'),
      at('ids', 20, '<span aria-controls="mine main-content"> refers to an element of the site\'s page shell'),
      at('ids', 22, '`name` on <img>: a page cannot name elements'),
      at('ids', 24, '`name` on <a>: a page cannot name elements, … give it an id="…" instead.'),
      at('ids', 26, 'the heading "Main content" gets the id `main-content` (made from its text), and the site\'s page shell uses `main-content`'),
      at('ids', 28, 'the heading "Gatsby focus wrapper" gets the id `gatsby-focus-wrapper`'),
      at('ids', 30, '<span id="main-content">:'),
      at('ids', 32, '<span htmlFor="toc-title"> refers to an element of the site\'s page shell'),
    ]);
  });

  it('rejects styles that lift content over the page or load something, and style as text', () => {
    expect(problems('styles')).toEqual([
      at('styles', 6, '<div style> sets position: fixed: a page\'s content stays in the flow of the text, so only position "static" or "relative" is allowed'),
      at('styles', 8, '<div style> sets top: a page cannot move or scale its content'),
      at('styles', 10, '<div style> sets transform:'),
      at('styles', 12, '<div style> sets zIndex: 9999: at most 10 (or auto)'),
      at('styles', 14, '<div style> sets a negative margin (margin: -100px 0)'),
      at('styles', 16, "<div style> sets width: 100vw: a page's content cannot be sized to the browser window"),
      at('styles', 18, "<div style> loads `url(https://evil.example/a.png)`: a page's style cannot load images or styles; put an image in static/"),
      at('styles', 20, '<div style> is text ("position:fixed"): React needs an object'),
      at('styles', 22, '<div style> sets the custom property `--lp-color-text`'),
      at('styles', 24, '<span style> sets inset-inline-start:'),
      at('styles', 24, '<span style> loads `image-set('),
    ]);
  });

  it('rejects markup the browser rebuilds (blocks in paragraphs, links in links, table parts astray), asking for a line of its own', () => {
    const ownLine = 'so the page cannot hydrate as written; put it on its own line, with a blank line before and after';
    expect(problems('nesting')).toEqual([
      at('nesting', 6, `<div> inside a paragraph: the browser's HTML parser ends the paragraph before a <div>, ${ownLine}, outside any <p>.`),
      at('nesting', 8, '<div> inside a paragraph:'),
      at('nesting', 10, `<Callout> inside a paragraph: it renders a <div>, and the browser's HTML parser ends a paragraph before a block, ${ownLine}.`),
      at('nesting', 12, '<ul> inside a paragraph:'),
      at('nesting', 12, '<pre> inside a paragraph:'),
      at('nesting', 14, "a link inside a link: the browser's HTML parser ends the outer link where the inner one starts"),
      at('nesting', 16, 'a link inside a link:'),
      at('nesting', 18, `<h3> inside <h2>: the browser's HTML parser ends the outer heading there, ${ownLine}.`),
      at('nesting', 20, "<tr> directly inside <table>: the browser's HTML parser puts table rows in a <tbody>"),
      at('nesting', 22, "<td> outside <tr>: the browser's HTML parser drops or moves it there"),
      at('nesting', 27, "<div> directly inside <tr>: the browser's HTML parser moves it out of the table"),
      at('nesting', 32, '<hr> inside a paragraph:'),
      at('nesting', 32, '<details> inside a paragraph:'),
      at('nesting', 32, '<ApiKeyField> inside a paragraph: it renders a <div>'),
      at('nesting', 34, '<p> inside a paragraph:'),
      at('nesting', 37, '<summary> inside a paragraph:'),
      at('nesting', 41, "text directly inside <tr>: the browser's HTML parser moves it out of the table"),
    ]);
  });
});

describe('compileMdx: the ordinary way of writing each thing still compiles', () => {
  let result: Result;
  beforeAll(() => {
    result = compile({
      fine: [
        '',
        '<a href="/docs/x">A link</a>, <a href={"/docs/y"}>another</a> and [the vendor](https://example.com).',
        '',
        '<Callout to="/docs/z">x</Callout>',
        '',
        '![A diagram](/img/diagram.png) <img src="img/b.png" srcSet="/img/b.png 1x, /img/b@2x.png 2x" alt="" />',
        '',
        '<span id="rate-limit-note" aria-describedby="rate-limit-note">Note</span>',
        '',
        '<Shared name="dify-auth" />',
        '',
        '## Main content of a request',
        '',
        '<div style={{ textAlign: "center", position: "relative", zIndex: 2, margin: "0 auto", marginTop: 8, color: "var(--lp-color-text)", width: "50%" }}>x</div>',
        '',
        '<Callout type="tip">One line, taken out of its paragraph.</Callout>',
        '',
        '<details>',
        '<summary>More</summary>',
        '',
        'Hidden **text** with <span>inline <kbd>k</kbd></span> markup.',
        '',
        '</details>',
        '',
        '<div>',
        '  <div>nested</div>',
        '</div>',
        '',
        '<table>',
        '  <thead>',
        '    <tr>',
        '      <th>A</th>',
        '    </tr>',
        '  </thead>',
        '  <tbody>',
        '    <tr>',
        '      <td>1</td>',
        '    </tr>',
        '  </tbody>',
        '</table>',
        '',
        '| A | B |',
        '| - | - |',
        '| <div>block in a cell</div> | [link](/docs/x) |',
        '',
        '## Heading with [a link](/docs/z)',
        '',
        'Prices as of <PricesCheckedOn />.',
      ],
    }).fine;
  });

  it('has no problems', () => {
    expect(result.problems).toBeUndefined();
  });

  it('takes a block alone on its line out of the paragraph MDX puts it in, so it renders as written', () => {
    const tree = result.page!.tree.filter((node): node is Exclude<ContentNode, string> => typeof node !== 'string');
    expect(tree.map(([type]) => type)).toEqual(['p', 'Callout', 'p', 'p', 'Shared', 'h2', 'div', 'Callout', 'details', 'div', 'table', 'table', 'h2', 'p']);
    const children = (node: Exclude<ContentNode, string>) =>
      (node.slice(2) as ContentNode[]).filter((child) => typeof child !== 'string' || child.trim() !== '');
    const [details, outer, table] = [tree[8], tree[9], tree[10]];
    expect(children(details).map((child) => (child as Exclude<ContentNode, string>)[0])).toEqual(['summary', 'p']);
    expect(children(outer)).toEqual([['div', 0, 'nested']]);
    expect(JSON.stringify(table)).toBe(JSON.stringify(['table', 0, ['thead', 0, ['tr', 0, ['th', 0, 'A']]], ['tbody', 0, ['tr', 0, ['td', 0, '1']]]]));
  });
});

describe('attributes that reach into the shell or the keyboard', () => {
  it.each([
    ['div', 'className', 'drawer-backdrop', /^`className` on <div>: a page cannot use the site's CSS classes/],
    ['div', 'class', 'search-dialog', /^`class` on <div>: a page cannot use the site's CSS classes/],
    ['details', 'autoFocus', true, /^`autoFocus` on <details>: a page cannot take the reader's focus/],
    ['span', 'accessKey', 's', /^`accessKey` on <span>: a page cannot take the reader's focus or keyboard/],
    ['div', 'popover', 'manual', /^`popover` on <div>: a page cannot take/],
    ['span', 'tabIndex', 5, /^`tabIndex` on <span> is 5: only 0 or -1/],
  ])('refuses <%s %s>', (element, attribute, value, message) => {
    expect(writtenAttributeProblem(element, attribute, value)).toMatch(message);
  });

  it('allows tabIndex 0 and -1, and the same props on components', () => {
    for (const value of [0, -1, '0', '-1']) expect(writtenAttributeProblem('span', 'tabIndex', value)).toBeNull();
    expect(writtenAttributeProblem('Callout', 'className', 'x')).toBeNull();
  });

  it('reports a class at its line, and leaves the classes Markdown makes alone', () => {
    const results = compile({
      cls: ['Intro.', '', '<div className="drawer-backdrop">covers the page</div>'],
      markdown: ['- [x] done', '', 'A note[^1].', '', '[^1]: The note.'],
    });
    expect(results.cls.problems).toEqual([at('cls', 7, "`className` on <div>: a page cannot use the site's CSS classes")]);
    expect(results.markdown.problems).toBeUndefined();
  });
});
