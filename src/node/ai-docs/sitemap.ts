/**
 * sitemap.xml and robots.txt: which pages search engines should index, and where the list is.
 * Pure functions; the build (./index.ts) gathers the pages and writes the files.
 */
import { absoluteUrl, type UrlConfig } from '../../utils/page-url';

export interface SitemapEntry {
  /** Site path without the path prefix, e.g. `/docs/get-started/error-codes`. */
  readonly path: string;
  /** ISO 8601 date of the last change, if known. */
  readonly lastModified?: string | null;
}

/** Paths that are not real pages: the not-found page in its forms and Gatsby's development 404. */
export function isIndexablePath(path: string): boolean {
  return !/^\/(404|404\.html|dev-404-page)\/?$/.test(path);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A sitemap with one `<url>` per indexable page, sorted by path, without duplicates. */
export function buildSitemap(config: UrlConfig, entries: readonly SitemapEntry[]): string {
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of entries) {
    const path = entry.path.length > 1 ? entry.path.replace(/\/+$/, '') : entry.path;
    if (isIndexablePath(path) && !byPath.has(path)) byPath.set(path, { ...entry, path });
  }
  const urls = [...byPath.values()]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((entry) => {
      const lastmod = entry.lastModified ? `\n    <lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(config, entry.path))}</loc>${lastmod}\n  </url>`;
    });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** robots.txt allowing every crawler and naming the sitemap. */
export function buildRobotsTxt(config: UrlConfig): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(config, '/sitemap.xml')}`, ''].join('\n');
}
