#!/usr/bin/env node
/**
 * `npm run bench`: build-time, memory, page-weight and Lighthouse figures for this site, side by
 * side with a Docusaurus 3.10 site (faster mode: Rspack and SWC) built from the same Markdown,
 * plus scale runs on synthetic docs: cold build, HTML size of one doc page, size of
 * deploy/csp.conf, and on the largest scale the dev server (start until the doc page renders in
 * Chromium, hot reload after editing it, peak memory). Both tools run with Node's default heap; a
 * build that runs out of memory is reported as such in the table.
 *
 * Everything happens in a temporary folder (a copy of this project and a throwaway Docusaurus
 * site); nothing is written to the working tree. Figures are printed as a table and saved as JSON.
 *
 *   npm run bench                 full run: 1,000 and 5,000 synthetic pages (long: about an hour on 2 cores)
 *   BENCH_QUICK=1 npm run bench   skips the 5,000-page run (the dev server is measured with 1,000)
 *   BENCH_SCALES=100,300          synthetic scales to run instead (the dev server uses the largest)
 *   BENCH_KEEP=1                  keeps the temporary folder (its path is printed)
 *   BENCH_SKIP_DOCUSAURUS=1       only measures this site
 *   BENCH_SKIP_GATSBY=1           only measures the Docusaurus site
 *   BENCH_DOCUSAURUS_VERSION=x.y.z  another Docusaurus release (default: scripts/bench/docusaurus.mjs)
 *   BENCH_LIGHTHOUSE_RUNS=n       Lighthouse runs per page (default 5; the table shows the median run and every run's score)
 *   BENCH_NGINX_SECONDS=n         seconds of load per nginx measurement (default 5; scripts/bench/nginx-load.mjs)
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { measureDevelop } from './bench/develop.mjs';
import { generateDocs } from './bench/synthetic-docs.mjs';
import { DOCUSAURUS_BIN, DOCUSAURUS_LABEL, createDocusaurusSite } from './bench/docusaurus.mjs';
import { measure } from './bench/first-load.mjs';
import { killAllStarted, measureRun } from './bench/proc.mjs';
import { startServer } from './serve.mjs';
import { precompress } from './precompress.mjs';
import { measureNginx, nginxTable } from './bench/nginx-load.mjs';
import { copyProject } from './copy-project.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const QUICK = process.env.BENCH_QUICK === '1';
/** Lighthouse's simulated throttling scales the CPU time it observes, so one run varies by several points; Lighthouse's own advice is the median of five. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
if (!Number.isInteger(LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS < 1)
  throw new Error(`BENCH_LIGHTHOUSE_RUNS: expected a whole number of runs, got "${process.env.BENCH_LIGHTHOUSE_RUNS}"`);
const SCALES = process.env.BENCH_SCALES ? process.env.BENCH_SCALES.split(',').map((n) => Number(n.trim())) : QUICK ? [1000] : [1000, 5000];
if (SCALES.length === 0 || SCALES.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error(`BENCH_SCALES: expected a comma list of page counts, got "${process.env.BENCH_SCALES}"`);
/** The scale the dev server is measured on: the largest. */
const DEVELOP_SCALE = Math.max(...SCALES);
const PAGES = ['/', '/docs', '/docs/api-reference/openai/chat'];
/** The doc page whose HTML is sized at every scale, and which the dev-server run opens and edits. */
const DOC_PAGE = '/docs/api-reference/openai/chat';
const DOC_SOURCE = 'content/docs/api-reference/openai/chat.mdx';
const EDITED = 'content/docs/get-started/error-codes.mdx';
/** Written by the Gatsby build (onPostBuild): the nginx Content-Security-Policy with the inline-script hashes. */
const CSP_CONF = 'deploy/csp.conf';
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'llmp-bench-'));
const log = (...a) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...a);

/* Helpers ---------------------------------------------------------------------------------- */

/** HTML pages of a build: every .html file except the not-found page and build internals. */
function countPages(dir) {
  let n = 0;
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) {
        if (!(d === dir && ['static', 'page-data', 'assets', '_gatsby', '404'].includes(e.name))) walk(path.join(d, e.name));
      } else if (e.name.endsWith('.html') && !(d === dir && e.name === '404.html')) n += 1;
    }
  };
  walk(dir);
  return n;
}

/** Raw and gzip bytes of the built HTML file of a page (Gatsby: page/index.html, Docusaurus: page.html). */
function htmlSize(buildDir, sitePath) {
  const base = path.join(buildDir, sitePath);
  const file = [path.join(base, 'index.html'), `${base}.html`].find((f) => fs.existsSync(f));
  if (!file) return null;
  const body = fs.readFileSync(file);
  return { file: path.relative(buildDir, file), raw: body.length, gzip: zlib.gzipSync(body).length };
}

function fileBytes(file) {
  try {
    return fs.statSync(file).size;
  } catch {
    return null;
  }
}

/** Version of an installed package, or '?'. */
function packageVersion(dir, name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
}

function runLighthouse(urls) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/bench/lighthouse.mjs'), '--categories=performance', ...urls], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', () => {
      try {
        resolve(JSON.parse(out).results);
      } catch {
        resolve([]);
      }
    });
  });
}

/**
 * Per page, of several Lighthouse runs: the median run (by performance score, then by TBT, its
 * largest part), with every run's score in `runs`.
 */
function medianRuns(runs) {
  return PAGES.map((_, i) => {
    const ofPage = runs.map((results) => results[i]).filter((r) => r && typeof r.scores?.performance === 'number');
    if (ofPage.length === 0) return undefined;
    const sorted = [...ofPage].sort((a, b) => a.scores.performance - b.scores.performance || b.metrics.tbtMs - a.metrics.tbtMs);
    return { ...sorted[Math.floor((sorted.length - 1) / 2)], runs: ofPage.map((r) => r.scores.performance) };
  });
}

async function pageFigures(buildDir) {
  const server = await startServer({ root: buildDir });
  try {
    const bytes = await measure({ base: server.url, root: buildDir, paths: PAGES });
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await runLighthouse(PAGES.map((p) => `${server.url}${p}`)));
    return { bytes: bytes.pages, lighthouse: medianRuns(runs) };
  } finally {
    await server.close();
  }
}

/** What V8 prints when a process hits its heap limit (both tools run with Node's default heap). */
const OOM = /heap out of memory|Reached heap limit|Allocation failed - JavaScript heap/;

/**
 * The registered build steps a Gatsby build timed (.build-reports/build-steps.json, written by
 * onPostBuild: src/node/build-steps.ts), slowest first; null for a site that writes none.
 */
function buildSteps(cwd) {
  const file = path.join(cwd, '.build-reports/build-steps.json');
  if (!fs.existsSync(file)) return null;
  const { steps } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return steps.map(({ name, group, ms, calls }) => ({ name, group, seconds: ms / 1000, calls })).sort((a, b) => b.seconds - a.seconds);
}

async function build(label, command, args, cwd) {
  log(`${label} …`);
  // A report left by an earlier build must not pass for this one's.
  fs.rmSync(path.join(cwd, '.build-reports/build-steps.json'), { force: true });
  const r = await measureRun(command, args, { cwd });
  if (r.code !== 0) {
    const reason = OOM.test(r.tail) ? "out of memory (Node's default heap)" : `exit ${r.code}`;
    throw Object.assign(new Error(`${label} failed (${reason}):\n${r.tail}`), { reason, seconds: r.seconds, peakMB: r.peakMB });
  }
  log(`${label}: ${r.seconds.toFixed(1)} s, peak ${r.peakMB.toFixed(0)} MB`);
  const steps = buildSteps(cwd);
  if (steps) {
    r.steps = steps;
    log(
      `${label}: slowest registered steps: ${steps
        .slice(0, 8)
        .map((s) => `${s.name} ${s.seconds.toFixed(2)} s`)
        .join(', ')}`,
    );
  }
  return r;
}

/* One site: cold build, warm rebuild, pages, page figures, scale runs, dev server ----------- */

async function benchSite({ name, dir, docsDir, outDir, buildCmd, devArgs, cleanDirs, csp, bundler, serving }) {
  const result = { name };
  const clean = () => cleanDirs.forEach((d) => fs.rmSync(path.join(dir, d), { recursive: true, force: true }));
  // Per build: the doc page's HTML size and (Gatsby) the size of the CSP file the build writes.
  const outputs = () => ({ docHtml: htmlSize(path.join(dir, outDir), DOC_PAGE), cspBytes: csp ? fileBytes(path.join(dir, csp)) : null });
  clean();
  result.cold = await build(`${name}: cold build`, ...buildCmd, dir);
  result.pages = countPages(path.join(dir, outDir));
  Object.assign(result, outputs());
  result.bundler = bundler?.();
  const edited = path.join(docsDir, path.relative('content/docs', EDITED));
  fs.appendFileSync(edited, '\n\nOne more sentence, added by the benchmark to time a rebuild after editing a page.\n');
  result.warm = await build(`${name}: rebuild after editing one page`, ...buildCmd, dir);
  log(`${name}: first-load bytes and Lighthouse`);
  Object.assign(result, await pageFigures(path.join(dir, outDir)));
  // Serving figures on this build, before the scale runs replace it.
  if (serving) result.serving = await serving(path.join(dir, outDir));
  result.scale = [];
  for (const n of SCALES) {
    clean();
    generateDocs(docsDir, n);
    try {
      const r = await build(`${name}: cold build with ${n} synthetic pages`, ...buildCmd, dir);
      result.scale.push({ synthetic: n, pages: countPages(path.join(dir, outDir)), seconds: r.seconds, peakMB: r.peakMB, steps: r.steps, ...outputs() });
    } catch (error) {
      // A scale run that fails (typically out of memory) is a result too: report it and go on.
      log(String(error.message).split('\n')[0]);
      result.scale.push({ synthetic: n, failed: `${error.reason ?? 'failed'} after ${error.seconds?.toFixed(0) ?? '?'} s`, peakMB: error.peakMB });
    }
    if (n === DEVELOP_SCALE && !result.develop) {
      // The dev server from scratch (no build caches) over the same docs.
      clean();
      try {
        result.develop = {
          synthetic: n,
          ...(await measureDevelop({
            label: `${name}: dev server with ${n} synthetic pages`,
            command: process.execPath,
            args: devArgs,
            cwd: dir,
            pagePath: DOC_PAGE,
            source: path.join(docsDir, path.relative('content/docs', DOC_SOURCE)),
            log,
          })),
        };
      } catch (error) {
        log(String(error.message).split('\n')[0]);
        result.develop = { synthetic: n, failed: error.reason ?? String(error.message).split('\n')[0] };
      }
    }
    fs.rmSync(path.join(docsDir, 'zz-synthetic'), { recursive: true, force: true });
  }
  clean();
  return result;
}

/* Table ------------------------------------------------------------------------------------ */

function table(sites) {
  const [g, d] = sites;
  const rows = [];
  const kb = (n) => (n / 1024).toFixed(1);
  const s1 = (v) => v.toFixed(1);
  const add = (label, get, fmt = (v) => String(v)) => {
    const values = sites.map((site) => get(site));
    const cells = values.map((v) => (v === undefined || v === null ? '–' : fmt(v)));
    const [a, b] = values;
    const ratio = d && typeof a === 'number' && typeof b === 'number' && b !== 0 ? `${(a / b).toFixed(2)}×` : '';
    rows.push([label, ...cells, ...(d ? [ratio] : [])]);
  };
  add('Cold build (s)', (s) => s.cold.seconds, s1);
  add('Rebuild after editing one page (s)', (s) => s.warm.seconds, s1);
  add(
    'Peak memory, cold build (MB)',
    (s) => s.cold.peakMB,
    (v) => v.toFixed(0),
  );
  add('Bundler used by the build', (s) => s.bundler);
  add('HTML pages built', (s) => s.pages);
  add(`${DOC_PAGE} HTML (bytes)`, (s) => s.docHtml?.raw);
  add(`${DOC_PAGE} HTML (bytes gzip)`, (s) => s.docHtml?.gzip);
  add(`${CSP_CONF} (bytes)`, (s) => s.cspBytes);
  PAGES.forEach((p, i) => {
    for (const kind of ['html', 'js', 'css', 'inlineCss', 'data', 'total']) {
      // inlineCss: CSS inside the HTML's <style> elements (Gatsby inlines its CSS), already counted in HTML.
      add(`${p} first load ${kind === 'inlineCss' ? 'CSS inlined in HTML' : kind.toUpperCase()} (KB gzip)`, (s) => s.bytes[i]?.firstLoad[kind], kb);
    }
  });
  add(`Sidebar navigation from ${PAGES[2]} (KB gzip)`, (s) => s.bytes[2]?.navigation?.total, kb);
  PAGES.forEach((p, i) => {
    add(`${p} Lighthouse performance (median of ${LIGHTHOUSE_RUNS})`, (s) => s.lighthouse[i]?.scores.performance);
    add(`${p} Lighthouse performance, every run`, (s) => s.lighthouse[i]?.runs.join(' · '));
    add(
      `${p} LCP (ms)`,
      (s) => s.lighthouse[i]?.metrics.lcpMs,
      (v) => v.toFixed(0),
    );
    add(
      `${p} TBT (ms)`,
      (s) => s.lighthouse[i]?.metrics.tbtMs,
      (v) => v.toFixed(0),
    );
    add(
      `${p} CLS`,
      (s) => s.lighthouse[i]?.metrics.cls,
      (v) => v.toFixed(3),
    );
  });
  SCALES.forEach((n, i) => {
    add(`+${n} synthetic pages: result`, (s) => s.scale[i]?.failed ?? 'built');
    add(`+${n} synthetic pages: pages built`, (s) => s.scale[i]?.pages);
    add(`+${n} synthetic pages: cold build (s)`, (s) => s.scale[i]?.seconds, s1);
    add(
      `+${n} synthetic pages: peak memory (MB)`,
      (s) => s.scale[i]?.peakMB,
      (v) => v.toFixed(0),
    );
    add(`+${n} synthetic pages: ${DOC_PAGE} HTML (bytes)`, (s) => s.scale[i]?.docHtml?.raw);
    add(`+${n} synthetic pages: ${DOC_PAGE} HTML (bytes gzip)`, (s) => s.scale[i]?.docHtml?.gzip);
    add(`+${n} synthetic pages: ${CSP_CONF} (bytes)`, (s) => s.scale[i]?.cspBytes);
  });
  const dev = `Dev server, +${DEVELOP_SCALE} synthetic pages`;
  add(`${dev}: result`, (s) => s.develop && (s.develop.failed ?? 'ok'));
  add(`${dev}: start until ${DOC_PAGE} shows its h1 (s)`, (s) => s.develop?.startSeconds, s1);
  add(`${dev}: edit of the page until shown, hot reload (s)`, (s) => s.develop?.hotReloadSeconds, s1);
  add(`${dev}: page reloaded itself for the edit`, (s) => (s.develop?.fullReload === undefined ? undefined : s.develop.fullReload ? 'yes' : 'no'));
  add(
    `${dev}: peak memory (MB)`,
    (s) => s.develop?.peakMB,
    (v) => v.toFixed(0),
  );
  const head = ['Measure', ...sites.map((s) => s.name), ...(d ? [`${g.name}/${d.name}`] : [])];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (r) => `| ${r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join(' | ')} |`;
  return [line(head), `|${widths.map((w, c) => (c === 0 ? `-${'-'.repeat(w)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n');
}

/* Main ------------------------------------------------------------------------------------- */

async function main() {
  log(`working in ${TMP} (${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB)`);
  if (!fs.existsSync(path.join(ROOT, 'node_modules/gatsby'))) {
    log('installing the project dependencies (npm ci)');
    if (spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) throw new Error('npm ci failed');
  }
  log(`synthetic scales: ${SCALES.join(', ')}; dev server measured with ${DEVELOP_SCALE}`);
  const sites = [];
  if (process.env.BENCH_SKIP_GATSBY !== '1') {
    const gatsbyDir = path.join(TMP, 'gatsby');
    copyProject(gatsbyDir);
    const gatsbyCli = path.join(ROOT, 'node_modules/gatsby/cli.js');
    sites.push(
      await benchSite({
        name: 'Gatsby (this site)',
        dir: gatsbyDir,
        docsDir: path.join(gatsbyDir, 'content/docs'),
        outDir: 'public',
        buildCmd: [process.execPath, [gatsbyCli, 'build', '--prefix-paths']],
        devArgs: (port) => [gatsbyCli, 'develop', '-p', String(port)],
        // deploy/csp.conf goes too, so each build's figure is that build's file.
        cleanDirs: ['.cache', 'public', CSP_CONF],
        csp: CSP_CONF,
        bundler: () => `webpack ${packageVersion(ROOT, 'webpack')}`,
        // As `npm run build` finishes it (precompressed), under the real nginx.
        serving: async (publicDir) => {
          const compressed = await precompress(publicDir);
          log(`precompressed ${compressed.files} files in ${(compressed.ms / 1000).toFixed(1)} s; nginx load …`);
          return nginxTable(await measureNginx(publicDir));
        },
      }),
    );
  }
  if (process.env.BENCH_SKIP_DOCUSAURUS !== '1') {
    const docuDir = path.join(TMP, 'docusaurus');
    log(`creating the ${DOCUSAURUS_LABEL} site and installing it (npm install)`);
    const installSeconds = createDocusaurusSite(docuDir, ROOT);
    log(`Docusaurus installed in ${installSeconds.toFixed(0)} s`);
    const docu = await benchSite({
      name: DOCUSAURUS_LABEL,
      dir: docuDir,
      docsDir: path.join(docuDir, 'docs'),
      outDir: 'build',
      buildCmd: [process.execPath, [DOCUSAURUS_BIN(docuDir), 'build']],
      devArgs: (port) => [DOCUSAURUS_BIN(docuDir), 'start', '--port', String(port), '--no-open'],
      cleanDirs: ['build', '.docusaurus', 'node_modules/.cache'],
      // Faster mode's evidence: Rspack's persistent cache exists only when Rspack did the build.
      bundler: () =>
        fs.existsSync(path.join(docuDir, 'node_modules/.cache/rspack'))
          ? `Rspack ${packageVersion(docuDir, '@rspack/core')}, SWC ${packageVersion(docuDir, '@swc/core')}`
          : `webpack ${packageVersion(docuDir, 'webpack')}`,
    });
    // Warm rebuild keeps Docusaurus's caches, as ours keeps .cache: the cleaning happens only before cold builds.
    docu.version = packageVersion(docuDir, '@docusaurus/core');
    sites.push(docu);
  }
  if (sites.length === 0) throw new Error('BENCH_SKIP_GATSBY=1 and BENCH_SKIP_DOCUSAURUS=1: nothing to measure');
  const serving = sites.find((site) => site.serving)?.serving ?? null;
  const out = path.join(os.tmpdir(), `llmp-bench-${Date.now()}.json`);
  fs.writeFileSync(
    out,
    JSON.stringify(
      sites.map((s) => ({ ...s, cold: { ...s.cold, tail: undefined }, warm: { ...s.warm, tail: undefined } })),
      null,
      2,
    ),
  );
  console.log(`\n${table(sites)}\n${serving ? `\n${serving}\n` : ''}\nRaw figures: ${out}`);
}

// A dev server runs in a process group of its own, which Ctrl-C does not reach: end it here.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: ending the dev server, if one runs`);
    killAllStarted().finally(() => {
      if (process.env.BENCH_KEEP !== '1') fs.rmSync(TMP, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    if (process.env.BENCH_KEEP !== '1') fs.rmSync(TMP, { recursive: true, force: true });
    else log(`kept ${TMP}`);
  });
