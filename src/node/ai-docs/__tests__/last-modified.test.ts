/**
 * @jest-environment node
 */
import childProcess, { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { clearLastModifiedCache, lastModifiedOf } from '../last-modified';

describe('lastModifiedOf', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lastmod-'));
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: dir,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 'Test',
          GIT_AUTHOR_EMAIL: 'test@example.com',
          GIT_COMMITTER_NAME: 'Test',
          GIT_COMMITTER_EMAIL: 'test@example.com',
          GIT_AUTHOR_DATE: '2025-03-04T05:06:07+02:00',
          GIT_COMMITTER_DATE: '2025-03-04T05:06:07+02:00',
        },
        stdio: 'ignore',
      });
    git('init', '-q');
    fs.writeFileSync(path.join(dir, 'committed.mdx'), 'one');
    fs.mkdirSync(path.join(dir, 'docs', 'deep'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs', 'deep', 'nested.mdx'), 'three');
    git('add', 'committed.mdx', 'docs/deep/nested.mdx');
    git('commit', '-q', '-m', 'add');
    fs.writeFileSync(path.join(dir, 'new.mdx'), 'two');
    fs.utimesSync(path.join(dir, 'new.mdx'), new Date('2024-01-02T03:04:05Z'), new Date('2024-01-02T03:04:05Z'));
  });
  beforeEach(() => clearLastModifiedCache());

  it('uses the date of the last commit touching the file, in UTC', () => {
    expect(lastModifiedOf(path.join(dir, 'committed.mdx'))).toBe('2025-03-04T03:06:07.000Z');
  });

  it('finds files in sub-folders of the checkout, with one git call for all of them', () => {
    const calls = jest.spyOn(childProcess, 'execFileSync');
    expect(lastModifiedOf(path.join(dir, 'docs', 'deep', 'nested.mdx'))).toBe('2025-03-04T03:06:07.000Z');
    expect(lastModifiedOf(path.join(dir, 'committed.mdx'))).toBe('2025-03-04T03:06:07.000Z');
    expect(calls).toHaveBeenCalledTimes(1);
    calls.mockRestore();
  });

  it('falls back to the modification time for files git does not know', () => {
    expect(lastModifiedOf(path.join(dir, 'new.mdx'))).toBe('2024-01-02T03:04:05.000Z');
  });

  it('falls back to the modification time outside a git checkout, and null for missing files', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'nogit-'));
    const file = path.join(outside, 'page.mdx');
    fs.writeFileSync(file, 'x');
    fs.utimesSync(file, new Date('2023-05-06T07:08:09Z'), new Date('2023-05-06T07:08:09Z'));
    expect(lastModifiedOf(file)).toBe('2023-05-06T07:08:09.000Z');
    expect(lastModifiedOf(path.join(outside, 'missing.mdx'))).toBeNull();
  });
});
