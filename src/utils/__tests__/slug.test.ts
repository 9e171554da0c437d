import { createSlugger, kebabCase, slugify } from '../../utils/slug';

describe('slugs', () => {
  it('makes GitHub-style heading ids', () => {
    expect(slugify('Request body')).toBe('request-body');
    expect(slugify('POST /v1/chat/completions')).toBe('post-v1chatcompletions');
    expect(slugify('max_tokens & temperature')).toBe('max_tokens--temperature');
    expect(slugify('Über café')).toBe('über-café');
  });

  it('deduplicates repeated headings on one page', () => {
    const slug = createSlugger();
    expect(['Example', 'Example', 'Example-1', 'Example'].map(slug)).toEqual(['example', 'example-1', 'example-1-1', 'example-2']);
  });

  it('turns sidebar labels into URL segments', () => {
    expect(kebabCase('AWS Anthropic')).toBe('aws-anthropic');
    expect(kebabCase('ALL•TOOLS')).toBe('all-tools');
    expect(kebabCase('Pricing and Model Overview')).toBe('pricing-and-model-overview');
    expect(kebabCase('LLMVision')).toBe('llmvision');
  });
});
