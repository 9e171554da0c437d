/**
 * The Error codes page renders its tables from content/errors.json: every entry, server-rendered
 * (readable without JavaScript), captioned, with column and row headers: the body shapes, the
 * gateway's, Dify's and Kling's codes, then, in their own section, the task errors; axe finds
 * nothing on the tables in light or dark mode. Its Markdown twin carries the same codes.
 */
import fs from 'fs';
import path from 'path';
import { builtWith, site, useBrowser } from './browser';

const catalog = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../content/errors.json'), 'utf8')) as {
  errors: Array<{ code: string; scheme: string; status: number | null; taskError?: boolean }>;
  bodies: Array<{ format: string }>;
};
const PAGE = '/docs/get-started/error-codes';
const AXE_SOURCE = fs.readFileSync(path.resolve(__dirname, '../node_modules/axe-core/axe.min.js'), 'utf8');

const bySchemeSorted = (scheme: string) =>
  catalog.errors
    .filter((e) => e.scheme === scheme)
    .sort((a, b) => (a.status ?? 0) - (b.status ?? 0))
    .map((e) => `${e.status} ${e.code}`);
/** The task table's codes: the task errors in file order, then the gateway codes a task can also end with. */
const taskCodes = [...catalog.errors.filter((e) => e.scheme === 'task'), ...catalog.errors.filter((e) => e.scheme === 'gateway' && e.taskError)].map(
  (e) => e.code,
);
/** The body shapes, three code tables and the task errors' table. */
const TABLES = 5;

describe('error catalogue on the Error codes page', () => {
  const b = useBrowser();

  it('server-renders the body shapes and every code of content/errors.json, with its status', async () => {
    const context = await b.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(site(PAGE));
      const tables = page.locator('main [role="region"] > table');
      await expect(tables.count()).resolves.toBe(TABLES);
      await expect(tables.nth(0).locator('tbody th[scope="row"]').allTextContents()).resolves.toEqual(catalog.bodies.map((body) => body.format));
      const rows = (index: number) =>
        tables
          .nth(index)
          .locator('tbody tr')
          .evaluateAll((trs) => trs.map((tr) => `${tr.querySelector('td')?.textContent} ${tr.querySelector('th[scope="row"]')?.textContent}`));
      await expect(rows(1)).resolves.toEqual(bySchemeSorted('gateway'));
      await expect(rows(2)).resolves.toEqual(bySchemeSorted('dify'));
      await expect(rows(3)).resolves.toEqual(bySchemeSorted('kling'));
      // The task errors have no status: their own table, in the "Task errors" section.
      await expect(tables.nth(4).locator('tbody th[scope="row"]').allTextContents()).resolves.toEqual(taskCodes);
      await expect(tables.nth(4).locator('caption').textContent()).resolves.toMatch(/^Task errors/);
      await expect(
        tables.nth(4).evaluate((table) => {
          const heading = document.getElementById('task-errors');
          return heading !== null && (heading.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
        }),
      ).resolves.toBe(true);
      for (let i = 0; i < TABLES; i += 1) {
        await expect(tables.nth(i).locator('caption').textContent()).resolves.toMatch(/\S/);
        await expect(tables.nth(i).locator('thead th[scope="col"]').count()).resolves.toBeGreaterThanOrEqual(4);
      }
    } finally {
      await context.close();
    }
  });

  it.each(['light', 'dark'])('the tables have no axe violations in %s mode', async (mode) => {
    // axe is injected as an inline script, which the site's CSP would block (the CSP is tested on its own).
    const context = await b.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
    if (mode === 'dark') await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    try {
      const page = await context.newPage();
      await page.goto(site(PAGE), { waitUntil: 'load' });
      await page.waitForFunction((m) => document.documentElement.getAttribute('data-theme') === m, mode);
      await page.addScriptTag({ content: AXE_SOURCE });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: (ctx: object, opts: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }> };
          }
        ).axe;
        const regions = Array.from(document.querySelectorAll('main [role="region"]')).filter((r) => r.querySelector('table'));
        const result = await axe.run({ include: regions }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
        if (regions.length !== 5) return [`expected 5 table regions, found ${regions.length}`];
        return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${JSON.stringify(n.target)}`));
      });
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('writes the same codes into the Markdown twin', () => {
    const markdown = fs.readFileSync(path.resolve(__dirname, `../public${PAGE}.md`), 'utf8');
    for (const entry of catalog.errors) {
      // Task errors have no status column.
      expect(markdown).toMatch(new RegExp(entry.status === null ? `\\| \\[\`${entry.code}\`\\]` : `\\| ${entry.status} \\| \\[?\`${entry.code}\``));
    }
    expect(markdown).toMatch(/## Task errors[\s\S]*\| Code \| Cause \| Fix \| Retry\? \|/);
  });

  it("renders an endpoint page's gateway errors from the catalogue (Dify pages share one source)", async () => {
    const page = '/docs/api-reference/dify/chat';
    await b.page.goto(site(page));
    const table = b.page.locator('main table', { has: b.page.locator('caption', { hasText: /^Errors the gateway raises itself/ }) });
    await expect(table.locator('tbody th[scope="row"]').allTextContents()).resolves.toEqual([
      'missing_dify_app_id',
      'missing_api_key',
      'invalid_api_key',
      'dify_app_not_found',
    ]);
    const markdown = fs.readFileSync(path.resolve(__dirname, `../public${page}.md`), 'utf8');
    expect(markdown).toContain('| 401 | `missing_api_key` |');
    expect(markdown).not.toContain('\uE000');
    expect(b.errors).toEqual([]);
  });

  it("loads the tables' code only where they are shown, and hydrates them when it arrives after the page (no React #421)", async () => {
    const publicDir = path.resolve(__dirname, '../public');
    const chunks = fs
      .readdirSync(publicDir)
      .filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(publicDir, name), 'utf8').includes('"data-error-catalog":'));
    expect(chunks.length).toBeGreaterThan(0);
    const app = fs.readdirSync(publicDir).filter((name) => /^app-[0-9a-f]+\.js$/.test(name));
    if (!builtWith('lazy-catalogues')) {
      // Stock Gatsby (the adjustment off): the tables are part of the code every page loads.
      expect(app.some((name) => fs.readFileSync(path.join(publicDir, name), 'utf8').includes('"data-error-catalog":'))).toBe(true);
      return;
    }
    // Not in the code every page loads.
    for (const name of app) expect(fs.readFileSync(path.join(publicDir, name), 'utf8')).not.toContain('"data-error-catalog":');
    for (const chunk of chunks) {
      await b.page.route(`**/${chunk}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
    }
    await b.page.goto(site(PAGE));
    await b.page.locator('[data-search-hint]').filter({ hasText: /\S/ }).waitFor();
    expect(b.errors).toEqual([]);
    await expect(b.page.locator('main [data-error-catalog] table').count()).resolves.toBe(5);
  });
});
