import fs from 'fs';
import os from 'os';
import path from 'path';
import { walkFiles, walkTree } from '../walk';

describe('walkFiles / walkTree', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'walk-'));
    for (const file of ['b.mdx', 'a/index.mdx', 'a/_category_.json', 'a/deep/er/page.mdx', 'a/deep/notes.txt', 'static/x.mdx', 'a/static/y.mdx']) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), '');
    }
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const rel = (files: string[]) => files.map((file) => path.relative(root, file).split(path.sep).join('/'));

  it('lists every file below the folder, depth first in name order', () => {
    expect(rel(walkFiles(root))).toEqual([
      'a/_category_.json',
      'a/deep/er/page.mdx',
      'a/deep/notes.txt',
      'a/index.mdx',
      'a/static/y.mdx',
      'b.mdx',
      'static/x.mdx',
    ]);
  });

  it('keeps the files whose name matches a pattern or a function', () => {
    expect(rel(walkFiles(root, { match: /\.mdx$/ }))).toEqual(['a/deep/er/page.mdx', 'a/index.mdx', 'a/static/y.mdx', 'b.mdx', 'static/x.mdx']);
    expect(rel(walkFiles(root, { match: (name) => name === '_category_.json' }))).toEqual(['a/_category_.json']);
  });

  it('skips folders by their relative path or name', () => {
    expect(rel(walkFiles(root, { match: /\.mdx$/, skip: (folder) => folder.relative === 'static' }))).toEqual([
      'a/deep/er/page.mdx',
      'a/index.mdx',
      'a/static/y.mdx',
      'b.mdx',
    ]);
    expect(rel(walkFiles(root, { skip: (folder) => folder.name === 'static' || folder.name === 'deep' }))).toEqual([
      'a/_category_.json',
      'a/index.mdx',
      'b.mdx',
    ]);
  });

  it('yields folders before what they hold, with paths relative to the root', () => {
    const entries = [...walkTree(path.join(root, 'a'))].map((entry) => `${entry.isDirectory ? 'dir ' : ''}${entry.relative}`);
    expect(entries).toEqual(['_category_.json', 'dir deep', 'dir deep/er', 'deep/er/page.mdx', 'deep/notes.txt', 'index.mdx', 'dir static', 'static/y.mdx']);
    expect([...walkTree(root)].find((entry) => entry.relative === 'a/deep/er/page.mdx')?.path).toBe(path.join(root, 'a', 'deep', 'er', 'page.mdx'));
  });

  it('throws for a folder that does not exist', () => {
    expect(() => walkFiles(path.join(root, 'missing'))).toThrow(/ENOENT/);
  });
});
