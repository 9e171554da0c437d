/**
 * Base-URL banner: when the site's scripts do not run on the home page, the usual reason is a
 * `baseUrl` that does not match where the site is served (every script URL then 404s). A tiny
 * inline script in the home page's <head> checks, once the page has loaded, whether the app
 * started (`window.__LP_APP_STARTED__`, set in onClientEntry) and otherwise inserts a banner that
 * names the configured baseUrl and suggests the path the page is actually served from.
 *
 * The check runs when the site's scripts have loaded or failed: the deferred loader's event
 * (src/build/deferred-scripts.ts), or `load` without it (Gatsby's async scripts run before `load`,
 * not always before DOMContentLoaded). The banner is inserted as plain HTML (not
 * React), only into the home page, so it is never indexed as content. Safety net: when the app
 * starts it removes the banner if one was inserted. (A CSS `display: none` rule, as the reference
 * uses, cannot work here: Gatsby inlines the site's CSS into every HTML file, so the rule would
 * hide the banner exactly when it is needed.)
 */
import React from 'react';
import { gatsbyWindow } from '../../utils/gatsby-runtime';
import { BANNER_CONTAINER_ID, baseUrlBannerScript } from '../../utils/base-url-banner';
import { browserAdjustmentOn } from '../../config/adjustments';

export { BANNER_CONTAINER_ID, BANNER_ID, BANNER_SUGGESTION_ID, bannerHtml, baseUrlBannerScript } from '../../utils/base-url-banner';

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
