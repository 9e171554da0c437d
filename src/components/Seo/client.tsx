/**
 * The browser build's `Seo` (gatsby-node.ts swaps it in for ./index.tsx in the JavaScript bundle).
 * Every page's HTML already carries its full head, rendered by ./index.tsx with react-helmet, and
 * search engines and link previews read that HTML. In the browser the head only has to follow
 * client-side navigation: title, description, canonical URL (which browsers' share menus use),
 * the preview URL and text, the Markdown alternate and the robots rule. Doing that directly keeps react-helmet and the
 * structured-data code out of the JavaScript every reader downloads.
 */
import { useEffect } from 'react';
import { siteConfig } from '../../config/runtime';
import { absoluteUrl, markdownUrl } from '../../utils/page-url';
import type { SeoProps } from '.';
import { pageDescription, pageTitle } from './meta';

function setAttribute(selector: string, attribute: string, value: string): void {
  document.head.querySelectorAll(selector).forEach((element) => element.setAttribute(attribute, value));
}

/** The page's text/markdown alternate (its Markdown twin): pointed at `href`, added if missing, or removed when null. */
function setMarkdownAlternate(href: string | null): void {
  let element = document.head.querySelector('link[rel="alternate"][type="text/markdown"]');
  if (href === null) return element?.remove();
  if (!element) {
    element = document.createElement('link');
    element.setAttribute('rel', 'alternate');
    element.setAttribute('type', 'text/markdown');
    document.head.appendChild(element);
  }
  element.setAttribute('href', href);
}

export default function Seo({ title, description, pathname = '/', noindex = false, markdown = false }: SeoProps) {
  const fullTitle = pageTitle(title);
  const text = pageDescription(description);
  const canonical = absoluteUrl(siteConfig, pathname);
  useEffect(() => {
    document.title = fullTitle;
    setAttribute('link[rel="canonical"]', 'href', canonical);
    // A doc page announces its Markdown twin; a page without one (home, not found) announces none.
    setMarkdownAlternate(markdown ? markdownUrl(siteConfig, pathname) : null);
    setAttribute('meta[property="og:url"]', 'content', canonical);
    setAttribute('meta[name="description"],meta[property="og:description"],meta[name="twitter:description"]', 'content', text);
    setAttribute('meta[property="og:title"],meta[name="twitter:title"]', 'content', title ?? fullTitle);
    let robots = document.head.querySelector('meta[name="robots"]');
    if (noindex && !robots) {
      robots = document.createElement('meta');
      robots.setAttribute('name', 'robots');
      robots.setAttribute('content', 'noindex');
      document.head.appendChild(robots);
    } else if (!noindex) robots?.remove();
  }, [fullTitle, canonical, text, title, noindex, markdown, pathname]);
  return null;
}
