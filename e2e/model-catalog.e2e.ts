import fs from 'fs';
import path from 'path';
import { site, useBrowser } from './browser';
import { formatCatalogDate } from '../src/content-model/catalog-date';

const catalog = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../content/models.json'), 'utf8')) as {
  checkedOn: string;
  models: Array<{ id: string; vendor: string; status: string }>;
};
const activeIds = catalog.models.filter((m) => m.status === 'active').map((m) => m.id);
/** Rows of the model table (the first table; the Deprecations table comes after it). */
const ROWS = 'main [data-model-catalog] table >> nth=0 >> tbody th[scope="row"]';
const PAGE = '/docs/get-started/pricing-and-model-overview';

describe('model catalogue on the pricing page', () => {
  const b = useBrowser();

  it('server-renders the active models, and every other model in the Deprecations table', async () => {
    const context = await b.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(site(PAGE));
      // Rendered text: each row header ends with a space that keeps it apart in the search index.
      const ids = await page.locator(ROWS).allInnerTexts();
      expect(ids).toEqual(activeIds);
      const others = await page.locator('main [data-model-catalog] table >> nth=1 >> tbody th[scope="row"]').allInnerTexts();
      expect([...others].sort()).toEqual(
        catalog.models
          .filter((m) => m.status !== 'active')
          .map((m) => m.id)
          .sort(),
      );
      await expect(page.locator('main table caption').first().textContent()).resolves.toMatch(/list prices in US dollars/);
    } finally {
      await context.close();
    }
  });

  it('says in the text as of which date the prices were checked, from content/models.json', async () => {
    const context = await b.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(site(PAGE));
      const written = formatCatalogDate(catalog.checkedOn);
      expect(written).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      const date = page.locator(`main article time[datetime="${catalog.checkedOn}"]`);
      await expect(date.count()).resolves.toBe(1);
      await expect(date.textContent()).resolves.toBe(written);
      await expect(page.locator('main article').textContent()).resolves.toContain(`deprecation pages on ${written}`);
      await expect(page.locator('main table caption').first().textContent()).resolves.toContain(catalog.checkedOn);
    } finally {
      await context.close();
    }
    // The page's Markdown twin says the same.
    const twin = await (await fetch(site(`${PAGE}.md`))).text();
    expect(twin).toContain(`deprecation pages on **${formatCatalogDate(catalog.checkedOn)}**`);
  });

  it('filters by vendor and sorts by a column', async () => {
    await b.page.goto(site(PAGE));
    const vendor = b.page.getByRole('combobox', { name: 'Vendor' });
    await vendor.selectOption('Anthropic');
    const rows = b.page.locator(ROWS);
    const expected = catalog.models.filter((m) => m.vendor === 'Anthropic' && m.status === 'active').map((m) => m.id);
    // The filter applies on React's next render: wait for its result before reading the rows.
    const count = `Showing ${expected.length} of ${catalog.models.length} models`;
    await b.page.getByRole('status').filter({ hasText: count }).waitFor();
    await expect(rows.allInnerTexts()).resolves.toEqual(expected);

    await b.page
      .locator('table')
      .getByRole('button', { name: /^Model/ })
      .click();
    await expect(b.page.locator('th[aria-sort="ascending"]').textContent()).resolves.toMatch(/^Model/);
    await expect(rows.allInnerTexts()).resolves.toEqual([...expected].sort());
    expect(b.errors).toEqual([]);
  });

  it('hydrates the server-rendered table when its code arrives after the page (no React #421)', async () => {
    // The table's own chunk: the file that renders the data-model-catalog attribute (an
    // incremental build may leave an older copy in public/ too: each is held back).
    const publicDir = path.resolve(__dirname, '../public');
    const chunks = fs
      .readdirSync(publicDir)
      .filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(publicDir, name), 'utf8').includes('"data-model-catalog":'));
    expect(chunks.length).toBeGreaterThan(0);
    // Held back well past hydration: without the preload, the first state update after
    // hydration reached the table's boundary while it still waited for this code.
    for (const chunk of chunks) {
      await b.page.route(`**/${chunk}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
    }
    await b.page.goto(site(PAGE));
    await b.page.getByRole('combobox', { name: 'Vendor' }).waitFor();
    await b.page.locator('[data-search-hint]').filter({ hasText: /\S/ }).waitFor();
    expect(b.errors).toEqual([]);
    await expect(b.page.locator(ROWS).count()).resolves.toBe(activeIds.length);
  });

  it('gives every figure of the table in its Markdown twin exactly as the page shows it', async () => {
    const context = await b.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(site(PAGE));
      // Model, vendor, type, status, context, input, output: as the server-rendered page shows them.
      const shown = await page
        .locator('main [data-model-catalog] table')
        .first()
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim())),
        );
      const twin = fs.readFileSync(path.resolve(__dirname, `../public${PAGE}.md`), 'utf8');
      expect(shown.length).toBe(activeIds.length);
      for (const [id, vendor, type, status, contextWindow, input, output] of shown) {
        const line = twin.split('\n').find((l) => l.startsWith(`| [\`${id}\`]`));
        expect(line).toBeDefined();
        const cells = line!
          .split(/(?<!\\)\|/)
          .slice(1, -1)
          .map((c) => c.trim());
        expect([cells[1], cells[2], cells[3].toLowerCase(), cells[4], cells[5], cells[6]]).toEqual([
          vendor,
          type,
          status.toLowerCase(),
          contextWindow,
          input,
          output,
        ]);
      }
    } finally {
      await context.close();
    }
  });

  it('shows retired models on request, with their status', async () => {
    await b.page.goto(site(PAGE));
    const status = b.page.getByRole('combobox', { name: 'Status' });
    await expect(status.inputValue()).resolves.toBe('active');
    await status.selectOption('retired');
    const retired = catalog.models.filter((m) => m.status === 'retired').map((m) => m.id);
    await b.page
      .getByRole('status')
      .filter({ hasText: `Showing ${retired.length} of ${catalog.models.length} models` })
      .waitFor();
    await expect(b.page.locator(ROWS).allInnerTexts()).resolves.toEqual(retired);
    await expect(
      b.page
        .locator('main table')
        .first()
        .locator('tbody td')
        .filter({ hasText: /^Retired$/ })
        .count(),
    ).resolves.toBe(retired.length);
    expect(b.errors).toEqual([]);
  });
});
