import React from 'react';
import { Helmet } from 'react-helmet';
import { siteConfig } from '../../config/runtime';
import { absoluteUrl, markdownUrl, prefixedPath } from '../../utils/page-url';
import { pageDescription, pageTitle } from './meta';
import { jsonInScript } from '../../utils/script-json';

export interface SeoProps {
  /** Page title; the site title is appended. Omit on the home page. */
  readonly title?: string;
  /** One sentence for search results and link previews; defaults to the site's tagline. */
  readonly description?: string;
  /** Site path of the page without the path prefix, e.g. `/docs/get-started/error-codes`. Defaults to `/`. */
  readonly pathname?: string;
  /** Open Graph type: `article` for doc pages (adds TechArticle structured data), else `website`. */
  readonly type?: 'website' | 'article';
  /** ISO 8601 date of the page's last change (articles). */
  readonly dateModified?: string | null;
  /** Keeps the page out of search indexes (the not-found page). */
  readonly noindex?: boolean;
  /** Extra structured data (schema.org objects), added after the one Seo builds itself. */
  readonly jsonLd?: Readonly<Record<string, unknown>> | ReadonlyArray<Readonly<Record<string, unknown>>>;
  /** An Atom feed the page announces (`href` a site path), such as the Change Log's. */
  readonly feed?: { readonly href: string; readonly title: string } | null;
  /** The page has a Markdown twin (`/docs/x.md`): announced as its text/markdown alternate, for agents. */
  readonly markdown?: boolean;
}

/** Site-wide preview image (static/img/social-card.png, made by scripts/make-social-card.mjs). */
export const SOCIAL_CARD = { path: '/img/social-card.png', width: 1200, height: 630 } as const;

/**
 * Browser UI colour per colour scheme: the page background of tokens.css (`--lp-color-bg`), light
 * and dark. Meta tags cannot read CSS variables, so the two values are repeated here.
 */
export const THEME_COLORS = { light: '#ffffff', dark: '#0d1117' } as const;

/** `<script type="application/ld+json">` content, safe inside HTML. */
function jsonLdText(data: unknown): string {
  return jsonInScript(data);
}

/**
 * Document head of one page: title, description, canonical URL, previews, icons and structured data.
 * Rendered into the HTML at build time; the browser bundle gets ./client.tsx instead (see there).
 */
export default function Seo({ title, description, pathname = '/', type = 'website', dateModified, noindex = false, jsonLd, feed, markdown = false }: SeoProps) {
  const fullTitle = pageTitle(title);
  const text = pageDescription(description);
  const canonical = absoluteUrl(siteConfig, pathname);
  const home = absoluteUrl(siteConfig, '/');
  const image = absoluteUrl(siteConfig, SOCIAL_CARD.path);
  const imageAlt = `${siteConfig.title}: ${siteConfig.tagline}`;
  const locale = siteConfig.i18n.defaultLocale;
  const language = siteConfig.i18n.localeConfigs[locale]?.htmlLang ?? locale;

  const structured: Array<Readonly<Record<string, unknown>>> = [];
  if (type === 'article') {
    structured.push({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: title ?? siteConfig.title,
      description: text,
      url: canonical,
      mainEntityOfPage: canonical,
      ...(dateModified ? { dateModified } : {}),
      inLanguage: language,
      image,
      isPartOf: { '@type': 'WebSite', name: siteConfig.title, url: home },
      publisher: { '@type': 'Organization', name: siteConfig.title, url: home, logo: absoluteUrl(siteConfig, `/${siteConfig.favicon}`) },
    });
  } else if (canonical === home) {
    structured.push({ '@context': 'https://schema.org', '@type': 'WebSite', name: siteConfig.title, description: text, url: home, inLanguage: language });
  }
  if (jsonLd) structured.push(...(Array.isArray(jsonLd) ? jsonLd : [jsonLd as Readonly<Record<string, unknown>>]));

  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      {feed && <link rel="alternate" type="application/atom+xml" title={feed.title} href={absoluteUrl(siteConfig, feed.href)} />}
      {markdown && <link rel="alternate" type="text/markdown" href={markdownUrl(siteConfig, pathname)} />}
      <link rel="icon" href={prefixedPath(siteConfig, `/${siteConfig.favicon}`)} type={siteConfig.favicon.endsWith('.svg') ? 'image/svg+xml' : undefined} />
      <link rel="manifest" href={prefixedPath(siteConfig, '/site.webmanifest')} />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />

      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:title" content={title ?? fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      {type === 'article' && dateModified && <meta property="article:modified_time" content={dateModified} />}

      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title ?? fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />

      {structured.map((data, index) => (
        <script key={index} type="application/ld+json">
          {jsonLdText(data)}
        </script>
      ))}
    </Helmet>
  );
}
