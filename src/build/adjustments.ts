/**
 * The registry of the site's adjustments of Gatsby: every place where the build reaches past
 * Gatsby's public APIs (its `gatsby/dist` modules, its webpack configuration, its runtime files or
 * its browser globals) to make the site faster, lighter or correct where stock Gatsby is not.
 *
 * Each adjustment can be turned off with `SITE_GATSBY_ADJUSTMENTS`:
 *   (unset) or `all`   every adjustment (the default)
 *   `none`             stock Gatsby behaviour: upgrade Gatsby with all off, then turn each back on
 *   `id1,id2`          only those
 * With an adjustment off, the code takes Gatsby's own path (the module Gatsby imports, its webpack
 * rule, its scripts); the site stays correct, only its speed or weight changes. `npm test` builds
 * the site with every adjustment off and drives it in the browser (scripts/check-stock.mjs).
 *
 * The measured gains are in each entry (how they were measured: docs/performance.md); the code's
 * comments say why, not how much.
 */

/** Where an adjustment acts. */
export type AdjustmentScope = 'build' | 'develop' | 'build and develop' | 'browser';

export interface Adjustment {
  readonly id: string;
  /** What it does and why, in a sentence or two. */
  readonly what: string;
  readonly scope: AdjustmentScope;
  /** The measured gain: the figure and the date it was measured. */
  readonly gain: string;
  /** The Gatsby internals it touches (modules, exports, webpack rules, globals). */
  readonly internals: readonly string[];
  /** The code that implements it. */
  readonly code: readonly string[];
  /** The tests that cover it (against the real Gatsby module where it wraps one). */
  readonly tests: readonly string[];
}

export const ADJUSTMENTS = [
  {
    id: 'query-extraction',
    what: 'Query extraction parses with Babel only the files that can hold a query (a graphql tag, an exported Head/config, a Slice), not every file of src/ whose text contains "config" or "Head".',
    scope: 'build and develop',
    gain: '56 pages: rebuild after a one-page edit 6.8 s off against 5.2 s on (−1.6 s); cold builds within noise (2026-11-27).',
    internals: ['gatsby/dist/query/file-parser: FileParser.prototype.parseFile(file, addError)'],
    code: ['src/build/gatsby-node-internals.ts (narrowQueryExtraction, mayHoldQueries)'],
    tests: ['src/build/__tests__/gatsby-node-internals.test.ts ("which files query extraction reads", "Gatsby\'s query extraction, narrowed")'],
  },
  {
    id: 'main-process-builds',
    what: 'A build with few page queries (a rebuild after an edit) runs its queries and HTML in the main process instead of starting workers; workers exit when told to end and end before slice stitching.',
    scope: 'build',
    gain: '56 pages: rebuild 7.9 s off against 5.2 s on (−2.7 s); cold builds within noise (2026-11-27). Ending the workers before stitching: peak memory at 5,056 pages within the 2 GB budget (decision 039, 2026-11-26).',
    internals: [
      'gatsby/dist/utils/worker/pool: create, runQueriesInWorkersQueue, mergeWorkerState',
      'gatsby/dist/services: runStaticQueries, runPageQueries, calculateDirtyQueries',
      'gatsby/dist/query/graphql-runner: GraphQLRunner',
      'gatsby/dist/commands/build-javascript: buildProductionBundle',
      'gatsby/dist/utils/worker/child/render-html: renderHTMLProd',
      'gatsby/dist/utils/page-mode: getPageMode',
      'gatsby/dist/utils/slices/stitching: stitchSliceForAPage',
      'gatsby-worker/dist/types: END',
    ],
    code: ['src/build/main-process-rebuilds.ts'],
    tests: ['src/build/__tests__/main-process-rebuilds.test.ts', 'scripts/check-rebuild.mjs'],
  },
  {
    id: 'keep-workers',
    what: 'gatsby build keeps its worker pool between the page queries and the HTML (instead of restarting it) when fewer than 2,500 page queries ran.',
    scope: 'build',
    gain: '56 pages: cold build 21.6 s off against 17.0–18.1 s on (−3.7 s); at 1,056 pages within noise, for 160 MB more peak memory (1,156 MB off) (2026-11-27).',
    internals: ['gatsby/dist/utils/worker/pool: create, runQueriesInWorkersQueue; gatsby-worker WorkerPool.restart'],
    code: ['src/build/gatsby-node-internals.ts (keepWorkersAfterFewQueries)'],
    tests: ['src/build/__tests__/gatsby-node-internals.test.ts ("the worker pool between queries and HTML")'],
  },
  {
    id: 'worker-per-core',
    what: 'One HTML worker per core on machines of up to 4 cores (GATSBY_CPU_COUNT), instead of cores - 1.',
    scope: 'build',
    gain: '1,056 pages: cold build 27.3 s off against 20.9–25.8 s on, for 277 MB more peak memory; at 56 pages within noise (16.5 s off), 210 MB more peak (2026-11-27). Kept for the scale targets (at most 1× Docusaurus from 1,000 pages).',
    internals: ['the GATSBY_CPU_COUNT variable (documented by Gatsby)'],
    code: ['gatsby-config.ts'],
    tests: ['src/build/__tests__/adjustments.test.ts'],
  },
  {
    id: 'bundle-reuse',
    what: 'gatsby build reuses the last webpack run of each bundle when nothing it was built from has changed (a content-only rebuild).',
    scope: 'build',
    gain: '56 pages: rebuild after a one-page edit 5.9 s off against 5.2 s on (−0.7 s, 13%); cold builds unaffected (2026-11-27).',
    internals: [
      'gatsby/dist/utils/webpack/bundle: build, watch',
      'gatsby/dist/utils/adapter/manager: setWebpackAssets',
      'gatsby/dist/utils/webpack/get-ssr-chunk-hashes: getSSRChunkHashes',
      '.cache/compiled (the compiled gatsby-config and gatsby-node)',
    ],
    code: ['src/build/reuse-bundles.ts'],
    tests: ['src/build/__tests__/reuse-bundles.test.ts', 'scripts/check-rebuild.mjs'],
  },
  {
    id: 'css-rerenders-html',
    what: 'gatsby build renders every page again when the CSS changed: the HTML renderer hashes Gatsby compares also hold the stylesheet names. Stock Gatsby 5 renders no page after a CSS-only edit, so pages keep the old inlined styles until a clean build.',
    scope: 'build',
    gain: 'Correctness: after a one-rule edit of src/styles/global.css, stock Gatsby rendered 0 of 133 pages and every page kept the old stylesheet; with the adjustment all 133 are rendered with the new one. No cost on a content-only rebuild (the stylesheet names do not change) (2026-12-03).',
    internals: ['gatsby/dist/utils/webpack/get-ssr-chunk-hashes: getSSRChunkHashes', 'public/webpack.stats.json (assetsByChunkName)'],
    code: ['src/build/css-rerenders-html.ts'],
    tests: ['src/build/__tests__/css-rerenders-html.test.ts', 'scripts/check-rebuild.mjs'],
  },
  {
    id: 'scripts-after-paint',
    what: "The scripts slice's async script tags become one inline loader that requests the same scripts after the first contentful paint.",
    scope: 'build',
    gain: "A docs page's simulated LCP (Lighthouse, mobile) was 1.4–1.8 s with the scripts requested while the HTML loads, against a first paint at 0.8 s (decision 036, 2026-11-25); costs 417 B of HTML (gzip) per page for the loader (2026-11-27).",
    internals: ['gatsby/dist/utils/ensure-file-content: ensureFileContent (writes public/_gatsby/slices/_gatsby-scripts-1.html)'],
    code: ['src/build/deferred-scripts.ts', 'src/node/csp.ts (gatsbyInlineScripts)', 'src/components/BaseUrlBanner'],
    tests: ['src/build/__tests__/deferred-scripts.test.ts', 'e2e/quality/budgets.e2e.ts', 'e2e/engines/navigation.e2e.ts'],
  },
  {
    id: 'page-path-script',
    what: 'Gatsby\'s per-page inline `window.pagePath="…"` script becomes one script that reads the path from a data attribute, so the CSP needs one hash for it instead of one per page.',
    scope: 'build',
    gain: 'deploy/csp.conf: one hash for every page instead of one per page: 7,878 B with every adjustment off on 56 pages (137 hashes), about 60 KB of response header at 1,056 pages (2026-11-27); build times within noise.',
    internals: ['the post-body script with id gatsby-script-loader and its CDATA body (gatsby-ssr onPreRenderHTML)'],
    code: ['src/build/page-path-script.tsx', 'gatsby-ssr.tsx'],
    tests: ['src/build/__tests__/build.test.tsx ("page-path script")'],
  },
  {
    id: 'error-ids-in-activities',
    what: "Content errors keep their ids and category when reported inside one of Gatsby's activities: the error map is also registered on gatsby-cli's reporter.",
    scope: 'build and develop',
    gain: 'Not speed: a content error reported inside sourcing or createPages keeps its CONTENT.* id and category (src/node/__tests__/content-errors.test.ts); build times within noise (2026-11-27).',
    internals: ['gatsby-cli/lib/reporter: setErrorMap (gatsby/reporter re-exports nothing in 5.16)'],
    code: ['src/node/gatsby (onPreInit)', 'src/node/content-errors.ts'],
    tests: ['src/node/__tests__/content-errors.test.ts'],
  },
  {
    id: 'own-code-loaders',
    what: "Our TypeScript and Gatsby's runtime copies are compiled by esbuild (build) or SWC with React Fast Refresh (develop) instead of Babel; files with a graphql query stay on Babel.",
    scope: 'build and develop',
    gain: '56 pages: cold build 23.2 s off against 17.0–18.1 s on (−5.3 s); doc page JavaScript 654 B (gzip) lighter (2026-11-27).',
    internals: ["webpack rules: Gatsby's JavaScript rule and gatsby-plugin-typescript's, whose `use` is a function returning babel-loader"],
    code: ['src/build/webpack.ts (compileOwnCodeWith)', 'src/build/swc-refresh-loader.cjs'],
    tests: ['src/build/__tests__/build.test.tsx', 'src/build/__tests__/swc-refresh-loader.test.ts'],
  },
  {
    id: 'webpack-cache-keys',
    what: "webpack's persistent cache is keyed by a version (lock file, site code that shapes the config) instead of resolving every loader's and plugin's files as build dependencies.",
    scope: 'build and develop',
    gain: '56 pages: cold build 22.1 s off against 17.0–18.1 s on (−4.2 s) (2026-11-27).',
    internals: ['webpack config: cache.buildDependencies as Gatsby sets it'],
    code: ['src/build/webpack.ts (cacheByVersion, ForgetInstalledBuildDependencies)'],
    tests: ['src/build/__tests__/build.test.tsx'],
  },
  {
    id: 'server-env',
    what: "The server bundle defines only Gatsby's own and GATSBY_* variables, so a variable that comes or goes between builds does not rebuild it.",
    scope: 'build',
    gain: 'A rebuild after a change of the environment (npm run build adds npm_* variables): server bundle about 1 s instead of 2.5–3.3 s (decision 015, 2026-11-24); with the same environment, within noise (2026-11-27).',
    internals: ["Gatsby's DefinePlugin (plugins.define) for build-html"],
    code: ['src/build/webpack.ts (keepGatsbyEnvOnly)'],
    tests: ['src/build/__tests__/build.test.tsx ("the server bundle\'s environment variables")'],
  },
  {
    id: 'source-maps',
    what: 'No source map for the server bundle; hidden source maps for the browser bundle (kept as build reports, not named by the bundles).',
    scope: 'build',
    gain: '56 pages: cold build 18.9 s off (−1.0 s, at the edge of noise); doc page JavaScript 269 B (gzip) lighter without sourceMappingURL comments (2026-11-27).',
    internals: ['webpack config: devtool'],
    code: ['src/build/webpack.ts', 'src/node/build-reports.ts'],
    tests: ['e2e/quality/budgets.e2e.ts'],
  },
  {
    id: 'minifiers',
    what: "SWC minifies the JavaScript (through Gatsby's TerserPlugin) and esbuild the CSS, instead of Terser and cssnano.",
    scope: 'build',
    gain: '56 pages: cold build 19.2 s off (−1.4 s); doc page JavaScript 1,076 B (gzip) lighter than Terser and cssnano (2026-11-27).',
    internals: ['webpack config: optimization.minimizer holding TerserPlugin and CssMinimizerPlugin'],
    code: ['src/build/webpack.ts'],
    tests: ['e2e/quality/budgets.e2e.ts'],
  },
  {
    id: 'short-class-names',
    what: "CSS module class names without Gatsby's `styles-module--` prefix.",
    scope: 'build and develop',
    gain: 'Doc page 561 B of HTML and 187 B of JavaScript (gzip) lighter (2026-11-27).',
    internals: ["webpack rules: css-loader's options.modules objects"],
    code: ['src/build/webpack.ts (shortenCssModuleNames)'],
    tests: ['e2e/quality/budgets.e2e.ts'],
  },
  {
    id: 'seo-client',
    what: "The browser gets a small head updater instead of react-helmet (the head is in every page's HTML already); with it off, react-helmet runs in the browser as on the server.",
    scope: 'build',
    gain: 'Doc page JavaScript 5,950 B (gzip) lighter: react-helmet stays on the server (2026-11-27). This is why the head has two paths; with it off there is one (react-helmet in both).',
    internals: ['webpack NormalModuleReplacement of our own Seo module in the browser bundle'],
    code: ['src/build/webpack.ts', 'src/components/Seo/client.tsx'],
    tests: ['src/build/__tests__/build.test.tsx', 'e2e/navigation.e2e.ts'],
  },
  {
    id: 'lazy-catalogues',
    what: 'The model and error tables load lazily in the browser, only on the pages that show them.',
    scope: 'build',
    gain: 'The API chat page: 2,979 B (gzip) less JavaScript at first load (2026-11-27).',
    internals: ['webpack NormalModuleReplacement of ModelCatalog/server and ErrorCatalog/server in the browser bundle'],
    code: ['src/build/webpack.ts', 'src/components/ModelCatalog/lazy.tsx', 'src/components/ErrorCatalog/lazy.tsx'],
    tests: ['e2e/model-catalog.e2e.ts', 'e2e/error-catalog.e2e.ts'],
  },
  {
    id: 'unused-runtime',
    what: "Gatsby's Partytown browser hook, the Head API's browser side and the service-worker registration are left out of the browser bundle (the site uses none of them; a page exporting Head fails the build).",
    scope: 'build',
    gain: 'Doc page JavaScript 3,779 B (gzip) lighter (2026-11-27).',
    internals: [
      'gatsby/dist internal-plugins/partytown/gatsby-browser.js',
      'cache-dir head/head-export-handler-for-browser',
      'cache-dir register-service-worker',
    ],
    code: ['src/build/webpack.ts', 'src/build/empty-browser-plugin.js', 'src/build/no-head-export.js'],
    tests: ['src/build/__tests__/build.test.tsx', 'e2e/quality/budgets.e2e.ts'],
  },
  {
    id: 'hydrate-in-slices',
    what: 'Hydration runs in slices of a few milliseconds (a transition) instead of one long task (replaceHydrateFunction).',
    scope: 'browser',
    gain: 'Hydration of the API page under Lighthouse mobile throttling: one task of 200–350 ms of blocking time before, slices of a few milliseconds after (decision 014, 2026-11-24).',
    internals: ['production-app.js calls replaceHydrateFunction as (element, container); the #gatsby-focus-wrapper element'],
    code: ['src/utils/hydrate.ts', 'gatsby-browser.tsx'],
    tests: ['src/utils/__tests__/hydrate.test.tsx'],
  },
  {
    id: 'develop-lazy-workers',
    what: "gatsby develop starts its worker pool only when it is first given work (the dev server's shell renders in the main process).",
    scope: 'develop',
    gain: 'gatsby develop: about 330 MB less peak memory and two workers that no longer spend about 7 s of processor time each at the start (decision 021, 2026-11-24; not re-measured 2026-11-27).',
    internals: ['gatsby/dist/utils/worker/pool: create'],
    code: ['src/build/gatsby-node-internals.ts (startWorkersWhenUsed)'],
    tests: ['src/build/__tests__/gatsby-node-internals.test.ts ("gatsby develop\'s worker pool")'],
  },
  {
    id: 'develop-shell',
    what: 'gatsby develop builds its HTML shell while the browser bundle compiles, not after it.',
    scope: 'develop',
    gain: 'gatsby develop at 5,056 pages: the shell (a 5.5 s webpack build) no longer waits for the browser bundle (decision 020, 2026-11-24; not re-measured 2026-11-27).',
    internals: [
      'gatsby/dist/commands/build-html',
      'gatsby/dist/utils/worker/child/render-html',
      'gatsby/dist/utils/develop-preload-headers',
      'gatsby-cli/lib/reporter: panic',
    ],
    code: ['src/build/develop-shell.ts'],
    tests: ['src/build/__tests__/develop-shell.test.ts', 'scripts/check-develop.mjs'],
  },
  {
    id: 'develop-batch-100ms',
    what: 'gatsby develop holds a node change 100 ms for more to join it, instead of 500 ms.',
    scope: 'develop',
    gain: 'gatsby develop: each edit shows 400 ms sooner (decision 024, 2026-11-24; not re-measured 2026-11-27).',
    internals: ['gatsby/dist/state-machines/waiting (batchingNodeMutations), its actions and services; develop/services waitForMutations; xstate'],
    code: ['src/build/gatsby-node-internals.ts (commitNodeChangesSooner)'],
    tests: ['src/build/__tests__/gatsby-node-internals.test.ts ("gatsby develop\'s wait for more node changes")'],
  },
  {
    id: 'develop-flush-again',
    what: 'gatsby develop runs a page-data flush asked for during a flush when that one ends, instead of dropping it (a Gatsby bug: edits that never showed, pages waiting for data never written).',
    scope: 'develop',
    gain: 'Correctness: without it Gatsby lost page-data writes, so edits did not show and pages waited 15 s at a time (decision 009, 2026-11-24); with it, an edit at 5,056 pages showed in 2.2 s (4.3–6.9 s before).',
    internals: [
      'gatsby/dist/utils/page-data: flush, enqueueFlush',
      'gatsby/dist/utils/webpack-status: isWebpackStatusPending',
      'gatsby/dist/redux: store, emitter and the ADD_PENDING_* and CREATE_PAGE actions',
    ],
    code: ['src/build/gatsby-node-internals.ts (flushPageDataAgainWhenAsked)'],
    tests: ['src/build/__tests__/gatsby-node-internals.test.ts ("page-data writes asked for during a flush")'],
  },
  {
    id: 'develop-schema-reuse',
    what: 'gatsby develop skips rebuilding its GraphQL schema after an edit that changes nothing the schema depends on, and builds it once with the pages at start.',
    scope: 'develop',
    gain: 'gatsby develop at 5,056 pages: about 1 s less per edit (decision 011, 2026-11-24; not re-measured 2026-11-27).',
    internals: [
      'gatsby/dist/schema: build',
      'gatsby/dist/schema/infer/inference-metadata: haveEqualFields',
      'gatsby/dist/redux: store state and ADD_CHILD_NODE_TO_PARENT_NODE',
      'gatsby/dist/datastore: getNode, getTypes',
    ],
    code: ['src/build/gatsby-node-internals.ts (skipUnchangedSchemaRebuilds, buildDevelopSchemaWithPages)'],
    tests: ['src/build/__tests__/gatsby-node-internals.test.ts ("schema rebuilds after an edit")'],
  },
  {
    id: 'develop-pending-fields',
    what: "gatsby develop's createPages waits for the Mdx node and fields of a file being edited, so a page is never dropped (and its links reported broken) for one run.",
    scope: 'develop',
    gain: 'Correctness: without it an edited page could be dropped for one createPages run and its links reported broken (decision 011, 2026-11-24).',
    internals: ['gatsby/dist/redux: emitter and the CREATE_NODE, ADD_FIELD_TO_NODE, DELETE_NODE actions'],
    code: ['src/build/gatsby-node-internals.ts (trackPendingMdxFields)'],
    tests: ['src/build/__tests__/gatsby-node-internals.test.ts ("an edited page before createPages")'],
  },
  {
    id: 'develop-cache-idle',
    what: "The dev server stores webpack's first cache after 60 s idle, like the later ones, not 5 s after the first compile (when an author makes the first edit).",
    scope: 'develop',
    gain: 'gatsby develop: no cache store of about a second during the first edit after the start (decision 023, 2026-11-24; not re-measured 2026-11-27).',
    internals: ['webpack config: cache.idleTimeoutForInitialStore'],
    code: ['src/build/webpack.ts (storeFirstDevCacheWhenIdle)'],
    tests: ['src/build/__tests__/build.test.tsx ("webpack\'s persistent cache")'],
  },
  {
    id: 'develop-no-eslint',
    what: "The dev server does not lint with Gatsby's own ESLint plugin (npm run lint lints the site with its own rules).",
    scope: 'develop',
    gain: 'gatsby develop: 2 s less on every start (decision 022, 2026-11-24; not re-measured 2026-11-27).',
    internals: ["the develop config's ESLintWebpackPlugin"],
    code: ['src/build/webpack.ts (dropDevelopEslint)'],
    tests: ['src/build/__tests__/build.test.tsx ("the develop config")'],
  },
] as const satisfies readonly Adjustment[];

export type AdjustmentId = (typeof ADJUSTMENTS)[number]['id'];

/** The build report (in .build-reports/) listing the adjustments a build had. */
export const ADJUSTMENTS_REPORT = 'adjustments.json';

/** The variable that chooses the adjustments. */
export const ADJUSTMENTS_VARIABLE = 'SITE_GATSBY_ADJUSTMENTS';

const IDS: readonly string[] = ADJUSTMENTS.map((adjustment) => adjustment.id);

/**
 * The adjustments a value of SITE_GATSBY_ADJUSTMENTS turns on: every one when unset, empty or
 * `all`; none for `none`; else the comma-separated ids. Throws, naming the variable and the ids
 * it accepts, on an unknown id.
 */
export function parseAdjustments(value: string | undefined): ReadonlySet<AdjustmentId> {
  const text = (value ?? '').trim();
  if (text === '' || text === 'all') return new Set(IDS as AdjustmentId[]);
  if (text === 'none') return new Set();
  const ids = text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const unknown = ids.filter((id) => !IDS.includes(id));
  if (unknown.length > 0) {
    throw new Error(
      `${ADJUSTMENTS_VARIABLE}: unknown adjustment ${unknown.map((id) => `"${id}"`).join(', ')}. Use all, none, or a comma-separated list of: ${IDS.join(', ')} (src/build/adjustments.ts).`,
    );
  }
  return new Set(ids as AdjustmentId[]);
}

let fromEnvironment: { value: string | undefined; on: ReadonlySet<AdjustmentId> } | null = null;

/** The adjustments this process runs with (SITE_GATSBY_ADJUSTMENTS; Gatsby's workers inherit it). */
export function adjustmentsOn(): ReadonlySet<AdjustmentId> {
  const value = process.env[ADJUSTMENTS_VARIABLE];
  if (fromEnvironment === null || fromEnvironment.value !== value) fromEnvironment = { value, on: parseAdjustments(value) };
  return fromEnvironment.on;
}

/** Whether the adjustment `id` is on in this process. */
export function adjustmentOn(id: AdjustmentId): boolean {
  return adjustmentsOn().has(id);
}

/** The line a build starts with: `gatsby adjustments: all (31)`, `none`, or the ids that are on. */
export function adjustmentsLine(on: ReadonlySet<AdjustmentId> = adjustmentsOn()): string {
  if (on.size === IDS.length) return `gatsby adjustments: all (${IDS.length})`;
  if (on.size === 0) return 'gatsby adjustments: none (stock Gatsby)';
  return `gatsby adjustments: ${IDS.filter((id) => on.has(id as AdjustmentId)).join(', ')} (${on.size} of ${IDS.length})`;
}

/** The adjustments that the bundles' own code asks about (src/config/adjustments.ts): the browser's and what gatsby-ssr renders. */
export const BUNDLED_ADJUSTMENTS = ['hydrate-in-slices', 'scripts-after-paint', 'page-path-script'] as const satisfies readonly AdjustmentId[];

/** Those that are on, for the bundles' `__SITE_ADJUSTMENTS__` definition. */
export function browserAdjustmentsOn(on: ReadonlySet<AdjustmentId> = adjustmentsOn()): string[] {
  return BUNDLED_ADJUSTMENTS.filter((id) => on.has(id));
}

/**
 * `worker-per-core`: Gatsby renders HTML in (cores - 1) worker processes, so on a 2-core machine
 * one core sits idle for the longest step of a large build. One worker per core on machines of up
 * to 4 cores (GATSBY_CPU_COUNT, read before the pool starts); a GATSBY_CPU_COUNT set by the caller wins.
 */
export function oneWorkerPerCore(env: NodeJS.ProcessEnv, cores: number, on: ReadonlySet<AdjustmentId> = adjustmentsOn()): void {
  if (on.has('worker-per-core') && env.GATSBY_CPU_COUNT === undefined && cores <= 4) env.GATSBY_CPU_COUNT = String(cores + 1);
}

/** A place where a behaviour of the spec rests on a Gatsby internal, so it cannot be switched off. */
export interface Reliance {
  readonly id: string;
  /** The behaviour, and why no public API gives it. */
  readonly what: string;
  readonly internals: readonly string[];
  /** How a change of the internal shows: an error in the console or the build, and the test against Gatsby's own files. */
  readonly guard: string;
  readonly code: readonly string[];
  readonly tests: readonly string[];
}

/**
 * Not adjustments: these carry behaviours the spec requires (the delayed progress bar, the
 * failed-route and first-load handling, no prefetch on slow connections, focus after navigation),
 * for which Gatsby has no public hook. They stay on with SITE_GATSBY_ADJUSTMENTS=none, and each
 * fails loudly, in the browser console and in a test against Gatsby's own runtime files, when the
 * internal changes.
 */
export const RELIANCES = [
  {
    id: 'navigate-and-loader',
    what: 'The progress bar starts when a navigation starts, and a route whose code or data fails loads in full once: Gatsby fires onPreRouteUpdate only after the next page has loaded, so the site wraps window.___navigate and asks window.___loader for the page first. The page being opened is loaded through the same loader to show the first-load failure box.',
    internals: ['window.___navigate (cache-dir/navigation.js)', 'window.___loader.loadPage (cache-dir/loader.js, production-app.js)'],
    guard: 'installRouteLoading reports a console error naming src/utils/route-loading.ts when either global is missing',
    code: ['src/utils/route-loading.ts', 'src/utils/gatsby-runtime.ts'],
    tests: ['src/build/__tests__/reliances.test.ts', 'src/utils/__tests__/route-loading.test.ts', 'e2e/navigation.e2e.ts'],
  },
  {
    id: 'hover-preload',
    what: "Links are not prefetched on hover on 2g or data-saver connections (the spec): Gatsby's <Link> calls window.___loader.hovering on mouseenter whatever the connection, so the site wraps it.",
    internals: ['window.___loader.hovering (cache-dir/loader.js, gatsby-link)'],
    guard: 'installRouteLoading reports a console error when the loader has no hovering()',
    code: ['src/utils/route-loading.ts'],
    tests: ['src/build/__tests__/reliances.test.ts', 'src/utils/__tests__/route-loading.test.ts', 'e2e/navigation.e2e.ts ("prefetching")'],
  },
  {
    id: 'html-suffix-redirect',
    what: 'A URL with .html (a link copied from another host) goes to the page without it, once the loader knows the page.',
    internals: ['window.___loader.loadPage'],
    guard: "without the loader it redirects unchecked, through Gatsby's navigate, and reports a console error naming the hook",
    code: ['src/hooks/useHtmlSuffixRedirect.ts'],
    tests: ['src/build/__tests__/reliances.test.ts', 'e2e/odd-urls.e2e.ts'],
  },
  {
    id: 'focus-wrapper',
    what: "Focus after a navigation is decided by the skip link alone: the router focuses its #gatsby-focus-wrapper after every change of page, which the site prevents by removing the wrapper's tabindex.",
    internals: ['#gatsby-focus-wrapper with tabindex="-1" (cache-dir/root.js, @gatsbyjs/reach-router)'],
    guard: 'releaseRouterFocus reports a console error when the page has no #gatsby-focus-wrapper',
    code: ['src/utils/route-focus.ts'],
    tests: ['src/build/__tests__/reliances.test.ts', 'e2e/shell.e2e.ts'],
  },
] as const satisfies readonly Reliance[];

/** What the wrappers of the adjustments record when Gatsby calls them (one record per process). */
const ran: Set<string> = ((globalThis as { __siteAdjustmentsRan__?: Set<string> }).__siteAdjustmentsRan__ ??= new Set());

/** Called by an adjustment's wrapper when Gatsby calls it: the check below then knows the wrap took effect. */
export function markRan(id: AdjustmentId): void {
  ran.add(id);
}

/**
 * The adjustments that wrap a call Gatsby makes in every `gatsby build` (through a module's
 * exports, which a Gatsby release could stop using: the wrapper would then sit there unused).
 */
export const CALLED_IN_EVERY_BUILD = ['main-process-builds', 'bundle-reuse', 'css-rerenders-html'] as const satisfies readonly AdjustmentId[];

/**
 * After a build (onPostBuild): the adjustments of CALLED_IN_EVERY_BUILD that are on but whose
 * wrapper Gatsby never called, as messages naming the file to update (empty when all ran).
 */
export function adjustmentsNotRun(on: ReadonlySet<AdjustmentId> = adjustmentsOn()): string[] {
  return CALLED_IN_EVERY_BUILD.filter((id) => on.has(id) && !ran.has(id)).map((id) => {
    const adjustment = ADJUSTMENTS.find((a) => a.id === id)!;
    return `The Gatsby adjustment "${id}" is on but Gatsby never called its wrapper in this build, so it did nothing: Gatsby no longer calls ${adjustment.internals[0]} through the module's exports. Update ${adjustment.code[0]}, or build with ${ADJUSTMENTS_VARIABLE} without it.`;
  });
}
