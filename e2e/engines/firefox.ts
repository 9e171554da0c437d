/**
 * The Firefox engine: Debian's firefox-esr, headless, driven by puppeteer-core over WebDriver BiDi.
 * One browser per describe block; each test gets a new browser context (its own storage and cache)
 * and page. Page errors are puppeteer's `pageerror` events.
 */
import puppeteer, { type Browser, type BrowserContext, type KeyInput, type Page } from 'puppeteer-core';
import { clickWhenReady, parseChord, poll, WAIT_MS, type Engine, type PageFunction, type Viewport } from './engine';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Errors of a click that is worth retrying: the element moved, is covered or is not rendered yet. */
const RETRY_CLICK = /not visible|not clickable|detached|no such (?:node|element)|not an? (?:HTML)?Element|intercepted|Node is either/i;

export async function launchFirefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: {
      // No first-run pages, update checks or telemetry in a test profile.
      'browser.shell.checkDefaultBrowser': false,
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.reportingpolicy.firstRun': false,
    },
  });
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let errors: string[] = [];
  const current = (): Page => {
    if (!page) throw new Error('Firefox: no page (reset() was not called)');
    return page;
  };

  const engine: Engine = {
    name: 'firefox',

    async reset(viewport: Viewport) {
      await context?.close();
      context = await browser.createBrowserContext();
      page = await context.newPage();
      page.setDefaultTimeout(WAIT_MS);
      page.setDefaultNavigationTimeout(20_000);
      errors = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.setViewport(viewport);
    },

    async goto(url: string) {
      await current().goto(url, { waitUntil: 'load' });
      await engine.waitFor(
        // The deferred loader's flag, or (a build without it: SITE_GATSBY_ADJUSTMENTS) Gatsby's async scripts, run by `load`.
        () =>
          (window as { __LP_SCRIPTS_SETTLED__?: boolean }).__LP_SCRIPTS_SETTLED__ === true ||
          !document.getElementById('gatsby-chunk-mapping') ||
          (document.readyState === 'complete' && ![...document.scripts].some((script) => !script.src && script.text.startsWith('(function(w,d,s){'))),
      );
    },

    async url() {
      return current().url();
    },

    evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
      return current().evaluate(fn as (...a: unknown[]) => R, ...args) as Promise<R>;
    },

    async waitFor<A extends unknown[]>(fn: PageFunction<A, unknown>, args?: A, timeout = WAIT_MS) {
      await poll(
        () => engine.evaluate(fn, ...((args ?? []) as A)),
        timeout,
        () => String(fn),
      );
    },

    async click(selector: string, name?: string) {
      await clickWhenReady(
        engine,
        selector,
        name,
        (target) => current().click(target),
        (error) => RETRY_CLICK.test(String(error)),
      );
    },

    async press(keys: string) {
      const { modifiers, key } = parseChord(keys);
      const keyboard = current().keyboard;
      for (const modifier of modifiers) await keyboard.down(modifier as KeyInput);
      await keyboard.press(key as KeyInput);
      for (const modifier of [...modifiers].reverse()) await keyboard.up(modifier as KeyInput);
    },

    async type(text: string) {
      await current().keyboard.type(text);
    },

    async setViewport(viewport: Viewport) {
      await current().setViewport(viewport);
      await engine.waitFor((width: number) => window.innerWidth === width, [viewport.width]);
    },

    async back() {
      await current().goBack({ waitUntil: 'load' });
    },

    async forward() {
      await current().goForward({ waitUntil: 'load' });
    },

    async pageErrors() {
      return [...errors];
    },

    async close() {
      await browser.close();
    },
  };
  return engine;
}
