/**
 * Base-URL banner: when the site's scripts do not run on the home page, the usual reason is a
 * `baseUrl` that does not match where the site is served (every script URL then 404s). A tiny
 * inline script in the home page's <head> checks, once the page has loaded, whether the app
 * started (`window.__LP_APP_STARTED__`, set in onClientEntry) and otherwise inserts a banner that
 * names the configured baseUrl and suggests the path the page is actually served from.
 *
 * The check runs on `load`, not DOMContentLoaded: Gatsby's scripts are `async`, so they may run
 * after DOMContentLoaded, but always before `load`. The banner is inserted as plain HTML (not
 * React), only into the home page, so it is never indexed as content. Safety net: when the app
 * starts it removes the banner if one was inserted. (A CSS `display: none` rule, as the reference
 * uses, cannot work here: Gatsby inlines the site's CSS into every HTML file, so the rule would
 * hide the banner exactly when it is needed.)
 */
import React from 'react';
import { translate } from '../../i18n/translate';
import { gatsbyWindow, SCRIPTS_SETTLED_EVENT } from '../../utils/gatsby-runtime';
import { jsonInScript } from '../../utils/script-json';
import { browserAdjustmentOn } from '../../config/adjustments';

export const BANNER_CONTAINER_ID = 'lp-base-url-banner-container';
export const BANNER_ID = 'lp-base-url-banner';
export const BANNER_SUGGESTION_ID = 'lp-base-url-banner-suggestion';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One translated sentence as HTML, with `{name}` placeholders replaced by HTML fragments. */
function sentence(id: Parameters<typeof translate>[0], fragments: Record<string, string> = {}): string {
  const marks: Record<string, string> = {};
  for (const name of Object.keys(fragments)) marks[name] = `\u0000${name}\u0000`;
  let html = escapeHtml(translate(id, marks));
  for (const [name, fragment] of Object.entries(fragments)) html = html.replace(`\u0000${name}\u0000`, fragment);
  return html;
}

/**
 * The banner's markup. Inline styles with token fallbacks: the tokens (light or dark) apply when
 * the inlined CSS is there, the fallbacks when it is not. Contrast is AA in both modes.
 */
export function bannerHtml(baseUrl: string): string {
  const configured = `<strong style="color:var(--lp-color-danger,#cf222e)">${escapeHtml(baseUrl)}</strong>${
    baseUrl === '/' ? ` ${escapeHtml(translate('theme.baseUrlBanner.default'))}` : ''
  }`;
  const suggestion = `<strong id="${BANNER_SUGGESTION_ID}" style="text-decoration:underline"></strong>`;
  return (
    `<div id="${BANNER_ID}" role="alert" style="border:6px solid var(--lp-color-danger,#cf222e);background:var(--lp-color-danger-bg,#ffebe9);color:var(--lp-color-text,#1b1f24);margin:20px;padding:20px;font-size:20px;line-height:1.5;font-family:system-ui,sans-serif">` +
    `<p style="font-weight:bold;font-size:30px;margin:0 0 12px">${sentence('theme.baseUrlBanner.title')}</p>` +
    `<p style="margin:0 0 12px">${sentence('theme.baseUrlBanner.cause')}</p>` +
    `<p style="margin:0 0 12px">${sentence('theme.baseUrlBanner.configured', { baseUrl: configured })}</p>` +
    `<p style="margin:0">${sentence('theme.baseUrlBanner.suggestion', { suggestion })}</p>` +
    `</div>`
  );
}

/**
 * The inline script (ES5, no dependencies). `<` is escaped so the HTML cannot end the script.
 * It checks when the site's scripts have settled: the deferred loader's event when the scripts
 * come after the first paint (the `scripts-after-paint` adjustment), else `load`, which waits for
 * Gatsby's async scripts.
 */
export function baseUrlBannerScript(baseUrl: string, scriptsAfterPaint = true): string {
  const html = jsonInScript(bannerHtml(baseUrl));
  return (
    `window.addEventListener('${scriptsAfterPaint ? SCRIPTS_SETTLED_EVENT : 'load'}',function(){` +
    `if(window.__LP_APP_STARTED__||document.getElementById('${BANNER_CONTAINER_ID}'))return;` +
    `var c=document.createElement('div');c.id='${BANNER_CONTAINER_ID}';c.innerHTML=${html};` +
    `document.body.insertBefore(c,document.body.firstChild);` +
    `var p=window.location.pathname;document.getElementById('${BANNER_SUGGESTION_ID}').textContent=/\\/$/.test(p)?p:p+'/';` +
    `});`
  );
}

export interface BannerRenderArgs {
  /** The page path being rendered, without the path prefix (`/` for the home page). */
  readonly pathname: string;
  readonly setHeadComponents: (components: React.ReactNode[]) => void;
}

/** gatsby-ssr onRenderBody: adds the script to the home page only. */
export function addBaseUrlBanner({ pathname, setHeadComponents }: BannerRenderArgs, baseUrl: string): void {
  if (pathname !== '/') return;
  const script = baseUrlBannerScript(baseUrl, browserAdjustmentOn('scripts-after-paint'));
  setHeadComponents([<script key="lp-base-url-banner" dangerouslySetInnerHTML={{ __html: script }} />]);
}

/** gatsby-browser onClientEntry: the app runs; drop a banner inserted too early. */
export function markAppStarted(): void {
  const win = gatsbyWindow();
  if (!win) return;
  win.__LP_APP_STARTED__ = true;
  win.document.getElementById(BANNER_CONTAINER_ID)?.remove();
}
