/**
 * A small W3C WebDriver (classic) client over `fetch`, enough to drive WebKitGTK's MiniBrowser
 * through WebKitWebDriver: sessions, navigation and history, scripts, elements, input actions
 * and the window size. Only the commands the cross-engine tests use; each is one HTTP request.
 *
 * Written here rather than taken from npm: the libraries that speak WebDriver (webdriverio,
 * selenium-webdriver) bring dozens of packages and their own test-runner conventions for the
 * dozen endpoints used here, and none of them knows WebKitGTK's capabilities better than the spec.
 */

/** The key under which WebDriver serializes an element reference. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** An error answered by the remote end (`error` is the spec's error code, e.g. "no such element"). */
export class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'WebDriverError';
  }
}

/** Key values of the spec's "keyboard actions" table, by the names the tests use. */
export const KEYS: Record<string, string> = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: '\uE00D',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
  Meta: '\uE03D',
};

export type KeyAction = { type: 'keyDown' | 'keyUp'; value: string } | { type: 'pause'; duration: number };
export type Rect = { x: number; y: number; width: number; height: number };

async function call<T>(base: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: { value?: unknown };
  try {
    parsed = JSON.parse(text) as { value?: unknown };
  } catch {
    throw new WebDriverError('unknown error', `${method} ${path} answered ${response.status} with no JSON: ${text.slice(0, 200)}`);
  }
  const value = parsed.value as { error?: string; message?: string } | undefined;
  if (!response.ok || (value && typeof value === 'object' && typeof value.error === 'string')) {
    throw new WebDriverError(value?.error ?? `http ${response.status}`, value?.message ?? text.slice(0, 200));
  }
  return parsed.value as T;
}

/** Waits until the remote end at `base` says it is ready for a new session, or throws after `ms`. */
export async function waitUntilReady(base: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  let last: unknown;
  while (Date.now() < end) {
    try {
      const status = await call<{ ready?: boolean }>(base, 'GET', '/status');
      if (status?.ready) return;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`WebDriver at ${base} not ready after ${ms} ms${last ? ` (${String(last)})` : ''}`);
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  /** Opens a session with the given `alwaysMatch` capabilities. */
  static async create(base: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const created = await call<{ sessionId: string }>(base, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverSession(base, created.sessionId);
  }

  private command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return call<T>(this.base, method, `/session/${this.id}${path}`, body);
  }

  setTimeouts(timeouts: { script?: number; pageLoad?: number; implicit?: number }): Promise<void> {
    return this.command('POST', '/timeouts', timeouts);
  }

  /** Loads `url` and returns once its load has completed (page load strategy "normal"). */
  navigate(url: string): Promise<void> {
    return this.command('POST', '/url', { url });
  }

  currentUrl(): Promise<string> {
    return this.command('GET', '/url');
  }

  back(): Promise<void> {
    return this.command('POST', '/back', {});
  }

  forward(): Promise<void> {
    return this.command('POST', '/forward', {});
  }

  /** Runs a function body synchronously in the page; `arguments` holds `args`. */
  executeSync<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.command('POST', '/execute/sync', { script, args });
  }

  /** Runs a function body in the page that calls its last argument with the result. */
  executeAsync<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.command('POST', '/execute/async', { script, args });
  }

  /** The id of the first element matching a CSS selector (error "no such element" when none). */
  async findElement(selector: string): Promise<string> {
    const found = await this.command<Record<string, string>>('POST', '/element', { using: 'css selector', value: selector });
    return found[ELEMENT_KEY];
  }

  async findElements(selector: string): Promise<string[]> {
    const found = await this.command<Array<Record<string, string>>>('POST', '/elements', { using: 'css selector', value: selector });
    return found.map((element) => element[ELEMENT_KEY]);
  }

  /** Scrolls the element into view and clicks its centre, as a mouse does. */
  clickElement(element: string): Promise<void> {
    return this.command('POST', `/element/${element}/click`, {});
  }

  /** Focuses the element and types `text` into it. */
  sendKeys(element: string, text: string): Promise<void> {
    return this.command('POST', `/element/${element}/value`, { text });
  }

  /** Runs a sequence of key actions on the focused element, then releases every key. */
  async keys(actions: KeyAction[]): Promise<void> {
    await this.command('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
    await this.command('DELETE', '/actions');
  }

  windowRect(): Promise<Rect> {
    return this.command('GET', '/window/rect');
  }

  setWindowRect(rect: Partial<Rect>): Promise<Rect> {
    return this.command('POST', '/window/rect', rect);
  }

  delete(): Promise<void> {
    return this.command('DELETE', '');
  }
}
