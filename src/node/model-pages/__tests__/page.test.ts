/**
 * @jest-environment node
 */
import { catalogNodeData, type ModelCatalog } from '../../models';
import { catalogOnDay } from '../../catalog-changes';
import { mdxText, modelPage, shortUrlText, statusText } from '../page';
import { bundledOpenApi } from '../../../test-utils/openapi';
import { operationsOf } from '../../openapi/operations';

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
      rules: [
        {
          parameter: 'temperature',
          effect: 'rejected',
          operations: ['createChatCompletion'],
          when: { parameter: 'reasoning_effort', isNot: ['none'], default: 'medium' },
          detail: 'Not accepted unless {"reasoning_effort": "none"}.',
          source: 'https://developers.openai.com/api/docs/guides/deployment-checklist',
          gateway: { status: 400, code: 'unsupported_parameter' },
        },
      ],
    },
    {
      ...base,
      id: 'gpt-6-old',
      status: 'legacy',
      legacyOn: '2026-11-01',
      replacement: 'gpt-6-luna',
      changes: [
        { on: '2026-11-20', change: 'price', pricing: { input: 0.2 }, source: 'https://developers.openai.com/api/docs/pricing' },
        { on: '2027-03-01', change: 'shutdown', announcedOn: '2026-11-20', source: 'https://developers.openai.com/api/docs/deprecations' },
      ],
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
const operations = operationsOf(bundledOpenApi());
const nodes = catalogNodeData(catalogOnDay(catalog, '2026-12-02'), '2026-12-02');
const page = (id: string) =>
  modelPage(
    nodes.find((n) => n.modelId === id)!,
    nodes,
    'https://api.llmprovider.example',
    operations,
  );

describe('model page', () => {
  it('states the lifecycle in words, with the dates that apply', () => {
    expect(statusText(nodes[0])).toBe('Active');
    expect(statusText(nodes[1])).toBe('Legacy since November 1, 2026; shuts down on March 1, 2027');
    expect(statusText(nodes[2])).toBe('Deprecated on October 14, 2026; shuts down on January 14, 2027');
    expect(statusText(nodes[3])).toBe('Retired on October 23, 2026');
    expect(statusText({ status: 'retired', legacyOn: null, deprecatedOn: null, retiresOn: null })).toBe("Retired (no date on the vendor's page)");
  });

  it('gives an active model its facts, source, parameters, endpoints and a sample with the key placeholder', () => {
    const { path, title, body } = page('gpt-6-luna');
    expect(path).toBe('/docs/models/gpt-6-luna');
    expect(title).toBe('gpt-6-luna');
    expect(body).toContain('| Context window | 1,050,000 tokens |');
    expect(body).toContain('| Input | $0.10 per 1M tokens |');
    expect(body).toContain('[developers.openai.com/api/docs/models/gpt-6-luna](https://developers.openai.com/api/docs/models/gpt-6-luna)');
    expect(body).toContain('| Replaces | [`gpt-6-old`](/docs/models/gpt-6-old), [`gpt-4o`](/docs/models/gpt-4o), [`o3-mini`](/docs/models/o3-mini) |');
    expect(body).toContain(
      '| `temperature` | Rejected on `createChatCompletion`, unless `reasoning_effort` is `"none"`: Not accepted unless \\{"reasoning\\_effort": "none"\\}. Gateway answer: 400 [`unsupported_parameter`](/docs/get-started/error-codes#parameters-a-model-cannot-use). Source: [developers.openai.com/…/deployment-checklist](https://developers.openai.com/api/docs/guides/deployment-checklist). |',
    );
    expect(body).toContain('| `POST /v1/chat/completions` | `openai` | [Create a chat completion](/docs/api-reference/openai/chat) |');
    expect(body).toContain('## Example request');
    expect(body).toMatch(/```bash\n[^`]*Bearer YOUR_API_KEY[^`]*"model": "gpt-6-luna"/);
    expect(body).toMatch(/```python\n[^`]*Bearer YOUR_API_KEY[^`]*"model": "gpt-6-luna"/);
    expect(body).toMatch(/```js\n[^`]*Bearer YOUR_API_KEY[^`]*model: 'gpt-6-luna'/);
  });

  it("shows a legacy model's dated changes and its replacement's request, saying why", () => {
    const { body } = page('gpt-6-old');
    expect(body).toContain('<Callout type="warning" title="Legacy">');
    expect(body).toContain('| Input | $0.20 per 1M tokens |');
    expect(body).toContain(
      '- Since November 20, 2026, `gpt-6-old` costs input $0.20 per 1M tokens (OpenAI: [developers.openai.com/api/docs/pricing](https://developers.openai.com/api/docs/pricing)).',
    );
    expect(body).toContain(
      '- From March 1, 2027, `gpt-6-old` will shut down: requests then fail with 410 `model_retired` (OpenAI, announced on November 20, 2026: [developers.openai.com/api/docs/deprecations](https://developers.openai.com/api/docs/deprecations)).',
    );
    expect(body).toContain('`gpt-6-old` is legacy, so this request sends its replacement, [`gpt-6-luna`](/docs/models/gpt-6-luna)');
    expect(body).toMatch(/```bash\n[^`]*"model": "gpt-6-luna"/);
    expect(body).not.toMatch(/"model": "gpt-6-old"/);
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

describe('shortUrlText', () => {
  it('keeps a table cell narrow: the host and the last path segment of a long address', () => {
    expect(shortUrlText('https://developers.openai.com/api/docs/guides/deployment-checklist')).toBe('developers.openai.com/…/deployment-checklist');
    expect(shortUrlText('https://docs.x.ai/docs/models/')).toBe('docs.x.ai/…/models');
    expect(shortUrlText('https://ai.google.dev/pricing#gemini')).toBe('ai.google.dev/pricing');
    expect(shortUrlText('https://ai.google.dev')).toBe('ai.google.dev');
    expect(shortUrlText('/docs/api-reference/gizmo')).toBe('/docs/api-reference/gizmo');
  });

  it('is the link text of the rules table, linking the full address inside the rule it backs', () => {
    const { body } = page('gpt-6-luna');
    expect(body).toContain('| Parameter | Rule |\n| --- | --- |');
    expect(body).toContain(
      'Gateway answer: 400 [`unsupported_parameter`](/docs/get-started/error-codes#parameters-a-model-cannot-use). Source: [developers.openai.com/…/deployment-checklist](https://developers.openai.com/api/docs/guides/deployment-checklist). |',
    );
  });
});
