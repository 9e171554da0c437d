#!/usr/bin/env node
/**
 * `npm test`: type-check, lint, unit and component tests, the hostile contributions of
 * scripts/hostile/attacks.mjs (each refused or built harmlessly on a copy of the project with
 * canaries around it: scripts/check-hostile.mjs), a production build, a rebuild after a
 * one-page edit and after undoing it (scripts/check-rebuild.mjs), the dev server on a copy of the
 * project (scripts/check-develop.mjs), the site built on stock Gatsby with a browser smoke run
 * (scripts/check-stock.mjs), the MCP conformance suite against the built server
 * (scripts/check-mcp-conformance.mjs), then the browser suite against the build. Ends with the line
 * `N passed, N failed` (CI reads it). Checks first that Chromium, Java and nginx are installed, and
 * stops with one line naming what is missing.
 *
 * It stops at the first step that fails, says which and lists the steps not run
 * (scripts/test-steps.cjs); `--keep-going` runs them all. `--quick` (`npm run test:quick`) runs the
 * type-check, lint and the unit and component tests: no build, no browser.
 *
 * A browser test file that fails is run once more. A test that fails and then passes counts as
 * passed and is listed as `FLAKY: <file> › <test>` above the last line, so that flakiness is seen
 * and fixed; a test that fails in both runs fails `npm test`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { missingPrerequisite } from './prerequisites.mjs';
import { failedFiles, mergeReports } from './test-report.cjs';
import { planSteps, runSteps, stopLine } from './test-steps.cjs';

// The quick run (no build, no browser) needs none of the browser suite's programs.
const missing = process.argv.includes('--quick') ? null : missingPrerequisite();
if (missing) {
  console.error(missing);
  process.exit(1);
}

let passed = 0;
let failed = 0;
const failures = [];
/** Labels (`file › describe › test`) of the tests that failed (in both runs, for rerun files). */
const failedTests = [];
/** Labels of the tests that passed in only one of their two runs (counted as passed). */
const flaky = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A step that is one check (type-check, build): counts as one test. */
function step(name, command, args, env) {
  if (run(name, command, args, env)) {
    passed += 1;
    return true;
  }
  failed += 1;
  failures.push(name);
  return false;
}

/** Runs Jest with a JSON report; returns whether it exited 0 and the report (null when none was written). */
function jestRun(name, args) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jest-')), 'report.json');
  const ok = run(name, 'npx', ['jest', ...args, '--json', `--outputFile=${file}`]);
  return { ok, report: fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null };
}

/**
 * A Jest run: counts its tests from the JSON report. With `rerunFailedFiles`, the files that failed
 * are run once more (`--runTestsByPath`) and the two reports merged (scripts/test-report.cjs).
 */
function jest(name, args, { rerunFailedFiles = false } = {}) {
  const { ok, report } = jestRun(name, args);
  if (!report) {
    failed += 1;
    failures.push(`${name} (no report)`);
    return false;
  }
  const files = failedFiles(report);
  let rerun = null;
  if (rerunFailedFiles && files.length > 0) {
    const list = files.map((file) => path.relative(process.cwd(), file));
    rerun = jestRun(`${name}: running the ${files.length} failed file(s) again (${list.join(', ')})`, [...args, '--runTestsByPath', ...files]).report;
  }
  const counts = mergeReports(report, rerun, process.cwd());
  passed += counts.passed;
  failed += counts.failed;
  flaky.push(...counts.flaky);
  failedTests.push(...counts.failures);
  if (counts.failed > 0) {
    failures.push(name);
    return false;
  }
  if (!ok && files.length === 0) {
    // Jest failed without a failing file: global setup, configuration, a coverage threshold.
    failed += 1;
    failures.push(`${name} (runner error)`);
    return false;
  }
  return true;
}

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--quick' && a !== '--keep-going');
if (unknown.length > 0) {
  console.error(`scripts/test.mjs: unknown option(s) ${unknown.join(' ')} (known: --quick, --keep-going)`);
  process.exit(2);
}

/** Every step of `npm test`; scripts/test-steps.cjs orders them and stops at the first that fails. */
const STEPS = [
  { name: 'type-check', quick: true, run: () => step('type-check', 'npx', ['tsc', '--noEmit']) },
  { name: 'lint', quick: true, run: () => step('lint', 'npm', ['run', 'lint']) },
  { name: 'unit and component tests', quick: true, run: () => jest('unit and component tests', ['--selectProjects', 'unit']) },
  // Hostile contributions (scripts/hostile/attacks.mjs), each on a copy of the project with canaries around it.
  { name: 'hostile contributions refused or harmless', run: () => step('hostile contributions refused or harmless', 'node', ['scripts/check-hostile.mjs']) },
  { name: 'production build', build: true, run: () => step('production build', 'npm', ['run', 'build']) },
  // A one-page edit rebuilt, then undone: the output must come back byte for byte.
  { name: 'rebuild after an edit', needsBuild: true, run: () => step('rebuild after an edit', 'node', ['scripts/check-rebuild.mjs']) },
  // The dev server, on a copy of the project: a page renders, an edit shows without a reload.
  { name: 'dev server', needsBuild: true, run: () => step('dev server', 'node', ['scripts/check-develop.mjs']) },
  // Every adjustment of Gatsby off (src/build/adjustments.ts), on a copy: the build, then a browser smoke run against it.
  {
    name: 'stock Gatsby build and browser smoke run',
    needsBuild: true,
    run: () => step('stock Gatsby build and browser smoke run', 'node', ['scripts/check-stock.mjs']),
  },
  // The official MCP conformance suite's server scenarios against the built server over HTTP.
  { name: 'MCP conformance suite', needsBuild: true, run: () => step('MCP conformance suite', 'node', ['scripts/check-mcp-conformance.mjs']) },
  {
    name: 'browser tests',
    needsBuild: true,
    run: () => jest('browser tests', ['--selectProjects', 'e2e', '--runInBand'], { rerunFailedFiles: true }),
  },
];

const planned = planSteps(STEPS, { quick: args.includes('--quick') });
const { failed: failedSteps, notRun } = runSteps(planned, (s) => s.run(), {
  keepGoing: args.includes('--keep-going'),
  buildDone: () => fs.existsSync('public/index.html'),
});
for (const name of failedSteps.filter((n) => n.endsWith('(no build)'))) {
  failed += 1;
  failures.push(name);
}

if (failedTests.length > 0) console.log(`\n${failedTests.map((label) => `FAILED: ${label}`).join('\n')}`);
if (flaky.length > 0) console.log(`\n${flaky.map((label) => `FLAKY: ${label}`).join('\n')}`);
if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
const stopped = stopLine(failedSteps, notRun);
if (stopped) console.log(`\n${stopped}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
