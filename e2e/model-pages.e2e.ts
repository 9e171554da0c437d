/**
 * One page per model of content/models.json (src/node/model-pages, src/templates/model-page.tsx):
 * its content comes from the catalogue, the Pricing table links to it, its sample fills in the
 * reader's key, a retired model's page says so and offers no sample, the pages are in the sitemap,
 * llms.txt, the Markdown twins and the search index, and axe finds nothing in either colour mode.
 */
import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import { hydrated, site, useBrowser } from './browser';
import { modelPagePath } from '../src/utils/model-page';

interface Model {
  id: string;
  vendor: string;
  status: string;
  replacement?: string;
  retiresOn?: string;
  docs: string;
  source: string | string[] | null;
  pricing: { input: number | null; output: number | null; unit: string };
}
const catalog = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../content/models.json'), 'utf8')) as { models: Model[] };
const PUBLIC = path.resolve(__dirname, '../public');
const AXE_SOURCE = fs.readFileSync(path.resolve(__dirname, '../node_modules/axe-core/axe.min.js'), 'utf8');
const PRICING = '/docs/get-started/pricing-and-model-overview';

/** An active model with a list price and a source, a retired one with a date, and a deprecated one. */
const active = catalog.models.find((m) => m.status === 'active' && m.pricing.input !== null && m.source !== null && m.docs.endsWith('/openai/chat'))!;
const retired = catalog.models.find((m) => m.status === 'retired' && m.retiresOn)!;
const deprecated = catalog.models.find((m) => m.status === 'deprecated')!;
const sources = (m: Model) => (m.source === null ? [] : typeof m.source === 'string' ? [m.source] : m.source);

const article = (page: Page) => page.locator('main article');
/** Matches exactly this text (an id may hold `.`). */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

describe('model pages', () => {
  const b = useBrowser();

  it('exist for every model, with an HTML page and a Markdown twin', () => {
    const missing = catalog.models.filter((m) => {
      const file = path.join(PUBLIC, modelPagePath(m.id), 'index.html');
      return !fs.existsSync(file) || !fs.existsSync(path.join(PUBLIC, `${modelPagePath(m.id)}.md`));
    });
    expect(missing.map((m) => m.id)).toEqual([]);
  });

  it("show an active model's facts from the catalogue, with its source, endpoints and a sample", async () => {
    await b.page.goto(site(modelPagePath(active.id)));
    await hydrated(b.page);
    await expect(b.page.locator('main h1').textContent()).resolves.toBe(active.id);
    const text = (await article(b.page).textContent()) ?? '';
    expect(text).toContain(active.vendor);
    expect(text).toContain('Active');
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });
    expect(text).toContain(`${usd.format(active.pricing.input!)} per 1M tokens`);
    for (const url of sources(active)) await expect(article(b.page).locator(`a[href="${url}"]`).count()).resolves.toBeGreaterThan(0);
    // The endpoint pages that accept it, its own first.
    const endpoints = article(b.page).locator('table').filter({ hasText: 'API format' }).last();
    await expect(endpoints.locator(`a[href="${active.docs}"]`).count()).resolves.toBeGreaterThan(0);
    // A ready request carrying the model id, in the site's code tabs.
    const code = await b.page.locator('[role="tabpanel"]:not([hidden]) pre').first().textContent();
    expect(code).toContain(active.id);
    expect(b.errors).toEqual([]);
  });

  it("fill the reader's key into the sample, as every other sample does", async () => {
    const key = 'sk-model-page-test-0000wxyz';
    await b.page.goto(site(modelPagePath(active.id)));
    await hydrated(b.page);
    await b.page.getByLabel('Your API key').fill(key);
    const code = b.page.locator('[role="tabpanel"]:not([hidden]) pre').first();
    await code.filter({ hasText: '••••••••wxyz' }).waitFor();
    await expect(code.textContent()).resolves.not.toContain('YOUR_API_KEY');
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await b.page.locator('[role="tabpanel"]:not([hidden])').first().getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(b.page.evaluate(() => navigator.clipboard.readText())).resolves.toContain(key);
  });

  it('say a retired model is retired, link its replacement and offer no sample', async () => {
    await b.page.goto(site(modelPagePath(retired.id)));
    await hydrated(b.page);
    const text = (await article(b.page).textContent()) ?? '';
    expect(text).toContain('Retired');
    expect(text).toContain('410');
    await expect(
      article(b.page)
        .locator(`a[href="${modelPagePath(retired.replacement!)}"]`)
        .count(),
    ).resolves.toBeGreaterThan(0);
    await expect(b.page.locator('main article pre').count()).resolves.toBe(0);
    // Following the replacement link opens its page, client-side.
    await article(b.page)
      .locator(`a[href="${modelPagePath(retired.replacement!)}"]`)
      .first()
      .click();
    await b.page.waitForURL(`**${modelPagePath(retired.replacement!)}`);
    // The address changes before the new page renders: wait for its title.
    await b.page
      .locator('main h1')
      .filter({ hasText: exactly(retired.replacement!) })
      .waitFor();
    expect(b.errors).toEqual([]);
  });

  it('say a deprecated model is deprecated and name what replaces it', async () => {
    await b.page.goto(site(modelPagePath(deprecated.id)));
    const text = (await article(b.page).textContent()) ?? '';
    expect(text).toContain('Deprecated');
    expect(text).toContain(deprecated.replacement!);
  });

  it('are reached from the Pricing table, whose id cells link to them', async () => {
    await b.page.goto(site(PRICING));
    await hydrated(b.page);
    await b.page.locator('main table').first().getByRole('link', { name: active.id, exact: true }).click();
    await b.page.waitForURL(`**${modelPagePath(active.id)}`);
    await b.page
      .locator('main h1')
      .filter({ hasText: exactly(active.id) })
      .waitFor();
    // Not a sidebar item: the docs sidebar keeps the spec's labels.
    await expect(b.page.locator(`nav[aria-label="Docs sidebar"] a[href$="${modelPagePath(active.id)}"]`).count()).resolves.toBe(0);
    expect(b.errors).toEqual([]);
  });

  it('fit their Request rules table in the page at 1280 px, each rule linking its source', async () => {
    const withRules = (catalog.models as (Model & { rules?: { source: string }[] })[]).filter((m) => (m.rules ?? []).length > 0);
    expect(withRules.length).toBeGreaterThan(0);
    for (const model of withRules) {
      await b.page.goto(site(modelPagePath(model.id)));
      const table = article(b.page).locator('h2:has-text("Request rules") ~ div[role="group"]').first();
      const fit = await table.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
      expect({ id: model.id, ...fit, fits: fit.scroll <= fit.client }).toEqual({ id: model.id, ...fit, fits: true });
      for (const rule of model.rules!) await expect(table.locator(`a[href="${rule.source}"]`).count()).resolves.toBeGreaterThan(0);
    }
  });

  it("are listed on their vendor's API reference page by a table from the catalogue, with the status their own page shows", async () => {
    const tables = fs
      .readdirSync(path.resolve(__dirname, '../content/docs'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .flatMap((file) => {
        const text = fs.readFileSync(path.resolve(__dirname, '../content/docs', file), 'utf8');
        return [...text.matchAll(/<ModelTable docs="([^"]+)" \/>/g)].map((match) => ({
          page: `/docs/${file.replace(/(\/index)?\.mdx$/, '')}`,
          docs: match[1],
        }));
      });
    expect(tables.length).toBeGreaterThanOrEqual(8);
    const statusOf = new Map<string, string>();
    for (const { page, docs } of tables) {
      await b.page.goto(site(page));
      const table = article(b.page)
        .locator('table')
        .filter({ has: b.page.locator('th', { hasText: 'Request rules' }) })
        .first();
      const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
      const expected = catalog.models.filter((m) => m.docs === docs).map((m) => m.id);
      expect({ page, ids: rows.map((row) => row[0]).sort() }).toEqual({ page, ids: [...expected].sort() });
      for (const [id, status] of rows) {
        if (!statusOf.has(id)) {
          await b.page.goto(site(modelPagePath(id)));
          statusOf.set(
            id,
            (await article(b.page)
              .locator('tr', { has: b.page.locator('td', { hasText: exactly('Status') }) })
              .locator('td')
              .nth(1)
              .textContent()) ?? '',
          );
        }
        // The table's cell is the page's status, then the replacement to use.
        expect({ page, id, status }).toEqual({
          page,
          id,
          status: expect.stringMatching(new RegExp(`^${statusOf.get(id)!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(; use \\S+)?$`)),
        });
      }
    }
  });

  it('are in the sitemap, llms.txt and the search index', () => {
    const sitemap = fs.readFileSync(path.join(PUBLIC, 'sitemap.xml'), 'utf8');
    const llms = fs.readFileSync(path.join(PUBLIC, 'llms.txt'), 'utf8');
    for (const m of catalog.models) {
      expect(sitemap).toContain(`${modelPagePath(m.id)}</loc>`);
      expect(llms).toContain(`${modelPagePath(m.id)}.md)`);
    }
    const twin = fs.readFileSync(path.join(PUBLIC, `${modelPagePath(active.id)}.md`), 'utf8');
    expect(twin).toMatch(new RegExp(`^# ${active.id.replace(/[.*]/g, '\\$&')}\\n`));
    expect(twin).toContain('## Pricing');
    // Pagefind indexes every page under /docs: its fragments name each page it found.
    const html = fs.readFileSync(path.join(PUBLIC, modelPagePath(active.id), 'index.html'), 'utf8');
    expect(html).toContain('data-pagefind-body');
  });

  it.each(['light', 'dark'])('have no axe violations in %s mode (active, deprecated and retired)', async (mode) => {
    // axe is injected as an inline script, which the site's CSP would block (the CSP is tested on its own).
    const context = await b.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
    if (mode === 'dark') await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    try {
      const page = await context.newPage();
      const violations: string[] = [];
      for (const model of [active, deprecated, retired]) {
        await page.goto(site(modelPagePath(model.id)), { waitUntil: 'load' });
        await page.waitForFunction((m) => document.documentElement.getAttribute('data-theme') === m, mode);
        await page.addScriptTag({ content: AXE_SOURCE });
        const found = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: { run: (ctx: object, opts: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }> };
            }
          ).axe;
          const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
          return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${JSON.stringify(n.target)}`));
        });
        violations.push(...found.map((v) => `${model.id}: ${v}`));
      }
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the Change Log feed', () => {
  const b = useBrowser();

  it('is valid Atom with one entry per dated section or day of catalogue changes, with absolute links, announced by the page and llms.txt', async () => {
    const xml = fs.readFileSync(path.join(PUBLIC, 'docs/community/change-log.atom'), 'utf8');
    const mdx = fs.readFileSync(path.resolve(__dirname, '../content/docs/community/change-log.mdx'), 'utf8');
    const sections = [...mdx.matchAll(/^## (\d{4}-\d{2}-\d{2})$/gm)].map((m) => m[1]);
    // The catalogue's dated changes, as the page's Markdown twin lists them: a day without a section
    // of its own gets an entry that links to the list.
    const twin = fs.readFileSync(path.join(PUBLIC, 'docs/community/change-log.md'), 'utf8');
    const catalogue = twin.split(/^## /m).find((part) => part.startsWith('Model lifecycle and price changes')) ?? '';
    const changeDays = [...catalogue.matchAll(/^- \*\*(\d{4}-\d{2}-\d{2})\*\*: /gm)].map((m) => m[1]);
    expect(changeDays.length).toBeGreaterThan(0);
    const dates = [...new Set([...sections, ...changeDays])].sort().reverse();
    await b.page.goto(site('/docs/community/change-log'));
    const href = await b.page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
    expect(href).toMatch(/^https?:\/\/[^/]+.*\/docs\/community\/change-log\.atom$/);
    // The browser's own XML parser: a well-formed document in the Atom namespace.
    const summary = await b.page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const NS = 'http://www.w3.org/2005/Atom';
      const feed = doc.documentElement;
      const entries = Array.from(doc.getElementsByTagNameNS(NS, 'entry'));
      const child = (el: Element, name: string) => Array.from(el.children).find((c) => c.namespaceURI === NS && c.localName === name);
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: `${feed.namespaceURI} ${feed.localName}`,
        feed: ['id', 'title', 'updated', 'author'].map((name) => Boolean(child(feed, name))),
        self: child(feed, 'link')?.getAttribute('rel'),
        entries: entries.map((entry) => ({
          id: child(entry, 'id')?.textContent ?? '',
          title: child(entry, 'title')?.textContent ?? '',
          updated: child(entry, 'updated')?.textContent ?? '',
          link: child(entry, 'link')?.getAttribute('href') ?? '',
          content: child(entry, 'content')?.textContent ?? '',
        })),
      };
    }, xml);
    expect(summary.error).toBe(false);
    expect(summary.root).toBe('http://www.w3.org/2005/Atom feed');
    expect(summary.feed).toEqual([true, true, true, true]);
    expect(summary.self).toBe('self');
    expect(summary.entries.map((e) => e.updated.slice(0, 10))).toEqual(dates);
    for (const entry of summary.entries) {
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      const day = entry.updated.slice(0, 10);
      const anchor = sections.includes(day) ? day : 'model-lifecycle-and-price-changes';
      expect(entry.link).toMatch(new RegExp(`^https?://.+/docs/community/change-log#${anchor}$`));
      expect(entry.id).toMatch(new RegExp(`^https?://.+/docs/community/change-log#${day}$`));
      expect(entry.title).toMatch(/^\d{4}-\d{2}-\d{2}: \S/);
      expect(entry.content).not.toMatch(/\]\(\//);
    }
    expect(fs.readFileSync(path.join(PUBLIC, 'llms.txt'), 'utf8')).toContain('/docs/community/change-log.atom)');
    // The feed link reaches the feed, served as Atom.
    const response = await fetch(site('/docs/community/change-log.atom'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
  });
});
