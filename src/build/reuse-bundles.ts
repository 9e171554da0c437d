/**
 * `gatsby build` runs webpack twice on every build: the browser bundle and the HTML renderer. An
 * edit to the docs' content changes neither (pages are data, rendered by one template), yet the
 * two warm webpack runs cost seconds of every rebuild, mostly reading webpack's own cache back and
 * checking it (figures: docs/decisions/016-webpack-bundle-reuse.md). This module lets the build reuse the previous output of a webpack
 * run when nothing that run read has changed since.
 *
 * A run is reused only when all of these are as they were after the run that made the output:
 * - the webpack configuration (serialized with its plugins' options and its functions' source;
 *   environment variables reach the bundle through DefinePlugin, so they are part of it);
 * - every file webpack read (its `fileDependencies`): files of the project, Gatsby's generated
 *   modules in .cache included, by content; files under node_modules by size and modification
 *   time;
 * - every path webpack looked for and did not find (`missingDependencies`): still absent;
 * - every directory webpack listed (`contextDependencies`): the same entries;
 * - the compiled gatsby-config and gatsby-node (.cache/compiled), the bundle of the build code they
 *   load (src/node/gatsby/load.ts) and package-lock.json;
 * - every file the run emitted (assets, and Gatsby's webpack.stats.json and chunk-map.json for
 *   the browser bundle): present with the same content.
 * Otherwise webpack runs as usual and a new record is written. A run with errors writes no record.
 *
 * Gatsby internals relied on (written against Gatsby 5.16):
 * - `gatsby/dist/utils/webpack/bundle`: `build(config)` runs webpack once and resolves to
 *   `{ stats, close }`. `commands/build-javascript` and `commands/build-html` (`buildRenderer`)
 *   call it through the module's exports, so replacing the export changes both.
 * - What `commands/build` reads of the stats: `hash`, `hasWarnings()`, `hasErrors()`,
 *   `toJson({ warnings: true }).warnings` and `compilation.errors`.
 * - `gatsby/dist/utils/webpack/get-ssr-chunk-hashes`: `getSSRChunkHashes({ stats, components })`,
 *   which `commands/build` calls on the HTML renderer's stats (the named chunk groups, their chunks'
 *   `hash`, `childrenIterable` and `origins`).
 * - `gatsby/dist/utils/adapter/manager`: `setWebpackAssets(names)`, which Gatsby's stats extractor
 *   calls with the browser bundle's assets (adapters read it).
 * - The store keeps what webpack plugins dispatch (the static queries of each template) across
 *   builds in .cache/redux, so a reused run does not need to dispatch it again.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { siteNodeBundleName } from '../node/gatsby/load';
import { markRan } from './adjustments';

/** Changes when the record format or what it covers changes: older records are then ignored. */
const RECORD_VERSION = 1;
/** A file modified this long after webpack started counts as edited during the run. */
const EDIT_MARGIN_MS = 10;

export interface WebpackStatsLike {
  hash?: string;
  hasWarnings(): boolean;
  hasErrors(): boolean;
  toJson(options?: unknown): { warnings?: unknown[]; assets?: { name: string }[] };
  compilation: {
    errors: unknown[];
    chunkGroups?: Iterable<unknown>;
    fileDependencies?: Iterable<string>;
    contextDependencies?: Iterable<string>;
    missingDependencies?: Iterable<string>;
    getAssets?: () => { name: string }[];
    outputOptions?: { path?: string };
  };
}

export interface BuildResult {
  stats: WebpackStatsLike;
  close: () => Promise<void>;
}

export interface BundleModule {
  build?: (config: WebpackConfigLike) => Promise<BuildResult>;
}

export interface WebpackConfigLike {
  name?: string;
  target?: unknown;
  output?: { path?: string };
  [key: string]: unknown;
}

interface FileStamp {
  file: string;
  /** Content digest (project files) or `size:mtime` (node_modules); null when absent. */
  stamp: string | null;
}

interface BundleRecord {
  version: number;
  configDigest: string;
  setupDigest: string;
  files: FileStamp[];
  contexts: FileStamp[];
  missing: string[];
  outputs: FileStamp[];
  hash: string;
  warnings: unknown[];
  assets: string[];
  /** Each named chunk group's chunk hashes, joined as Gatsby's getSSRChunkHashes joins them. */
  chunkGroups: { name: string; hash: string }[];
}

/** `gatsby/dist/utils/webpack/get-ssr-chunk-hashes`'s function (Gatsby calls it on the HTML renderer's stats). */
export type GetSSRChunkHashes = (args: { stats: WebpackStatsLike; components: Map<string, { componentChunkName: string; componentPath: string }> }) => {
  templateHashes: Record<string, string>;
  renderPageHash: string;
};

/** A digest of a webpack configuration: plain data, plugin options, and functions' source. */
export function configDigest(config: unknown): string {
  const seen = new WeakSet<object>();
  const hash = crypto.createHash('sha1');
  const walk = (value: unknown, depth: number): void => {
    if (value === null || value === undefined || typeof value === 'boolean' || typeof value === 'number') {
      hash.update(`${String(value)};`);
      return;
    }
    if (typeof value === 'string') {
      hash.update(`s${value.length}:${value};`);
      return;
    }
    if (typeof value === 'bigint' || typeof value === 'symbol') {
      hash.update(`${String(value)};`);
      return;
    }
    if (typeof value === 'function') {
      // Source and own properties: a loader or plugin function configured through properties.
      hash.update(`f:${value.toString()};`);
      return;
    }
    if (value instanceof RegExp) {
      hash.update(`r:${value.toString()};`);
      return;
    }
    if (typeof value !== 'object') return;
    if (seen.has(value)) {
      hash.update('@cycle;');
      return;
    }
    if (depth > 12) {
      hash.update('@deep;');
      return;
    }
    seen.add(value);
    if (Buffer.isBuffer(value)) {
      hash.update('b:').update(value).update(';');
    } else if (Array.isArray(value)) {
      hash.update(`[${value.length}`);
      for (const item of value) walk(item, depth + 1);
      hash.update(']');
    } else if (value instanceof Map || value instanceof Set) {
      hash.update(value instanceof Map ? 'map{' : 'set{');
      for (const entry of value) walk(entry, depth + 1);
      hash.update('}');
    } else {
      const proto = Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null;
      hash.update(`{${proto?.constructor?.name ?? 'null'}`);
      for (const key of Object.keys(value).sort()) {
        hash.update(`k${key}=`);
        walk((value as Record<string, unknown>)[key], depth + 1);
      }
      hash.update('}');
    }
  };
  walk(config, 0);
  return hash.digest('hex');
}

const isInstalled = (file: string) => file.split(path.sep).includes('node_modules');

function contentDigest(file: string): string | null {
  try {
    return crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return null;
  }
}

/** How a file webpack read is compared between builds, and its modification time. */
function stampOf(file: string): { stamp: string | null; mtimeMs: number } {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return { stamp: null, mtimeMs: 0 };
  }
  // A directory among the files: webpack looked whether it exists (a package or folder lookup).
  if (stat.isDirectory()) return { stamp: 'directory', mtimeMs: 0 };
  return { stamp: isInstalled(file) ? `${stat.size}:${stat.mtimeMs}` : contentDigest(file), mtimeMs: stat.mtimeMs };
}

const fileStamp = (file: string) => stampOf(file).stamp;

function directoryStamp(dir: string): string | null {
  try {
    return crypto.createHash('sha1').update(fs.readdirSync(dir).sort().join('\n')).digest('hex');
  } catch {
    return null;
  }
}

/** The compiled gatsby-config and gatsby-node, the build code's bundle, and the installed packages' lockfile. */
function setupDigest(projectDir: string): string {
  const hash = crypto.createHash('sha1');
  const compiled = path.join(projectDir, '.cache/compiled');
  let names: string[] = [];
  try {
    names = fs.readdirSync(compiled).sort();
  } catch {
    // No compiled files: a JavaScript gatsby-config.
  }
  for (const name of names) hash.update(`${name}:${contentDigest(path.join(compiled, name)) ?? '-'};`);
  hash.update(`site-node:${siteNodeBundleName(projectDir) ?? '-'};`);
  hash.update(`lock:${contentDigest(path.join(projectDir, 'package-lock.json')) ?? '-'}`);
  return hash.digest('hex');
}

function stageName(config: WebpackConfigLike): string {
  const name = `${String(config.name ?? '')}-${String(config.target ?? '')}-${config.output?.path ?? ''}`;
  return crypto.createHash('sha1').update(name).digest('hex').slice(0, 12);
}

function readRecord(file: string): BundleRecord | null {
  try {
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as BundleRecord;
    return record.version === RECORD_VERSION ? record : null;
  } catch {
    return null;
  }
}

/** Why a record cannot be reused, or null when it can. */
export function staleReason(record: BundleRecord, config: string, setup: string): string | null {
  if (record.configDigest !== config) return 'the webpack configuration changed';
  if (record.setupDigest !== setup) return 'gatsby-config, gatsby-node (or the build code it loads) or package-lock.json changed';
  for (const { file, stamp } of record.outputs) if (contentDigest(file) !== stamp) return `${file} changed or is missing`;
  for (const { file, stamp } of record.files) if (fileStamp(file) !== stamp) return `${file} changed`;
  for (const { file, stamp } of record.contexts) if (directoryStamp(file) !== stamp) return `${file} changed`;
  for (const file of record.missing) if (fs.existsSync(file)) return `${file} appeared`;
  return null;
}

/** The files a finished run emitted, as absolute paths. */
function emittedFiles(stats: WebpackStatsLike, config: WebpackConfigLike, projectDir: string): string[] {
  const outDir = stats.compilation.outputOptions?.path ?? config.output?.path ?? projectDir;
  const names = stats.compilation.getAssets?.().map((a) => a.name) ?? [];
  const files = names.map((name) => path.resolve(outDir, name));
  // Written by Gatsby's stats extractor after the browser bundle.
  for (const extra of ['webpack.stats.json', 'chunk-map.json']) {
    const file = path.join(outDir, extra);
    if (names.length > 0 && fs.existsSync(file)) files.push(file);
  }
  return files;
}

/**
 * The chunk hashes Gatsby derives from the named chunk groups (it decides from them which pages'
 * HTML to render again), for every named group: each name is passed as a template of its own.
 */
function chunkGroupHashes(stats: WebpackStatsLike, getSSRChunkHashes: GetSSRChunkHashes | undefined): BundleRecord['chunkGroups'] {
  if (!getSSRChunkHashes || !stats.compilation.chunkGroups) return [];
  const components = new Map<string, { componentChunkName: string; componentPath: string }>();
  for (const group of stats.compilation.chunkGroups) {
    const name = (group as { name?: string | null }).name;
    if (name && name !== 'render-page') components.set(name, { componentChunkName: name, componentPath: name });
  }
  const { templateHashes, renderPageHash } = getSSRChunkHashes({ stats, components });
  const groups = Object.entries(templateHashes).map(([name, hash]) => ({ name, hash }));
  if (renderPageHash) groups.push({ name: 'render-page', hash: renderPageHash });
  return groups;
}

function makeRecord(
  stats: WebpackStatsLike,
  config: WebpackConfigLike,
  projectDir: string,
  digests: { config: string; setup: string },
  startedAt: number,
  getSSRChunkHashes: GetSSRChunkHashes | undefined,
): BundleRecord | string {
  // A project file edited while webpack ran may have been read before the edit: record nothing.
  // (The margin keeps out the files Gatsby writes just before it starts webpack: file times
  // come from a coarser clock than Date.now().)
  let editedDuringRun: string | null = null;
  const files = [...(stats.compilation.fileDependencies ?? [])].sort().map((file) => {
    const { stamp, mtimeMs } = stampOf(file);
    if (!editedDuringRun && !isInstalled(file) && mtimeMs > startedAt + EDIT_MARGIN_MS) editedDuringRun = file;
    return { file, stamp };
  });
  if (editedDuringRun) return `${editedDuringRun} changed while webpack ran`;
  const contexts = [...(stats.compilation.contextDependencies ?? [])].sort().map((file) => ({ file, stamp: directoryStamp(file) }));
  const missing = [...(stats.compilation.missingDependencies ?? [])].filter((file) => !fs.existsSync(file)).sort();
  const outputs = emittedFiles(stats, config, projectDir).map((file) => ({ file, stamp: contentDigest(file) }));
  const json = stats.toJson({ all: false, warnings: true, assets: true });
  return {
    version: RECORD_VERSION,
    configDigest: digests.config,
    setupDigest: digests.setup,
    files,
    contexts,
    missing,
    outputs,
    hash: String(stats.hash ?? ''),
    warnings: json.warnings ?? [],
    assets: (json.assets ?? []).map((a) => a.name),
    chunkGroups: chunkGroupHashes(stats, getSSRChunkHashes),
  };
}

/** Stats standing in for a reused run: what `gatsby build` reads of them. */
export function reusedStats(record: Pick<BundleRecord, 'hash' | 'warnings' | 'chunkGroups'>): WebpackStatsLike {
  return {
    hash: record.hash,
    hasWarnings: () => record.warnings.length > 0,
    hasErrors: () => false,
    toJson: () => ({ warnings: record.warnings }),
    compilation: {
      errors: [],
      // One chunk per group whose hash is the group's joined hashes: getSSRChunkHashes joins them again to the same string.
      chunkGroups: record.chunkGroups.map(({ name, hash }) => ({ name, chunks: [{ hash }], childrenIterable: [], origins: [] })),
    },
  };
}

export interface ReuseOptions {
  projectDir: string;
  /** Where the records are kept (under .cache, so `gatsby clean` removes them). */
  recordDir: string;
  /** Gatsby's adapter manager, told the browser bundle's assets as its stats extractor does. */
  setWebpackAssets?: (assets: Set<string>) => void;
  /** Gatsby's getSSRChunkHashes, to record what it reads of the HTML renderer's chunk groups. */
  getSSRChunkHashes?: GetSSRChunkHashes;
  log?: (message: string) => void;
}

/** Replaces `bundle.build` with one that reuses a run's output when nothing it read has changed. */
export function reuseUnchangedBundles(bundle: BundleModule, options: ReuseOptions): void {
  const original = bundle.build;
  if (typeof original !== 'function') {
    throw new Error('src/build/reuse-bundles.ts: gatsby/dist/utils/webpack/bundle no longer exports build(config): update reuseUnchangedBundles.');
  }
  if ((original as { reuses?: boolean }).reuses) return;
  const { projectDir, recordDir } = options;
  const build = async (config: WebpackConfigLike): Promise<BuildResult> => {
    markRan('bundle-reuse');
    const checkStart = Date.now();
    const recordFile = path.join(recordDir, `${stageName(config)}.json`);
    const digests = { config: configDigest(config), setup: setupDigest(projectDir) };
    const record = readRecord(recordFile);
    const reason = record ? staleReason(record, digests.config, digests.setup) : 'no earlier run recorded';
    const label = `webpack (${String(config.name ?? 'bundle')})`;
    if (record && reason === null) {
      options.log?.(`${label}: reused the previous output, nothing it read has changed (checked in ${Date.now() - checkStart} ms)`);
      if (record.assets.length > 0 && path.resolve(config.output?.path ?? '') === path.resolve(projectDir, 'public')) {
        options.setWebpackAssets?.(new Set(record.assets));
      }
      return { stats: reusedStats(record), close: async () => {} };
    }
    options.log?.(`${label}: runs, ${reason}`);
    fs.rmSync(recordFile, { force: true });
    const startedAt = Date.now();
    const result = await original(config);
    if (!result.stats.hasErrors()) {
      const next = makeRecord(result.stats, config, projectDir, digests, startedAt, options.getSSRChunkHashes);
      if (typeof next === 'string') {
        options.log?.(`${label}: output not recorded for reuse, ${next}`);
      } else {
        fs.mkdirSync(recordDir, { recursive: true });
        fs.writeFileSync(recordFile, JSON.stringify(next));
      }
    }
    return result;
  };
  (build as { reuses?: boolean }).reuses = true;
  bundle.build = build;
}
