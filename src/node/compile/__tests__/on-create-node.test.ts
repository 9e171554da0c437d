/**
 * @jest-environment node
 *
 * gatsby-node's onCreateNode with the real compile step (in a child `node`: see the driver):
 * content the build cannot compile fails the build naming file, line and fix; good content gets
 * its fields.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { runTs } from '../../../test-utils/run-ts';
import { treeOf } from '../../mdx-fields';

const DRIVER = path.resolve(__dirname, 'on-create-node-driver.ts');

interface Result {
  file: string;
  panics: string[];
  fields: Record<string, unknown>;
  writes: number;
}

function run(files: Record<string, string>, shared = false): Record<string, Result> {
  let dir = fs.mkdtempSync(path.join(os.tmpdir(), 'on-create-node-'));
  if (shared) {
    dir = path.join(dir, 'shared');
    fs.mkdirSync(dir);
  }
  const paths = Object.entries(files).map(([name, text]) => {
    const file = path.join(dir, `${name}.mdx`);
    fs.writeFileSync(file, text);
    return file;
  });
  const result = runTs(DRIVER, paths, 90_000);
  if (result.status !== 0) throw new Error(`driver failed (${result.status}):\n${result.stderr}`);
  return Object.fromEntries((JSON.parse(result.stdout) as Result[]).map((r) => [path.basename(r.file, '.mdx'), r]));
}

jest.setTimeout(120_000);

describe('onCreateNode compiles each page once', () => {
  let results: Record<string, Result>;
  beforeAll(() => {
    const head = '---\ntitle: T\ndescription: D\n---\n';
    results = run({
      imports: `${head}\nIntro.\n\nimport ModelCatalog from '../../../src/components/ModelCatalog'\n\n<ModelCatalog />\n`,
      unknown: `${head}\nIntro.\n\n<Widget />\n`,
      good: `${head}\n## Setup\n\nSee [errors](/docs/get-started/error-codes).\n`,
    });
  });

  it('fails the build on an MDX import, naming file and line and what to write instead', () => {
    expect(results.imports.panics).toEqual([
      expect.stringMatching(
        /imports\.mdx:8: "import ModelCatalog from '\.\.\/\.\.\/\.\.\/src\/components\/ModelCatalog'": pages cannot import modules\..*use the component by name, e\.g\. <ModelCatalog \/>/s,
      ),
    ]);
  });

  it('fails the build on an unknown component, naming file and line', () => {
    expect(results.unknown.panics).toEqual([expect.stringMatching(/unknown\.mdx:8: unknown component <Widget>\. Use one of /)]);
  });

  it('stores headings, links, the content tree and the Markdown twin as fields', () => {
    const { panics, fields } = results.good;
    expect(panics).toEqual([]);
    expect(fields.headings).toEqual([{ depth: 2, value: 'Setup', id: 'setup', line: 6 }]);
    expect(fields.links).toEqual([{ url: '/docs/get-started/error-codes', line: 8, kind: 'link' }]);
    expect(fields.treeJson).toEqual(expect.any(String));
    expect(treeOf(fields as { treeJson: string })).toEqual(expect.arrayContaining([['h2', { id: 'setup' }, 'Setup']]));
    expect(fields.markdown).toMatch(/^# T\n\nD\n\n## Setup\n/);
    expect(fields.slug).toBe('/docs/get-started/good');
  });

  it('writes the fields with one createNodeField call (Gatsby stores the whole node on each)', () => {
    expect(results.good.writes).toBe(1);
  });
});

describe('onCreateNode with shared fragments (content/shared)', () => {
  let results: Record<string, Result>;
  beforeAll(() => {
    results = run(
      {
        'dify-auth': '---\ntitle: Dify auth\n---\n\nSend two headers, see [Error codes](/docs/get-started/error-codes).\n',
        heading: '---\ntitle: With a heading\n---\n\nIntro.\n\n## Authentication\n\nText.\n',
        'bad-front': '---\ntitle: T\nsidebar_position: 3\n---\n\nText.\n',
      },
      true,
    );
  });

  it('stores a fragment with its name and kind, no URL and a Markdown twin without title', () => {
    const { panics, fields } = results['dify-auth'];
    expect(panics).toEqual([]);
    expect(fields).toMatchObject({ kind: 'fragment', fragment: 'dify-auth', slug: '', docId: null, headings: [] });
    expect(fields.links).toEqual([{ url: '/docs/get-started/error-codes', line: 5, kind: 'link' }]);
    expect(fields.markdown).toMatch(/^Send two headers, see \[Error codes\]\(https:\/\/[^)]+\/docs\/get-started\/error-codes\)\.\n$/);
  });

  it('fails the build on a heading in a fragment, naming file, line and the fix', () => {
    expect(results.heading.panics).toEqual([
      expect.stringMatching(
        /shared\/heading\.mdx:7: the heading "Authentication": a shared fragment cannot contain headings, .*write it in each including page, just before <Shared name="…" \/>/,
      ),
    ]);
  });

  it('fails the build on front matter other than title, naming file and line', () => {
    expect(results['bad-front'].panics).toEqual([
      expect.stringMatching(/^Invalid shared fragment:\n.*shared\/bad-front\.mdx:3: unknown front matter field\(s\) sidebar_position in a shared fragment/),
    ]);
  });
});
