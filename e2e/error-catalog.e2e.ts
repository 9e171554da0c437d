/**
 * The Error codes page renders its tables from content/errors.json: every entry, server-rendered
 * (readable without JavaScript), captioned, with column and row headers; axe finds nothing on the
 * tables in light or dark mode. Its Markdown twin carries the same codes.
 */
import fs from 'fs';
import path from 'path';
import { site, useBrowser } from './browser';

const catalog = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../content/errors.json'), 'utf8')) as {
  errors: Array<{ code: string; scheme: string; status: number }>;
  bodies: Array<{ format: string }>;
};
const PAGE = '/docs/get-started/error-codes';
const AXE_SOURCE = fs.readFileSync(path.resolve(__dirname, '../node_modules/axe-core/axe.min.js'), 'utf8');

const bySchemeSorted = (scheme: string) =>
  catalog.errors
    .filter((e) => e.scheme === scheme)
    .sort((a, b) => a.status - b.status)
    .map((e) => `${e.status} ${e.code}`);

describe('error catalogue on the Error codes page', () => {
  const b = useBrowser();

  it('server-renders the body shapes and every code of content/errors.json, with its status', async () => {
    const context = await b.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(site(PAGE));
      const tables = page.locator('main [role="region"] > table');
      await expect(tables.count()).resolves.toBe(4);
      await expect(tables.nth(0).locator('tbody th[scope="row"]').allTextContents()).resolves.toEqual(catalog.bodies.map((body) => body.format));
      const rows = (index: number) =>
        tables
          .nth(index)
          .locator('tbody tr')
          .evaluateAll((trs) => trs.map((tr) => `${tr.querySelector('td')?.textContent} ${tr.querySelector('th[scope="row"]')?.textContent}`));
      await expect(rows(1)).resolves.toEqual(bySchemeSorted('gateway'));
      await expect(rows(2)).resolves.toEqual(bySchemeSorted('dify'));
      await expect(rows(3)).resolves.toEqual(bySchemeSorted('kling'));
      for (let i = 0; i < 4; i += 1) {
        await expect(tables.nth(i).locator('caption').textContent()).resolves.toMatch(/\S/);
        await expect(tables.nth(i).locator('thead th[scope="col"]').count()).resolves.toBeGreaterThanOrEqual(4);
      }
    } finally {
      await context.close();
    }
  });

  it.each(['light', 'dark'])('the tables have no axe violations in %s mode', async (mode) => {
    const context = await b.browser.newContext({ viewport: { width: 1280, height: 800 } });
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
        if (regions.length !== 4) return [`expected 4 table regions, found ${regions.length}`];
        return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${JSON.stringify(n.target)}`));
      });
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('writes the same codes into the Markdown twin', () => {
    const markdown = fs.readFileSync(path.resolve(__dirname, `../public${PAGE}.md`), 'utf8');
    for (const entry of catalog.errors) expect(markdown).toMatch(new RegExp(`\\| ${entry.status} \\| \\[?\`${entry.code}\``));
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
});
