import { allDocs } from './docs-list';
import { site, useBrowser } from './browser';

const docs = allDocs();

describe('routes of the production build', () => {
  const b = useBrowser();

  it('has 54 doc pages', () => {
    expect(docs).toHaveLength(54);
  });

  it.each(docs.map((d) => [d.path, d.title]))('%s answers 200 with the h1 "%s"', async (pathname, title) => {
    const response = await b.page.goto(site(pathname));
    expect(response?.status()).toBe(200);
    await expect(b.page.locator('main h1').first().textContent()).resolves.toBe(title);
    await expect(b.page.title()).resolves.toBe(`${title} | LLM Provider`);
  });

  it('serves the home page', async () => {
    const response = await b.page.goto(site('/'));
    expect(response?.status()).toBe(200);
    await expect(b.page.locator('h1').first().textContent()).resolves.toBe('LLM Provider');
    await expect(b.page.getByText('Seamless Access to Powerful Open & Proprietary LLMs').first().isVisible()).resolves.toBe(true);
  });

  it('serves /docs as the Quick Start page', async () => {
    await b.page.goto(site('/docs'));
    await expect(b.page.locator('main h1').first().textContent()).resolves.toBe('Quick Start');
  });

  it('serves /markdown-page', async () => {
    const response = await b.page.goto(site('/markdown-page'));
    expect(response?.status()).toBe(200);
    await expect(b.page.locator('main h1').first().textContent()).resolves.toBe('About LLM Provider');
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const response = await b.page.goto(site('/docs/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(b.page.locator('h1').first().textContent()).resolves.toBe('Page Not Found');
  });

  it('declares the locale on <html>', async () => {
    await b.page.goto(site('/docs'));
    await expect(b.page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await expect(b.page.locator('html').getAttribute('dir')).resolves.toBe('ltr');
  });
});
