/**
 * @jest-environment node
 *
 * The compile pool (src/node/compile/pool.ts) gives exactly what compileMdx gives, on every page of
 * the site and on a page that cannot compile, and compiles in-thread when few pages arrive or the
 * site is small.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { runTs } from '../../../test-utils/run-ts';
import { workerCount } from '../pool';
import { walkFiles } from '../../walk';

const ROOT = path.resolve(__dirname, '../../../..');
const DRIVER = path.resolve(__dirname, 'pool-driver.ts');

jest.setTimeout(180_000);

describe('compile pool', () => {
  it('compiles every page of the site (and a broken one) exactly as compileMdx does, on worker threads', () => {
    const docs = walkFiles(path.join(ROOT, 'content/docs'), { match: /\.mdx$/ });
    const broken = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pool-')), 'broken.mdx');
    fs.writeFileSync(broken, '---\ntitle: T\n---\n\nText.\n\n<Widget />\n');
    const result = runTs(DRIVER, [...docs, broken], 150_000);
    if (result.status !== 0) throw new Error(`driver failed (${result.status}):\n${result.stderr}`);
    const report = JSON.parse(result.stdout) as {
      pages: number;
      differing: string[];
      errors: string[];
      workersStarted: number;
      lateStartedWorkers: number;
      lateSame: boolean;
      smallSiteWorkers: number;
      smallSiteSame: boolean;
    };
    expect(report.pages).toBeGreaterThan(50);
    expect(report.workersStarted).toBe(2);
    expect(report.differing).toEqual([]);
    expect(report.errors).toEqual([expect.stringMatching(/broken\.mdx:\d+: unknown component <Widget>/)]);
    // A single page after the workers stopped: compiled in this thread, no worker started.
    expect(report.lateStartedWorkers).toBe(0);
    expect(report.lateSame).toBe(true);
    // A site below MIN_PAGES_FOR_WORKERS compiles a burst of pages in this thread, with the same results.
    expect(report.smallSiteWorkers).toBe(0);
    expect(report.smallSiteSame).toBe(true);
  });

  it('takes its size from COMPILE_WORKERS and rejects a value that is not a whole number', () => {
    expect(workerCount({ COMPILE_WORKERS: '0' })).toBe(0);
    expect(workerCount({ COMPILE_WORKERS: '3' })).toBe(3);
    expect(() => workerCount({ COMPILE_WORKERS: 'two' })).toThrow(/COMPILE_WORKERS: expected a whole number/);
    expect(workerCount({})).toBeGreaterThanOrEqual(0);
  });
});
