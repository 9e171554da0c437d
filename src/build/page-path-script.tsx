/**
 * Gatsby writes `window.pagePath="/docs/x"` into an inline script of every page (id
 * `gatsby-script-loader`; the browser runtime compares it with the URL to fix non-canonical
 * ones). Its text differs on every page, so the Content-Security-Policy (src/node/csp.ts) would
 * need one hash per page: tens of kilobytes of response header on a large site. Here the path
 * moves to a data attribute and the script becomes the same on every page, with one hash.
 * Relies on Gatsby 5.16's static-entry (see src/build/webpack.ts for the list of internals).
 */
import React from 'react';

export const PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.dataset.pagePath;';

export const GATSBY_PAGE_PATH = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

interface ScriptProps {
  readonly id?: string;
  readonly dangerouslySetInnerHTML?: { readonly __html?: string };
}

/**
 * `components` with Gatsby's page-path script replaced by the constant one. Throws when the
 * script has another shape, or is missing while `required` (production builds; the development
 * server's HTML has no such script): a Gatsby upgrade changed it, and a failed build is better
 * than a policy that blocks every page's script.
 */
export function withConstantPagePathScript(components: readonly React.ReactNode[], required = true): React.ReactNode[] {
  let replaced = false;
  const out = components.map((component) => {
    if (!React.isValidElement<ScriptProps>(component) || component.props.id !== 'gatsby-script-loader') return component;
    const match = GATSBY_PAGE_PATH.exec(component.props.dangerouslySetInnerHTML?.__html ?? '');
    if (!match) {
      throw new Error(
        `src/build/page-path-script.tsx: Gatsby's gatsby-script-loader script changed shape (${String(component.props.dangerouslySetInnerHTML?.__html).slice(0, 80)}). Update GATSBY_PAGE_PATH.`,
      );
    }
    replaced = true;
    const pagePath = JSON.parse(match[1]) as string;
    return (
      <script
        key={component.key ?? 'script-loader'}
        id="gatsby-script-loader"
        data-page-path={pagePath}
        dangerouslySetInnerHTML={{ __html: PAGE_PATH_SCRIPT }}
      />
    );
  });
  if (!replaced && required)
    throw new Error("src/build/page-path-script.tsx: Gatsby's gatsby-script-loader script was not found. Update withConstantPagePathScript.");
  return out;
}
