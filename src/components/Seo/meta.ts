/** What the server-rendered head (./index.tsx) and its browser stand-in (./client.tsx) agree on. */
import { siteConfig } from '../../config/runtime';

/** `<page> | <site>`, or `<site> | <tagline>` on the home page. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${siteConfig.title}` : `${siteConfig.title} | ${siteConfig.tagline}`;
}

/** The page's description, else the site's tagline. */
export function pageDescription(description?: string): string {
  return description?.trim() || siteConfig.tagline;
}
