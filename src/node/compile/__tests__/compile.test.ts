/**
 * @jest-environment node
 *
 * The compile step (src/node/compile) on real MDX. Its unified toolchain is ESM-only, which Jest
 * cannot load, so the files are compiled by ./cli.ts in one child `node` process per test group.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { ContentNode } from '../../../content-model/content-tree';
import { runTs } from '../../../test-utils/run-ts';

const CLI = path.resolve(__dirname, '../cli.ts');

interface Result {
  file: string;
  page?: {
    tree: ContentNode[];
    headings: Array<{ depth: number; value: string; id: string; line: number }>;
    links: Array<{ url: string; line: number }>;
    markdown: string | null;
    dataComponents: string[];
    shared: Array<{ name: string; line: number }>;
  };
  problems?: string[];
}

/**
 * Compiles each `name → source` (front matter added) and returns the results by name; with
 * `fragment`, as shared fragments of content/shared.
 */
function compile(files: Record<string, string>, fragment = false): Record<string, Result> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-'));
  const paths = Object.entries(files).map(([name, body]) => {
    const file = path.join(dir, `${name}.mdx`);
    fs.writeFileSync(file, `---\ntitle: Page ${name}\ndescription: About ${name}.\n---\n${body}`);
    return file;
  });
  const result = runTs(CLI, fragment ? [...paths, '--fragment'] : paths);
  if (result.status !== 0) throw new Error(`cli.ts failed (${result.status}):\n${result.stderr}`);
  const out: Record<string, Result> = {};
  for (const entry of JSON.parse(result.stdout) as Result[]) out[path.basename(entry.file, '.mdx')] = entry;
  return out;
}

/** Every element of a tree, depth first. */
function elements(nodes: readonly ContentNode[]): Array<Exclude<ContentNode, string>> {
  return nodes.flatMap((node) => (typeof node === 'string' ? [] : [node, ...elements(node.slice(2) as ContentNode[])]));
}

function textOf(nodes: readonly ContentNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : textOf(node.slice(2) as ContentNode[]))).join('');
}

describe('compileMdx: what the build reads off one syntax tree', () => {
  let results: Record<string, Result>;
  beforeAll(() => {
    results = compile({
      outline: [
        '',
        'Intro with [a link](/docs/get-started/error-codes#retries) and `[not a link](/nope)`.',
        '',
        '## The `model` field',
        '',
        '```md',
        '## Not a heading',
        '[not a link](/docs/in-code)',
        '```',
        '',
        '### Example',
        '',
        '### Example',
        '',
        '<a href="/docs/jsx-link">JSX link</a>',
        '',
        '[ref]: /docs/reference-link',
        '',
        "<a href={'/docs/jsx-expression-link'}>expression</a> and ![a picture](/img/picture.png)",
        '',
        '<img src={"/img/jsx.png"} alt="" />',
        '',
      ].join('\n'),
      render: [
        '',
        'Some *emphasis*, `code` and a {"literal"} expression{/* with a comment */}.',
        '',
        '| A | B |',
        '| :-- | --: |',
        '| 1 | 2 |',
        '',
        '<Tabs groupId="language" values={["curl", "python"]} count={2} flag>',
        '<TabItem value="curl" label="curl">',
        '',
        '```bash title="call.sh" {1}',
        'curl https://api.llmprovider.example/v1/chat/completions -H "Authorization: Bearer YOUR_API_KEY"',
        '```',
        '',
        '</TabItem>',
        '</Tabs>',
        '',
        '> [!WARNING]',
        '> Keys are secrets.',
        '',
        '<ModelCatalog />',
        '',
      ].join('\n'),
    });
  });

  it('gives headings their ids, text, level and line in the file', () => {
    expect(results.outline.page!.headings).toEqual([
      { depth: 2, value: 'The model field', id: 'the-model-field', line: 8 },
      { depth: 3, value: 'Example', id: 'example', line: 15 },
      { depth: 3, value: 'Example', id: 'example-1', line: 17 },
    ]);
    const h2 = elements(results.outline.page!.tree).find(([type]) => type === 'h2')!;
    expect(h2[1]).toEqual({ id: 'the-model-field' });
  });

  it('lists links and images from Markdown, JSX (literal expressions too) and definitions with their lines, and none from code', () => {
    expect(results.outline.page!.links).toEqual([
      { url: '/docs/get-started/error-codes#retries', line: 6, kind: 'link' },
      { url: '/docs/jsx-link', line: 19, kind: 'link' },
      { url: '/docs/reference-link', line: 21, kind: 'link' },
      { url: '/docs/jsx-expression-link', line: 23, kind: 'link' },
      { url: '/img/picture.png', line: 23, kind: 'image' },
      { url: '/img/jsx.png', line: 25, kind: 'image' },
    ]);
  });

  it('renders Markdown to HTML elements and literal expressions to text', () => {
    const tree = results.render.page!.tree;
    const paragraph = tree.find((node) => typeof node !== 'string' && node[0] === 'p') as Exclude<ContentNode, string>;
    expect(paragraph).toEqual(['p', 0, 'Some ', ['em', 0, 'emphasis'], ', ', ['code', 0, 'code'], ' and a literal expression.']);
  });

  it('keeps no whitespace text inside tables and turns alignment into styles', () => {
    const table = elements(results.render.page!.tree).find(([type]) => type === 'table')!;
    for (const row of elements([table]).filter(([type]) => ['table', 'thead', 'tbody', 'tr'].includes(type))) {
      expect(row.slice(2).every((child) => typeof child !== 'string')).toBe(true);
    }
    const cells = elements([table]).filter(([type]) => type === 'th');
    expect(cells.map(([, props]) => props)).toEqual([{ style: { textAlign: 'left' } }, { style: { textAlign: 'right' } }]);
  });

  it('passes literal JSX props through and highlights code into a CodeBlock', () => {
    const found = elements(results.render.page!.tree);
    const tabs = found.find(([type]) => type === 'Tabs')!;
    expect(tabs[1]).toEqual({ groupId: 'language', values: ['curl', 'python'], count: 2, flag: true });
    const code = found.find(([type]) => type === 'CodeBlock')!;
    expect(code[1]).toMatchObject({ language: 'bash', title: 'call.sh' });
    expect(String((code[1] as { html: string }).html)).toContain('<span data-pagefind-ignore="">');
    expect(String((code[1] as { html: string }).html)).toContain('<span class="ln hl">');
  });

  it('applies the content transforms: API key field above the tabs, GitHub alerts as Callout', () => {
    const tree = results.render.page!.tree.filter((node) => typeof node !== 'string') as Array<Exclude<ContentNode, string>>;
    const names = tree.map(([type]) => type);
    expect(names.indexOf('ApiKeyField')).toBe(names.indexOf('Tabs') - 1);
    const callout = tree.find(([type]) => type === 'Callout')!;
    expect(callout[1]).toEqual({ type: 'warning' });
    expect(textOf(callout.slice(2) as ContentNode[])).toContain('Keys are secrets.');
  });

  it('names the data components a page uses and leaves a marker for them in its Markdown', () => {
    const page = results.render.page!;
    expect(page.dataComponents).toEqual(['ModelCatalog']);
    expect(elements(page.tree).find(([type]) => type === 'ModelCatalog')).toEqual(['ModelCatalog', 0]);
    expect(page.markdown).toContain('\uE000data:ModelCatalog\uE000');
    expect(page.markdown).toMatch(/^# Page render\n\nAbout render\.\n/);
    expect(page.markdown).toContain('**curl**');
  });
});

describe('compileMdx: data component attributes survive the Markdown twin', () => {
  it('gives <ErrorCatalog codes="…" /> a marker that resolves to the same attributes', () => {
    const { page } = compile({ codes: 'Errors:\n\n<ErrorCatalog codes="missing_dify_app_id missing_api_key" />\n' }).codes;
    expect(page!.dataComponents).toEqual(['ErrorCatalog']);
    const markers = [...page!.markdown!.matchAll(/\uE000data:ErrorCatalog:([0-9a-f]+)\uE000/g)];
    expect(markers).toHaveLength(1);
    expect(JSON.parse(Buffer.from(markers[0][1], 'hex').toString('utf8'))).toEqual({ codes: 'missing_dify_app_id missing_api_key' });
  });
});

describe('compileMdx: content the build cannot compile fails naming file, line and fix', () => {
  let results: Record<string, Result>;
  beforeAll(() => {
    results = compile({
      esm: "\nIntro.\n\nimport Thing from '../Thing'\n\nexport const meta = 1\n",
      unknown: '\nIntro.\n\n<Widget size="2" />\n',
      expression: '\nIntro.\n\n<Tabs groupId={someVariable}>\n</Tabs>\n\nText {1 + 1} here.\n',
      spread: '\n<Callout {...props}>x</Callout>\n',
      syntax: '\n<Callout>\n',
    });
  });

  const problems = (name: string) => results[name].problems ?? [];

  it('rejects import and export with the line and what to do instead', () => {
    expect(problems('esm')).toEqual([
      expect.stringMatching(/esm\.mdx:8: "import Thing from '\.\.\/Thing'": pages cannot import modules\. Components are registered once .*remove the import/),
      expect.stringMatching(/esm\.mdx:10: "export const meta = 1": pages cannot export values/),
    ]);
  });

  it('rejects an unknown component, listing the registered ones', () => {
    expect(problems('unknown')).toEqual([
      expect.stringMatching(/unknown\.mdx:8: unknown component <Widget>\. Use one of Tabs, TabItem, Callout, ApiKeyField, CodeBlock, ModelCatalog/),
    ]);
  });

  it('rejects expressions that are not literals, in props and in text', () => {
    expect(problems('expression')).toEqual([
      expect.stringMatching(/expression\.mdx:8: <Tabs groupId=\{someVariable\}> is the variable `someVariable`\. .*values must be literals/),
      expect.stringMatching(/expression\.mdx:11: the expression \{1 \+ 1\} is a BinaryExpression/),
    ]);
  });

  it('rejects spread attributes', () => {
    expect(problems('spread')).toEqual([expect.stringMatching(/spread\.mdx:6: <Callout> has a spread attribute/)]);
  });

  it('reports MDX syntax errors with their line', () => {
    expect(problems('syntax')).toEqual([expect.stringMatching(/syntax\.mdx:\d+: .*Callout/)]);
  });
});

describe('compileMdx: shared fragments (content/shared) and <Shared name="…" />', () => {
  let pages: Record<string, Result>;
  let fragments: Record<string, Result>;
  beforeAll(() => {
    pages = compile({
      includes: '\n## Authentication\n\n<Shared name="dify-auth" />\n\nMore.\n\n<Shared name="dify-errors" />\n',
      inline: '\nText <Shared name="dify-auth" /> in a line.\n',
      noname: '\n<Shared />\n\n<Shared name={"dify-auth"} />\n\n<Shared name="Dify Auth" />\n\n<Shared name="dify-auth" extra="1" />\n',
    });
    fragments = compile(
      {
        good: '\nSend `Authorization: Bearer YOUR_API_KEY`; see [Error codes](/docs/get-started/error-codes#401-unauthorized) and [the API](https://api.llmprovider.example).\n\n```bash\ncurl -H "Authorization: Bearer YOUR_API_KEY" https://api.llmprovider.example/v1/models\n```\n\n<ErrorCatalog codes="missing_api_key" />\n',
        heading: '\nIntro.\n\n## Authentication\n\nText.\n\n<h3>Also</h3>\n',
        links: '\nSee [below](#errors), [a sibling](./chat) and [up](../dify/chat).\n',
        nested: '\n<Shared name="dify-auth" />\n',
      },
      true,
    );
  });

  it('leaves a Shared element in the tree and a marker in the Markdown, and lists the names with their file lines', () => {
    const page = pages.includes.page!;
    expect(page.shared).toEqual([
      { name: 'dify-auth', line: 8 },
      { name: 'dify-errors', line: 12 },
    ]);
    expect(page.dataComponents).toEqual(['Shared']);
    expect(elements(page.tree).filter(([type]) => type === 'Shared')).toEqual([
      ['Shared', { name: 'dify-auth' }],
      ['Shared', { name: 'dify-errors' }],
    ]);
    const markers = [...page.markdown!.matchAll(/\uE000data:Shared:([0-9a-f]+)\uE000/g)].map((m) => JSON.parse(Buffer.from(m[1], 'hex').toString('utf8')));
    expect(markers).toEqual([{ name: 'dify-auth' }, { name: 'dify-errors' }]);
    expect(page.headings.map((h) => h.id)).toEqual(['authentication']);
  });

  it('fails on a <Shared> inside a line of text, without a literal name, or with more than a name, naming file and line', () => {
    expect(pages.inline.problems).toEqual([
      expect.stringMatching(/inline\.mdx:6: <Shared> inside a line of text: .*write <Shared name="dify-auth" \/> on a line of its own/),
    ]);
    expect(pages.noname.problems).toEqual([
      expect.stringMatching(/noname\.mdx:6: <Shared> needs a name="…" written as plain text/),
      expect.stringMatching(/noname\.mdx:8: <Shared> needs a name="…" written as plain text/),
      expect.stringMatching(/noname\.mdx:10: <Shared> needs a name="…" written as plain text/),
      expect.stringMatching(/noname\.mdx:12: <Shared> takes only name="…" and no content/),
    ]);
  });

  it('compiles a fragment like a page: links and data components kept, Markdown without title, no API-key field of its own', () => {
    const fragment = fragments.good.page!;
    expect(fragment.links.map((l) => l.url)).toEqual(['/docs/get-started/error-codes#401-unauthorized', 'https://api.llmprovider.example']);
    expect(fragment.dataComponents).toEqual(['ErrorCatalog']);
    expect(fragment.markdown).toMatch(
      /^Send `Authorization: Bearer YOUR_API_KEY`; see \[Error codes\]\(https:\/\/docs\.llmprovider\.example\/docs\/get-started\/error-codes#401-unauthorized\)/,
    );
    expect(fragment.markdown).not.toContain('# Page good');
    expect(fragment.markdown).toMatch(/\uE000data:ErrorCatalog:[0-9a-f]+\uE000/);
    const names = elements(fragment.tree).map(([type]) => type);
    expect(names).toContain('CodeBlock');
    expect(names).not.toContain('ApiKeyField');
  });

  it('fails on a heading in a fragment (Markdown or JSX), naming file, line and the fix', () => {
    expect(fragments.heading.problems).toEqual([
      expect.stringMatching(
        /heading\.mdx:8: the heading "Authentication": a shared fragment cannot contain headings, .*write it in each including page, just before <Shared name="…" \/>/,
      ),
      expect.stringMatching(/heading\.mdx:12: <h3>: a shared fragment cannot contain headings/),
    ]);
  });

  it('fails on relative links and bare anchors in a fragment, asking for the site path', () => {
    expect(fragments.links.problems).toEqual([
      expect.stringMatching(
        /links\.mdx:6: the link "#errors": a shared fragment is shown on several pages.*Write the site path, e\.g\. \/docs\/get-started\/error-codes#errors\./,
      ),
      expect.stringMatching(/links\.mdx:6: the link "\.\/chat": /),
      expect.stringMatching(/links\.mdx:6: the link "\.\.\/dify\/chat": /),
    ]);
  });

  it('fails on a fragment that includes another one', () => {
    expect(fragments.nested.problems).toEqual([expect.stringMatching(/nested\.mdx:6: a fragment cannot include another fragment/)]);
  });
});
