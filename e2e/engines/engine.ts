/**
 * One small interface over the two non-Chromium engines of the browser suite, so that each
 * cross-engine test is written once and run for each (`describe.each(ENGINES)`):
 * - `firefox`: Debian's firefox-esr, driven by puppeteer-core over WebDriver BiDi (./firefox.ts);
 * - `webkit`: WebKitGTK's MiniBrowser, driven by WebKitWebDriver under Xvfb (./webkit.ts).
 *
 * `useEngine` starts one browser per engine per describe block (so per file and engine) and gives
 * every test a fresh state: a new gate (./gate.ts), hence a new origin with empty storage and
 * cache, and, in Firefox, a new browser context.
 *
 * Waiting is always for a state: `waitFor` polls a predicate in the page; nothing sleeps for a
 * fixed time.
 */
import { openGate, type Gate } from './gate';

export type EngineName = 'firefox' | 'webkit';
export const ENGINES: EngineName[] = ['firefox', 'webkit'];

/** How long `waitFor` and `click` wait by default: short, so that a failing test fails fast. */
export const WAIT_MS = 10_000;

/** A function run in the page. It is sent as source text: it may use only its arguments and the page's globals. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

export interface Engine {
  readonly name: EngineName;
  /** Starts a test: a clean tab at the given viewport size. */
  reset(viewport: Viewport): Promise<void>;
  /** Loads `url` and waits for its load event and for the site's deferred scripts to have loaded or failed. */
  goto(url: string): Promise<void>;
  /** The tab's current address. */
  url(): Promise<string>;
  /** Runs `fn(...args)` in the page and returns its (awaited, JSON-serializable) result. */
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /** Polls `fn(...args)` in the page until it returns something truthy; throws after `timeout` ms. */
  waitFor<A extends unknown[]>(fn: PageFunction<A, unknown>, args?: A, timeout?: number): Promise<void>;
  /**
   * Clicks, as a mouse does, the first rendered element matching `selector` (and, given `name`,
   * whose aria-label or trimmed text is `name`), waiting until there is one.
   */
  click(selector: string, name?: string): Promise<void>;
  /** Presses a key or a chord on the focused element: `Enter`, `ArrowDown`, `Control+k`. */
  press(keys: string): Promise<void>;
  /** Types text into the focused element, key by key. */
  type(text: string): Promise<void>;
  /** Sets the size of the page's viewport (CSS pixels) and waits until the page sees it. */
  setViewport(viewport: Viewport): Promise<void>;
  /** The browser's Back and Forward (history traversal, not a script's `history.back()`). */
  back(): Promise<void>;
  forward(): Promise<void>;
  /** Uncaught errors and unhandled rejections the page raised since `reset`. */
  pageErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export type Viewport = { width: number; height: number };

/** `Control+Shift+k` → modifiers `['Control', 'Shift']` and key `'k'`. */
export function parseChord(keys: string): { modifiers: string[]; key: string } {
  const parts = keys === '+' ? ['+'] : keys.split('+');
  return { modifiers: parts.slice(0, -1), key: parts[parts.length - 1] };
}

/** Polls `check` every 50 ms until it gives something truthy; errors count as "not yet" (a page between documents). */
export async function poll(check: () => Promise<unknown>, timeout: number, what: () => string): Promise<void> {
  const end = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      if (await check()) return;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= end) throw new Error(`Timed out after ${timeout} ms waiting for ${what()}${lastError ? ` (last error: ${String(lastError)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let clickCount = 0;

/**
 * Marks the element `Engine.click` is to click with a unique attribute, so that the driver can
 * find it by a plain CSS selector. Returns that selector, or null while there is no such element
 * ready for a click: rendered (a box, not `visibility: hidden`), not moving (the same box two
 * frames apart: a drawer sliding in) and with its centre on screen and not covered (else it is
 * scrolled to the middle of the screen first, as a reader would).
 */
export async function markClickTarget(engine: Pick<Engine, 'evaluate'>, selector: string, name?: string): Promise<string | null> {
  clickCount += 1;
  const mark = String(clickCount);
  const found = await engine.evaluate(
    async (sel: string, wanted: string | null, value: string) => {
      const element = Array.from(document.querySelectorAll(sel)).find((candidate) => {
        if (candidate.getClientRects().length === 0 || getComputedStyle(candidate).visibility === 'hidden') return false;
        if (wanted === null) return true;
        return (candidate.getAttribute('aria-label') ?? '').trim() === wanted || (candidate.textContent ?? '').trim() === wanted;
      });
      if (!element) return false;
      const before = element.getBoundingClientRect();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const box = element.getBoundingClientRect();
      if (box.x !== before.x || box.y !== before.y || box.width !== before.width || box.height !== before.height) return false;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      const onScreen = x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
      const hit = onScreen ? document.elementFromPoint(x, y) : null;
      if (!hit || !(element === hit || element.contains(hit))) {
        // Off screen, or under something fixed (the navbar): to the middle of the screen, then again.
        element.scrollIntoView({ block: 'center', inline: 'nearest' });
        return false;
      }
      element.setAttribute('data-engine-click', value);
      return true;
    },
    selector,
    name ?? null,
    mark,
  );
  return found ? `[data-engine-click="${mark}"]` : null;
}

/**
 * `Engine.click` for both drivers: waits for a target (markClickTarget) and clicks it with
 * `clickOn`, again while the driver reports an error that `retry` accepts (the element moved or
 * was covered in between), until WAIT_MS have passed.
 */
export async function clickWhenReady(
  engine: Pick<Engine, 'evaluate'>,
  selector: string,
  name: string | undefined,
  clickOn: (target: string) => Promise<void>,
  retry: (error: unknown) => boolean,
): Promise<void> {
  let last = 'no such element ready';
  await poll(
    async () => {
      const target = await markClickTarget(engine, selector, name);
      if (!target) return false;
      try {
        await clickOn(target);
        return true;
      } catch (error) {
        if (!retry(error)) throw error;
        last = String(error);
        return false;
      }
    },
    WAIT_MS,
    () => `a clickable ${selector}${name ? ` named "${name}"` : ''} (last: ${last})`,
  );
}

/** Starts the browser of an engine (loaded on demand, so a file that runs one engine starts nothing else). */
export async function launchEngine(name: EngineName): Promise<Engine> {
  if (name === 'firefox') return (await import('./firefox')).launchFirefox();
  return (await import('./webkit')).launchWebKit();
}

/**
 * Jest wiring for a describe block: one browser for the block, and for each test a clean tab at
 * `viewport` behind a new gate. `site(path)` is the URL of a site path through that gate.
 */
export function useEngine(name: EngineName, viewport: Viewport = { width: 1280, height: 800 }) {
  const state: { engine?: Engine; gate?: Gate } = {};
  beforeAll(async () => {
    state.engine = await launchEngine(name);
  });
  afterAll(async () => {
    await state.engine?.close();
  });
  beforeEach(async () => {
    state.gate = await openGate();
    await state.engine!.reset(viewport);
  });
  afterEach(async () => {
    await state.gate?.close();
  });
  return {
    get page(): Engine {
      return state.engine!;
    },
    get gate(): Gate {
      return state.gate!;
    },
    site(pathname: string): string {
      return state.gate!.site(pathname);
    },
  };
}
