/**
 * The WebKit engine: WebKitGTK's MiniBrowser driven by WebKitWebDriver (./webdriver.ts), on a
 * virtual X display of its own (`xvfb-run -a`; MiniBrowser has no headless mode in WebKitGTK 2.50).
 *
 * One driver and one browser window per describe block. Between tests the window goes to
 * about:blank; each test's gate is a new origin, so storage and cache start empty without a new
 * session. Page errors come from the gate's probe script (./gate.ts), which listens for `error`
 * and `unhandledrejection` from the first script of every page and keeps them in sessionStorage.
 */
import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import net from 'net';
import { clickWhenReady, parseChord, poll, WAIT_MS, type Engine, type PageFunction, type Viewport } from './engine';
import { ERRORS_KEY } from './gate';
import { KEYS, waitUntilReady, WebDriverError, WebDriverSession, type KeyAction } from './webdriver';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** Debian's multiarch directory for this machine; the same default is in scripts/prerequisites.mjs. */
const MULTIARCH = ({ x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' } as Record<string, string>)[process.arch] ?? `${process.arch}-linux-gnu`;
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? `/usr/lib/${MULTIARCH}/webkit2gtk-4.1/MiniBrowser`;
export const XVFB_RUN_PATH = process.env.XVFB_RUN_PATH ?? '/usr/bin/xvfb-run';

/** WebDriver errors of a click that is worth retrying: the element is not there, covered or not rendered yet. */
const RETRY_CLICK = new Set(['no such element', 'stale element reference', 'element not interactable', 'element click intercepted']);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The processes `pid` started (Linux /proc), or none when it is gone. */
function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * Ends the driver and its X server, which xvfb-run started: they are stopped first, so that
 * xvfb-run collects them and exits (ending xvfb-run first would leave them to init as zombies).
 * Whatever of the process group is left after 3 s is killed.
 */
async function stop(driver: ChildProcess): Promise<void> {
  if (driver.exitCode !== null || driver.signalCode !== null || driver.pid === undefined) return;
  const pid = driver.pid;
  const exited = new Promise<void>((resolve) => driver.once('exit', () => resolve()));
  for (const child of childrenOf(pid)) {
    try {
      process.kill(child, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 3000);
  await exited;
  clearTimeout(timer);
}

/** The page function as an async WebDriver script: `{ ok, value }` or `{ ok: false, error }`. */
function asyncScript(fn: string): string {
  return `const done = arguments[arguments.length - 1];
const args = Array.prototype.slice.call(arguments, 0, -1);
Promise.resolve()
  .then(() => (${fn}).apply(null, args))
  .then(
    (value) => done({ ok: true, value: value === undefined ? null : value }),
    (error) => done({ ok: false, error: String(error) + (error && error.stack ? '\\n' + error.stack : '') }),
  );`;
}

export async function launchWebKit(): Promise<Engine> {
  const port = await freePort();
  const driver = spawn(XVFB_RUN_PATH, ['-a', '-s', '-screen 0 1920x1200x24', WEBKIT_DRIVER_PATH, `--port=${port}`], {
    // A process group of its own, so that stop() can end whatever is left of it.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let driverLog = '';
  driver.stderr?.on('data', (chunk: Buffer) => (driverLog = (driverLog + chunk.toString()).slice(-2000)));
  const base = `http://127.0.0.1:${port}`;
  let session: WebDriverSession;
  try {
    await waitUntilReady(base, 15_000);
    session = await WebDriverSession.create(base, {
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER_PATH,
        // --full-screen hides MiniBrowser's toolbar, so that the window's size is the viewport's
        // (and it can be narrower than the toolbar's 447 px minimum).
        args: ['--automation', '--full-screen'],
      },
    });
    await session.setTimeouts({ script: 20_000, pageLoad: 20_000, implicit: 0 });
  } catch (error) {
    await stop(driver);
    throw new Error(`WebKitWebDriver did not start a MiniBrowser session: ${String(error)}\n${driverLog}`);
  }

  const engine: Engine = {
    name: 'webkit',

    async reset(viewport: Viewport) {
      await session.navigate('about:blank');
      await engine.setViewport(viewport);
    },

    async goto(url: string) {
      await session.navigate(url);
      await engine.waitFor(
        // The deferred loader's flag, or (a build without it: SITE_GATSBY_ADJUSTMENTS) Gatsby's async scripts, run by `load`.
        () =>
          (window as { __LP_SCRIPTS_SETTLED__?: boolean }).__LP_SCRIPTS_SETTLED__ === true ||
          !document.getElementById('gatsby-chunk-mapping') ||
          (document.readyState === 'complete' && ![...document.scripts].some((script) => !script.src && script.text.startsWith('(function(w,d,s){'))),
      );
    },

    url() {
      return session.currentUrl();
    },

    async evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
      const result = await session.executeAsync<{ ok: boolean; value?: R; error?: string }>(asyncScript(String(fn)), args);
      if (!result || !result.ok) throw new Error(`Error in the page: ${result?.error ?? 'no result (the page went away)'}`);
      return result.value as R;
    },

    async waitFor<A extends unknown[]>(fn: PageFunction<A, unknown>, args?: A, timeout = WAIT_MS) {
      await poll(
        () => engine.evaluate(fn, ...((args ?? []) as A)),
        timeout,
        () => String(fn),
      );
    },

    async click(selector: string, name?: string) {
      await clickWhenReady(
        engine,
        selector,
        name,
        async (target) => session.clickElement(await session.findElement(target)),
        (error) => error instanceof WebDriverError && RETRY_CLICK.has(error.code),
      );
    },

    async press(keys: string) {
      const { modifiers, key } = parseChord(keys);
      const value = (name: string) => KEYS[name] ?? name;
      const actions: KeyAction[] = [
        ...modifiers.map((m): KeyAction => ({ type: 'keyDown', value: value(m) })),
        { type: 'keyDown', value: value(key) },
        { type: 'keyUp', value: value(key) },
        ...[...modifiers].reverse().map((m): KeyAction => ({ type: 'keyUp', value: value(m) })),
      ];
      await session.keys(actions);
    },

    async type(text: string) {
      await session.keys(
        [...text].flatMap((char): KeyAction[] => [
          { type: 'keyDown', value: char },
          { type: 'keyUp', value: char },
        ]),
      );
    },

    async setViewport(viewport: Viewport) {
      await session.setWindowRect({ width: viewport.width, height: viewport.height });
      await engine.waitFor((w: number, h: number) => window.innerWidth === w && window.innerHeight === h, [viewport.width, viewport.height]);
    },

    back() {
      return session.back();
    },

    forward() {
      return session.forward();
    },

    pageErrors() {
      return engine.evaluate((key: string) => {
        const probe = (window as { __engineProbe?: { errors: string[] } }).__engineProbe;
        try {
          return JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        } catch {
          return probe?.errors ?? [];
        }
      }, ERRORS_KEY);
    },

    async close() {
      await session.delete().catch(() => undefined);
      await stop(driver);
    },
  };
  return engine;
}
