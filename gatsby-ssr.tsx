import React from 'react';
import { withPrefix, type GatsbySSR } from 'gatsby';
import { wrapPage } from './src/components/Layout/wrapPage';
import { siteConfig } from './src/config/runtime';
import { announcementScript, colorModeScript } from './src/utils/inline-scripts';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => wrapPage(element, props.location);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  const locale = siteConfig.i18n.defaultLocale;
  const localeConfig = siteConfig.i18n.localeConfigs[locale];
  setHtmlAttributes({
    lang: localeConfig?.htmlLang ?? locale,
    dir: localeConfig?.direction ?? 'ltr',
    // Without JavaScript the page keeps the default mode; the script below applies the visitor's choice.
    'data-theme': siteConfig.colorMode.defaultMode,
  } as Record<string, string>);
  // The configured favicon; without it browsers request /favicon.ico and log a 404 (Lighthouse best practices).
  setHeadComponents([<link key="lp-favicon" rel="icon" href={withPrefix(`/${siteConfig.favicon.replace(/^\//, '')}`)} />]);
  // Runs before the page paints: no flash of the wrong colour mode or of a dismissed announcement.
  setPreBodyComponents([
    <script key="lp-pre-paint" dangerouslySetInnerHTML={{ __html: colorModeScript(siteConfig) + announcementScript(siteConfig) }} />,
  ]);
};
