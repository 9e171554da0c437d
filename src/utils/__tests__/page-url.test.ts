import { absoluteUrl, markdownPath, markdownUrl, pathPrefix, prefixedPath } from '../page-url';

const root = { url: 'https://docs.example.com', baseUrl: '/' };
const sub = { url: 'https://docs.example.com', baseUrl: '/llm-docs/' };

describe('page URLs', () => {
  it('derives the path prefix from baseUrl', () => {
    expect(pathPrefix(root)).toBe('');
    expect(pathPrefix(sub)).toBe('/llm-docs');
  });

  it('builds absolute URLs without a trailing slash, except the bare origin', () => {
    expect(absoluteUrl(root, '/docs/get-started/error-codes')).toBe('https://docs.example.com/docs/get-started/error-codes');
    expect(absoluteUrl(root, '/docs/')).toBe('https://docs.example.com/docs');
    expect(absoluteUrl(root, '/')).toBe('https://docs.example.com/');
    expect(absoluteUrl(sub, '/')).toBe('https://docs.example.com/llm-docs');
    expect(absoluteUrl(sub, '/docs')).toBe('https://docs.example.com/llm-docs/docs');
    expect(absoluteUrl({ ...root, url: 'https://docs.example.com/' }, 'docs')).toBe('https://docs.example.com/docs');
  });

  it('drops query and hash from page paths', () => {
    expect(absoluteUrl(root, '/docs/x?tab=python#request-body')).toBe('https://docs.example.com/docs/x');
  });

  it('prefixes paths for the browser', () => {
    expect(prefixedPath(root, '/img/favicon.svg')).toBe('/img/favicon.svg');
    expect(prefixedPath(sub, '/img/favicon.svg')).toBe('/llm-docs/img/favicon.svg');
    expect(prefixedPath(root, '/')).toBe('/');
  });

  it('names the Markdown twin of a page', () => {
    expect(markdownPath('/docs')).toBe('/docs.md');
    expect(markdownPath('/docs/api-reference/openai/chat')).toBe('/docs/api-reference/openai/chat.md');
    expect(markdownPath('/docs/api-reference/gemini/')).toBe('/docs/api-reference/gemini.md');
    expect(markdownPath('/')).toBe('/index.md');
    expect(markdownUrl(sub, '/docs/api-reference/openai/chat')).toBe('https://docs.example.com/llm-docs/docs/api-reference/openai/chat.md');
  });
});
