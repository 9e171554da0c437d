/**
 * Every adjustment this site makes to Gatsby's webpack configuration, and the list of Gatsby
 * internals the site relies on. Written against Gatsby 5.16 (package.json pins the minor version):
 * check each item below when upgrading. Gatsby's Node-side build steps (query extraction, its
 * worker pool) are adjusted in ./gatsby-node-internals.ts, with their own list; the browser globals
 * are listed below.
 *
 * Gatsby internals relied on:
 * - webpack rules: Gatsby's JavaScript rule (`/\.(js|mjs|jsx|ts|tsx)$/`) and gatsby-plugin-
 *   typescript's (`/\.tsx?$/`) give `use` as a function returning babel-loader (replaced by
 *   esbuild in builds and by SWC with React Fast Refresh in develop); the CSS rule
 *   nests css-loader with `options.modules` objects; `optimization.minimizer` holds
 *   TerserPlugin and CssMinimizerPlugin (build-javascript stage).
 * - Runtime files replaced in the browser bundle (each replacement must match, or the build
 *   fails): `internal-plugins/partytown/gatsby-browser.js`, `head/head-export-handler-for-browser`,
 *   `register-service-worker`; our `Seo` component by its client-side twin and the model table by
 *   its lazy twin.
 * - The develop config holds Gatsby's eslint-webpack-plugin (`ESLintWebpackPlugin`), removed.
 * - Gatsby's DefinePlugin (`plugins.define`) holds `process.env.BUILD_STAGE` and, for the server
 *   bundle, every environment variable of the build; keepGatsbyEnvOnly trims it (or fails).
 * - SSR renders several pages at once in each worker: nothing may suspend on the server, or
 *   react-helmet's shared head state mixes pages (src/components/ModelCatalog/server.tsx).
 * - Browser globals wrapped or read by src/utils/route-loading.ts and src/utils/gatsby-runtime.ts
 *   (RELIANCES in src/build/adjustments.ts):
 *   `window.___navigate`, `window.___loader` (`loadPage`, `hovering`); the HTML's inline
 *   `window.pagePath` script and `gatsby-script-loader` / `gatsby-chunk-mapping` ids, which
 *   src/node/csp.ts and gatsby-ssr.tsx handle.
 * - The router's focus wrapper `#gatsby-focus-wrapper` focuses itself after each page change
 *   through its `tabindex="-1"`, which src/utils/route-focus.ts removes; the page element that
 *   Gatsby's PageRenderer keys by path sits inside what wrapPageElement returns, so the shell
 *   (src/components/Layout) stays mounted across pages.
 * - gatsby-plugin-mdx is used only to source Mdx nodes (`body`, `frontmatter`,
 *   `internal.contentFilePath`); pages never go through its webpack loader.
 */
import { createHash } from 'crypto';
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { adjustmentsOn, browserAdjustmentsOn, type AdjustmentId } from './adjustments';

interface WebpackRule {
  test?: unknown;
  use?: unknown;
  oneOf?: WebpackRule[];
  rules?: WebpackRule[];
}

interface WebpackConfig {
  cache?: unknown;
  devtool?: unknown;
  module?: { rules?: WebpackRule[] };
  optimization?: { minimizer?: unknown[] };
  output: Record<string, unknown>;
  plugins: unknown[];
}

interface Compiler {
  hooks: {
    normalModuleFactory: { tap: (name: string, fn: (factory: NormalModuleFactory) => void) => void };
    done: { tap: (name: string, fn: (stats: { compilation: { errors: Error[] } }) => void) => void };
  };
}

interface NormalModuleFactory {
  hooks: { beforeResolve: { tap: (name: string, fn: (data: { request: string }) => void) => void } };
}

export type Stage = 'develop' | 'develop-html' | 'build-javascript' | 'build-html';

/** CSS module class names: `drawer--3f2a1` instead of Gatsby's `styles-module--drawer--3f2a1`. */
const CSS_CLASS_NAME = '[local]--[hash:hex:5]';

/** Browsers the site supports: what esbuild compiles and minifies for. */
export const BROWSER_TARGET = 'es2020';

/** Each loader entry of `rules` (their `oneOf` and nested `rules` too) that runs the package `name`. */
function* loaderUses<Options>(rules: WebpackRule[] | undefined, name: string): Generator<{ loader?: string; options?: Options }> {
  for (const rule of rules ?? []) {
    yield* loaderUses<Options>(rule.oneOf, name);
    yield* loaderUses<Options>(rule.rules, name);
    for (const use of (Array.isArray(rule.use) ? rule.use : []) as Array<{ loader?: string; options?: Options }>) {
      if (use?.loader?.includes(`${path.sep}${name}${path.sep}`)) yield use;
    }
  }
}

/** Sets the class-name pattern on every css-loader that builds CSS modules (all stages alike). */
function shortenCssModuleNames(rules: WebpackRule[] | undefined): void {
  for (const use of loaderUses<{ modules?: unknown }>(rules, 'css-loader')) {
    const modules = use.options?.modules;
    if (modules && typeof modules === 'object') (modules as { localIdentName?: string }).localIdentName = CSS_CLASS_NAME;
  }
}

const graphqlFiles = new Map<string, { mtimeMs: number; uses: boolean }>();

/** Whether a source file holds a GraphQL query (which only Gatsby's Babel plugin can extract). */
export function usesGraphql(file: string): boolean {
  let mtimeMs = 0;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return true;
  }
  const known = graphqlFiles.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.uses;
  const uses = /\bgraphql\s*`|\buseStaticQuery\b|\bStaticQuery\b/.test(fs.readFileSync(file, 'utf8'));
  graphqlFiles.set(file, { mtimeMs, uses });
  return uses;
}

/** A webpack `use` entry for one source file. */
type LoaderFor = (file: string) => unknown[];

/**
 * Our own TypeScript and JavaScript, the top-level gatsby-browser/gatsby-ssr files and Gatsby's
 * runtime copied into `.cache/` go through `loaderFor` (esbuild in builds, SWC in develop) instead
 * of Babel, except files with a GraphQL query, which need Gatsby's Babel plugin (our two templates
 * and the sidebar hook, plus Gatsby's browser entry, which defines useStaticQuery). Babel was most
 * of the bundling time.
 * @returns how many rules were changed (0 means Gatsby's rules changed shape: the build fails).
 */
function compileOwnCodeWith(rules: WebpackRule[], projectDir: string, loaderFor: LoaderFor): number {
  const root = projectDir + path.sep;
  const installed = `${path.sep}node_modules${path.sep}`;
  let changed = 0;
  for (const rule of rules) {
    const test = String(rule.test);
    if (typeof rule.use !== 'function' || (test !== String(/\.(js|mjs|jsx|ts|tsx)$/) && test !== String(/\.tsx?$/))) continue;
    const babel = rule.use as (info: { resource: string }) => unknown;
    rule.use = (info: { resource?: string }) => {
      const file = info.resource;
      if (!file || !file.startsWith(root) || file.includes(installed) || usesGraphql(file)) return babel(info as { resource: string });
      return loaderFor(file);
    };
    changed += 1;
  }
  return changed;
}

/** esbuild for builds: one pass per file, no type checking (tsc does that). */
function esbuildFor(loader: string, stage: Stage): LoaderFor {
  return (file) => [
    {
      loader,
      options: {
        loader: /\.tsx?$/.test(file) ? 'tsx' : 'jsx',
        jsx: 'automatic',
        target: stage === 'build-html' || stage === 'develop-html' ? 'node18' : BROWSER_TARGET,
        tsconfigRaw: { compilerOptions: { jsx: 'react-jsx', useDefineForClassFields: true } },
      },
    },
  ];
}

/**
 * SWC for `gatsby develop` (src/build/swc-refresh-loader.cjs): React Fast Refresh needs its
 * registrations in our components, which esbuild cannot add; Gatsby's runtime in `.cache/` gets none,
 * as Gatsby's own Babel setup gives it none.
 */
function swcFor(loader: string, projectDir: string, stage: Stage): LoaderFor {
  const runtime = path.join(projectDir, '.cache') + path.sep;
  return (file) => [
    { loader, options: { refresh: stage === 'develop' && !file.startsWith(runtime), target: stage === 'develop' ? BROWSER_TARGET : 'es2022' } },
  ];
}

/**
 * A module replacement that fails the build when it replaced nothing: a renamed Gatsby internal
 * would otherwise silently put the module back into every page's JavaScript.
 */
export class CheckedReplacement {
  private matched = false;

  constructor(
    private readonly pattern: RegExp,
    private readonly target: string,
    private readonly why: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap('CheckedReplacement', (factory) => {
      factory.hooks.beforeResolve.tap('CheckedReplacement', (data) => {
        if (data && this.pattern.test(data.request)) {
          data.request = this.target;
          this.matched = true;
        }
      });
    });
    compiler.hooks.done.tap('CheckedReplacement', (stats) => {
      if (!this.matched) {
        stats.compilation.errors.push(
          new Error(
            `src/build/webpack.ts: the replacement of ${this.pattern} (${this.why}) matched no module. Gatsby's internals changed: update the pattern or remove the replacement.`,
          ),
        );
      }
    });
  }
}

/**
 * webpack's persistent cache is keyed by a version string instead of Gatsby's buildDependencies
 * (webpack.config.js and every plugin's gatsby-node, whose whole require graph webpack resolved
 * and stat-ed on every build: seconds of a cold build). Gatsby already deletes the cache when a
 * plugin or a top-level gatsby-* file changes; the version adds what it does not see.
 */
function cacheByVersion(config: { cache?: unknown }, projectDir: string): void {
  const cache = config.cache as { type?: string; buildDependencies?: unknown; version?: string } | undefined;
  if (!cache || cache.type !== 'filesystem') return;
  const hash = createHash('sha256');
  for (const file of ['package-lock.json', 'src/build/webpack.ts', 'gatsby-node.ts', 'gatsby-config.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx']) {
    const absolute = path.join(projectDir, file);
    hash.update(file).update(fs.existsSync(absolute) ? fs.readFileSync(absolute) : '');
  }
  cache.buildDependencies = { defaultWebpack: [] };
  cache.version = hash.digest('hex').slice(0, 16);
}

/** The variables Gatsby itself defines for its bundles (webpack.config.js `processEnv`), besides `GATSBY_*` ones. */
const GATSBY_OWN_ENV = new Set(['NODE_ENV', 'PUBLIC_DIR', 'BUILD_STAGE', 'CYPRESS_SUPPORT']);

/**
 * For the server bundle Gatsby defines every environment variable of the build as
 * `process.env.NAME`. webpack's DefinePlugin keys every module's cache entry on the set of defined
 * names, so a variable that comes or goes between two builds (npm adds its `npm_*` ones under
 * `npm run build`, a shell gains one) rebuilds the whole server bundle: every module, a rebuild
 * several times as long (figures: docs/decisions/015-server-bundle-keeps-gatsby-env-only.md).
 * The server bundle keeps the variables Gatsby sets and the `GATSBY_*` ones, as the browser bundle
 * does; no code in it reads another (`process.env` itself stays defined as an empty object, so
 * others read as undefined).
 */
export function keepGatsbyEnvOnly(config: { plugins: unknown[] }): void {
  const define = config.plugins.find(
    (plugin): plugin is { definitions: Record<string, unknown> } =>
      (plugin as object | null)?.constructor?.name === 'DefinePlugin' && 'process.env.BUILD_STAGE' in ((plugin as { definitions?: object }).definitions ?? {}),
  );
  if (!define)
    throw new Error(
      "src/build/webpack.ts: Gatsby's DefinePlugin with process.env.BUILD_STAGE was not found in the server bundle's config. Update keepGatsbyEnvOnly.",
    );
  for (const key of Object.keys(define.definitions)) {
    const name = /^process\.env\.(.+)$/.exec(key)?.[1];
    if (name && !name.startsWith('GATSBY_') && !GATSBY_OWN_ENV.has(name)) delete define.definitions[key];
  }
}

/**
 * The dev server stores its first cache after 60 s idle, as it stores later ones, and not after
 * webpack's 5 s: that store reads and resolves for a noticeable while, 5 s after the first compile,
 * which is when an author makes the first edit (on a large site it ran during that edit's update;
 * figures: docs/decisions/023-develop-webpack-cache.md).
 */
export function storeFirstDevCacheWhenIdle(config: { cache?: unknown }, stage: Stage): void {
  const cache = config.cache as { type?: string; idleTimeoutForInitialStore?: number } | undefined;
  if (stage === 'develop' && cache?.type === 'filesystem') cache.idleTimeoutForInitialStore = 60_000;
}

/**
 * webpack records each loader (babel-loader, css-loader, …) as a build dependency of its cache and
 * resolves every file they require at the end of each build: thousands of files, seconds of every
 * cold build of each bundle. Installed packages are covered by the cache version (the lock file's
 * hash, see cacheByVersion), so those entries are dropped before the cache is stored.
 */
class ForgetInstalledBuildDependencies {
  apply(compiler: {
    hooks: {
      done: {
        tap: (
          name: string,
          fn: (stats: {
            compilation: { buildDependencies: Iterable<string> & { constructor: new () => { addAll: (items: Iterable<string>) => void } } };
          }) => void,
        ) => void;
      };
    };
  }): void {
    compiler.hooks.done.tap('ForgetInstalledBuildDependencies', ({ compilation }) => {
      const kept = [...compilation.buildDependencies].filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`));
      const replacement = new compilation.buildDependencies.constructor();
      replacement.addAll(kept);
      (compilation as { buildDependencies: unknown }).buildDependencies = replacement;
    });
  }
}

/**
 * Gatsby's dev server lints the JavaScript it compiles with an ESLint of its own (eslint-webpack-
 * plugin, Gatsby's rules): loading ESLint and linting its runtime copied into .cache took seconds of
 * every start of `gatsby develop` (figures: docs/decisions/022-develop-without-gatsby-eslint-plugin.md),
 * and our TypeScript is not linted by it at all. The site's lint is `npm run lint` (eslint.config.mjs:
 * React hooks, accessibility and TypeScript rules), which `npm test` runs. Gatsby adds one such
 * plugin to every develop config; not finding it fails.
 */
export function dropDevelopEslint(config: Pick<WebpackConfig, 'plugins'>): void {
  const kept = config.plugins.filter((plugin) => (plugin as object | null)?.constructor?.name !== 'ESLintWebpackPlugin');
  if (kept.length === config.plugins.length) {
    throw new Error("src/build/webpack.ts: Gatsby's ESLintWebpackPlugin was not found in the develop config: update dropDevelopEslint.");
  }
  config.plugins = kept;
}

export interface AdjustOptions {
  readonly stage: Stage;
  readonly projectDir: string;
  /** Whether any plugin implements registerServiceWorker (then its registration stays). */
  readonly registersServiceWorker: boolean;
  /** webpack's DefinePlugin constructor as Gatsby hands it out (`plugins.define`). */
  readonly define: (definitions: Record<string, string>) => unknown;
  readonly siteConfigJson: string;
  /** The adjustments that are on (default: SITE_GATSBY_ADJUSTMENTS, src/build/adjustments.ts). */
  readonly adjustments?: ReadonlySet<AdjustmentId>;
}

/** Applies the adjustments that are on (src/build/adjustments.ts) to Gatsby's final webpack config (see the module comment). */
export function adjustWebpackConfig(config: WebpackConfig, options: AdjustOptions): void {
  const { stage, projectDir } = options;
  const on = options.adjustments ?? adjustmentsOn();
  // Not adjustments: the site's configuration and which browser-side adjustments are on, for src/config.
  config.plugins.push(options.define({ __SITE_CONFIG__: options.siteConfigJson, __SITE_ADJUSTMENTS__: JSON.stringify(browserAdjustmentsOn(on)) }));
  const rules = config.module?.rules ?? [];
  // Every class name appears in the HTML of every element that has it and in the JavaScript's
  // class maps: Gatsby's `styles-module--` prefix alone is a few kilobytes of every doc page's HTML.
  if (on.has('short-class-names')) shortenCssModuleNames(rules);
  // Resolved from the project, whichever bundle this module runs in (src/node/gatsby/load.ts).
  const projectRequire = createRequire(path.join(projectDir, 'package.json'));
  const develop = stage === 'develop' || stage === 'develop-html';
  if (on.has('own-code-loaders')) {
    const loaderFor = develop
      ? swcFor(path.join(projectDir, 'src/build/swc-refresh-loader.cjs'), projectDir, stage)
      : esbuildFor(projectRequire.resolve('esbuild-loader'), stage);
    if (compileOwnCodeWith(rules, projectDir, loaderFor) === 0) {
      throw new Error("src/build/webpack.ts: Gatsby's JavaScript rule was not found, so our code would be compiled by Babel only. Update compileOwnCodeWith.");
    }
  }
  if (on.has('webpack-cache-keys')) {
    cacheByVersion(config, projectDir);
    config.plugins.push(new ForgetInstalledBuildDependencies());
  }
  if (on.has('develop-cache-idle')) storeFirstDevCacheWhenIdle(config, stage);
  if (stage === 'develop' && on.has('develop-no-eslint')) dropDevelopEslint(config);
  if (develop) return; // minifiers and the rest: Gatsby's development defaults.

  if (stage === 'build-html') {
    // The server bundle runs once, at build time: no source map (Gatsby's default, a full one,
    // is a large part of its bundling time). Errors still name the component file and line in
    // webpack's module ids.
    if (on.has('source-maps')) config.devtool = false;
    if (on.has('server-env')) keepGatsbyEnvOnly(config);
  }
  if (stage !== 'build-javascript') return;

  // Source maps are build reports, kept out of public/ (src/node/build-reports.ts): the bundles do
  // not name them (a `sourceMappingURL` comment would make browsers' developer tools ask for a
  // file the server does not have). Load one from .build-reports/ to debug a production bundle.
  if (on.has('source-maps')) config.devtool = 'hidden-source-map';

  // Minifiers: swc for JavaScript (Terser's compression at a fraction of its time; esbuild's
  // minifier left every page heavier) and esbuild for CSS (instead of cssnano).
  if (on.has('minifiers')) {
    const { EsbuildPlugin } = projectRequire('esbuild-loader') as { EsbuildPlugin: new (options: object) => unknown };
    const minimizers = config.optimization?.minimizer ?? [];
    const terser = minimizers.find((m) => (m as object).constructor.name === 'TerserPlugin');
    const names = minimizers.map((m) => (m as object).constructor.name);
    if (!terser || !names.includes('CssMinimizerPlugin')) {
      throw new Error(`src/build/webpack.ts: expected Gatsby's TerserPlugin and CssMinimizerPlugin minimizers, found ${names.join(', ') || 'none'}.`);
    }
    const TerserPlugin = (terser as object).constructor as (new (options: object) => unknown) & { swcMinify: unknown };
    config.optimization!.minimizer = [
      new TerserPlugin({
        minify: TerserPlugin.swcMinify,
        extractComments: false,
        terserOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
      }),
      new EsbuildPlugin({ target: BROWSER_TARGET, css: true, legalComments: 'none', include: /\.css$/ }),
    ];
  }

  const empty = path.join(projectDir, 'src/build/empty-browser-plugin.js');
  // Head tags are in every page's HTML already; the browser only follows navigation with a few
  // DOM updates (src/components/Seo/client.tsx), without react-helmet.
  if (on.has('seo-client')) {
    config.plugins.push(new CheckedReplacement(/(?:^|\/)Seo$/, path.join(projectDir, 'src/components/Seo/client.tsx'), 'react-helmet out of the browser'));
  }
  if (on.has('lazy-catalogues')) {
    // The model table loads lazily in the browser only (the server must not suspend, see the module).
    config.plugins.push(
      new CheckedReplacement(
        /(?:^|\/)ModelCatalog\/server$/,
        path.join(projectDir, 'src/components/ModelCatalog/lazy.tsx'),
        'the lazy model table in the browser',
      ),
    );
    // The error tables too: only the pages showing them need their code.
    config.plugins.push(
      new CheckedReplacement(
        /(?:^|\/)ErrorCatalog\/server$/,
        path.join(projectDir, 'src/components/ErrorCatalog/lazy.tsx'),
        'the lazy error tables in the browser',
      ),
    );
  }
  if (on.has('unused-runtime')) {
    // Gatsby's Partytown browser hook does nothing in production builds but is bundled.
    config.plugins.push(new CheckedReplacement(/internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/, empty, "Gatsby's Partytown browser hook"));
    // The Gatsby Head API's browser side: no page uses it (createPages fails the build when one
    // does, see src/node/head-exports.ts).
    config.plugins.push(
      new CheckedReplacement(
        /head[\\/]head-export-handler-for-browser(\.js)?$/,
        path.join(projectDir, 'src/build/no-head-export.js'),
        'the Head API in the browser',
      ),
    );
    // Gatsby's service-worker registration is only required when a plugin (such as
    // gatsby-plugin-offline) implements registerServiceWorker.
    if (!options.registersServiceWorker) {
      config.plugins.push(new CheckedReplacement(/[\\/]register-service-worker(\.js)?$/, empty, 'service-worker registration'));
    }
  }
}
