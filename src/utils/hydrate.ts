import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Gatsby's `replaceHydrateFunction`: hydrates the server HTML as a React transition. A plain
 * `hydrateRoot` works through the whole page in one task (most of the blocking time on the API
 * pages under Lighthouse's mobile throttling; see docs/decisions/014-hydration-as-a-transition.md);
 * as a transition React works in slices of a few milliseconds and lets the browser paint and handle
 * input between them. A tap or key press before it has finished makes React finish hydrating at
 * once and then replays the event, so no input is lost.
 *
 * The same goes for the state the page adopts once it runs in the browser: the window size (which
 * mounts the phone drawer with its copy of the sidebar), "mounted" flags, the colour mode set by
 * the pre-paint script, the width of code blocks. Those updates come from effects that run right
 * after hydration, and React renders an update from an effect in one task unless it is marked as
 * a transition: on the API page under Lighthouse's mobile throttling that was a long render and a
 * long commit (figures: docs/decisions/033-updates-after-hydration-as-transitions.md). Each such
 * effect therefore wraps its update in `startTransition`; later updates (a click, a resize, a
 * storage event) stay urgent.
 *
 * Gatsby calls the same function for every React root it mounts. Only a container that holds
 * server HTML (the page root with a filled focus wrapper) is hydrated; any other is rendered:
 * pages without server HTML (an empty focus wrapper, as in `gatsby develop`), and the empty
 * element `gatsby develop` mounts its loading indicator in after the page has rendered. Deciding
 * by the page's focus wrapper instead hydrated that empty element, and React reported a mismatch
 * on every page load in the dev server. Returns a function that unmounts the root, which Gatsby
 * calls to remove its first-render indicator.
 */
export function hydrateInSlices(element: ReactElement, container: Element): () => void {
  const wrapper = container.querySelector('#gatsby-focus-wrapper');
  if (!wrapper && container.children.length > 0) {
    // Server HTML without Gatsby's focus wrapper: Gatsby changed its markup, and every page would
    // be rendered anew instead of hydrated (src/build/adjustments.ts, `hydrate-in-slices`).
    console.error(
      "Gatsby's #gatsby-focus-wrapper is missing from the server HTML: hydrateInSlices renders instead of hydrating. Update src/utils/hydrate.ts for this Gatsby version.",
    );
  }
  if (!wrapper || wrapper.children.length === 0) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root!: Root; // startTransition runs its callback at once
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root.unmount();
}
