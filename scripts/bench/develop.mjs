/**
 * Dev-server figures for the benchmark: how long a tool's dev server takes from start until a
 * headless Chromium shows a doc page with its title rendered, how long an edit of that page's
 * source takes to appear in the open page (hot reload, no navigation by us), and the peak memory
 * of the dev server's whole process tree until then.
 *
 * The dev server runs in a process group of its own; afterwards the whole tree is ended and the
 * port is checked to be closed. The edited source file is restored.
 *
 * It runs as on an author's machine: without the CI=true the builds get. (Gatsby turns its query
 * on demand off when it detects CI, and its dev server then runs every page's query and writes
 * every page's data before anything else, which no author's dev server does.)
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { chromium } from 'playwright-core';
import { startMeasured } from './proc.mjs';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const OOM = /heap out of memory|Reached heap limit|Allocation failed - JavaScript heap/;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on the port, on IPv4 or IPv6 loopback. */
async function listening(port) {
  const tryHost = (host) =>
    new Promise((resolve) => {
      const socket = net.connect({ host, port });
      socket.setTimeout(2000);
      socket.on('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('timeout', () => {
        socket.destroy();
        resolve(false);
      });
      socket.on('error', () => resolve(false));
    });
  return (await tryHost('127.0.0.1')) || (await tryHost('::1'));
}

/**
 * The `title` of a Markdown file's front matter, read by the project's one reader of front matter
 * (src/node/frontmatter.ts: YAML only), loaded through ts-node. Docusaurus's files, which the
 * benchmark also reads, have the same YAML front matter.
 */
export function frontMatterTitle(file) {
  const require = createRequire(import.meta.url);
  require('ts-node').register({ transpileOnly: true, compilerOptions: { module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx' } });
  const { readFrontmatterOrThrow } = require('../../src/node/frontmatter.ts');
  const title = readFrontmatterOrThrow(fs.readFileSync(file, 'utf8'), file).data.title;
  return typeof title === 'string' ? title : '';
}

/**
 * @param {object} o
 * @param {string} o.label     for the log
 * @param {string} o.command   executable (node)
 * @param {(port: number) => string[]} o.args
 * @param {string} o.cwd
 * @param {string} o.pagePath  e.g. /docs/api-reference/openai/chat
 * @param {string} o.source    the page's Markdown file, edited to time the hot reload
 * @param {(msg: string) => void} o.log
 * @param {number} [o.startTimeoutMs]
 * @param {number} [o.reloadTimeoutMs]
 * @param {(server: { origin: string, tail: () => string }) => Promise<void>} [o.afterStart] more checks once the page has rendered (scripts/check-develop.mjs)
 */
export async function measureDevelop({
  label,
  command,
  args,
  cwd,
  pagePath,
  source,
  log,
  startTimeoutMs = 60 * 60_000,
  reloadTimeoutMs = 15 * 60_000,
  afterStart,
}) {
  const title = frontMatterTitle(source);
  if (!title) throw new Error(`${source}: no title in the front matter`);
  const original = fs.readFileSync(source, 'utf8');
  const port = await freePort();
  const url = `http://localhost:${port}${pagePath}`;
  const result = { port };
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  log(`${label}: starting the dev server on port ${port}, waiting for "${title}" at ${pagePath}`);
  const server = startMeasured(command, args(port), { cwd, ci: false });
  const failed = (what) => {
    const tail = server.tail();
    const reason = OOM.test(tail) ? 'out of memory' : what;
    return Object.assign(new Error(`${label}: ${reason}\n${tail}`), { reason });
  };
  try {
    const page = await browser.newPage();
    // Uncaught errors and console errors of the page (React's warnings among them), from the
    // navigation that rendered it through the edit. The browser's own "Failed to load resource"
    // lines are left out: they report network answers, not the page's code.
    let pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(`uncaught: ${String(error.message).split('\n')[0]}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        pageErrors.push(`console.error: ${message.text().split('\n')[0]}`);
    });
    // 1. Start → rendered page. Navigate until the page answers, then wait for its <h1>; a loading
    //    shell or a not-yet-created page gets another navigation after a while.
    const titleRendered = (t) => [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === t);
    const startDeadline = Date.now() + startTimeoutMs;
    let attempts = 0;
    for (;;) {
      if (server.exited()) throw failed(`dev server exited (${JSON.stringify(server.exited())}) before the page rendered`);
      if (Date.now() > startDeadline) throw failed(`page not rendered after ${startTimeoutMs / 1000} s`);
      attempts += 1;
      pageErrors = [];
      try {
        await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
      } catch {
        await sleep(500);
        continue;
      }
      try {
        await page.waitForFunction(titleRendered, title, { polling: 100, timeout: 20_000 });
        break;
      } catch {
        // Not there yet: navigate again.
      }
    }
    result.startSeconds = server.seconds();
    result.navigations = attempts;
    log(`${label}: page rendered ${result.startSeconds.toFixed(1)} s after the start (${attempts} navigation${attempts > 1 ? 's' : ''})`);
    if (afterStart) await afterStart({ origin: `http://localhost:${port}`, tail: () => server.tail() });

    // 2. Hot reload: mark the window (a full reload would lose the mark), append a sentence to the
    //    page's source, wait for it in the open page.
    await page.evaluate(() => {
      window.__benchMark = true;
    });
    const sentence = `Benchmark hot reload check ${randomUUID().slice(0, 8)}.`;
    const edited = Date.now();
    fs.writeFileSync(source, `${original.replace(/\s*$/, '')}\n\n${sentence}\n`);
    try {
      await page.waitForFunction((s) => document.body?.innerText.includes(s), sentence, { polling: 100, timeout: reloadTimeoutMs });
    } catch {
      throw failed(server.exited() ? 'dev server exited after the edit' : `edit not shown after ${reloadTimeoutMs / 1000} s`);
    }
    result.hotReloadSeconds = (Date.now() - edited) / 1000;
    result.fullReload = await page.evaluate(() => window.__benchMark !== true).catch(() => true);
    server.stopSampling();
    result.peakMB = server.peakMB();
    result.pageErrors = pageErrors;
    log(
      `${label}: edit shown after ${result.hotReloadSeconds.toFixed(1)} s${result.fullReload ? ' (the page reloaded itself)' : ''}, peak ${result.peakMB.toFixed(0)} MB`,
    );
    return result;
  } finally {
    await browser.close().catch(() => {});
    await server.kill();
    fs.writeFileSync(source, original);
    for (let i = 0; i < 50 && (await listening(port)); i += 1) await sleep(200);
    if (await listening(port)) log(`${label}: WARNING: port ${port} still answers after the dev server was ended`);
  }
}
