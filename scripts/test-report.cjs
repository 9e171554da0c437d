/**
 * Counting a Jest run from its JSON report (`jest --json --outputFile=…`), and merging in a rerun of
 * the test files that failed: `npm test` (scripts/test.mjs) reruns failed browser test files once.
 * A test that fails and then passes on the rerun counts as passed and is listed as flaky; one that
 * fails twice counts as failed. CommonJS so that both the ES-module script and Jest load it.
 */
'use strict';

const path = require('node:path');

/** `file › describe › test` for people; `file` is relative to `cwd`. */
function testLabel(file, assertion) {
  return [file, ...(assertion.ancestorTitles || []), assertion.title].join(' › ');
}

function relative(cwd, file) {
  return path.relative(cwd, file).split(path.sep).join('/');
}

/**
 * The files of a report whose run failed: a failing test, or an error outside the tests (the file
 * does not compile, a beforeAll throws). Absolute paths, as Jest writes them.
 */
function failedFiles(report) {
  return (report.testResults || []).filter((file) => file.status === 'failed').map((file) => file.name);
}

/**
 * The outcome of each test of one file result, by label (pending and todo tests are left out, as in
 * Jest's own counts), and whether the file failed outside its tests: it did not load, or a hook
 * such as afterAll threw while every test passed.
 */
function outcomes(fileResult, cwd) {
  const file = relative(cwd, fileResult.name);
  const tests = new Map();
  for (const assertion of fileResult.assertionResults || []) {
    if (assertion.status === 'passed' || assertion.status === 'failed') tests.set(testLabel(file, assertion), assertion.status);
  }
  const fileError = fileResult.status === 'failed' && ![...tests.values()].includes('failed');
  return { file, tests, fileError };
}

/**
 * Counts of a run, with the rerun of its failed files merged in when there is one.
 * @param {object} first the report of the run
 * @param {object | null} rerun the report of running `failedFiles(first)` again, or null
 * @param {string} cwd paths in labels are relative to it
 * @returns {{ passed: number, failed: number, flaky: string[], failures: string[] }}
 *   `flaky`: labels of tests whose two runs disagreed, counted as passed;
 *   `failures`: labels of tests that failed (in both runs, when the file was rerun)
 */
function mergeReports(first, rerun, cwd) {
  const again = new Map((rerun ? rerun.testResults || [] : []).map((file) => [file.name, file]));
  const result = { passed: 0, failed: 0, flaky: [], failures: [] };
  const count = (label, outcome) => {
    if (outcome === 'passed') result.passed += 1;
    else {
      result.failed += 1;
      result.failures.push(label);
    }
  };
  for (const fileResult of first.testResults || []) {
    const one = outcomes(fileResult, cwd);
    const fileLabel = `${one.file} › (test file)`;
    const second = fileResult.status === 'failed' ? again.get(fileResult.name) : undefined;
    if (!second) {
      for (const [label, outcome] of one.tests) count(label, outcome);
      if (one.fileError) count(fileLabel, 'failed');
      continue;
    }
    const two = outcomes(second, cwd);
    for (const label of new Set([...one.tests.keys(), ...two.tests.keys()])) {
      const a = one.tests.get(label);
      const b = two.tests.get(label);
      // Passed in either run: passed, and flaky when the other run failed it. A test only one run
      // reached (the other could not load the file) counts as that run saw it.
      count(label, a === 'passed' || b === 'passed' ? 'passed' : 'failed');
      if ((a === 'passed' && b === 'failed') || (a === 'failed' && b === 'passed')) result.flaky.push(label);
    }
    // The file failed outside its tests: twice is a failure, once then fine on the rerun is flaky. (A
    // rerun that cannot load the file adds nothing: the first run's failing tests count already.)
    if (one.fileError && two.fileError) count(fileLabel, 'failed');
    else if (one.fileError) result.flaky.push(fileLabel);
  }
  return result;
}

module.exports = { failedFiles, mergeReports, testLabel };
