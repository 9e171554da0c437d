/**
 * The docs shell on each engine, mirroring the Chromium tests in e2e/shell-state.e2e.ts,
 * e2e/docs-layout.e2e.ts and e2e/shell.e2e.ts: sidebar categories, the table of contents (beside
 * the page, and the "On this page" box on a phone), colour mode without a flash and its toggle,
 * and the phone drawer at 420 px.
 */
import { ENGINES, useEngine, type Engine } from './engine';
import type { Probe } from './gate';

const SIDEBAR = 'nav[aria-label="Docs sidebar"]';
const PHONE = { width: 420, height: 800 };
const TOGGLE = 'button[aria-label="Toggle navigation bar"]';
const CLOSE = 'button[aria-label="Close navigation bar"]';

/** Loads a page and waits until React has committed its first render (handlers are attached from then on). */
async function open(page: Engine, url: string): Promise<void> {
  await page.goto(url);
  await page.waitFor(() => performance.getEntriesByName('onInitialClientRender', 'mark').length > 0);
}

const theme = (page: Engine) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

describe.each(ENGINES)('%s: docs shell', (engine) => {
  const b = useEngine(engine);

  it('sidebar categories expand and collapse, and a link in one navigates client-side with the category kept open', async () => {
    await open(b.page, b.site('/docs'));
    // The Dify category's button itself (another category's button can be there before it).
    await b.page.waitFor(
      (nav: string) => Array.from(document.querySelectorAll(`${nav} button[aria-expanded]`)).some((el) => el.textContent?.trim() === 'Dify'),
      [SIDEBAR],
    );
    const state = () =>
      b.page.evaluate((nav: string) => {
        const button = Array.from(document.querySelectorAll(`${nav} button[aria-expanded]`)).find((el) => el.textContent?.trim() === 'Dify');
        const list = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
        const link = document.querySelector(`${nav} a[href="/docs/api-reference/dify/workflow"]`);
        return {
          expanded: button?.getAttribute('aria-expanded') ?? null,
          listHidden: list ? list.hidden : null,
          linkShown: !!link && link.getClientRects().length > 0,
        };
      }, SIDEBAR);
    // Collapsed once hydrated: wait for that state (hydration may re-render the sidebar), then check it.
    await b.page.waitFor(
      (nav: string) => {
        const button = Array.from(document.querySelectorAll(`${nav} button[aria-expanded]`)).find((el) => el.textContent?.trim() === 'Dify');
        const list = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
        return button?.getAttribute('aria-expanded') === 'false' && list?.hidden === true;
      },
      [SIDEBAR],
    );
    await expect(state()).resolves.toEqual({ expanded: 'false', listHidden: true, linkShown: false });

    await b.page.click(`${SIDEBAR} button[aria-expanded]`, 'Dify');
    // The list opens with a height animation that ends with no inline height.
    await b.page.waitFor(
      (nav: string) => {
        const link = document.querySelector<HTMLElement>(`${nav} a[href="/docs/api-reference/dify/workflow"]`);
        const list = link?.closest('ul');
        return !!link && link.getClientRects().length > 0 && list?.style.height === '';
      },
      [SIDEBAR],
    );
    await expect(state()).resolves.toEqual({ expanded: 'true', listHidden: false, linkShown: true });

    await b.page.evaluate(() => ((window as { __engineMarker?: boolean }).__engineMarker = true));
    await b.page.click(`${SIDEBAR} a[href="/docs/api-reference/dify/workflow"]`);
    await b.page.waitFor(() => document.querySelector('main h1')?.textContent === 'Dify Workflow');
    await expect(b.page.evaluate(() => (window as { __engineMarker?: boolean }).__engineMarker === true)).resolves.toBe(true);
    await expect(b.page.evaluate((nav: string) => document.querySelector(`${nav} [aria-current="page"]`)?.textContent, SIDEBAR)).resolves.toBe('Workflow');
    await expect(state()).resolves.toEqual({ expanded: 'true', listHidden: false, linkShown: true });

    // Collapsed again by its button: hidden once the animation has ended.
    await b.page.click(`${SIDEBAR} button[aria-expanded]`, 'Dify');
    await b.page.waitFor(
      (nav: string) => {
        const link = document.querySelector(`${nav} a[href="/docs/api-reference/dify/workflow"]`);
        return !!link && (link.closest('ul') as HTMLUListElement).hidden;
      },
      [SIDEBAR],
    );
    await expect(state()).resolves.toEqual({ expanded: 'false', listHidden: true, linkShown: false });
    await expect(b.page.pageErrors()).resolves.toEqual([]);
  });

  it('the table of contents links to the headings of the page, and following a link scrolls to its heading', async () => {
    await open(b.page, b.site('/docs/api-reference/openai/chat'));
    const targets = await b.page.evaluate(() =>
      Array.from(document.querySelectorAll('nav[aria-labelledby="toc-title"] a'), (a) => a.getAttribute('href') ?? ''),
    );
    expect(targets.length).toBeGreaterThan(3);
    const missing = await b.page.evaluate(
      (hashes: string[]) => hashes.filter((hash) => document.querySelectorAll(`main [id="${decodeURIComponent(hash.slice(1))}"]`).length !== 1),
      targets,
    );
    expect(missing).toEqual([]);
    await b.page.click('nav[aria-labelledby="toc-title"] a[href="#streaming"]');
    await b.page.waitFor(() => {
      const top = document.getElementById('streaming')?.getBoundingClientRect().top ?? -1;
      return window.location.hash === '#streaming' && top >= 0 && top < 200;
    });
    await expect(b.page.pageErrors()).resolves.toEqual([]);
  });

  it('on a phone the table of contents is a collapsed "On this page" box that opens on demand', async () => {
    await b.page.setViewport(PHONE);
    await open(b.page, b.site('/docs/api-reference/openai/chat'));
    // The desktop table of contents goes once the page knows it is on a phone.
    await b.page.waitFor(() => document.querySelector('nav[aria-labelledby="toc-title"]') === null);
    const box = () =>
      b.page.evaluate(() => {
        const toggle = Array.from(document.querySelectorAll('button[aria-expanded]')).find((el) => el.textContent?.trim() === 'On this page');
        const panel = toggle ? document.getElementById(toggle.getAttribute('aria-controls') ?? '') : null;
        const link = panel ? Array.from(panel.querySelectorAll('a')).find((a) => a.textContent?.trim() === 'Streaming') : undefined;
        return { expanded: toggle?.getAttribute('aria-expanded') ?? null, linkShown: !!link && link.getClientRects().length > 0 };
      });
    await expect(box()).resolves.toEqual({ expanded: 'false', linkShown: false });
    await b.page.click('button[aria-expanded]', 'On this page');
    await b.page.waitFor(() => {
      const toggle = Array.from(document.querySelectorAll('button[aria-expanded]')).find((el) => el.textContent?.trim() === 'On this page');
      return toggle?.getAttribute('aria-expanded') === 'true';
    });
    await b.page.waitFor(() => Array.from(document.querySelectorAll('a[href="#streaming"]')).some((a) => a.getClientRects().length > 0));
    await expect(box()).resolves.toEqual({ expanded: 'true', linkShown: true });
    await b.page.click('a[href="#streaming"]', 'Streaming');
    await b.page.waitFor(() => window.location.hash === '#streaming');
    await expect(b.page.pageErrors()).resolves.toEqual([]);
  });

  it('applies the stored colour mode before the first paint, even without the app scripts', async () => {
    // No script file loads (from the first page on, so that none is in the cache): only the
    // inline script in the HTML can set the mode.
    b.gate.fail(/\.js$/);
    await b.page.goto(b.site('/docs'));
    await b.page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await b.page.goto(b.site('/docs/get-started/rate-limits'));
    // The probe read the attribute when the first element of the body was parsed, before any paint.
    await expect(b.page.evaluate(() => (window as { __engineProbe?: Probe }).__engineProbe?.themeAtFirstContent)).resolves.toBe('dark');
    await expect(theme(b.page)).resolves.toBe('dark');
    await expect(b.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).resolves.toBe('rgb(13, 17, 23)');
    await expect(b.page.evaluate(() => (window as { __LP_APP_STARTED__?: boolean }).__LP_APP_STARTED__ ?? false)).resolves.toBe(false);
  });

  it('starts light, the toggle switches to dark and back, and the choice is remembered on the next load', async () => {
    await open(b.page, b.site('/docs'));
    await expect(theme(b.page)).resolves.toBe('light');
    const toggle = 'nav[aria-label="Main"] button[aria-label^="Switch between dark and light mode"]';
    await b.page.click(toggle);
    await b.page.waitFor(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await expect(b.page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('dark');
    await expect(b.page.evaluate((sel: string) => document.querySelector(sel)?.getAttribute('aria-label'), toggle)).resolves.toBe(
      'Switch between dark and light mode (currently dark mode)',
    );

    await open(b.page, b.site('/docs/get-started/error-codes'));
    await expect(b.page.evaluate(() => (window as { __engineProbe?: Probe }).__engineProbe?.themeAtFirstContent)).resolves.toBe('dark');
    await expect(theme(b.page)).resolves.toBe('dark');
    await b.page.click(toggle);
    await b.page.waitFor(() => document.documentElement.getAttribute('data-theme') === 'light');
    await expect(b.page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('light');
    await expect(b.page.pageErrors()).resolves.toEqual([]);
  });

  it('the phone drawer (420 px) opens with focus inside, keeps Tab inside, closes on Escape with focus back on its button', async () => {
    await b.page.setViewport(PHONE);
    await open(b.page, b.site('/docs/get-started/error-codes'));
    await b.page.click(TOGGLE);
    // Open once focus has moved into it (on the close button).
    await b.page.waitFor((close: string) => document.activeElement === document.querySelector(close), [CLOSE]);
    await expect(b.page.evaluate(() => document.body.style.overflow)).resolves.toBe('hidden');
    await expect(b.page.evaluate((sel: string) => document.querySelector(sel)?.getAttribute('aria-expanded'), TOGGLE)).resolves.toBe('true');

    // Where focus is: inside the drawer or not, and which element (by its label or text).
    const focused = () =>
      b.page.evaluate((close: string) => {
        const drawer = document.querySelector(close)!.closest('[class*="drawer"]')!;
        const element = document.activeElement as HTMLElement;
        return { inside: drawer.contains(element), name: element.getAttribute('aria-label') ?? element.textContent!.trim() };
      }, CLOSE);
    const first = await b.page.evaluate((close: string) => {
      const drawer = document.querySelector(close)!.closest('[class*="drawer"]')!;
      const link = drawer.querySelector<HTMLElement>('a[href]')!;
      link.focus();
      return link.getAttribute('aria-label') ?? link.textContent!.trim();
    }, CLOSE);
    await b.page.press('Shift+Tab');
    const last = await focused();
    expect(last.inside).toBe(true);
    expect(last.name).not.toBe(first);
    // That was the last element Tab reaches in the drawer: the next Tab wraps to the first.
    await b.page.press('Tab');
    await expect(focused()).resolves.toEqual({ inside: true, name: first });
    await b.page.press('Shift+Tab');
    await expect(focused()).resolves.toEqual(last);

    await b.page.press('Escape');
    // Closed: the toggle says so (the drawer stays in the page, hidden and inert).
    await b.page.waitFor((toggle: string) => document.querySelector(toggle)?.getAttribute('aria-expanded') === 'false', [TOGGLE]);
    await expect(b.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Toggle navigation bar');
    await expect(b.page.evaluate(() => document.body.style.overflow)).resolves.toBe('visible');
    await expect(b.page.pageErrors()).resolves.toEqual([]);
  });

  it('a link in the phone drawer navigates client-side and closes the drawer', async () => {
    await b.page.setViewport(PHONE);
    await open(b.page, b.site('/docs'));
    await b.page.evaluate(() => ((window as { __engineMarker?: boolean }).__engineMarker = true));
    await b.page.click(TOGGLE);
    await b.page.waitFor((close: string) => document.activeElement === document.querySelector(close), [CLOSE]);
    await b.page.click(`[class*="drawer"] ${SIDEBAR} a[href="/docs/get-started/libraries"]`);
    // WebKit stayed on /docs here until src/utils/own-traversal.ts: closing the drawer goes back
    // over the history entry it pushed, and that traversal undid the link's navigation.
    await b.page.waitFor(
      () => window.location.pathname === '/docs/get-started/libraries' && document.querySelector('main h1')?.textContent === 'Libraries and SDKs',
    );
    await b.page.waitFor((toggle: string) => document.querySelector(toggle)?.getAttribute('aria-expanded') === 'false', [TOGGLE]);
    // Back returns to the page the drawer was opened on.
    await b.page.back();
    await b.page.waitFor(() => window.location.pathname === '/docs' && document.querySelector('main h1')?.textContent === 'Quick Start');
    await expect(b.page.evaluate(() => (window as { __engineMarker?: boolean }).__engineMarker === true)).resolves.toBe(true);
    await expect(b.page.pageErrors()).resolves.toEqual([]);
  });
});
