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
    gain: '',
    internals: ['gatsby/dist/query/file-parser: FileParser.prototype.parseFile(file, addError)'],
    code: ['src/build/gatsby-node-internals.ts (narrowQueryExtraction, mayHoldQueries)'],
    tests: ['src/build/__tests__/gatsby-node-internals.test.ts ("which files query extraction reads", "Gatsby\'s query extraction, narrowed")'],
  },
  {
    id: 'main-process-builds',
    what: 'A build with few page queries (a rebuild after an edit) runs its queries and HTML in the main process instead of starting workers; workers exit when told to end and end before slice stitching.',
    scope: 'build',
    gain: '',
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
    gain: '',
    internals: ['gatsby/dist/utils/worker/pool: create, runQueriesInWorkersQueue; gatsby-worker WorkerPool.restart'],
    code: ['src/build/gatsby-node-internals.ts (keepWorkersAfterFewQueries)'],
    tests: ['src/build/__tests__/gatsby-node-internals.test.ts ("the worker pool between queries and HTML")'],
  },
  {
    id: 'worker-per-core',
    what: 'One HTML worker per core on machines of up to 4 cores (GATSBY_CPU_COUNT), instead of cores - 1.',
    scope: 'build',
    gain: '',
    internals: ['the GATSBY_CPU_COUNT variable (documented by Gatsby)'],
    code: ['gatsby-config.ts'],
    tests: ['src/build/__tests__/adjustments.test.ts'],
  },
  {
    id: 'bundle-reuse',
    what: 'gatsby build reuses the last webpack run of each bundle when nothing it was built from has changed (a content-only rebuild).',
    scope: 'build',
    gain: '',
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
    id: 'scripts-after-paint',
    what: "The scripts slice's async script tags become one inline loader that requests the same scripts after the first contentful paint.",
    scope: 'build',
    gain: '',
    internals: ['gatsby/dist/utils/ensure-file-content: ensureFileContent (writes public/_gatsby/slices/_gatsby-scripts-1.html)'],
    code: ['src/build/deferred-scripts.ts', 'src/node/csp.ts (gatsbyInlineScripts)', 'src/components/BaseUrlBanner'],
    tests: ['src/build/__tests__/deferred-scripts.test.ts', 'e2e/quality/budgets.e2e.ts', 'e2e/engines/navigation.e2e.ts'],
  },
  {
    id: 'page-path-script',
    what: "Gatsby's per-page inline `window.pagePath=\"…\"` script becomes one script that reads the path from a data attribute, so the CSP needs one hash for it instead of one per page.",
    scope: 'build',
    gain: '',
    internals: ['the post-body script with id gatsby-script-loader and its CDATA body (gatsby-ssr onPreRenderHTML)'],
    code: ['src/build/page-path-script.tsx', 'gatsby-ssr.tsx'],
    tests: ['src/build/__tests__/build.test.tsx ("page-path script")'],
  },
  {
    id: 'site-node-reuse',
    what: "Every Gatsby process reuses the esbuild bundle of the build code (src/node/gatsby) kept in .cache/compiled/site-node while its inputs are unchanged, instead of bundling it again.",
    scope: 'build and develop',
    gain: '',
    internals: ['Gatsby keeps .cache/compiled when it initialises its cache'],
    code: ['src/node/gatsby/load.ts'],
    tests: ['src/node/gatsby/__tests__/load.test.ts'],
  },
  {
    id: 'sidebar-node-store',
    what: "The sidebar resolver reads the Mdx nodes straight from Gatsby's node store, recording the same dependency findAll would, without findAll's walk over every node's inline objects.",
    scope: 'build and develop',
    gain: '',
    internals: ['gatsby/dist/datastore: getNodesByType', 'nodeModel.trackPageDependencies(result, { connectionType })'],
    code: ['src/build/gatsby-node-internals.ts (allNodesForData, nodeStoreOf)', 'src/node/gatsby (createResolvers)'],
    tests: ['src/build/__tests__/gatsby-node-internals.test.ts'],
  },
  {
    id: 'error-ids-in-activities',
    what: "Content errors keep their ids and category when reported inside one of Gatsby's activities: the error map is also registered on gatsby-cli's reporter.",
    scope: 'build and develop',
    gain: '',
    internals: ["gatsby-cli/lib/reporter: setErrorMap (gatsby/reporter re-exports nothing in 5.16)"],
    code: ['src/node/gatsby (onPreInit)', 'src/node/content-errors.ts'],
    tests: ['src/node/__tests__/content-errors.test.ts'],
  },
  {
    id: 'own-code-loaders',
    what: "Our TypeScript and Gatsby's runtime copies are compiled by esbuild (build) or SWC with React Fast Refresh (develop) instead of Babel; files with a graphql query stay on Babel.",
    scope: 'build and develop',
    gain: '',
    internals: ["webpack rules: Gatsby's JavaScript rule and gatsby-plugin-typescript's, whose `use` is a function returning babel-loader"],
    code: ['src/build/webpack.ts (compileOwnCodeWith)', 'src/build/swc-refresh-loader.cjs'],
    tests: ['src/build/__tests__/build.test.tsx', 'src/build/__tests__/swc-refresh-loader.test.ts'],
  },
  {
    id: 'postcss-config-search',
    what: "postcss-loader no longer looks for a PostCSS config file in every folder above every CSS file (the site has none; the build fails if one appears).",
    scope: 'build and develop',
    gain: '',
    internals: ["webpack rules: Gatsby's postcss-loader with postcssOptions as a function"],
    code: ['src/build/webpack.ts (skipPostcssConfigSearch, checkNoPostcssConfig)'],
    tests: ['src/build/__tests__/build.test.tsx'],
  },
  {
    id: 'webpack-cache-keys',
    what: "webpack's persistent cache is keyed by a version (lock file, site code that shapes the config) instead of resolving every loader's and plugin's files as build dependencies.",
    scope: 'build and develop',
    gain: '',
    internals: ["webpack config: cache.buildDependencies as Gatsby sets it"],
    code: ['src/build/webpack.ts (cacheByVersion, ForgetInstalledBuildDependencies)'],
    tests: ['src/build/__tests__/build.test.tsx'],
  },
  {
    id: 'server-env',
    what: "The server bundle defines only Gatsby's own and GATSBY_* variables, so a variable that comes or goes between builds does not rebuild it.",
    scope: 'build',
    gain: '',
    internals: ["Gatsby's DefinePlugin (plugins.define) for build-html"],
    code: ['src/build/webpack.ts (keepGatsbyEnvOnly)'],
    tests: ['src/build/__tests__/build.test.tsx ("the server bundle\'s environment variables")'],
  },
  {
    id: 'source-maps',
    what: 'No source map for the server bundle; hidden source maps for the browser bundle (kept as build reports, not named by the bundles).',
    scope: 'build',
    gain: '',
    internals: ['webpack config: devtool'],
    code: ['src/build/webpack.ts', 'src/node/build-reports.ts'],
    tests: ['e2e/quality/budgets.e2e.ts'],
  },
  {
    id: 'minifiers',
    what: "SWC minifies the JavaScript (through Gatsby's TerserPlugin) and esbuild the CSS, instead of Terser and cssnano.",
    scope: 'build',
    gain: '',
    internals: ['webpack config: optimization.minimizer holding TerserPlugin and CssMinimizerPlugin'],
    code: ['src/build/webpack.ts'],
    tests: ['e2e/quality/budgets.e2e.ts'],
  },
  {
    id: 'short-chunk-names',
    what: "Page component chunks get short numeric file names, so webpack's runtime (loaded by every page) lists shorter names.",
    scope: 'build',
    gain: '',
    internals: ['page component chunks named component---…, found by Gatsby through webpack.stats.json'],
    code: ['src/build/webpack.ts'],
    tests: ['e2e/quality/budgets.e2e.ts'],
  },
  {
    id: 'short-class-names',
    what: "CSS module class names without Gatsby's `styles-module--` prefix.",
    scope: 'build and develop',
    gain: '',
    internals: ["webpack rules: css-loader's options.modules objects"],
    code: ['src/build/webpack.ts (shortenCssModuleNames)'],
    tests: ['e2e/quality/budgets.e2e.ts'],
  },
  {
    id: 'seo-client',
    what: "The browser gets a small head updater instead of react-helmet (the head is in every page's HTML already); with it off, react-helmet runs in the browser as on the server.",
    scope: 'build',
    gain: '',
    internals: ['webpack NormalModuleReplacement of our own Seo module in the browser bundle'],
    code: ['src/build/webpack.ts', 'src/components/Seo/client.tsx'],
    tests: ['src/build/__tests__/build.test.tsx', 'e2e/navigation.e2e.ts'],
  },
  {
    id: 'lazy-catalogues',
    what: 'The model and error tables load lazily in the browser, only on the pages that show them.',
    scope: 'build',
    gain: '',
    internals: ['webpack NormalModuleReplacement of ModelCatalog/server and ErrorCatalog/server in the browser bundle'],
    code: ['src/build/webpack.ts', 'src/components/ModelCatalog/lazy.tsx', 'src/components/ErrorCatalog/lazy.tsx'],
    tests: ['e2e/model-catalog.e2e.ts', 'e2e/error-catalog.e2e.ts'],
  },
  {
    id: 'unused-runtime',
    what: "Gatsby's Partytown browser hook, the Head API's browser side and the service-worker registration are left out of the browser bundle (the site uses none of them; a page exporting Head fails the build).",
    scope: 'build',
    gain: '',
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
    gain: '',
    internals: ['production-app.js calls replaceHydrateFunction as (element, container); the #gatsby-focus-wrapper element'],
    code: ['src/utils/hydrate.ts', 'gatsby-browser.tsx'],
    tests: ['src/utils/__tests__/hydrate.test.tsx'],
  },
  {
    id: 'hover-preload',
    what: "Gatsby's <Link> preloads a page on hover; on 2g or data-saver connections the site skips it, as Gatsby's own visibility prefetch does.",
    scope: 'browser',
    gain: '',
    internals: ['window.___loader.hovering'],
    code: ['src/utils/route-loading.ts'],
    tests: ['src/utils/__tests__/route-loading.test.ts'],
  },
  {
    id: 'develop-lazy-workers',
    what: "gatsby develop starts its worker pool only when it is first given work (the dev server's shell renders in the main process).",
    scope: 'develop',
    gain: '',
    internals: ['gatsby/dist/utils/worker/pool: create'],
    code: ['src/build/gatsby-node-internals.ts (startWorkersWhenUsed)'],
    tests: ['src/build/__tests__/gatsby-node-internals.test.ts ("gatsby develop\'s worker pool")'],
  },
  {
    id: 'develop-shell',
    what: "gatsby develop builds its HTML shell while the browser bundle compiles, not after it.",
    scope: 'develop',
    gain: '',
    internals: ['gatsby/dist/commands/build-html', 'gatsby/dist/utils/worker/child/render-html', 'gatsby/dist/utils/develop-preload-headers', 'gatsby-cli/lib/reporter: panic'],
    code: ['src/build/develop-shell.ts'],
    tests: ['src/build/__tests__/develop-shell.test.ts', 'scripts/check-develop.mjs'],
  },
  {
    id: 'develop-batch-100ms',
    what: 'gatsby develop holds a node change 100 ms for more to join it, instead of 500 ms.',
    scope: 'develop',
    gain: '',
    internals: ['gatsby/dist/state-machines/waiting (batchingNodeMutations), its actions and services; develop/services waitForMutations; xstate'],
    code: ['src/build/gatsby-node-internals.ts (commitNodeChangesSooner)'],
    tests: ['src/build/__tests__/gatsby-node-internals.test.ts ("gatsby develop\'s wait for more node changes")'],
  },
  {
    id: 'develop-flush-again',
    what: "gatsby develop runs a page-data flush asked for during a flush when that one ends, instead of dropping it (a Gatsby bug: edits that never showed, pages waiting for data never written).",
    scope: 'develop',
    gain: '',
    internals: ['gatsby/dist/utils/page-data: flush, enqueueFlush', 'gatsby/dist/utils/webpack-status: isWebpackStatusPending', 'gatsby/dist/redux: store, emitter and the ADD_PENDING_* and CREATE_PAGE actions'],
    code: ['src/build/gatsby-node-internals.ts (flushPageDataAgainWhenAsked)'],
    tests: ['src/build/__tests__/gatsby-node-internals.test.ts ("page-data writes asked for during a flush")'],
  },
  {
    id: 'develop-schema-reuse',
    what: 'gatsby develop skips rebuilding its GraphQL schema after an edit that changes nothing the schema depends on, and builds it once with the pages at start.',
    scope: 'develop',
    gain: '',
    internals: ['gatsby/dist/schema: build', 'gatsby/dist/schema/infer/inference-metadata: haveEqualFields', 'gatsby/dist/redux: store state and ADD_CHILD_NODE_TO_PARENT_NODE', 'gatsby/dist/datastore: getNode, getTypes'],
    code: ['src/build/gatsby-node-internals.ts (skipUnchangedSchemaRebuilds, buildDevelopSchemaWithPages)'],
    tests: ['src/build/__tests__/gatsby-node-internals.test.ts ("schema rebuilds after an edit")'],
  },
  {
    id: 'develop-pending-fields',
    what: "gatsby develop's createPages waits for the Mdx node and fields of a file being edited, so a page is never dropped (and its links reported broken) for one run.",
    scope: 'develop',
    gain: '',
    internals: ['gatsby/dist/redux: emitter and the CREATE_NODE, ADD_FIELD_TO_NODE, DELETE_NODE actions'],
    code: ['src/build/gatsby-node-internals.ts (trackPendingMdxFields)'],
    tests: ['src/build/__tests__/gatsby-node-internals.test.ts ("an edited page before createPages")'],
  },
  {
    id: 'develop-cache-idle',
    what: "The dev server stores webpack's first cache after 60 s idle, like the later ones, not 5 s after the first compile (when an author makes the first edit).",
    scope: 'develop',
    gain: '',
    internals: ['webpack config: cache.idleTimeoutForInitialStore'],
    code: ['src/build/webpack.ts (storeFirstDevCacheWhenIdle)'],
    tests: ['src/build/__tests__/build.test.tsx ("webpack\'s persistent cache")'],
  },
  {
    id: 'develop-no-eslint',
    what: "The dev server does not lint with Gatsby's own ESLint plugin (npm run lint lints the site with its own rules).",
    scope: 'develop',
    gain: '',
    internals: ['the develop config\'s ESLintWebpackPlugin'],
    code: ['src/build/webpack.ts (dropDevelopEslint)'],
    tests: ['src/build/__tests__/build.test.tsx ("the develop config")'],
  },
] as const satisfies readonly Adjustment[];

export type AdjustmentId = (typeof ADJUSTMENTS)[number]['id'];

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
export const BUNDLED_ADJUSTMENTS = ['hydrate-in-slices', 'hover-preload', 'scripts-after-paint', 'page-path-script'] as const satisfies readonly AdjustmentId[];

/** Those that are on, for the bundles' `__SITE_ADJUSTMENTS__` definition. */
export function browserAdjustmentsOn(on: ReadonlySet<AdjustmentId> = adjustmentsOn()): string[] {
  return BUNDLED_ADJUSTMENTS.filter((id) => on.has(id));
}
