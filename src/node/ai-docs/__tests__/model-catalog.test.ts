/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import { modelCatalogMarkdown, pricesCheckedOnMarkdown } from '../model-catalog';

const data = JSON.parse(fs.readFileSync(path.resolve(__dirname, 'fixtures/models.json'), 'utf8')) as { models: Array<Record<string, unknown>> };

describe('modelCatalogMarkdown', () => {
  it('renders the catalogue as a table with prices, context windows and doc links', () => {
    expect(modelCatalogMarkdown(data)).toBe(
      [
        'Prices in USD, checked on 2025-07-31.',
        '',
        '| Model | Vendor | Type | Status | Context window (tokens) | Input price | Output price | Capabilities | API format | Docs |',
        '| - | - | - | - | - | - | - | - | - | - |',
        '| [`gpt-4o`](/docs/models/gpt-4o) | OpenAI | chat | active | 128,000 | $2.50 / 1M tokens | $10.00 / 1M tokens | streaming, tools | openai | [docs](/docs/api-reference/openai/chat) |',
        '| [`whisper-1`](/docs/models/whisper-1) | OpenAI | audio | active | n/a | $0.006 / minute | Not listed |  | openai | [docs](/docs/api-reference/openai/transcription) |',
        '',
      ].join('\n'),
    );
  });

  it('lists deprecated then retired models with their dates and linked replacement in the deprecations view', () => {
    const models = [
      data.models[0],
      { ...data.models[1], id: 'old-a', status: 'retired', deprecatedOn: '2025-01-21', retiresOn: '2026-02-19', replacement: 'gpt-4o' },
      { ...data.models[1], id: 'old-b', status: 'retired', retiresOn: '2026-06-15', replacement: 'gpt-4o' },
      { ...data.models[1], id: 'old-c', status: 'deprecated', deprecatedOn: '2026-10-14', replacement: 'gpt-4o' },
    ];
    expect(modelCatalogMarkdown({ ...data, models }, { view: 'deprecations' })).toBe(
      [
        '| Model | Vendor | Status | Deprecated on | Shutdown | Use instead |',
        '| - | - | - | - | - | - |',
        '| [`old-c`](/docs/models/old-c) | OpenAI | deprecated | 2026-10-14 | not announced | [`gpt-4o`](/docs/models/gpt-4o) |',
        '| [`old-b`](/docs/models/old-b) | OpenAI | retired | not announced | 2026-06-15 | [`gpt-4o`](/docs/models/gpt-4o) |',
        '| [`old-a`](/docs/models/old-a) | OpenAI | retired | 2025-01-21 | 2026-02-19 | [`gpt-4o`](/docs/models/gpt-4o) |',
        '',
      ].join('\n'),
    );
  });

  it('refuses data of another shape instead of writing a wrong table', () => {
    expect(modelCatalogMarkdown(null)).toBeNull();
    expect(modelCatalogMarkdown({ models: [] })).toBeNull();
    expect(modelCatalogMarkdown({ models: [{ ...data.models[0], pricing: { input: '2.5', output: 10, unit: 'x' } }] })).toBeNull();
    expect(modelCatalogMarkdown({ models: [{ ...data.models[0], id: undefined }] })).toBeNull();
  });

  it('escapes pipes inside cells', () => {
    const out = modelCatalogMarkdown({ models: [{ ...data.models[0], vendor: 'A|B' }] });
    expect(out).toContain('| A\\|B |');
  });
});

describe('pricesCheckedOnMarkdown', () => {
  it("writes the catalogue's checkedOn date as readers see it, or nothing for data without a date", () => {
    expect(pricesCheckedOnMarkdown(data)).toBe('July 31, 2025');
    expect(pricesCheckedOnMarkdown({ ...data, checkedOn: 'soon' })).toBeNull();
    expect(pricesCheckedOnMarkdown(null)).toBeNull();
  });
});
