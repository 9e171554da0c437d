/**
 * The production server configuration (deploy/nginx.conf) with the real nginx: status codes,
 * clean URLs, cache headers, compression, MIME types, security headers, and the built site
 * running in Chromium under its Content-Security-Policy without a single violation.
 */
import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { startNginx, type NginxServer } from './nginx';

const PUBLIC = path.resolve(__dirname, '../public');
const TARGET = '/docs/get-started/error-codes';
const MD_FILE = path.join(PUBLIC, '__nginx-e2e.md');

let nginx: NginxServer;
const at = (pathname: string) => `${nginx.url}${pathname}`;
const get = (pathname: string, init: RequestInit = {}) => fetch(at(pathname), { redirect: 'manual', ...init });

beforeAll(async () => {
  fs.writeFileSync(MD_FILE, `# Markdown served by nginx\n\n${'Some text. '.repeat(60)}\n`);
  nginx = await startNginx();
});

afterAll(async () => {
  await nginx?.stop();
  fs.rmSync(MD_FILE, { force: true });
});

/** A content-hashed file name from the build, e.g. /app-0123….js. */
function hashedFile(pattern: RegExp): string {
  const name = fs.readdirSync(PUBLIC).find((file) => pattern.test(file));
  if (!name) throw new Error(`no file matching ${pattern} in public/`);
  return `/${name}`;
}

describe('nginx: status codes and clean URLs', () => {
  it.each(['/', '/docs', TARGET, '/markdown-page'])('%s answers 200', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it.each([
    [`${TARGET}.html`, TARGET],
    [`${TARGET}/index.html`, TARGET],
    [`${TARGET}/`, TARGET],
    ['/index.html', '/'],
    ['/docs/index.html', '/docs'],
    [`${TARGET}.html?from=mail`, `${TARGET}?from=mail`],
  ])('%s is redirected (301) to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it.each(['/docs/no-such-page', '/no/such/page.html', '/404', '/404.html', '/404/'])('%s answers 404 with the not-found page', async (pathname) => {
    let response = await get(pathname);
    if (response.status === 301) response = await get(response.headers.get('location')!);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });
});

describe('nginx: caching, compression and types', () => {
  it('caches content-hashed files for a year and marks them immutable', async () => {
    for (const file of [
      hashedFile(/^app-[0-9a-f]{20}\.js$/),
      hashedFile(/^framework-[0-9a-f]{20}\.js$/),
      hashedFile(/^component---[\w-]+-[0-9a-f]{20}\.js$/),
    ]) {
      const response = await get(file);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes browsers revalidate HTML and page-data', async () => {
    for (const pathname of ['/', TARGET, `/page-data${TARGET}/page-data.json`, '/page-data/app-data.json']) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toBeTruthy();
    }
  });

  it('compresses HTML, JavaScript and JSON with gzip', async () => {
    for (const pathname of [TARGET, hashedFile(/^app-[0-9a-f]{20}\.js$/), `/page-data${TARGET}/page-data.json`]) {
      const response = await get(pathname, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    }
  });

  it('serves .md files as text/markdown', async () => {
    const response = await get('/__nginx-e2e.md', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('nginx: security headers', () => {
  it.each([
    ['a page', TARGET],
    ['a redirect', `${TARGET}.html`],
    ['a 404', '/docs/no-such-page'],
  ])('are sent on %s', async (_what, pathname) => {
    const response = await get(pathname);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'[^;]* 'sha256-/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('nginx: the site in the browser', () => {
  const b = useBrowser();

  /** Collects CSP violations (events and console reports) from the start of every document. */
  async function watchCsp(page: Page): Promise<string[]> {
    const violations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    return violations;
  }

  it('runs a doc page and client navigation with no CSP violation', async () => {
    const violations = await watchCsp(b.page);
    // Prefetching (<link rel=prefetch>, queued ~3 s after load): wait until another page's data has come.
    const prefetched = b.page.waitForEvent('requestfinished', {
      predicate: (request) => /\/page-data\/.+\/page-data\.json$/.test(new URL(request.url()).pathname) && !request.url().includes(`${TARGET}/`),
      timeout: 30_000,
    });
    const response = await b.page.goto(at(TARGET));
    expect(response?.status()).toBe(200);
    await b.page.waitForFunction(() => (window as unknown as { __LP_APP_STARTED__?: boolean }).__LP_APP_STARTED__ === true);
    await expect(b.page.locator('main h1').first().textContent()).resolves.toBe('Error codes');
    await prefetched;
    // Then a client navigation.
    await b.page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/docs'));
    await b.page.waitForURL(at('/docs'));
    await b.page.locator('main h1', { hasText: 'Quick Start' }).waitFor();
    await b.page.goto(at('/'));
    await b.page.waitForFunction(() => (window as unknown as { __LP_APP_STARTED__?: boolean }).__LP_APP_STARTED__ === true);
    expect(violations).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it.each([
    [`${TARGET}.html`, TARGET, 'Error codes'],
    [`${TARGET}/index.html`, TARGET, 'Error codes'],
    ['/index.html', '/', 'LLM Provider'],
  ])('%s ends on the clean URL', async (from, to, title) => {
    await b.page.goto(at(from));
    expect(new URL(b.page.url()).pathname).toBe(to);
    await expect(b.page.locator('h1').first().textContent()).resolves.toBe(title);
  });

  it("searches (Pagefind's WebAssembly and worker) under the CSP and opens the result", async () => {
    const violations = await watchCsp(b.page);
    await b.page.goto(at('/docs'));
    await b.page.waitForFunction(() => (window as unknown as { __LP_APP_STARTED__?: boolean }).__LP_APP_STARTED__ === true);
    await b.page.getByRole('button', { name: 'Search', exact: true }).first().click();
    const dialog = b.page.getByRole('dialog', { name: 'Search the documentation' });
    await dialog.getByRole('combobox').fill('embedding');
    await dialog.getByRole('option').first().waitFor({ timeout: 10_000 });
    const first = await dialog.getByRole('option').first().getAttribute('data-url');
    expect(first).toMatch(/^\/docs\//);
    await b.page.keyboard.press('Enter');
    await b.page.waitForURL((url) => `${url.pathname}${url.hash}` === first);
    expect(violations).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it('shows the not-found page with status 404', async () => {
    const response = await b.page.goto(at('/docs/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(b.page.locator('h1').first().textContent()).resolves.toBe('Page Not Found');
  });

  it('lets the base-URL banner script run under the CSP when the scripts fail', async () => {
    const violations = await watchCsp(b.page);
    await b.page.route('**/*.js', (route) => route.abort());
    await b.page.goto(at('/'), { waitUntil: 'load' });
    await b.page.locator('#lp-base-url-banner-container').waitFor({ state: 'visible', timeout: 5000 });
    expect(violations).toEqual([]);
  });
});
