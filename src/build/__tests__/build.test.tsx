/**
 * @jest-environment node
 */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PAGE_PATH_SCRIPT, withConstantPagePathScript } from '../page-path-script';
import { CheckedReplacement, adjustWebpackConfig, dropDevelopEslint, keepGatsbyEnvOnly, storeFirstDevCacheWhenIdle } from '../webpack';

const gatsbyScript = (pagePath: string) => (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/` }}
  />
);

describe('page-path script', () => {
  it('is the same script on every page, with the path in a data attribute', () => {
    const a = renderToStaticMarkup(<>{withConstantPagePathScript([<meta key="m" />, gatsbyScript('/docs/a')])}</>);
    const b = renderToStaticMarkup(<>{withConstantPagePathScript([gatsbyScript('/docs/"b"')])}</>);
    expect(a).toBe(`<meta/><script id="gatsby-script-loader" data-page-path="/docs/a">${PAGE_PATH_SCRIPT}</script>`);
    expect(b).toBe(`<script id="gatsby-script-loader" data-page-path="/docs/&quot;b&quot;">${PAGE_PATH_SCRIPT}</script>`);
  });

  it('sets window.pagePath as Gatsby did when run in a page', () => {
    const script = { dataset: { pagePath: '/docs/x' } };
    const window: { pagePath?: string } = {};
    // eslint-disable-next-line no-new-func
    new Function('window', 'document', PAGE_PATH_SCRIPT)(window, { currentScript: script });
    expect(window.pagePath).toBe('/docs/x');
  });

  it('fails the build when Gatsby changes the script, instead of shipping a policy that blocks it', () => {
    expect(() => withConstantPagePathScript([<script key="s" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'window.other=1' }} />])).toThrow(
      /changed shape/,
    );
    expect(() => withConstantPagePathScript([<meta key="m" />])).toThrow(/was not found/);
    // The development server's HTML has no such script.
    expect(withConstantPagePathScript([<meta key="m" />], false)).toHaveLength(1);
  });
});

/** A stand-in for webpack's compiler with the two hooks CheckedReplacement uses. */
function fakeCompiler() {
  const beforeResolve: Array<(data: { request: string }) => void> = [];
  const done: Array<(stats: { compilation: { errors: Error[] } }) => void> = [];
  const compiler = {
    hooks: {
      normalModuleFactory: {
        tap: (_: string, fn: (factory: unknown) => void) =>
          fn({ hooks: { beforeResolve: { tap: (__: string, f: (data: { request: string }) => void) => beforeResolve.push(f) } } }),
      },
      done: { tap: (_: string, fn: (stats: { compilation: { errors: Error[] } }) => void) => done.push(fn) },
    },
  };
  return {
    compiler,
    resolve: (request: string) => {
      const data = { request };
      beforeResolve.forEach((f) => f(data));
      return data.request;
    },
    finish: () => {
      const stats = { compilation: { errors: [] as Error[] } };
      done.forEach((f) => f(stats));
      return stats.compilation.errors;
    },
  };
}

describe('webpack adjustments', () => {
  it('a module replacement swaps what it matches', () => {
    const fake = fakeCompiler();
    new CheckedReplacement(/(?:^|\/)Seo$/, '/abs/Seo/client.tsx', 'test').apply(fake.compiler as never);
    expect(fake.resolve('../Seo')).toBe('/abs/Seo/client.tsx');
    expect(fake.resolve('../Other')).toBe('../Other');
    expect(fake.finish()).toEqual([]);
  });

  it('a module replacement that matched nothing fails the build, naming itself', () => {
    const fake = fakeCompiler();
    new CheckedReplacement(/gone\.js$/, '/abs/empty.js', "Gatsby's old hook").apply(fake.compiler as never);
    fake.resolve('./present.js');
    expect(fake.finish().map((e) => e.message)).toEqual([expect.stringMatching(/replacement of \/gone\\\.js\$\/ \(Gatsby's old hook\) matched no module/)]);
  });

  it("fails when Gatsby's JavaScript rule is not where it was", () => {
    expect(() =>
      adjustWebpackConfig(
        { module: { rules: [] }, output: {}, plugins: [] },
        { stage: 'build-html', projectDir: process.cwd(), registersServiceWorker: false, define: () => ({}), siteConfigJson: '{}' },
      ),
    ).toThrow(/JavaScript rule was not found/);
  });
});

/** Gatsby's own CSS rule for a stage (mini-css-extract, css-loader, postcss-loader). */
function gatsbyCssRule(stage: string): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createWebpackUtils } = require('gatsby/dist/utils/webpack-utils') as {
    createWebpackUtils: (stage: string, program: object) => { rules: { css: () => Record<string, unknown> } };
  };
  return createWebpackUtils(stage, { directory: process.cwd(), browserslist: ['>0.25%'] }).rules.css();
}

/** The shape of Gatsby's develop config, as adjustWebpackConfig finds it. */
function developConfig() {
  class ESLintWebpackPlugin {}
  class HotModuleReplacementPlugin {}
  const config = {
    cache: { type: 'filesystem', buildDependencies: { config: ['/gatsby/dist/utils/webpack.config.js'] } } as Record<string, unknown>,
    module: { rules: [{ test: /\.(js|mjs|jsx|ts|tsx)$/, use: () => [] }, gatsbyCssRule('develop')] as Record<string, unknown>[] },
    output: {},
    plugins: [new HotModuleReplacementPlugin(), new ESLintWebpackPlugin()] as unknown[],
  };
  return { config, HotModuleReplacementPlugin };
}

describe('the develop config', () => {
  const options = { projectDir: process.cwd(), registersServiceWorker: false, define: () => ({ define: true }), siteConfigJson: '{}' };

  it("drops Gatsby's ESLint and keeps the cache from resolving installed build dependencies", () => {
    const { config, HotModuleReplacementPlugin } = developConfig();
    adjustWebpackConfig(config, { ...options, stage: 'develop' });
    const names = config.plugins.map((p) => (p as object).constructor.name);
    expect(names).not.toContain('ESLintWebpackPlugin');
    expect(config.plugins[0]).toBeInstanceOf(HotModuleReplacementPlugin);
    expect(names).toContain('ForgetInstalledBuildDependencies');
    expect(config.cache.buildDependencies).toEqual({ defaultWebpack: [] });
    expect(config.cache.version).toMatch(/^[0-9a-f]{16}$/);
    expect(config.cache.idleTimeoutForInitialStore).toBe(60_000);
  });

  it("keeps the shell renderer's (develop-html) plugins and gives its cache the same version", () => {
    const { config } = developConfig();
    const html = developConfig().config;
    adjustWebpackConfig(config, { ...options, stage: 'develop' });
    adjustWebpackConfig(html, { ...options, stage: 'develop-html' });
    expect(html.plugins.map((p) => (p as object).constructor.name)).toContain('ESLintWebpackPlugin');
    expect(html.cache.version).toBe(config.cache.version);
    expect(html.cache.buildDependencies).toEqual({ defaultWebpack: [] });
  });

  it("fails, naming the file, when Gatsby's ESLint plugin is not found", () => {
    expect(() => dropDevelopEslint({ plugins: [{}] })).toThrow(/src\/build\/webpack\.ts: Gatsby's ESLintWebpackPlugin was not found/);
  });
});

describe("webpack's persistent cache", () => {
  it('is first stored after 60 s idle in the dev server only', () => {
    const develop = { cache: { type: 'filesystem' } as Record<string, unknown> };
    const build = { cache: { type: 'filesystem' } as Record<string, unknown> };
    storeFirstDevCacheWhenIdle(develop, 'develop');
    storeFirstDevCacheWhenIdle(build, 'build-javascript');
    expect(develop.cache.idleTimeoutForInitialStore).toBe(60_000);
    expect(build.cache.idleTimeoutForInitialStore).toBeUndefined();
  });
});

describe("the server bundle's environment variables", () => {
  // The shape of webpack's DefinePlugin, as Gatsby's `plugins.define` creates it: its definitions are
  // a public `definitions` object.
  class DefinePlugin {
    constructor(readonly definitions: Record<string, string>) {}
  }

  it("keeps Gatsby's own and GATSBY_* variables and drops the rest, so their set cannot change between builds", () => {
    const define = new DefinePlugin({
      'process.env': '({})',
      'process.env.NODE_ENV': '"production"',
      'process.env.BUILD_STAGE': '"build-html"',
      'process.env.PUBLIC_DIR': '"/site/public"',
      'process.env.GATSBY_SLICES': '"false"',
      'process.env.npm_lifecycle_event': '"build"',
      'process.env.HOME': '"/root"',
      __PATH_PREFIX__: '""',
    });
    const other = new DefinePlugin({ __SITE_CONFIG__: '{}' });
    keepGatsbyEnvOnly({ plugins: [other, define] });
    expect(Object.keys(define.definitions).sort()).toEqual(
      ['process.env', 'process.env.BUILD_STAGE', 'process.env.GATSBY_SLICES', 'process.env.NODE_ENV', 'process.env.PUBLIC_DIR', '__PATH_PREFIX__'].sort(),
    );
    expect(other.definitions).toEqual({ __SITE_CONFIG__: '{}' });
  });

  it("fails the build when Gatsby's definitions are not found", () => {
    expect(() => keepGatsbyEnvOnly({ plugins: [new DefinePlugin({ __SITE_CONFIG__: '{}' })] })).toThrow(
      /DefinePlugin with process.env.BUILD_STAGE was not found/,
    );
  });
});
