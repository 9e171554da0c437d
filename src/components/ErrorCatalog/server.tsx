import React, { Suspense } from 'react';
import ErrorCatalog, { type ErrorCatalogProps } from './index';

/**
 * The error tables as pages get them. On the server (and in tests) they render at once, inside the
 * same Suspense boundary the browser version has, so hydration matches. The browser bundle gets
 * ./lazy.tsx instead (src/build/webpack.ts replaces this module): their code then downloads only
 * on the pages that show them, not with every page (as the model table's, see ModelCatalog).
 */
export default function ErrorCatalogEntry(props: ErrorCatalogProps) {
  return (
    <Suspense fallback={null}>
      <ErrorCatalog {...props} />
    </Suspense>
  );
}
