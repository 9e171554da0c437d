/**
 * Whatever a visitor types into the address bar, the page renders (or the not-found page does):
 * malformed percent-encoding in the path or the hash, encoded slashes, an over-long hash, an
 * unknown `?lang=`, and a malformed hash typed after the page has loaded.
 */
import type { Page, Route } from 'playwright-core';
import { hydrated, site, useBrowser } from './browser';

const b = useBrowser();

async function expectHeading(page: Page, text: string): Promise<void> {
  await page.locator('main h1', { hasText: text }).first().waitFor({ state: 'visible', timeout: 15_000 });
  // Hydrated: React has committed the page (the not-found page and doc pages alike), and the
  // server's markup is still there.
  await hydrated(page);
  await page.waitForFunction(() => document.querySelector('#___gatsby')?.children.length !== 0);
}

describe('odd URLs render a page, never a blank screen', () => {
  it.each([
    ['/docs#%', 'Quick Start'],
    ['/docs#%zz', 'Quick Start'],
    ['/docs#100%', 'Quick Start'],
    ['/docs#%E0%A4%A', 'Quick Start'],
    ['/docs#<100,000 characters>', 'Quick Start'],
    ['/docs/api-reference/openai/chat?lang=klingon', 'Chat'],
    ['/docs/api-reference/openai/chat?lang=%zz#%zz', 'Chat'],
    ['/docs/%zz', 'Page Not Found'],
    ['/docs/100%', 'Page Not Found'],
    ['/docs/a%3Fb', 'Page Not Found'],
    ['/%2F%2Fevil.example/', 'Page Not Found'],
    ['/%5Cevil.example', 'Page Not Found'],
  ])('%s shows "%s"', async (url, heading) => {
    await b.page.goto(site(url.replace('<100,000 characters>', 'x'.repeat(100_000))));
    await expectHeading(b.page, heading);
    // Still interactive: a client-side navigation works.
    await b.page.locator('footer a[href="/docs"]', { hasText: 'Quick Start' }).click();
    await b.page.waitForURL((u) => u.pathname === '/docs');
    await expectHeading(b.page, 'Quick Start');
    expect(b.errors).toEqual([]);
  });

  it('survives a malformed hash typed after the page loaded', async () => {
    await b.page.goto(site('/docs/get-started/error-codes'));
    await expectHeading(b.page, 'Error codes');
    for (const hash of ['%', '%zz', '100%']) {
      await b.page.evaluate((h) => {
        window.location.hash = h;
      }, hash);
      await b.page.waitForFunction(() => window.location.hash !== '');
      await expectHeading(b.page, 'Error codes');
    }
    await b.page.goBack();
    await expectHeading(b.page, 'Error codes');
    expect(b.errors).toEqual([]);
  });

  it("survives a malformed hash typed before the site's scripts have loaded", async () => {
    // The app's script is held back until the hash has been typed (the scripts load after the
    // first paint, so on a slow connection there is time to type).
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await b.page.route('**/app-*.js', async (route: Route) => {
      await typed;
      await route.continue();
    });
    await b.page.goto(site('/docs/get-started/error-codes'), { waitUntil: 'domcontentloaded' });
    await b.page.evaluate(() => {
      window.location.hash = '%zz';
    });
    await b.page.waitForFunction(() => window.location.hash !== '');
    release();
    await expectHeading(b.page, 'Error codes');
    expect(await b.page.evaluate(() => window.location.hash)).toBe('#%25zz');
    expect(b.errors).toEqual([]);
  });
});
