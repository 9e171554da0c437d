#!/usr/bin/env node
/**
 * The gain of each adjustment of Gatsby (src/build/adjustments.ts): the site is built with every
 * adjustment on, then with each build-time adjustment off in turn (SITE_GATSBY_ADJUSTMENTS = all
 * but that one), then with none, on a copy of the project:
 * - at 56 pages (the site as the docs team builds it): cold build, rebuild after a one-page edit,
 *   and the first-load bytes of a doc page (gzip, measured in Chromium);
 * - at 1,056 pages (1,000 synthetic docs, as `npm run bench` makes them): cold build and peak memory.
 * The all-on build runs first, in the middle and last, so the table shows the noise too.
 *
 *   node scripts/bench-adjustments.mjs                  every build-time adjustment
 *   BENCH_ONLY=minifiers,bundle-reuse node scripts/...  only those
 *   BENCH_SCALES=0 node scripts/...                     only the 56-page site (0 synthetic pages)
 *   BENCH_PHASE=develop node scripts/...                the develop-time ones instead: the dev server on
 *                                                       1,056 pages, start until the doc page renders and
 *                                                       an edit until it shows (scripts/bench/develop.mjs)
 *
 * Prints a Markdown table: the figures with the adjustment off, and the gain (off minus on).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from './bench/first-load.mjs';
import { measureDevelop } from './bench/develop.mjs';
import { generateDocs } from './bench/synthetic-docs.mjs';
import { measureRun } from './bench/proc.mjs';
import { startServer } from './serve.mjs';
import { copyProject } from './copy-project.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'llmp-adjustments-'));
const DOC_PAGE = '/docs/api-reference/openai/chat';
const EDITED = 'content/docs/get-started/error-codes.mdx';
const SCALES = (process.env.BENCH_SCALES ?? '0,1000').split(',').map(Number);
const log = (...a) => console.log(`[adjustments ${new Date().toISOString().slice(11, 19)}]`, ...a);

/** The registry, read from its TypeScript source with esbuild (the build's own bundler). */
async function registry() {
  const esbuild = await import('esbuild');
  const out = path.join(TMP, 'adjustments.cjs');
  await esbuild.build({
    entryPoints: [path.join(ROOT, 'src/build/adjustments.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: out,
    logLevel: 'error',
  });
  const { createRequire } = await import('node:module');
  return createRequire(import.meta.url)(out);
}

/** The synthetic docs (none for n = 0), replacing those of an earlier scale. */
function syntheticDocs(docsDir, n) {
  fs.rmSync(path.join(docsDir, 'zz-synthetic'), { recursive: true, force: true });
  if (n > 0) generateDocs(docsDir, n);
}

async function build(dir, adjustments) {
  const r = await measureRun(process.execPath, [path.join(dir, 'node_modules/gatsby/cli.js'), 'build', '--prefix-paths'], {
    cwd: dir,
    env: { ...process.env, SITE_GATSBY_ADJUSTMENTS: adjustments },
  });
  if (r.code !== 0) throw new Error(`build with SITE_GATSBY_ADJUSTMENTS=${adjustments} failed:\n${r.tail}`);
  return r;
}

async function docPageBytes(dir) {
  const root = path.join(dir, 'public');
  const server = await startServer({ root });
  try {
    const { pages } = await measure({ base: server.url, root, paths: [DOC_PAGE], navigate: false });
    const { html, js, css, total } = pages[0].firstLoad;
    return { html, js, css, total };
  } finally {
    await server.close();
  }
}

/** The develop-time adjustments: the dev server with each off in turn, on 1,056 pages. */
async function developPhase(ADJUSTMENTS) {
  const only = process.env.BENCH_ONLY?.split(',').map((id) => id.trim());
  const ids = ADJUSTMENTS.filter((a) => a.scope === 'develop' || a.scope === 'build and develop')
    .map((a) => a.id)
    .filter((id) => !only || only.includes(id));
  const allIds = ADJUSTMENTS.map((a) => a.id);
  const configs = [
    { label: 'all on', value: 'all' },
    ...ids.map((id) => ({ label: id, value: allIds.filter((x) => x !== id).join(',') })),
    { label: 'none', value: 'none' },
    { label: 'all on', value: 'all' },
  ];
  const dir = path.join(TMP, 'site');
  copyProject(dir, { skip: ['.build-reports'] });
  syntheticDocs(path.join(dir, 'content/docs'), 1000);
  const rows = [];
  for (const config of configs) {
    fs.rmSync(path.join(dir, '.cache'), { recursive: true, force: true });
    fs.rmSync(path.join(dir, 'public'), { recursive: true, force: true });
    process.env.SITE_GATSBY_ADJUSTMENTS = config.value;
    try {
      const r = await measureDevelop({
        label: `develop, ${config.label} off`,
        command: process.execPath,
        args: (port) => [path.join(dir, 'node_modules/gatsby/cli.js'), 'develop', '-p', String(port)],
        cwd: dir,
        pagePath: DOC_PAGE,
        source: path.join(dir, 'content/docs/api-reference/openai/chat.mdx'),
        log,
        startTimeoutMs: 5 * 60_000,
        reloadTimeoutMs: 2 * 60_000,
      });
      rows.push({ label: config.label, start: r.startSeconds, edit: r.hotReloadSeconds, peakMB: r.peakMB });
    } catch (error) {
      rows.push({ label: config.label, failed: String(error.reason ?? error.message).split('\n')[0] });
    }
    log(JSON.stringify(rows.at(-1)));
  }
  const base = rows.filter((r) => r.label === 'all on' && !r.failed);
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const on = { start: mean(base.map((r) => r.start)), edit: mean(base.map((r) => r.edit)) };
  console.log(
    `\n### gatsby develop, 1,056 pages (all on: start ${base.map((r) => r.start.toFixed(1)).join(' / ')} s, edit ${base.map((r) => r.edit.toFixed(2)).join(' / ')} s)\n`,
  );
  console.log('| off | start s (gain) | edit shown s (gain) | peak MB |');
  console.log('|---|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.start.toFixed(1)} (${(r.start - on.start).toFixed(1)}) | ${r.edit.toFixed(2)} (${(r.edit - on.edit).toFixed(2)}) | ${r.peakMB.toFixed(0)} |`,
    );
  }
  fs.writeFileSync(path.join(ROOT, '.build-reports/adjustments-develop.json'), JSON.stringify(rows, null, 2));
}

async function main() {
  const { ADJUSTMENTS } = await registry();
  if (process.env.BENCH_PHASE === 'develop') {
    await developPhase(ADJUSTMENTS);
    fs.rmSync(TMP, { recursive: true, force: true });
    return;
  }
  const only = process.env.BENCH_ONLY?.split(',').map((id) => id.trim());
  const ids = ADJUSTMENTS.filter((a) => a.scope === 'build' || a.scope === 'build and develop')
    .map((a) => a.id)
    .filter((id) => !only || only.includes(id));
  const allIds = ADJUSTMENTS.map((a) => a.id);
  const half = Math.ceil(ids.length / 2);
  const configs = [
    { label: 'all on', value: 'all' },
    ...ids.slice(0, half).map((id) => ({ label: id, value: allIds.filter((x) => x !== id).join(',') })),
    { label: 'all on', value: 'all' },
    ...ids.slice(half).map((id) => ({ label: id, value: allIds.filter((x) => x !== id).join(',') })),
    { label: 'none', value: 'none' },
    { label: 'all on', value: 'all' },
  ];
  const dir = path.join(TMP, 'site');
  copyProject(dir, { skip: ['.build-reports'] });
  const docsDir = path.join(dir, 'content/docs');
  const edited = path.join(dir, EDITED);
  const original = fs.readFileSync(edited, 'utf8');
  const results = [];
  for (const scale of SCALES) {
    syntheticDocs(docsDir, scale);
    for (const config of configs) {
      fs.rmSync(path.join(dir, '.cache'), { recursive: true, force: true });
      fs.rmSync(path.join(dir, 'public'), { recursive: true, force: true });
      fs.writeFileSync(edited, original);
      const cold = await build(dir, config.value);
      const row = { scale, label: config.label, cold: cold.seconds, peakMB: cold.peakMB };
      if (scale === 0) {
        fs.appendFileSync(edited, '\n\nOne more sentence, to time a rebuild after editing a page.\n');
        row.warm = (await build(dir, config.value)).seconds;
        row.bytes = await docPageBytes(dir);
      }
      results.push(row);
      log(JSON.stringify(row));
    }
  }
  fs.writeFileSync(path.join(ROOT, '.build-reports/adjustments-bench.json'), JSON.stringify(results, null, 2));
  for (const scale of SCALES) {
    const rows = results.filter((r) => r.scale === scale);
    const base = rows.filter((r) => r.label === 'all on');
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const on = { cold: median(base.map((r) => r.cold)), warm: scale === 0 ? median(base.map((r) => r.warm)) : null, peakMB: median(base.map((r) => r.peakMB)) };
    console.log(`\n### ${scale === 0 ? '56 pages' : `${scale + 56} pages`} (all on: cold ${base.map((r) => r.cold.toFixed(1)).join(' / ')} s)\n`);
    console.log(scale === 0 ? '| off | cold s (gain) | rebuild s (gain) | doc page JS / HTML gzip B (gain) |' : '| off | cold s (gain) | peak MB (gain) |');
    console.log(scale === 0 ? '|---|---:|---:|---:|' : '|---|---:|---:|');
    const onBytes = base[0].bytes;
    for (const r of rows) {
      if (scale === 0) {
        console.log(
          `| ${r.label} | ${r.cold.toFixed(1)} (${(r.cold - on.cold).toFixed(1)}) | ${r.warm.toFixed(1)} (${(r.warm - on.warm).toFixed(1)}) | ${r.bytes.js} / ${r.bytes.html} (${r.bytes.js - onBytes.js} / ${r.bytes.html - onBytes.html}) |`,
        );
      } else {
        console.log(`| ${r.label} | ${r.cold.toFixed(1)} (${(r.cold - on.cold).toFixed(1)}) | ${r.peakMB.toFixed(0)} (${(r.peakMB - on.peakMB).toFixed(0)}) |`);
      }
    }
  }
  fs.rmSync(TMP, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
