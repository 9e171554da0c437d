/**
 * Gatsby 5 (with slices, its default) decides which HTML files to render again from the HTML
 * renderer's chunk hashes alone (`getSSRChunkHashes`). The renderer does not hold the CSS: webpack
 * reads a stylesheet there only for its class names (css-loader's `exportOnlyLocals`). So a change
 * of CSS alone, a rule in src/styles/global.css or a declaration in a CSS module, leaves every
 * page's inlined `<style>` as it was: `gatsby build` says "There are no new or changed html files
 * to build" and the site keeps the old styles, naming a stylesheet of an earlier build. Stock
 * Gatsby does this (seen on 2026-12-03 with every adjustment off); a clean build is right.
 *
 * The fix: each template hash and the renderer hash Gatsby gets also holds the names of the browser
 * bundle's stylesheets, which webpack names by their content. A change of CSS then renames the
 * stylesheet, so every template is dirty and every page is rendered again, as it must be (every
 * page inlines the same global stylesheet). Nothing else changes: the same CSS gives the same
 * names, so a content-only rebuild still renders only the pages it changed.
 *
 * Gatsby internals relied on (written against Gatsby 5.16):
 * - `gatsby/dist/utils/webpack/get-ssr-chunk-hashes`: `getSSRChunkHashes({ stats, components })`,
 *   returning `{ templateHashes, renderPageHash }`, which `commands/build` calls through the
 *   module's exports after both webpack runs and compares with the last build's;
 * - the browser bundle's stats in `public/webpack.stats.json` (`assetsByChunkName`), written by
 *   Gatsby's stats extractor before the HTML renderer is built (its HTML step reads the same file).
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { markRan } from './adjustments';

type ChunkHashes = { templateHashes: Record<string, string>; renderPageHash: string };
export type GetSSRChunkHashesFn = (args: { stats: unknown; components: unknown }) => ChunkHashes;

/** The browser bundle's stylesheet names, sorted, from `webpack.stats.json` in `publicDir`. */
export function stylesheetNames(publicDir: string): string[] {
  const file = path.join(publicDir, 'webpack.stats.json');
  if (!fs.existsSync(file)) {
    throw new Error(
      `src/build/css-rerenders-html.ts: ${file} is missing when Gatsby hashes the HTML renderer, so a change of CSS could not be seen. Gatsby no longer writes the browser stats before that step: update the adjustment, or build with SITE_GATSBY_ADJUSTMENTS without "css-rerenders-html".`,
    );
  }
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')) as { assetsByChunkName?: Record<string, string | string[]> };
  const names = Object.values(stats.assetsByChunkName ?? {}).flatMap((files) => (Array.isArray(files) ? files : [files]));
  return [...new Set(names.filter((name) => name.endsWith('.css')))].sort();
}

/** `hash` with a digest of the stylesheet names appended (unchanged names, unchanged result). */
export function withStylesheets(hash: string, names: readonly string[]): string {
  return `${hash}+css:${crypto.createHash('sha1').update(names.join('\n')).digest('hex').slice(0, 12)}`;
}

/** Replaces the module's `getSSRChunkHashes` with one whose hashes also hold the stylesheet names. */
export function rerenderHtmlWhenCssChanges(module: { getSSRChunkHashes?: GetSSRChunkHashesFn }, publicDir: string): void {
  const original = module.getSSRChunkHashes;
  if (typeof original !== 'function') {
    throw new Error(
      'src/build/css-rerenders-html.ts: gatsby/dist/utils/webpack/get-ssr-chunk-hashes no longer exports getSSRChunkHashes: update the adjustment.',
    );
  }
  if ((original as { withCss?: boolean }).withCss) return;
  const wrapped = (args: { stats: unknown; components: unknown }): ChunkHashes => {
    markRan('css-rerenders-html');
    const result = original(args);
    const names = stylesheetNames(publicDir);
    const templateHashes: Record<string, string> = {};
    for (const [template, hash] of Object.entries(result.templateHashes)) templateHashes[template] = withStylesheets(hash, names);
    return { ...result, templateHashes, renderPageHash: withStylesheets(result.renderPageHash, names) };
  };
  (wrapped as { withCss?: boolean }).withCss = true;
  module.getSSRChunkHashes = wrapped;
}
