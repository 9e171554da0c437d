/**
 * Navigation and loading on a plain static host (scripts/serve.mjs): the route progress bar,
 * full load after a failed route, no prefetching on slow connections, `.html` URLs, the
 * base-URL banner and the not-found page. Network conditions are made with request
 * interception (page.route); client navigations go through Gatsby's `window.___navigate`, so the
 * tests do not depend on the navbar's markup.
 */
import { spawn } from 'child_process';
import net from 'net';
import path from 'path';
import type { Page, Request, Route } from 'playwright-core';
import { baseUrl, builtWith, chunkFiles, DOC_TEMPLATE_CHUNK, hydrated, site, useBrowser } from './browser';

const TARGET = '/docs/get-started/error-codes';
const TARGET_TITLE = 'Error codes';
const TARGET_PAGE_DATA = `**/page-data${TARGET}/page-data.json`;
/** The doc template's code (a file with a numeric name; see src/build/webpack.ts), not yet loaded on the home page. */
const TARGET_CHUNK = (url: URL) => chunkFiles(DOC_TEMPLATE_CHUNK).some((file) => url.pathname.endsWith(file));
const BAR = '#lp-progress-bar';

type TestWindow = Window & { ___navigate: (to: string) => void; ___loader: { loadPage: (p: string) => Promise<unknown> }; __LP_APP_STARTED__?: boolean };

/** Loads a page and waits until the React app has started and rendered (so client navigation and Back/Forward work). */
async function openApp(page: Page, pathname: string): Promise<void> {
  await page.goto(site(pathname));
  await page.waitForFunction(() => (window as unknown as TestWindow).__LP_APP_STARTED__ === true && document.querySelector('#gatsby-focus-wrapper main'));
  // The router listens for Back/Forward only from the commit of the first render on.
  await hydrated(page);
}

/** Waits until React has hydrated the docs sidebar (its category buttons have handlers). */
const hydratedSidebar = (page: Page) => hydrated(page, 'nav[aria-label="Docs sidebar"] button[aria-expanded]');

function delay(ms: number) {
  return async (route: Route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue().catch(() => undefined);
  };
}

/**
 * Starts a client navigation and records, in page time, when the progress bar appeared and
 * disappeared, plus samples of its presence at fixed times after the start.
 */
async function navigateAndWatchBar(
  page: Page,
  to: string,
  samples: number[],
): Promise<{ appeared: number | null; removed: number | null; present: Record<number, boolean> }> {
  return page.evaluate(
    ({ to, samples, selector }) =>
      new Promise((resolve) => {
        const start = performance.now();
        const out = { appeared: null as number | null, removed: null as number | null, present: {} as Record<number, boolean> };
        const observer = new MutationObserver(() => {
          const bar = document.querySelector(selector);
          if (bar && out.appeared === null) out.appeared = performance.now() - start;
          if (!bar && out.appeared !== null && out.removed === null) out.removed = performance.now() - start;
        });
        observer.observe(document.body, { childList: true });
        for (const at of samples) setTimeout(() => (out.present[at] = document.querySelector(selector) !== null), at);
        (window as unknown as TestWindow).___navigate(to);
        setTimeout(
          () => {
            observer.disconnect();
            resolve(out);
          },
          Math.max(...samples) + 50,
        );
      }),
    { to, samples, selector: BAR },
  );
}

describe('route progress bar', () => {
  const b = useBrowser();

  it('appears only after 200 ms of waiting and goes away once the page is rendered', async () => {
    await openApp(b.page, '/');
    await b.page.route(TARGET_PAGE_DATA, delay(1000));
    const result = await navigateAndWatchBar(b.page, TARGET, [100, 180, 400, 800, 3500]);
    expect(result.present[100]).toBe(false);
    expect(result.present[180]).toBe(false);
    expect(result.present[400]).toBe(true);
    expect(result.present[800]).toBe(true);
    expect(result.appeared).toBeGreaterThanOrEqual(200);
    expect(result.appeared).toBeLessThan(1000);
    expect(result.removed).toBeGreaterThan(1000);
    expect(result.present[3500]).toBe(false);
    await expect(b.page.locator('main h1').first().textContent()).resolves.toBe(TARGET_TITLE);
    expect(new URL(b.page.url()).pathname).toBe(TARGET);
  });

  it('is a 2px fixed bar at the top, above everything, in the progress colour', async () => {
    await openApp(b.page, '/');
    await b.page.route(TARGET_PAGE_DATA, delay(3000));
    await b.page.evaluate((to) => (window as unknown as TestWindow).___navigate(to), TARGET);
    const bar = b.page.locator(BAR);
    await bar.waitFor({ state: 'attached', timeout: 2000 });
    const style = await bar.evaluate((el) => {
      const s = getComputedStyle(el);
      const probe = document.createElement('div');
      probe.style.color = 'var(--lp-progress-bar-color)';
      document.body.appendChild(probe);
      const expected = getComputedStyle(probe).color;
      probe.remove();
      return {
        position: s.position,
        top: s.top,
        height: s.height,
        zIndex: Number(s.zIndex),
        background: s.backgroundColor,
        expected,
        hidden: el.getAttribute('aria-hidden'),
      };
    });
    expect(style).toMatchObject({ position: 'fixed', top: '0px', height: '2px', hidden: 'true' });
    expect(style.zIndex).toBeGreaterThanOrEqual(1000);
    expect(style.background).toBe(style.expected);
    // It trickles forward while waiting.
    const before = await bar.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
    await b.page.waitForFunction(
      ({ selector, before }) => {
        const el = document.querySelector(selector);
        return !!el && new DOMMatrix(getComputedStyle(el).transform).a > before;
      },
      { selector: BAR, before },
    );
    const after = await bar.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
    expect(after).toBeGreaterThan(before);
    expect(after).toBeLessThan(1);
  });

  it('appears after 200 ms on Back/Forward to a page that is slow to load, too', async () => {
    await openApp(b.page, '/');
    await b.page.route(TARGET_PAGE_DATA, delay(1000));
    // History entries for a page this tab has not loaded yet, then Back onto it.
    const samples = await b.page.evaluate(
      ({ to, selector }) =>
        new Promise<Record<number, boolean>>((resolve) => {
          window.history.pushState(null, '', to);
          window.history.pushState(null, '', '/');
          const present: Record<number, boolean> = {};
          window.history.back();
          for (const at of [100, 500, 3500]) setTimeout(() => (present[at] = document.querySelector(selector) !== null), at);
          setTimeout(() => resolve(present), 3550);
        }),
      { to: new URL(site(TARGET)).pathname, selector: BAR },
    );
    expect(samples).toEqual({ 100: false, 500: true, 3500: false });
    await expect(b.page.locator('main h1').first().textContent()).resolves.toBe(TARGET_TITLE);
  });

  it('does not appear for a navigation whose page is already loaded', async () => {
    await openApp(b.page, '/');
    await b.page.evaluate((to) => (window as unknown as TestWindow).___loader.loadPage(to), TARGET);
    const result = await navigateAndWatchBar(b.page, TARGET, [300, 1000]);
    expect(result.appeared).toBeNull();
    await expect(b.page.locator('main h1').first().textContent()).resolves.toBe(TARGET_TITLE);
  });

  it('does not appear for hash-only or query-only changes, even slow ones', async () => {
    await openApp(b.page, '/');
    await b.page.route('**/page-data/**', delay(1000));
    const query = await navigateAndWatchBar(b.page, '/?tab=python', [300, 900, 1500]);
    expect(query.appeared).toBeNull();
    const hash = await navigateAndWatchBar(b.page, '/?tab=python#start', [300, 900]);
    expect(hash.appeared).toBeNull();
  });

  it('does not move with prefers-reduced-motion', async () => {
    await b.page.emulateMedia({ reducedMotion: 'reduce' });
    await openApp(b.page, '/');
    await b.page.route(TARGET_PAGE_DATA, delay(3000));
    await b.page.evaluate((to) => (window as unknown as TestWindow).___navigate(to), TARGET);
    const bar = b.page.locator(BAR);
    await bar.waitFor({ state: 'attached', timeout: 2000 });
    const read = () => bar.evaluate((el) => ({ scale: new DOMMatrix(getComputedStyle(el).transform).a, transition: getComputedStyle(el).transitionDuration }));
    const first = await read();
    // That the bar stays put can only be seen over time: a second later it has not moved.
    await b.page.waitForTimeout(1000);
    const second = await read();
    expect(first.transition.split(',').every((d) => d.trim() === '0s')).toBe(true);
    expect(second.scale).toBe(first.scale);
    await b.page.locator('main h1', { hasText: TARGET_TITLE }).waitFor({ timeout: 5000 });
    await expect(bar.count()).resolves.toBe(0);
  });
});

describe('scroll after a navigation', () => {
  const b = useBrowser();

  it('keeps the position when only the query string changes, and goes to the top of another page', async () => {
    await openApp(b.page, '/docs/get-started/error-codes');
    await b.page.evaluate(() => window.scrollTo(0, 900));
    await b.page.waitForFunction(() => window.scrollY === 900);
    await b.page.evaluate(() => (window as unknown as TestWindow).___navigate('/docs/get-started/error-codes?from=mail'));
    // The navbar's locale link carries the query once the router has rendered the new location;
    // Gatsby's scroll handler runs in that same commit. Two frames later any scroll has happened.
    await b.page.waitForFunction(() => document.querySelector('nav[aria-label="Main"] a[lang="en"]')?.getAttribute('href')?.endsWith('?from=mail'));
    await b.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(b.page.evaluate(() => window.scrollY)).resolves.toBe(900);
    await b.page.evaluate(() => (window as unknown as TestWindow).___navigate('/docs/get-started/rate-limits'));
    await b.page.waitForFunction(() => window.location.pathname.endsWith('/rate-limits') && window.scrollY === 0);
  });
});

describe('failed route', () => {
  const b = useBrowser();

  /** Document (full page) requests for the target made by the main frame. */
  function countDocumentLoads(page: Page, pathname: string): () => number {
    let count = 0;
    page.on('request', (request: Request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame() && new URL(request.url()).pathname === pathname) count += 1;
    });
    return () => count;
  }

  const guardKey = (pathname: string) => `llmprovider.route-reload.${pathname}`;

  it('loads the target in full exactly once when its page-data cannot be loaded', async () => {
    await openApp(b.page, '/');
    await b.page.route(TARGET_PAGE_DATA, (route) => route.abort());
    const loads = countDocumentLoads(b.page, TARGET);
    await b.page.evaluate((to) => (window as unknown as TestWindow).___navigate(to), TARGET);
    await b.page.waitForURL(site(TARGET), { waitUntil: 'load' });
    // Watch a while for a second, automatic reload: absence over a time window is what this test checks.
    await b.page.waitForTimeout(3000);
    expect(loads()).toBe(1);
    expect(new URL(b.page.url()).pathname).toBe(TARGET);
    await expect(b.page.locator('main h1').first().textContent()).resolves.toBe(TARGET_TITLE);
    // Still failing after the full load, so the mark stays: no second automatic reload.
    await expect(b.page.evaluate((key) => sessionStorage.getItem(key), guardKey(TARGET))).resolves.not.toBeNull();
  });

  it('loads the target in full exactly once when its code chunk cannot be loaded', async () => {
    await openApp(b.page, '/');
    await b.page.route(TARGET_CHUNK, (route) => route.abort());
    const loads = countDocumentLoads(b.page, TARGET);
    await b.page.evaluate((to) => (window as unknown as TestWindow).___navigate(`${to}?from=home#429-too-many-requests`), TARGET);
    await b.page.waitForURL(/error-codes/, { waitUntil: 'load' });
    // Watch a while for a second, automatic reload: absence over a time window is what this test checks.
    await b.page.waitForTimeout(3000);
    expect(loads()).toBe(1);
    const url = new URL(b.page.url());
    expect(url.pathname + url.search + url.hash).toBe(`${TARGET}?from=home#429-too-many-requests`);
    await expect(b.page.locator('main h1').first().textContent()).resolves.toBe(TARGET_TITLE);
  });

  it('clears the mark once the full load succeeds', async () => {
    await openApp(b.page, '/');
    let fail = true;
    await b.page.route(TARGET_PAGE_DATA, (route) => (fail ? route.abort() : route.continue()));
    b.page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === TARGET) fail = false;
    });
    await b.page.evaluate((to) => (window as unknown as TestWindow).___navigate(to), TARGET);
    await b.page.waitForURL(site(TARGET));
    await b.page.waitForFunction(() => (window as unknown as TestWindow).__LP_APP_STARTED__ === true);
    await b.page.waitForFunction((key) => sessionStorage.getItem(key) === null, guardKey(TARGET));
    await expect(b.page.locator('main h1').first().textContent()).resolves.toBe(TARGET_TITLE);
  });

  it('does not reload again when a full load of that URL already failed', async () => {
    await openApp(b.page, '/');
    await b.page.evaluate((key) => sessionStorage.setItem(key, '1'), guardKey(TARGET));
    await b.page.route(TARGET_PAGE_DATA, (route) => route.abort());
    const loads = countDocumentLoads(b.page, TARGET);
    const messages: string[] = [];
    b.page.on('console', (message) => messages.push(message.text()));
    await b.page.evaluate((to) => (window as unknown as TestWindow).___navigate(to), TARGET);
    // The failure is reported in the console: wait for it, then watch a while for a reload that must not come.
    await b.page
      .waitForEvent('console', { predicate: (message) => message.text().includes('not reloading a second time'), timeout: 15_000 })
      .catch(() => undefined);
    await b.page.waitForTimeout(3000);
    expect(loads()).toBe(0);
    expect(new URL(b.page.url()).pathname).toBe('/');
    expect(messages.some((m) => m.includes('not reloading a second time'))).toBe(true);
    await expect(b.page.locator(BAR).count()).resolves.toBe(0);
  });
});

describe('failed first load', () => {
  const b = useBrowser();
  const BOX = '#lp-page-load-failure [role="alert"]';

  /** Full loads of `pathname` by the main frame. */
  function documentLoads(page: Page, pathname: string): () => number {
    let count = 0;
    page.on('request', (request: Request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame() && new URL(request.url()).pathname === pathname) count += 1;
    });
    return () => count;
  }

  it.each([
    ['code chunk', TARGET_CHUNK, /ChunkLoadError/],
    ['page data', TARGET_PAGE_DATA, /could not be loaded/],
  ] as const)('shows the red box with the error and "Retry" above the static page when its %s fails', async (_what, pattern, message) => {
    await b.page.route(pattern, (route) => route.abort());
    await b.page.goto(site(TARGET));
    const box = b.page.locator(BOX);
    await box.waitFor({ timeout: 15_000 });
    await expect(box.locator('p').textContent()).resolves.toMatch(message);
    const retry = box.getByRole('button', { name: 'Retry' });
    await expect(retry.isVisible()).resolves.toBe(true);
    // Above the page, which stays readable.
    const order = await b.page.evaluate((selector) => {
      const boxElement = document.querySelector(selector)!;
      const title = document.querySelector('main h1')!;
      return boxElement.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING;
    }, BOX);
    expect(order).toBeTruthy();
    await expect(b.page.locator('main h1').first().textContent()).resolves.toBe(TARGET_TITLE);
    await expect(b.page.locator('main h1').first().isVisible()).resolves.toBe(true);
    // Red: the box's border is the danger colour.
    const border = await box.evaluate((el) => getComputedStyle(el).borderTopColor);
    const [r, g, bl] = border.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    expect(bl).toBeLessThan(100);
  });

  it('"Retry" loads the page once per click and never by itself; the page works once its code loads', async () => {
    let fail = true;
    await b.page.route(TARGET_CHUNK, (route) => (fail ? route.abort() : route.continue()));
    await b.page.goto(site(TARGET));
    const loads = documentLoads(b.page, TARGET);
    await b.page.locator(BOX).waitFor({ timeout: 15_000 });
    // Still failing: one reload, the box again, and no reload after it.
    await Promise.all([b.page.waitForEvent('load'), b.page.locator(BOX).getByRole('button', { name: 'Retry' }).click()]);
    await b.page.locator(BOX).waitFor({ timeout: 15_000 });
    // "Never by itself": watch a while for a reload that must not come.
    await b.page.waitForTimeout(2000);
    expect(loads()).toBe(1);
    // The code loads now: Retry brings the page to life.
    fail = false;
    await Promise.all([b.page.waitForEvent('load'), b.page.locator(BOX).getByRole('button', { name: 'Retry' }).click()]);
    await hydratedSidebar(b.page);
    expect(loads()).toBe(2);
    await expect(b.page.locator(BOX).count()).resolves.toBe(0);
  });

  it('shows nothing when the page loads', async () => {
    await b.page.goto(site(TARGET));
    await hydratedSidebar(b.page);
    // The failure box must not appear at all: watch a little past hydration.
    await b.page.waitForTimeout(500);
    await expect(b.page.locator('#lp-page-load-failure').count()).resolves.toBe(0);
  });
});

describe('prefetching', () => {
  const b = useBrowser();

  /**
   * Requests for other pages' data or code, made after the page has started. The not-found
   * page is used because its two links (/docs and /) are Gatsby links inside `main`.
   */
  const OTHER_PAGE_DATA = /^\/page-data\/(?:docs|index)\/page-data\.json$/;
  const otherPageCode = () => [...chunkFiles('component---src-pages-index-tsx'), ...chunkFiles(DOC_TEMPLATE_CHUNK)];
  const isOtherPage = (pathname: string) => OTHER_PAGE_DATA.test(pathname) || otherPageCode().includes(pathname);
  async function speculativeRequests(page: Page, connection: Record<string, unknown> | null): Promise<string[]> {
    if (connection) {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
      }, connection);
    }
    // Listen from the start: links visible at load (the navbar's) may be prefetched at once.
    const seen: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (isOtherPage(pathname)) seen.push(pathname);
    });
    await openApp(page, '/no-such-page');
    // Gatsby's Link prefetches on hover once React has hydrated it.
    await hydrated(page);
    // Hover a link to another page: Gatsby fetches it at once.
    await page.locator('main a[href="/docs"]').hover();
    return seen;
  }

  /** Waits until `seen` has every path in `expected`, or `ms` have passed. */
  async function waitForRequests(page: Page, seen: string[], expected: string[], ms: number): Promise<void> {
    const done = () => expected.every((p) => seen.includes(p));
    if (done()) return;
    // `seen` is filled by a request listener added before this one, so it is up to date here.
    await page.waitForEvent('request', { predicate: done, timeout: ms }).catch(() => undefined);
  }

  it('prefetches visible and hovered links on a normal connection', async () => {
    const seen = await speculativeRequests(b.page, { effectiveType: '4g', saveData: false });
    // The hovered link at once.
    await waitForRequests(b.page, seen, ['/page-data/docs/page-data.json'], 2000);
    expect(seen).toContain('/page-data/docs/page-data.json');
    // The visible, never hovered home link in time. Gatsby queues every visible link (about a
    // dozen here, in an order that varies from load to load) and prefetches four at a time, each
    // batch 3 s after the previous one has finished loading: the home link may come in the third
    // batch, later still on a busy machine. Wait for its request, bounded far above that.
    await waitForRequests(b.page, seen, ['/page-data/index/page-data.json'], 60_000);
    expect(seen).toContain('/page-data/index/page-data.json');
    expect(seen.some((p) => otherPageCode().includes(p))).toBe(true);
  }, 90_000);

  it.each([
    ['data saver', { effectiveType: '4g', saveData: true }],
    ['2g', { effectiveType: '2g', saveData: false }],
    ['slow-2g', { effectiveType: 'slow-2g', saveData: false }],
  ])('fetches nothing ahead of time on %s', async (_name, connection) => {
    const seen = await speculativeRequests(b.page, connection);
    // Well past the first batch a normal connection prefetches (3 s after the links show, test
    // above): that nothing is fetched can only be seen by watching for a while.
    await b.page.waitForTimeout(10_000);
    expect(seen).toEqual([]);
    // Navigation itself still works and fetches the page then.
    await b.page.locator('main a[href="/docs"]').click();
    await b.page.waitForURL(site('/docs'));
    await b.page.locator('main h1', { hasText: 'Quick Start' }).waitFor();
    expect(seen).toContain('/page-data/docs/page-data.json');
  });
});

describe('.html URLs on a static host', () => {
  const b = useBrowser();

  it.each([
    ['/docs/get-started/error-codes.html', TARGET, TARGET_TITLE],
    ['/docs/get-started/error-codes/index.html', TARGET, TARGET_TITLE],
    ['/docs/get-started/error-codes.html?x=1#429-too-many-requests', `${TARGET}?x=1#429-too-many-requests`, TARGET_TITLE],
    ['/docs/index.html', '/docs', 'Quick Start'],
    ['/index.html', '/', 'LLM Provider'],
  ])('%s ends on %s', async (from, to, title) => {
    await b.page.goto(site(from));
    await b.page.waitForURL((url) => url.pathname + url.search + url.hash === to, { timeout: 10_000 });
    await expect(b.page.locator('h1').first().textContent()).resolves.toBe(title);
  });

  it('keeps the not-found page for a .html URL of no page', async () => {
    const response = await b.page.goto(site('/docs/nothing-here.html'));
    expect(response?.status()).toBe(404);
    await b.page.waitForFunction(() => (window as unknown as TestWindow).__LP_APP_STARTED__ === true);
    // No redirect may follow: watch the address for a while after the app started.
    await b.page.waitForTimeout(1000);
    expect(new URL(b.page.url()).pathname).toBe('/docs/nothing-here.html');
    await expect(b.page.getByRole('heading', { level: 1, name: 'Page Not Found' }).isVisible()).resolves.toBe(true);
  });
});

describe('not-found page', () => {
  const b = useBrowser();

  it('answers 404 with the message and links back', async () => {
    const response = await b.page.goto(site('/no/such/page'));
    expect(response?.status()).toBe(404);
    await expect(b.page.locator('h1').first().textContent()).resolves.toBe('Page Not Found');
    await expect(b.page.getByText('We could not find what you were looking for.').isVisible()).resolves.toBe(true);
    await expect(b.page.getByRole('link', { name: 'Read the documentation' }).getAttribute('href')).resolves.toBe('/docs');
    await expect(b.page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).resolves.toBe('/');
    await expect(b.page.title()).resolves.toBe('Page Not Found | LLM Provider');
  });
});

describe('script loading', () => {
  const b = useBrowser();

  it("requests the site's scripts after the first contentful paint (scripts-after-paint), else as Gatsby does, and the app then starts", async () => {
    const PAGE = '/docs/api-reference/openai/chat';
    const deferred = builtWith('scripts-after-paint');
    // Deferred: the HTML requests no script itself (the preload scanner would fetch it while the
    // page is parsed). On stock Gatsby: its async script tags.
    const html = await (await b.page.request.get(site(PAGE))).text();
    if (deferred) expect(html).not.toMatch(/<script\b[^>]*\ssrc=/);
    else expect(html).toMatch(/<script\b[^>]*\ssrc="[^"]*\/app-[0-9a-f]+\.js"[^>]*\sasync/);
    await openApp(b.page, PAGE);
    await hydrated(b.page);
    const timing = await b.page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: new URL(entry.name).pathname.replace(/-[0-9a-f]+\.js$/, ''), start: entry.startTime })),
      settled: (window as unknown as { __LP_SCRIPTS_SETTLED__?: boolean }).__LP_SCRIPTS_SETTLED__,
    }));
    expect(timing.fcp).toBeGreaterThan(0);
    expect(timing.scripts.map((script) => script.name).sort()).toEqual(['/app', '/framework', '/webpack-runtime']);
    if (deferred) {
      for (const script of timing.scripts) expect(script.start).toBeGreaterThanOrEqual(timing.fcp!);
      expect(timing.settled).toBe(true);
    }
    expect(b.errors).toEqual([]);
  });
});

describe('base-URL banner', () => {
  const b = useBrowser();
  const BANNER = '#lp-base-url-banner-container';

  it('explains the likely cause when the scripts fail to load at the root', async () => {
    await b.page.route('**/*.js', (route) => route.abort());
    await b.page.goto(site('/'), { waitUntil: 'load' });
    const banner = b.page.locator(BANNER);
    await banner.waitFor({ state: 'visible', timeout: 5000 });
    await expect(banner.textContent()).resolves.toContain('This site did not load correctly.');
    await expect(banner.textContent()).resolves.toContain('Configured baseUrl: / (the default)');
    await expect(b.page.locator('#lp-base-url-banner-suggestion').textContent()).resolves.toBe('/');
    await expect(b.page.getByRole('alert').first().isVisible()).resolves.toBe(true);
  });

  it('suggests the path the site is really served from', async () => {
    // The same build served under /llm-docs/: every script URL (/app-….js) now misses.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const server = spawn(process.execPath, ['scripts/serve.mjs'], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, PORT: String(port), PATH_PREFIX: '/llm-docs', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
        server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
      });
      await b.page.goto(`http://127.0.0.1:${port}/llm-docs/`, { waitUntil: 'load' });
      await b.page.locator(BANNER).waitFor({ state: 'visible', timeout: 5000 });
      await expect(b.page.locator('#lp-base-url-banner-suggestion').textContent()).resolves.toBe('/llm-docs/');
    } finally {
      server.kill();
    }
  });

  it('never shows when the site loads normally', async () => {
    await b.page.goto(site('/'), { waitUntil: 'load' });
    await b.page.waitForFunction(() => (window as unknown as TestWindow).__LP_APP_STARTED__ === true);
    // The banner must not appear at all: watch a little past the start of the app.
    await b.page.waitForTimeout(500);
    await expect(b.page.locator(BANNER).count()).resolves.toBe(0);
    expect(b.errors).toEqual([]);
  });

  it('is only in the home page HTML', async () => {
    const home = await (await fetch(`${baseUrl()}/`)).text();
    const doc = await (await fetch(`${baseUrl()}${TARGET}`)).text();
    expect(home).toContain('lp-base-url-banner-container');
    expect(doc).not.toContain('lp-base-url-banner-container');
  });
});
