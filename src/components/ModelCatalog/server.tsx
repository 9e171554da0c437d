import React, { Suspense } from 'react';
import ModelCatalog, { type ModelCatalogProps } from './index';

/**
 * The model table as pages get it. On the server (and in tests) it renders at once, inside the
 * same Suspense boundary the browser version has, so hydration matches. The browser bundle gets
 * ./lazy.tsx instead (src/build/webpack.ts replaces this module): its code then downloads only on
 * pages that show the table. The server must not suspend: Gatsby renders several pages at once
 * and react-helmet's head state is shared between them.
 */
export default function ModelCatalogEntry(props: ModelCatalogProps) {
  return (
    <Suspense fallback={null}>
      <ModelCatalog {...props} />
    </Suspense>
  );
}
