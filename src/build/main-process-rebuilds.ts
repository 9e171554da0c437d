/**
 * A rebuild after an edit runs one or two page queries and renders one or two pages, yet
 * `gatsby build` hands both to its worker processes. Each worker first loads Gatsby, the site's
 * plugins and the schema (seconds on 2 cores), so the rebuild waits for a worker that then works
 * for a few milliseconds. Here a build with few queries runs them in the main process, the way
 * Gatsby itself does on a one-core machine (`commands/build` calls `runStaticQueries` and
 * `runPageQueries` when `cpuCoreCount()` is 1), and renders the few pages that need HTML in the
 * main process with the workers' own function. A rebuild (the cache holds pages) starts the
 * workers only when it first gives them work; workers that were given no work are stopped at the
 * end of the build instead of being waited for.
 *
 * A build with many queries starts them on the workers when the browser bundle's webpack run
 * starts, instead of after both webpack runs (see `buildJavascript.buildProductionBundle` below).
 *
 * Also: a worker that is told to end stays alive until Gatsby kills it a second later (its IPC
 * channel keeps it running), and the build waits for that. Workers now exit when told to end.
 *
 * And: Gatsby ends its workers only after it has stitched the slices into every page's HTML, which
 * the main process does alone (seconds on large sites, while its memory grows). The two idle
 * workers held about as much again meanwhile, and that was the build's peak (figures:
 * docs/decisions/039-workers-end-before-slice-stitching.md). They are now ended when the stitching
 * starts: the workers' last task, the slices' HTML, comes before it.
 *
 * Gatsby internals relied on (Gatsby 5.16, gatsby-worker 2.x):
 * - `gatsby/dist/utils/worker/pool`: `create()` returns gatsby-worker's WorkerPool, whose `single`
 *   and `all` hold one function per export of the worker module, `end()` returns one promise per
 *   worker, and `workers` lists each worker with `kill(signal)`; `runQueriesInWorkersQueue(pool,
 *   queryIds, { parentSpan })` and `mergeWorkerState(pool, span)`, which `commands/build` calls
 *   through the module's exports. `mergeWorkerState` merges what the workers saved of their
 *   queries: nothing to merge when the queries ran here.
 * - `gatsby/dist/services`: `runStaticQueries` and `runPageQueries` ({ queryIds, store,
 *   graphqlRunner, parentSpan }), and `calculateDirtyQueries({ store })`, which `commands/build`
 *   calls after webpack; `gatsby/dist/query/graphql-runner`: `GraphQLRunner(store,
 *   { collectStats, graphqlTracing })`; `gatsby/dist/redux`: `store` (with `program`, `pages`,
 *   `components`).
 * - `gatsby/dist/commands/build-javascript`: `buildProductionBundle`, called by `commands/build`
 *   through the module's exports; `gatsby/dist/utils/page-mode`: `getPageMode(page)` ('SSG' for a
 *   static page).
 * - `gatsby/dist/utils/worker/child/render-html`: `renderHTMLProd(args)`, what a worker runs for
 *   `pool.single.renderHTMLProd(args)` (`commands/build-html` renders through it).
 * - `bootstrap/index` sends every worker `loadConfigAndPlugins` and `buildSchema` whatever the
 *   build does later: those two alone do not count as work.
 * - gatsby-worker's END message: an array whose first item is 0 (`gatsby-worker/dist/types`).
 * - `gatsby/dist/utils/slices/stitching`: `stitchSliceForAPage(args)`, called through the module's
 *   exports by `commands/build-html` for each page once every page's and slice's HTML is rendered,
 *   after the last task of the build's worker pool.
 */
import { markRan } from './adjustments';

type Fn = (...args: never[]) => unknown;

export interface WorkerPoolLike {
  single: Record<string, Fn>;
  all: Record<string, Fn>;
  end: () => Promise<unknown>[];
  restart?: () => Promise<void>;
  getWorkerInfo?: () => unknown[];
  workers?: { kill?: (signal?: NodeJS.Signals) => unknown }[];
}

export interface QueryIds {
  pageQueryIds?: unknown[];
  staticQueryIds?: unknown[];
  sliceQueryIds?: unknown[];
}

export interface MainProcessModules {
  pool: {
    create?: () => WorkerPoolLike;
    runQueriesInWorkersQueue?: (pool: unknown, queryIds: QueryIds, opts?: { parentSpan?: unknown }) => Promise<unknown>;
    mergeWorkerState?: (pool: unknown, span?: unknown) => Promise<unknown>;
  };
  services: {
    runStaticQueries?: (args: Record<string, unknown>) => Promise<unknown>;
    runPageQueries?: (args: Record<string, unknown>) => Promise<unknown>;
    calculateDirtyQueries?: (args: { store: unknown }) => Promise<{ queryIds: QueryIds }>;
  };
  /** `gatsby/dist/commands/build-javascript`: the browser bundle's webpack run starts here. */
  buildJavascript: { buildProductionBundle?: (...args: never[]) => Promise<unknown> };
  /** `gatsby/dist/utils/page-mode`. */
  pageMode: { getPageMode?: (page: never) => string };
  graphqlRunner: { GraphQLRunner?: new (store: unknown, options: Record<string, unknown>) => unknown };
  redux: { store?: { getState: () => { program?: { graphqlTracing?: boolean } } } };
  renderHtml: { renderHTMLProd?: (args: { paths: string[] }) => Promise<unknown> };
  /** `gatsby/dist/utils/slices/stitching`. */
  stitching: { stitchSliceForAPage?: (...args: never[]) => Promise<unknown> };
}

/** Builds with fewer queries than this (page and static) run them in the main process. */
export const MAIN_PROCESS_BELOW_QUERIES = 20;
/** In such a build, up to this many pages get their HTML rendered in the main process. */
export const MAIN_PROCESS_MAX_PAGES = 20;
/** Worker tasks Gatsby's bootstrap sends every worker, whatever the build needs later. */
const PREPARATION = new Set(['loadConfigAndPlugins', 'buildSchema']);

const fail = (what: string): never => {
  throw new Error(`src/build/main-process-rebuilds.ts: ${what}: update runSmallBuildsInMainProcess.`);
};

/** Runs a small build's queries and HTML in the main process (see the top of this file). */
export function runSmallBuildsInMainProcess(m: MainProcessModules): void {
  const { pool, services, graphqlRunner, redux, renderHtml, buildJavascript, pageMode, stitching } = m;
  const { create, runQueriesInWorkersQueue, mergeWorkerState } = pool;
  const { runStaticQueries, runPageQueries, calculateDirtyQueries } = services;
  const { buildProductionBundle } = buildJavascript;
  const { getPageMode } = pageMode;
  const { GraphQLRunner } = graphqlRunner;
  const renderInMain = renderHtml.renderHTMLProd;
  if (typeof create !== 'function' || typeof runQueriesInWorkersQueue !== 'function' || typeof mergeWorkerState !== 'function') {
    fail('gatsby/dist/utils/worker/pool no longer exports create, runQueriesInWorkersQueue and mergeWorkerState');
  }
  if (typeof runStaticQueries !== 'function' || typeof runPageQueries !== 'function' || typeof calculateDirtyQueries !== 'function') {
    fail('gatsby/dist/services no longer exports runStaticQueries, runPageQueries and calculateDirtyQueries');
  }
  if (typeof buildProductionBundle !== 'function') fail('gatsby/dist/commands/build-javascript no longer exports buildProductionBundle');
  if (typeof getPageMode !== 'function') fail('gatsby/dist/utils/page-mode no longer exports getPageMode');
  if (typeof GraphQLRunner !== 'function') fail('gatsby/dist/query/graphql-runner no longer exports GraphQLRunner');
  if (typeof renderInMain !== 'function') fail('gatsby/dist/utils/worker/child/render-html no longer exports renderHTMLProd');
  const { stitchSliceForAPage } = stitching;
  if (typeof stitchSliceForAPage !== 'function') fail('gatsby/dist/utils/slices/stitching no longer exports stitchSliceForAPage');
  if ((pool as { runsSmallBuildsInMain?: boolean }).runsSmallBuildsInMain) return;
  (pool as { runsSmallBuildsInMain?: boolean }).runsSmallBuildsInMain = true;

  let queriesInMain = false;
  let pagesInMain = 0;
  let workersUsed = false;

  /** The workers' query run started with the browser bundle's webpack run (see startQueriesEarly). */
  let early: { ids: QueryIds; done: Promise<unknown> } | null = null;
  let currentPool: WorkerPoolLike | null = null;

  pool.runQueriesInWorkersQueue = async (workers, queryIds, opts) => {
    if ((opts as { early?: boolean } | undefined)?.early) return runQueriesInWorkersQueue!(workers, queryIds, opts);
    if (early) {
      // Gatsby asks for the queries still dirty after webpack: those the early run has not
      // finished, which it is running. Any query it did not know of runs now.
      const started = early;
      early = null;
      await started.done;
      const extra = withoutIds(queryIds, started.ids);
      if (queryCount(extra) > 0) await runQueriesInWorkersQueue!(workers, extra, opts);
      return undefined;
    }
    if (queryCount(queryIds) >= MAIN_PROCESS_BELOW_QUERIES) return runQueriesInWorkersQueue!(workers, queryIds, opts);
    queriesInMain = true;
    const store = redux.store;
    const runner = new GraphQLRunner!(store, { collectStats: true, graphqlTracing: store?.getState().program?.graphqlTracing });
    const args = { queryIds, store, graphqlRunner: runner, parentSpan: opts?.parentSpan };
    await runStaticQueries!(args);
    await runPageQueries!(args);
    return undefined;
  };

  /**
   * `gatsby build` runs the page queries after both webpack runs, while its workers, loaded
   * since the start, wait; webpack works in the main process. A build with many queries starts
   * them on the workers when the browser bundle's webpack run starts: the queries depend on the
   * schema and the extracted queries, not on webpack. Only when every page is a static page
   * (no `config` or `getServerData` in a template, whose page mode Gatsby learns after webpack).
   */
  buildJavascript.buildProductionBundle = async (...args: never[]) => {
    markRan('main-process-builds');
    const workers = currentPool;
    if (workers && !early) {
      const store = redux.store as unknown as { getState: () => { components?: Map<string, { config?: boolean; serverData?: boolean }> } };
      const components = [...(store.getState().components?.values() ?? [])];
      const { queryIds } = await calculateDirtyQueries!({ store });
      const pages = (queryIds.pageQueryIds ?? []) as never[];
      const allStatic = components.every((c) => !c.config && !c.serverData) && pages.every((page) => getPageMode!(page) === 'SSG');
      if (allStatic && queryCount(queryIds) >= MAIN_PROCESS_BELOW_QUERIES) {
        // Through the module's export, so that keepWorkersAfterFewQueries counts these queries.
        const run = pool.runQueriesInWorkersQueue!(workers, queryIds, { early: true } as never);
        early = { ids: queryIds, done: run };
        run.catch(() => {}); // Awaited (and reported by Gatsby) when the build asks for the queries.
      }
    }
    return buildProductionBundle!(...args);
  };

  pool.mergeWorkerState = (workers, span) => (queriesInMain ? Promise.resolve() : mergeWorkerState!(workers, span));

  // The stitching of slices into pages comes after the workers' last task: end them now rather
  // than once it is done (see the top of this file). Gatsby's own end() later gets the same exits.
  stitching.stitchSliceForAPage = (...args: never[]) => {
    currentPool?.end();
    return stitchSliceForAPage!(...args);
  };

  pool.create = () => {
    // A build over an existing cache (a rebuild) starts the workers when they are first given
    // work; a cold build starts them at once, so that they load while the main process sources.
    const pages = (redux.store?.getState() as { pages?: { size?: number } } | undefined)?.pages;
    const rebuild = (pages?.size ?? 0) > 0;
    let real: WorkerPoolLike | null = null;
    let stopped = false;
    /** What the first end() returned: the pool is ended once, however often it is asked. */
    let ended: Promise<unknown>[] | null = null;
    const deferred: { group: 'single' | 'all'; name: string; args: never[] }[] = [];
    const start = (): WorkerPoolLike => {
      if (real) return real;
      const workers = create!();
      if (typeof workers.end !== 'function' || !workers.single || !workers.all || typeof workers.single.renderHTMLProd !== 'function') {
        fail("gatsby-worker's WorkerPool no longer has single (with renderHTMLProd), all and end()");
      }
      real = workers;
      for (const { group, name, args } of deferred.splice(0)) prepare(workers[group][name], args);
      return workers;
    };
    // Gatsby does not wait for the preparation tasks: once idle workers are stopped, their
    // "Worker exited before finishing task" is expected; any other failure still surfaces.
    const prepare = (fn: Fn | undefined, args: never[]): unknown => {
      if (typeof fn !== 'function') fail('a preparation task is missing from the worker pool');
      const result = fn!(...args);
      for (const task of [result].flat()) {
        if (task instanceof Promise) {
          task.catch((error: unknown) => {
            if (!stopped) throw error;
          });
        }
      }
      return result;
    };
    const group = (name: 'single' | 'all'): Record<string, Fn> =>
      new Proxy({} as Record<string, Fn>, {
        get: (_target, key) => {
          if (typeof key !== 'string') return undefined;
          return ((...args: never[]) => {
            if (PREPARATION.has(key)) {
              if (real) return prepare(real[name][key], args);
              deferred.push({ group: name, name: key, args });
              return name === 'all' ? [] : Promise.resolve();
            }
            if (name === 'single' && key === 'renderHTMLProd' && queriesInMain) {
              const { paths } = args[0] as unknown as { paths: string[] };
              if (pagesInMain + paths.length <= MAIN_PROCESS_MAX_PAGES) {
                pagesInMain += paths.length;
                return renderInMain!(args[0] as unknown as { paths: string[] });
              }
            }
            workersUsed = true;
            return start()[name][key](...args);
          }) as Fn;
        },
      });
    if (!rebuild) start();
    const facade: WorkerPoolLike = {
      single: group('single'),
      all: group('all'),
      restart: () => (real ? real.restart!() : Promise.resolve()),
      getWorkerInfo: () => (real ? real.getWorkerInfo!() : []),
      end: () => {
        if (ended) return ended;
        if (!real) return [];
        const workers: WorkerPoolLike = real;
        const exited = workers.end();
        ended = exited;
        // Awaited by Gatsby's own end() at the end of the build, which reports a failure.
        for (const exit of exited) if (exit instanceof Promise) exit.catch(() => {});
        // Idle workers may still be starting: stop them rather than wait for them to read the message.
        if (!workersUsed) {
          stopped = true;
          for (const worker of workers.workers ?? []) worker.kill?.('SIGKILL');
        }
        return exited;
      },
    };
    currentPool = facade;
    return facade;
  };
}

const queryCount = (ids: QueryIds) => (ids.pageQueryIds?.length ?? 0) + (ids.staticQueryIds?.length ?? 0) + (ids.sliceQueryIds?.length ?? 0);

/** The queries of `ids` not in `ran` (pages by path, static and slice queries by id). */
function withoutIds(ids: QueryIds, ran: QueryIds): QueryIds {
  const key = (id: unknown) => (typeof id === 'string' ? id : String((id as { path?: string }).path));
  const minus = (list: unknown[] | undefined, done: unknown[] | undefined) => {
    const seen = new Set((done ?? []).map(key));
    return (list ?? []).filter((id) => !seen.has(key(id)));
  };
  return {
    pageQueryIds: minus(ids.pageQueryIds, ran.pageQueryIds),
    staticQueryIds: minus(ids.staticQueryIds, ran.staticQueryIds),
    sliceQueryIds: minus(ids.sliceQueryIds, ran.sliceQueryIds),
  };
}

/** Gatsby-worker's message telling a worker to end. */
const END = 0;

/** In a worker process: exit once told to end (the IPC channel would keep the process alive). */
export function exitWorkerWhenEnded(proc: Pick<NodeJS.Process, 'on' | 'exit'> = process): void {
  proc.on('message', (message: unknown) => {
    if (Array.isArray(message) && message[0] === END) setImmediate(() => proc.exit(0));
  });
}
