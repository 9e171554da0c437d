/**
 * @jest-environment node
 */
import { catalogNodeData, type ModelCatalog } from '../../models';
import { catalogOnDay } from '../../catalog-changes';
import { modelTableMarkdown, modelTableProblem } from '../table';

const base = {
  vendor: 'xAI' as const,
  type: 'chat' as const,
  contextWindow: 1000000,
  pricing: { input: 1.25, output: 2.5, unit: '1M tokens' as const },
  capabilities: ['streaming' as const],
  apiFormat: 'openai' as const,
  docs: '/docs/api-reference/grok/chat',
  checkedOn: '2026-11-26',
  source: 'https://docs.x.ai/developers/models',
};
const rule = (parameter: string) => ({
  parameter,
  effect: 'rejected' as const,
  detail: `${parameter} is rejected.`,
  source: 'https://docs.x.ai/developers/model-capabilities/text/reasoning',
  gateway: { status: 400 as const, code: 'unsupported_parameter' },
});
const catalog: ModelCatalog = {
  checkedOn: '2026-11-26',
  currency: 'USD',
  models: [
    { ...base, id: 'grok-3', status: 'retired', retiresOn: '2026-05-15', replacement: 'grok-4.3', contextWindow: null },
    {
      ...base,
      id: 'grok-4.2',
      status: 'active',
      replacement: 'grok-4.3',
      changes: [{ on: '2026-12-10', change: 'deprecation', source: 'https://docs.x.ai/developers/deprecations' }],
    },
    { ...base, id: 'grok-4.3', status: 'active', rules: [rule('stop'), rule('presence_penalty')] },
    {
      ...base,
      id: 'gpt-6-luna',
      vendor: 'OpenAI',
      status: 'active',
      docs: '/docs/api-reference/openai/chat',
      source: 'https://developers.openai.com/api/docs/models',
    },
  ],
};
const tableOn = (day: string) => modelTableMarkdown(catalogNodeData(catalogOnDay(catalog, day), day), '/docs/api-reference/grok/chat');

describe('<ModelTable>', () => {
  it("lists the page's models from the catalogue, active first, with lifecycle, replacement, context and rules", () => {
    expect(tableOn('2026-12-03').split('\n')).toEqual([
      '| Model | Status | Context window | Request rules |',
      '| --- | --- | --- | --- |',
      '| [`grok-4.2`](/docs/models/grok-4-2) | Active | 1,000,000 tokens | None of its own |',
      '| [`grok-4.3`](/docs/models/grok-4-3) | Active | 1,000,000 tokens | [2 rules](/docs/models/grok-4-3#request-rules) |',
      '| [`grok-3`](/docs/models/grok-3) | Retired on May 15, 2026; use [`grok-4.3`](/docs/models/grok-4-3) | Does not apply | Does not apply |',
    ]);
  });

  it('shows a dated change from its day on, without an edit', () => {
    expect(tableOn('2026-12-09')).toContain('| [`grok-4.2`](/docs/models/grok-4-2) | Active |');
    const after = tableOn('2026-12-10');
    expect(after).toContain(
      '| [`grok-4.2`](/docs/models/grok-4-2) | Deprecated on December 10, 2026; no shutdown day announced; use [`grok-4.3`](/docs/models/grok-4-3) |',
    );
    // Deprecated rows follow the active ones.
    expect(after.indexOf('grok-4.3`](/docs/models/grok-4-3) | Active')).toBeLessThan(after.indexOf('grok-4.2`](/docs/models/grok-4-2) | Deprecated'));
  });

  it('refuses a docs value that names no page of the catalogue, naming the pages it could be', () => {
    const models = catalogNodeData(catalogOnDay(catalog, '2026-12-03'), '2026-12-03');
    expect(modelTableProblem(models, undefined)).toMatch(/^<ModelTable> needs docs="…"/);
    expect(modelTableProblem(models, '/docs/api-reference/grok')).toBe(
      '<ModelTable docs="/docs/api-reference/grok">: no entry of content/models.json has "docs": "/docs/api-reference/grok". Use one of /docs/api-reference/grok/chat, /docs/api-reference/openai/chat.',
    );
    expect(modelTableProblem(models, '/docs/api-reference/grok/chat')).toBeNull();
    expect(() => modelTableMarkdown(models, 'grok')).toThrow(/needs docs=/);
  });
});
