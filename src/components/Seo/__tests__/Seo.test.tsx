import React from 'react';
import { render, waitFor } from '@testing-library/react';
import Seo from '..';

const head = () => document.head;
const meta = (selector: string) => Array.from(head().querySelectorAll<HTMLMetaElement>(`meta[${selector}]`)).map((m) => m.content);
const link = (rel: string) => Array.from(head().querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)).map((l) => l.getAttribute('href'));
const jsonLd = () =>
  Array.from(head().querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);

async function renderSeo(element: React.ReactElement) {
  const view = render(element);
  await waitFor(() => expect(head().querySelector('link[rel="canonical"]')).not.toBeNull());
  return view;
}

describe('Seo', () => {
  it('gives a doc page its title, description, canonical URL and previews, once each', async () => {
    await renderSeo(
      <Seo
        title="OpenAI Chat Completions"
        description="Create a chat response."
        pathname="/docs/api-reference/openai/chat"
        type="article"
        dateModified="2025-06-01T10:00:00.000Z"
        markdown
      />,
    );
    expect(document.title).toBe('OpenAI Chat Completions | LLM Provider');
    expect([...head().querySelectorAll('link[rel="alternate"][type="text/markdown"]')].map((l) => l.getAttribute('href'))).toEqual([
      'https://docs.llmprovider.example/docs/api-reference/openai/chat.md',
    ]);
    expect(meta('name="description"')).toEqual(['Create a chat response.']);
    expect(link('canonical')).toEqual(['https://docs.llmprovider.example/docs/api-reference/openai/chat']);
    expect(meta('property="og:title"')).toEqual(['OpenAI Chat Completions']);
    expect(meta('property="og:description"')).toEqual(['Create a chat response.']);
    expect(meta('property="og:url"')).toEqual(['https://docs.llmprovider.example/docs/api-reference/openai/chat']);
    expect(meta('property="og:type"')).toEqual(['article']);
    expect(meta('property="og:site_name"')).toEqual(['LLM Provider']);
    expect(meta('property="og:image"')).toEqual(['https://docs.llmprovider.example/img/social-card.png']);
    expect(meta('name="twitter:card"')).toEqual(['summary_large_image']);
    expect(meta('name="twitter:image"')).toEqual(['https://docs.llmprovider.example/img/social-card.png']);
    expect(meta('property="article:modified_time"')).toEqual(['2025-06-01T10:00:00.000Z']);
    expect(meta('name="robots"')).toEqual([]);
  });

  it('describes a doc page as a TechArticle', async () => {
    await renderSeo(
      <Seo title="Rate limits" description="Limits." pathname="/docs/get-started/rate-limits" type="article" dateModified="2025-06-01T10:00:00.000Z" />,
    );
    const [article] = jsonLd();
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: 'Rate limits',
      description: 'Limits.',
      dateModified: '2025-06-01T10:00:00.000Z',
      url: 'https://docs.llmprovider.example/docs/get-started/rate-limits',
      inLanguage: 'en',
    });
  });

  it('titles the home page with the tagline and falls back to the tagline as description', async () => {
    await renderSeo(<Seo pathname="/" />);
    expect(document.title).toBe('LLM Provider | Seamless Access to Powerful Open & Proprietary LLMs');
    expect(meta('name="description"')).toEqual(['Seamless Access to Powerful Open & Proprietary LLMs']);
    expect(link('canonical')).toEqual(['https://docs.llmprovider.example/']);
    expect(head().querySelector('link[type="text/markdown"]')).toBeNull();
    expect(meta('property="og:type"')).toEqual(['website']);
    expect(jsonLd()[0]).toMatchObject({ '@type': 'WebSite', url: 'https://docs.llmprovider.example/' });
  });

  it('links the favicon and web manifest and sets a theme colour per colour scheme', async () => {
    await renderSeo(<Seo title="X" pathname="/x" />);
    expect(link('icon')).toEqual(['/img/favicon.svg']);
    expect(link('manifest')).toEqual(['/site.webmanifest']);
    const themes = Array.from(head().querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')).map((m) => [m.getAttribute('media'), m.content]);
    expect(themes).toEqual([
      ['(prefers-color-scheme: light)', '#ffffff'],
      ['(prefers-color-scheme: dark)', '#0d1117'],
    ]);
  });

  it('keeps the not-found page out of search indexes', async () => {
    await renderSeo(<Seo title="Page Not Found" pathname="/404" noindex />);
    expect(meta('name="robots"')).toEqual(['noindex']);
  });

  it('escapes structured data so it cannot close its script tag', async () => {
    await renderSeo(<Seo title="A </script> title" pathname="/docs/x" type="article" />);
    const script = head().querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(jsonLd()[0].headline).toBe('A </script> title');
  });
});
