/**
 * @jest-environment node
 */
import fs from 'fs';
import { createRequire } from 'module';
import os from 'os';
import path from 'path';
import {
  KEEP_WORKERS_BELOW_QUERIES,
  NODE_CHANGE_BATCH_MS,
  buildDevelopSchemaWithPages,
  commitNodeChangesSooner,
  flushPageDataAgainWhenAsked,
  keepWorkersAfterFewQueries,
  mayHoldQueries,
  narrowQueryExtraction,
  skipUnchangedSchemaRebuilds,
  startWorkersWhenUsed,
  trackPendingMdxFields,
  type PageDataModule,
  type WaitingMachineModules,
  type SchemaModules,
  type PoolModule,
  type StoreModule,
} from '../gatsby-node-internals';

const root = path.resolve(__dirname, '../../..');

describe('which files query extraction reads', () => {
  it.each([
    ['a page query', 'export const query = graphql`query { site { id } }`;'],
    ['a typed graphql tag', 'const q = graphql<Data>`{ x }`;'],
    ['a static query hook', 'const data = useStaticQuery(q);'],
    ['<StaticQuery>', 'return <StaticQuery query={q} render={r} />;'],
    ['an exported Head', 'export function Head() { return null; }'],
    ['an exported const Head', 'export const Head = () => null;'],
    ['an exported config', 'export async function config() { return {}; }'],
    ['getServerData in an export list', 'async function getServerData() {}\nexport { getServerData };'],
    ['a slice', 'return <Slice alias="footer" />;'],
    ['gatsby-plugin-image', "import { StaticImage } from 'gatsby-plugin-image';"],
  ])('reads a file with %s', (_label, text) => {
    expect(mayHoldQueries('/site/src/components/X.tsx', text)).toBe(true);
  });

  it.each([
    ['the words config and Head in code', "import { siteConfig } from '../config/runtime';\nconst Header = () => <header>{siteConfig.title}</header>;"],
    ['graphql in a comment without a tag', '// The sidebar comes from GraphQL (createResolvers).\nexport const x = 1;'],
  ])('skips a file with only %s', (_label, text) => {
    expect(mayHoldQueries('/site/src/components/X.tsx', text)).toBe(false);
  });

  it('skips tests, whatever they contain', () => {
    const text = 'export const query = graphql`{ x }`;';
    expect(mayHoldQueries('/site/src/hooks/__tests__/useDocsData.test.ts', text)).toBe(false);
    expect(mayHoldQueries('/site/src/utils/sidebar.test.tsx', text)).toBe(false);
  });

  it("reads every file of src/ that holds a query or Gatsby API export, and none of the project's tests", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.[cm]?[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(file);
      }
    };
    walk(path.join(root, 'src'));
    const read = files.filter((file) => mayHoldQueries(file, fs.readFileSync(file, 'utf8'))).map((file) => path.relative(root, file));
    expect(read).toEqual(expect.arrayContaining(['src/templates/doc-page.tsx', 'src/templates/mdx-page.tsx', 'src/hooks/useDocsData.ts']));
    expect(read.filter((file) => file.includes('__tests__'))).toEqual([]);
    expect(read.length).toBeLessThan(15);
  });
});

describe("Gatsby's query extraction, narrowed", () => {
  // Loading Gatsby's parser (Babel and its plugins) takes seconds on a cold, busy machine: 30 s.
  it("applies to Gatsby's real FileParser: a file without queries is not parsed, one with a query is", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const parserModule = require('gatsby/dist/query/file-parser') as {
      default: { prototype: { parseFile: (file: string, addError: unknown) => Promise<unknown> } };
    };
    const original = parserModule.default.prototype.parseFile;
    const seen: string[] = [];
    parserModule.default.prototype.parseFile = async function (file: string) {
      seen.push(path.basename(file));
      return 'parsed';
    };
    try {
      narrowQueryExtraction(parserModule);
      narrowQueryExtraction(parserModule); // applying twice wraps once
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'query-files-'));
      fs.writeFileSync(path.join(dir, 'Plain.tsx'), 'const config = 1; export const Header = () => null;');
      fs.writeFileSync(path.join(dir, 'Page.tsx'), 'export const query = graphql`{ site { id } }`;');
      const parser = Object.create(parserModule.default.prototype) as { parseFile: (file: string, addError: unknown) => Promise<unknown> };
      expect(await parser.parseFile(path.join(dir, 'Plain.tsx'), () => {})).toBeNull();
      expect(await parser.parseFile(path.join(dir, 'Page.tsx'), () => {})).toBe('parsed');
      expect(seen).toEqual(['Page.tsx']);
    } finally {
      parserModule.default.prototype.parseFile = original;
    }
  }, 30_000);

  it('fails, naming this file, when Gatsby no longer has the parser it adjusts', () => {
    expect(() => narrowQueryExtraction({})).toThrow(/src\/build\/gatsby-node-internals\.ts: .*FileParser/);
  });
});

describe('the worker pool between queries and HTML', () => {
  function fakePool() {
    const restarts: number[] = [];
    const module: PoolModule = {
      create: () => ({ restart: async () => void restarts.push(1) }),
      runQueriesInWorkersQueue: async () => undefined,
    };
    keepWorkersAfterFewQueries(module);
    return { module, restarts };
  }

  it('is kept after a few page queries (a small site or a rebuild)', async () => {
    const { module, restarts } = fakePool();
    const pool = module.create!();
    await module.runQueriesInWorkersQueue!(pool, { pageQueryIds: ['/a', '/b'] });
    await pool.restart!();
    expect(restarts).toEqual([]);
  });

  it('is restarted, as Gatsby does, after many page queries', async () => {
    const { module, restarts } = fakePool();
    const pool = module.create!();
    await module.runQueriesInWorkersQueue!(pool, { pageQueryIds: Array.from({ length: KEEP_WORKERS_BELOW_QUERIES }, (_, i) => `/p${i}`) });
    await pool.restart!();
    expect(restarts).toEqual([1]);
  });

  it("matches Gatsby's real pool module", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const real = require('gatsby/dist/utils/worker/pool') as PoolModule;
    expect(typeof real.create).toBe('function');
    expect(typeof real.runQueriesInWorkersQueue).toBe('function');
    // gatsby-worker as Gatsby itself resolves it (it is Gatsby's dependency, not ours).
    const { WorkerPool } = createRequire(require.resolve('gatsby/package.json'))('gatsby-worker') as { WorkerPool: { prototype: { restart?: unknown } } };
    expect(typeof WorkerPool.prototype.restart).toBe('function');
  });

  it('fails, naming this file, when Gatsby no longer has the pool functions it adjusts', () => {
    expect(() => keepWorkersAfterFewQueries({})).toThrow(/src\/build\/gatsby-node-internals\.ts: .*create and runQueriesInWorkersQueue/);
  });
});

describe('page-data writes asked for during a flush (gatsby develop)', () => {
  type Action = { type: string; payload?: { path?: string; pages?: string[]; name?: string }; componentModified?: boolean };

  /**
   * Gatsby's page-data flush as it behaves (gatsby/dist/utils/page-data.js): a flush that starts
   * while one runs returns at once; a running flush writes the paths pending when it started, one
   * at a time, each with the query result of that moment, and then clears the path from the
   * pending writes, also when its query ran again after the write. `written` is the last data written per path, as the browser gets it.
   */
  function fakeGatsby({ adjusted }: { adjusted: boolean }) {
    const listeners = new Map<string, Array<(action: Action) => void>>();
    const pending = new Set<string>();
    const results = new Map<string, string>();
    const written = new Map<string, string>();
    let webpackPending = false;
    let flushing = false;
    let wantedFlush = false;
    const store = {
      dispatch(action: Action) {
        if (action.type === 'ADD_PENDING_PAGE_DATA_WRITE') pending.add(action.payload!.path!);
        if (action.type === 'ADD_PENDING_TEMPLATE_DATA_WRITE') for (const p of action.payload!.pages!) pending.add(p);
        if (action.type === 'CLEAR_PENDING_PAGE_DATA_WRITE') pending.delete(action.payload!.path!);
        for (const listener of listeners.get(action.type) ?? []) listener(action);
      },
    };
    const redux: StoreModule = {
      store: store as StoreModule['store'],
      emitter: { on: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener as (action: Action) => void]) },
    };
    const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
    let onWrite: (path: string) => void = () => {};
    const pageData: PageDataModule = {
      async flush() {
        if (flushing) return;
        flushing = true;
        wantedFlush = false;
        for (const path of [...pending]) {
          await tick();
          written.set(path, results.get(path)!);
          // The query may run again between the write and the clear (Gatsby writes asynchronously).
          onWrite(path);
          store.dispatch({ type: 'CLEAR_PENDING_PAGE_DATA_WRITE', payload: { path } });
        }
        flushing = false;
      },
      enqueueFlush() {
        if (webpackPending) wantedFlush = true;
        // Gatsby calls its own flush here, not the module's export.
        else void original.flush!();
      },
    };
    const original = { ...pageData };
    const webpackStatus = { isWebpackStatusPending: () => webpackPending };
    if (adjusted) flushPageDataAgainWhenAsked(pageData, redux, webpackStatus);
    /** A page query that ran and got `result`, as Gatsby's query runner reports it. */
    const queryRan = (path: string, result: string) => {
      results.set(path, result);
      store.dispatch({ type: 'ADD_PENDING_PAGE_DATA_WRITE', payload: { path } });
      pageData.enqueueFlush!();
    };
    const idle = async () => {
      for (let i = 0; i < 50; i += 1) await tick();
    };
    return {
      pageData,
      queryRan,
      written,
      pending,
      idle,
      setWebpackPending: (value: boolean) => (webpackPending = value),
      wantedFlush: () => wantedFlush,
      whenWritten: (fn: (path: string) => void) => (onWrite = fn),
    };
  }

  /** The first flush writes /a, /b, /c; /a's query runs again (an edit) once /a is written. */
  async function editDuringFirstFlush(adjusted: boolean) {
    const gatsby = fakeGatsby({ adjusted });
    for (const path of ['/a', '/b', '/c']) gatsby.queryRan(path, `${path} v1`);
    gatsby.whenWritten((path) => {
      if (path === '/a') {
        gatsby.whenWritten(() => {});
        gatsby.queryRan('/a', '/a v2');
        gatsby.queryRan('/d', '/d v1');
      }
    });
    await gatsby.idle();
    return gatsby;
  }

  it("loses an edit's data in Gatsby as it is (what the adjustment is for)", async () => {
    const gatsby = await editDuringFirstFlush(false);
    expect(gatsby.written.get('/a')).toBe('/a v1');
    expect(gatsby.written.has('/d')).toBe(false);
  });

  it('writes data asked for during a flush once that flush ends: the newest result of every page', async () => {
    const gatsby = await editDuringFirstFlush(true);
    expect(Object.fromEntries(gatsby.written)).toEqual({ '/a': '/a v2', '/b': '/b v1', '/c': '/c v1', '/d': '/d v1' });
    expect([...gatsby.pending]).toEqual([]);
  });

  it('still leaves the flush to the end of a webpack compile, as Gatsby does', async () => {
    const gatsby = fakeGatsby({ adjusted: true });
    gatsby.setWebpackPending(true);
    gatsby.queryRan('/a', '/a v1');
    await gatsby.idle();
    expect(gatsby.written.size).toBe(0);
    expect(gatsby.wantedFlush()).toBe(true);
    // Gatsby's webpack-status then calls the module's flush.
    gatsby.setWebpackPending(false);
    await gatsby.pageData.flush!();
    expect(gatsby.written.get('/a')).toBe('/a v1');
  });

  it("matches Gatsby's real modules", () => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const pageData = require('gatsby/dist/utils/page-data') as PageDataModule;
    const redux = require('gatsby/dist/redux') as StoreModule;
    const webpackStatus = require('gatsby/dist/utils/webpack-status') as { isWebpackStatusPending?: unknown };
    /* eslint-enable @typescript-eslint/no-require-imports */
    expect(typeof pageData.flush).toBe('function');
    expect(typeof pageData.enqueueFlush).toBe('function');
    expect(typeof redux.store?.dispatch).toBe('function');
    expect(typeof redux.emitter?.on).toBe('function');
    expect(typeof webpackStatus.isWebpackStatusPending).toBe('function');
    // The flush still returns at once while another runs (the reason for the adjustment).
    expect(fs.readFileSync(require.resolve('gatsby/dist/utils/page-data'), 'utf8')).toMatch(/if \(isFlushing\) \{[^}]*return;/);
  });

  it('fails, naming this file, when Gatsby no longer has what it adjusts', () => {
    expect(() => flushPageDataAgainWhenAsked({}, {}, {})).toThrow(/src\/build\/gatsby-node-internals\.ts: .*flushPageDataAgainWhenAsked/);
  });
});

describe('schema rebuilds after an edit (gatsby develop)', () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const inference = require('gatsby/dist/schema/infer/inference-metadata') as {
    addNode: (metadata: unknown, node: unknown) => unknown;
    deleteNode: (metadata: unknown, node: unknown) => unknown;
    haveEqualFields: (a: unknown, b: unknown) => boolean;
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  type Node = { id: string; internal: { type: string }; children?: string[]; [field: string]: unknown };

  /**
   * Gatsby's develop loop around schema builds: nodes change, its inference metadata follows each
   * change (with Gatsby's own addNode/deleteNode), and `build` runs again. `builds` counts the
   * real builds; the schema has a `child<Type>` field for each child type seen at the last one.
   */
  function developLoop() {
    const nodes = new Map<string, Node>();
    const listeners = new Map<string, Array<(action: unknown) => void>>();
    const state = {
      inferenceMetadata: { step: 'initialBuild', typeMap: {} as Record<string, { fieldMap?: unknown; ignored?: boolean }> },
      schemaCustomization: { types: [] as string[] },
      schema: { getType: (name: string) => ({ getFields: () => schemaFields.get(name) ?? {} }) },
    };
    const schemaFields = new Map<string, Record<string, unknown>>();
    let builds = 0;
    const modules: SchemaModules = {
      schema: {
        async build() {
          builds += 1;
          // A real build infers from every node and then tracks changes incrementally.
          state.inferenceMetadata.step = 'incrementalBuild';
          schemaFields.clear();
          for (const node of nodes.values()) {
            for (const child of node.children ?? []) {
              const type = nodes.get(child)!.internal.type;
              schemaFields.set(node.internal.type, { ...schemaFields.get(node.internal.type), [`child${type}`]: {} });
            }
          }
        },
      },
      inference,
      redux: {
        store: { getState: () => state, dispatch: () => undefined } as unknown as SchemaModules['redux']['store'],
        emitter: { on: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener as (action: unknown) => void]) },
      },
      datastore: { getNode: (id) => nodes.get(id), getTypes: () => [...new Set([...nodes.values()].map((n) => n.internal.type))] },
    };
    skipUnchangedSchemaRebuilds(modules);
    const meta = state.inferenceMetadata.typeMap;
    return {
      build: () => modules.schema.build!(),
      builds: () => builds,
      /** createNode: a new node, or a new version of one (Gatsby's CREATE_NODE with oldNode). */
      put(node: Node) {
        const type = node.internal.type;
        const old = nodes.get(node.id);
        if (old) meta[type] = inference.deleteNode(meta[type], old) as (typeof meta)[string];
        meta[type] = inference.addNode(meta[type], node) as (typeof meta)[string];
        nodes.set(node.id, node);
      },
      /** createParentChildLink */
      link(parentId: string, childId: string) {
        const parent = nodes.get(parentId)!;
        parent.children = [...new Set([...(parent.children ?? []), childId])];
        for (const listener of listeners.get('ADD_CHILD_NODE_TO_PARENT_NODE') ?? []) listener({ type: 'ADD_CHILD_NODE_TO_PARENT_NODE', payload: parent });
      },
      customize: () => (state.schemaCustomization = { types: ['type Extra'] }),
    };
  }

  async function started() {
    const loop = developLoop();
    loop.put({ id: 'f1', internal: { type: 'File' }, size: 10, relativePath: 'a.mdx' });
    loop.put({ id: 'm1', internal: { type: 'Page' }, title: 'A' });
    loop.link('f1', 'm1');
    await loop.build();
    return loop;
  }

  it('skips the rebuild after an edit that changes values, not fields', async () => {
    const loop = await started();
    loop.put({ id: 'f1', internal: { type: 'File' }, size: 12, relativePath: 'a.mdx' });
    loop.put({ id: 'm1', internal: { type: 'Page' }, title: 'A, edited' });
    loop.link('f1', 'm1');
    await loop.build();
    expect(loop.builds()).toBe(1);
  });

  it('rebuilds when a node gains a field, a new type appears, a new child type or a type definition', async () => {
    let loop = await started();
    loop.put({ id: 'm1', internal: { type: 'Page' }, title: 'A', draft: true });
    await loop.build();
    expect(loop.builds()).toBe(2);
    // and not again for the same fields
    await loop.build();
    expect(loop.builds()).toBe(2);

    loop = await started();
    loop.put({ id: 'x1', internal: { type: 'Extra' }, name: 'x' });
    await loop.build();
    expect(loop.builds()).toBe(2);

    loop = await started();
    loop.put({ id: 'j1', internal: { type: 'Json' }, name: 'j' });
    await loop.build();
    loop.link('f1', 'j1');
    await loop.build();
    expect(loop.builds()).toBe(3);

    loop = await started();
    loop.customize();
    await loop.build();
    expect(loop.builds()).toBe(2);
  });

  it('rebuilds when a field is gone from every node', async () => {
    const loop = await started();
    loop.put({ id: 'm1', internal: { type: 'Page' } });
    await loop.build();
    expect(loop.builds()).toBe(2);
  });

  it("matches Gatsby's real modules", () => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    expect(typeof (require('gatsby/dist/schema') as { build?: unknown }).build).toBe('function');
    expect(typeof inference.haveEqualFields).toBe('function');
    const datastore = require('gatsby/dist/datastore') as { getNode?: unknown; getTypes?: unknown };
    /* eslint-enable @typescript-eslint/no-require-imports */
    expect(typeof datastore.getNode).toBe('function');
    expect(typeof datastore.getTypes).toBe('function');
    // The child field's name, as Gatsby builds it.
    expect(fs.readFileSync(require.resolve('gatsby/dist/schema/schema.js'), 'utf8')).toContain(
      'convenienceChild: typeName => _.camelCase(`child ${typeName}`)',
    );
  });

  it('is built again after the pages only where rebuilds are skipped (gatsby develop)', async () => {
    await expect(buildDevelopSchemaWithPages(root)).rejects.toThrow(
      /src\/build\/gatsby-node-internals\.ts: buildDevelopSchemaWithPages runs after skipUnchangedSchemaRebuilds/,
    );
  });

  it('fails, naming this file, when Gatsby no longer has what it adjusts', () => {
    expect(() => skipUnchangedSchemaRebuilds({ schema: {}, inference: {}, redux: {}, datastore: {} })).toThrow(
      /src\/build\/gatsby-node-internals\.ts: .*skipUnchangedSchemaRebuilds/,
    );
  });
});

describe('an edited page before createPages (gatsby develop)', () => {
  function emitterLike() {
    const listeners = new Map<string, Array<(action: unknown) => void>>();
    return {
      redux: {
        emitter: { on: (type: string, listener: (action: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]) },
      } as StoreModule,
      emit: (type: string, action: Record<string, unknown>) => (listeners.get(type) ?? []).forEach((listener) => listener({ type, ...action })),
    };
  }
  const file = { id: 'file-1', extension: 'mdx', internal: { type: 'File' } };
  const mdx = { id: 'mdx-1', parent: 'file-1', internal: { type: 'Mdx' } };

  it('waits from the .mdx file node until its Mdx node has the field, then settles', async () => {
    const { redux, emit } = emitterLike();
    const pending = trackPendingMdxFields(redux, 'page');
    emit('CREATE_NODE', { payload: file });
    let settled = false;
    const done = pending.settled(60_000).then(() => (settled = true));
    await Promise.resolve();
    expect(pending.pending()).toEqual({ files: 1, nodes: 0 });
    emit('CREATE_NODE', { payload: mdx });
    expect(pending.pending()).toEqual({ files: 0, nodes: 1 });
    emit('ADD_FIELD_TO_NODE', { payload: mdx, addedField: 'other' });
    await Promise.resolve();
    expect(settled).toBe(false);
    emit('ADD_FIELD_TO_NODE', { payload: mdx, addedField: 'page' });
    await done;
    expect(settled).toBe(true);
  });

  it('settles at once when nothing is pending, when a pending node is deleted, and after the time limit', async () => {
    const { redux, emit } = emitterLike();
    const pending = trackPendingMdxFields(redux, 'page');
    await pending.settled(60_000);
    emit('CREATE_NODE', { payload: { id: 'f2', extension: 'json', internal: { type: 'File' } } });
    expect(pending.pending()).toEqual({ files: 0, nodes: 0 });
    emit('CREATE_NODE', { payload: mdx });
    const deleted = pending.settled(60_000);
    emit('DELETE_NODE', { payload: mdx });
    await deleted;
    emit('CREATE_NODE', { payload: file });
    const started = Date.now();
    await pending.settled(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  });
});

describe("gatsby develop's wait for more node changes", () => {
  /** Gatsby's own modules, loaded afresh (the adjustment replaces an export). */
  function gatsbyMachines(): WaitingMachineModules {
    jest.resetModules();
    const gatsbyRequire = createRequire(path.join(root, 'package.json'));
    const fromGatsby = createRequire(gatsbyRequire.resolve('gatsby/package.json'));
    return {
      waiting: fromGatsby('gatsby/dist/state-machines/waiting'),
      actions: fromGatsby('gatsby/dist/state-machines/waiting/actions'),
      services: fromGatsby('gatsby/dist/state-machines/waiting/services'),
      develop: fromGatsby('gatsby/dist/state-machines/develop/services'),
      xstate: fromGatsby('xstate'),
    };
  }
  type Machine = { states: Record<string, { after: Array<{ delay: number; target: Array<{ key: string }> }>; on: Record<string, unknown> }> };

  it(`commits a batch after ${NODE_CHANGE_BATCH_MS} ms instead of 500, with every other transition as Gatsby has it`, () => {
    const modules = gatsbyMachines();
    const before = modules.develop.developServices!.waitForMutations as Machine;
    expect(before.states.batchingNodeMutations.after.map((t) => t.delay)).toEqual([500]);
    commitNodeChangesSooner(modules);
    const after = modules.develop.developServices!.waitForMutations as Machine;
    expect(after).not.toBe(before);
    expect(after.states.batchingNodeMutations.after.map((t) => [t.delay, t.target.map((s) => s.key)])).toEqual([[NODE_CHANGE_BATCH_MS, ['committingBatch']]]);
    expect(Object.keys(after.states)).toEqual(Object.keys(before.states));
    // The same events (xstate names the delayed one after its delay).
    expect(Object.keys(after.states.batchingNodeMutations.on)).toEqual(
      Object.keys(before.states.batchingNodeMutations.on).map((event) => event.replace('(500)', `(${NODE_CHANGE_BATCH_MS})`)),
    );
    expect(after.states.aggregatingFileChanges.after.map((t) => t.delay)).toEqual(before.states.aggregatingFileChanges.after.map((t) => t.delay));
  });

  it('fails, naming this file, when the machine is not the one it was written for', () => {
    const modules = gatsbyMachines();
    commitNodeChangesSooner(modules);
    // Applied twice: the service is no longer Gatsby's waiting machine.
    expect(() => commitNodeChangesSooner(modules)).toThrow(/src\/build\/gatsby-node-internals\.ts: .*commitNodeChangesSooner/);
    expect(() => commitNodeChangesSooner({ ...gatsbyMachines(), waiting: {} })).toThrow(/commitNodeChangesSooner/);
  });
});

describe("gatsby develop's worker pool", () => {
  function fakePoolModule() {
    const created: string[] = [];
    const module = {
      create: () => {
        created.push('pool');
        return { single: { renderHTMLDev: (n: number) => `rendered ${n}` }, restart: () => Promise.resolve(), end: () => ['ended'] };
      },
      runQueriesInWorkersQueue: async () => undefined,
    };
    return { module, created };
  }

  it('starts its processes only when first asked for work', async () => {
    const { module, created } = fakePoolModule();
    startWorkersWhenUsed(module);
    const pool = module.create() as unknown as { single: { renderHTMLDev: (n: number) => string }; end: () => unknown };
    // Held in Gatsby's state, awaited, ended at exit: still nothing started.
    expect(await Promise.resolve(pool)).toBe(pool);
    expect(pool.end()).toEqual([]);
    expect(created).toEqual([]);
    expect(pool.single.renderHTMLDev(1)).toBe('rendered 1');
    expect(pool.single.renderHTMLDev(2)).toBe('rendered 2');
    expect(created).toEqual(['pool']);
    expect(pool.end()).toEqual(['ended']);
  });

  it("fails, naming this file, without Gatsby's create()", () => {
    expect(() => startWorkersWhenUsed({})).toThrow(/src\/build\/gatsby-node-internals\.ts: .*startWorkersWhenUsed/);
  });
});
