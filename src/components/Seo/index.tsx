import React from 'react';
import { Helmet } from 'react-helmet';
import { siteConfig } from '../../config/runtime';

export interface SeoProps {
  /** Page title; the site title is appended. Omit on the home page. */
  readonly title?: string;
  readonly description?: string;
}

/** Document head for one page: title and description. */
export default function Seo({ title, description }: SeoProps) {
  const fullTitle = title ? `${title} | ${siteConfig.title}` : `${siteConfig.title} | ${siteConfig.tagline}`;
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? siteConfig.tagline} />
    </Helmet>
  );
}
