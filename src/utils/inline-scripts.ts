/**
 * Tiny scripts that run before first paint (added to <body> by gatsby-ssr), so the page never
 * flashes the wrong colour mode or a dismissed announcement bar. They read the same storage keys as
 * the React providers, and swallow storage errors silently (the wrapper warns later, once).
 */
import type { SiteConfig } from '../config/schema';
import { STORAGE_KEYS } from './storage';

export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export function colorModeScript(config: Pick<SiteConfig, 'colorMode' | 'storage'>): string {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = config.colorMode;
  const key = `${STORAGE_KEYS.theme}${config.storage.namespace ? `-${config.storage.namespace}` : ''}`;
  return `(function(){var d=document.documentElement;function s(){return window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}var i;${
    disableSwitch
      ? ''
      : `try{i=new URLSearchParams(window.location.search).get('docusaurus-theme')}catch(e){}if(!i){try{i=window[${JSON.stringify(config.storage.type)}].getItem(${JSON.stringify(key)})}catch(e){}}`
  }d.setAttribute('data-theme',i||(${respectPrefersColorScheme}?s():${JSON.stringify(defaultMode)}));d.setAttribute('data-theme-choice',i||(${respectPrefersColorScheme}?'system':${JSON.stringify(defaultMode)}));try{new URLSearchParams(window.location.search).forEach(function(v,k){if(k.indexOf('docusaurus-data-')===0){d.setAttribute('data-'+k.slice(16),v)}})}catch(e){}})();`;
}

/**
 * Hides the announcement bar before paint when this visitor dismissed the bar with the *current*
 * id (a bar with a new id shows at once, even for someone who dismissed the old one).
 */
export function announcementScript(config: Pick<SiteConfig, 'announcementBar' | 'storage'>): string {
  if (!config.announcementBar) return '';
  const ns = config.storage.namespace ? `-${config.storage.namespace}` : '';
  return `(function(){var h=false;try{var l=window.localStorage;h=l.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismiss + ns)})==='true'&&l.getItem(${JSON.stringify(
    STORAGE_KEYS.announcementId + ns,
  )})===${JSON.stringify(config.announcementBar.id)}}catch(e){}document.documentElement.setAttribute(${JSON.stringify(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},String(h))})();`;
}
