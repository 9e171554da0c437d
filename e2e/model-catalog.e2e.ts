import fs from 'fs';
import path from 'path';
import { site, useBrowser } from './browser';

const catalog = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../content/models.json'), 'utf8')) as {
  models: Array<{ id: string; vendor: string }>;
};
const PAGE = '/docs/get-started/pricing-and-model-overview';

describe('model catalogue on the pricing page', () => {
  const b = useBrowser();

  it('server-renders a table with every model of content/models.json', async () => {
    const context = await b.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(site(PAGE));
      const ids = await page.locator('main table tbody th[scope="row"]').allTextContents();
      expect(ids).toEqual(catalog.models.map((m) => m.id));
      await expect(page.locator('main table caption').textContent()).resolves.toMatch(/list prices in US dollars/);
    } finally {
      await context.close();
    }
  });

  it('filters by vendor and sorts by a column', async () => {
    await b.page.goto(site(PAGE));
    const vendor = b.page.getByRole('combobox', { name: 'Vendor' });
    await vendor.selectOption('Anthropic');
    const rows = b.page.locator('main table tbody th[scope="row"]');
    const expected = catalog.models.filter((m) => m.vendor === 'Anthropic').map((m) => m.id);
    // The filter applies on React's next render: wait for its result before reading the rows.
    const count = `Showing ${expected.length} of ${catalog.models.length} models`;
    await b.page.getByRole('status').filter({ hasText: count }).waitFor();
    await expect(rows.allTextContents()).resolves.toEqual(expected);

    await b.page.locator('table').getByRole('button', { name: /^Model/ }).click();
    await expect(b.page.locator('th[aria-sort="ascending"]').textContent()).resolves.toMatch(/^Model/);
    await expect(rows.allTextContents()).resolves.toEqual([...expected].sort());
    expect(b.errors).toEqual([]);
  });
});
