import React from 'react';
import ErrorBoundary, { ErrorPageContent } from '../ErrorBoundary';
import Layout, { type LayoutProps } from '.';

/** The parts of Gatsby's page props the shell reads. */
export interface ShellPageProps {
  readonly location: LayoutProps['location'];
  /**
   * Doc pages' context names their sidebar; under `gatsby develop` a page's context also holds its
   * content errors (src/node/gatsby/site-node.ts, createPages).
   */
  readonly pageContext?: { readonly sidebar?: unknown; readonly contentErrors?: unknown; readonly contentErrorsOnly?: unknown } | null;
}

/**
 * The content-error panel, in development bundles only: webpack drops the branch (and the module)
 * from production bundles, where a content error fails the build instead.
 */
const DevContentErrors: typeof import('../DevContentErrors').default | null =
  process.env.NODE_ENV === 'development'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('../DevContentErrors') as typeof import('../DevContentErrors')).default
    : null;

/**
 * What gatsby-browser and gatsby-ssr put around every page (wrapPageElement). The outer boundary
 * catches failures of the shell itself (e.g. a misconfigured navbar item) and shows the crash
 * screen without the shell.
 */
export function wrapPage(element: React.ReactNode, { location, pageContext }: ShellPageProps) {
  const sidebar = typeof pageContext?.sidebar === 'string' ? pageContext.sidebar : undefined;
  const contentErrors = DevContentErrors && Array.isArray(pageContext?.contentErrors) ? (pageContext.contentErrors as string[]) : [];
  return (
    <ErrorBoundary fallback={(props) => <ErrorPageContent {...props} />}>
      <Layout location={location} sidebar={sidebar}>
        {DevContentErrors && contentErrors.length > 0 && <DevContentErrors problems={contentErrors} instead={pageContext?.contentErrorsOnly === true} />}
        {element}
      </Layout>
    </ErrorBoundary>
  );
}
