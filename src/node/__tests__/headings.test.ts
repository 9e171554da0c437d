import { extractHeadings, headingPlainText } from '../headings';
import remarkHeadingIds from '../remark-heading-ids';
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

describe('headings', () => {
  it('strips inline Markdown from heading text', () => {
    expect(headingPlainText('## The `model` **field** [docs](/docs) ##')).toBe('The model field docs');
  });

  it('lists headings outside code fences with lines and ids', () => {
    const body = ['Intro', '', '## Request', '', '```bash', '# not a heading', '```', '### Body `fields`', '## Request'].join('\n');
    expect(extractHeadings(body)).toEqual([
      { depth: 2, value: 'Request', id: 'request', line: 3 },
      { depth: 3, value: 'Body fields', id: 'body-fields', line: 8 },
      { depth: 2, value: 'Request', id: 'request-1', line: 9 },
    ]);
  });

  it('gives HTML headings the same ids as the extractor', () => {
    const source = '## Request\n\n### Body `fields`\n\n## Request\n';
    const heading = (start: number, end: number, depth: number) => ({
      type: 'heading',
      depth,
      position: { start: { offset: start }, end: { offset: end } },
      children: [],
    });
    const lines = source.split('\n');
    const offsetOf = (line: number) => lines.slice(0, line).join('\n').length + (line > 0 ? 1 : 0);
    const tree = {
      type: 'root',
      children: [
        heading(offsetOf(0), offsetOf(0) + lines[0].length, 2),
        heading(offsetOf(2), offsetOf(2) + lines[2].length, 3),
        heading(offsetOf(4), offsetOf(4) + lines[4].length, 2),
      ],
    };
    remarkHeadingIds()(tree as never, { value: source });
    const ids = tree.children.map((h) => (h as { data?: { hProperties?: { id?: string } } }).data?.hProperties?.id);
    expect(ids).toEqual(extractHeadings(source).map((h) => h.id));
  });
});
