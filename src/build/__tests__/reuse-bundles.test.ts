/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  configDigest,
  reuseUnchangedBundles,
  type BuildResult,
  type GetSSRChunkHashes,
  type BundleModule,
  type WebpackConfigLike,
  type WebpackStatsLike,
} from '../reuse-bundles';

/** A project folder with a source file, a package, a lockfile and an output folder. */
function project() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reuse-bundles-'));
  const write = (rel: string, text: string) => {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    // Written well before any build starts (a file written during a build is not recorded).
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(file, past, past);
    return file;
  };
  write('package-lock.json', '{}');
  write('.cache/compiled/gatsby-node.js', 'exports.x = 1;');
  write('.cache/compiled/site-node/current.json', '{"file":"site-node-1.cjs","inputs":{}}');
  const source = write('src/app.tsx', 'export const a = 1;');
  const installed = write('node_modules/lib/index.js', 'module.exports = 1;');
  return { dir, write, source, installed };
}

/**
 * A fake of Gatsby's bundle module: each build "reads" the given files and writes app.js (the
 * source's text) into the output folder, as webpack would.
 */
function fakeBundle(p: ReturnType<typeof project>, opts: { warnings?: unknown[]; missing?: string[] } = {}) {
  let runs = 0;
  let hash = 0;
  const bundle: BundleModule = {
    build: async (config: WebpackConfigLike): Promise<BuildResult> => {
      runs += 1;
      hash += 1;
      const outDir = config.output!.path!;
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(path.join(outDir, 'app.js'), fs.readFileSync(p.source));
      const stats: WebpackStatsLike = {
        hash: `hash-${hash}`,
        hasWarnings: () => (opts.warnings ?? []).length > 0,
        hasErrors: () => false,
        toJson: () => ({ warnings: opts.warnings ?? [], assets: [{ name: 'app.js' }] }),
        compilation: {
          errors: [],
          fileDependencies: [p.source, p.installed, p.dir],
          contextDependencies: [],
          missingDependencies: opts.missing ?? [],
          getAssets: () => [{ name: 'app.js' }],
          outputOptions: { path: outDir },
        },
      };
      return { stats, close: async () => {} };
    },
  };
  const logs: string[] = [];
  reuseUnchangedBundles(bundle, { projectDir: p.dir, recordDir: path.join(p.dir, '.cache/bundle-reuse'), log: (m) => logs.push(m) });
  return { bundle, runs: () => runs, logs };
}

/** What a finished webpack run hands back, with the given compilation details. */
const runResult = (compilation: Omit<WebpackStatsLike['compilation'], 'errors'>): BuildResult => ({
  stats: { hash: 'h', hasWarnings: () => false, hasErrors: () => false, toJson: () => ({ warnings: [] }), compilation: { errors: [], ...compilation } },
  close: async () => {},
});

const config = (p: ReturnType<typeof project>, extra: Record<string, unknown> = {}): WebpackConfigLike => ({
  name: 'build-javascript',
  output: { path: path.join(p.dir, 'public') },
  ...extra,
});

describe('reusing an unchanged webpack run', () => {
  it('reuses the previous output when nothing it read changed, with the same hash and warnings', async () => {
    const p = project();
    const warning = { message: 'Conflicting order' };
    const { bundle, runs, logs } = fakeBundle(p, { warnings: [warning] });
    const first = await bundle.build!(config(p));
    const second = await bundle.build!(config(p));
    expect(runs()).toBe(1);
    expect(second.stats.hash).toBe(first.stats.hash);
    expect(second.stats.hasWarnings()).toBe(true);
    expect(second.stats.toJson({ warnings: true }).warnings).toEqual([warning]);
    expect(second.stats.hasErrors()).toBe(false);
    expect(logs.at(-1)).toMatch(/reused the previous output/);
  });

  it.each([
    ['a source file of the project changes', (p: ReturnType<typeof project>) => p.write('src/app.tsx', 'export const a = 2;'), /src\/app\.tsx changed/],
    [
      'an installed file is rewritten',
      (p: ReturnType<typeof project>) => p.write('node_modules/lib/index.js', 'module.exports = 22;'),
      /node_modules\/lib\/index\.js changed/,
    ],
    ['an output file is deleted', (p: ReturnType<typeof project>) => fs.rmSync(path.join(p.dir, 'public/app.js')), /app\.js changed or is missing/],
    ['an output file is changed', (p: ReturnType<typeof project>) => fs.writeFileSync(path.join(p.dir, 'public/app.js'), 'x'), /app\.js changed or is missing/],
    ['gatsby-node is compiled differently', (p: ReturnType<typeof project>) => p.write('.cache/compiled/gatsby-node.js', 'exports.x = 2;'), /gatsby-node/],
    [
      'the build code gatsby-node loads is bundled differently',
      (p: ReturnType<typeof project>) => p.write('.cache/compiled/site-node/current.json', '{"file":"site-node-2.cjs","inputs":{}}'),
      /build code/,
    ],
    ['the lockfile changes', (p: ReturnType<typeof project>) => p.write('package-lock.json', '{"a":1}'), /package-lock/],
  ])('runs webpack again when %s', async (_label, change, reason) => {
    const p = project();
    const { bundle, runs, logs } = fakeBundle(p);
    await bundle.build!(config(p));
    change(p);
    await bundle.build!(config(p));
    expect(runs()).toBe(2);
    expect(logs.at(-1)).toMatch(reason);
    // And the new run is reused in turn.
    await bundle.build!(config(p));
    expect(runs()).toBe(2);
  });

  it('runs webpack again when a path it did not find appears', async () => {
    const p = project();
    const missing = path.join(p.dir, 'src/app.ts');
    const { bundle, runs, logs } = fakeBundle(p, { missing: [missing] });
    await bundle.build!(config(p));
    p.write('src/app.ts', 'export const b = 1;');
    await bundle.build!(config(p));
    expect(runs()).toBe(2);
    expect(logs.at(-1)).toMatch(/src\/app\.ts appeared/);
  });

  it('runs webpack again when the configuration changes: a define, a loader option, a plugin function', async () => {
    const p = project();
    const { bundle, runs } = fakeBundle(p);
    class DefinePlugin {
      constructor(public definitions: Record<string, string>) {}
    }
    await bundle.build!(config(p, { plugins: [new DefinePlugin({ 'process.env.GATSBY_X': '"1"' })] }));
    await bundle.build!(config(p, { plugins: [new DefinePlugin({ 'process.env.GATSBY_X': '"1"' })] }));
    expect(runs()).toBe(1);
    await bundle.build!(config(p, { plugins: [new DefinePlugin({ 'process.env.GATSBY_X': '"2"' })] }));
    expect(runs()).toBe(2);
    await bundle.build!(
      config(p, { plugins: [new DefinePlugin({ 'process.env.GATSBY_X': '"2"' })], module: { rules: [{ test: /\.css$/, options: { modules: true } }] } }),
    );
    expect(runs()).toBe(3);
  });

  it("keeps one record per stage: the HTML renderer does not take the browser bundle's output", async () => {
    const p = project();
    const { bundle, runs } = fakeBundle(p);
    await bundle.build!(config(p));
    await bundle.build!({ name: 'build-html', output: { path: path.join(p.dir, '.cache/page-ssr/routes') } });
    expect(runs()).toBe(2);
    await bundle.build!(config(p));
    await bundle.build!({ name: 'build-html', output: { path: path.join(p.dir, '.cache/page-ssr/routes') } });
    expect(runs()).toBe(2);
  });

  it('records nothing when a source file was edited while webpack ran', async () => {
    const p = project();
    let runs = 0;
    const bundle: BundleModule = {
      build: async () => {
        runs += 1;
        // The edit lands during the run.
        await new Promise((resolve) => setTimeout(resolve, 50));
        fs.writeFileSync(p.source, `export const a = ${runs + 10};`);
        return runResult({ fileDependencies: [p.source], getAssets: () => [] });
      },
    };
    const logs: string[] = [];
    reuseUnchangedBundles(bundle, { projectDir: p.dir, recordDir: path.join(p.dir, '.cache/bundle-reuse'), log: (m) => logs.push(m) });
    await bundle.build!(config(p));
    expect(logs.at(-1)).toMatch(/not recorded for reuse, .*app\.tsx changed while webpack ran/);
    await bundle.build!(config(p));
    expect(runs).toBe(2);
  });

  it("gives Gatsby's getSSRChunkHashes the same template and renderer hashes from a reused run", async () => {
    const { getSSRChunkHashes } = jest.requireActual('gatsby/dist/utils/webpack/get-ssr-chunk-hashes') as { getSSRChunkHashes: GetSSRChunkHashes };
    const p = project();
    const origin = (id: string) => ({ module: { identifier: () => id } });
    const lazy = { name: null, chunks: [{ hash: 'lazy1' }], childrenIterable: [], origins: [origin('src/components/ModelCatalog')] };
    const viaAsyncRequires = { name: null, chunks: [{ hash: 'other' }], childrenIterable: [], origins: [origin('.cache/async-requires.js')] };
    const chunkGroups = [
      { name: 'render-page', chunks: [{ hash: 'r1' }, { hash: 'r2' }], childrenIterable: [viaAsyncRequires], origins: [] },
      { name: 'component---src-templates-doc-page-tsx', chunks: [{ hash: 'd1' }], childrenIterable: [lazy], origins: [] },
      lazy,
    ];
    let runs = 0;
    const bundle: BundleModule = {
      build: async () => {
        runs += 1;
        return runResult({ chunkGroups, fileDependencies: [p.source], getAssets: () => [] });
      },
    };
    reuseUnchangedBundles(bundle, { projectDir: p.dir, recordDir: path.join(p.dir, '.cache/bundle-reuse'), getSSRChunkHashes });
    const ssr = { name: 'build-html', output: { path: path.join(p.dir, '.cache/page-ssr/routes') } };
    const components = new Map([['doc', { componentChunkName: 'component---src-templates-doc-page-tsx', componentPath: '/site/src/templates/doc-page.tsx' }]]);
    const fresh = getSSRChunkHashes({ stats: (await bundle.build!(ssr)).stats, components });
    const reused = getSSRChunkHashes({ stats: (await bundle.build!(ssr)).stats, components });
    expect(runs).toBe(1);
    expect(fresh).toEqual({ renderPageHash: 'r1--r2', templateHashes: { '/site/src/templates/doc-page.tsx': 'd1--lazy1' } });
    expect(reused).toEqual(fresh);
  });

  it('fails naming this module when Gatsby no longer exports build()', () => {
    expect(() => reuseUnchangedBundles({}, { projectDir: '/x', recordDir: '/x/r' })).toThrow(/src\/build\/reuse-bundles\.ts: .*update reuseUnchangedBundles/);
  });
});

describe('the digest of a webpack configuration', () => {
  it('is the same for equal configurations built separately, cycles included', () => {
    const make = () => {
      const plugin: Record<string, unknown> = { name: 'p', apply: function apply() {} };
      plugin.self = plugin;
      return { entry: { app: './a.js' }, plugins: [plugin], re: /x/g, set: new Set(['a']) };
    };
    expect(configDigest(make())).toBe(configDigest(make()));
  });

  it('differs when a function, a regular expression or a value differs, not when only the key order does', () => {
    const base = { f: () => 1, re: /a/, o: { b: 1, a: 2 } };
    expect(configDigest({ ...base, o: { a: 2, b: 1 } })).toBe(configDigest(base));
    expect(configDigest({ ...base, f: () => 2 })).not.toBe(configDigest(base));
    expect(configDigest({ ...base, re: /b/ })).not.toBe(configDigest(base));
    expect(configDigest({ ...base, o: { a: 2, b: 3 } })).not.toBe(configDigest(base));
  });
});
