import React from 'react';
import type { GatsbySSR } from 'gatsby';
import Layout from './src/components/Layout';
import { siteConfig } from './src/config/runtime';
import { addBaseUrlBanner } from './src/components/BaseUrlBanner';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <Layout>{element}</Layout>;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, pathname }) => {
  const locale = siteConfig.i18n.defaultLocale;
  const localeConfig = siteConfig.i18n.localeConfigs[locale];
  setHtmlAttributes({ lang: localeConfig?.htmlLang ?? locale, dir: localeConfig?.direction ?? 'ltr' });
  addBaseUrlBanner({ pathname, setHeadComponents }, siteConfig.baseUrl);
};
