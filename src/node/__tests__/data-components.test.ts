import { fillDataComponents } from '../data-components';
import { catalogRows } from '../models';
import type { ContentNode } from '../../components/mdx/content-tree';

describe('data components', () => {
  it('adds data props to every element of that name, leaving the tree it was given alone', () => {
    const tree: ContentNode[] = [['p', 0, 'x'], ['div', { id: 'a' }, ['ModelCatalog', 0]], ['ModelCatalog', { extra: 1 }]];
    const before = JSON.stringify(tree);
    const filled = fillDataComponents(tree, { ModelCatalog: { models: [1, 2] } });
    expect(filled).toEqual([['p', 0, 'x'], ['div', { id: 'a' }, ['ModelCatalog', { models: [1, 2] }]], ['ModelCatalog', { extra: 1, models: [1, 2] }]]);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('gives the model table its rows in file order, with only the fields it shows', () => {
    const node = (position: number, modelId: string) => ({
      id: `n${position}`,
      parent: null,
      internal: { type: 'CatalogModel' },
      modelId,
      vendor: 'OpenAI',
      type: 'chat',
      pricing: { input: 1, unit: '1M tokens' },
      capabilities: [],
      apiFormat: 'openai',
      docs: '/docs/x',
      position,
      checkedOn: '2025-07-31',
      currency: 'USD',
    });
    const rows = catalogRows([node(1, 'b'), node(0, 'a')]);
    expect(rows.map((r) => r.modelId)).toEqual(['a', 'b']);
    expect(rows[0]).toEqual({
      modelId: 'a',
      vendor: 'OpenAI',
      type: 'chat',
      contextWindow: null,
      pricing: { input: 1, output: null, unit: '1M tokens' },
      capabilities: [],
      apiFormat: 'openai',
      docs: '/docs/x',
      checkedOn: '2025-07-31',
      currency: 'USD',
    });
  });
});

describe('data markers in the Markdown twin', () => {
  it('carry a data component\'s string attributes to its Markdown renderer', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { dataMarker, resolveDataMarkers } = require('../ai-docs/markdown') as typeof import('../ai-docs/markdown');
    const text = `a ${dataMarker('ModelCatalog')} b ${dataMarker('ErrorCatalog', { codes: 'missing_api_key invalid_api_key' })} c`;
    const calls: Array<[string, Record<string, string>]> = [];
    const out = resolveDataMarkers(text, (name, attributes) => {
      calls.push([name, attributes]);
      return `[${name}]`;
    });
    expect(out).toBe('a [ModelCatalog] b [ErrorCatalog] c');
    expect(calls).toEqual([
      ['ModelCatalog', {}],
      ['ErrorCatalog', { codes: 'missing_api_key invalid_api_key' }],
    ]);
  });
});
