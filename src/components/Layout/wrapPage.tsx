import React from 'react';
import ErrorBoundary, { ErrorPageContent } from '../ErrorBoundary';
import Layout from '.';

/**
 * What gatsby-browser and gatsby-ssr put around every page. The outer boundary catches failures of
 * the shell itself (e.g. a misconfigured navbar item) and shows the crash screen without the shell.
 */
export function wrapPage(element: React.ReactNode, location: { pathname: string; search?: string; hash?: string; key?: string }) {
  return (
    <ErrorBoundary fallback={(props) => <ErrorPageContent {...props} />}>
      <Layout location={location}>{element}</Layout>
    </ErrorBoundary>
  );
}
