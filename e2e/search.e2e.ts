/**
 * Offline search on the production build: the Pagefind index written by `npm run build`, the
 * lazy dialog, keyboard use and accessibility in light and dark mode.
 */
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import type { Page } from 'playwright-core';
import { site, useBrowser } from './browser';

const AXE_PATH = path.resolve(__dirname, '../node_modules/axe-core/axe.min.js');
const FRAGMENTS = path.resolve(__dirname, '../public/pagefind/fragment');

/** Text of the site's interface that must never be indexed or shown in a result. */
const INTERFACE_TEXT = [
  'Copy page',
  'View as Markdown',
  'Open in ChatGPT',
  'Open in Claude',
  'opens in a new tab',
  'Copy this page as Markdown',
  'Paste your key',
  'Direct link to',
  'Edit this page',
  'Last updated',
];

/** Each indexed page's URL and text, from the index's fragment files (gzip, `pagefind_dcd` + JSON). */
function indexedPages(): Array<{ url: string; content: string; meta: Record<string, string> }> {
  const pages = fs.readdirSync(FRAGMENTS).map((file) => {
    const raw = zlib.gunzipSync(fs.readFileSync(path.join(FRAGMENTS, file))).toString('utf8');
    return JSON.parse(raw.replace(/^pagefind_dcd/, '')) as { url: string; content: string; meta: Record<string, string> };
  });
  return pages;
}

/** Interface text found in a piece of result or index text (empty when clean). */
function interfaceTextIn(text: string): string[] {
  const found = INTERFACE_TEXT.filter((phrase) => text.includes(phrase));
  // A heading anchor's "#" (not the language C#), a code block's header ("HTTPCopy", "BashCopy") or Copy button.
  const glued = /.{0,20}(?:\w(?<!\bC)#(?:[\s.]|$)|[A-Za-z]Copy\b|\bCopy\.).{0,20}/.exec(text);
  if (glued) found.push(glued[0]);
  return found;
}

function searchButton(page: Page) {
  return page.getByRole('button', { name: 'Search', exact: true }).first();
}

function dialog(page: Page) {
  return page.getByRole('dialog', { name: 'Search the documentation' });
}

/** Waits until the site's JavaScript has hydrated the search button (its hint appears after mount). */
async function ready(page: Page) {
  await page.waitForFunction(() => {
    const hint = document.querySelector('[data-search-hint]');
    return !!hint && hint.textContent !== '';
  });
}

async function openAndSearch(page: Page, query: string) {
  await searchButton(page).click();
  const input = dialog(page).getByRole('combobox');
  await input.fill(query);
  await dialog(page).getByRole('option').first().waitFor();
  return input;
}

/** The site path of every option shown, in order. */
function optionUrls(page: Page): Promise<string[]> {
  return dialog(page)
    .getByRole('option')
    .evaluateAll((options) => options.map((o) => o.getAttribute('data-url') ?? ''));
}

function groupTitles(page: Page): Promise<string[]> {
  return dialog(page)
    .getByRole('group')
    .evaluateAll((groups) => groups.map((g) => document.getElementById((g.getAttribute('aria-labelledby') ?? '').split(' ')[0])?.textContent ?? ''));
}

describe('search', () => {
  const b = useBrowser();

  it('downloads nothing of search before the dialog opens', async () => {
    const requests: string[] = [];
    b.page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await b.page.goto(site('/docs/api-reference/openai/chat'), { waitUntil: 'networkidle' });
    await ready(b.page);
    // Nothing may start downloading by itself either: watch a little past hydration.
    await b.page.waitForTimeout(500);
    expect(requests.filter((p) => p.includes('/pagefind/'))).toEqual([]);
    expect(requests.filter((p) => p.includes('search-dialog'))).toEqual([]);

    await searchButton(b.page).click();
    await dialog(b.page).getByRole('combobox').fill('embedding');
    await dialog(b.page).getByRole('option').first().waitFor();
    expect(requests).toContain('/pagefind/pagefind.js');
    expect(requests.some((p) => /search-dialog-[0-9a-f]+\.js$/.test(p))).toBe(true);
    expect(b.errors).toEqual([]);
  });

  it.each([
    ['Control+K', 'Control+k'],
    ['Meta+K', 'Meta+k'],
    ['/', '/'],
  ])('opens with %s and focuses the search field', async (_name, keys) => {
    await b.page.goto(site('/docs'));
    await ready(b.page);
    await b.page.keyboard.press(keys);
    await dialog(b.page).waitFor();
    await expect(dialog(b.page).getAttribute('aria-modal')).resolves.toBe('true');
    const focused = await b.page.evaluate(() => document.activeElement?.getAttribute('role'));
    expect(focused).toBe('combobox');
    await expect(dialog(b.page).getByRole('combobox').inputValue()).resolves.toBe('');
  });

  it('does not open on / typed into a field of the page', async () => {
    await b.page.goto(site('/docs'));
    await ready(b.page);
    await b.page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'probe';
      input.setAttribute('aria-label', 'probe');
      document.querySelector('main')?.prepend(input);
    });
    await b.page.locator('#probe').click();
    await b.page.keyboard.type('a/b');
    await expect(b.page.locator('#probe').inputValue()).resolves.toBe('a/b');
    await expect(dialog(b.page).count()).resolves.toBe(0);
  });

  it('finds the OpenAI and Qwen embedding pages for "embedding", grouped by page', async () => {
    await b.page.goto(site('/docs'));
    await ready(b.page);
    await openAndSearch(b.page, 'embedding');
    const titles = await groupTitles(b.page);
    expect(titles).toEqual(expect.arrayContaining(['OpenAI Embeddings', 'Qwen Embeddings']));
    const urls = await optionUrls(b.page);
    expect(urls).toEqual(expect.arrayContaining(['/docs/api-reference/openai/embedding', '/docs/api-reference/qwen/embedding']));
    // Highlighted words are real <mark> elements, not escaped markup.
    await expect(dialog(b.page).locator('mark').first().textContent()).resolves.toMatch(/embedding/i);
    await expect(dialog(b.page).getByRole('option').first().textContent()).resolves.not.toContain('<mark>');
  });

  it('finds endpoint pages by code identifiers', async () => {
    await b.page.goto(site('/docs'));
    await ready(b.page);
    const input = await openAndSearch(b.page, '/v1/embeddings');
    // The path appears on these pages only inside full URLs (`POST https://…/v1/embeddings`).
    const pages = (await optionUrls(b.page)).map((url) => url.split('#')[0]);
    expect(pages).toEqual(expect.arrayContaining(['/docs/api-reference/openai/embedding', '/docs/api-reference/qwen/embedding']));
    await input.fill('chatcompletion_v2');
    await b.page.waitForFunction(() => document.querySelector('[role=option]')?.getAttribute('data-url')?.includes('minimax'));
    expect((await optionUrls(b.page))[0]).toMatch(/^\/docs\/api-reference\/minimax\/chat(?:#|$)/);
  });

  it('moves with the arrow keys and opens the section with Enter', async () => {
    await b.page.goto(site('/docs'));
    await ready(b.page);
    const input = await openAndSearch(b.page, 'embedding');
    const urls = await optionUrls(b.page);
    await b.page.keyboard.press('ArrowDown');
    const activeId = await input.getAttribute('aria-activedescendant');
    const target = await b.page.locator(`[id="${activeId}"]`).getAttribute('data-url');
    expect(target).toBe(urls[1]);
    expect(target).toContain('#');
    await b.page.keyboard.press('Enter');
    await b.page.waitForURL(site(target!));
    await expect(dialog(b.page).count()).resolves.toBe(0);
    const [pathname, hash] = target!.split('#');
    expect(new URL(b.page.url()).pathname).toBe(pathname);
    expect(new URL(b.page.url()).hash).toBe(`#${hash}`);
    // The URL changes before React commits the new page: wait for the section's heading to render.
    await b.page.locator(`[id="${hash}"]`).waitFor({ state: 'attached' });
    await expect(b.page.locator(`[id="${hash}"]`).count()).resolves.toBe(1);
  });

  it('reaches a page found by a code identifier with the keyboard only', async () => {
    await b.page.goto(site('/docs'));
    await ready(b.page);
    await b.page.keyboard.press('Control+k');
    await b.page.keyboard.type('chatcompletion_v2');
    await b.page.waitForFunction(() => document.querySelector('[role=option]')?.getAttribute('data-url')?.includes('minimax'));
    const first = (await optionUrls(b.page))[0];
    expect(first).toMatch(/^\/docs\/api-reference\/minimax\/chat(?:#|$)/);
    await b.page.keyboard.press('Enter');
    await b.page.waitForURL(site(first));
    await b.page.locator('main h1', { hasText: 'MiniMax Chat' }).waitFor({ timeout: 10_000 });
    await expect(b.page.locator('main h1').first().textContent()).resolves.toBe('MiniMax Chat');
  });

  it('closes on Escape and gives focus back to the search button', async () => {
    await b.page.goto(site('/docs'));
    await ready(b.page);
    await searchButton(b.page).focus();
    await b.page.keyboard.press('Enter');
    await dialog(b.page).waitFor();
    await b.page.keyboard.press('Escape');
    await expect(dialog(b.page).count()).resolves.toBe(0);
    const focused = await b.page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toContain('Search');
    await expect(searchButton(b.page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('shows a no-results message with the query, a hint and links to the Quick Start and llms-full.txt', async () => {
    await b.page.goto(site('/docs/api-reference/openai/chat'));
    await ready(b.page);
    await searchButton(b.page).click();
    await dialog(b.page).getByRole('combobox').fill('qqxxzzvv');
    await dialog(b.page).getByText('No results for “qqxxzzvv”', { exact: true }).first().waitFor();
    await expect(
      dialog(b.page)
        .getByText(/endpoint path such as \/v1\/chat\/completions or a model id/)
        .isVisible(),
    ).resolves.toBe(true);
    const fullText = dialog(b.page).getByRole('link', { name: /llms-full\.txt/ });
    const fullTextUrl = new URL((await fullText.getAttribute('href'))!, b.page.url());
    const response = await b.page.request.get(fullTextUrl.href);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('# ');
    // The Quick Start link navigates client-side and closes the dialog.
    await b.page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await dialog(b.page).getByRole('link', { name: 'Start with the Quick Start' }).click();
    await b.page.waitForURL(site('/docs'));
    await b.page.locator('main h1', { hasText: 'Quick Start' }).waitFor();
    await expect(dialog(b.page).count()).resolves.toBe(0);
    await expect(b.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).resolves.toBe(true);
  });

  it('indexes content only: no interface text anywhere in the index, header cells not glued', () => {
    const pages = indexedPages();
    expect(pages.length).toBeGreaterThan(40);
    const problems = pages.flatMap((page) => interfaceTextIn(page.content).map((text) => `${page.url}: ${text}`));
    expect(problems).toEqual([]);
    const embedding = pages.find((page) => page.url.endsWith('/openai/embedding/'))!;
    expect(embedding.content).toContain('Name Type Required Default Description');
    // The endpoint's path is a word of its own, once.
    expect(embedding.content).toContain('Endpoint. POST /v1/embeddings.');
    expect(embedding.meta.trail).toBe('API REFERENCE › OpenAI');
  });

  it.each(['embedding', 'copy page', 'markdown', 'chatgpt', 'endpoint', 'request body', 'authentication', 'model'])(
    'shows no interface text in any result excerpt for "%s"',
    async (query) => {
      await b.page.goto(site('/docs'));
      await ready(b.page);
      await searchButton(b.page).click();
      await dialog(b.page).getByRole('combobox').fill(query);
      await dialog(b.page).locator('[role="listbox"], [data-search-no-results]').first().waitFor();
      const texts = await dialog(b.page)
        .getByRole('option')
        .evaluateAll((options) => options.map((o) => o.lastElementChild?.textContent ?? ''));
      expect(texts.flatMap((text) => interfaceTextIn(text))).toEqual([]);
      // The section headings shown carry no anchor "#" either.
      const headings = await dialog(b.page)
        .getByRole('option')
        .evaluateAll((options) => options.map((o) => o.firstElementChild?.textContent ?? ''));
      expect(headings.filter((heading) => /\w#$/.test(heading))).toEqual([]);
    },
  );

  it('shows each page with its sidebar path, so pages of the same name are told apart', async () => {
    await b.page.goto(site('/docs'));
    await ready(b.page);
    await openAndSearch(b.page, 'chat');
    const headers = await dialog(b.page)
      .getByRole('group')
      .evaluateAll((groups) =>
        groups.map((g) =>
          (g.getAttribute('aria-labelledby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' | '),
        ),
      );
    expect(headers).toEqual(expect.arrayContaining(['OpenAI Chat Completions | API REFERENCE › OpenAI', 'DeepSeek Chat | API REFERENCE › Deepseek']));
  });

  it('makes every result a link: Ctrl+click and middle click open it in a new tab, the dialog stays', async () => {
    await b.page.goto(site('/docs'));
    await ready(b.page);
    await openAndSearch(b.page, 'embedding');
    const options = dialog(b.page).getByRole('option');
    const first = options.first();
    const url = (await first.getAttribute('data-url'))!;
    await expect(first.evaluate((el) => el.tagName)).resolves.toBe('A');
    await expect(first.getAttribute('href')).resolves.toBe(url);

    for (const click of [() => first.click({ modifiers: ['Control'] }), () => first.click({ button: 'middle' })]) {
      const [tab] = await Promise.all([b.context.waitForEvent('page'), click()]);
      await tab.waitForLoadState('domcontentloaded');
      expect(tab.url()).toBe(site(url));
      await tab.close();
      expect(new URL(b.page.url()).pathname).toBe('/docs');
      await expect(dialog(b.page).isVisible()).resolves.toBe(true);
    }
    // A plain click still navigates in the page, client-side.
    await b.page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await first.click();
    await b.page.waitForURL(site(url));
    await expect(dialog(b.page).count()).resolves.toBe(0);
    await expect(b.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).resolves.toBe(true);
    expect(b.errors).toEqual([]);
  });

  it('remembers recent searches across page loads', async () => {
    await b.page.goto(site('/docs'));
    await ready(b.page);
    await openAndSearch(b.page, 'embedding');
    await b.page.keyboard.press('Enter');
    await b.page.waitForURL(/embedding/);
    await b.page.goto(site('/docs'));
    await ready(b.page);
    await searchButton(b.page).click();
    const recent = dialog(b.page).getByRole('region', { name: 'Recent searches' });
    // The dialog's code loads on first open: wait for the list before reading it.
    await recent.getByRole('listitem').first().waitFor();
    await expect(recent.getByRole('listitem').allTextContents()).resolves.toEqual(['embedding']);
    await dialog(b.page).getByRole('button', { name: 'Clear recent searches' }).click();
    await expect(recent.count()).resolves.toBe(0);
  });

  it('shows a red box with the error and "Retry" when the search code cannot be downloaded; Retry opens search', async () => {
    let blocked = true;
    await b.page.route(
      (url) => url.pathname.includes('search-dialog'),
      (route) => (blocked ? route.abort() : route.continue()),
    );
    await b.page.goto(site('/docs'));
    await ready(b.page);
    await searchButton(b.page).click();
    const box = b.page.getByRole('alert').filter({ has: b.page.getByRole('button', { name: 'Retry' }) });
    await box.waitFor();
    await expect(box.textContent()).resolves.toMatch(/Loading chunk .* failed/);
    // Only the search failed: the page and its navbar are still there.
    await expect(b.page.getByText('This page crashed.').count()).resolves.toBe(0);
    await expect(b.page.locator('main h1').textContent()).resolves.toBe('Quick Start');
    // Keys are not held back for a dialog that never came.
    const keyHeldBack = () =>
      b.page.evaluate(() => {
        const event = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
        document.body.dispatchEvent(event);
        return event.defaultPrevented;
      });
    await expect(keyHeldBack()).resolves.toBe(false);
    // Escape puts the box away and focus back on the search button; opening again tries again.
    await b.page.keyboard.press('Escape');
    await expect(box.count()).resolves.toBe(0);
    await expect(b.page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('Search');
    await searchButton(b.page).click();
    await box.waitFor();
    blocked = false;
    await box.getByRole('button', { name: 'Retry' }).click();
    await dialog(b.page).waitFor();
    await expect(b.page.getByRole('button', { name: 'Retry' }).count()).resolves.toBe(0);
    const input = dialog(b.page).getByRole('combobox');
    await input.fill('embedding');
    await dialog(b.page).getByRole('option').first().waitFor();
    expect(b.errors).toEqual([]);
  });

  it('is full-screen at mobile width', async () => {
    await b.page.setViewportSize({ width: 420, height: 800 });
    await b.page.goto(site('/docs'));
    await ready(b.page);
    await searchButton(b.page).click();
    const box = await dialog(b.page).boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 420, height: 800 });
  });

  describe.each(['light', 'dark'] as const)('in %s mode', (mode) => {
    it.each([
      [1280, 'embedding'],
      [420, 'embedding'],
      [1280, 'qqxxzzvv'],
    ])('has no axe violations in the open dialog at %i px for "%s"', async (width, query) => {
      await b.page.setViewportSize({ width, height: 800 });
      if (mode === 'dark') {
        await b.page.addInitScript(() => {
          localStorage.setItem('theme', 'dark');
          document.addEventListener('DOMContentLoaded', () => {
            document.documentElement.dataset.theme = 'dark';
          });
        });
      }
      await b.page.goto(site('/docs'));
      await ready(b.page);
      await b.page.evaluate((m) => {
        document.documentElement.dataset.theme = m;
      }, mode);
      await searchButton(b.page).click();
      await dialog(b.page).getByRole('combobox').fill(query);
      await dialog(b.page).locator('[role="listbox"], [data-search-no-results]').first().waitFor();
      await b.page.keyboard.press('ArrowDown');
      // Evaluated through the browser's debugging protocol, which the site's CSP does not govern
      // (a <script> tag, like addScriptTag's, would be refused).
      await b.page.evaluate(fs.readFileSync(AXE_PATH, 'utf8'));
      const violations = await b.page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: (el: Element) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown; failureSummary?: string }> }> }> };
          }
        ).axe;
        const element = document.querySelector('[role="dialog"]');
        if (!element) throw new Error('no dialog');
        const result = await axe.run(element);
        return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`) }));
      });
      expect(violations).toEqual([]);
      if (process.env.SEARCH_SCREENSHOTS) {
        await b.page.screenshot({ path: `/tmp/search-${mode}-${width}-${query}.png` });
      }
    });
  });
});
