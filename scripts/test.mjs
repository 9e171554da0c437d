#!/usr/bin/env node
/**
 * `npm test`: type-check, unit and component tests, a production build, then the browser suite
 * against the build. Ends with the line `N passed, N failed` (CI reads it). Checks first that
 * Chromium, Java and nginx are installed, and stops with one line naming what is missing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { missingPrerequisite } from './prerequisites.mjs';

const missing = missingPrerequisite();
if (missing) {
  console.error(missing);
  process.exit(1);
}

let passed = 0;
let failed = 0;
const failures = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** A step that is one check (type-check, build): counts as one test. */
function step(name, command, args, env) {
  if (run(name, command, args, env)) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

/** A Jest run: counts its tests from the JSON report. */
function jest(name, args) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jest-')), 'report.json');
  const ok = run(name, 'npx', ['jest', ...args, '--json', `--outputFile=${report}`]);
  if (fs.existsSync(report)) {
    const data = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += data.numPassedTests;
    failed += data.numFailedTests;
    if (data.numFailedTests > 0 || data.numFailedTestSuites > 0) failures.push(name);
    if (data.numFailedTestSuites > 0 && data.numFailedTests === 0) failed += data.numFailedTestSuites;
    if (!ok && data.numFailedTests === 0 && data.numFailedTestSuites === 0) {
      failed += 1;
      failures.push(`${name} (runner error)`);
    }
  } else {
    failed += 1;
    failures.push(`${name} (no report)`);
  }
}

step('type-check', 'npx', ['tsc', '--noEmit']);
jest('unit and component tests', ['--selectProjects', 'unit']);
step('production build', 'npm', ['run', 'build']);
if (fs.existsSync('public/index.html')) {
  jest('browser tests', ['--selectProjects', 'e2e', '--runInBand']);
} else {
  failed += 1;
  failures.push('browser tests (skipped: no build)');
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
