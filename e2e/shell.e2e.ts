import type { Page } from 'playwright-core';
import { hydrated as committed, site, useBrowser } from './browser';

const TOGGLE_LIGHT = 'Switch between dark and light mode (currently light mode)';
const TOGGLE_DARK = 'Switch between dark and light mode (currently dark mode)';

async function theme(page: Page) {
  return page.evaluate(() => document.documentElement.getAttribute('data-theme'));
}

/**
 * Waits until React has hydrated the page and run its effects: before that, clicks, hovers and
 * scrolling reach static HTML with no handlers and are lost.
 */
async function hydrated(page: Page) {
  await committed(page);
  // Effects run after the hydration commit: two frames and a task later they have.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/** Waits until the navbar is scrolled out of view (hidden) or back in it (shown); it slides, so its final place comes a transition later. */
async function navbarIs(page: Page, state: 'hidden' | 'shown') {
  await page.waitForFunction((hidden) => {
    const bottom = document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect().bottom;
    return hidden ? bottom <= 0 : bottom > 0;
  }, state === 'hidden');
}

describe('page shell on desktop (1280 px)', () => {
  const b = useBrowser();

  it('puts "Skip to main content" first; activating it moves focus into the main content', async () => {
    await b.page.goto(site('/docs/api-reference/openai/chat'));
    await hydrated(b.page);
    await b.page.keyboard.press('Tab');
    const first = b.page.locator(':focus');
    await expect(first.textContent()).resolves.toBe('Skip to main content');
    await expect(first.isVisible()).resolves.toBe(true);
    await b.page.keyboard.press('Enter');
    await b.page.keyboard.press('Tab');
    const inMain = await b.page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(inMain).toBe(true);
  });

  it('renders the announcement bar on the server, remembers "Close", and never flashes it afterwards', async () => {
    const response = await b.page.goto(site('/docs'));
    await hydrated(b.page);
    expect(await response!.text()).toContain('See the model overview');
    await b.page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(b.page.getByRole('link', { name: 'See the model overview' }).count()).resolves.toBe(0);
    // On the next load the bar is hidden before the first paint: check the DOM as parsed, before scripts hydrate.
    await b.page.route('**/*.js', (route) => route.abort());
    await b.page.goto(site('/docs/get-started/error-codes'));
    await expect(b.page.getByRole('link', { name: 'See the model overview' }).isVisible()).resolves.toBe(false);
  });

  it('shows a bar with a new id again, even after the old one was dismissed', async () => {
    await b.page.goto(site('/docs'));
    await b.page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await b.page.reload();
    await expect(b.page.getByRole('link', { name: 'See the model overview' }).isVisible()).resolves.toBe(true);
  });

  it('has the logo/title home link and every configured item type', async () => {
    await b.page.goto(site('/docs/get-started/error-codes'));
    const nav = b.page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'LLM Provider' }).first().getAttribute('href')).resolves.toBe('/');
    await expect(nav.getByRole('link', { name: 'Docs' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(nav.getByRole('button', { name: 'API Reference' }).getAttribute('aria-haspopup')).resolves.toBe('true');
    await expect(nav.getByRole('link', { name: 'Next' }).getAttribute('href')).resolves.toBe('/docs/get-started/error-codes');
    await expect(nav.getByRole('button', { name: 'English' }).isVisible()).resolves.toBe(true);
    const github = nav.getByRole('link', { name: 'GitHub' });
    await expect(github.getAttribute('href')).resolves.toBe('https://github.com/llm-provider');
    await expect(github.getAttribute('target')).resolves.toBe('_blank');
    await expect(nav.getByRole('link', { name: 'Change Log' }).getAttribute('aria-current')).resolves.toBeNull();
  });

  it('opens a dropdown on hover and with Enter, and closes it with a click outside', async () => {
    await b.page.goto(site('/docs'));
    await hydrated(b.page);
    const nav = b.page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'API Reference' });
    const openai = nav.getByRole('link', { name: 'OpenAI' });
    await expect(openai.isVisible()).resolves.toBe(false);
    await trigger.hover();
    await openai.waitFor({ state: 'visible' });
    await b.page.mouse.move(700, 500);
    await openai.waitFor({ state: 'hidden' });
    await trigger.focus();
    await b.page.keyboard.press('Enter');
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
    await openai.waitFor({ state: 'visible' });
    await b.page.mouse.click(700, 500);
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('starts light whatever the system prefers, toggles to dark, remembers it and syncs other tabs', async () => {
    await b.page.emulateMedia({ colorScheme: 'dark' });
    await b.page.goto(site('/docs'));
    await hydrated(b.page);
    await expect(theme(b.page)).resolves.toBe('light');
    const other = await b.context.newPage();
    await other.goto(site('/docs/get-started/error-codes'));
    await hydrated(other);
    await b.page.getByRole('button', { name: TOGGLE_LIGHT }).click();
    await expect(theme(b.page)).resolves.toBe('dark');
    await expect(b.page.getByRole('button', { name: TOGGLE_DARK }).isVisible()).resolves.toBe(true);
    await expect(b.page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('dark');
    await other.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await expect(other.getByRole('button', { name: TOGGLE_DARK }).isVisible()).resolves.toBe(true);
  });

  it('applies the stored mode before the first paint (no flash), even without the app scripts', async () => {
    await b.page.goto(site('/docs'));
    await b.page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await b.page.route('**/*.js', (route) => route.abort());
    await b.page.goto(site('/docs/get-started/rate-limits'));
    await expect(theme(b.page)).resolves.toBe('dark');
    const background = await b.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(13, 17, 23)');
  });

  it('hides the navbar scrolling down, shows it scrolling up and near the top', async () => {
    await b.page.setViewportSize({ width: 1280, height: 500 });
    await b.page.goto(site('/docs/api-reference/openai/chat'));
    await hydrated(b.page);
    const nav = b.page.getByRole('navigation', { name: 'Main' });
    const top = () => nav.evaluate((el) => el.getBoundingClientRect().bottom);
    await b.page.evaluate(() => document.body.style.setProperty('min-height', '4000px'));
    for (const y of [200, 400, 600]) {
      await b.page.mouse.wheel(0, 200);
      await b.page.waitForFunction((target) => window.scrollY >= target, y);
    }
    await navbarIs(b.page, 'hidden');
    expect(await top()).toBeLessThanOrEqual(0);
    await b.page.mouse.wheel(0, -200);
    await navbarIs(b.page, 'shown');
    expect(await top()).toBeGreaterThan(0);
    await b.page.evaluate(() => window.scrollTo(0, 0));
    await navbarIs(b.page, 'shown');
    expect(await top()).toBeGreaterThan(0);
  });

  it('has a footer with link columns, contact e-mail, code hosting link, QR code and the 2025 copyright', async () => {
    await b.page.goto(site('/docs'));
    const footer = b.page.locator('footer');
    await expect(footer.getByRole('heading', { name: 'Docs' }).isVisible()).resolves.toBe(true);
    await expect(footer.getByRole('link', { name: 'support@llmprovider.example' }).getAttribute('href')).resolves.toBe('mailto:support@llmprovider.example');
    await expect(
      footer
        .getByRole('link', { name: /GitHub/ })
        .first()
        .getAttribute('href'),
    ).resolves.toBe('https://github.com/llm-provider');
    const qr = footer.getByRole('img', { name: 'QR code: Scan to consult now' });
    await qr.scrollIntoViewIfNeeded();
    // The image is lazy: scrolling it into view starts the fetch, so wait for it to decode.
    await expect(qr.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0))).resolves.toBe(true);
    await expect(footer.getByText('Scan to consult now', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(footer.textContent()).resolves.toContain('© 2025');
  });

  it('hides the navbar after a jump to an anchor of the page and shows it after going to another page', async () => {
    await b.page.goto(site('/docs/api-reference/openai/chat'));
    await hydrated(b.page);
    const nav = b.page.getByRole('navigation', { name: 'Main' });
    const bottom = () => nav.evaluate((el) => el.getBoundingClientRect().bottom);
    await b.page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Streaming' }).click();
    await b.page.waitForFunction(() => window.location.hash === '#streaming');
    await navbarIs(b.page, 'hidden');
    expect(await bottom()).toBeLessThanOrEqual(0);
    await b.page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Quick Start' }).click();
    await b.page.locator('main h1', { hasText: 'Quick Start' }).waitFor();
    await navbarIs(b.page, 'shown');
    expect(await bottom()).toBeGreaterThan(0);
  });

  it('keeps working, with one console warning, when browser storage is unavailable', async () => {
    const warnings: string[] = [];
    b.page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await b.page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    await b.page.goto(site('/docs/get-started/error-codes'));
    await hydrated(b.page);
    await b.page.getByRole('button', { name: TOGGLE_LIGHT }).click();
    await expect(theme(b.page)).resolves.toBe('dark');
    await b.page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(b.page.getByRole('link', { name: 'See the model overview' }).count()).resolves.toBe(0);
    await b.page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Rate limits' }).click();
    await b.page.locator('main h1', { hasText: 'Rate limits' }).waitFor();
    expect(warnings.filter((text) => /storage is not available/i.test(text))).toHaveLength(1);
    expect(b.errors).toEqual([]);
  });

  it('declares lang and dir, and raises no errors', async () => {
    await b.page.goto(site('/docs/api-reference/gemini'));
    await expect(b.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).resolves.toEqual(['en', 'ltr']);
    expect(b.errors).toEqual([]);
  });
});

describe.each([
  [997, 'desktop'],
  [996, 'mobile'],
  [420, 'mobile'],
])('layout at %i px', (width, mode) => {
  const b = useBrowser({ viewport: { width, height: 800 } });

  it.each(['light', 'dark'])(`is ${mode} (%s mode)`, async (colour) => {
    await b.page.addInitScript((value) => localStorage.setItem('theme', value), colour);
    await b.page.goto(site('/docs/api-reference/openai/chat'));
    await expect(theme(b.page)).resolves.toBe(colour);
    const toggle = b.page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(toggle.isVisible()).resolves.toBe(mode === 'mobile');
    await expect(b.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).isVisible()).resolves.toBe(mode === 'desktop');
    await expect(b.page.getByRole('navigation', { name: 'Docs sidebar' }).first().isVisible()).resolves.toBe(mode === 'desktop');
  });
});

describe('mobile drawer (420 px)', () => {
  const b = useBrowser({ viewport: { width: 420, height: 800 } });
  const open = async () => {
    // A click before React has hydrated the button does nothing (the page is still static HTML).
    await committed(b.page);
    await b.page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await b.page.getByRole('button', { name: 'Close navigation bar' }).waitFor();
    // Open: focus has moved into the drawer.
    await b.page.waitForFunction(() => document.activeElement?.closest('[class*="drawer"]') !== null);
  };

  it('opens on the docs sidebar on doc pages, with "← Back to main menu" to every navbar item', async () => {
    await b.page.goto(site('/docs/api-reference/openai/chat'));
    await open();
    await expect(b.page.evaluate(() => document.body.style.overflow)).resolves.toBe('hidden');
    const current = b.page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Chat' }).and(b.page.locator('[aria-current="page"]'));
    await expect(current.isVisible()).resolves.toBe(true);
    await b.page.getByRole('button', { name: '← Back to main menu' }).click();
    const docs = b.page.locator('[class*="drawer"]').getByRole('link', { name: 'Docs' });
    await docs.waitFor({ state: 'visible' });
    await expect(b.page.getByRole('button', { name: 'Languages' }).isVisible()).resolves.toBe(true);
    await expect(
      b.page
        .locator('[class*="drawer"]')
        .getByRole('button', { name: /Switch between dark and light mode/ })
        .isVisible(),
    ).resolves.toBe(true);
    // Keyboard users land in the menu they switched to (focus moves once the panel has slid in).
    await b.page.waitForFunction(() => document.activeElement?.textContent === 'Docs');
  });

  it('opens on the main menu elsewhere and closes on an item click', async () => {
    await b.page.goto(site('/'));
    await open();
    await expect(b.page.getByRole('button', { name: '← Back to main menu' }).count()).resolves.toBe(0);
    await b.page.locator('[class*="drawer"]').getByRole('link', { name: 'Change Log' }).click();
    await b.page.waitForURL('**/docs/community/change-log');
    await expect(b.page.getByRole('button', { name: 'Toggle navigation bar' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(b.page.evaluate(() => document.body.style.overflow)).resolves.toBe('visible');
  });

  it('closes on the backdrop, on Back (staying on the page) and on resizing to desktop', async () => {
    await b.page.goto(site('/docs/get-started/error-codes'));
    await open();
    // A tap on the backdrop beside the drawer. Through the locator, so that the click waits until
    // the backdrop takes it: it becomes visible with a transition, and a click in its first frame
    // went through to the page (one browser-suite run in two).
    await b.page.locator('nav [class*="backdrop"]').click({ position: { x: 400, y: 400 } });
    await b.page.waitForFunction(() => document.querySelector('button[aria-label="Toggle navigation bar"]')?.getAttribute('aria-expanded') === 'false');
    await open();
    await b.page.goBack();
    await b.page.waitForFunction(() => document.querySelector('button[aria-label="Toggle navigation bar"]')?.getAttribute('aria-expanded') === 'false');
    expect(b.page.url()).toBe(site('/docs/get-started/error-codes'));
    await open();
    await b.page.setViewportSize({ width: 1100, height: 800 });
    await b.page.getByRole('button', { name: 'Close navigation bar' }).waitFor({ state: 'detached' });
    await b.page.waitForFunction(() => document.body.style.overflow === 'visible');
    await expect(b.page.evaluate(() => document.body.style.overflow)).resolves.toBe('visible');
  });

  it('after the drawer was opened and closed, the first Tab on the next page reaches the skip link', async () => {
    // Focus is set on the skip link's container and the tabindex taken away again, so Chromium
    // moves focus to the body but keeps the container as the place where Tab starts from. That
    // happens a frame after the new page renders: count the container's focus events to know when.
    const skipRegionFocused = () => b.page.evaluate(() => (window as unknown as { __skipRegionFocus?: number }).__skipRegionFocus ?? 0);
    const tabLandsOnSkipLink = async (focusedBefore: number) => {
      await b.page.waitForFunction((before) => ((window as unknown as { __skipRegionFocus?: number }).__skipRegionFocus ?? 0) > before, focusedBefore);
      await b.page.keyboard.press('Tab');
      return b.page.evaluate(() => document.activeElement?.textContent);
    };
    await b.page.goto(site('/docs/get-started/error-codes'));
    await b.page.evaluate(() => {
      document.addEventListener('focusin', (event) => {
        if ((event.target as Element).matches('[role="region"][aria-label="Skip to main content"]')) {
          const w = window as unknown as { __skipRegionFocus?: number };
          w.__skipRegionFocus = (w.__skipRegionFocus ?? 0) + 1;
        }
      });
    });
    await open();
    await b.page.getByRole('button', { name: 'Close navigation bar' }).click();
    await b.page.getByRole('button', { name: 'Close navigation bar' }).waitFor({ state: 'detached' });
    let focused = await skipRegionFocused();
    await b.page.locator('main a[href="/docs/get-started/rate-limits"]').first().click();
    await b.page.locator('main h1', { hasText: 'Rate limits' }).waitFor();
    await expect(tabLandsOnSkipLink(focused)).resolves.toBe('Skip to main content');
    // A drawer item: the drawer closes and the new page starts at the skip link too.
    await open();
    focused = await skipRegionFocused();
    await b.page.locator('[class*="drawer"]').getByRole('link', { name: 'Quick Start' }).click();
    await b.page.locator('main h1', { hasText: 'Quick Start' }).waitFor();
    await expect(tabLandsOnSkipLink(focused)).resolves.toBe('Skip to main content');
  });

  it('returns focus to the menu button when closed with the keyboard', async () => {
    await b.page.goto(site('/docs'));
    await open();
    await b.page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Close navigation bar');
    await b.page.keyboard.press('Escape');
    await expect(b.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Toggle navigation bar');
  });

  it('keeps Tab and Shift+Tab inside the open drawer, skipping what is collapsed or on the hidden panel', async () => {
    await b.page.goto(site('/docs/get-started/error-codes'));
    await open();
    // Where focus is: inside the drawer or not, and which element (by its text or label).
    const focused = () =>
      b.page.evaluate(() => {
        const drawer = document.querySelector('button[aria-label="Close navigation bar"]')!.closest('[class*="drawer"]')!;
        const element = document.activeElement as HTMLElement;
        return { inside: drawer.contains(element), name: element.getAttribute('aria-label') ?? element.textContent!.trim() };
      });
    const first = await b.page.evaluate(() => {
      const drawer = document.querySelector('button[aria-label="Close navigation bar"]')!.closest('[class*="drawer"]')!;
      const link = drawer.querySelector<HTMLElement>('a[href]')!;
      link.focus();
      return link.getAttribute('aria-label') ?? link.textContent!.trim();
    });
    await b.page.keyboard.press('Shift+Tab');
    const last = await focused();
    expect(last.inside).toBe(true);
    expect(last.name).not.toBe(first);
    // The last element really is the last one Tab reaches in the drawer: the next Tab wraps.
    await b.page.keyboard.press('Tab');
    await expect(focused()).resolves.toEqual({ inside: true, name: first });
    await b.page.keyboard.press('Shift+Tab');
    await expect(focused()).resolves.toEqual(last);
  });

  it('expands a dropdown in the drawer only when asked, unless it holds the current page', async () => {
    await b.page.goto(site('/docs/api-reference/anthropic/messages'));
    await open();
    await b.page.getByRole('button', { name: '← Back to main menu' }).click();
    const expand = b.page.locator('[class*="drawer"]').getByRole('button', { name: 'Collapse the dropdown' });
    await expect(expand.count()).resolves.toBeGreaterThan(0);
    await expect(b.page.locator('[class*="drawer"]').getByRole('link', { name: 'Anthropic' }).getAttribute('aria-current')).resolves.toBe('page');
  });
});
