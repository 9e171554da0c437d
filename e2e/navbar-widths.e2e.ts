/**
 * The desktop navbar from its first width up (997 px: iPad landscape, small laptops): the site
 * title is never cut, the search shortcut hint never wraps (it is hidden where there is no room),
 * and nothing in the bar overflows it, in light and dark.
 */
import { hydrated, site, useBrowser } from './browser';

describe('the navbar at in-between widths', () => {
  const b = useBrowser();

  it.each([997, 1024, 1100, 1280].flatMap((width) => ['light', 'dark'].map((mode) => [width, mode] as const)))(
    'at %i px in %s mode: full title, hint on one line or hidden, nothing overflowing',
    async (width, mode) => {
      const { page } = b;
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      await page.goto(site('/docs'));
      await hydrated(page);
      // The hint gets its text after mount (it depends on the platform): measure once it has it.
      await page.waitForFunction(() => !!document.querySelector('[data-search-hint]')?.textContent);
      const layout = await page.evaluate(() => {
        const nav = document.querySelector('nav') as HTMLElement;
        const title = nav.querySelector('a b') as HTMLElement;
        const hint = nav.querySelector('[data-search-hint]') as HTMLElement;
        const inner = nav.firstElementChild as HTMLElement;
        const hintStyle = getComputedStyle(hint);
        const outside = [...inner.querySelectorAll('a, button')]
          .map((element) => element.getBoundingClientRect())
          .filter((rect) => rect.width > 0 && (rect.left < 0 || rect.right > document.documentElement.clientWidth + 0.5)).length;
        return {
          theme: document.documentElement.dataset.theme,
          title: title.textContent,
          titleCut: title.scrollWidth > title.clientWidth,
          hintShown: hintStyle.display !== 'none',
          hintLines: hintStyle.display === 'none' ? 0 : Math.round(hint.getBoundingClientRect().height / parseFloat(hintStyle.lineHeight)),
          overflow: inner.scrollWidth > inner.clientWidth,
          outside,
        };
      });
      expect(layout).toEqual({
        theme: mode,
        title: 'LLM Provider',
        titleCut: false,
        hintShown: width >= 1120,
        hintLines: width >= 1120 ? 1 : 0,
        overflow: false,
        outside: 0,
      });
      expect(b.errors).toEqual([]);
    },
  );
});
