import fs from 'fs';
import os from 'os';
import path from 'path';
import { runTs } from '../../test-utils/run-ts';
import {
  checkFrontmatter,
  fenceLanguage,
  FrontmatterError,
  frontmatterLine,
  docFrontmatterSchema,
  frontmatterTypeDefs,
  readFrontmatter,
  readFrontmatterOrThrow,
  frontmatterYamlProblems,
} from '../frontmatter';
import { walkFiles } from '../walk';

const source = ['---', 'title: Chat', 'description: Talk', 'sidebar_positon: 3', 'toc_max_heading_level: 9', '---', '', 'Body'].join('\n');

describe('front matter checks', () => {
  it('accepts valid doc front matter', () => {
    expect(checkFrontmatter({ title: 'Chat', description: 'Talk', sidebar_position: 2, slug: '/' }, 'doc', 'a.mdx', '')).toEqual([]);
  });

  it('names file, line and the fix for a missing title', () => {
    expect(checkFrontmatter({ description: 'x' }, 'doc', 'content/docs/a.mdx', '---\ndescription: x\n---\n')).toEqual([
      'content/docs/a.mdx:1: front matter "title" is required: add `title: Your page title`',
    ]);
  });

  it('points at the line of an unknown or invalid field', () => {
    const problems = checkFrontmatter(
      { title: 'Chat', description: 'Talk', sidebar_positon: 3, toc_max_heading_level: 9 },
      'doc',
      'content/docs/a.mdx',
      source,
    );
    expect(problems).toEqual([
      'content/docs/a.mdx:5: front matter "toc_max_heading_level" must be from 2 to 6',
      expect.stringMatching(
        /^content\/docs\/a\.mdx:4: unknown front matter field\(s\) sidebar_positon: remove them or check the spelling \(allowed: title, description, sidebar_label, sidebar_position/,
      ),
    ]);
  });

  it('checks types and slugs', () => {
    expect(checkFrontmatter({ title: 'A', description: 'B', hide_table_of_contents: 'yes' }, 'doc', 'x.mdx', '')).toEqual([
      'x.mdx:1: front matter "hide_table_of_contents" must be true or false',
    ]);
    expect(checkFrontmatter({ title: 'A', description: 'B', slug: 'Quick Start' }, 'doc', 'x.mdx', '')[0]).toMatch(/"slug" must start with "\/"/);
  });

  it('requires only a title on standalone pages', () => {
    expect(checkFrontmatter({ title: 'About' }, 'page', 'p.mdx', '')).toEqual([]);
    expect(checkFrontmatter({}, 'page', 'p.mdx', '')).toHaveLength(1);
  });

  it('finds a key line inside the front matter', () => {
    expect(frontmatterLine(source, 'description')).toBe(3);
    expect(frontmatterLine(source, 'missing')).toBe(1);
  });
});

describe('blank values', () => {
  it('rejects a title or description of spaces only, naming the field', () => {
    const problems = checkFrontmatter({ title: '   ', description: ' ' }, 'doc', 'content/docs/a.mdx', '');
    expect(problems.join('\n')).toMatch(/title.*must not be empty or only spaces/);
    expect(problems.join('\n')).toMatch(/description.*must not be empty or only spaces/);
    expect(problems.join('\n')).toContain('content/docs/a.mdx');
  });
});

describe('the GraphQL type MdxFrontmatter, derived from the schema', () => {
  const sdl = frontmatterTypeDefs();
  const field = (name: string) => new RegExp(`^\\s+${name}: (.+)$`, 'm').exec(sdl)?.[1];

  it('has every front matter field, with its GraphQL type', () => {
    expect(field('sidebar_position')).toBe('Float');
    expect(field('toc_min_heading_level')).toBe('Int');
    expect(field('hide_table_of_contents')).toBe('Boolean');
    expect(field('keywords')).toBe('[String!]');
    expect(Object.keys(docFrontmatterSchema.innerType().shape).every((name) => field(name) !== undefined)).toBe(true);
  });

  it('makes non-null only what docs, pages and fragments all have: the title (a page may leave out its description)', () => {
    expect(field('title')).toBe('String!');
    expect(field('description')).toBe('String');
  });

  it("carries the schema's descriptions into GraphiQL", () => {
    expect(sdl).toContain('"URL of the page relative to /docs; \\"/\\" makes it the docs landing page"');
  });
});

describe('front matter errors never crash (issue #37)', () => {
  const doc = (...lines: string[]) => ['---', 'title: Chat', 'description: Talk', ...lines, '---', '', 'Body', ''].join('\n');
  const unknown = (problems: string[]) => problems.map((p) => p.replace(/: unknown front matter field\(s\) (.*?): remove them.*$/, ': unknown $1'));

  it('points at a key with regular-expression characters instead of throwing', () => {
    for (const key of ['foo(bar', 'a+b', 'x*', '^start', 'end$', 'a|b', 'c\\d', 'n{2}', 'q?']) {
      const source = doc('sidebar_position: 1', `${key}: 1`);
      expect(frontmatterLine(source, key)).toBe(5);
      expect(unknown(checkFrontmatter({ title: 'Chat', description: 'Talk', sidebar_position: 1, [key]: 1 }, 'doc', 'a.mdx', source))).toEqual([
        `a.mdx:5: unknown ${key}`,
      ]);
    }
  });

  it('compares keys with dots literally: `a.b` is not `axb`', () => {
    const source = doc('sidebarxlabel: 1', 'sidebar.label: 2');
    expect(frontmatterLine(source, 'sidebar.label')).toBe(5);
    expect(frontmatterLine(source, 'sidebarxlabel')).toBe(4);
    expect(frontmatterLine(source, 'side.*')).toBe(1);
  });

  it('finds quoted keys, keys written with spaces before the colon, and the top-level key before a nested one', () => {
    const source = doc('"foo: bar": 1', "'it''s': 2", 'spaced : 3', 'nested:', '  title: inner', '"esc\\"aped": 4');
    expect(frontmatterLine(source, 'foo: bar')).toBe(4);
    expect(frontmatterLine(source, "it's")).toBe(5);
    expect(frontmatterLine(source, 'spaced')).toBe(6);
    expect(frontmatterLine(source, 'title')).toBe(2);
    expect(frontmatterLine(source, 'esc"aped')).toBe(9);
  });

  it('reads only the front matter block, not the body', () => {
    const source = ['---', 'title: Chat', '---', '', 'foo(bar: in the body', 'slug: /x'].join('\n');
    expect(frontmatterLine(source, 'foo(bar')).toBe(1);
    expect(frontmatterLine(source, 'slug')).toBe(1);
    expect(frontmatterLine('no front matter\ntitle: x', 'title')).toBe(1);
  });

  it('finds a tab-indented key (which the YAML parser accepts) and reports it at its line', () => {
    const source = doc('\tsidebar_positon: 3');
    const { data, problems } = readFrontmatter(source, 'content/docs/a.mdx');
    expect(problems).toEqual([]);
    expect(data).toEqual({ title: 'Chat', description: 'Talk', sidebar_positon: 3 });
    expect(frontmatterLine(source, 'sidebar_positon')).toBe(4);
    expect(unknown(checkFrontmatter(data, 'doc', 'content/docs/a.mdx', source))).toEqual(['content/docs/a.mdx:4: unknown sidebar_positon']);
  });

  it('reads valid front matter like gatsby-plugin-mdx: fields, body and the line the body starts on', () => {
    const source = ['---', 'title: Chat', 'keywords: [a, b]', '---', '', 'Body', ''].join('\n');
    expect(readFrontmatter(source, 'a.mdx')).toEqual({ data: { title: 'Chat', keywords: ['a', 'b'] }, content: '\nBody\n', bodyStartLine: 5, problems: [] });
    expect(readFrontmatter('Body only', 'a.mdx')).toEqual({ data: {}, content: 'Body only', bodyStartLine: 1, problems: [] });
  });

  it.each([
    ['an unquoted ": " in a value', ['---', 'title: Chat: streaming', 'description: Talk', '---', 'Body'], 2, /incomplete explicit mapping pair/],
    ['a duplicated key', ['---', 'title: A', 'description: Talk', 'title: B', '---', 'Body'], 4, /duplicated mapping key/],
    ['an unclosed list', ['---', 'title: A', 'keywords: [a, b', 'description: Talk', '---', 'Body'], 4, /missed comma between flow collection entries/],
    ['an unclosed quote (reported at the end of the block)', ['---', 'title: "Chat', 'description: Talk', '---', 'Body'], 4, /within a double quoted scalar/],
    ['Windows line ends', ['---\r', 'title: A\r', 'description: "Talk\r', '---\r', 'Body'], 4, /within a double quoted scalar/],
  ])('reports malformed YAML (%s) as file:line with the reason and the fix', (_, lines, line, reason) => {
    const source = lines.join('\n');
    const result = readFrontmatter(source, 'content/docs/bad.mdx');
    expect(result.problems).toEqual([expect.stringMatching(new RegExp(`^content/docs/bad\\.mdx:${line}: front matter is not valid YAML \\(`))]);
    expect(result.problems[0]).toMatch(reason);
    expect(result.problems[0]).toContain('write one `field: value` per line');
    expect(result.data).toEqual({});
    expect(result.content).toBe('Body');
    expect(result.bodyStartLine).toBe(lines.length);
  });

  it('reports front matter that is YAML but not fields (text, a list), in readFrontmatter and in checkFrontmatter', () => {
    expect(readFrontmatter('---\njust text\n---\nBody', 'a.mdx').problems).toEqual([
      'a.mdx:2: front matter must be `field: value` lines, not a string: e.g. title: Chat completions',
    ]);
    expect(readFrontmatter('---\n- a\n- b\n---\nBody', 'a.mdx').problems).toEqual([
      'a.mdx:2: front matter must be `field: value` lines, not a list: e.g. title: Chat completions',
    ]);
    expect(checkFrontmatter('just text', 'doc', 'a.mdx', '---\njust text\n---\n')).toEqual([
      'a.mdx:2: front matter must be `field: value` lines, not a string: e.g. title: Chat completions',
    ]);
  });

  it('check-content reports malformed YAML with file and line, and still checks the body', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'frontmatter-')), 'bad.mdx');
    fs.writeFileSync(file, ['---', 'title: Chat: streaming', 'description: Talk', '---', '', '<Widget />', ''].join('\n'));
    const result = runTs(path.resolve(__dirname, '../compile/check-content.ts'), [file], 60_000);
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => line.startsWith(file));
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2: front matter is not valid YAML \\(incomplete explicit mapping pair`),
      ),
      expect.stringMatching(/:6: unknown component <Widget>/),
    ]);
  }, 60_000);
});

describe('frontmatterYamlProblems (run by gatsby-node before sourcing)', () => {
  it('names the file and line of every page whose front matter is not valid YAML, and nothing for valid ones', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-'));
    fs.mkdirSync(path.join(root, 'content/docs/a'), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/docs/a/good.mdx'), '---\ntitle: "Good"\n---\n\nText.\n');
    fs.writeFileSync(path.join(root, 'content/docs/a/bad.mdx'), '---\ntitle: "Bad\ndescription: x\n---\n\nText.\n');
    const problems = frontmatterYamlProblems(root, ['content/docs', 'content/missing']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/docs\/a\/bad\.mdx:[234]: front matter is not valid YAML \(/);
  });
});

describe('front matter in another language (the one reader refuses it, and runs nothing)', () => {
  const action = path.join(os.tmpdir(), `fm-action-${process.pid}`);
  const page = (fence: string) =>
    `${fence}\n{ title: (require('fs').writeFileSync(${JSON.stringify(action)}, 'ran'), 'Owned'), description: 'd' }\n---\n\nBody line.\n`;

  afterEach(() => fs.rmSync(action, { force: true }));

  it.each([
    ['---js', 'js'],
    ['---javascript', 'javascript'],
    ['--- js', 'js'],
    ['---JS', 'JS'],
    ['---coffee', 'coffee'],
    ['---json', 'json'],
    ['---yaml', 'yaml'],
  ])('%s: a problem of its own at line 1, the body still returned, no code run', (fence, language) => {
    const result = readFrontmatter(page(fence), 'content/docs/owned.mdx');
    expect(result.problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/docs/owned\\.mdx:1: front matter opened with "---${language}" is not YAML: only YAML front matter is allowed .*Open the block with a line of three dashes alone`,
        ),
      ),
    ]);
    expect(result.data).toEqual({});
    expect(result.content).toBe('\nBody line.\n');
    expect(result.bodyStartLine).toBe(4);
    expect(fs.existsSync(action)).toBe(false);
  });

  it('fenceLanguage reads the fence only: a plain ---, a thematic break ----, or no front matter is not a language', () => {
    expect(fenceLanguage('---\ntitle: A\n---\n')).toBeNull();
    expect(fenceLanguage('\uFEFF---js\n{}\n---\n')).toBe('js');
    expect(fenceLanguage('----\ntext')).toBeNull();
    expect(fenceLanguage('Body only')).toBeNull();
  });

  it('YAML with a JavaScript tag is invalid YAML, not code', () => {
    const source = `---\ntitle: !!js/function 'function () { require("fs").writeFileSync(${JSON.stringify(action)}, "x") }'\ndescription: d\n---\nBody`;
    const result = readFrontmatter(source, 'a.mdx');
    expect(result.problems).toEqual([expect.stringMatching(/^a\.mdx:2: front matter is not valid YAML \(unknown tag/)]);
    expect(fs.existsSync(action)).toBe(false);
  });

  it('readFrontmatterOrThrow throws a FrontmatterError with the problems', () => {
    expect(() => readFrontmatterOrThrow(page('---js'), 'b.mdx')).toThrow(FrontmatterError);
    expect(() => readFrontmatterOrThrow(page('---js'), 'b.mdx')).toThrow(/^b\.mdx:1: front matter opened with "---js"/);
    expect(readFrontmatterOrThrow('---\ntitle: A\n---\nBody', 'c.mdx').data).toEqual({ title: 'A' });
  });

  it('frontmatterYamlProblems (the build, before sourcing) reports it with file and line', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-lang-'));
    fs.mkdirSync(path.join(root, 'content/shared'), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/shared/owned.mdx'), page('---js'));
    expect(frontmatterYamlProblems(root, ['content/shared'])).toEqual([
      expect.stringMatching(/^content\/shared\/owned\.mdx:1: front matter opened with "---js"/),
    ]);
    expect(fs.existsSync(action)).toBe(false);
  });

  it('no file but src/node/frontmatter.ts imports gray-matter (ESLint forbids it; this checks the tree as it is)', () => {
    const root = path.resolve(__dirname, '../../..');
    const files = ['src', 'e2e', 'scripts']
      .flatMap((dir) => walkFiles(path.join(root, dir), { match: /\.(?:[cm]?[jt]sx?)$/ }))
      .concat(['gatsby-node.ts', 'gatsby-config.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'].map((f) => path.join(root, f)));
    const importers = files
      .filter((file) => /(?:from\s+|require\(\s*|import\(\s*)['"]gray-matter['"]/.test(fs.readFileSync(file, 'utf8')))
      .map((f) => path.relative(root, f));
    expect(importers).toEqual(['src/node/frontmatter.ts']);
  });
});
