/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { adjustmentsNotRun, type AdjustmentId } from '../adjustments';
import { rerenderHtmlWhenCssChanges, stylesheetNames, type GetSSRChunkHashesFn } from '../css-rerenders-html';

/** A public/ folder whose webpack.stats.json names these browser assets. */
function publicDir(assets: Record<string, string[]>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-rerenders-'));
  fs.writeFileSync(path.join(dir, 'webpack.stats.json'), JSON.stringify({ assetsByChunkName: assets }));
  return dir;
}

/** Renderer stats as Gatsby's getSSRChunkHashes reads them: named chunk groups and their chunks. */
const origin = (id: string) => ({ module: { identifier: () => id } });
const stats = {
  compilation: {
    chunkGroups: [
      { name: 'render-page', chunks: [{ hash: 'r1' }], childrenIterable: [], origins: [origin('x')] },
      { name: 'component---src-templates-doc-page-tsx', chunks: [{ hash: 'd1' }], childrenIterable: [], origins: [] },
    ],
  },
};
const components = new Map([['doc', { componentChunkName: 'component---src-templates-doc-page-tsx', componentPath: '/site/src/templates/doc-page.tsx' }]]);

/** Gatsby's real module, wrapped afresh (jest.isolateModules: each test gets its own copy). */
function realModule(): { getSSRChunkHashes: GetSSRChunkHashesFn } {
  let module: { getSSRChunkHashes: GetSSRChunkHashesFn } | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<{ getSSRChunkHashes: GetSSRChunkHashesFn }>('gatsby/dist/utils/webpack/get-ssr-chunk-hashes');
  });
  return module!;
}

describe('HTML rendered again when the CSS changes (css-rerenders-html)', () => {
  it("changes Gatsby's template and renderer hashes when a stylesheet is renamed, and only then", () => {
    const gatsby = realModule();
    const stock = gatsby.getSSRChunkHashes({ stats, components });
    expect(stock).toEqual({ renderPageHash: 'r1', templateHashes: { '/site/src/templates/doc-page.tsx': 'd1' } });

    const dir = publicDir({ app: ['app-1.js', 'styles.aaa.css'], 'component---src-templates-doc-page-tsx': ['doc.js'] });
    rerenderHtmlWhenCssChanges(gatsby, dir);
    const first = gatsby.getSSRChunkHashes({ stats, components });
    const again = gatsby.getSSRChunkHashes({ stats, components });
    expect(again).toEqual(first);
    expect(first.renderPageHash).not.toBe(stock.renderPageHash);

    // The same renderer, a new stylesheet: every template and the renderer differ.
    fs.writeFileSync(path.join(dir, 'webpack.stats.json'), JSON.stringify({ assetsByChunkName: { app: ['app-1.js', 'styles.bbb.css'] } }));
    const restyled = gatsby.getSSRChunkHashes({ stats, components });
    expect(restyled.renderPageHash).not.toBe(first.renderPageHash);
    expect(restyled.templateHashes['/site/src/templates/doc-page.tsx']).not.toBe(first.templateHashes['/site/src/templates/doc-page.tsx']);

    // A new script with the same stylesheet leaves the hashes alone (scripts do not reach the HTML renderer's decision).
    fs.writeFileSync(path.join(dir, 'webpack.stats.json'), JSON.stringify({ assetsByChunkName: { app: ['app-2.js', 'styles.bbb.css'] } }));
    expect(gatsby.getSSRChunkHashes({ stats, components })).toEqual(restyled);
  });

  it('wraps once, and is reported as run after Gatsby called it', () => {
    const gatsby = realModule();
    const dir = publicDir({ app: ['styles.aaa.css'] });
    const on = new Set<AdjustmentId>(['css-rerenders-html']);
    rerenderHtmlWhenCssChanges(gatsby, dir);
    const wrapped = gatsby.getSSRChunkHashes;
    rerenderHtmlWhenCssChanges(gatsby, dir);
    expect(gatsby.getSSRChunkHashes).toBe(wrapped);
    gatsby.getSSRChunkHashes({ stats, components });
    expect(adjustmentsNotRun(on)).toEqual([]);
  });

  it('reads the stylesheet names of every chunk, sorted and once each', () => {
    expect(stylesheetNames(publicDir({ app: ['b.css', 'app.js'], other: ['a.css', 'b.css'], one: 'c.css' as unknown as string[] }))).toEqual([
      'a.css',
      'b.css',
      'c.css',
    ]);
  });

  it('fails the build, naming the file to update, when the browser stats are missing', () => {
    const gatsby = realModule();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-rerenders-'));
    rerenderHtmlWhenCssChanges(gatsby, dir);
    expect(() => gatsby.getSSRChunkHashes({ stats, components })).toThrow(
      /webpack\.stats\.json is missing.*src\/build\/css-rerenders-html\.ts|src\/build\/css-rerenders-html\.ts.*webpack\.stats\.json is missing/,
    );
  });

  it('throws naming the file when Gatsby no longer exports the function', () => {
    expect(() => rerenderHtmlWhenCssChanges({}, os.tmpdir())).toThrow(/get-ssr-chunk-hashes no longer exports getSSRChunkHashes/);
  });
});
