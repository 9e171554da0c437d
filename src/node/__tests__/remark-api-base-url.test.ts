/** @jest-environment node */
import remarkApiBaseUrl, { SAMPLE_BASE_URL, replaceBaseUrl } from '../remark-api-base-url';

describe('replaceBaseUrl', () => {
  it('rewrites every occurrence, keeping paths', () => {
    expect(replaceBaseUrl('curl https://api.llmprovider.example/v1/models && curl https://api.llmprovider.example', 'https://gw.example.com')).toBe(
      'curl https://gw.example.com/v1/models && curl https://gw.example.com',
    );
  });

  it('ignores a trailing slash on the configured URL', () => {
    expect(replaceBaseUrl('"https://api.llmprovider.example/v1"', 'https://gw.example.com/')).toBe('"https://gw.example.com/v1"');
  });

  it('leaves other hosts that merely start the same way alone', () => {
    const text = 'https://api.llmprovider.example.org/x https://api.llmprovider.examples https://api.llmprovider.example-2';
    expect(replaceBaseUrl(text, 'https://gw.example.com')).toBe(text);
  });

  it('keeps the text when the configured URL is the sample URL', () => {
    expect(replaceBaseUrl(`${SAMPLE_BASE_URL}/v1`, SAMPLE_BASE_URL)).toBe(`${SAMPLE_BASE_URL}/v1`);
  });
});

describe('remarkApiBaseUrl', () => {
  const tree = () => ({
    type: 'root',
    children: [
      { type: 'code', lang: 'bash', value: 'curl https://api.llmprovider.example/v1/models' },
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'Prose about https://api.llmprovider.example stays.' },
          { type: 'inlineCode', value: 'https://api.llmprovider.example/v1' },
        ],
      },
    ],
  });

  it('rewrites fenced and inline code, not prose', () => {
    const t = tree();
    remarkApiBaseUrl({ baseUrl: 'https://gateway.example.net' })(t);
    expect(t.children[0].value).toBe('curl https://gateway.example.net/v1/models');
    expect(t.children[1].children![0].value).toBe('Prose about https://api.llmprovider.example stays.');
    expect(t.children[1].children![1].value).toBe('https://gateway.example.net/v1');
  });

  it('changes nothing when the configured URL is the sample URL', () => {
    const t = tree();
    remarkApiBaseUrl({ baseUrl: SAMPLE_BASE_URL })(t);
    expect(t).toEqual(tree());
  });
});
