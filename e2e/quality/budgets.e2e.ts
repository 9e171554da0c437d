/**
 * Byte budgets on what Chromium fetches for a first visit to a doc page, sized from the build's
 * files (gzip, as the e2e server sends them) so the figures are deterministic, and on what a later
 * client-side navigation (a sidebar link) fetches.
 */
import fs from 'fs';
import path from 'path';
import { baseUrl, builtWith } from '../browser';
import { ADJUSTMENTS } from '../../src/build/adjustments';
import { PATH_PREFIX, PUBLIC_DIR, SAMPLE_DOC, runJsonScript } from './built-site';

const KB = 1024;
/**
 * `navigation` was 15 KB while the error tables' code came with every page's first load. Since
 * 2026-11-26 it loads with the pages that show the tables (1.2 KB gzip off every first load), so
 * a navigation to Error codes, the sidebar's first link and its heaviest page of data, fetches it:
 * 16 KB holds that page's data (14.5 KB with the contract of #34) and the tables' code.
 */
export const BUDGETS = { js: 90 * KB, css: 15 * KB, total: 130 * KB, navigation: 16 * KB };

interface Transfer {
  html: number;
  js: number;
  css: number;
  /** CSS inlined in the HTML's <style> elements (counted inside `html` too). */
  inlineCss: number;
  data: number;
  other: number;
  total: number;
  files: Array<{ path: string; kind: string; gzip: number }>;
}
interface Measurement {
  path: string;
  firstLoad: Transfer;
  navigation: (Transfer & { to: string; fullReload: boolean }) | null;
}

async function measure(pathname: string): Promise<Measurement> {
  // The e2e server serves public/ at the root; links in the build carry the path prefix.
  const args = [`--base=${baseUrl()}`, `--root=${PUBLIC_DIR}`, `--prefix=${PATH_PREFIX}`, pathname];
  return (await runJsonScript<{ pages: Measurement[] }>('first-load.mjs', args)).pages[0];
}

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const listing = (t: Transfer) => t.files.map((f) => `${f.kind.padEnd(5)} ${kb(f.gzip).padStart(9)}  ${f.path}`).join('\n');

describe(`byte budgets for a first visit to ${SAMPLE_DOC}`, () => {
  let m: Measurement;
  beforeAll(async () => {
    m = await measure(SAMPLE_DOC);
    // Where the bytes go, biggest first, for whoever has to make room.
    console.log(
      `First load of ${SAMPLE_DOC} (gzip): HTML ${kb(m.firstLoad.html)}, JS ${kb(m.firstLoad.js)}, CSS ${kb(m.firstLoad.css)} in files + ${kb(m.firstLoad.inlineCss)} inlined in the HTML, data ${kb(m.firstLoad.data)}, total ${kb(m.firstLoad.total)}\n${listing(m.firstLoad)}` +
        (m.navigation ? `\n\nNavigation to ${m.navigation.to}: ${kb(m.navigation.total)}\n${listing(m.navigation)}` : ''),
    );
  }, 120_000);

  it('loads the page with HTML, JavaScript, CSS and page data', () => {
    expect(m.firstLoad.html).toBeGreaterThan(0);
    expect(m.firstLoad.js).toBeGreaterThan(0);
    expect(m.firstLoad.files.some((f) => f.path.includes('page-data'))).toBe(true);
  });

  it(`transfers at most ${kb(BUDGETS.js)} of JavaScript`, () => {
    expect(m.firstLoad.js).toBeLessThanOrEqual(BUDGETS.js);
  });

  it(`transfers at most ${kb(BUDGETS.css)} of CSS (stylesheets plus CSS inlined in the HTML)`, () => {
    expect(m.firstLoad.css + m.firstLoad.inlineCss).toBeGreaterThan(0);
    expect(m.firstLoad.css + m.firstLoad.inlineCss).toBeLessThanOrEqual(BUDGETS.css);
  });

  it(`transfers at most ${kb(BUDGETS.total)} in total (HTML + JS + CSS + data)`, () => {
    expect(m.firstLoad.total).toBeLessThanOrEqual(BUDGETS.total);
  });

  it(`a client-side navigation from the sidebar fetches at most ${kb(BUDGETS.navigation)}`, () => {
    expect(m.navigation).not.toBeNull();
    expect(m.navigation!.fullReload).toBe(false);
    expect(m.navigation!.total).toBeLessThanOrEqual(BUDGETS.navigation);
  });
});

describe('byte budget for a first visit to a model page (src/templates/model-page.tsx)', () => {
  const MODEL_PAGE = '/docs/models/gpt-6-luna';
  it(`transfers at most ${kb(BUDGETS.js)} of JavaScript, like a doc page`, async () => {
    const m = await measure(MODEL_PAGE);
    console.log(`First load of ${MODEL_PAGE} (gzip): JS ${kb(m.firstLoad.js)}, total ${kb(m.firstLoad.total)}`);
    expect(m.firstLoad.files.some((f) => f.path.includes('page-data'))).toBe(true);
    expect(m.firstLoad.js).toBeLessThanOrEqual(BUDGETS.js);
  }, 120_000);
});

describe('development-only code (src/components/DevContentErrors)', () => {
  it('is in no JavaScript file of the production build', () => {
    const files = fs.readdirSync(PUBLIC_DIR).filter((name) => name.endsWith('.js'));
    expect(files.length).toBeGreaterThan(5);
    // Strings of the content-error panel that no other code has.
    const found = files.filter((name) => {
      const code = fs.readFileSync(path.join(PUBLIC_DIR, name), 'utf8');
      return code.includes('has not compiled since the dev server started') || code.includes('data-dev-content-errors');
    });
    expect(found).toEqual([]);
  });
});

describe('the build the budgets hold for', () => {
  it('had every adjustment of Gatsby on (SITE_GATSBY_ADJUSTMENTS unset), as npm run build does', () => {
    expect(ADJUSTMENTS.filter((adjustment) => !builtWith(adjustment.id)).map((adjustment) => adjustment.id)).toEqual([]);
  });
});
