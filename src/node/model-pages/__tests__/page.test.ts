/**
 * @jest-environment node
 */
import { catalogNodeData, type ModelCatalog } from '../../models';
import { mdxText, modelPage, statusText } from '../page';

const base = {
  vendor: 'OpenAI' as const,
  type: 'chat' as const,
  contextWindow: 1050000,
  pricing: { input: 0.1, output: 0.5, unit: '1M tokens' as const },
  capabilities: ['streaming' as const, 'tools' as const],
  apiFormat: 'openai' as const,
  docs: '/docs/api-reference/openai/chat',
  checkedOn: '2026-11-26',
  source: 'https://developers.openai.com/api/docs/models/gpt-6-luna',
};
const catalog: ModelCatalog = {
  checkedOn: '2026-11-26',
  currency: 'USD',
  models: [
    {
      ...base,
      id: 'gpt-6-luna',
      status: 'active',
      parameters: [{ name: 'temperature', effect: 'rejected', detail: 'Not accepted unless {"reasoning_effort": "none"}.' }],
    },
    { ...base, id: 'gpt-4o', status: 'deprecated', deprecatedOn: '2026-10-14', retiresOn: '2027-01-14', replacement: 'gpt-6-luna', contextWindow: null },
    {
      ...base,
      id: 'o3-mini',
      status: 'retired',
      retiresOn: '2026-10-23',
      replacement: 'gpt-6-luna',
      note: 'The <notice> date is not on a page we could read.',
    },
  ],
};
const nodes = catalogNodeData(catalog);
const page = (id: string) =>
  modelPage(
    nodes.find((n) => n.modelId === id)!,
    nodes,
    'https://api.llmprovider.example',
  );

describe('model page', () => {
  it('states the lifecycle in words, with the dates that apply', () => {
    expect(statusText(nodes[0])).toBe('Active');
    expect(statusText(nodes[1])).toBe('Deprecated on October 14, 2026; shuts down on January 14, 2027');
    expect(statusText(nodes[2])).toBe('Retired on October 23, 2026');
    expect(statusText({ status: 'retired', deprecatedOn: null, retiresOn: null })).toBe("Retired (no date on the vendor's page)");
  });

  it('gives an active model its facts, source, parameters, endpoints and a sample with the key placeholder', () => {
    const { path, title, body } = page('gpt-6-luna');
    expect(path).toBe('/docs/models/gpt-6-luna');
    expect(title).toBe('gpt-6-luna');
    expect(body).toContain('| Context window | 1,050,000 tokens |');
    expect(body).toContain('| Input | $0.10 per 1M tokens |');
    expect(body).toContain('[developers.openai.com/api/docs/models/gpt-6-luna](https://developers.openai.com/api/docs/models/gpt-6-luna)');
    expect(body).toContain('| Replaces | [`gpt-4o`](/docs/models/gpt-4o), [`o3-mini`](/docs/models/o3-mini) |');
    expect(body).toContain('- `temperature`: Not accepted unless \\{"reasoning\\_effort": "none"\\}.');
    expect(body).toContain('[OpenAI Chat Completions](/docs/api-reference/openai/chat)');
    expect(body).toContain('## Example request');
    expect(body).toMatch(/```bash\n[^`]*Bearer YOUR_API_KEY[^`]*"model": "gpt-6-luna"/);
    expect(body).toMatch(/```python\n[^`]*api_key="YOUR_API_KEY"[^`]*model="gpt-6-luna"/);
  });

  it('warns on a deprecated model and points to its replacement', () => {
    const { body } = page('gpt-4o');
    expect(body).toContain('<Callout type="warning" title="Deprecated">');
    expect(body).toContain('Move to [`gpt-6-luna`](/docs/models/gpt-6-luna).');
    expect(body).toContain('| Context window | Not published by the vendor |');
  });

  it('offers no request for a retired model, and escapes the note', () => {
    const { body } = page('o3-mini');
    expect(body).toContain('<Callout type="danger" title="Retired">');
    expect(body).toContain('fails with 410 [`model_retired`](/docs/get-started/error-codes#410-gone)');
    expect(body).not.toContain('## Example request');
    expect(body).toContain('> The \\<notice\\> date is not on a page we could read.');
  });

  it('escapes what MDX would read as markup', () => {
    expect(mdxText('a {b} <c> *d* [e]')).toBe('a \\{b\\} \\<c\\> \\*d\\* \\[e\\]');
  });
});
