/**
 * Accessibility gate: axe-core scans every built page in light and dark mode at desktop (1280 px)
 * and phone (420 px) widths, plus the open mobile drawer and an open navbar dropdown, and a
 * keyboard-only walkthrough checks that every stop on the way shows a focus ring.
 */
import fs from 'fs';
import path from 'path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, site } from '../browser';
import { SAMPLE_DOC, scannedPages } from './built-site';

const AXE_SOURCE = fs.readFileSync(path.resolve(__dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const pages = scannedPages();

type Mode = 'light' | 'dark';

async function newContext(browser: Browser, mode: Mode, width: number): Promise<BrowserContext> {
  // axe is injected as an inline script, which the site's CSP would block (the CSP is tested on its own).
  const context = await browser.newContext({ bypassCSP: true, viewport: { width, height: 800 } });
  if (mode === 'dark') {
    // Before any page script runs, as a returning visitor who chose dark mode.
    await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  }
  return context;
}

/** Loads a page and waits until Gatsby has hydrated it and fetched its data. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(site(url), { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
}

/** Waits until the mobile drawer is open (its toggle says so and its panel is on screen). */
async function drawerOpened(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('button[aria-label="Toggle navigation bar"]')?.getAttribute('aria-expanded') === 'true');
  const drawer = page.locator('[class*="drawer"][aria-hidden="false"]').first();
  await drawer.waitFor({ state: 'visible' });
  // Let the slide-in transition finish so contrast is measured on the final colours.
  await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
}

/** Runs axe on the current page state; returns one line per failing node. */
async function scan(page: Page, label: string): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }> }>;
        };
      }
    ).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: JSON.stringify(n.target), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240) })),
    }));
  }, TAGS);
  return results.flatMap((v) => v.nodes.map((n) => `${label} ${v.id} (${v.help}) at ${n.target}: ${n.summary}`));
}

describe('accessibility (axe-core: WCAG 2.1 A/AA and best practices)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds the built pages, including the home, 404 and doc pages', () => {
    const urls = pages.map((p) => p.url);
    expect(urls).toEqual(expect.arrayContaining(['/', '/404.html', '/docs', SAMPLE_DOC]));
    // One model page per lifecycle status, and the family page.
    expect(urls.filter((url) => url.startsWith('/docs/models/')).length).toBeGreaterThanOrEqual(3);
  });

  const combos: Array<[Mode, number]> = [
    ['light', 1280],
    ['dark', 1280],
    ['light', 420],
    ['dark', 420],
  ];

  it.each(combos)(
    'every page has zero violations in %s mode at %i px',
    async (mode, width) => {
      const context = await newContext(browser, mode, width);
      const violations: string[] = [];
      const themes: string[] = [];
      const queue = pages.map((p) => p.url);
      // Two tabs take pages from one queue: while one waits for the network to settle, the other scans.
      const lane = async () => {
        const page = await context.newPage();
        for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
          await open(page, url);
          themes.push(`${url}: ${await page.evaluate(() => document.documentElement.getAttribute('data-theme'))}`);
          violations.push(...(await scan(page, `${url} [${mode} ${width}px]`)));
        }
      };
      try {
        await Promise.all([lane(), lane()]);
      } finally {
        await context.close();
      }
      expect(themes.filter((t) => !t.endsWith(`: ${mode}`))).toEqual([]);
      expect(themes).toHaveLength(pages.length);
      expect(violations.sort()).toEqual([]);
    },
    240_000,
  );

  it.each(['light', 'dark'] as Mode[])('the open mobile drawer has zero violations in %s mode', async (mode) => {
    const context = await newContext(browser, mode, 420);
    const page = await context.newPage();
    try {
      await open(page, SAMPLE_DOC);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await drawerOpened(page);
      await expect(scan(page, `${SAMPLE_DOC} drawer [${mode}]`)).resolves.toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(['light', 'dark'] as Mode[])('an open navbar dropdown has zero violations in %s mode', async (mode) => {
    const context = await newContext(browser, mode, 1280);
    const page = await context.newPage();
    try {
      await open(page, SAMPLE_DOC);
      const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'API Reference' });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.getByRole('link', { name: 'OpenAI', exact: true }).first().waitFor({ state: 'visible' });
      await expect(scan(page, `${SAMPLE_DOC} dropdown [${mode}]`)).resolves.toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Describes the focused element and whether it shows a focus indicator. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', role: '', text: '', ring: false, inside: [] as string[] };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const inside: string[] = [];
    if (el.closest('a[href="#__docusaurus_skipToContent_fallback"], [class*="skip"], [class*="Skip"]')) inside.push('skip');
    if (el.closest('nav[aria-label="Main"]')) inside.push('navbar');
    if (el.closest('[class*="drawer"]')) inside.push('drawer');
    if (el.closest('[role="menu"], [aria-haspopup] + ul, [aria-haspopup] + div')) inside.push('dropdown');
    if (el.closest('nav[aria-label="Docs sidebar"]') && !el.closest('[class*="drawer"]')) inside.push('sidebar');
    if (el.closest('nav[aria-labelledby="toc-title"]')) inside.push('toc');
    if (el.closest('main')) inside.push('main');
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role') ?? '',
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60),
      ring: outline || shadow,
      inside,
    };
  });
}

describe('keyboard-only walkthrough', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Presses Tab until `want` holds, requiring a visible focus ring at every stop on the way. */
  async function tabUntil(page: Page, want: (f: Awaited<ReturnType<typeof focused>>) => boolean, what: string, limit = 150) {
    for (let i = 0; i < limit; i += 1) {
      await page.keyboard.press('Tab');
      const f = await focused(page);
      if (f.tag !== 'body' && !f.ring) throw new Error(`no visible focus ring on <${f.tag}> "${f.text}" (${f.inside.join(', ')}) while tabbing to ${what}`);
      if (want(f)) return f;
    }
    throw new Error(`${what} not reached in ${limit} Tab presses`);
  }

  it.each(['light', 'dark'] as Mode[])(
    'desktop (%s): skip link, navbar links, dropdown, sidebar, TOC, code tabs and Copy buttons are reachable with visible focus',
    async (mode) => {
      const context = await newContext(browser, mode, 1280);
      const page = await context.newPage();
      try {
        await open(page, SAMPLE_DOC);
        const skip = await tabUntil(page, (f) => f.tag === 'a', 'the skip link', 1);
        expect(skip.text).toBe('Skip to main content');
        const brand = await tabUntil(page, (f) => f.inside.includes('navbar') && f.tag === 'a', 'a navbar link');
        expect(brand.text.length).toBeGreaterThan(0);
        await tabUntil(page, (f) => f.tag === 'button' && f.text === 'API Reference', 'the API Reference dropdown');
        await page.keyboard.press('Enter');
        // The menu fades in; a keyboard user's next key press comes after that.
        await page.getByRole('link', { name: 'OpenAI', exact: true }).first().waitFor({ state: 'visible' });
        const item = await tabUntil(page, (f) => f.tag === 'a' && f.text === 'OpenAI', 'the first dropdown item', 3);
        expect(item.inside).toContain('navbar');
        await page.keyboard.press('Escape');
        const back = await focused(page);
        expect(back.text).toBe('API Reference');
        expect(back.ring).toBe(true);

        // The skip link moves focus past the navbar into the main content.
        await open(page, SAMPLE_DOC);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        const afterSkip = await tabUntil(page, (f) => f.tag !== 'body', 'the element after the skip target', 3);
        expect(afterSkip.inside).not.toContain('navbar');
        expect(afterSkip.inside).toContain('main');

        // Sidebar and table of contents, from the top.
        await open(page, SAMPLE_DOC);
        const sideLink = await tabUntil(page, (f) => f.inside.includes('sidebar') && f.tag === 'a', 'a sidebar link');
        expect(sideLink.inside).not.toContain('navbar');
        const tocLink = await tabUntil(page, (f) => f.inside.includes('toc') && f.tag === 'a', 'a TOC link', 300);
        const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'));
        expect(href).toMatch(/^#.+/);
        await page.keyboard.press('Enter');
        await expect(page.evaluate(() => window.location.hash)).resolves.toBe(href);
        expect(tocLink.ring).toBe(true);

        // In the content: code tabs (arrow keys move between them) and a code block's Copy button.
        await open(page, SAMPLE_DOC);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        const tab = await tabUntil(page, (f) => f.role === 'tab', 'a code tab', 80);
        expect(tab.inside).toContain('main');
        await page.keyboard.press('ArrowRight');
        const nextTab = await focused(page);
        expect(nextTab.role).toBe('tab');
        expect(nextTab.text).not.toBe(tab.text);
        expect(nextTab.ring).toBe(true);
        const copy = await tabUntil(page, (f) => f.tag === 'button' && f.text === 'Copy code to clipboard', 'a Copy button', 10);
        expect(copy.inside).toContain('main');
      } finally {
        await context.close();
      }
    },
    120_000,
  );

  it.each(['light', 'dark'] as Mode[])(
    'phone (%s): the drawer opens, takes focus, shows focus rings and closes with Escape',
    async (mode) => {
      const context = await newContext(browser, mode, 420);
      const page = await context.newPage();
      try {
        await open(page, SAMPLE_DOC);
        await tabUntil(page, (f) => f.tag === 'button' && f.text === 'Toggle navigation bar', 'the drawer button', 20);
        await page.keyboard.press('Enter');
        await drawerOpened(page);
        const first = await focused(page);
        expect(first.inside).toContain('drawer');
        // Every stop inside the drawer shows focus, and focus stays in the drawer.
        for (let i = 0; i < 12; i += 1) {
          const f = await tabUntil(page, () => true, 'the next drawer item', 1);
          expect(f.inside).toContain('drawer');
        }
        await page.keyboard.press('Escape');
        await expect(page.getByRole('button', { name: 'Toggle navigation bar' }).getAttribute('aria-expanded')).resolves.toBe('false');
        const back = await focused(page);
        expect(back.text).toBe('Toggle navigation bar');
        expect(back.ring).toBe(true);
      } finally {
        await context.close();
      }
    },
    60_000,
  );
});
