import React from 'react';
import ErrorBoundary, { ErrorPageContent } from '../ErrorBoundary';
import Layout, { type LayoutProps } from '.';

/** The parts of Gatsby's page props the shell reads. */
export interface ShellPageProps {
  readonly location: LayoutProps['location'];
  /** Doc pages' context names their sidebar (gatsby-node.ts, createPages). */
  readonly pageContext?: { readonly sidebar?: unknown } | null;
}

/**
 * What gatsby-browser and gatsby-ssr put around every page (wrapPageElement). The outer boundary
 * catches failures of the shell itself (e.g. a misconfigured navbar item) and shows the crash
 * screen without the shell.
 */
export function wrapPage(element: React.ReactNode, { location, pageContext }: ShellPageProps) {
  const sidebar = typeof pageContext?.sidebar === 'string' ? pageContext.sidebar : undefined;
  return (
    <ErrorBoundary fallback={(props) => <ErrorPageContent {...props} />}>
      <Layout location={location} sidebar={sidebar}>
        {element}
      </Layout>
    </ErrorBoundary>
  );
}
