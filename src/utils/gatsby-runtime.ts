/**
 * Typed access to the parts of Gatsby's browser runtime this site hooks into. They are globals
 * that Gatsby 5 sets in production-app.js and navigation.js before `onClientEntry` runs
 * (`window.___loader`, `window.___navigate`); they are absent in unit tests and on the server.
 */

/** What `___loader.loadPage` resolves to: page resources, or `{status: 'error'}` on failure. */
export interface PageResourcesLike {
  readonly status?: string;
  readonly error?: unknown;
  readonly page?: { readonly path: string };
}

export interface GatsbyLoader {
  loadPage(rawPath: string): Promise<PageResourcesLike | null | undefined>;
  hovering(rawPath: string): void;
}

export type NavigateFn = (to: string | number, options?: Record<string, unknown>) => void;

/**
 * The site's scripts are added after the first contentful paint (src/build/deferred-scripts.ts).
 * When every one has loaded or failed, this event is fired on window and this flag set to true.
 */
export const SCRIPTS_SETTLED_EVENT = 'lp-scripts-settled';
export const SCRIPTS_SETTLED_FLAG = '__LP_SCRIPTS_SETTLED__';

export interface GatsbyWindow {
  ___loader?: GatsbyLoader;
  ___navigate?: NavigateFn;
  /** Set by onClientEntry: the site's scripts ran (read by the base-URL banner script). */
  __LP_APP_STARTED__?: boolean;
}

export function gatsbyWindow(): (Window & GatsbyWindow) | null {
  return typeof window === 'undefined' ? null : (window as Window & GatsbyWindow);
}

/** Gatsby's status for page resources that could not be loaded. */
export const RESOURCES_ERROR = 'error';

export function isLoadFailure(resources: PageResourcesLike | null | undefined): boolean {
  return !resources || resources.status === RESOURCES_ERROR;
}

/** Gatsby answers an unknown path with the resources of its 404 page. */
export function isNotFoundPage(resources: PageResourcesLike | null | undefined): boolean {
  const path = resources?.page?.path ?? '';
  return /^\/404(?:\.html|\/)?$/.test(path);
}
