import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import Layout from './src/components/Layout';
import './src/styles/global.css';
import { installRouteLoading, routeRendered } from './src/utils/route-loading';
import { markAppStarted } from './src/components/BaseUrlBanner';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => <Layout>{element}</Layout>;

/* Navigation and loading (src/utils/route-loading.ts, src/components/BaseUrlBanner). */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  markAppStarted();
  installRouteLoading();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => routeRendered(location);
