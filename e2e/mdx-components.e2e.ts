/**
 * The MDX reading components on the Documentation Style Guide page, which uses every one of them:
 * build-time highlighting, Copy, code tabs, the API-key field, callouts and heading anchors.
 */
import type { Locator, Page } from 'playwright-core';
import { hydrated, site, useBrowser } from './browser';

const PAGE = '/docs/community/documentation-style-guide';
const KEY = 'sk-e2e-0123456789wxyz';

/** Waits until React has hydrated the page (the copy buttons respond only then). */
async function open(page: Page, path = PAGE) {
  await page.goto(site(path));
  await hydrated(page);
}

const groups = (page: Page) => page.locator('[role="tablist"]');
const selectedIn = (tablist: Locator) => tablist.locator('[role="tab"][aria-selected="true"]');
const visiblePanelsCode = (page: Page) => page.locator('[role="tabpanel"]:not([hidden]) pre code').evaluateAll((els) => els.map((e) => e.textContent ?? ''));

describe('MDX components on the style guide page', () => {
  const b = useBrowser({ permissions: ['clipboard-read', 'clipboard-write'] });

  it('ships highlighted code, callouts and all tab panels in the server HTML', async () => {
    const response = await b.page.request.get(site(PAGE));
    const html = await response.text();
    for (const cls of ['tk-k', 'tk-s', 'tk-p', 'tk-n', 'tk-o']) expect(html).toContain(`class="${cls}"`);
    expect(html).toContain('<span class="ln hl">');
    // 7 + 3: the chat request's group has the generated Go, Java, C# and PHP tabs (src/node/compile/snippets.ts).
    expect(html.match(/role="tabpanel"/g)).toHaveLength(10);
    expect(html.match(/data-callout="/g)).toHaveLength(10);
    expect(html.match(/data-api-key-field/g)).toHaveLength(1);
    expect(html).toContain('id="code-tabs"');
  });

  it('without JavaScript shows every tab panel under its label and keeps highlighting', async () => {
    const context = await b.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(site(PAGE));
      const panels = page.locator('[role="tabpanel"]');
      expect(await panels.count()).toBe(10);
      for (let i = 0; i < 10; i += 1) await expect(panels.nth(i).isVisible()).resolves.toBe(true);
      await expect(groups(page).first().isVisible()).resolves.toBe(false);
      await expect(page.locator('[role="tabpanel"] >> text=Node.js').first().isVisible()).resolves.toBe(true);
      await expect(page.locator('[data-api-key-field]').isVisible()).resolves.toBe(false);
      await expect(page.getByRole('button', { name: 'Copy code to clipboard' }).first().isVisible()).resolves.toBe(false);
      const colour = await page
        .locator('.tk-k')
        .first()
        .evaluate((el) => getComputedStyle(el).color);
      expect(colour).not.toBe(
        await page
          .locator('pre')
          .first()
          .evaluate((el) => getComputedStyle(el).color),
      );
    } finally {
      await context.close();
    }
  });

  it('Copy copies exactly the code and says so visibly and to screen readers', async () => {
    await open(b.page);
    const block = b.page.locator('[role="tabpanel"]:not([hidden])').first();
    const button = block.getByRole('button', { name: 'Copy code to clipboard' });
    await button.focus();
    await b.page.keyboard.press('Enter');
    await expect(block.getByRole('button', { name: 'Copied' }).textContent()).resolves.toContain('Copied');
    await expect(block.getByRole('status').textContent()).resolves.toBe('Copied');
    const copied = await b.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      'curl https://api.llmprovider.example/v1/chat/completions \\\n' +
        '  --max-time 620 \\\n' +
        '  -H "Content-Type: application/json" \\\n' +
        '  -H "Authorization: Bearer YOUR_API_KEY" \\\n' +
        `  -d '{"model": "gpt-6-luna", "messages": [{"role": "user", "content": "Say hello"}]}'`,
    );
    expect(b.errors).toEqual([]);
  });

  it('tabs: keyboard selection syncs every language group, persists across navigation', async () => {
    await open(b.page);
    const [first, second] = [groups(b.page).nth(0), groups(b.page).nth(1)];
    await first.getByRole('tab', { name: 'curl' }).focus();
    await b.page.keyboard.press('ArrowRight');
    await expect(b.page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Python');
    await expect(selectedIn(first).textContent()).resolves.toBe('Python');
    await expect(selectedIn(second).textContent()).resolves.toBe('Python');
    await b.page.keyboard.press('End');
    await expect(selectedIn(first).textContent()).resolves.toBe('PHP');
    // A group without the chosen language shows its first tab.
    await expect(selectedIn(second).textContent()).resolves.toBe('curl');
    await b.page.keyboard.press('Home');
    await expect(selectedIn(second).textContent()).resolves.toBe('curl');
    await b.page.keyboard.press('ArrowLeft');
    await expect(selectedIn(first).textContent()).resolves.toBe('PHP');
    await b.page.keyboard.press('ArrowLeft');
    await expect(selectedIn(first).textContent()).resolves.toBe('C#');
    await b.page.keyboard.press('Home');
    await b.page.keyboard.press('ArrowRight');
    await expect(selectedIn(first).textContent()).resolves.toBe('Python');
    await expect(selectedIn(second).textContent()).resolves.toBe('Python');
    await expect(b.page.evaluate(() => localStorage.getItem('docusaurus.tab.language'))).resolves.toBe('python');

    // Client-side navigation away and back, then a fresh load: the choice stays.
    await b.page.getByRole('link', { name: 'Error codes' }).first().click();
    await b.page.waitForURL(/error-codes/);
    await b.page.goBack();
    await b.page.waitForURL(/documentation-style-guide/);
    await expect(selectedIn(groups(b.page).nth(1)).textContent()).resolves.toBe('Python');
    await open(b.page);
    await b.page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Python');
    const code = await visiblePanelsCode(b.page);
    expect(code[0]).toContain('from openai import OpenAI');
    expect(b.errors).toEqual([]);
  });

  it('tabs: ?lang= selects the tab in every group and wins over the stored choice', async () => {
    await open(b.page);
    await b.page.evaluate(() => localStorage.setItem('docusaurus.tab.language', 'node'));
    await open(b.page, `${PAGE}?lang=python`);
    await b.page.waitForFunction(() => document.querySelectorAll('[role="tab"][aria-selected="true"]')[1]?.textContent === 'Python');
    await expect(selectedIn(groups(b.page).nth(0)).textContent()).resolves.toBe('Python');
    await expect(b.page.evaluate(() => localStorage.getItem('docusaurus.tab.language'))).resolves.toBe('python');
  });

  it('tabs: the clicked tab stays in place when a group above changes height', async () => {
    await open(b.page);
    const tab = groups(b.page).nth(1).getByRole('tab', { name: 'Python' });
    await tab.scrollIntoViewIfNeeded();
    await b.page.evaluate(() => window.scrollBy(0, -200));
    const firstPanels = b.page.locator('[role="tablist"] + [role="tabpanel"]').first().locator('..');
    const heightBefore = (await firstPanels.boundingBox())!.height;
    const before = (await tab.boundingBox())!.y;
    await tab.click();
    // The first group (above) really changed height: curl has 4 lines, Python 8.
    expect((await firstPanels.boundingBox())!.height).toBeGreaterThan(heightBefore + 40);
    await expect(selectedIn(groups(b.page).nth(0)).textContent()).resolves.toBe('Python');
    const after = (await tab.boundingBox())!.y;
    expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
    // That scroll is the page's, not the reader's: the navbar (hideOnScroll) stays. Its scroll
    // event has been handled once two frames have passed.
    await b.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(b.page.evaluate(() => document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect().bottom)).resolves.toBeGreaterThan(0);
  });

  it('API key: samples show it masked, Copy gives it in full, it stays in the tab and is never sent', async () => {
    const requests: string[] = [];
    b.page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
    await open(b.page);
    const field = b.page.getByLabel('Your API key');
    await expect(field.getAttribute('type')).resolves.toBe('password');
    await field.fill(KEY);
    await expect(b.page.getByText('Code samples now use your key.', { exact: false }).isVisible()).resolves.toBe(true);
    const shown = await visiblePanelsCode(b.page);
    expect(shown[0]).toContain('Bearer ••••••••wxyz');
    expect(shown.join('\n')).not.toContain('YOUR_API_KEY');
    expect(shown.join('\n')).not.toContain(KEY);
    // MDX source samples teach the placeholder and keep it.
    await expect(b.page.locator('[data-language="mdx"]').first().textContent()).resolves.toContain('api_key="YOUR_API_KEY"');
    const block = b.page.locator('[role="tabpanel"]:not([hidden])').first();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(b.page.evaluate(() => navigator.clipboard.readText())).resolves.toContain(`-H "Authorization: Bearer ${KEY}"`);
    await expect(b.page.evaluate(() => sessionStorage.getItem('llmprovider.api-key'))).resolves.toBe(KEY);
    await expect(b.page.evaluate(() => JSON.stringify({ ...localStorage }))).resolves.not.toContain(KEY);

    // Another page of the same tab still uses it; Clear removes it everywhere.
    await open(b.page);
    await expect(visiblePanelsCode(b.page).then((c) => c[0])).resolves.toContain('••••••••wxyz');
    await b.page.getByRole('button', { name: 'Clear' }).click();
    await expect(visiblePanelsCode(b.page).then((c) => c[0])).resolves.toContain('Bearer YOUR_API_KEY');
    expect(requests.filter((r) => r.includes(KEY) || r.includes('wxyz'))).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it('long lines scroll sideways in a keyboard-focusable, labelled region', async () => {
    await open(b.page);
    const pre = b.page.locator('pre[aria-label="Streamed event, code sample, scrolls sideways"]');
    await expect(pre.getAttribute('aria-label')).resolves.toBe('Streamed event, code sample, scrolls sideways');
    await pre.focus();
    await b.page.keyboard.press('ArrowRight');
    await b.page.keyboard.press('ArrowRight');
    // Chromium animates keyboard scrolling: wait for the animation to move the block.
    await pre.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const start = performance.now();
          const check = () => (el.scrollLeft > 0 || performance.now() - start > 3000 ? resolve() : requestAnimationFrame(check));
          check();
        }),
    );
    await expect(pre.evaluate((el) => el.scrollLeft)).resolves.toBeGreaterThan(0);
  });

  it('heading links appear on hover and on keyboard focus', async () => {
    await open(b.page);
    const link = b.page.getByRole('link', { name: 'Direct link to Code tabs' });
    await expect(link.getAttribute('href')).resolves.toBe('#code-tabs');
    await expect(link.evaluate((el) => getComputedStyle(el).opacity)).resolves.toBe('0');
    await b.page.getByRole('heading', { name: /^Code tabs/ }).hover();
    await b.page.waitForFunction(() => getComputedStyle(document.querySelector('a[href="#code-tabs"]')!).opacity === '1');
    await b.page.mouse.move(0, 0);
    await link.focus();
    await b.page.waitForFunction(() => getComputedStyle(document.querySelector('a[href="#code-tabs"]')!).opacity === '1');
  });

  it.each(['light', 'dark'])('%s mode: every token colour meets AA on the code background (screenshot saved)', async (mode) => {
    await open(b.page);
    await b.page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
    const failures = await b.page.evaluate(() => {
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const lum = ([r, g, b]: number[]) =>
        [r, g, b]
          .map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
          .reduce((s, c, i) => s + c * [0.2126, 0.7152, 0.0722][i], 0);
      const ratio = (a: number[], b: number[]) => {
        const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
        return (x + 0.05) / (y + 0.05);
      };
      const out: string[] = [];
      document.querySelectorAll('[data-language] pre [class^="tk-"]').forEach((span) => {
        const root = span.closest('[data-language]')!;
        const r = ratio(rgb(getComputedStyle(span).color), rgb(getComputedStyle(root).backgroundColor));
        if (r < 4.5) out.push(`${span.className} ${r.toFixed(2)}`);
      });
      document.querySelectorAll('[data-callout]').forEach((box) => {
        const title = box.firstElementChild!;
        const r = ratio(rgb(getComputedStyle(title).color), rgb(getComputedStyle(box).backgroundColor));
        if (r < 4.5) out.push(`callout ${box.getAttribute('data-callout')} ${r.toFixed(2)}`);
      });
      return out;
    });
    expect(failures).toEqual([]);
    await b.page.screenshot({ path: `/tmp/mdx-components-${mode}.png`, fullPage: true });
  });
});
