#!/usr/bin/env node
/**
 * Measures what a first visit to a page transfers: loads the page in Chromium (playwright-core,
 * Debian's /usr/bin/chromium), records every same-origin request until the network is idle, and
 * sizes each as the server sends it: gzip (level 6, as scripts/serve.mjs does) for text types,
 * raw bytes otherwise. Sizes come from the files in the build folder, so they are deterministic.
 * Then it clicks a sidebar link and records what the client-side navigation fetches.
 *
 *   node scripts/bench/first-load.mjs --base=http://127.0.0.1:9000 --root=public --prefix= /docs/x
 *
 * Prints JSON: { pages: [{ path, firstLoad: {html, js, css, data, other, total, files}, navigation }] }.
 * Used by the byte-budget gate (e2e/quality/budgets.e2e.ts) and by scripts/bench.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
const TEXT = /\.(html|js|mjs|css|json|svg|txt|xml|md|map)$/;

function fileFor(root, sitePath) {
  const target = path.join(root, decodeURIComponent(sitePath));
  const candidates = sitePath.endsWith('/') ? [path.join(target, 'index.html')] : [target, path.join(target, 'index.html'), `${target}.html`];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

export function kindOf(file, resourceType) {
  if (resourceType === 'document' || file.endsWith('.html')) return 'html';
  if (/\.m?js$/.test(file)) return 'js';
  if (file.endsWith('.css')) return 'css';
  if (file.endsWith('.json')) return 'data';
  return 'other';
}

/** Sizes a list of recorded requests by the build's files. */
function account(requests, { root, prefix }) {
  const totals = { html: 0, js: 0, css: 0, inlineCss: 0, data: 0, other: 0, total: 0, files: [] };
  const seen = new Set();
  for (const { url, resourceType } of requests) {
    if (seen.has(url)) continue;
    seen.add(url);
    let sitePath = new URL(url).pathname;
    if (prefix && sitePath.startsWith(prefix)) sitePath = sitePath.slice(prefix.length) || '/';
    const file = fileFor(root, sitePath);
    if (!file) continue; // a 404 answer: nothing of ours was sent
    const body = fs.readFileSync(file);
    const bytes = TEXT.test(file) || resourceType === 'document' ? zlib.gzipSync(body).length : body.length;
    const kind = kindOf(file, resourceType);
    totals[kind] += bytes;
    if (kind === 'html') {
      // Gatsby inlines the site's CSS into every page: size it on its own (it is part of the HTML bytes).
      const styles = [...body.toString('utf8').matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
      if (styles) totals.inlineCss += zlib.gzipSync(styles).length;
    }
    if (kind !== 'other') totals.total += bytes;
    totals.files.push({ path: sitePath, kind, gzip: bytes });
  }
  totals.files.sort((a, b) => b.gzip - a.gzip);
  return totals;
}

export async function measure({ base, root, prefix = '', paths, navigate = true }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  const origin = new URL(base).origin;
  const pages = [];
  try {
    for (const pathname of paths) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      let requests = [];
      page.on('request', (request) => {
        if (request.url().startsWith(origin)) requests.push({ url: request.url(), resourceType: request.resourceType() });
      });
      await page.goto(`${base}${pathname}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const firstLoad = account(requests, { root, prefix });
      let navigation = null;
      if (navigate) {
        // A sidebar link to another doc page, as a reader would click it.
        const here = new URL(page.url()).pathname.replace(/\/$/, '');
        const hrefs = await page.$$eval('aside a[href], nav.menu a[href], [class*="sidebar" i] a[href]', (links) =>
          links.filter((a) => a.offsetParent !== null).map((a) => a.getAttribute('href')),
        );
        const target = hrefs.find((h) => h && h.startsWith(`${prefix}/docs`) && h.replace(/\/$/, '') !== here && !h.includes('#'));
        if (target) {
          requests = [];
          await page.locator(`a[href="${target}"]:visible`).first().click();
          await page.waitForURL((u) => u.pathname.replace(/\/$/, '') === target.replace(/\/$/, ''));
          await page.waitForLoadState('networkidle');
          const fullReload = requests.some((r) => r.resourceType === 'document');
          navigation = { to: target, fullReload, ...account(requests, { root, prefix }) };
        }
      }
      pages.push({ path: pathname, firstLoad, navigation });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { pages };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
  const paths = args.filter((a) => !a.startsWith('--'));
  const result = await measure({
    base: opt('base'),
    root: path.resolve(opt('root', 'public')),
    prefix: opt('prefix', ''),
    paths,
    navigate: opt('navigate', '1') !== '0',
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
