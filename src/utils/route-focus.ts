/**
 * Where keyboard focus goes after a navigation is decided by SkipToContent alone: a link
 * navigation (PUSH, no hash) moves it to the skip link's region; Back/Forward, replacements and
 * hash changes leave it where it was.
 *
 * Gatsby's router (@gatsbyjs/reach-router's focus handler) calls `focus()` on its wrapper
 * `#gatsby-focus-wrapper` after every change of page, Back and Forward included, which it can do
 * because it renders the wrapper with `tabindex="-1"`. Without the attribute that call does
 * nothing. React set it once, while hydrating, and leaves it alone afterwards (the prop never
 * changes). A side benefit: a click on plain text no longer focuses the whole page, so Tab then
 * continues from where the reader clicked.
 */
export const FOCUS_WRAPPER_ID = 'gatsby-focus-wrapper';

/** onRouteUpdate (also on the first render, before the router's focus effect runs). */
export function releaseRouterFocus(doc: Document = document): void {
  const wrapper = doc.getElementById(FOCUS_WRAPPER_ID);
  if (!wrapper) {
    // A Gatsby internal the focus rule rests on (RELIANCES in src/build/adjustments.ts).
    console.error(
      `Gatsby's #${FOCUS_WRAPPER_ID} is missing: focus after navigation is left to Gatsby's router. Update src/utils/route-focus.ts for this Gatsby version.`,
    );
    return;
  }
  wrapper.removeAttribute('tabindex');
}
