/**
 * Reading components on each engine, mirroring e2e/search.e2e.ts and e2e/mdx-components.e2e.ts
 * (Chromium): the search dialog by keyboard, code tabs, the Copy button and the API key field.
 */
import { ENGINES, useEngine, type Engine } from './engine';

const STYLE_GUIDE = '/docs/community/documentation-style-guide';
const KEY = 'sk-e2e-0123456789wxyz';
const SEARCH_BUTTON = 'button[aria-keyshortcuts]';
const FIRST_COPY = '[role="tabpanel"]:not([hidden]) button[aria-label="Copy code to clipboard"]';

type CopyWindow = Window & { __copied?: string[]; __engineMarker?: boolean };

/** Loads a page and waits until React has committed its first render (handlers are attached from then on). */
async function open(page: Engine, url: string): Promise<void> {
  await page.goto(url);
  await page.waitFor(() => performance.getEntriesByName('onInitialClientRender', 'mark').length > 0);
}

/** Text of the code in every tab panel on show. */
const shownCode = (page: Engine) =>
  page.evaluate(() => Array.from(document.querySelectorAll('[role="tabpanel"]:not([hidden]) pre code'), (el) => el.textContent ?? ''));

/** The selected tab of each tab list, in page order. */
const selectedTabs = (page: Engine) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="tablist"]'), (list) => list.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? null),
  );

/**
 * Records the text the page hands to the clipboard: through `navigator.clipboard.writeText`, or
 * through the copy command on a selected text area (the site's fallback when writeText is refused).
 */
function recordCopies(page: Engine): Promise<void> {
  return page.evaluate(() => {
    const w = window as CopyWindow;
    w.__copied = [];
    const clipboard = navigator.clipboard;
    if (clipboard && typeof clipboard.writeText === 'function') {
      const original = clipboard.writeText.bind(clipboard);
      clipboard.writeText = (text: string) => {
        w.__copied!.push(text);
        return original(text);
      };
    }
    document.addEventListener('copy', (event) => {
      const target = event.target as HTMLTextAreaElement | null;
      if (target && typeof target.value === 'string') w.__copied!.push(target.value);
    });
  });
}

describe.each(ENGINES)('%s: reading components', (engine) => {
  const b = useEngine(engine);

  it('search by keyboard: Ctrl+K opens it, a query lists results, ArrowDown and Enter open one, client-side', async () => {
    await open(b.page, b.site('/docs'));
    // The shortcut hint appears once the button is hydrated (it listens for the shortcut from then on).
    await b.page.waitFor(() => (document.querySelector('[data-search-hint]')?.textContent ?? '') !== '');
    await b.page.evaluate(() => ((window as CopyWindow).__engineMarker = true));
    await b.page.press('Control+k');
    await b.page.waitFor(() => document.activeElement?.getAttribute('role') === 'combobox');
    await expect(b.page.evaluate(() => document.querySelector('[role="dialog"]')?.getAttribute('aria-modal'))).resolves.toBe('true');
    await b.page.type('embedding');
    await b.page.waitFor(() => document.querySelectorAll('[role="dialog"] [role="option"]').length > 1);
    const groups = await b.page.evaluate(() =>
      Array.from(
        document.querySelectorAll('[role="dialog"] [role="group"]'),
        (g) => document.getElementById((g.getAttribute('aria-labelledby') ?? '').split(' ')[0])?.textContent ?? '',
      ),
    );
    expect(groups).toEqual(expect.arrayContaining(['OpenAI Embeddings', 'Qwen Embeddings']));
    const urls = await b.page.evaluate(() => Array.from(document.querySelectorAll('[role="dialog"] [role="option"]'), (o) => o.getAttribute('data-url') ?? ''));

    await b.page.press('ArrowDown');
    const target = await b.page.evaluate(() => {
      const id = document.querySelector('[role="combobox"]')?.getAttribute('aria-activedescendant');
      return id ? (document.getElementById(id)?.getAttribute('data-url') ?? null) : null;
    });
    expect(target).toBe(urls[1]);
    expect(target).toContain('#');
    await b.page.press('Enter');
    const [pathname, hash] = target!.split('#');
    await b.page.waitFor(
      (p: string, h: string) => window.location.pathname === p && window.location.hash === `#${h}` && !!document.getElementById(h),
      [pathname, hash],
    );
    await expect(b.page.evaluate(() => document.querySelector('[role="dialog"]') === null)).resolves.toBe(true);
    await expect(b.page.evaluate(() => (window as CopyWindow).__engineMarker === true)).resolves.toBe(true);
    await expect(b.page.pageErrors()).resolves.toEqual([]);
  });

  it('search by keyboard: Escape closes the dialog and gives focus back to the search button', async () => {
    await open(b.page, b.site('/docs/get-started/error-codes'));
    await b.page.waitFor(() => (document.querySelector('[data-search-hint]')?.textContent ?? '') !== '');
    await b.page.press('Control+k');
    await b.page.waitFor(() => document.activeElement?.getAttribute('role') === 'combobox');
    await b.page.type('rate limit');
    await b.page.waitFor(() => document.querySelectorAll('[role="dialog"] [role="option"]').length > 0);
    await b.page.press('Escape');
    await b.page.waitFor(() => document.querySelector('[role="dialog"]') === null);
    await b.page.waitFor((button: string) => document.activeElement === document.querySelector(button), [SEARCH_BUTTON]);
    await expect(b.page.pageErrors()).resolves.toEqual([]);
  });

  it('code tabs: the keyboard selects a language in every group, a click too, and the choice is stored', async () => {
    await open(b.page, b.site(STYLE_GUIDE));
    await expect(selectedTabs(b.page).then((tabs) => tabs.slice(0, 2))).resolves.toEqual(['curl', 'curl']);
    await b.page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[role="tablist"]')[0].querySelectorAll<HTMLElement>('[role="tab"]'))
        .find((tab) => tab.textContent === 'curl')!
        .focus(),
    );
    await b.page.press('ArrowRight');
    await b.page.waitFor(() => document.activeElement?.textContent === 'Python');
    await expect(selectedTabs(b.page).then((tabs) => tabs.slice(0, 2))).resolves.toEqual(['Python', 'Python']);
    await b.page.press('End');
    // A group without the chosen language shows its first tab.
    await b.page.waitFor(() => document.activeElement?.textContent === 'PHP');
    await expect(selectedTabs(b.page).then((tabs) => tabs.slice(0, 2))).resolves.toEqual(['PHP', 'curl']);
    await expect(b.page.evaluate(() => localStorage.getItem('docusaurus.tab.language'))).resolves.toBe('php');
    // A click on a tab of the second group selects that language in the first as well.
    await b.page.evaluate(() => document.querySelectorAll('[role="tablist"]')[1].setAttribute('data-engine-second', ''));
    await b.page.click('[data-engine-second] [role="tab"]', 'Python');
    await b.page.waitFor(() => document.querySelector('[role="tablist"] [role="tab"][aria-selected="true"]')?.textContent === 'Python');
    await expect(selectedTabs(b.page).then((tabs) => tabs.slice(0, 2))).resolves.toEqual(['Python', 'Python']);
    await expect(shownCode(b.page).then((code) => code[0])).resolves.toContain('from openai import OpenAI');
    await expect(b.page.evaluate(() => localStorage.getItem('docusaurus.tab.language'))).resolves.toBe('python');
    await expect(b.page.pageErrors()).resolves.toEqual([]);
  });

  it('Copy hands exactly the code to the clipboard and says "Copied", visibly and to screen readers', async () => {
    await open(b.page, b.site(STYLE_GUIDE));
    await recordCopies(b.page);
    await b.page.click(FIRST_COPY);
    // The drivers cannot read the system clipboard here (Firefox asks the reader through a paste
    // menu, and WebKitWebDriver has no clipboard permission to grant), so the test checks the text
    // the page hands to the clipboard and the button's visible and announced "Copied" state.
    await b.page.waitFor(() => {
      const block = document.querySelector('[role="tabpanel"]:not([hidden])');
      return (
        block?.querySelector('button[aria-label="Copied"]')?.textContent?.includes('Copied') && block.querySelector('[role="status"]')?.textContent === 'Copied'
      );
    });
    const copied = await b.page.evaluate(() => (window as CopyWindow).__copied ?? []);
    expect(copied[copied.length - 1]).toBe(
      'curl https://api.llmprovider.example/v1/chat/completions \\\n' +
        '  --max-time 620 \\\n' +
        '  -H "Content-Type: application/json" \\\n' +
        '  -H "Authorization: Bearer YOUR_API_KEY" \\\n' +
        `  -d '{"model": "gpt-6-luna", "messages": [{"role": "user", "content": "Say hello"}]}'`,
    );
    await expect(b.page.pageErrors()).resolves.toEqual([]);
  });

  it('API key: samples show it masked, Copy gives it in full, it stays in the tab (not in localStorage) until cleared', async () => {
    await open(b.page, b.site(STYLE_GUIDE));
    const field = '[data-api-key-field] input';
    await expect(b.page.evaluate((sel: string) => document.querySelector(sel)?.getAttribute('type'), field)).resolves.toBe('password');
    await b.page.click(field);
    await b.page.type(KEY);
    await b.page.waitFor(() => (document.querySelector('[data-api-key-field] [role="status"]')?.textContent ?? '').includes('Code samples now use your key'));
    const shown = await shownCode(b.page);
    expect(shown[0]).toContain('Bearer ••••••••wxyz');
    expect(shown.join('\n')).not.toContain('YOUR_API_KEY');
    expect(shown.join('\n')).not.toContain(KEY);

    await recordCopies(b.page);
    await b.page.click(FIRST_COPY);
    await b.page.waitFor(() => ((window as CopyWindow).__copied ?? []).length > 0);
    await expect(b.page.evaluate(() => (window as CopyWindow).__copied!.slice(-1)[0])).resolves.toContain(`-H "Authorization: Bearer ${KEY}"`);
    await expect(b.page.evaluate(() => sessionStorage.getItem('llmprovider.api-key'))).resolves.toBe(KEY);
    await expect(b.page.evaluate(() => JSON.stringify({ ...localStorage }))).resolves.not.toContain(KEY);

    // A new load in the same tab still uses it; Clear removes it.
    await open(b.page, b.site(STYLE_GUIDE));
    await b.page.waitFor(() => (document.querySelector('[role="tabpanel"]:not([hidden]) pre code')?.textContent ?? '').includes('••••••••wxyz'));
    await b.page.click('[data-api-key-field] button', 'Clear');
    await b.page.waitFor(() => (document.querySelector('[role="tabpanel"]:not([hidden]) pre code')?.textContent ?? '').includes('Bearer YOUR_API_KEY'));
    await expect(b.page.evaluate(() => sessionStorage.getItem('llmprovider.api-key'))).resolves.toBeNull();
    // Never sent: no request the gate saw carried it.
    expect(b.gate.requests(/wxyz|sk-e2e/)).toBe(0);
    await expect(b.page.pageErrors()).resolves.toEqual([]);
  });
});
