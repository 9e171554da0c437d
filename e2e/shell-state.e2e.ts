/**
 * What the shell keeps across client-side navigations, and the smaller spec details that depend on
 * it: the docs sidebar (desktop and drawer) keeps its open categories, scroll position and DOM;
 * a crashed page resets alone and is titled "Page Error"; the sidebar shows the logo when the
 * navbar hides on scroll; Back/Forward leave focus alone; locale links carry the query and hash
 * from the first load.
 */
import type { JSHandle, Page } from 'playwright-core';
import { hydrated, site, useBrowser } from './browser';

const SIDEBAR = 'nav[aria-label="Docs sidebar"]';

/** Polls `read` until it gives `expected` (effects run after the commit that shows a new page) or 5 s pass. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  const end = Date.now() + 5000;
  let value = await read();
  while (value !== expected && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/**
 * Resolves once the page has rendered two more frames and run a task: whatever a navigation
 * does after its commit (effects, a frame later) has happened by then.
 */
function settled(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/** The desktop sidebar once it is interactive (category buttons only exist after mount). */
async function openDocs(page: Page, pathname: string): Promise<void> {
  await page.goto(site(pathname));
  await hydrated(page, `${SIDEBAR} button[aria-expanded]`);
}

async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.locator('main h1', { hasText: title }).first().waitFor({ timeout: 10_000 });
}

/** Keeps a reference to the element now matching `selector`, to check later that it is the same node. */
function grab(page: Page, selector: string): Promise<JSHandle<Element | null>> {
  return page.evaluateHandle((sel) => document.querySelector(sel), selector);
}

async function isSameNode(page: Page, handle: JSHandle<Element | null>, selector: string): Promise<boolean> {
  return page.evaluate(([element, sel]) => element !== null && element.isConnected && element === document.querySelector(sel as string), [
    handle,
    selector,
  ] as const);
}

describe('docs sidebar across navigations (desktop)', () => {
  const b = useBrowser();

  it('keeps the categories the reader opened, its scroll position and its DOM; the shell is not remounted', async () => {
    await openDocs(b.page, '/docs');
    const nav = b.page.locator(SIDEBAR);
    const dify = nav.getByRole('button', { name: 'Dify', exact: true });
    await dify.click();
    await expect(dify.getAttribute('aria-expanded')).resolves.toBe('true');
    // Its list opens with a height animation: measure scrolling once that has ended (no inline height left).
    await b.page.waitForFunction((id) => document.getElementById(id!)?.style.height === '', await dify.getAttribute('aria-controls'));
    // Scroll the sidebar itself (it scrolls inside its own box once Dify's pages are listed) to
    // the end, where Dify's last page is; hovering it first lets the browser settle the scroll.
    await nav.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const workflow = nav.getByRole('link', { name: 'Workflow', exact: true });
    await workflow.hover();
    const scrolled = await nav.evaluate((el) => el.scrollTop);
    expect(scrolled).toBeGreaterThan(100);
    const before = {
      sidebar: await grab(b.page, SIDEBAR),
      navbar: await grab(b.page, 'nav[aria-label="Main"]'),
      footer: await grab(b.page, 'footer'),
    };

    await workflow.click();
    await b.page.waitForURL('**/docs/api-reference/dify/workflow');
    await waitForTitle(b.page, 'Dify Workflow');
    await settled(b.page);
    await expect(nav.evaluate((el) => el.scrollTop)).resolves.toBe(scrolled);

    // A page of another category, scrolled into view by the reader.
    await nav.evaluate((el) => el.scrollTo(0, 0));
    await nav.getByRole('link', { name: 'Libraries', exact: true }).click();
    await b.page.waitForURL('**/docs/get-started/libraries');
    await waitForTitle(b.page, 'Libraries');
    await settled(b.page);

    await expect(isSameNode(b.page, before.sidebar, SIDEBAR)).resolves.toBe(true);
    await expect(isSameNode(b.page, before.navbar, 'nav[aria-label="Main"]')).resolves.toBe(true);
    await expect(isSameNode(b.page, before.footer, 'footer')).resolves.toBe(true);
    await expect(dify.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(workflow.isVisible()).resolves.toBe(true);
    await expect(nav.locator('[aria-current="page"]').textContent()).resolves.toBe('Libraries');
  });

  it('opens the category of the page reached, and collapses nothing on its own', async () => {
    await openDocs(b.page, '/docs');
    const nav = b.page.locator(SIDEBAR);
    await nav.getByRole('button', { name: 'Kling', exact: true }).click();
    await expect(nav.getByRole('button', { name: 'OpenAI', exact: true }).getAttribute('aria-expanded')).resolves.toBe('false');
    // Not through the sidebar: the footer's link to OpenAI Chat.
    await b.page.locator('footer').getByRole('link', { name: 'OpenAI Chat' }).click();
    await waitForTitle(b.page, 'OpenAI Chat Completions');
    const openai = nav.getByRole('button', { name: 'OpenAI', exact: true });
    await expect(eventually(() => openai.getAttribute('aria-expanded'), 'true')).resolves.toBe('true');
    await settled(b.page);
    await expect(nav.getByRole('button', { name: 'Kling', exact: true }).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(nav.locator('[aria-current="page"]').textContent()).resolves.toBe('Chat');
  });

  it('a crashing page shows the crash screen titled "Page Error" and resets alone; the sidebar stays', async () => {
    // Page data a page cannot render (as from a bad deploy): its headings are not a list.
    await b.page.route('**/page-data/docs/get-started/rate-limits/page-data.json', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.result.data.mdx.fields.headings = null;
      await route.fulfill({ response, json });
    });
    const errors: string[] = [];
    b.page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await openDocs(b.page, '/docs');
    const nav = b.page.locator(SIDEBAR);
    await nav.getByRole('button', { name: 'Dify', exact: true }).click();
    const sidebar = await grab(b.page, SIDEBAR);

    await nav.getByRole('link', { name: 'Rate limits', exact: true }).click();
    await b.page.getByRole('heading', { level: 1, name: 'This page crashed.' }).waitFor({ timeout: 10_000 });
    await expect(eventually(() => b.page.title(), 'Page Error')).resolves.toBe('Page Error');
    await expect(b.page.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true);
    // Only the page crashed: the same sidebar, still with Dify open, and the navbar.
    await expect(isSameNode(b.page, sidebar, SIDEBAR)).resolves.toBe(true);
    await expect(nav.getByRole('button', { name: 'Dify', exact: true }).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(b.page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(true);

    // The next page renders normally, with its own title.
    await nav.getByRole('link', { name: 'Error codes', exact: true }).click();
    await waitForTitle(b.page, 'Error codes');
    await expect(b.page.getByRole('heading', { name: 'This page crashed.' }).count()).resolves.toBe(0);
    await b.page.waitForFunction(() => document.title.startsWith('Error codes'));
    await expect(isSameNode(b.page, sidebar, SIDEBAR)).resolves.toBe(true);
  });
});

describe('docs sidebar in the mobile drawer (420 px)', () => {
  const b = useBrowser({ viewport: { width: 420, height: 800 } });
  const drawer = () => b.page.locator('[class*="drawer"]');

  async function openDrawer(): Promise<void> {
    await hydrated(b.page, 'button[aria-label="Toggle navigation bar"]');
    await b.page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await b.page.getByRole('button', { name: 'Close navigation bar' }).waitFor();
    await b.page.waitForFunction(() => document.activeElement?.closest('[class*="drawer"]') !== null);
  }

  it('keeps the categories opened in the drawer and its DOM after following one of its links', async () => {
    await b.page.goto(site('/docs'));
    await openDrawer();
    const nav = drawer().locator(SIDEBAR);
    await nav.getByRole('button', { name: 'Dify', exact: true }).click();
    await expect(nav.getByRole('button', { name: 'Dify', exact: true }).getAttribute('aria-expanded')).resolves.toBe('true');
    const sidebar = await grab(b.page, `[class*="drawer"] ${SIDEBAR}`);

    await nav.getByRole('link', { name: 'Libraries', exact: true }).click();
    await waitForTitle(b.page, 'Libraries');
    await expect(b.page.getByRole('button', { name: 'Toggle navigation bar' }).getAttribute('aria-expanded')).resolves.toBe('false');

    await settled(b.page);
    await openDrawer();
    await expect(isSameNode(b.page, sidebar, `[class*="drawer"] ${SIDEBAR}`)).resolves.toBe(true);
    await expect(nav.getByRole('button', { name: 'Dify', exact: true }).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(nav.locator('[aria-current="page"]').textContent()).resolves.toBe('Libraries');
  });
});

describe('sidebar logo with hideOnScroll (desktop)', () => {
  const b = useBrowser();

  it('shows the logo and title at the top of the sidebar once the navbar has hidden', async () => {
    await openDocs(b.page, '/docs/api-reference/openai/chat');
    const logo = b.page.locator('[class*="sidebar"] a[href="/"]').filter({ hasText: 'LLM Provider' });
    await expect(logo.count()).resolves.toBe(1);
    await expect(logo.locator('img').count()).resolves.toBe(1);
    // A visual copy only: not a second tab stop nor a second "LLM Provider" link for screen readers
    // (the navbar's logo is both, even while the navbar is slid away).
    await expect(logo.getAttribute('tabindex')).resolves.toBe('-1');
    await expect(logo.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).resolves.toBe(true);
    /** Which of the two brands a click at the sidebar logo's centre would reach. */
    const topmostAtLogo = () =>
      logo.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { inSidebarLogo: !!hit && el.contains(hit), inNavbar: !!hit?.closest('nav[aria-label="Main"]'), top: Math.round(box.top) };
      });
    // At the top of the page the navbar is shown and covers it: one brand on screen.
    await expect(topmostAtLogo()).resolves.toMatchObject({ inSidebarLogo: false, inNavbar: true });

    // Scroll down until the navbar hides.
    for (let i = 0; i < 4; i += 1) {
      const before = await b.page.evaluate(() => window.scrollY);
      await b.page.mouse.wheel(0, 400);
      // The wheel has scrolled (or the page ends here).
      await b.page.waitForFunction((y) => window.scrollY > y || window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1, before);
    }
    await b.page.waitForFunction(() => {
      const navbar = document.querySelector('nav[aria-label="Main"]')!;
      return navbar.getBoundingClientRect().bottom <= 0;
    });
    const shown = await topmostAtLogo();
    expect(shown.inSidebarLogo).toBe(true);
    expect(shown.top).toBeGreaterThanOrEqual(0);
    expect(shown.top).toBeLessThan(40);
  });
});

describe('focus after navigation', () => {
  const b = useBrowser();
  const focused = () =>
    b.page.evaluate(() => {
      const el = document.activeElement;
      return el ? { id: el.id, text: el.textContent?.trim() ?? '', tag: el.tagName } : null;
    });

  it('Back and Forward leave keyboard focus where it was; a link navigation sends the next Tab to the skip link', async () => {
    await openDocs(b.page, '/docs');
    const nav = b.page.locator(SIDEBAR);
    await nav.getByRole('link', { name: 'Libraries', exact: true }).click();
    await waitForTitle(b.page, 'Libraries');
    await settled(b.page);
    await b.page.keyboard.press('Tab');
    await expect(focused()).resolves.toMatchObject({ text: 'Skip to main content' });

    // Focus a sidebar link (the sidebar stays on screen), then go Back.
    await nav.getByRole('link', { name: 'Error codes', exact: true }).focus();
    await b.page.goBack();
    await waitForTitle(b.page, 'Quick Start');
    await settled(b.page);
    await expect(focused()).resolves.toMatchObject({ tag: 'A', text: 'Error codes' });

    await b.page.goForward();
    await waitForTitle(b.page, 'Libraries');
    await settled(b.page);
    await expect(focused()).resolves.toMatchObject({ tag: 'A', text: 'Error codes' });

    // Focus on nothing in particular stays there too: not moved to the router's wrapper.
    await b.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await b.page.goBack();
    await waitForTitle(b.page, 'Quick Start');
    await settled(b.page);
    await expect(focused()).resolves.toMatchObject({ tag: 'BODY' });
  });

  it('a hash navigation leaves focus where it was', async () => {
    await openDocs(b.page, '/docs/api-reference/openai/chat');
    const link = b.page.locator(SIDEBAR).getByRole('link', { name: 'Chat', exact: true });
    await link.focus();
    await b.page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/docs/api-reference/openai/chat#streaming'));
    await b.page.waitForFunction(() => window.location.hash === '#streaming');
    await settled(b.page);
    await expect(focused()).resolves.toMatchObject({ tag: 'A', text: 'Chat' });
  });
});

describe('links that carry the query and hash', () => {
  const b = useBrowser();

  it('the locale links keep the path, query and hash from the first load; the one-version link keeps the path alone', async () => {
    const tail = '?from=mail#429-too-many-requests';
    await b.page.goto(site(`/docs/get-started/error-codes${tail}`));
    const navbar = b.page.getByRole('navigation', { name: 'Main' });
    await hydrated(b.page, `${SIDEBAR} button[aria-expanded]`);
    const english = navbar.locator('a[lang="en"]');
    await b.page.waitForFunction(
      (expected) => document.querySelector('nav[aria-label="Main"] a[lang="en"]')?.getAttribute('href') === expected,
      `/docs/get-started/error-codes${tail}`,
      {
        timeout: 5000,
      },
    );
    await expect(english.getAttribute('href')).resolves.toBe(`/docs/get-started/error-codes${tail}`);
    // With one version the version item is a plain link to the version's target doc (behaviours §3).
    await expect(navbar.getByRole('link', { name: 'Next', exact: true }).getAttribute('href')).resolves.toBe('/docs/get-started/error-codes');
  });
});
