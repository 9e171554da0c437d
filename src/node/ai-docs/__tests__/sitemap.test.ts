/**
 * @jest-environment node
 */
import { buildRobotsTxt, buildSitemap, isIndexablePath } from '../sitemap';

const site = { url: 'https://docs.example.com', baseUrl: '/' };

describe('sitemap.xml', () => {
  const xml = buildSitemap(site, [
    { path: '/docs/b', lastModified: '2025-06-02T10:00:00.000Z' },
    { path: '/', lastModified: null },
    { path: '/404/' },
    { path: '/404.html' },
    { path: '/dev-404-page/' },
    { path: '/docs/a/', lastModified: '2025-06-01T10:00:00.000Z' },
    { path: '/docs/a', lastModified: '2025-01-01T00:00:00.000Z' },
    { path: '/q&a' },
  ]);

  it('is a sitemaps.org urlset', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists each indexable page once, with absolute URLs, sorted, without trailing slashes', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://docs.example.com/',
      'https://docs.example.com/docs/a',
      'https://docs.example.com/docs/b',
      'https://docs.example.com/q&amp;a',
    ]);
  });

  it('gives lastmod where the date is known (the first entry of a path wins)', () => {
    expect(xml).toContain('<loc>https://docs.example.com/docs/a</loc>\n    <lastmod>2025-06-01T10:00:00.000Z</lastmod>');
    expect(xml).toContain('<loc>https://docs.example.com/docs/b</loc>\n    <lastmod>2025-06-02T10:00:00.000Z</lastmod>');
    expect(xml).toContain('<loc>https://docs.example.com/</loc>\n  </url>');
  });

  it('follows the path prefix', () => {
    const prefixed = buildSitemap({ ...site, baseUrl: '/llm-docs/' }, [{ path: '/docs' }, { path: '/' }]);
    expect(prefixed).toContain('<loc>https://docs.example.com/llm-docs/docs</loc>');
    expect(prefixed).toContain('<loc>https://docs.example.com/llm-docs</loc>');
  });

  it('leaves out the not-found pages', () => {
    expect(isIndexablePath('/404')).toBe(false);
    expect(isIndexablePath('/404.html')).toBe(false);
    expect(isIndexablePath('/dev-404-page/')).toBe(false);
    expect(isIndexablePath('/docs/get-started/error-codes')).toBe(true);
    expect(isIndexablePath('/docs/404-errors')).toBe(true);
  });
});

describe('robots.txt', () => {
  it('allows crawling and names the absolute sitemap URL', () => {
    expect(buildRobotsTxt(site)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n');
    expect(buildRobotsTxt({ ...site, baseUrl: '/llm-docs/' })).toContain('Sitemap: https://docs.example.com/llm-docs/sitemap.xml');
  });
});
