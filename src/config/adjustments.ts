/**
 * Which of the browser-side adjustments of Gatsby are on: gatsby-node defines the list at compile
 * time (webpack DefinePlugin, from SITE_GATSBY_ADJUSTMENTS; the registry is src/build/adjustments.ts),
 * and jest.config.ts as a global with every one on.
 */
declare const __SITE_ADJUSTMENTS__: readonly string[];

/** The adjustments browser code and gatsby-ssr ask about (BUNDLED_ADJUSTMENTS of the registry). */
export type BrowserAdjustment = 'hydrate-in-slices' | 'scripts-after-paint' | 'page-path-script';

export function browserAdjustmentOn(id: BrowserAdjustment): boolean {
  return __SITE_ADJUSTMENTS__.includes(id);
}
