/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import {
  catalogNodeData,
  isCatalogued,
  latestCurrentDate,
  MODELS_FILE,
  modelDocsErrors,
  parseModelCatalog,
  validateModelCatalog,
  type ModelCatalog,
} from '../models';

const REQUIRED_IDS = [
  'gpt-4o',
  'gpt-4o-mini',
  'gpt-4.1',
  'gpt-4.1-mini',
  'o3-mini',
  'gpt-3.5-turbo-instruct',
  'text-embedding-3-small',
  'text-embedding-3-large',
  'dall-e-3',
  'gpt-image-1',
  'tts-1',
  'tts-1-hd',
  'gpt-4o-mini-tts',
  'whisper-1',
  'gpt-4o-transcribe',
  'gpt-4-all',
  'gpt-4-gizmo-*',
  'claude-opus-4-20250514',
  'claude-sonnet-4-20250514',
  'claude-3-5-haiku-20241022',
  'claude-2.1',
  'anthropic.claude-sonnet-4-20250514-v1:0',
  'anthropic.claude-3-5-haiku-20241022-v1:0',
  'anthropic.claude-v2:1',
  'gemini-2.5-pro',
  'gemini-2.5-flash',
  'gemini-2.0-flash',
  'deepseek-chat',
  'deepseek-reasoner',
  'grok-3',
  'grok-3-mini',
  'grok-4',
  'qwen-max',
  'qwen-plus',
  'qwen-turbo',
  'qwen-vl-plus',
  'text-embedding-v3',
  'wanx2.1-t2i-turbo',
  'qwen-tts',
  'paraformer-v2',
  'MiniMax-Text-01',
  'abab6.5s-chat',
  'kling-v1',
  'kling-v1-6',
  'kling-v2-master',
  'llmvision-chat',
  'llmvision-vl',
  'llmvision-image',
  'llmvision-tts',
  'llmvision-asr',
];

const root = path.resolve(__dirname, '../../..');
const text = fs.readFileSync(path.join(root, 'content/models.json'), 'utf8');

function validCatalog(): ModelCatalog {
  return {
    checkedOn: '2025-07-31',
    currency: 'USD',
    models: [
      {
        id: 'gpt-4o',
        vendor: 'OpenAI',
        type: 'chat',
        contextWindow: 128000,
        pricing: { input: 2.5, output: 10, unit: '1M tokens' },
        capabilities: ['streaming'],
        apiFormat: 'openai',
        docs: '/docs/api-reference/openai/chat',
      },
    ],
  };
}

describe('content/models.json', () => {
  const catalog = parseModelCatalog(text);

  it('is valid', () => {
    expect(catalog.models.length).toBeGreaterThanOrEqual(REQUIRED_IDS.length);
  });

  it('lists every model id the docs may use', () => {
    const ids = catalog.models.map((m) => m.id);
    expect(REQUIRED_IDS.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('points every model at an existing doc page', () => {
    const missing = catalog.models.filter((m) => {
      const rel = m.docs.replace(/^\/docs\/?/, '');
      return !fs.existsSync(path.join(root, 'content/docs', `${rel}.mdx`)) && !fs.existsSync(path.join(root, 'content/docs', rel, 'index.mdx'));
    });
    expect(missing.map((m) => `${m.id} → ${m.docs}`)).toEqual([]);
  });
});

describe('validateModelCatalog', () => {
  it('accepts a valid catalogue', () => {
    expect(validateModelCatalog(validCatalog())).toEqual({ catalog: validCatalog(), errors: [] });
  });

  it('names the file, the entry index and id, the field and the allowed values', () => {
    const raw = validCatalog() as unknown as { models: Array<Record<string, unknown>> };
    raw.models.push({ ...raw.models[0], id: 'grok-4', pricing: { input: 3, output: 15, unit: 'tokens' } });
    const { errors } = validateModelCatalog(raw);
    expect(errors).toEqual([
      'content/models.json: models[1] (grok-4).pricing.unit: must be one of "1M tokens", "image", "1M characters", "minute", "second", "video"',
    ]);
  });

  it('reports a missing field, a wrong type and an unknown field', () => {
    const raw = validCatalog() as unknown as { models: Array<Record<string, unknown>> };
    delete raw.models[0].docs;
    raw.models[0].contextWindow = '128k';
    raw.models[0].price = 1;
    const { errors } = validateModelCatalog(raw);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/models\.json: models\[0\] \(gpt-4o\)\.docs: is required: add the site path/),
        expect.stringMatching(/^content\/models\.json: models\[0\] \(gpt-4o\)\.contextWindow: must be a whole number of tokens, or null/),
        'content/models.json: models[0] (gpt-4o): unknown field(s) price: remove them or check the spelling',
      ]),
    );
  });

  it('rejects duplicate ids and a bad date', () => {
    const raw = validCatalog();
    raw.models.push({ ...raw.models[0] });
    expect(validateModelCatalog(raw).errors).toEqual([
      'content/models.json: models[1] (gpt-4o).id: duplicates models[0]: remove one entry or give it a different id',
    ]);
    expect(validateModelCatalog({ ...validCatalog(), checkedOn: '31/07/2025' }).errors).toEqual([
      'content/models.json: checkedOn: must be a date written YYYY-MM-DD',
    ]);
  });
});

describe('parseModelCatalog', () => {
  it('throws on invalid JSON, naming the file and the fix', () => {
    expect(() => parseModelCatalog('{"models": [],}')).toThrow(/^content\/models\.json: is not valid JSON .*fix the syntax/);
  });

  it('throws with every problem listed', () => {
    expect(() => parseModelCatalog(JSON.stringify({ checkedOn: '2025-07-31', currency: 'EUR', models: [] }))).toThrow(
      'Invalid model catalogue:\ncontent/models.json: currency: must be "USD"\ncontent/models.json: models: must list at least one model',
    );
  });
});

describe('isCatalogued', () => {
  const ids = ['gpt-4o', 'gpt-4-gizmo-*'];
  it('matches exact ids and wildcard families', () => {
    expect(isCatalogued('gpt-4o', ids)).toBe(true);
    expect(isCatalogued('gpt-4-gizmo-g-2fkFE8rbu', ids)).toBe(true);
  });
  it('rejects others, including a bare wildcard prefix and near misses', () => {
    expect(isCatalogued('gpt-4o-2024', ids)).toBe(false);
    expect(isCatalogued('gpt-4-gizmo-', ids)).toBe(false);
    expect(isCatalogued('gpt-4', ids)).toBe(false);
  });
});

describe('catalogNodeData', () => {
  it('renames id to modelId and keeps order and metadata', () => {
    const [node] = catalogNodeData(validCatalog());
    expect(node).toMatchObject({ modelId: 'gpt-4o', position: 0, checkedOn: '2025-07-31', currency: 'USD', vendor: 'OpenAI' });
    expect(node).not.toHaveProperty('id');
  });
});

describe('models.json: values JSON accepts but the catalogue must not', () => {
  it('rejects non-finite numbers (1e999 is read as Infinity), naming entry and field', () => {
    const text = JSON.stringify(validCatalog())
      .replace(/"input":[^,]+/, '"input":1e999')
      .replace(/"contextWindow":[^,]+/, '"contextWindow":1e999');
    expect(() => parseModelCatalog(text)).toThrow(/models\[0\] \(gpt-4o\)\.pricing\.input: must be a finite number/);
    expect(() => parseModelCatalog(text)).toThrow(/models\[0\] \(gpt-4o\)\.contextWindow: must be a finite number of tokens/);
  });

  it.each(['2026-99-99', '2026-02-30', '2026-00-10', '2025-02-29'])('rejects the impossible date %s', (date) => {
    expect(validateModelCatalog({ ...validCatalog(), checkedOn: date }).errors).toEqual([
      'content/models.json: checkedOn: must be a real calendar date (month 01-12, a day that month has)',
    ]);
  });

  it('accepts a leap day', () => {
    expect(validateModelCatalog({ ...validCatalog(), checkedOn: '2024-02-29' }).errors).toEqual([]);
  });

  it('rejects a checkedOn date in the future, and accepts today even where the day has just begun', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(validateModelCatalog({ ...validCatalog(), checkedOn: '2026-11-25' }, MODELS_FILE, now).errors).toEqual([
      'content/models.json: checkedOn: 2026-11-25 is in the future: write the date on which the prices were actually checked (today at the latest, 2026-11-24)',
    ]);
    // 12:00 UTC is already the 24th in UTC+14 (Kiritimati).
    expect(validateModelCatalog({ ...validCatalog(), checkedOn: '2026-11-24' }, MODELS_FILE, now).errors).toEqual([]);
    expect(validateModelCatalog({ ...validCatalog(), checkedOn: '2026-11-23' }, MODELS_FILE, now).errors).toEqual([]);
    expect(() => parseModelCatalog(JSON.stringify({ ...validCatalog(), checkedOn: '2099-01-01' }))).toThrow(/checkedOn: 2099-01-01 is in the future/);
  });

  it('content/models.json itself has a checkedOn date that is not in the future', () => {
    const text = fs.readFileSync(path.resolve(__dirname, '../../..', MODELS_FILE), 'utf8');
    const { checkedOn } = parseModelCatalog(text);
    expect(checkedOn <= latestCurrentDate()).toBe(true);
  });

  it('rejects a docs path with no page, naming entry and field', () => {
    const catalog = validCatalog();
    const docs = catalog.models[0].docs;
    expect(modelDocsErrors(catalog, new Set([docs]))).toEqual([]);
    expect(modelDocsErrors(catalog, new Set(['/docs']))).toEqual([
      `content/models.json: models[0] (gpt-4o).docs: no page at ${docs}: use the URL of an existing doc page (e.g. /docs/api-reference/openai/chat) or create that page`,
    ]);
  });

  it('rejects blank strings', () => {
    const raw = validCatalog() as unknown as { models: Array<Record<string, unknown>> };
    raw.models[0].id = '   ';
    raw.models[0].docs = ' ';
    const { errors } = validateModelCatalog(raw);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/models\[0\] \(   \)\.id: must be a model id/),
        expect.stringMatching(/models\[0\] \(   \)\.docs: must be a site path/),
      ]),
    );
  });
});
