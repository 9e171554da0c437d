import React from 'react';
import { render } from '@testing-library/react';
import Seo from '../client';

/** The head as the server renders it for a first page (a subset of ../index.tsx's tags). */
function serverHead() {
  document.head.innerHTML = [
    '<title>Quick Start | LLM Provider</title>',
    '<meta name="description" content="First page">',
    '<link rel="canonical" href="https://docs.llmprovider.example/docs/get-started/quick-start">',
    '<meta property="og:url" content="https://docs.llmprovider.example/docs/get-started/quick-start">',
    '<meta property="og:title" content="Quick Start">',
    '<meta property="og:description" content="First page">',
    '<meta name="twitter:title" content="Quick Start">',
    '<meta name="twitter:description" content="First page">',
  ].join('');
}

const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name);

describe('Seo in the browser bundle', () => {
  beforeEach(serverHead);

  it('follows a client-side navigation: title, description, canonical and preview tags', () => {
    render(<Seo title="Error codes" description="Every status the gateway returns." pathname="/docs/get-started/error-codes" />);
    expect(document.title).toBe('Error codes | LLM Provider');
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://docs.llmprovider.example/docs/get-started/error-codes');
    expect(attr('meta[property="og:url"]', 'content')).toBe('https://docs.llmprovider.example/docs/get-started/error-codes');
    expect(attr('meta[name="description"]', 'content')).toBe('Every status the gateway returns.');
    expect(attr('meta[property="og:description"]', 'content')).toBe('Every status the gateway returns.');
    expect(attr('meta[name="twitter:description"]', 'content')).toBe('Every status the gateway returns.');
    expect(attr('meta[property="og:title"]', 'content')).toBe('Error codes');
    expect(attr('meta[name="twitter:title"]', 'content')).toBe('Error codes');
  });

  it('uses the site title and tagline on the home page and renders nothing itself', () => {
    const { container } = render(<Seo pathname="/" />);
    expect(container).toBeEmptyDOMElement();
    expect(document.title).toBe('LLM Provider | Seamless Access to Powerful Open & Proprietary LLMs');
    expect(attr('meta[name="description"]', 'content')).toBe('Seamless Access to Powerful Open & Proprietary LLMs');
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://docs.llmprovider.example/');
  });

  it("points the Markdown alternate at the next doc page's twin, and drops it on a page without one", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="alternate" type="text/markdown" href="https://docs.llmprovider.example/docs/get-started/quick-start.md">',
    );
    const { rerender } = render(<Seo title="Error codes" pathname="/docs/get-started/error-codes" markdown />);
    expect(document.head.querySelectorAll('link[type="text/markdown"]')).toHaveLength(1);
    expect(attr('link[rel="alternate"][type="text/markdown"]', 'href')).toBe('https://docs.llmprovider.example/docs/get-started/error-codes.md');
    rerender(<Seo pathname="/" />);
    expect(document.head.querySelector('link[type="text/markdown"]')).toBeNull();
    rerender(<Seo title="Quick Start" pathname="/docs/get-started/quick-start" markdown />);
    expect(attr('link[rel="alternate"][type="text/markdown"]', 'href')).toBe('https://docs.llmprovider.example/docs/get-started/quick-start.md');
  });

  it('adds the noindex rule on the not-found page and removes it on the next page', () => {
    const { rerender } = render(<Seo title="Page Not Found" pathname="/404" noindex />);
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(attr('meta[name="robots"]', 'content')).toBe('noindex');
    rerender(<Seo title="Page Not Found" pathname="/404" noindex />);
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    rerender(<Seo title="Quick Start" pathname="/docs/get-started/quick-start" />);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
