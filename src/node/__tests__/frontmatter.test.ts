import { checkFrontmatter, frontmatterLine, docFrontmatterSchema, frontmatterTypeDefs } from '../frontmatter';

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
