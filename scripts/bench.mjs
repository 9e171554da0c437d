#!/usr/bin/env node
/**
 * `npm run bench`: build-time, memory, page-weight and Lighthouse figures for this site, side by
 * side with a Docusaurus 3 site built from the same Markdown, plus a scale run on synthetic docs.
 *
 * Everything happens in a temporary folder (a copy of this project and a throwaway Docusaurus
 * site); nothing is written to the working tree. Figures are printed as a table and saved as JSON.
 *
 *   npm run bench                 full run: 1,000 and 5,000 synthetic pages (long: about 70 minutes on 2 cores, 14 GB of memory)
 *   BENCH_QUICK=1 npm run bench   skips the 5,000-page run
 *   BENCH_KEEP=1                  keeps the temporary folder (its path is printed)
 *   BENCH_SKIP_DOCUSAURUS=1       only measures this site
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUSAURUS_BIN, createDocusaurusSite } from './bench/docusaurus.mjs';
import { measure } from './bench/first-load.mjs';
import { measureRun } from './bench/proc.mjs';
import { startServer } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const QUICK = process.env.BENCH_QUICK === '1';
const SCALES = QUICK ? [1000] : [1000, 5000];
const PAGES = ['/', '/docs', '/docs/api-reference/openai/chat'];
const EDITED = 'content/docs/get-started/error-codes.mdx';
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

/** Synthetic docs: N pages in folders of 100, each with front matter, headings, prose, code and a link. */
function generateDocs(docsDir, n) {
  const root = path.join(docsDir, 'zz-synthetic');
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, '_category_.json'), JSON.stringify({ label: 'Synthetic', position: 99 }));
  for (let i = 0; i < n; i += 1) {
    const group = path.join(root, `group-${String(Math.floor(i / 100)).padStart(3, '0')}`);
    if (i % 100 === 0) {
      fs.mkdirSync(group, { recursive: true });
      fs.writeFileSync(path.join(group, '_category_.json'), JSON.stringify({ label: `Group ${Math.floor(i / 100)}`, position: Math.floor(i / 100) + 1 }));
    }
    const id = String(i).padStart(5, '0');
    fs.writeFileSync(
      path.join(group, `page-${id}.mdx`),
      `---\ntitle: "Synthetic page ${id}"\ndescription: "Generated page ${id} for the build benchmark."\n---\n\n` +
        `Generated page ${id}: a few paragraphs, two sections and a request sample, about the size of a real guide.\n\n` +
        `## Request\n\nSend a chat request with your key. See [error codes](/docs/get-started/error-codes) for what can go wrong.\n\n` +
        '```bash\ncurl https://api.llmprovider.example/v1/chat/completions \\\n  -H "Authorization: Bearer YOUR_API_KEY" \\\n  -H "Content-Type: application/json" \\\n' +
        `  -d '{"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "Page ${id}"}]}'\n\`\`\`\n\n` +
        `## Response\n\nThe answer has the OpenAI chat completion shape.\n\n### Fields\n\n| Field | Type |\n| --- | --- |\n| id | string |\n| choices | array |\n\n` +
        `${'Lorem-free filler text describing the behaviour of the endpoint in a little more detail. '.repeat(8)}\n`,
    );
  }
}

function copyProject(dest) {
  const skip = new Set(['node_modules', '.cache', 'public', '.git', 'coverage']);
  fs.cpSync(ROOT, dest, { recursive: true, filter: (src) => !skip.has(path.basename(src)) || path.dirname(src) !== ROOT });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dest, 'node_modules'), 'dir');
}

function runLighthouse(urls) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/bench/lighthouse.mjs'), '--categories=performance', ...urls], { stdio: ['ignore', 'pipe', 'inherit'] });
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

async function pageFigures(buildDir) {
  const server = await startServer({ root: buildDir });
  try {
    const bytes = await measure({ base: server.url, root: buildDir, paths: PAGES });
    const lighthouse = await runLighthouse(PAGES.map((p) => `${server.url}${p}`));
    return { bytes: bytes.pages, lighthouse };
  } finally {
    await server.close();
  }
}

/**
 * V8's default old-space limit (about 4 GB here) is what stops Gatsby on the 5,000-page run; both
 * tools get the same larger heap so the scale runs measure time and memory, not that default.
 */
const HEAP_MB = Number(process.env.BENCH_HEAP_MB ?? 12288);

async function build(label, command, args, cwd) {
  log(`${label} …`);
  const nodeOptions = `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${HEAP_MB}`.trim();
  const r = await measureRun(command, args, { cwd, env: { NODE_OPTIONS: nodeOptions } });
  if (r.code !== 0) {
    const reason = /heap out of memory/.test(r.tail) ? `out of memory (heap limit ${HEAP_MB} MB)` : `exit ${r.code}`;
    throw Object.assign(new Error(`${label} failed (${reason}):\n${r.tail}`), { reason, seconds: r.seconds, peakMB: r.peakMB });
  }
  log(`${label}: ${r.seconds.toFixed(1)} s, peak ${r.peakMB.toFixed(0)} MB`);
  return r;
}

/* One site: cold build, warm rebuild, pages, page figures, scale runs ----------------------- */

async function benchSite({ name, dir, docsDir, outDir, buildCmd, cleanDirs }) {
  const result = { name };
  const clean = () => cleanDirs.forEach((d) => fs.rmSync(path.join(dir, d), { recursive: true, force: true }));
  clean();
  result.cold = await build(`${name}: cold build`, ...buildCmd, dir);
  result.pages = countPages(path.join(dir, outDir));
  const edited = path.join(docsDir, path.relative('content/docs', EDITED));
  fs.appendFileSync(edited, '\n\nOne more sentence, added by the benchmark to time a rebuild after editing a page.\n');
  result.warm = await build(`${name}: rebuild after editing one page`, ...buildCmd, dir);
  log(`${name}: first-load bytes and Lighthouse`);
  Object.assign(result, await pageFigures(path.join(dir, outDir)));
  result.scale = [];
  for (const n of SCALES) {
    clean();
    generateDocs(docsDir, n);
    try {
      const r = await build(`${name}: cold build with ${n} synthetic pages`, ...buildCmd, dir);
      result.scale.push({ synthetic: n, pages: countPages(path.join(dir, outDir)), seconds: r.seconds, peakMB: r.peakMB });
    } catch (error) {
      // A scale run that fails (typically out of memory) is a result too: report it and go on.
      log(String(error.message).split('\n')[0]);
      result.scale.push({ synthetic: n, failed: `${error.reason ?? 'failed'} after ${error.seconds?.toFixed(0) ?? '?'} s`, peakMB: error.peakMB });
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
  const add = (label, get, fmt = (v) => String(v)) => {
    const a = get(g);
    const b = d ? get(d) : undefined;
    const ratio = typeof a === 'number' && typeof b === 'number' && b !== 0 ? `${(a / b).toFixed(2)}×` : '';
    rows.push([label, a === undefined || a === null ? '–' : fmt(a), b === undefined || b === null ? '–' : fmt(b), ratio]);
  };
  add('Cold build (s)', (s) => s.cold.seconds, (v) => v.toFixed(1));
  add('Rebuild after editing one page (s)', (s) => s.warm.seconds, (v) => v.toFixed(1));
  add('Peak memory, cold build (MB)', (s) => s.cold.peakMB, (v) => v.toFixed(0));
  add('HTML pages built', (s) => s.pages);
  PAGES.forEach((p, i) => {
    for (const kind of ['html', 'js', 'css', 'inlineCss', 'data', 'total']) {
      // inlineCss: CSS inside the HTML's <style> elements (Gatsby inlines its CSS), already counted in HTML.
      add(`${p} first load ${kind === 'inlineCss' ? 'CSS inlined in HTML' : kind.toUpperCase()} (KB gzip)`, (s) => s.bytes[i]?.firstLoad[kind], kb);
    }
  });
  add(`Sidebar navigation from ${PAGES[2]} (KB gzip)`, (s) => s.bytes[2]?.navigation?.total, kb);
  PAGES.forEach((p, i) => {
    add(`${p} Lighthouse performance`, (s) => s.lighthouse[i]?.scores.performance);
    add(`${p} LCP (ms)`, (s) => s.lighthouse[i]?.metrics.lcpMs, (v) => v.toFixed(0));
    add(`${p} TBT (ms)`, (s) => s.lighthouse[i]?.metrics.tbtMs, (v) => v.toFixed(0));
    add(`${p} CLS`, (s) => s.lighthouse[i]?.metrics.cls, (v) => v.toFixed(3));
  });
  SCALES.forEach((n, i) => {
    add(`+${n} synthetic pages: result`, (s) => s.scale[i]?.failed ?? 'built');
    add(`+${n} synthetic pages: pages built`, (s) => s.scale[i]?.pages);
    add(`+${n} synthetic pages: cold build (s)`, (s) => s.scale[i]?.seconds, (v) => v.toFixed(1));
    add(`+${n} synthetic pages: peak memory (MB)`, (s) => s.scale[i]?.peakMB, (v) => v.toFixed(0));
  });
  const head = ['Measure', g.name, d ? d.name : '', d ? `${g.name}/${d.name}` : ''];
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
  const sites = [];
  const gatsbyDir = path.join(TMP, 'gatsby');
  copyProject(gatsbyDir);
  sites.push(
    await benchSite({
      name: 'Gatsby (this site)',
      dir: gatsbyDir,
      docsDir: path.join(gatsbyDir, 'content/docs'),
      outDir: 'public',
      buildCmd: [process.execPath, [path.join(ROOT, 'node_modules/gatsby/cli.js'), 'build', '--prefix-paths']],
      cleanDirs: ['.cache', 'public'],
    }),
  );
  if (process.env.BENCH_SKIP_DOCUSAURUS !== '1') {
    const docuDir = path.join(TMP, 'docusaurus');
    log('creating the Docusaurus 3 site and installing it (npm install)');
    const installSeconds = createDocusaurusSite(docuDir, ROOT);
    log(`Docusaurus installed in ${installSeconds.toFixed(0)} s`);
    const docu = await benchSite({
      name: 'Docusaurus 3',
      dir: docuDir,
      docsDir: path.join(docuDir, 'docs'),
      outDir: 'build',
      buildCmd: [process.execPath, [DOCUSAURUS_BIN(docuDir), 'build']],
      cleanDirs: ['build', '.docusaurus', 'node_modules/.cache'],
    });
    // Warm rebuild keeps Docusaurus's caches, as ours keeps .cache: the cleaning happens only before cold builds.
    sites.push(docu);
  }
  const out = path.join(os.tmpdir(), `llmp-bench-${Date.now()}.json`);
  fs.writeFileSync(out, JSON.stringify(sites.map((s) => ({ ...s, cold: { ...s.cold, tail: undefined }, warm: { ...s.warm, tail: undefined } })), null, 2));
  console.log(`\n${table(sites)}\n\nRaw figures: ${out}`);
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
