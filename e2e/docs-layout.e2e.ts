import { allDocs } from './docs-list';
import { hydrated, site, useBrowser } from './browser';

describe('docs layout', () => {
  const b = useBrowser();

  it('lists every doc in the sidebar and each sidebar link reaches its page', async () => {
    await b.page.goto(site('/docs'));
    const sidebar = b.page.getByRole('navigation', { name: 'Docs sidebar' });
    // Until the page has mounted, a category without a page of its own is a link to its first page
    // (for readers without JavaScript); it becomes a button in the render after hydration. Wait for
    // that render before counting the buttons.
    await sidebar.getByRole('button', { name: 'Kling', exact: true }).waitFor();
    // Collapsed categories render their items only when first opened: open them all, as a reader would.
    const closed = sidebar.locator('button[aria-expanded="false"]');
    await expect(sidebar.locator('a[href="/docs/api-reference/kling/image-to-video"]').count()).resolves.toBe(0);
    for (let n = await closed.count(); n > 0; n = await closed.count()) await closed.first().click();
    const hrefs = await sidebar.locator('a[href^="/docs"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    const expected = allDocs().map((d) => d.path);
    expect([...hrefs].sort()).toEqual([...expected].sort());
    // Collapse the categories again for the clicks below.
    await b.page.goto(site('/docs'));
    // Follow a few sidebar links by clicking, as a reader does (client-side navigation).
    for (const [category, label, path, title] of [
      ['Qwen', 'Embedding', '/docs/api-reference/qwen/embedding', 'Qwen Embeddings'],
      ['Kling', 'Image To Video', '/docs/api-reference/kling/image-to-video', 'Kling Image to Video'],
    ]) {
      const nav = b.page.getByRole('navigation', { name: 'Docs sidebar' });
      await nav.getByRole('button', { name: category, exact: true }).click();
      await nav.getByRole('link', { name: label, exact: true }).click();
      await b.page.waitForURL(`**${path}`);
      // The address changes before React commits the new page: wait for its heading.
      await b.page.locator('main h1', { hasText: title }).waitFor({ timeout: 10_000 });
      await expect(b.page.locator('main h1').textContent()).resolves.toBe(title);
    }
  });

  it('marks the current page, expands its category, and gives Gemini its own page', async () => {
    await b.page.goto(site('/docs/api-reference/gemini/text-generation'));
    const nav = b.page.getByRole('navigation', { name: 'Docs sidebar' });
    const current = nav.locator('[aria-current="page"]');
    await expect(current.count()).resolves.toBe(1);
    await expect(current.textContent()).resolves.toBe('Text Generation');
    await expect(nav.getByRole('button', { name: "Collapse sidebar category 'Gemini'" }).getAttribute('aria-expanded')).resolves.toBe('true');
    await nav.getByRole('link', { name: 'Gemini', exact: true }).click();
    await b.page.waitForURL('**/docs/api-reference/gemini');
    await b.page.locator('main h1', { hasText: 'Gemini API' }).waitFor({ timeout: 10_000 });
    await expect(b.page.locator('main h1').textContent()).resolves.toBe('Gemini API');
  });

  it('shows breadcrumbs from the sidebar path with structured data', async () => {
    await b.page.goto(site('/docs/api-reference/aws-anthropic/messages'));
    const crumbs = b.page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('listitem').allTextContents()).resolves.toEqual(['', 'API REFERENCE', 'AWS Anthropic', 'Messages']);
    await expect(crumbs.getByRole('link', { name: 'Home page' }).getAttribute('href')).resolves.toBe('/');
    const data = JSON.parse((await crumbs.locator('script[type="application/ld+json"]').textContent())!);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toHaveLength(3);
  });

  it('links Previous and Next in sidebar order', async () => {
    await b.page.goto(site('/docs/get-started/error-codes'));
    const pager = b.page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.getByRole('link', { name: /Previous/ }).count()).resolves.toBe(0);
    await pager.getByRole('link', { name: /Next/ }).click();
    await b.page.waitForURL('**/docs/get-started/libraries');
    await expect(pager.getByRole('link', { name: /Previous/ }).getAttribute('href')).resolves.toBe('/docs/get-started/error-codes');
    await b.page.goto(site('/docs/api-reference/gemini'));
    await expect(pager.getByRole('link', { name: /Previous/ }).getAttribute('href')).resolves.toBe('/docs/api-reference/dify/workflow');
    await expect(pager.getByRole('link', { name: /Next/ }).getAttribute('href')).resolves.toBe('/docs/api-reference/gemini/chat');
  });

  it('has a table of contents linking to the page headings', async () => {
    await b.page.goto(site('/docs/api-reference/openai/chat'));
    const toc = b.page.getByRole('navigation', { name: 'On this page' });
    const targets = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(targets.length).toBeGreaterThan(0);
    for (const hash of targets) {
      await expect(b.page.locator(`main [id="${decodeURIComponent(hash.slice(1))}"]`).count()).resolves.toBe(1);
    }
  });

  it('links "Edit this page" to the source file and shows the date of its last commit', async () => {
    await b.page.goto(site('/docs/api-reference/openai/chat'));
    await expect(b.page.getByRole('link', { name: 'Edit this page' }).getAttribute('href')).resolves.toBe(
      'https://github.com/llm-provider/docs/edit/main/content/docs/api-reference/openai/chat.mdx',
    );
    const updated = b.page.locator('main time');
    await expect(updated.evaluate((el) => el.parentElement!.textContent)).resolves.toMatch(/^Last updated on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const when = new Date((await updated.getAttribute('datetime'))!);
    expect(Number.isNaN(when.getTime())).toBe(false);
    // The date of a commit of this repository: after the project started, not in the future.
    expect(when.getTime()).toBeGreaterThan(Date.parse('2025-01-01'));
    expect(when.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('marks the section being read in the table of contents while scrolling', async () => {
    await b.page.goto(site('/docs/api-reference/openai/chat'));
    const currentTocLink = () =>
      b.page.evaluate(() => document.querySelector('nav[aria-labelledby="toc-title"] a[aria-current="location"]')?.getAttribute('href') ?? null);
    for (const id of ['authentication', 'tool-calling', 'streaming', 'request-body']) {
      await b.page.evaluate((target) => {
        const heading = document.getElementById(target)!;
        window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 120);
      }, id);
      await b.page.waitForFunction(
        (target) => document.querySelector('nav[aria-labelledby="toc-title"] a[aria-current="location"]')?.getAttribute('href') === `#${target}`,
        id,
        { timeout: 5000 },
      );
      await expect(b.page.locator('nav[aria-labelledby="toc-title"] a[aria-current="location"]').count()).resolves.toBe(1);
    }
    await expect(currentTocLink()).resolves.toBe('#request-body');
  });

  it('shows "Next", the only version, as a plain link to the page that stores no preferred version', async () => {
    await b.page.goto(site('/docs/get-started/error-codes?x=1#429'));
    const version = b.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Next', exact: true });
    await expect(version.getAttribute('href')).resolves.toBe('/docs/get-started/error-codes');
    await version.click();
    await b.page.waitForURL((url) => url.pathname.endsWith('/docs/get-started/error-codes') && url.search === '' && url.hash === '');
    await b.page.goto(site('/docs/api-reference/qwen/chat'));
    await expect(version.getAttribute('href')).resolves.toBe('/docs/api-reference/qwen/chat');
    await expect(b.page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).resolves.toBeNull();
  });

  it('links "Next" to the docs landing page from the not-found page of a path under /docs', async () => {
    await b.page.goto(site('/docs/no-such-page'));
    await hydrated(b.page);
    const version = b.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Next', exact: true });
    await expect(version.getAttribute('href')).resolves.toBe('/docs');
    await expect(version.getAttribute('aria-current')).resolves.toBeNull();
    await version.click();
    await b.page.waitForURL((url) => url.pathname.endsWith('/docs'));
    await b.page.getByRole('heading', { level: 1, name: 'Quick Start' }).waitFor();
  });
});

describe('docs layout on a phone (420 px)', () => {
  const b = useBrowser({ viewport: { width: 420, height: 800 } });

  it('puts the table of contents in a collapsed "On this page" box that opens on demand', async () => {
    await b.page.goto(site('/docs/api-reference/openai/chat'));
    await b.page.locator('nav[aria-labelledby="toc-title"]').waitFor({ state: 'detached' });
    const toggle = b.page.getByRole('button', { name: 'On this page' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    const box = b.page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const link = box.getByRole('link', { name: 'Streaming', exact: true });
    await expect(link.isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(link.isVisible()).resolves.toBe(true);
    await link.click();
    await b.page.waitForFunction(() => window.location.hash === '#streaming');
  });
});

describe('docs without JavaScript', () => {
  const b = useBrowser({ javaScriptEnabled: false });

  it('can be navigated through the sidebar: a collapsed category leads to its first page', async () => {
    await b.page.goto(site('/docs'));
    const nav = b.page.getByRole('navigation', { name: 'Docs sidebar' });
    await nav.getByRole('link', { name: 'Dify', exact: true }).click();
    await b.page.waitForURL('**/docs/api-reference/dify/app');
    await b.page.locator('main h1', { hasText: 'Dify App Information' }).waitFor({ timeout: 10_000 });
    await expect(b.page.locator('main h1').textContent()).resolves.toBe('Dify App Information');
    await expect(nav.getByRole('link', { name: 'Workflow' }).isVisible()).resolves.toBe(true);
  });
});
