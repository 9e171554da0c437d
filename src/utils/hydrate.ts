import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Gatsby's `replaceHydrateFunction`: hydrates the server HTML as a React transition. A plain
 * `hydrateRoot` works through the whole page in one task (200–350 ms of blocking time on the API
 * pages under Lighthouse's mobile throttling); as a transition React works in slices of a few
 * milliseconds and lets the browser paint and handle input between them. A tap or key press
 * before it has finished makes React finish hydrating at once and then replays the event, so no
 * input is lost. Pages rendered without server HTML (an empty focus wrapper) are rendered, as
 * Gatsby does.
 */
export function hydrateInSlices(element: ReactElement, container: Element): void {
  const wrapper = document.getElementById('gatsby-focus-wrapper');
  if (!wrapper || wrapper.children.length === 0) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
