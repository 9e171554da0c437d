#!/usr/bin/env node
/**
 * `npm test` step: the site on stock Gatsby. On a copy of the project, `npm run build` with
 * SITE_GATSBY_ADJUSTMENTS=none (every adjustment of src/build/adjustments.ts off), then a smoke run
 * of the browser suite against that build: routes, client navigation with the progress bar and
 * failed routes, search, and the production nginx with the CSP the build wrote for Gatsby's own
 * scripts. This is what an upgrade of Gatsby starts from: turn all off, upgrade, turn each back on.
 *
 *   node scripts/check-stock.mjs            the build and the smoke run
 *   CHECK_STOCK_KEEP=1 node scripts/...     keeps the copy (its path is printed)
 *
 * A smoke file that fails is run once more; one that passes then is reported as FLAKY.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyProject } from './copy-project.mjs';

/** The browser tests run against the stock build. */
export const SMOKE_FILES = ['e2e/routes.e2e.ts', 'e2e/navigation.e2e.ts', 'e2e/search.e2e.ts', 'e2e/navigation-nginx.e2e.ts'];
const FIRST_LINE = 'gatsby adjustments: none (stock Gatsby)';

function fail(message) {
  console.error(`check-stock: ${message}`);
  process.exitCode = 1;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'llmp-stock-'));
try {
  copyProject(dir, { skip: ['.build-reports'] });
  fs.rmSync(path.join(dir, 'deploy/csp.conf'), { force: true });

  console.log(`check-stock: SITE_GATSBY_ADJUSTMENTS=none npm run build in ${dir}`);
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: dir,
    env: { ...process.env, SITE_GATSBY_ADJUSTMENTS: 'none' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${build.stdout}${build.stderr}`;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (build.status !== 0) {
    console.log(output.slice(-6000));
    fail(`the build with every adjustment off failed (exit ${build.status}) after ${seconds} s`);
  } else if (!output.split('\n').some((line) => line.trim() === FIRST_LINE)) {
    fail(`the build did not say "${FIRST_LINE}"`);
  } else if (!fs.existsSync(path.join(dir, 'public/index.html')) || !fs.existsSync(path.join(dir, 'deploy/csp.conf'))) {
    fail('the build wrote no public/index.html or deploy/csp.conf');
  } else {
    console.log(`check-stock: built on stock Gatsby in ${seconds} s; smoke run of ${SMOKE_FILES.join(', ')}`);
    const jest = (files) =>
      spawnSync('npx', ['jest', '--selectProjects', 'e2e', '--runInBand', '--runTestsByPath', ...files], { cwd: dir, stdio: 'inherit' }).status === 0;
    if (!jest(SMOKE_FILES)) {
      console.log('check-stock: running the smoke files once more');
      if (jest(SMOKE_FILES)) console.log('FLAKY: check-stock smoke run (failed once, passed when run again)');
      else fail('the browser smoke run failed against the stock build');
    }
  }
} finally {
  if (process.env.CHECK_STOCK_KEEP === '1') console.log(`check-stock: kept ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
}
