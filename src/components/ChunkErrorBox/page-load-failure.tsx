/**
 * The red box for a page whose own code or data failed to load as it opened. React never starts
 * then (Gatsby gives up before rendering), so the box gets its own small React root, placed at the
 * top of the page's main content: the static HTML below stays readable. "Retry" loads the page
 * again, once per click; nothing reloads by itself, so a page that keeps failing cannot loop.
 */
import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { translate } from '../../i18n/translate';
import { MAIN_CONTENT_ID } from '../SkipToContent';
import ChunkErrorBox from '.';

/** Id of the element holding the box (one per page). */
export const PAGE_LOAD_FAILURE_ID = 'lp-page-load-failure';

function PageLoadFailure({ error, reload }: { readonly error: unknown; readonly reload: () => void }) {
  const [reloading, setReloading] = useState(false);
  return (
    <ChunkErrorBox
      error={error}
      onRetry={() => {
        if (reloading) return;
        setReloading(true);
        reload();
      }}
    />
  );
}

/** Where the box goes: the top of the page's `main`, else of the shell's main area, else of `body`. */
function hostFor(doc: Document): { parent: Element; before: Node | null } {
  const main = doc.querySelector(`#${MAIN_CONTENT_ID} main`) ?? doc.getElementById(MAIN_CONTENT_ID) ?? doc.body;
  return { parent: main, before: main.firstChild };
}

export function showPageLoadFailure(error: unknown, pathname: string, reload: () => void = () => window.location.reload()): void {
  if (document.getElementById(PAGE_LOAD_FAILURE_ID)) return;
  const container = document.createElement('div');
  container.id = PAGE_LOAD_FAILURE_ID;
  const { parent, before } = hostFor(document);
  parent.insertBefore(container, before);
  const shown = error ?? translate('theme.loading.pageResourcesFailed', { path: pathname });
  createRoot(container).render(<PageLoadFailure error={shown} reload={reload} />);
}
