/**
 * `gatsby develop` serves every page from one HTML shell (.cache/develop-html/index.html, made from
 * html.js and the gatsby-ssr hooks). Before compiling the browser bundle it builds that shell: a
 * webpack build of a server renderer (seconds of a large site's start), then a render in a worker
 * process. The browser bundle waited for both, although it does not need the shell, and the worker
 * processes, started with the dev server, spent seconds of processor time each loading the site's
 * configuration and plugins while the pages were sourced, only to render that one page (figures:
 * docs/decisions/020-develop-html-shell-alongside-browser-bundle.md).
 *
 * Here the first shell is built while the browser bundle compiles: the shell's renderer build
 * starts when the browser bundle's first compile starts (StartDevelopShell, a webpack plugin of the
 * develop config), once Gatsby has made that bundle's webpack configuration: both builds make
 * theirs through the same store entry, so they must not make them at the same time. The dev
 * server's page responses wait for the shell. Later shell builds (after an edit of html.js) run
 * as Gatsby runs them. An error in the shell's build stops the dev server, as it did before.
 *
 * The shell is rendered in this process, with the workers' own function (renderHTMLDev), and the
 * dev server's worker pool starts its processes only if something else asks it for work
 * (startWorkersWhenUsed in ./gatsby-node-internals.ts): nothing does.
 *
 * Gatsby internals relied on (Gatsby 5.16, see src/build/webpack.ts):
 * - `gatsby/dist/commands/build-html`: `buildRenderer(program, stage, span)` resolves to
 *   `{ rendererPath, close }`; `doBuildPages(rendererPath, paths, activity, workerPool, stage)`.
 *   The dev server's start (`gatsby/dist/utils/start-server`) calls both for the stage
 *   `develop-html`, then `close()`, and only then makes the browser bundle's configuration.
 * - `gatsby/dist/utils/develop-preload-headers`: `appendPreloadHeaders(path, res)`, awaited by the
 *   dev server's last handler right before it sends the shell.
 * - `gatsby/dist/utils/worker/child/render-html`: `renderHTMLDev({ htmlComponentRendererPath,
 *   paths, envVars, sessionId })`, which writes .cache/develop-html/<path>/index.html; the
 *   variables in `envVars` are already set in this process.
 * The first three are read from their modules' exports when called, so replacing the exports works.
 */

type AsyncFn = (...args: unknown[]) => Promise<unknown>;

export interface DevelopShellModules {
  readonly buildHtml: { buildRenderer?: AsyncFn; doBuildPages?: AsyncFn };
  readonly preloadHeaders: { appendPreloadHeaders?: AsyncFn };
  readonly renderHtml: {
    renderHTMLDev?: (args: { htmlComponentRendererPath: string; paths: string[]; envVars: string[][]; sessionId: number }) => Promise<unknown>;
  };
}

/** The renderer path handed to Gatsby for the deferred shell: only our doBuildPages sees it. */
export const DEFERRED_RENDERER = '(develop shell: built with the browser bundle)';

const DEVELOP_HTML = 'develop-html';

export interface DevelopShell {
  /** Starts the deferred shell build, once; StartDevelopShell calls it. */
  start(): void;
  /** The shell being built (resolved when there is none). */
  shell(): Promise<void>;
}

/**
 * Builds the first develop shell alongside the browser bundle (see the module comment).
 * `onError` gets what the deferred build throws. Returns the shell being built, for tests.
 */
export function buildDevelopShellAlongsideBundle(modules: DevelopShellModules, onError: (error: unknown) => void): DevelopShell {
  const { buildHtml, preloadHeaders, renderHtml } = modules;
  const buildRenderer = buildHtml.buildRenderer;
  const doBuildPages = buildHtml.doBuildPages;
  const appendPreloadHeaders = preloadHeaders.appendPreloadHeaders;
  const renderHTMLDev = renderHtml.renderHTMLDev;
  if (typeof buildRenderer !== 'function' || typeof doBuildPages !== 'function') {
    throw new Error(
      'src/build/develop-shell.ts: gatsby/dist/commands/build-html no longer exports buildRenderer and doBuildPages: update buildDevelopShellAlongsideBundle.',
    );
  }
  if (typeof renderHTMLDev !== 'function') {
    throw new Error(
      'src/build/develop-shell.ts: gatsby/dist/utils/worker/child/render-html no longer exports renderHTMLDev: update buildDevelopShellAlongsideBundle.',
    );
  }
  if (typeof appendPreloadHeaders !== 'function') {
    throw new Error(
      'src/build/develop-shell.ts: gatsby/dist/utils/develop-preload-headers no longer exports appendPreloadHeaders: update buildDevelopShellAlongsideBundle.',
    );
  }

  let step: 'first' | 'deferred' | 'started' = 'first';
  let rendererArgs: unknown[] = [];
  let pagesArgs: unknown[] | null = null;
  let shell: Promise<void> = Promise.resolve();
  // A new session makes renderHTMLDev load the renderer file again (it changes with html.js).
  let session = Date.now();
  const renderHere = async (rendererPath: unknown, paths: unknown) => {
    session += 1;
    await renderHTMLDev({ htmlComponentRendererPath: String(rendererPath), paths: paths as string[], envVars: [], sessionId: session });
  };

  const start = () => {
    if (step !== 'deferred') return;
    step = 'started';
    let close: () => Promise<void> = () => Promise.resolve();
    shell = (async () => {
      const renderer = (await buildRenderer(...rendererArgs)) as { rendererPath: string; close: () => Promise<void> };
      close = renderer.close;
      if (pagesArgs) await renderHere(renderer.rendererPath, pagesArgs[1]);
    })();
    // Closing the renderer's compiler stores its webpack cache: pages need not wait for that.
    shell.then(
      () => close().catch(onError),
      (error: unknown) => {
        // Pages waiting for `shell` go on to Gatsby's handler; the dev server stops here.
        onError(error);
        return close().catch(() => undefined);
      },
    );
  };

  buildHtml.buildRenderer = function deferFirstDevelopShell(this: unknown, ...args: unknown[]) {
    if (args[1] !== DEVELOP_HTML || step !== 'first') return buildRenderer.apply(this, args);
    step = 'deferred';
    rendererArgs = args;
    return Promise.resolve({ rendererPath: DEFERRED_RENDERER, close: () => Promise.resolve() });
  };
  buildHtml.doBuildPages = function deferFirstDevelopShellPages(this: unknown, ...args: unknown[]) {
    if (args[0] === DEFERRED_RENDERER) {
      pagesArgs = args;
      return Promise.resolve();
    }
    if (args[4] === DEVELOP_HTML) return renderHere(args[0], args[1]);
    return doBuildPages.apply(this, args);
  };
  preloadHeaders.appendPreloadHeaders = async function waitForDevelopShell(this: unknown, ...args: unknown[]) {
    await shell.catch(() => undefined);
    return appendPreloadHeaders.apply(this, args);
  };
  return { start, shell: () => shell };
}

interface WatchingCompiler {
  hooks: { watchRun: { tap: (name: string, fn: () => void) => void } };
}

/** A webpack plugin for the develop config: starts the deferred shell build with each compile (only the first one builds). */
export class StartDevelopShell {
  constructor(private readonly shell: Pick<DevelopShell, 'start'>) {}

  apply(compiler: WatchingCompiler): void {
    compiler.hooks.watchRun.tap('StartDevelopShell', () => this.shell.start());
  }
}
