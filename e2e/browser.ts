/**
 * Browser helpers for the end-to-end suite: Debian's Chromium driven by playwright-core, one
 * browser per test file and a fresh context (fresh storage) per test.
 */
import fs from 'fs';
import path from 'path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { LOADER_START } from '../src/build/deferred-scripts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through `npm run test:e2e`.');
  return url;
}

/** Absolute URL of a site path. */
export function site(pathname: string): string {
  return `${baseUrl()}${pathname}`;
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Waits until React has committed its first render of the page (and, given `selector`, until an
 * element matching it is in the page): Gatsby marks `onInitialClientRender` from the root
 * component's effect, which runs after every effect of that commit. Hydration runs as a transition
 * (src/utils/hydrate.ts), in slices: React attaches props to elements while it renders, before the
 * commit, so a check on them passes too early.
 */
export async function hydrated(page: Page, selector?: string): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender', 'mark').length > 0);
  if (selector) await page.locator(selector).first().waitFor({ state: 'attached' });
}

/**
 * Waits until the site's scripts have loaded or failed (src/build/deferred-scripts.ts sets
 * `__LP_SCRIPTS_SETTLED__`). They are requested after the first contentful paint, which can come
 * after the `load` event. In a build without that loader (SITE_GATSBY_ADJUSTMENTS without
 * scripts-after-paint) Gatsby's async scripts have run by `load`. Passes at once on a document
 * that is not a page of the site (no Gatsby scripts slice: Markdown, text files).
 */
export async function scriptsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    (loaderStart) =>
      (window as { __LP_SCRIPTS_SETTLED__?: boolean }).__LP_SCRIPTS_SETTLED__ === true ||
      !document.getElementById('gatsby-chunk-mapping') ||
      (document.readyState === 'complete' && ![...document.scripts].some((script) => !script.src && script.text.startsWith(loaderStart))),
    LOADER_START,
  );
}

/**
 * `page.goto` that, when it waits for `load` (the default), also waits for the site's scripts
 * (scriptsSettled): what `load` meant while the scripts were in the HTML. A test that holds
 * back a script passes another `waitUntil`.
 */
function waitForScriptsOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil === undefined || options.waitUntil === 'load') await scriptsSettled(page);
    return response;
  };
}

/** Sets up `browser` for a describe block and gives each test a new context and page. */
export function useBrowser(options: BrowserContextOptions = {}) {
  const state: { browser?: Browser; context?: BrowserContext; page?: Page; errors: string[] } = { errors: [] };
  beforeAll(async () => {
    state.browser = await launch();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  beforeEach(async () => {
    state.context = await state.browser!.newContext({ viewport: { width: 1280, height: 800 }, ...options });
    state.page = await state.context.newPage();
    // Without JavaScript the loader never runs: nothing to wait for.
    if (options.javaScriptEnabled !== false) waitForScriptsOnGoto(state.page);
    state.errors = [];
    state.page.on('pageerror', (error) => state.errors.push(String(error)));
  });
  afterEach(async () => {
    await state.context?.close();
  });
  return {
    get page(): Page {
      return state.page!;
    },
    get context(): BrowserContext {
      return state.context!;
    },
    get browser(): Browser {
      return state.browser!;
    },
    /** Uncaught errors the page raised during the test. */
    get errors(): string[] {
      return state.errors;
    },
  };
}

/** Whether the build under test had the adjustment `id` of src/build/adjustments.ts (written by onPostBuild). */
export function builtWith(id: string): boolean {
  const report = path.resolve(__dirname, '../.build-reports/adjustments.json');
  return (JSON.parse(fs.readFileSync(report, 'utf8')) as string[]).includes(id);
}

/**
 * Site paths of the JavaScript file of a page template's code chunk, from the build's webpack.stats.json.
 * Page chunks are Gatsby's `component---<template>-<hash>.js`; tests find a page's code by its chunk name.
 */
export function chunkFiles(chunkName: string): string[] {
  // Moved out of public/ after the build (src/node/build-reports.ts).
  const statsFile = path.resolve(__dirname, '../.build-reports/webpack.stats.json');
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as { assetsByChunkName: Record<string, string[]> };
  const files = (stats.assetsByChunkName[chunkName] ?? []).filter((file) => /^component---[\w-]+-[0-9a-f]{20}\.js$/.test(file));
  if (files.length === 0) throw new Error(`no page chunk file for ${chunkName} in .build-reports/webpack.stats.json`);
  return files.map((file) => `/${file}`);
}

/** The chunk name of the one template every doc page renders with (its content comes as page data). */
export const DOC_TEMPLATE_CHUNK = 'component---src-templates-doc-page-tsx';
