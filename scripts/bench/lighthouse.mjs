#!/usr/bin/env node
/**
 * Runs Lighthouse (mobile settings, its defaults) with Debian's Chromium on one or more URLs and
 * prints one JSON object: { results: [{ url, scores, metrics, failing }] }.
 *
 *   node scripts/bench/lighthouse.mjs [--categories=accessibility,best-practices,seo] URL...
 *
 * Lighthouse is an ES module, so the Jest gate (e2e/quality/lighthouse.e2e.ts) and the benchmark
 * spawn this script instead of importing it.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const args = process.argv.slice(2);
const categoriesArg = args.find((a) => a.startsWith('--categories='));
const categories = categoriesArg ? categoriesArg.slice('--categories='.length).split(',') : ['performance', 'accessibility', 'best-practices', 'seo'];
const urls = args.filter((a) => !a.startsWith('--'));
if (urls.length === 0) {
  console.error('usage: node scripts/bench/lighthouse.mjs [--categories=a,b] URL...');
  process.exit(2);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: FLAGS,
  logLevel: 'silent',
});
const results = [];
try {
  for (const url of urls) {
    const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    const lhr = run.lhr;
    const scores = Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, c.score === null ? null : Math.round(c.score * 100)]));
    const failing = [];
    for (const [id, category] of Object.entries(lhr.categories)) {
      if (id === 'performance') continue;
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          const items = (audit.details?.items ?? [])
            .slice(0, 5)
            .map(
              (item) => [item.node?.snippet, item.url || item.source?.url, item.description].filter(Boolean).join(' ') || JSON.stringify(item).slice(0, 160),
            );
          failing.push({ category: id, id: ref.id, title: audit.title, items });
        }
      }
    }
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    results.push({
      url,
      runtimeError: lhr.runtimeError?.message ?? null,
      scores,
      metrics: {
        lcpMs: metric('largest-contentful-paint'),
        fcpMs: metric('first-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      },
      failing,
    });
  }
} finally {
  await chrome.kill();
}
process.stdout.write(`${JSON.stringify({ results })}\n`);
