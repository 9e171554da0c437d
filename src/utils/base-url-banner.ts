/**
 * The base-URL banner's markup and inline script (src/components/BaseUrlBanner explains the banner).
 * Here, below the components, because the build lists the script for the Content-Security-Policy
 * (src/build/inline-scripts.ts).
 */
import { translate } from '../i18n/translate';
import { SCRIPTS_SETTLED_EVENT } from './gatsby-runtime';
import { jsonInScript } from './script-json';

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
