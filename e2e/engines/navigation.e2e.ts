/**
 * Client-side navigation on each engine, mirroring e2e/navigation.e2e.ts (Chromium): the progress
 * bar of a slow navigation, Back/Forward restoring the scroll position, and the page-chunk failure
 * path. Slow and failed requests are made by the test's gate (./gate.ts), which works the same in
 * both engines. Client navigations go through Gatsby's `window.___navigate`, as in the Chromium
 * tests, so that they do not depend on the navbar's markup.
 */
import { chunkFiles, DOC_TEMPLATE_CHUNK } from '../browser';
import { ENGINES, useEngine, type Engine } from './engine';

const TARGET = '/docs/get-started/error-codes';
const TARGET_TITLE = 'Error codes';
const BAR = '#lp-progress-bar';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TARGET_PAGE_DATA = new RegExp(`^/page-data${escape(TARGET)}/page-data\\.json$`);
/** The full page (document) of the target, with or without a query. */
const TARGET_DOCUMENT = new RegExp(`^${escape(TARGET)}/?$`);

type TestWindow = Window & { ___navigate: (to: string) => void; __LP_APP_STARTED__?: boolean; __engineMarker?: boolean };

/** Loads a page and waits until the app has started and rendered its first commit (Back/Forward work from then on). */
async function openApp(page: Engine, url: string): Promise<void> {
  await page.goto(url);
  await page.waitFor(() => (window as unknown as TestWindow).__LP_APP_STARTED__ === true && document.querySelector('#gatsby-focus-wrapper main') !== null);
  await page.waitFor(() => performance.getEntriesByName('onInitialClientRender', 'mark').length > 0);
  // Set on the window: still there after a client-side navigation, gone after a full load.
  await page.evaluate(() => ((window as unknown as TestWindow).__engineMarker = true));
}

const sameDocument = (page: Engine) => page.evaluate(() => (window as unknown as TestWindow).__engineMarker === true);
const title = (page: Engine) => page.evaluate(() => document.querySelector('main h1')?.textContent ?? null);

describe.each(ENGINES)('%s: navigation', (engine) => {
  const b = useEngine(engine);

  it('shows the progress bar only after 200 ms of a slow navigation, removes it once the page is rendered, without a reload', async () => {
    b.gate.delay(TARGET_PAGE_DATA, 1000);
    await openApp(b.page, b.site('/'));
    // Page time: when the bar appeared and went, and whether it is there at fixed times after the start.
    const result = await b.page.evaluate(
      (to: string, selector: string) =>
        new Promise<{ appeared: number | null; removed: number | null; present: Record<string, boolean> }>((resolve) => {
          const start = performance.now();
          const out = { appeared: null as number | null, removed: null as number | null, present: {} as Record<string, boolean> };
          const observer = new MutationObserver(() => {
            const bar = document.querySelector(selector);
            if (bar && out.appeared === null) out.appeared = performance.now() - start;
            if (!bar && out.appeared !== null && out.removed === null) out.removed = performance.now() - start;
          });
          observer.observe(document.body, { childList: true });
          for (const at of [100, 180, 400, 800]) setTimeout(() => (out.present[at] = document.querySelector(selector) !== null), at);
          (window as unknown as TestWindow).___navigate(to);
          // Ends once the new page is rendered and the bar is gone (or after 8 s).
          const check = () => {
            const done =
              document.querySelector('main h1')?.textContent === 'Error codes' && !document.querySelector(selector) && Object.keys(out.present).length === 4;
            if (done || performance.now() - start > 8000) {
              observer.disconnect();
              resolve(out);
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
      TARGET,
      BAR,
    );
    expect(result.present).toEqual({ 100: false, 180: false, 400: true, 800: true });
    expect(result.appeared).toBeGreaterThanOrEqual(200);
    expect(result.appeared).toBeLessThan(1000);
    expect(result.removed).toBeGreaterThan(1000);
    await expect(title(b.page)).resolves.toBe(TARGET_TITLE);
    expect(new URL(await b.page.url()).pathname).toBe(TARGET);
    await expect(sameDocument(b.page)).resolves.toBe(true);
    expect(b.gate.requests(TARGET_DOCUMENT)).toBe(0);
    await expect(b.page.pageErrors()).resolves.toEqual([]);
  });

  it('Back and Forward return to each page at the scroll position it was left at, without a reload', async () => {
    const FIRST = '/docs/api-reference/openai/chat';
    const SECOND = '/docs/api-reference/openai/embedding';
    await openApp(b.page, b.site(FIRST));
    await b.page.evaluate(() => window.scrollTo(0, 900));
    await b.page.waitFor(() => window.scrollY === 900);
    // Where the page was when the link was clicked (a driver may scroll to bring the link into view).
    await b.page.evaluate(() =>
      document.addEventListener('click', () => ((window as unknown as { __scrollAtClick?: number }).__scrollAtClick = window.scrollY), {
        capture: true,
        once: true,
      }),
    );
    // A real click on the sidebar link (beside the content, in view at any scroll position):
    // WebKit's Back skips history entries that a script added without a user gesture.
    await b.page.click(`nav[aria-label="Docs sidebar"] a[href="${SECOND}"]`);
    await b.page.waitFor(() => document.querySelector('main h1')?.textContent === 'OpenAI Embeddings');
    const left = await b.page.evaluate(() => (window as unknown as { __scrollAtClick?: number }).__scrollAtClick ?? -1);
    expect(left).toBeGreaterThan(500);
    // The new page starts at the top; scroll it once that has happened (two frames after its commit).
    await b.page.waitFor(() => window.scrollY === 0);
    await b.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await b.page.evaluate(() => window.scrollTo(0, 300));
    await b.page.waitFor(() => window.scrollY === 300);

    await b.page.back();
    await b.page.waitFor(() => document.querySelector('main h1')?.textContent === 'OpenAI Chat Completions');
    // Firefox scrolls in fractions of a pixel (942.95 for 943).
    await b.page.waitFor((y: number) => Math.abs(window.scrollY - y) <= 1, [left]);
    expect(new URL(await b.page.url()).pathname).toBe(FIRST);

    // Forward lands where the reader left this page, not where the other page was (Firefox and
    // WebKit landed at the other page's position until src/utils/route-scroll.ts took over).
    await b.page.forward();
    await b.page.waitFor(() => document.querySelector('main h1')?.textContent === 'OpenAI Embeddings');
    await b.page.waitFor(() => window.scrollY === 300);
    expect(new URL(await b.page.url()).pathname).toBe(SECOND);
    await expect(sameDocument(b.page)).resolves.toBe(true);
    await expect(b.page.pageErrors()).resolves.toEqual([]);
  });

  it('a page opened at a #fragment scrolls to it and becomes interactive', async () => {
    // Firefox reports no first contentful paint for such a load; the site's scripts, which wait
    // for that paint, never loaded there until src/build/deferred-scripts.ts got its fallback.
    await b.page.goto(b.site(`${TARGET}#429-too-many-requests`));
    await b.page.waitFor(() => (window as unknown as TestWindow).__LP_APP_STARTED__ === true);
    await b.page.waitFor(() => performance.getEntriesByName('onInitialClientRender', 'mark').length > 0);
    await expect(b.page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(0);
    // The sidebar's categories are buttons only once React runs.
    await b.page.click('nav[aria-label="Docs sidebar"] button[aria-expanded]', 'Dify');
    await b.page.waitFor(() =>
      Array.from(document.querySelectorAll('nav[aria-label="Docs sidebar"] button[aria-expanded="true"]')).some((el) => el.textContent?.trim() === 'Dify'),
    );
    await expect(b.page.pageErrors()).resolves.toEqual([]);
  });

  it('loads the target in full exactly once, keeping its query and hash, when its code chunk cannot be loaded', async () => {
    const chunks = chunkFiles(DOC_TEMPLATE_CHUNK);
    b.gate.fail(new RegExp(`^(?:${chunks.map(escape).join('|')})$`));
    await openApp(b.page, b.site('/'));
    await b.page.evaluate((to: string) => (window as unknown as TestWindow).___navigate(`${to}?from=home#429-too-many-requests`), TARGET);
    // The full load, whose own chunk still fails: it ends on the red "failed first load" box with
    // "Retry", which reloads only when clicked. That is the last state: no reload can follow it.
    await b.page.waitFor(() => document.querySelector('#lp-page-load-failure [role="alert"]') !== null);
    await expect(sameDocument(b.page)).resolves.toBe(false);
    expect(b.gate.requests(TARGET_DOCUMENT)).toBe(1);
    const url = new URL(await b.page.url());
    expect(url.pathname + url.search + url.hash).toBe(`${TARGET}?from=home#429-too-many-requests`);
    await expect(title(b.page)).resolves.toBe(TARGET_TITLE);
    // The guard against a reload loop is set for that URL.
    await expect(b.page.evaluate((key: string) => sessionStorage.getItem(key), `llmprovider.route-reload.${TARGET}?from=home`)).resolves.not.toBeNull();
  });
});
