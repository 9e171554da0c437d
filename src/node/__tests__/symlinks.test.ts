/**
 * @jest-environment node
 *
 * No symbolic links in content/ or static/ (src/node/symlinks.ts): the build stops on each, naming
 * the link and where it points, and the walk the checks use never reads through one.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { CONTENT_DIRS, symbolicLinkProblems } from '../symlinks';
import { walkFiles, walkTree } from '../walk';

function project(): { root: string; outside: string } {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'symlinks-'));
  const root = path.join(base, 'site');
  const outside = path.join(base, 'outside');
  fs.mkdirSync(path.join(root, 'content/docs/a/b'), { recursive: true });
  fs.mkdirSync(path.join(root, 'static/img'), { recursive: true });
  fs.mkdirSync(path.join(outside, 'dir'), { recursive: true });
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'outside');
  fs.writeFileSync(path.join(root, 'content/docs/a/page.mdx'), '---\ntitle: A\n---\n');
  fs.writeFileSync(path.join(root, 'static/img/logo.svg'), '<svg/>');
  return { root, outside };
}

describe('symbolicLinkProblems', () => {
  it('checks content/ and static/', () => {
    expect(CONTENT_DIRS).toEqual(['content', 'static']);
  });

  it('finds nothing in a tree of plain files, and in the project itself', () => {
    expect(symbolicLinkProblems(project().root)).toEqual([]);
    expect(symbolicLinkProblems(path.resolve(__dirname, '../../..'))).toEqual([]);
  });

  it('names every link, nested or not, to a file or a folder, absolute or relative, dangling or not, with its target', () => {
    const { root, outside } = project();
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'static/secret.txt'));
    fs.symlinkSync(path.join(outside, 'dir'), path.join(root, 'static/img/dir'));
    fs.symlinkSync('../../../../outside/secret.txt', path.join(root, 'content/docs/a/b/linked.mdx'));
    fs.symlinkSync('/nowhere/at/all', path.join(root, 'content/docs/dangling.mdx'));
    fs.symlinkSync('page.mdx', path.join(root, 'content/docs/a/inside.mdx'));
    const problems = symbolicLinkProblems(root);
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'content/docs/a/b/linked.mdx',
      'content/docs/a/inside.mdx',
      'content/docs/dangling.mdx',
      'static/img/dir',
      'static/secret.txt',
    ]);
    expect(problems[0]).toBe(
      'content/docs/a/b/linked.mdx: is a symbolic link (to ../../../../outside/secret.txt): content must be files the repository holds, as links would publish or read what they point to. Replace the link with a copy of the file (or remove it).',
    );
    expect(problems[4]).toContain(`(to ${path.join(outside, 'secret.txt')})`);
  });

  it('names static/ itself when it is a link, and does not look inside it', () => {
    const { root, outside } = project();
    fs.rmSync(path.join(root, 'static'), { recursive: true });
    fs.symlinkSync(path.join(outside, 'dir'), path.join(root, 'static'));
    expect(symbolicLinkProblems(root)).toEqual([expect.stringMatching(/^static: is a symbolic link \(to .*outside\/dir\)/)]);
  });
});

describe('walkFiles never returns a symbolic link, nor enters a linked folder', () => {
  it('lists the plain files only; walkTree marks the links', () => {
    const { root, outside } = project();
    fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'content/docs/a/linked.mdx'));
    fs.symlinkSync(path.join(outside, 'dir'), path.join(root, 'content/docs/linked-dir'));
    fs.writeFileSync(path.join(outside, 'dir', 'x.mdx'), 'outside');
    const docs = path.join(root, 'content/docs');
    expect(walkFiles(docs).map((f) => path.relative(docs, f))).toEqual(['a/page.mdx']);
    expect([...walkTree(docs)].filter((e) => e.isSymbolicLink).map((e) => e.relative)).toEqual(['a/linked.mdx', 'linked-dir']);
  });
});
