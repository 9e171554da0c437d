import React from 'react';
import { render, screen } from '@testing-library/react';
import { Link } from 'gatsby';
import MdxLink, { isSitePage, withPathPrefix, withoutPathPrefix } from '..';

const linkMock = Link as unknown as jest.Mock;

beforeEach(() => linkMock.mockClear());

describe('MdxLink', () => {
  it('sends site pages through Gatsby Link', () => {
    render(<MdxLink href="/docs/get-started/error-codes#429-too-many-requests">Errors</MdxLink>);
    expect(linkMock).toHaveBeenCalledTimes(1);
    expect(linkMock.mock.calls[0][0].to).toBe('/docs/get-started/error-codes#429-too-many-requests');
    expect(screen.getByRole('link', { name: 'Errors' })).toHaveAttribute('href', '/docs/get-started/error-codes#429-too-many-requests');
  });

  it.each(['https://example.com/x', '#section', 'mailto:a@b.example', '/img/logo.svg', '//cdn.example.com/a'])('renders %s as a plain link', (href) => {
    render(<MdxLink href={href}>x</MdxLink>);
    expect(linkMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link')).toHaveAttribute('href', href);
  });
});

describe('withoutPathPrefix', () => {
  it('removes the prefix gatsby-plugin-mdx added, so Link does not add it twice', () => {
    expect(withoutPathPrefix('/llm-docs/docs/x', '/llm-docs')).toBe('/docs/x');
    expect(withoutPathPrefix('/llm-docs', '/llm-docs')).toBe('/');
    expect(withoutPathPrefix('/llm-docs#a', '/llm-docs')).toBe('#a');
    expect(withoutPathPrefix('/llm-docsx/y', '/llm-docs')).toBe('/llm-docsx/y');
    expect(withoutPathPrefix('/docs/x', '')).toBe('/docs/x');
  });
});

describe('isSitePage', () => {
  it('accepts site paths and rejects files and other origins', () => {
    expect(isSitePage('/docs')).toBe(true);
    expect(isSitePage('/docs/a?lang=python#b')).toBe(true);
    expect(isSitePage('/img/qr.png')).toBe(false);
    expect(isSitePage('https://x.example')).toBe(false);
  });
});

describe('withPathPrefix', () => {
  it('puts the path prefix in front of files of this site, once', () => {
    expect(withPathPrefix('/files/a.pdf', '/llm-docs')).toBe('/llm-docs/files/a.pdf');
    expect(withPathPrefix('/llm-docs/files/a.pdf', '/llm-docs')).toBe('/llm-docs/files/a.pdf');
  });

  it('leaves other sites, fragments and a root site alone', () => {
    expect(withPathPrefix('https://openai.com/x', '/llm-docs')).toBe('https://openai.com/x');
    expect(withPathPrefix('//cdn.example/x.js', '/llm-docs')).toBe('//cdn.example/x.js');
    expect(withPathPrefix('#anchor', '/llm-docs')).toBe('#anchor');
    expect(withPathPrefix('/files/a.pdf', '')).toBe('/files/a.pdf');
  });
});
