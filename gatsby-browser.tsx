import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { wrapPage } from './src/components/Layout/wrapPage';
import { MdxComponentsProvider } from './src/components/mdx/MdxProvider';
import './src/styles/global.css';
import { installRouteLoading, routeRendered } from './src/utils/route-loading';
import { markAppStarted } from './src/components/BaseUrlBanner';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <MdxComponentsProvider>{element}</MdxComponentsProvider>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => wrapPage(element, props);

/* Navigation and loading (src/utils/route-loading.ts, src/components/BaseUrlBanner). */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  markAppStarted();
  installRouteLoading();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => routeRendered(location);
