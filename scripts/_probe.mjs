import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '/work/main/scripts/serve.mjs';
const server = await startServer({ root: path.resolve('/work/main/public') });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${server.url}/docs/models/${process.argv[2]}`, { waitUntil: 'networkidle' });
const info = await page.locator('h2:has-text("Request rules") ~ div[role="group"]').first().evaluate((b) => {
  const t = b.querySelector('table');
  const before = [...t.rows[0].cells].map((c) => Math.round(c.getBoundingClientRect().width));
  t.style.width = '1px';
  const min = t.getBoundingClientRect().width;
  const cols = [...t.rows[0].cells].map((c) => Math.round(c.getBoundingClientRect().width));
  const codes = [...t.querySelectorAll('code')].map((c) => [c.textContent, Math.round(c.getBoundingClientRect().width)]);
  return { before, min, cols, codes };
});
console.log(JSON.stringify(info));
await browser.close(); await server.close();
