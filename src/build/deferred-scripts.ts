/**
 * The site's scripts are requested after the page's first contentful paint, not while its HTML
 * is parsed.
 *
 * Gatsby ends every page with `<script src=… async>` for the webpack runtime, React and the app
 * (its scripts slice, public/_gatsby/slices/_gatsby-scripts-1.html, stitched into each page). The
 * browser's preload scanner requests them as soon as it sees the HTML, so on a slow connection
 * they share the bandwidth with the HTML and the first paint waits for both. Lighthouse counts
 * the same: with the scripts requested before the first paint, its simulated LCP of a docs page
 * came long after that paint (figures in docs/decisions/036-scripts-after-first-contentful-paint.md).
 *
 * Here the slice's async script tags become one inline script (the same on every page, so the
 * CSP needs one hash) that adds the same scripts, in the same order and also async, once the
 * browser reports the first contentful paint (a `paint` PerformanceObserver, buffered). A page
 * that is not visible paints nothing, so there, and in a browser without paint timing, it adds
 * them at once. When every script has loaded or failed it sets `window.__LP_SCRIPTS_SETTLED__`
 * and fires `lp-scripts-settled` on window: the home page's base-URL banner waits for that.
 *
 * A paint the browser never reports must not keep the scripts away for good: Firefox (ESR 153)
 * reports no `first-contentful-paint` for a page opened at a fragment that scrolls it (a link to
 * `/docs/x#section`), so such a page stayed static HTML, with no search, toggles or navigation.
 * The loader therefore also starts the scripts FCP_FALLBACK_MS after the `load` event when no
 * paint was reported by then; the page has painted long before (see e2e/engines/navigation.e2e.ts).
 *
 * Gatsby internal relied on (Gatsby 5.16): `gatsby/dist/utils/ensure-file-content`'s export
 * `ensureFileContent(file, data)`, through which the stats extractor writes the scripts slice
 * (and compares it with the file on disk, so the file must be written already transformed).
 * src/node/csp.ts checks the written slice after every build and fails the build when its
 * scripts are not the chunk map, the compilation hash and this loader.
 */
import path from 'path';
import { SCRIPTS_SETTLED_EVENT, SCRIPTS_SETTLED_FLAG } from '../utils/gatsby-runtime';

/** How every loader starts: src/node/csp.ts recognises the loader by it. */
export const LOADER_START = '(function(w,d,s){';

/**
 * How long after the `load` event the loader starts the scripts when the browser has reported no
 * first contentful paint. Far longer than a frame, so that where the paint is reported (Chromium,
 * where it can come after `load`) the scripts still follow it.
 */
export const FCP_FALLBACK_MS = 1000;

/** The inline loader for `sources` (ES5, no dependencies; JSON-escaped so `<` cannot end the script). */
export function scriptsLoader(sources: readonly string[]): string {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    `${LOADER_START}var left=s.length,started=false;` +
    `function settled(){if(--left)return;w.${SCRIPTS_SETTLED_FLAG}=true;w.dispatchEvent(new Event('${SCRIPTS_SETTLED_EVENT}'))}` +
    `function start(){if(started)return;started=true;for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i];e.async=true;e.onload=e.onerror=settled;d.body.appendChild(e)}}` +
    `var P=w.PerformanceObserver;` +
    `if(d.visibilityState!=='visible'||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return start();` +
    `d.addEventListener('visibilitychange',function(){if(d.visibilityState!=='visible')start()});` +
    `w.addEventListener('load',function(){setTimeout(start,${FCP_FALLBACK_MS})});` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}}).observe({type:'paint',buffered:true})` +
    `})(window,document,${list})`
  );
}

const ASYNC_SCRIPT = /<script src="([^"]+)" async><\/script>/g;
/** The file name of Gatsby's scripts slice (in public/_gatsby/slices). */
export const SCRIPTS_SLICE = /^_gatsby-scripts-\d+\.html$/;

/**
 * The scripts slice's HTML with its async script tags replaced by one loader, where the first
 * tag was. Throws when there is none: Gatsby changed how it writes the slice.
 */
export function deferAsyncScripts(sliceHtml: string): string {
  const sources = [...sliceHtml.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) {
    throw new Error(
      `src/build/deferred-scripts.ts: Gatsby's scripts slice has no <script src="…" async></script> tags (${sliceHtml.slice(0, 120)}…). Update deferAsyncScripts for this Gatsby version.`,
    );
  }
  let first = true;
  return sliceHtml.replace(ASYNC_SCRIPT, () => {
    if (!first) return '';
    first = false;
    return `<script>${scriptsLoader(sources)}</script>`;
  });
}

/** True for the path of Gatsby's scripts slice (public/_gatsby/slices/_gatsby-scripts-N.html). */
export function isScriptsSlice(file: string): boolean {
  return SCRIPTS_SLICE.test(path.basename(file)) && path.basename(path.dirname(file)) === 'slices';
}

export interface EnsureFileContentModule {
  ensureFileContent?: (file: string, data: string) => Promise<boolean>;
  /** Set once wrapped, so that applying twice (develop restarts) wraps once. */
  deferredScriptsSlice?: boolean;
}

/** Makes Gatsby write its scripts slice with the loader in place of the async script tags. */
export function deferScriptsSlice(module: EnsureFileContentModule): void {
  const original = module.ensureFileContent;
  if (typeof original !== 'function') {
    throw new Error(
      'src/build/deferred-scripts.ts: gatsby/dist/utils/ensure-file-content no longer exports ensureFileContent(file, data). Update deferScriptsSlice.',
    );
  }
  if (module.deferredScriptsSlice) return;
  module.deferredScriptsSlice = true;
  module.ensureFileContent = (file, data) => original(file, isScriptsSlice(file) ? deferAsyncScripts(data) : data);
}
