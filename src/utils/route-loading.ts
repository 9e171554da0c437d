/**
 * Client-side navigation behaviour, installed from gatsby-browser:
 *
 * - Progress bar (`progress`). Gatsby loads the next page's data and code *before* it changes the location,
 *   and only then fires onPreRouteUpdate/onRouteUpdate back to back, so a timer started in
 *   onPreRouteUpdate would never see the wait. The wait starts when `window.___navigate` is
 *   called (every <Link> click and `navigate()` go through it) or on back/forward (popstate);
 *   it ends in onRouteUpdate. Only a change of pathname counts: hash-only and query-only
 *   navigations show nothing.
 * - Failed route. Gatsby's navigate already does a full load of the target when its page-data
 *   or component chunk fails, but without any guard and dropping the query and hash. We load
 *   the resources first; on failure we do the full load ourselves, at most once per URL until
 *   that URL has loaded successfully (a sessionStorage mark, cleared in onRouteUpdate).
 * - Failed first load. When the page's own data or code cannot be loaded as the page opens,
 *   Gatsby does not start React at all (production-app.js throws) and the static HTML stays,
 *   never interactive, with no word to the reader. We ask the loader for the same page (it shares
 *   the request with Gatsby's) and, on the same failure, hand the error to `onFirstLoadFailure`,
 *   which shows the red box with "Retry" (src/components/ChunkErrorBox/page-load-failure.tsx).
 * - A navigation waits for a history traversal the site started itself (closing the phone drawer
 *   goes back over its entry; src/utils/own-traversal.ts), which would otherwise undo it in Safari.
 * - Scroll on Back/Forward. Left to Gatsby's scroll handler while the app runs
 *   (`routerRestoresScroll`, src/utils/route-scroll.ts): Firefox's and Safari's own restoration
 *   made it record wrong positions.
 * - Hover preloading. Gatsby's <Link> calls `___loader.hovering` on mouseenter, which loads the
 *   page even on 2g or data-saver connections (its visibility prefetch checks them). We skip it
 *   there, so nothing is fetched until the visitor navigates.
 */
import { currentConnection, isSlowConnection } from './connection';
import { createStorageSlot, STORAGE_KEYS } from './storage';
import { gatsbyWindow, isLoadFailure, type NavigateFn } from './gatsby-runtime';
import { navigateReplacing } from './replace-navigation';
import { routerRestoresScroll } from './route-scroll';
import { afterOwnTraversal } from './own-traversal';

export interface LocationLike {
  readonly pathname: string;
  readonly search: string;
}

/** The key of a URL for the reload guard: path and query (the hash never affects loading). */
export function routeKey(location: LocationLike): string {
  return `${location.pathname}${location.search}`;
}

function reloadSlot(key: string) {
  return createStorageSlot(STORAGE_KEYS.routeReload(key), 'sessionStorage');
}

/**
 * Full load of `url` after a failed client navigation, unless one was already forced for the
 * same URL and it has not loaded successfully since (which would mean a reload loop).
 * @returns whether the page is being loaded.
 */
export function fullLoadOnce(key: string, url: string, assign: (url: string) => void): boolean {
  const slot = reloadSlot(key);
  if (slot.get() !== null) {
    console.error(`Loading ${url} failed again after a full page load; not reloading a second time.`);
    return false;
  }
  slot.set(String(Date.now()));
  assign(url);
  return true;
}

/**
 * What shows that a navigation is under way (src/components/ProgressBar, handed in by
 * gatsby-browser: a utility does not reach up into the components).
 */
export interface NavigationProgress {
  /** A navigation started: show progress if it is still running after a short delay. */
  schedule(): void;
  /** The new page is rendered (or the navigation stopped). */
  done(): void;
}

let progress: NavigationProgress | null = null;
let renderedPathname: string | null = null;
/** The page the tab opened on, whose first render (hydration) may end after a navigation began. */
let firstPathname: string | null = null;
let firstRenderSeen = false;
/** A navigation to another page is under way (the bar is scheduled or shown). */
let navigating = false;

function startProgress(bar: NavigationProgress): void {
  navigating = true;
  bar.schedule();
}

function endProgress(): void {
  navigating = false;
  progress?.done();
}

export interface RouteLoadingOptions {
  /** Shows a navigation that takes a while. */
  readonly progress: NavigationProgress;
  /** Called when the page being opened cannot be loaded (its code or data), so React never starts. */
  readonly onFirstLoadFailure?: (error: unknown, pathname: string) => void;
}

/** onClientEntry: wraps Gatsby's navigate and hover preloading. Safe to call more than once. */
export function installRouteLoading({ progress: bar, onFirstLoadFailure }: RouteLoadingOptions): void {
  const win = gatsbyWindow();
  if (!win || progress) return;
  progress = bar;
  routerRestoresScroll(win);
  renderedPathname = win.location.pathname;
  firstPathname = win.location.pathname;

  const loader = win.___loader;
  const navigate = win.___navigate;
  // Gatsby internals the spec's behaviours rest on (RELIANCES in src/build/adjustments.ts): say so
  // when a production build lacks them (`gatsby develop` defines ___navigate after onClientEntry).
  if (process.env.NODE_ENV === 'production' && (!loader || !navigate || typeof loader.hovering !== 'function')) {
    console.error(
      "Gatsby's window.___loader (with hovering) or window.___navigate is missing: the progress bar, failed-route handling and the slow-connection prefetch rule are off. Update src/utils/route-loading.ts for this Gatsby version.",
    );
  }
  if (loader && onFirstLoadFailure) {
    // The same path Gatsby's production-app.js loads next (and then renders, or gives up on).
    const { pathname, search } = win.location;
    Promise.resolve(loader.loadPage(pathname + search)).then(
      (resources) => {
        if (isLoadFailure(resources)) onFirstLoadFailure(resources?.error, pathname);
      },
      (error: unknown) => onFirstLoadFailure(error, pathname),
    );
  }
  if (loader && navigate) {
    const wrapped: NavigateFn = (to, options) => {
      if (typeof to !== 'string') {
        navigate(to, options);
        return;
      }
      const target = new URL(to, win.location.href);
      if (target.origin !== win.location.origin) {
        navigate(to, options);
        return;
      }
      if (target.pathname !== win.location.pathname) startProgress(bar);
      loader.loadPage(target.pathname + target.search).then(
        (resources) => {
          if (!isLoadFailure(resources)) {
            afterOwnTraversal(() => navigate(to, options));
            return;
          }
          console.warn(`Could not load the code or data of ${target.pathname}; loading the page in full.`, resources?.error ?? '');
          const url = target.pathname + target.search + target.hash;
          if (!fullLoadOnce(routeKey(target), url, (href) => win.location.assign(href))) endProgress();
        },
        () => afterOwnTraversal(() => navigate(to, options)),
      );
    };
    win.___navigate = wrapped;
  }

  if (typeof loader?.hovering === 'function') {
    const hovering = loader.hovering.bind(loader);
    loader.hovering = (rawPath: string) => {
      if (!isSlowConnection(currentConnection())) hovering(rawPath);
    };
  }

  win.addEventListener('popstate', () => {
    if (win.location.pathname !== renderedPathname) startProgress(bar);
  });
}

/**
 * onRouteUpdate: the page at `location` has rendered. The URL can move on before the first page has
 * rendered (Back pressed, or a script navigating, while the page's scripts load): that first render
 * then does not end the navigation's progress, and when the address bar already shows another page
 * (a Back that Gatsby's router, not yet listening, did not see), Gatsby is sent there in place of
 * the page it rendered.
 */
export function routeRendered(location: LocationLike): void {
  const first = !firstRenderSeen;
  firstRenderSeen = true;
  const win = gatsbyWindow();
  if (first && win && win.location.pathname !== location.pathname && win.___navigate) {
    renderedPathname = location.pathname;
    const here = win.location.pathname + win.location.search + win.location.hash;
    navigateReplacing(win.___navigate, here, here);
    return;
  }
  if (!(first && navigating && location.pathname === firstPathname)) endProgress();
  renderedPathname = location.pathname;
  if (typeof window !== 'undefined') reloadSlot(routeKey(location)).del();
}

/** Test hook. */
export function resetRouteLoading(): void {
  progress = null;
  renderedPathname = null;
  firstPathname = null;
  firstRenderSeen = false;
  navigating = false;
}
