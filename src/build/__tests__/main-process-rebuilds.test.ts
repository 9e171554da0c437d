/**
 * @jest-environment node
 */
import {
  MAIN_PROCESS_BELOW_QUERIES,
  MAIN_PROCESS_MAX_PAGES,
  exitWorkerWhenEnded,
  runSmallBuildsInMainProcess,
  type MainProcessModules,
  type WorkerPoolLike,
} from '../main-process-rebuilds';

type Call = [string, ...unknown[]];

/**
 * Fakes of the Gatsby modules: a worker pool that logs what its workers are asked to do, the
 * query services, and the workers' HTML renderer. `pages` is the page count restored from the
 * cache: 0 for a cold build.
 */
function fakeGatsby(pages: number, dirty: { queries?: number; config?: boolean } = {}) {
  const calls: Call[] = [];
  const killed: string[] = [];
  let started = 0;
  const pending: { reject: (error: Error) => void }[] = [];
  const task =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([`worker:${name}`, ...args]);
      if (name === 'loadConfigAndPlugins' || name === 'buildSchema') {
        // Still running when the build ends; rejected if the worker is killed.
        return [new Promise((_resolve, reject) => pending.push({ reject }))];
      }
      return name === 'setComponents' || name === 'saveQueriesDependencies' ? [Promise.resolve()] : Promise.resolve({ done: name });
    };
  const names = ['loadConfigAndPlugins', 'buildSchema', 'setComponents', 'runQueries', 'saveQueriesDependencies', 'renderHTMLProd', 'renderSlices'];
  const makePool = (): WorkerPoolLike => {
    started += 1;
    return {
      single: Object.fromEntries(names.map((n) => [n, task(n)])),
      all: Object.fromEntries(names.map((n) => [n, task(n)])),
      end: () => {
        calls.push(['worker:end']);
        return [Promise.resolve(0)];
      },
      restart: async () => {
        calls.push(['worker:restart']);
      },
      getWorkerInfo: () => [{ workerId: 1 }],
      workers: [
        {
          kill: (signal?: string) => {
            killed.push(String(signal));
            for (const p of pending.splice(0)) p.reject(new Error('Worker exited before finishing task'));
          },
        },
      ],
    };
  };
  const modules: MainProcessModules = {
    pool: {
      create: makePool as unknown as () => WorkerPoolLike,
      runQueriesInWorkersQueue: async (pool, queryIds) => {
        const p = pool as WorkerPoolLike;
        p.all.setComponents();
        calls.push(['queries in workers', queryIds]);
        await p.single.runQueries(queryIds as never);
      },
      mergeWorkerState: async () => {
        calls.push(['merge worker state']);
      },
    },
    services: {
      runStaticQueries: async (args) => {
        calls.push(['static queries in main', args.queryIds]);
      },
      runPageQueries: async (args) => {
        calls.push(['page queries in main', args.queryIds, args.graphqlRunner instanceof Runner]);
      },
      calculateDirtyQueries: async () => ({ queryIds: pageIds(dirty.queries ?? 0) }),
    },
    buildJavascript: {
      buildProductionBundle: async () => {
        calls.push(['webpack']);
        return 'bundle';
      },
    },
    pageMode: { getPageMode: () => 'SSG' },
    graphqlRunner: { GraphQLRunner: undefined },
    redux: {
      store: {
        getState: () => ({
          pages: new Map(Array.from({ length: pages }, (_, i) => [`/p${i}`, {}])),
          program: {},
          components: new Map([['/site/src/templates/doc-page.tsx', { config: dirty.config ?? false, serverData: false }]]),
        }),
      },
    },
    renderHtml: {
      renderHTMLProd: async (args) => {
        calls.push(['html in main', args.paths]);
        return { rendered: args.paths };
      },
    },
    stitching: {
      stitchSliceForAPage: async (...args: unknown[]) => {
        calls.push(['stitch', (args[0] as { pagePath: string }).pagePath]);
      },
    },
  };
  class Runner {
    constructor(public store: unknown) {}
  }
  modules.graphqlRunner.GraphQLRunner = Runner as never;
  runSmallBuildsInMainProcess(modules);
  return { modules, calls, killed, started: () => started };
}

const ids = (n: number) => ({ pageQueryIds: Array.from({ length: n }, (_, i) => `/p${i}`), staticQueryIds: [], sliceQueryIds: [] });
/** As Gatsby's groupQueryIds gives them: pages as page objects. */
const pageIds = (n: number) => ({ pageQueryIds: Array.from({ length: n }, (_, i) => ({ path: `/p${i}` })), staticQueryIds: ['sq--1'], sliceQueryIds: [] });

/** What `gatsby build` does with the pool, in its order (commands/build and bootstrap). */
async function build(g: ReturnType<typeof fakeGatsby>, queries: number, htmlPaths: string[][]) {
  const pool = g.modules.pool.create!();
  pool.all.loadConfigAndPlugins({ siteDirectory: '/site' } as never);
  pool.all.buildSchema();
  await g.modules.pool.runQueriesInWorkersQueue!(pool, ids(queries), { parentSpan: 'span' });
  await pool.restart!();
  await g.modules.pool.mergeWorkerState!(pool, 'span');
  const rendered = [];
  for (const paths of htmlPaths) rendered.push(await pool.single.renderHTMLProd({ paths } as never));
  for (const paths of htmlPaths) for (const pagePath of paths) await g.modules.stitching.stitchSliceForAPage!({ pagePath } as never);
  await Promise.all(pool.end());
  return rendered;
}

describe('a small rebuild in the main process', () => {
  it('runs its few queries and pages here and never starts a worker', async () => {
    const g = fakeGatsby(56);
    const rendered = await build(g, 2, [['/docs/a']]);
    expect(g.started()).toBe(0);
    expect(g.calls.map(([c]) => c)).toEqual(['static queries in main', 'page queries in main', 'html in main', 'stitch']);
    expect(g.calls[1]).toEqual(['page queries in main', ids(2), true]);
    expect(rendered).toEqual([{ rendered: ['/docs/a'] }]);
  });

  it('starts the workers when a rebuild has many queries, replaying the preparation first', async () => {
    const g = fakeGatsby(56);
    await build(g, MAIN_PROCESS_BELOW_QUERIES, [['/docs/a']]);
    expect(g.started()).toBe(1);
    const order = g.calls.map(([c]) => c);
    expect(order.slice(0, 3)).toEqual(['worker:loadConfigAndPlugins', 'worker:buildSchema', 'worker:setComponents']);
    expect(order).toContain('queries in workers');
    expect(order).toContain('merge worker state');
    expect(order).toContain('worker:renderHTMLProd');
    expect(order).not.toContain('html in main');
  });

  it('hands the HTML to the workers past the page limit', async () => {
    const g = fakeGatsby(56);
    const many = Array.from({ length: MAIN_PROCESS_MAX_PAGES }, (_, i) => `/p${i}`);
    await build(g, 1, [many, ['/one-more']]);
    expect(g.calls.filter(([c]) => c === 'html in main')).toEqual([['html in main', many]]);
    expect(g.calls.filter(([c]) => c === 'worker:renderHTMLProd')).toEqual([['worker:renderHTMLProd', { paths: ['/one-more'] }]]);
  });

  it('starts the workers at once for a cold build, and stops them unused if the build needed none', async () => {
    const g = fakeGatsby(0);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const pool = g.modules.pool.create!();
      expect(g.started()).toBe(1);
      pool.all.loadConfigAndPlugins({} as never);
      await g.modules.pool.runQueriesInWorkersQueue!(pool, ids(3));
      await Promise.all(pool.end());
      expect(g.killed).toEqual(['SIGKILL']);
      // The preparation the killed worker never finished is not an error of the build.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('ends used workers when the stitching of slices starts, once, and gives Gatsby the same exits', async () => {
    const g = fakeGatsby(0);
    const pool = g.modules.pool.create!();
    await g.modules.pool.runQueriesInWorkersQueue!(pool, ids(500));
    await pool.single.renderHTMLProd({ paths: ['/a', '/b'] } as never);
    await pool.single.renderSlices({} as never);
    expect(g.calls.map(([c]) => c)).not.toContain('worker:end');
    await g.modules.stitching.stitchSliceForAPage!({ pagePath: '/a' } as never);
    await g.modules.stitching.stitchSliceForAPage!({ pagePath: '/b' } as never);
    const exits = pool.end(); // Gatsby's own call, after the stitching
    await Promise.all(exits);
    expect(g.calls.map(([c]) => c).slice(-4)).toEqual(['worker:renderSlices', 'worker:end', 'stitch', 'stitch']);
    expect(exits).toBe(pool.end());
    expect(g.killed).toEqual([]);
  });

  it('fails naming this module when a Gatsby internal it needs is gone', () => {
    const g = fakeGatsby(0);
    expect(() => runSmallBuildsInMainProcess({ ...g.modules, pool: { ...g.modules.pool, mergeWorkerState: undefined } })).toThrow(
      /src\/build\/main-process-rebuilds\.ts: .*mergeWorkerState/,
    );
    expect(() => runSmallBuildsInMainProcess({ ...g.modules, renderHtml: {} })).toThrow(/renderHTMLProd/);
    expect(() => runSmallBuildsInMainProcess({ ...g.modules, stitching: {} })).toThrow(/stitching no longer exports stitchSliceForAPage/);
  });
});

describe('queries started with the browser bundle', () => {
  it("runs a large build's queries on the workers while webpack runs, then only those it did not know of", async () => {
    const g = fakeGatsby(0, { queries: 500 });
    const pool = g.modules.pool.create!();
    await g.modules.buildJavascript.buildProductionBundle!();
    expect(g.calls.map(([c]) => c)).toEqual(['worker:setComponents', 'queries in workers', 'worker:runQueries', 'webpack']);
    expect(g.calls[1][1]).toEqual(pageIds(500));
    // After webpack, Gatsby asks for what is still dirty, here two it started plus one more.
    const later = { pageQueryIds: [{ path: '/p3' }, { path: '/p7' }, { path: '/new' }], staticQueryIds: ['sq--1'], sliceQueryIds: [] };
    await g.modules.pool.runQueriesInWorkersQueue!(pool, later);
    expect(g.calls.filter(([c]) => c === 'queries in workers').slice(1)).toEqual([
      ['queries in workers', { pageQueryIds: [{ path: '/new' }], staticQueryIds: [], sliceQueryIds: [] }],
    ]);
    await g.modules.pool.mergeWorkerState!(pool, 'span');
    expect(g.calls.at(-1)).toEqual(['merge worker state']);
  });

  it('waits for webpack when a template has a page config (its mode is known after webpack), or the build is small', async () => {
    for (const g of [fakeGatsby(0, { queries: 500, config: true }), fakeGatsby(0, { queries: 3 })]) {
      g.modules.pool.create!();
      await g.modules.buildJavascript.buildProductionBundle!();
      expect(g.calls.map(([c]) => c)).toEqual(['webpack']);
    }
  });
});

describe('a worker told to end', () => {
  it('exits, and ignores the other messages', async () => {
    const listeners: ((message: unknown) => void)[] = [];
    const exit = jest.fn();
    exitWorkerWhenEnded({ on: ((_event: string, fn: (message: unknown) => void) => listeners.push(fn)) as never, exit: exit as never });
    listeners.forEach((fn) => fn([1, 5, 'runQueries']));
    await new Promise((resolve) => setImmediate(resolve));
    expect(exit).not.toHaveBeenCalled();
    listeners.forEach((fn) => fn([0, 6]));
    await new Promise((resolve) => setImmediate(resolve));
    expect(exit).toHaveBeenCalledWith(0);
  });
});
