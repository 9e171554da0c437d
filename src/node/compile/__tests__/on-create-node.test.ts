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

describe('onCreateNode fails the build on samples that would not run as pasted', () => {
  let results: Record<string, Result>;
  const head = '---\ntitle: T\ndescription: D\n---\n\nIntro.\n\n';
  const fence = (lang: string, code: string) => `${head}\`\`\`${lang}\n${code}\n\`\`\`\n`;
  beforeAll(() => {
    results = run({
      poller: fence(
        'python',
        'import time, requests\ndeadline = time.monotonic() + 60\nwhile time.monotonic() < deadline:\n    r = requests.get("https://api.llmprovider.example/v1/tasks/t")\n    if r.json()["status"] == "failed":\n        print("failed")\n    time.sleep(5)',
      ),
      download: fence('bash', 'curl https://api.llmprovider.example/v1/audio/speech \\\n  -d \'{"input": "Hi"}\' \\\n  --output speech.mp3'),
      local: fence('python', 'with open("receipt.png", "rb") as f:\n    print(len(f.read()))'),
      remote: fence('json', '{"image_url": {"url": "https://upload.wikimedia.org/cat.jpg"}}'),
      hosted: fence('json', '{"image_url": {"url": "https://docs.llmprovider.example/samples/street-sign.png"}}'),
    });
  });

  it('a poller that never exits non-zero or checks its polls', () => {
    expect(results.poller.panics).toEqual([
      expect.stringMatching(
        /poller\.mdx:8: python sample: polls a task but never exits non-zero[\s\S]*poller\.mdx:8: python sample: never checks a poll request's HTTP status/,
      ),
    ]);
  });

  it('curl --output without --fail', () => {
    expect(results.download.panics).toEqual([expect.stringMatching(/download\.mdx:8: bash sample: `curl --output` without `--fail`.*add `--fail-with-body`/)]);
  });

  it('a local file the sample does not create', () => {
    expect(results.local.panics).toEqual([
      expect.stringMatching(/local\.mdx:8: python sample: reads receipt\.png, which the reader does not have: download it first/),
    ]);
  });

  it('a file URL sent to the gateway that the docs do not host; a hosted one becomes a file the build checks', () => {
    expect(results.remote.panics).toEqual([
      expect.stringMatching(/remote\.mdx:8: json sample: sends https:\/\/upload\.wikimedia\.org\/cat\.jpg to the gateway, a file the docs do not host/),
    ]);
    expect(results.hosted.panics).toEqual([]);
    expect(results.hosted.fields.links).toEqual([{ url: '/samples/street-sign.png', line: 8, kind: 'image' }]);
  });
});
