/**
 * The "Copy page" control next to doc titles, in a real browser: copying the page's Markdown to
 * the clipboard, the assistant links, and keyboard operation of its menu.
 */
import type { Request } from 'playwright-core';
import rawConfig from '../src/config/site.config';
import { parseSiteConfig } from '../src/config/schema';
import { absoluteUrl, markdownPath, markdownUrl } from '../src/utils/page-url';
import { hydrated, site, useBrowser } from './browser';

const config = parseSiteConfig(rawConfig);
const PAGE = '/docs/get-started/error-codes';

describe('Copy page', () => {
  const b = useBrowser({ permissions: ['clipboard-read', 'clipboard-write'] });

  const toggle = () => b.page.getByRole('button', { name: 'More actions for this page' });
  const focusedText = () => b.page.evaluate(() => document.activeElement?.textContent ?? '');

  it('sits next to the title and requests nothing until used', async () => {
    const requests: string[] = [];
    b.page.on('request', (request: Request) => requests.push(request.url()));
    await b.page.goto(site(PAGE));
    await hydrated(b.page);
    await b.page.waitForLoadState('networkidle');
    const title = await b.page.locator('main h1').first().boundingBox();
    const button = await b.page.getByRole('button', { name: 'Copy page' }).boundingBox();
    expect(title && button).toBeTruthy();
    // Same row on a desktop viewport: the button's vertical middle lies within the title's box.
    expect(button!.y + button!.height / 2).toBeGreaterThan(title!.y);
    expect(button!.y + button!.height / 2).toBeLessThan(title!.y + title!.height);
    expect(requests.filter((url) => url.endsWith('.md') || !url.startsWith(site('')))).toEqual([]);
  });

  it('puts the page Markdown on the clipboard and says so', async () => {
    await b.page.goto(site(PAGE));
    await hydrated(b.page);
    const markdown = await (await fetch(site(markdownPath(PAGE)))).text();
    expect(markdown.startsWith('# ')).toBe(true);
    const mdRequest = b.page.waitForRequest((request) => request.url() === site(markdownPath(PAGE)));
    await b.page.getByRole('button', { name: 'Copy page' }).click();
    await mdRequest;
    await b.page.getByRole('button', { name: 'Copied' }).waitFor();
    await expect(b.page.getByRole('status').filter({ hasText: 'Page copied to the clipboard as Markdown' }).count()).resolves.toBe(1);
    await expect(b.page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(markdown);
    expect(b.errors).toEqual([]);
  });

  it('offers the Markdown and links to ChatGPT and Claude that carry the page .md URL', async () => {
    await b.page.goto(site(PAGE));
    await hydrated(b.page);
    await toggle().click();
    const menu = b.page.getByRole('menu');
    await menu.waitFor();
    const expectedUrl = markdownUrl(config, PAGE);
    for (const [name, base] of [
      ['Open in ChatGPT', 'https://chatgpt.com/?q='],
      ['Open in Claude', 'https://claude.ai/new?q='],
    ] as const) {
      const link = menu.getByRole('menuitem', { name: new RegExp(name) });
      const href = (await link.getAttribute('href')) ?? '';
      expect(href.startsWith(base)).toBe(true);
      expect(new URL(href).searchParams.get('q')).toContain(expectedUrl);
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toContain('noopener');
    }
    // The docs' MCP server, for the editors that install one from a link.
    const cursor = new URL((await menu.getByRole('menuitem', { name: /Connect to Cursor/ }).getAttribute('href')) ?? '');
    expect(JSON.parse(Buffer.from(cursor.searchParams.get('config') ?? '', 'base64').toString())).toEqual({ url: absoluteUrl(config, '/mcp') });
    const vscode = (await menu.getByRole('menuitem', { name: /Connect to VS Code/ }).getAttribute('href')) ?? '';
    expect(JSON.parse(decodeURIComponent(vscode.replace(/^vscode:mcp\/install\?/, '')))).toMatchObject({ type: 'http', url: absoluteUrl(config, '/mcp') });
    const view = menu.getByRole('menuitem', { name: /View as Markdown/ });
    const [response] = await Promise.all([b.page.waitForResponse((r) => r.url().endsWith('.md')), view.click()]);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    expect(b.page.url()).toBe(site(markdownPath(PAGE)));
  });

  it('works from the keyboard as a menu button', async () => {
    await b.page.goto(site(PAGE));
    await hydrated(b.page);
    await toggle().focus();
    await b.page.keyboard.press('ArrowDown');
    await expect(toggle().getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(focusedText()).resolves.toContain('Copy page');
    await b.page.keyboard.press('ArrowDown');
    await expect(focusedText()).resolves.toContain('View as Markdown');
    await b.page.keyboard.press('ArrowUp');
    await b.page.keyboard.press('ArrowUp');
    await expect(focusedText()).resolves.toContain('Connect to VS Code');
    await b.page.keyboard.press('ArrowUp');
    await b.page.keyboard.press('ArrowUp');
    await expect(focusedText()).resolves.toContain('Open in Claude');
    await b.page.keyboard.press('Escape');
    await expect(b.page.getByRole('menu').count()).resolves.toBe(0);
    await expect(b.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('More actions for this page');

    await b.page.keyboard.press('Enter');
    await expect(focusedText()).resolves.toContain('Copy page');
    await b.page.keyboard.press('Enter');
    await b.page.getByRole('button', { name: 'Copied' }).waitFor();
    await expect(b.page.evaluate(() => navigator.clipboard.readText())).resolves.toMatch(/^# /);
    await expect(b.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('More actions for this page');
  });

  it('shows a visible focus ring on the menu button in light and dark mode', async () => {
    await b.page.goto(site(PAGE));
    await hydrated(b.page);
    for (const theme of ['light', 'dark']) {
      await b.page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      await b.page.keyboard.press('Tab');
      await toggle().focus();
      const outline = await toggle().evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline).toBe('solid');
    }
  });
});
