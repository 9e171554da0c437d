/**
 * `npm test` reruns failed browser test files once; scripts/test-report.cjs merges the two Jest
 * reports: failed then passed is flaky (counted as passed), failed twice is a failure.
 */
import { failedFiles, mergeReports, type JestAssertionResult, type JestFileResult } from '../../scripts/test-report.cjs';

const CWD = '/repo';
const test = (title: string, status: string, ancestorTitles = ['menu']): JestAssertionResult => ({ ancestorTitles, title, status });
const file = (name: string, status: string, assertionResults: JestAssertionResult[]): JestFileResult => ({
  name: `${CWD}/e2e/${name}`,
  status,
  assertionResults,
});

describe('merging a rerun of failed browser test files', () => {
  const first = {
    testResults: [
      file('shell.e2e.ts', 'failed', [test('opens', 'passed'), test('closes on Escape', 'failed'), test('keeps focus', 'failed')]),
      file('search.e2e.ts', 'passed', [test('finds a page', 'passed', ['search']), test('later', 'pending', ['search'])]),
    ],
  };

  it('lists the files whose run failed, for the rerun', () => {
    expect(failedFiles(first)).toEqual(['/repo/e2e/shell.e2e.ts']);
    expect(failedFiles({ testResults: [] })).toEqual([]);
  });

  it('counts a test that failed and then passed as passed and lists it as flaky; failed twice fails', () => {
    const rerun = {
      testResults: [file('shell.e2e.ts', 'failed', [test('opens', 'passed'), test('closes on Escape', 'passed'), test('keeps focus', 'failed')])],
    };
    expect(mergeReports(first, rerun, CWD)).toEqual({
      passed: 3,
      failed: 1,
      flaky: ['e2e/shell.e2e.ts › menu › closes on Escape'],
      failures: ['e2e/shell.e2e.ts › menu › keeps focus'],
    });
  });

  it('counts the first run as it is when there is no rerun, leaving out pending tests', () => {
    expect(mergeReports(first, null, CWD)).toEqual({
      passed: 2,
      failed: 2,
      flaky: [],
      failures: ['e2e/shell.e2e.ts › menu › closes on Escape', 'e2e/shell.e2e.ts › menu › keeps focus'],
    });
  });

  it('lists a test that passed first and failed on the rerun as flaky, counted as passed', () => {
    const rerun = {
      testResults: [file('shell.e2e.ts', 'failed', [test('opens', 'failed'), test('closes on Escape', 'passed'), test('keeps focus', 'passed')])],
    };
    expect(mergeReports(first, rerun, CWD)).toEqual({
      passed: 4,
      failed: 0,
      flaky: ['e2e/shell.e2e.ts › menu › opens', 'e2e/shell.e2e.ts › menu › closes on Escape', 'e2e/shell.e2e.ts › menu › keeps focus'],
      failures: [],
    });
  });

  it('treats a file that failed outside its tests as one failure, flaky when the rerun loads it and passes', () => {
    const broken = { testResults: [file('routes.e2e.ts', 'failed', [])] };
    expect(mergeReports(broken, null, CWD)).toEqual({ passed: 0, failed: 1, flaky: [], failures: ['e2e/routes.e2e.ts › (test file)'] });
    expect(mergeReports(broken, broken, CWD).failed).toBe(1);
    const fixed = { testResults: [file('routes.e2e.ts', 'passed', [test('serves /', 'passed', []), test('serves /docs', 'passed', [])])] };
    expect(mergeReports(broken, fixed, CWD)).toEqual({ passed: 2, failed: 0, flaky: ['e2e/routes.e2e.ts › (test file)'], failures: [] });
  });

  it('keeps the first run of a failed file that the rerun did not report', () => {
    const unrelated = { testResults: [file('search.e2e.ts', 'passed', [test('finds a page', 'passed', ['search'])])] };
    expect(mergeReports(first, unrelated, CWD)).toMatchObject({ passed: 2, failed: 2, flaky: [] });
  });
});
