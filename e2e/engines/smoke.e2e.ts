/**
 * Smoke test on each engine (issue #38's outside check): a doc page renders, sidebar navigation
 * stays client-side, Ctrl+K search finds results, the colour toggle works, and the page raised
 * no errors on the way.
 */
import { ENGINES, poll, useEngine } from './engine';

describe.each(ENGINES)('%s: smoke', (engine) => {
  const b = useEngine(engine);

  it('renders a doc page, navigates client-side, searches, toggles the colour mode, without page errors', async () => {
    const page = b.page;
    await page.goto(b.site('/docs'));
    await page.waitFor(() => document.querySelector('main h1')?.textContent === 'Quick Start');
    await page.waitFor(() => performance.getEntriesByName('onInitialClientRender', 'mark').length > 0);

    // A marker on the window survives a client-side navigation and is lost with a full load.
    await page.evaluate(() => ((window as { __smokeMarker?: boolean }).__smokeMarker = true));
    await page.click('nav[aria-label="Docs sidebar"] a', 'Error codes');
    await page.waitFor(() => document.querySelector('main h1')?.textContent === 'Error codes');
    expect(new URL(await page.url()).pathname).toBe('/docs/get-started/error-codes');
    await expect(page.evaluate(() => (window as { __smokeMarker?: boolean }).__smokeMarker === true)).resolves.toBe(true);

    // Ctrl+K opens the search dialog with the field focused; a query lists results.
    await page.waitFor(() => (document.querySelector('[data-search-hint]')?.textContent ?? '') !== '');
    await page.press('Control+k');
    await page.waitFor(() => document.activeElement?.getAttribute('role') === 'combobox');
    await page.type('embedding');
    await page.waitFor(() => document.querySelectorAll('[role="dialog"] [role="option"]').length > 0);
    const found = await page.evaluate(() => Array.from(document.querySelectorAll('[role="option"]'), (o) => o.getAttribute('data-url') ?? ''));
    expect(found).toEqual(expect.arrayContaining(['/docs/api-reference/openai/embedding']));
    await page.press('Escape');
    await page.waitFor(() => document.querySelector('[role="dialog"]') === null);

    // The colour toggle: light by default, dark after a click, remembered.
    await expect(page.evaluate(() => document.documentElement.getAttribute('data-theme'))).resolves.toBe('light');
    await page.click('button[aria-label^="Switch between dark and light mode"]');
    await page.waitFor(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('dark');
    await expect(page.evaluate(() => document.querySelector('button[aria-label^="Switch between"]')?.getAttribute('aria-label'))).resolves.toBe(
      'Switch between dark and light mode (currently dark mode)',
    );

    await expect(page.pageErrors()).resolves.toEqual([]);
  });

  it('the page-error check itself sees an uncaught error and an unhandled rejection', async () => {
    // Guards the assertion above: an empty list must mean "no errors", not "not listening".
    await b.page.goto(b.site('/docs/get-started/rate-limits'));
    await b.page.evaluate(() => {
      setTimeout(() => {
        throw new Error('engine-check uncaught');
      }, 0);
      void Promise.reject(new Error('engine-check rejected'));
    });
    let errors: string[] = [];
    await poll(
      async () => (errors = await b.page.pageErrors()).length >= 2,
      5000,
      () => `both errors (have ${JSON.stringify(errors)})`,
    );
    expect(errors.join('\n')).toContain('engine-check uncaught');
    expect(errors.join('\n')).toContain('engine-check rejected');
  });
});
