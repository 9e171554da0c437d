/**
 * Adjustments of Gatsby's own Node-side build steps (its webpack config is src/build/webpack.ts).
 * gatsby-node.ts applies them when Gatsby loads it, before bootstrap reaches the steps they change.
 * Written against Gatsby 5.16 (package.json pins the minor version); each one throws, failing the
 * build with this file's name, when the internal it relies on is no longer there.
 *
 * Gatsby internals relied on:
 * - `gatsby/dist/query/file-parser`: its default export, class `FileParser`, whose `parseFile(file, addError)` reads one
 *   source file and returns null for a file without queries (query extraction parses every file in
 *   src/ whose text merely contains "config" or "Head" with Babel, on every build).
 * - `gatsby/dist/utils/worker/pool`: `create()` makes the build's worker pool (gatsby-worker's
 *   WorkerPool, with `restart()`), and `runQueriesInWorkersQueue(pool, queryIds)` runs the page
 *   queries on it; `gatsby build` restarts the pool between the queries and the HTML.
 * - `gatsby/dist/utils/page-data`: `flush(span)` writes the page-data files of the paths pending in
 *   the store's `pendingPageDataWrites` and returns at once when a flush is already running;
 *   `enqueueFlush(span)` flushes, or only marks a flush as wanted while webpack compiles.
 *   `gatsby/dist/utils/webpack-status`: `isWebpackStatusPending()`. `gatsby/dist/redux`: `store` and
 *   `emitter` (every dispatched action is emitted under its type), and the actions
 *   `ADD_PENDING_PAGE_DATA_WRITE` ({ path }), `ADD_PENDING_TEMPLATE_DATA_WRITE` ({ pages }),
 *   `CREATE_PAGE` (with `componentModified`), `ADD_PENDING_SLICE_DATA_WRITE` ({ name }).
 * - `gatsby/dist/schema`: `build(args)`, which gatsby develop calls again after every content
 *   change; `gatsby/dist/schema/infer/inference-metadata`: `haveEqualFields(a, b)`; the store's
 *   `inferenceMetadata` ({ step, typeMap: { [type]: { ignored, disabled, fieldMap } } }),
 *   `schemaCustomization` and `schema`; the action `ADD_CHILD_NODE_TO_PARENT_NODE` (payload: the
 *   parent node); `gatsby/dist/datastore`: `getNode`, `getTypes`; and the name Gatsby gives a
 *   parent type's field for a child type, `child<Type>` in camel case.
 * - The actions `CREATE_NODE` (payload: the node), `DELETE_NODE` (payload: the node) and
 *   `ADD_FIELD_TO_NODE` (payload: the node, `addedField`), emitted on `gatsby/dist/redux`'s
 *   `emitter` as they are dispatched; gatsby-plugin-mdx creates each Mdx node as the child of its
 *   File node (`parent`) some time after that File node is created.
 * - `gatsby/dist/state-machines/waiting` (`waitingStates`, the config of `waitingMachine`, whose
 *   state `batchingNodeMutations` waits `after` one delay), its `actions` and `services` modules,
 *   and `gatsby/dist/state-machines/develop/services`' `developServices.waitForMutations`, which
 *   the develop machine invokes by name (commitNodeChangesSooner); Gatsby's own `xstate`.
 * - The worker pool, the query services, the workers' HTML renderer and the stitching of slices:
 *   see src/build/main-process-rebuilds.ts, which runs a small build's queries and HTML in this
 *   process and ends the workers once their last task is done.
 * - `gatsby/dist/commands/build-html` and `gatsby/dist/utils/develop-preload-headers`: see src/build/develop-shell.ts, which builds the
 *   dev server's HTML shell while its browser bundle compiles; `gatsby-cli/lib/reporter`'s `panic`.
 * - `gatsby/dist/utils/webpack/bundle` and `gatsby/dist/utils/adapter/manager`: see
 *   src/build/reuse-bundles.ts, which lets `gatsby build` reuse an unchanged webpack run.
 * - `gatsby/dist/utils/ensure-file-content`: see src/build/deferred-scripts.ts, which has the
 *   scripts slice request the site's scripts after the first contentful paint.
 */
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { adjustmentOn } from './adjustments';
import { deferScriptsSlice, type EnsureFileContentModule } from './deferred-scripts';
import { buildDevelopShellAlongsideBundle, StartDevelopShell, type DevelopShell, type DevelopShellModules } from './develop-shell';
import { exitWorkerWhenEnded, runSmallBuildsInMainProcess, type MainProcessModules } from './main-process-rebuilds';
import { reuseUnchangedBundles, type BundleModule, type GetSSRChunkHashes } from './reuse-bundles';
import { rerenderHtmlWhenCssChanges, type GetSSRChunkHashesFn } from './css-rerenders-html';

/** A module of the Gatsby installed for the project in `projectDir` (the instance Gatsby itself runs). */
function gatsbyModule(projectDir: string, id: string): ReturnType<NodeJS.Require> {
  return createRequire(path.join(projectDir, 'package.json'))(id);
}

/** A package Gatsby depends on (gatsby-worker, gatsby-cli, xstate), as Gatsby itself resolves it. */
function gatsbyDependency(projectDir: string, id: string): ReturnType<NodeJS.Require> {
  return createRequire(createRequire(path.join(projectDir, 'package.json')).resolve('gatsby/package.json'))(id);
}

/**
 * Whether a source file can hold something Gatsby's query extraction looks for: a `graphql`
 * tagged template (useStaticQuery and StaticQuery take one), an exported `Head`, `config` or
 * `getServerData`, a `<Slice>`, or gatsby-plugin-image. Tests never do.
 */
export function mayHoldQueries(file: string, text: string): boolean {
  if (/[\\/]__tests__[\\/]|\.test\.[cm]?[jt]sx?$/.test(file)) return false;
  return (
    /\bgraphql\s*(?:<[^>]*>\s*)?`/.test(text) ||
    /\b(?:useStaticQuery|StaticQuery|Slice)\b/.test(text) ||
    text.includes('gatsby-plugin-image') ||
    /\bexport\s+(?:const|let|var|function|async\s+function|class)\s+(?:Head|config|getServerData)\b/.test(text) ||
    /\bexport\s*\{[^}]*\b(?:Head|config|getServerData)\b[^}]*\}/.test(text) ||
    /\bexports\.(?:Head|config|getServerData)\b/.test(text)
  );
}

type ParseFile = (this: unknown, file: string, addError: unknown) => Promise<unknown>;

/**
 * Query extraction parses with Babel only the files that may hold a query (mayHoldQueries), and
 * not every file of src/ whose text contains "config" or "Head" (most of src/, seconds of every
 * build and of every `gatsby develop` start; a handful of them hold a query; figures:
 * docs/decisions/004-query-extraction-reads-six-files.md).
 */
export function narrowQueryExtraction(parser: { default?: { prototype: { parseFile?: ParseFile } } }): void {
  const proto = parser.default?.prototype;
  const original = proto?.parseFile;
  if (!proto || typeof original !== 'function') {
    throw new Error(
      'src/build/gatsby-node-internals.ts: gatsby/dist/query/file-parser no longer exports the FileParser class with parseFile(): update narrowQueryExtraction.',
    );
  }
  if ((original as { narrowed?: boolean }).narrowed) return;
  const narrowed: ParseFile = async function (this: unknown, file, addError) {
    let text: string;
    try {
      text = await fs.promises.readFile(file, 'utf8');
    } catch {
      return original.call(this, file, addError); // Gatsby reports the unreadable file.
    }
    return mayHoldQueries(file, text) ? original.call(this, file, addError) : null;
  };
  (narrowed as { narrowed?: boolean }).narrowed = true;
  proto.parseFile = narrowed;
}

/**
 * Below this many page queries, the build keeps its workers between the queries and the HTML.
 * Kept workers raise the peak memory of a cold build's whole process tree, more so the more pages
 * the site has: on large sites it went over the 2 GB budget, and with the restart it stayed under
 * (figures: docs/decisions/005-build-keeps-workers-between-queries-and-html.md).
 */
export const KEEP_WORKERS_BELOW_QUERIES = 2500;

export interface PoolModule {
  create?: () => { restart?: () => Promise<void> };
  runQueriesInWorkersQueue?: (pool: unknown, queryIds: { pageQueryIds?: unknown[] }, ...rest: unknown[]) => Promise<unknown>;
}

/**
 * `gatsby build` restarts its worker pool after running the page queries, to free the workers'
 * memory before the HTML step; each new worker then loads Gatsby again (seconds on 2 cores) while
 * the build waits. After fewer than KEEP_WORKERS_BELOW_QUERIES page queries (a small or mid-sized
 * site, or a rebuild that re-ran a few queries) the workers hold little enough to be kept, and a
 * mid-sized site builds faster with them kept than with the restart (figures:
 * docs/decisions/005-build-keeps-workers-between-queries-and-html.md). (Restarting with one worker
 * per core instead of Gatsby's cores − 1 made the HTML of a mid-sized site slower on 2 cores: the
 * second worker's start costs more than it renders.)
 */
export function keepWorkersAfterFewQueries(pool: PoolModule & { keepsWorkers?: boolean }): void {
  const { create, runQueriesInWorkersQueue } = pool;
  if (typeof create !== 'function' || typeof runQueriesInWorkersQueue !== 'function') {
    throw new Error(
      'src/build/gatsby-node-internals.ts: gatsby/dist/utils/worker/pool no longer exports create and runQueriesInWorkersQueue: update keepWorkersAfterFewQueries.',
    );
  }
  if (pool.keepsWorkers) return;
  pool.keepsWorkers = true;
  // The most page queries of one call: the queries may be started early, and Gatsby then asks
  // for the few still running (src/build/main-process-rebuilds.ts).
  let queryCount: number | null = null;
  pool.runQueriesInWorkersQueue = (workers, queryIds, ...rest) => {
    queryCount = Math.max(queryCount ?? 0, queryIds?.pageQueryIds?.length ?? Infinity);
    return runQueriesInWorkersQueue(workers, queryIds, ...rest);
  };
  pool.create = () => {
    const workers = create();
    const restart = workers.restart;
    if (typeof restart !== 'function') {
      throw new Error("src/build/gatsby-node-internals.ts: gatsby-worker's WorkerPool has no restart() any more: update keepWorkersAfterFewQueries.");
    }
    workers.restart = function (this: unknown) {
      return queryCount !== null && queryCount < KEEP_WORKERS_BELOW_QUERIES ? Promise.resolve() : restart.call(this);
    };
    return workers;
  };
}

type Flush = (span?: unknown) => Promise<void>;

export interface PageDataModule {
  flush?: Flush;
  enqueueFlush?: (span?: unknown) => void;
  flushesAgain?: boolean;
}

interface Action {
  type: string;
  payload?: { path?: string; pages?: Iterable<string>; name?: string };
  componentModified?: boolean;
  slicesModified?: boolean;
}

export interface StoreModule {
  store?: { dispatch: (action: Action) => unknown };
  emitter?: { on: (type: string, listener: (action: Action) => void) => void };
}

/**
 * `gatsby develop` lost page-data writes asked for while it was writing others: a flush that
 * starts while one runs returns at once, and the running one clears each path it writes from
 * the pending writes, also when the path's query ran again after it was read. The open page then
 * never showed an edit, and a page opened early waited 15 s at a time for data that was never
 * written ("Query was not run and no cached result was found"). On large sites, where the first
 * flush writes every page's data for seconds, this stopped the dev server in most runs.
 *
 * Here a flush asked for during a flush runs when that one ends, and the paths whose data was
 * asked for meanwhile are made pending again before it.
 */
export function flushPageDataAgainWhenAsked(pageData: PageDataModule, redux: StoreModule, webpackStatus: { isWebpackStatusPending?: () => boolean }): void {
  const { flush, enqueueFlush } = pageData;
  const { store, emitter } = redux;
  const { isWebpackStatusPending } = webpackStatus;
  if (typeof flush !== 'function' || typeof enqueueFlush !== 'function' || !store || !emitter || typeof isWebpackStatusPending !== 'function') {
    throw new Error(
      'src/build/gatsby-node-internals.ts: gatsby/dist/utils/page-data (flush, enqueueFlush), gatsby/dist/redux (store, emitter) or gatsby/dist/utils/webpack-status (isWebpackStatusPending) changed: update flushPageDataAgainWhenAsked.',
    );
  }
  if (pageData.flushesAgain) return;
  pageData.flushesAgain = true;

  let running: Promise<void> | null = null;
  let askedAgain = false;
  const pagesAsked = new Set<string>();
  const slicesAsked = new Set<string>();
  const page = (action: Action) => {
    if (running && action.payload?.path) pagesAsked.add(action.payload.path);
  };
  emitter.on('ADD_PENDING_PAGE_DATA_WRITE', page);
  emitter.on('CREATE_PAGE', (action) => {
    if (action.componentModified || action.slicesModified) page(action);
  });
  emitter.on('ADD_PENDING_TEMPLATE_DATA_WRITE', (action) => {
    if (running) for (const path of action.payload?.pages ?? []) pagesAsked.add(path);
  });
  emitter.on('ADD_PENDING_SLICE_DATA_WRITE', (action) => {
    if (running && action.payload?.name) slicesAsked.add(action.payload.name);
  });

  const serialFlush: Flush = (span) => {
    if (running) {
      askedAgain = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          askedAgain = false;
          await flush(span);
          if (pagesAsked.size > 0 || slicesAsked.size > 0) {
            const pages = [...pagesAsked];
            const slices = [...slicesAsked];
            for (const path of pages) store.dispatch({ type: 'ADD_PENDING_PAGE_DATA_WRITE', payload: { path } });
            for (const name of slices) store.dispatch({ type: 'ADD_PENDING_SLICE_DATA_WRITE', payload: { name } });
            pagesAsked.clear();
            slicesAsked.clear();
            askedAgain = true;
          }
        } while (askedAgain);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  pageData.flush = serialFlush;
  pageData.enqueueFlush = (span) => {
    // While webpack compiles, Gatsby only notes that a flush is wanted and webpack-status calls
    // `flush` (this one, through the module's exports) when the compile ends.
    if (isWebpackStatusPending()) enqueueFlush(span);
    else void serialFlush(span);
  };
}

interface TypeMetadata {
  ignored?: boolean;
  disabled?: boolean;
  fieldMap?: unknown;
}

export interface SchemaModules {
  schema: { build?: (args?: unknown) => Promise<void>; skipsUnchanged?: boolean };
  inference: { haveEqualFields?: (a: TypeMetadata, b: TypeMetadata) => boolean };
  redux: StoreModule & {
    store?: {
      getState: () => {
        inferenceMetadata?: { step?: string; typeMap?: Record<string, TypeMetadata> };
        schemaCustomization?: unknown;
        schema?: { getType: (name: string) => { getFields?: () => Record<string, unknown> } | null | undefined };
      };
    };
  };
  datastore: { getNode?: (id: string) => { internal: { type: string } } | null | undefined; getTypes?: () => string[] };
}

/**
 * `gatsby develop` rebuilt its whole GraphQL schema after every edit: it read every node of every
 * type again (thousands of page nodes and as many File nodes on a large site) to infer field types,
 * and again to find parent-child links, then built the schema: a large share of each edit on large
 * sites, for a schema that an edit of a page's text does not change.
 *
 * The rebuild is skipped when nothing it depends on has changed since the last one: the same node
 * types; for each type, the same inferred fields (Gatsby keeps this metadata up to date with each
 * node change, and `haveEqualFields` is its own comparison); the same schema customization (type
 * definitions, third-party schemas); and no node added as the child of a node whose type has no
 * field for that child's type yet.
 */
export function skipUnchangedSchemaRebuilds({ schema, inference, redux, datastore }: SchemaModules): void {
  const { build } = schema;
  const { haveEqualFields } = inference;
  const { store, emitter } = redux;
  const { getNode, getTypes } = datastore;
  if (
    typeof build !== 'function' ||
    typeof haveEqualFields !== 'function' ||
    typeof store?.getState !== 'function' ||
    !emitter ||
    typeof getNode !== 'function' ||
    typeof getTypes !== 'function'
  ) {
    throw new Error(
      'src/build/gatsby-node-internals.ts: gatsby/dist/schema (build), gatsby/dist/schema/infer/inference-metadata (haveEqualFields), gatsby/dist/redux (store, emitter) or gatsby/dist/datastore (getNode, getTypes) changed: update skipUnchangedSchemaRebuilds.',
    );
  }
  if (schema.skipsUnchanged) return;
  schema.skipsUnchanged = true;

  let last: { types: string; typeMap: Record<string, TypeMetadata>; customization: unknown } | null = null;
  let newChildType = false;
  emitter.on('ADD_CHILD_NODE_TO_PARENT_NODE', (action) => {
    const parent = action.payload as unknown as { internal?: { type?: string }; children?: string[] } | undefined;
    if (!last || newChildType || !parent?.internal?.type) return;
    const fields = store.getState().schema?.getType(parent.internal.type)?.getFields?.() ?? {};
    const names = new Set(Object.keys(fields).map((name) => name.toLowerCase()));
    for (const id of parent.children ?? []) {
      const type = getNode(id)?.internal.type;
      if (type && !names.has(`child${type}`.toLowerCase())) newChildType = true;
    }
  });
  const typesNow = () => [...getTypes()].sort().join('\n');
  const unchanged = () => {
    if (!last || newChildType) return false;
    const state = store.getState();
    const metadata = state.inferenceMetadata;
    if (metadata?.step !== 'incrementalBuild' || !metadata.typeMap) return false;
    if (state.schemaCustomization !== last.customization || typesNow() !== last.types) return false;
    const names = Object.keys(metadata.typeMap);
    if (names.length !== Object.keys(last.typeMap).length) return false;
    return names.every((name) => {
      const now = metadata.typeMap![name];
      const before = last!.typeMap[name];
      return (
        before !== undefined &&
        Boolean(now.ignored) === Boolean(before.ignored) &&
        Boolean(now.disabled) === Boolean(before.disabled) &&
        haveEqualFields(now, before)
      );
    });
  };
  schema.build = async function (this: unknown, args?: unknown) {
    if (unchanged()) return;
    await build.call(this, args);
    const state = store.getState();
    const typeMap: Record<string, TypeMetadata> = {};
    for (const [name, metadata] of Object.entries(state.inferenceMetadata?.typeMap ?? {})) {
      typeMap[name] = { ignored: metadata.ignored, disabled: metadata.disabled, fieldMap: structuredClone(metadata.fieldMap) };
    }
    last = { types: typesNow(), typeMap, customization: state.schemaCustomization };
    newChildType = false;
  };
}

/**
 * Builds the schema once more when `gatsby develop` has created its pages (onPostBootstrap), so
 * that it knows the SitePage type: Gatsby builds it before the pages exist and otherwise rebuilds
 * it, a noticeable wait on large sites, on the first edit, which then shows later than the ones
 * after it.
 * Through skipUnchangedSchemaRebuilds, so that this build is the one later edits compare with.
 */
export async function buildDevelopSchemaWithPages(projectDir: string): Promise<void> {
  if (!adjustmentOn('develop-schema-reuse')) return;
  const schema = gatsbyModule(projectDir, 'gatsby/dist/schema') as SchemaModules['schema'];
  if (!schema.skipsUnchanged || typeof schema.build !== 'function') {
    throw new Error('src/build/gatsby-node-internals.ts: buildDevelopSchemaWithPages runs after skipUnchangedSchemaRebuilds (gatsby develop only).');
  }
  await schema.build({});
}

export interface PendingFields {
  /** Resolves when no MDX file is waiting for its Mdx node or that node for its fields, or after `timeoutMs`. */
  settled(timeoutMs: number): Promise<void>;
  /** What is waiting (for tests and messages). */
  pending(): { files: number; nodes: number };
}

/**
 * `gatsby develop` runs createPages again after an edit without waiting for the work the edit
 * set off: gatsby-plugin-mdx reads the edited file and creates its Mdx node, then onCreateNode
 * compiles it (gatsby-node.ts) and adds its fields. createPages could then read the page without
 * its node or without its fields (no URL), delete the page and report every link to it as broken,
 * until the next run put it back. This follows that work from the dispatched actions: an .mdx
 * File node created, its Mdx node created, the Mdx node given `fieldName`.
 */
export function trackPendingMdxFields(redux: StoreModule, fieldName: string): PendingFields {
  const { emitter } = redux;
  if (!emitter) throw new Error('src/build/gatsby-node-internals.ts: gatsby/dist/redux no longer exports emitter: update trackPendingMdxFields.');
  type NodeLike = { id?: string; parent?: string | null; extension?: string; internal?: { type?: string } };
  const files = new Set<string>();
  const nodes = new Set<string>();
  const waiting = new Set<() => void>();
  const changed = () => {
    if (files.size === 0 && nodes.size === 0) for (const resolve of waiting) resolve();
  };
  emitter.on('CREATE_NODE', (action) => {
    const node = action.payload as unknown as NodeLike | undefined;
    if (!node?.id) return;
    if (node.internal?.type === 'File' && node.extension === 'mdx') files.add(node.id);
    if (node.internal?.type === 'Mdx') {
      if (node.parent) files.delete(node.parent);
      nodes.add(node.id);
    }
  });
  emitter.on('ADD_FIELD_TO_NODE', (action) => {
    const node = action.payload as unknown as NodeLike | undefined;
    if (node?.id && (action as { addedField?: string }).addedField === fieldName && nodes.delete(node.id)) changed();
  });
  emitter.on('DELETE_NODE', (action) => {
    const node = action.payload as unknown as NodeLike | undefined;
    if (node?.id && (files.delete(node.id) || nodes.delete(node.id))) changed();
  });
  return {
    pending: () => ({ files: files.size, nodes: nodes.size }),
    settled(timeoutMs) {
      if (files.size === 0 && nodes.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve();
        };
        // A file gatsby-plugin-mdx could not read creates no node: do not wait for it forever.
        const timer = setTimeout(done, timeoutMs);
        waiting.add(done);
      });
    },
  };
}

/** trackPendingMdxFields on the store of the Gatsby installed for the project in `projectDir`. */
export function trackPendingMdxFieldsIn(projectDir: string, fieldName: string): PendingFields {
  if (!adjustmentOn('develop-pending-fields')) return { settled: () => Promise.resolve(), pending: () => ({ files: 0, nodes: 0 }) };
  return trackPendingMdxFields(gatsbyModule(projectDir, 'gatsby/dist/redux') as StoreModule, fieldName);
}

/**
 * `gatsby develop`: the worker pool Gatsby creates at the start starts its processes when it is
 * first asked for work. Each process spent seconds of processor time loading the site's
 * configuration and plugins while the main process sourced the pages, on a 2-core machine; the dev
 * server gives them no work (its HTML shell is rendered in the main process, ./develop-shell.ts).
 * The pool is created as Gatsby creates it, with its message handlers, on first use.
 */
export function startWorkersWhenUsed(pool: PoolModule & { startsWhenUsed?: boolean }): void {
  const { create } = pool;
  if (typeof create !== 'function') {
    throw new Error('src/build/gatsby-node-internals.ts: gatsby/dist/utils/worker/pool no longer exports create: update startWorkersWhenUsed.');
  }
  if (pool.startsWhenUsed) return;
  pool.startsWhenUsed = true;
  pool.create = () => {
    let workers: ReturnType<typeof create> | null = null;
    const real = () => (workers ??= create());
    return new Proxy({} as ReturnType<typeof create>, {
      get(_target, key) {
        // Not a promise (`await` and xstate look for `then`); ending a pool never started ends nothing.
        if (key === 'then') return undefined;
        if (key === 'end' && !workers) return () => [];
        const value = Reflect.get(real(), key) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(workers) : value;
      },
    });
  };
}

/** How long `gatsby develop` holds a node change for more to join it (Gatsby: 500 ms). */
export const NODE_CHANGE_BATCH_MS = 100;

interface MachineConfig {
  states?: Record<string, { after?: Record<string, unknown> } & Record<string, unknown>>;
}

export interface WaitingMachineModules {
  /** `gatsby/dist/state-machines/waiting` */
  readonly waiting: { waitingStates?: MachineConfig; waitingMachine?: unknown };
  readonly actions: { waitingActions?: unknown };
  readonly services: { waitingServices?: unknown };
  /** `gatsby/dist/state-machines/develop/services` */
  readonly develop: { developServices?: { waitForMutations?: unknown } };
  readonly xstate: { createMachine: (config: MachineConfig, options: { actions: unknown; services: unknown }) => unknown };
}

/**
 * `gatsby develop` held every node change for 500 ms (its waiting machine's batch timeout) in case
 * more arrive, before onCreateNode, createPages and the queries ran: a large share of the time an
 * edit took to show on large sites (figures: docs/decisions/024-develop-node-batch-100-ms.md).
 * Changes that come together (a branch switch, a search and replace) arrive within milliseconds of
 * each other, and a batch still commits at once at 100 changes; the wait is now
 * NODE_CHANGE_BATCH_MS. The dev server's machine looks its services up when it invokes them, so the
 * waiting service is replaced by the same machine with the shorter delay.
 */
export function commitNodeChangesSooner(modules: WaitingMachineModules): void {
  const { waitingStates, waitingMachine } = modules.waiting;
  const batching = waitingStates?.states?.batchingNodeMutations;
  const delays = Object.keys(batching?.after ?? {});
  const developServices = modules.develop.developServices;
  if (!waitingStates || !batching || delays.length !== 1 || !developServices || developServices.waitForMutations !== waitingMachine) {
    throw new Error(
      "src/build/gatsby-node-internals.ts: Gatsby's develop waiting machine (batchingNodeMutations with one delay, developServices.waitForMutations) changed: update commitNodeChangesSooner.",
    );
  }
  const after = { [NODE_CHANGE_BATCH_MS]: batching.after![delays[0]] };
  const config = { ...waitingStates, states: { ...waitingStates.states, batchingNodeMutations: { ...batching, after } } };
  developServices.waitForMutations = modules.xstate.createMachine(config, {
    actions: modules.actions.waitingActions,
    services: modules.services.waitingServices,
  });
}

/** Whether this process is `gatsby develop` (gatsby-cli sets the variable before loading Gatsby). */
export const GATSBY_DEVELOP = process.env.gatsby_executing_command === 'develop';

/** In one of Gatsby's worker processes: exit when the pool ends (src/build/main-process-rebuilds.ts). */
export function adjustGatsbyWorker(projectDir: string): void {
  if (!adjustmentOn('main-process-builds')) return;
  const types = gatsbyDependency(projectDir, 'gatsby-worker/dist/types') as { END?: unknown };
  if (types.END !== 0) {
    throw new Error("src/build/gatsby-node-internals.ts: gatsby-worker's END message is no longer 0: update exitWorkerWhenEnded.");
  }
  exitWorkerWhenEnded();
}

let developShell: DevelopShell | null = null;

/**
 * `gatsby develop`: its first HTML shell is built while the browser bundle compiles
 * (src/build/develop-shell.ts). Called from onPostBootstrap, before the dev server starts: loading
 * Gatsby's build-html module while Gatsby loads gatsby-node would load gatsby-node again.
 */
export function buildDevelopShellWithBundle(projectDir: string): void {
  if (developShell || !adjustmentOn('develop-shell')) return;
  const gatsbyRequire = (id: string) => gatsbyModule(projectDir, id);
  const reporter = gatsbyDependency(projectDir, 'gatsby-cli/lib/reporter') as { panic: (message: string, error?: unknown) => never };
  developShell = buildDevelopShellAlongsideBundle(
    {
      buildHtml: gatsbyRequire('gatsby/dist/commands/build-html') as DevelopShellModules['buildHtml'],
      renderHtml: gatsbyRequire('gatsby/dist/utils/worker/child/render-html') as DevelopShellModules['renderHtml'],
      preloadHeaders: gatsbyRequire('gatsby/dist/utils/develop-preload-headers') as DevelopShellModules['preloadHeaders'],
    },
    (error) => reporter.panic("There was an error building the development server's HTML shell (src/html.js and the gatsby-ssr hooks).", error),
  );
}

/** The webpack plugin of the develop config that starts the deferred shell build (null outside `gatsby develop`). */
export function developShellPlugin(): StartDevelopShell | null {
  return developShell ? new StartDevelopShell(developShell) : null;
}

/** Applies the adjustments above that are on (src/build/adjustments.ts), against the Gatsby installed for the project in `projectDir`. */
export function adjustGatsbyInternals(projectDir: string): void {
  const gatsbyRequire = (id: string) => gatsbyModule(projectDir, id);
  if (adjustmentOn('query-extraction')) narrowQueryExtraction(gatsbyRequire('gatsby/dist/query/file-parser'));
  if (!GATSBY_DEVELOP && adjustmentOn('main-process-builds')) {
    // Before keepWorkersAfterFewQueries, which then sees the query count of every build.
    runSmallBuildsInMainProcess({
      pool: gatsbyRequire('gatsby/dist/utils/worker/pool') as MainProcessModules['pool'],
      services: gatsbyRequire('gatsby/dist/services') as MainProcessModules['services'],
      graphqlRunner: gatsbyRequire('gatsby/dist/query/graphql-runner') as MainProcessModules['graphqlRunner'],
      redux: gatsbyRequire('gatsby/dist/redux') as MainProcessModules['redux'],
      renderHtml: gatsbyRequire('gatsby/dist/utils/worker/child/render-html') as MainProcessModules['renderHtml'],
      buildJavascript: gatsbyRequire('gatsby/dist/commands/build-javascript') as MainProcessModules['buildJavascript'],
      pageMode: gatsbyRequire('gatsby/dist/utils/page-mode') as MainProcessModules['pageMode'],
      stitching: gatsbyRequire('gatsby/dist/utils/slices/stitching') as MainProcessModules['stitching'],
    });
  }
  if (!GATSBY_DEVELOP && adjustmentOn('keep-workers')) keepWorkersAfterFewQueries(gatsbyRequire('gatsby/dist/utils/worker/pool'));
  if (GATSBY_DEVELOP && adjustmentOn('develop-lazy-workers')) startWorkersWhenUsed(gatsbyRequire('gatsby/dist/utils/worker/pool'));
  if (!GATSBY_DEVELOP && adjustmentOn('scripts-after-paint'))
    deferScriptsSlice(gatsbyRequire('gatsby/dist/utils/ensure-file-content') as EnsureFileContentModule);
  if (!GATSBY_DEVELOP && adjustmentOn('bundle-reuse')) {
    const manager = gatsbyRequire('gatsby/dist/utils/adapter/manager') as { setWebpackAssets?: (assets: Set<string>) => void };
    reuseUnchangedBundles(gatsbyRequire('gatsby/dist/utils/webpack/bundle') as BundleModule, {
      projectDir,
      recordDir: path.join(projectDir, '.cache/bundle-reuse'),
      setWebpackAssets: manager.setWebpackAssets,
      getSSRChunkHashes: (gatsbyRequire('gatsby/dist/utils/webpack/get-ssr-chunk-hashes') as { getSSRChunkHashes?: GetSSRChunkHashes }).getSSRChunkHashes,
      log: (message) => console.info(message),
    });
  }
  // After bundle-reuse, which keeps Gatsby's own function for its records: a reused renderer's
  // hashes then get the stylesheet names once, as a fresh run's do.
  if (!GATSBY_DEVELOP && adjustmentOn('css-rerenders-html')) {
    rerenderHtmlWhenCssChanges(
      gatsbyRequire('gatsby/dist/utils/webpack/get-ssr-chunk-hashes') as { getSSRChunkHashes?: GetSSRChunkHashesFn },
      path.join(projectDir, 'public'),
    );
  }
  if (GATSBY_DEVELOP && adjustmentOn('develop-batch-100ms')) {
    commitNodeChangesSooner({
      waiting: gatsbyRequire('gatsby/dist/state-machines/waiting'),
      actions: gatsbyRequire('gatsby/dist/state-machines/waiting/actions'),
      services: gatsbyRequire('gatsby/dist/state-machines/waiting/services'),
      develop: gatsbyRequire('gatsby/dist/state-machines/develop/services'),
      xstate: gatsbyDependency(projectDir, 'xstate') as WaitingMachineModules['xstate'],
    });
  }
  if (GATSBY_DEVELOP && adjustmentOn('develop-flush-again')) {
    flushPageDataAgainWhenAsked(
      gatsbyRequire('gatsby/dist/utils/page-data'),
      gatsbyRequire('gatsby/dist/redux'),
      gatsbyRequire('gatsby/dist/utils/webpack-status'),
    );
  }
  if (GATSBY_DEVELOP && adjustmentOn('develop-schema-reuse')) {
    skipUnchangedSchemaRebuilds({
      schema: gatsbyRequire('gatsby/dist/schema'),
      inference: gatsbyRequire('gatsby/dist/schema/infer/inference-metadata'),
      redux: gatsbyRequire('gatsby/dist/redux'),
      datastore: gatsbyRequire('gatsby/dist/datastore'),
    });
  }
}
