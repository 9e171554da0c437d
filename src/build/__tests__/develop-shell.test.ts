/**
 * @jest-environment node
 */
import { DEFERRED_RENDERER, StartDevelopShell, buildDevelopShellAlongsideBundle, type DevelopShellModules } from '../develop-shell';

type Call = [string, ...unknown[]];

/** A promise with its resolve and reject in reach. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Fakes of Gatsby's build-html, develop-preload-headers and render-html modules. Each renderer build waits for
 * `renderer.resolve`; the log says what ran, in order.
 */
function fakeGatsby() {
  const log: Call[] = [];
  const renderer = deferred<{ rendererPath: string; close: () => Promise<void> }>();
  const closed = deferred();
  const modules = {
    buildHtml: {
      buildRenderer: async (...args: unknown[]) => {
        log.push(['buildRenderer', ...args]);
        return args[1] === 'develop-html' ? renderer.promise : { rendererPath: `/render-${String(args[1])}.js`, close: async () => undefined };
      },
      doBuildPages: async (...args: unknown[]) => {
        log.push(['doBuildPages', ...args]);
      },
    },
    preloadHeaders: {
      appendPreloadHeaders: async (...args: unknown[]) => {
        log.push(['appendPreloadHeaders', ...args]);
      },
    },
    renderHtml: {
      renderHTMLDev: async ({ htmlComponentRendererPath, paths }: { htmlComponentRendererPath: string; paths: string[] }) => {
        log.push(['renderHTMLDev', htmlComponentRendererPath, paths]);
      },
    },
  } satisfies DevelopShellModules;
  const realClose = () => {
    log.push(['close']);
    closed.resolve();
    return Promise.resolve();
  };
  return { log, modules, renderer, realClose, closed };
}

/** What Gatsby's dev server start does (gatsby/dist/utils/start-server.js): the shell, then the browser bundle's config and compile. */
async function startServer(modules: DevelopShellModules, compiler: { watchRun: () => void }) {
  const { rendererPath, close } = (await modules.buildHtml.buildRenderer!('program', 'develop-html', 'span')) as {
    rendererPath: string;
    close: () => Promise<void>;
  };
  await modules.buildHtml.doBuildPages!(rendererPath, ['/'], 'activity', 'pool', 'develop-html');
  await close();
  compiler.watchRun();
}

function fakeCompiler() {
  const taps: Array<() => void> = [];
  return {
    compiler: { hooks: { watchRun: { tap: (_name: string, fn: () => void) => taps.push(fn) } } },
    watchRun: () => taps.forEach((fn) => fn()),
  };
}

describe("the dev server's HTML shell", () => {
  it('is built when the browser bundle starts compiling, not before it', async () => {
    const gatsby = fakeGatsby();
    const errors: unknown[] = [];
    const shell = buildDevelopShellAlongsideBundle(gatsby.modules, (e) => errors.push(e));
    const webpack = fakeCompiler();
    new StartDevelopShell(shell).apply(webpack.compiler);

    // Gatsby's start returns at once: nothing built yet, the browser bundle can start.
    await startServer(gatsby.modules, { watchRun: () => undefined });
    expect(gatsby.log).toEqual([]);

    webpack.watchRun();
    expect(gatsby.log).toEqual([['buildRenderer', 'program', 'develop-html', 'span']]);
    gatsby.renderer.resolve({ rendererPath: '/render-page.js', close: gatsby.realClose });
    await shell.shell();
    // Rendered in this process: Gatsby's worker pool gets no work.
    expect(gatsby.log.slice(1, 2)).toEqual([['renderHTMLDev', '/render-page.js', ['/']]]);
    await gatsby.closed.promise;
    expect(gatsby.log.map((c) => c[0])).toEqual(['buildRenderer', 'renderHTMLDev', 'close']);

    // Later compiles build nothing more.
    webpack.watchRun();
    await settle();
    expect(gatsby.log).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  it('makes page responses wait until the shell is rendered, but not until its compiler is closed', async () => {
    const gatsby = fakeGatsby();
    const shell = buildDevelopShellAlongsideBundle(gatsby.modules, () => undefined);
    await startServer(gatsby.modules, { watchRun: () => shell.start() });

    let answered = false;
    const response = gatsby.modules.preloadHeaders.appendPreloadHeaders('/docs', 'res').then(() => (answered = true));
    await settle();
    expect(answered).toBe(false);

    const close = deferred();
    gatsby.renderer.resolve({ rendererPath: '/render-page.js', close: () => close.promise });
    await response;
    expect(gatsby.log.map((c) => c[0])).toEqual(['buildRenderer', 'renderHTMLDev', 'appendPreloadHeaders']);
    expect(gatsby.log[2]).toEqual(['appendPreloadHeaders', '/docs', 'res']);
    close.resolve();
  });

  it('answers pages at once when no shell is being built', async () => {
    const gatsby = fakeGatsby();
    buildDevelopShellAlongsideBundle(gatsby.modules, () => undefined);
    await gatsby.modules.preloadHeaders.appendPreloadHeaders('/', 'res');
    expect(gatsby.log).toEqual([['appendPreloadHeaders', '/', 'res']]);
  });

  it('hands a failed shell build to onError, and pages still get an answer', async () => {
    const gatsby = fakeGatsby();
    const errors: unknown[] = [];
    const shell = buildDevelopShellAlongsideBundle(gatsby.modules, (e) => errors.push(e));
    await startServer(gatsby.modules, { watchRun: () => shell.start() });
    const failure = new Error('html.js: Unexpected token');
    gatsby.renderer.reject(failure);
    await gatsby.modules.preloadHeaders.appendPreloadHeaders('/', 'res');
    await settle();
    expect(errors).toEqual([failure]);
    expect(gatsby.log.map((c) => c[0])).toEqual(['buildRenderer', 'appendPreloadHeaders']);
  });

  it('builds later shells (an edit of html.js) as Gatsby does but renders them in this process, and leaves other stages alone', async () => {
    const gatsby = fakeGatsby();
    const shell = buildDevelopShellAlongsideBundle(gatsby.modules, () => undefined);
    await startServer(gatsby.modules, { watchRun: () => shell.start() });
    gatsby.renderer.resolve({ rendererPath: '/render-page.js', close: gatsby.realClose });
    await shell.shell();
    gatsby.log.length = 0;

    const again = (await gatsby.modules.buildHtml.buildRenderer('program', 'develop-html', 'span')) as { rendererPath: string };
    expect(again.rendererPath).toBe('/render-page.js');
    await gatsby.modules.buildHtml.doBuildPages(again.rendererPath, ['/'], 'activity', 'pool', 'develop-html');
    const build = (await gatsby.modules.buildHtml.buildRenderer('program', 'build-html', 'span')) as { rendererPath: string };
    expect(build.rendererPath).toBe('/render-build-html.js');
    await gatsby.modules.buildHtml.doBuildPages(build.rendererPath, ['/a', '/b'], 'activity', 'pool', 'build-html');
    expect(gatsby.log.map((c) => c[0])).toEqual(['buildRenderer', 'renderHTMLDev', 'buildRenderer', 'doBuildPages']);
    expect(gatsby.log[1]).toEqual(['renderHTMLDev', '/render-page.js', ['/']]);
    expect(gatsby.log[1][1]).not.toBe(DEFERRED_RENDERER);
    expect(gatsby.log[3]).toEqual(['doBuildPages', '/render-build-html.js', ['/a', '/b'], 'activity', 'pool', 'build-html']);
  });

  it("fails, naming this file, when Gatsby's functions are not there", () => {
    const gatsby = fakeGatsby();
    expect(() =>
      buildDevelopShellAlongsideBundle({ ...gatsby.modules, buildHtml: { buildRenderer: gatsby.modules.buildHtml.buildRenderer } }, () => undefined),
    ).toThrow(/src\/build\/develop-shell\.ts: .*buildRenderer and doBuildPages/);
    expect(() => buildDevelopShellAlongsideBundle({ ...gatsby.modules, preloadHeaders: {} }, () => undefined)).toThrow(/appendPreloadHeaders/);
    expect(() => buildDevelopShellAlongsideBundle({ ...gatsby.modules, renderHtml: {} }, () => undefined)).toThrow(/renderHTMLDev/);
  });
});
