import { useEffect, useState } from 'react';
import { navigate, withPrefix } from 'gatsby';
import { cleanPathForNotFound } from '../utils/clean-url';
import { gatsbyWindow, isLoadFailure, isNotFoundPage } from '../utils/gatsby-runtime';
import { navigateReplacing } from '../utils/replace-navigation';

declare const __PATH_PREFIX__: string;

/**
 * On the not-found page: a static host answers `/docs/x.html` with 404.html. If `/docs/x` is a
 * page, go there (replacing the history entry) instead of saying "not found".
 * @returns true while it checks or redirects, so the page can hold back its "not found" text.
 */
export function useHtmlSuffixRedirect(): boolean {
  const [redirecting, setRedirecting] = useState(false);
  useEffect(() => {
    const win = gatsbyWindow();
    if (!win) return undefined;
    const clean = cleanPathForNotFound(win.location.pathname, typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : '');
    if (clean === null) return undefined;
    const rest = `${win.location.search}${win.location.hash}`;
    const loader = win.___loader;
    if (!loader) {
      // A Gatsby internal (RELIANCES in src/build/adjustments.ts): redirect without first checking the page.
      console.error(
        "Gatsby's window.___loader is missing: redirecting without checking the page. Update src/hooks/useHtmlSuffixRedirect.ts for this Gatsby version.",
      );
      navigateReplacing(navigate, `${clean}${rest}`, `${withPrefix(clean)}${rest}`);
      return undefined;
    }
    let cancelled = false;
    setRedirecting(true);
    loader.loadPage(withPrefix(clean)).then(
      (resources) => {
        if (cancelled) return;
        if (isLoadFailure(resources)) {
          // Exists as HTML but its code or data did not load: let the browser load it.
          win.location.replace(`${withPrefix(clean)}${rest}`);
        } else if (isNotFoundPage(resources)) {
          setRedirecting(false);
        } else {
          navigateReplacing(navigate, `${clean}${rest}`, `${withPrefix(clean)}${rest}`);
        }
      },
      () => {
        if (!cancelled) setRedirecting(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return redirecting;
}
