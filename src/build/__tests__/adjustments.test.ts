/**
 * @jest-environment node
 */
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import {
  ADJUSTMENTS,
  ADJUSTMENTS_VARIABLE,
  BUNDLED_ADJUSTMENTS,
  adjustmentOn,
  adjustmentsNotRun,
  markRan,
  adjustmentsLine,
  browserAdjustmentsOn,
  oneWorkerPerCore,
  parseAdjustments,
  type AdjustmentId,
} from '../adjustments';
import { adjustWebpackConfig } from '../webpack';
import { siteInlineScripts } from '../inline-scripts';
import { PAGE_PATH_SCRIPT } from '../page-path-script';
import { siteConfig } from '../../config/runtime';

const root = path.resolve(__dirname, '../../..');
const ALL = new Set(ADJUSTMENTS.map((a) => a.id)) as ReadonlySet<AdjustmentId>;
const NONE: ReadonlySet<AdjustmentId> = new Set();

describe('the registry', () => {
  it('lists each adjustment once, with what it does, its measured gain and date, the internals, code and tests', () => {
    const ids = ADJUSTMENTS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const adjustment of ADJUSTMENTS) {
      expect(adjustment.id).toMatch(/^[a-z0-9-]+$/);
      expect(adjustment.what.length).toBeGreaterThan(30);
      expect({ id: adjustment.id, gain: adjustment.gain }).toEqual({ id: adjustment.id, gain: expect.stringMatching(/\d{4}-\d{2}-\d{2}/) });
      expect(adjustment.internals.length).toBeGreaterThan(0);
      for (const file of [...adjustment.code, ...adjustment.tests]) {
        const where = file.split(' ')[0];
        expect({ id: adjustment.id, file: where, exists: fs.existsSync(path.join(root, where)) }).toEqual({ id: adjustment.id, file: where, exists: true });
      }
    }
  });
});

describe(ADJUSTMENTS_VARIABLE, () => {
  it('turns every adjustment on when unset, empty or "all", none with "none", else the listed ones', () => {
    expect(parseAdjustments(undefined)).toEqual(ALL);
    expect(parseAdjustments('')).toEqual(ALL);
    expect(parseAdjustments(' all ')).toEqual(ALL);
    expect(parseAdjustments('none')).toEqual(NONE);
    expect(parseAdjustments('bundle-reuse, minifiers')).toEqual(new Set(['bundle-reuse', 'minifiers']));
  });

  it('rejects an unknown id, naming the variable, the id and the ids it accepts', () => {
    expect(() => parseAdjustments('minifiers,fast-mode')).toThrow(
      /^SITE_GATSBY_ADJUSTMENTS: unknown adjustment "fast-mode"\. Use all, none, or a comma-separated list of: query-extraction, .*minifiers.* \(src\/build\/adjustments\.ts\)\.$/,
    );
  });

  it('is read from the environment of the process', () => {
    const before = process.env[ADJUSTMENTS_VARIABLE];
    try {
      process.env[ADJUSTMENTS_VARIABLE] = 'none';
      expect(adjustmentOn('bundle-reuse')).toBe(false);
      process.env[ADJUSTMENTS_VARIABLE] = 'bundle-reuse';
      expect(adjustmentOn('bundle-reuse')).toBe(true);
      expect(adjustmentOn('minifiers')).toBe(false);
    } finally {
      if (before === undefined) delete process.env[ADJUSTMENTS_VARIABLE];
      else process.env[ADJUSTMENTS_VARIABLE] = before;
    }
    expect(adjustmentOn('minifiers')).toBe(before === undefined || parseAdjustments(before).has('minifiers'));
  });

  it("gives the build's first line", () => {
    expect(adjustmentsLine(ALL)).toBe(`gatsby adjustments: all (${ADJUSTMENTS.length})`);
    expect(adjustmentsLine(NONE)).toBe('gatsby adjustments: none (stock Gatsby)');
    expect(adjustmentsLine(new Set(['minifiers', 'bundle-reuse']))).toBe(`gatsby adjustments: bundle-reuse, minifiers (2 of ${ADJUSTMENTS.length})`);
  });

  it('tells the bundles which of their adjustments are on', () => {
    expect(browserAdjustmentsOn(ALL)).toEqual([...BUNDLED_ADJUSTMENTS]);
    expect(browserAdjustmentsOn(NONE)).toEqual([]);
    expect(browserAdjustmentsOn(new Set(['hydrate-in-slices', 'minifiers']))).toEqual(['hydrate-in-slices']);
  });
});

describe('worker-per-core', () => {
  it('sets one HTML worker per core on small machines, unless the caller chose or the adjustment is off', () => {
    const env: NodeJS.ProcessEnv = {};
    oneWorkerPerCore(env, 2, ALL);
    expect(env.GATSBY_CPU_COUNT).toBe('3');
    const chosen: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: '1' };
    oneWorkerPerCore(chosen, 2, ALL);
    expect(chosen.GATSBY_CPU_COUNT).toBe('1');
    const big: NodeJS.ProcessEnv = {};
    oneWorkerPerCore(big, 8, ALL);
    expect(big.GATSBY_CPU_COUNT).toBeUndefined();
    const stock: NodeJS.ProcessEnv = {};
    oneWorkerPerCore(stock, 2, NONE);
    expect(stock.GATSBY_CPU_COUNT).toBeUndefined();
  });
});

describe("the site's inline scripts follow the adjustments", () => {
  it('lists the constant page-path script only with page-path-script, and the banner waits for load without scripts-after-paint', () => {
    const all = siteInlineScripts(siteConfig, ALL);
    const none = siteInlineScripts(siteConfig, NONE);
    expect(all).toContain(PAGE_PATH_SCRIPT);
    expect(none).not.toContain(PAGE_PATH_SCRIPT);
    expect(all.at(-1)).toMatch(/^window\.addEventListener\('lp-scripts-settled',/);
    expect(none.at(-1)).toMatch(/^window\.addEventListener\('load',/);
  });
});

/** Gatsby's build-javascript config as adjustWebpackConfig finds it (the parts it changes). */
function buildJavascriptConfig() {
  class TerserPlugin {
    static swcMinify = 'swc';
    constructor(readonly options: object = {}) {}
  }
  class CssMinimizerPlugin {}
  const use = () => [{ loader: 'babel-loader' }];
  const projectRequire = createRequire(path.join(root, 'package.json'));
  const { createWebpackUtils } = projectRequire('gatsby/dist/utils/webpack-utils') as {
    createWebpackUtils: (stage: string, program: object) => { rules: { css: () => Record<string, unknown> } };
  };
  const css = createWebpackUtils('build-javascript', { directory: root, browserslist: ['>0.25%'] }).rules.css();
  return {
    cache: { type: 'filesystem', buildDependencies: { config: ['/gatsby/dist/utils/webpack.config.js'] } } as Record<string, unknown>,
    devtool: 'source-map' as unknown,
    module: { rules: [{ test: /\.(js|mjs|jsx|ts|tsx)$/, use }, css] as Record<string, unknown>[] },
    optimization: { minimizer: [new TerserPlugin(), new CssMinimizerPlugin()] as unknown[] },
    output: { chunkFilename: '[name]-[contenthash].js' } as Record<string, unknown>,
    plugins: [] as unknown[],
  };
}

describe("Gatsby's webpack config", () => {
  const options = (adjustments: ReadonlySet<AdjustmentId>) => ({
    stage: 'build-javascript' as const,
    projectDir: root,
    registersServiceWorker: false,
    define: (definitions: Record<string, string>) => ({ definitions }),
    siteConfigJson: '{}',
    adjustments,
  });

  it('is left as Gatsby made it with every adjustment off, but for the site configuration and the empty adjustment list', () => {
    const config = buildJavascriptConfig();
    const before = JSON.stringify(config, (_key, value: unknown) => (typeof value === 'function' ? String(value) : value));
    const { use } = config.module.rules[0] as { use: unknown };
    const minimizers = [...config.optimization.minimizer];
    adjustWebpackConfig(config as never, options(NONE));
    expect(config.plugins).toEqual([{ definitions: { __SITE_CONFIG__: '{}', __SITE_ADJUSTMENTS__: '[]' } }]);
    config.plugins = [];
    expect(JSON.stringify(config, (_key, value: unknown) => (typeof value === 'function' ? String(value) : value))).toBe(before);
    expect((config.module.rules[0] as { use: unknown }).use).toBe(use);
    expect(config.optimization.minimizer).toEqual(minimizers);
  });

  it('is adjusted with every adjustment on', () => {
    const config = buildJavascriptConfig();
    adjustWebpackConfig(config as never, options(ALL));
    expect(config.devtool).toBe('hidden-source-map');
    expect(config.cache.version).toEqual(expect.any(String));
    expect(config.plugins.length).toBeGreaterThan(5);
    expect(config.plugins[0]).toEqual({ definitions: { __SITE_CONFIG__: '{}', __SITE_ADJUSTMENTS__: JSON.stringify([...BUNDLED_ADJUSTMENTS]) } });
  });
});

describe("Gatsby's own modules with the adjustments off (the real gatsby/dist)", () => {
  const before = process.env[ADJUSTMENTS_VARIABLE];
  afterEach(() => {
    if (before === undefined) delete process.env[ADJUSTMENTS_VARIABLE];
    else process.env[ADJUSTMENTS_VARIABLE] = before;
  });

  it('are left untouched by adjustGatsbyInternals under "none", and changed under "all"', () => {
    jest.isolateModules(() => {
      process.env[ADJUSTMENTS_VARIABLE] = 'none';
      const gatsby = createRequire(path.join(root, 'package.json'));
      const parser = gatsby('gatsby/dist/query/file-parser') as { default: { prototype: { parseFile: { narrowed?: boolean } } } };
      const pool = gatsby('gatsby/dist/utils/worker/pool') as { create: unknown; keepsWorkers?: boolean };
      const ensure = gatsby('gatsby/dist/utils/ensure-file-content') as { ensureFileContent: unknown };
      const bundle = gatsby('gatsby/dist/utils/webpack/bundle') as Record<string, unknown>;
      const original = { parseFile: parser.default.prototype.parseFile, create: pool.create, ensure: ensure.ensureFileContent, build: bundle.build };
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { adjustGatsbyInternals } = require('../gatsby-node-internals') as typeof import('../gatsby-node-internals');
      adjustGatsbyInternals(root);
      expect(parser.default.prototype.parseFile).toBe(original.parseFile);
      expect(pool.create).toBe(original.create);
      expect(ensure.ensureFileContent).toBe(original.ensure);
      expect(bundle.build).toBe(original.build);
      process.env[ADJUSTMENTS_VARIABLE] = 'query-extraction,keep-workers';
      adjustGatsbyInternals(root);
      expect(parser.default.prototype.parseFile.narrowed).toBe(true);
      expect(pool.keepsWorkers).toBe(true);
      expect(ensure.ensureFileContent).toBe(original.ensure);
      expect(bundle.build).toBe(original.build);
    });
  });
});

describe('a wrapper Gatsby stopped calling', () => {
  it('is reported after the build, naming the adjustment and the file to update, until its wrapper ran', () => {
    const on = new Set<AdjustmentId>(['bundle-reuse', 'minifiers']);
    expect(adjustmentsNotRun(on)).toEqual([
      expect.stringMatching(
        /^The Gatsby adjustment "bundle-reuse" is on but Gatsby never called its wrapper in this build.*Update src\/build\/reuse-bundles\.ts/,
      ),
    ]);
    expect(adjustmentsNotRun(NONE)).toEqual([]);
    markRan('bundle-reuse');
    expect(adjustmentsNotRun(on)).toEqual([]);
  });
});
