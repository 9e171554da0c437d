import React from 'react';
import type { GatsbySSR } from 'gatsby';
import Layout from './src/components/Layout';
import { MdxComponentsProvider } from './src/components/mdx/MdxProvider';
import { siteConfig } from './src/config/runtime';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <MdxComponentsProvider>{element}</MdxComponentsProvider>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <Layout>{element}</Layout>;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  const locale = siteConfig.i18n.defaultLocale;
  const localeConfig = siteConfig.i18n.localeConfigs[locale];
  setHtmlAttributes({ lang: localeConfig?.htmlLang ?? locale, dir: localeConfig?.direction ?? 'ltr' });
};
