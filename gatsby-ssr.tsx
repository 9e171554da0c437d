import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { wrapPage } from './src/components/Layout/wrapPage';
import { MdxComponentsProvider } from './src/components/mdx/MdxProvider';
import { siteConfig } from './src/config/runtime';
import { prePaintScript } from './src/utils/inline-scripts';
import { addBaseUrlBanner } from './src/components/BaseUrlBanner';
import { withConstantPagePathScript } from './src/build/page-path-script';
import { browserAdjustmentOn } from './src/config/adjustments';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <MdxComponentsProvider>{element}</MdxComponentsProvider>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => wrapPage(element, props);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setPreBodyComponents, setHeadComponents, pathname }) => {
  const locale = siteConfig.i18n.defaultLocale;
  const localeConfig = siteConfig.i18n.localeConfigs[locale];
  setHtmlAttributes({
    lang: localeConfig?.htmlLang ?? locale,
    dir: localeConfig?.direction ?? 'ltr',
    // Without JavaScript the page keeps the default mode; the script below applies the visitor's choice.
    'data-theme': siteConfig.colorMode.defaultMode,
  } as Record<string, string>);
  // Runs before the page paints: no flash of the wrong colour mode or of a dismissed announcement.
  setPreBodyComponents([<script key="lp-pre-paint" dangerouslySetInnerHTML={{ __html: prePaintScript(siteConfig) }} />]);
  // Explains a wrong baseUrl when the app's scripts fail to load (home page only).
  addBaseUrlBanner({ pathname, setHeadComponents }, siteConfig.baseUrl);
};

/**
 * One page-path script for every page, so the CSP needs one hash for it (src/build/page-path-script.tsx);
 * with the `page-path-script` adjustment off, Gatsby's own script per page (and a hash per page).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  if (!browserAdjustmentOn('page-path-script')) return;
  replacePostBodyComponents(withConstantPagePathScript(getPostBodyComponents(), process.env.NODE_ENV === 'production'));
};
