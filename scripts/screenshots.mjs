#!/usr/bin/env node
/**
 * Screenshots of the built site for a visual check, in light and dark, desktop and phone:
 *   node scripts/screenshots.mjs /docs /docs/api-reference/openai/chat  → /tmp/shots/*.png
 * Options via env: OUT (folder), WIDTHS (e.g. "1280,420"), FULL=1 for full-page shots.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';

const out = process.env.OUT ?? '/tmp/shots';
const widths = (process.env.WIDTHS ?? '1280,420').split(',').map(Number);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/docs'];
fs.mkdirSync(out, { recursive: true });
const server = await startServer({ root: path.resolve('public') });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const width of widths) {
    for (const mode of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height: width > 996 ? 800 : 860 } });
      await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
      const page = await context.newPage();
      for (const p of paths) {
        await page.goto(`${server.url}${p}`, { waitUntil: 'networkidle' });
        const name = `${p.replace(/\W+/g, '_') || 'home'}-${width}-${mode}.png`;
        await page.screenshot({ path: path.join(out, name), fullPage: process.env.FULL === '1' });
        console.log(path.join(out, name));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
