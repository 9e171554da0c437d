/**
 * Tiny scripts that run before first paint (added to <body> by gatsby-ssr), so the page never
 * flashes the wrong colour mode or a dismissed announcement bar. They read the same storage keys as
 * the React providers, and swallow storage errors silently (the wrapper warns later, once).
 */
import type { SiteConfig } from '../config/schema';
import { jsonInScript } from './script-json';
import { STORAGE_KEYS } from './storage-keys';

export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export function colorModeScript(config: Pick<SiteConfig, 'colorMode' | 'storage'>): string {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = config.colorMode;
  const key = `${STORAGE_KEYS.theme}${config.storage.namespace ? `-${config.storage.namespace}` : ''}`;
  return `(function(){var d=document.documentElement;function s(){return window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}var i;${
    disableSwitch
      ? ''
      : `try{i=new URLSearchParams(window.location.search).get('docusaurus-theme')}catch(e){}if(!i){try{i=window[${jsonInScript(config.storage.type)}].getItem(${jsonInScript(key)})}catch(e){}}`
  }d.setAttribute('data-theme',i||(${respectPrefersColorScheme}?s():${jsonInScript(defaultMode)}));d.setAttribute('data-theme-choice',i||(${respectPrefersColorScheme}?'system':${jsonInScript(defaultMode)}));try{new URLSearchParams(window.location.search).forEach(function(v,k){if(k.indexOf('docusaurus-data-')===0){d.setAttribute('data-'+k.slice(16),v)}})}catch(e){}})();`;
}

/**
 * Hides the announcement bar before paint when this visitor dismissed the bar with the *current*
 * id (a bar with a new id shows at once, even for someone who dismissed the old one).
 */
export function announcementScript(config: Pick<SiteConfig, 'announcementBar' | 'storage'>): string {
  if (!config.announcementBar) return '';
  const ns = config.storage.namespace ? `-${config.storage.namespace}` : '';
  return `(function(){var h=false;try{var l=window.localStorage;h=l.getItem(${jsonInScript(STORAGE_KEYS.announcementDismiss + ns)})==='true'&&l.getItem(${jsonInScript(
    STORAGE_KEYS.announcementId + ns,
  )})===${jsonInScript(config.announcementBar.id)}}catch(e){}document.documentElement.setAttribute(${jsonInScript(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},String(h))})();`;
}

/**
 * The first repair of an odd URL (src/utils/url-repair.ts, same rules in ES5): before any of
 * Gatsby's code runs, a path or hash its runtime cannot decode is rewritten in place (`%` as
 * `_` in the path, as `%25` in the hash). Gatsby's router decodes the location as soon as its module loads, so
 * onClientEntry would be too late. The same repair runs on every popstate and hashchange, from
 * listeners added here, before any other: the site's scripts load after the first paint
 * (src/build/deferred-scripts.ts), and a hash typed before then must be repaired before the
 * router reads the location.
 */
export function urlRepairScript(): string {
  return "(function(){function r(){try{var l=window.location,p=l.pathname,h=l.hash,q=p,g=h;try{decodeURIComponent(p);if(/%(?:2f|5c|3f|23)/i.test(p))throw 0}catch(e){q=p.replace(/%/g,'_')}try{decodeURI(h)}catch(e){g=h.replace(/%/g,'%25')}if(q!==p||g!==h)history.replaceState(history.state,'',q+l.search+g)}catch(e){}}r();window.addEventListener('popstate',r);window.addEventListener('hashchange',r)})();";
}

/** The script gatsby-ssr puts at the start of <body> (and the CSP allows by its hash). */
export function prePaintScript(config: Pick<SiteConfig, 'colorMode' | 'storage' | 'announcementBar'>): string {
  return urlRepairScript() + colorModeScript(config) + announcementScript(config);
}
