/**
 * @jest-environment node
 */
import { catalogOnDay } from '../catalog-changes';
import fs from 'fs';
import path from 'path';
import {
  catalogNodeData,
  isCatalogued,
  latestCurrentDate,
  MODELS_FILE,
  modelDocsErrors,
  modelRefProblems,
  modelSlugErrors,
  parseModelCatalog,
  staleEntries,
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
        status: 'active',
        checkedOn: '2025-07-31',
        source: 'https://platform.openai.com/docs/models/gpt-4o',
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
    expect(node).toMatchObject({
      modelId: 'gpt-4o',
      position: 0,
      catalogCheckedOn: '2025-07-31',
      currency: 'USD',
      vendor: 'OpenAI',
      slug: '/docs/models/gpt-4o',
      sources: ['https://platform.openai.com/docs/models/gpt-4o'],
      rules: [],
      changes: [],
      replacement: null,
    });
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

/** A catalogue with an active successor and one more entry to shape per test. */
function lifecycleCatalog(extra: Record<string, unknown>): unknown {
  const base = validCatalog();
  return { ...base, models: [...base.models, { ...base.models[0], id: 'old-model', ...extra }] };
}

describe('model lifecycle', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const check = (extra: Record<string, unknown>) => validateModelCatalog(lifecycleCatalog(extra), MODELS_FILE, now).errors;

  it('accepts deprecated and retired entries with their dates and an active replacement', () => {
    expect(check({ status: 'deprecated', deprecatedOn: '2026-10-14', retiresOn: '2027-01-14', replacement: 'gpt-4o' })).toEqual([]);
    expect(check({ status: 'retired', deprecatedOn: '2026-04-14', retiresOn: '2026-06-15', replacement: 'gpt-4o' })).toEqual([]);
  });

  it('rejects a missing status, naming the values and where to find them', () => {
    expect(check({ status: undefined })).toEqual([
      'content/models.json: models[1] (old-model).status: is required: add "status": "active", "legacy", "deprecated" or "retired", as the vendor\'s model or deprecations page says',
    ]);
    expect(check({ status: 'obsolete' })).toEqual([
      'content/models.json: models[1] (old-model).status: must be one of "active", "legacy", "deprecated", "retired"',
    ]);
    expect(check({ status: 'legacy', legacyOn: '2026-11-01', replacement: 'gpt-4o' })).toEqual([]);
    expect(check({ status: 'legacy', replacement: 'gpt-4o' })).toEqual([
      'content/models.json: models[1] (old-model): a legacy model needs "legacyOn": the day the vendor marked it legacy (YYYY-MM-DD), or a "note" saying the vendor\'s page gives none',
    ]);
  });

  it('rejects a deprecated or retired entry without a live replacement', () => {
    expect(check({ status: 'retired', retiresOn: '2026-06-15' })).toEqual([
      'content/models.json: models[1] (old-model): a retired model needs a "replacement": the id of the active model its vendor recommends instead',
    ]);
    expect(check({ status: 'deprecated', deprecatedOn: '2026-10-14', replacement: 'gpt-5' })).toEqual([
      'content/models.json: models[1] (old-model).replacement: "gpt-5" is not in the catalogue: add that model, or name one that is listed',
    ]);
    expect(check({ status: 'deprecated', deprecatedOn: '2026-10-14', replacement: 'old-model' })).toEqual([
      'content/models.json: models[1] (old-model).replacement: "old-model" is deprecated: name an active model (perhaps "old-model", its own replacement)',
    ]);
  });

  it('rejects dates out of order, and a retirement that has not come', () => {
    expect(check({ status: 'deprecated', deprecatedOn: '2026-10-14', retiresOn: '2026-09-01', replacement: 'gpt-4o' })).toEqual([
      'content/models.json: models[1] (old-model): dates out of order: "deprecatedOn" (2026-10-14) comes after "retiresOn" (2026-09-01); a model is deprecated before it retires',
    ]);
    expect(check({ status: 'retired', retiresOn: '2027-01-14', replacement: 'gpt-4o' })).toEqual([
      'content/models.json: models[1] (old-model).retiresOn: 2027-01-14 has not come yet: the model is "deprecated" until then',
    ]);
    expect(check({ status: 'deprecated', deprecatedOn: '2027-01-01', replacement: 'gpt-4o' })).toEqual([
      'content/models.json: models[1] (old-model).deprecatedOn: 2027-01-01 is in the future: a deprecation is recorded once announced; keep "status": "active" until then',
    ]);
  });

  it('rejects lifecycle fields on an active model', () => {
    expect(check({ retiresOn: '2027-01-14', replacement: 'gpt-4o' })).toEqual([
      'content/models.json: models[1] (old-model).retiresOn: an active model has no shutdown day: set "status": "deprecated", or remove "retiresOn"',
      'content/models.json: models[1] (old-model).replacement: an active model has no replacement: remove it, or set "status": "legacy" or "deprecated"',
    ]);
  });

  it('needs the dates that apply, unless a note says the vendor gives none', () => {
    expect(check({ status: 'deprecated', replacement: 'gpt-4o' })).toEqual([
      'content/models.json: models[1] (old-model): a deprecated model needs "deprecatedOn": the day the vendor announced it (YYYY-MM-DD), or a "note" saying the vendor\'s page gives none',
    ]);
    expect(check({ status: 'retired', replacement: 'gpt-4o' })).toEqual([
      'content/models.json: models[1] (old-model): a retired model needs "retiresOn": the day the vendor shut it down (YYYY-MM-DD), or a "note" saying the vendor\'s page gives none',
    ]);
    expect(check({ status: 'retired', replacement: 'gpt-4o', note: 'The vendor page gives no date.' })).toEqual([]);
  });

  it('rejects a checkedOn in the future and a source that is not a vendor page', () => {
    expect(check({ checkedOn: '2026-12-01' })).toEqual([
      'content/models.json: models[1] (old-model).checkedOn: 2026-12-01 is in the future: write the day the entry was actually checked (today at the latest, 2026-11-27)',
    ]);
    expect(check({ source: 'vendor docs' })).toEqual([
      'content/models.json: models[1] (old-model).source: must be the https:// address of the vendor page the figures were checked against',
    ]);
    expect(check({ source: undefined })).toEqual([
      'content/models.json: models[1] (old-model).source: is required: cite the vendor page(s) the entry was checked against, or set "definedBy": "gateway" for the gateway\'s own models',
    ]);
  });

  it('finds deprecated entries whose shutdown day has passed', () => {
    const catalog = lifecycleCatalog({ status: 'deprecated', deprecatedOn: '2026-10-14', retiresOn: '2026-11-20', replacement: 'gpt-4o' }) as ModelCatalog;
    expect(staleEntries(catalog, now)).toEqual([
      'content/models.json: models[1] (old-model): deprecated with shutdown on 2026-11-20, which has passed: check the vendor\'s page, then mark it "retired" (or record the new date) and set "checkedOn"',
    ]);
    expect(staleEntries(catalog, new Date('2026-11-19T00:00:00Z'))).toEqual([]);
  });

  it('gives every model a page path of its own', () => {
    const catalog = lifecycleCatalog({ id: 'gpt.4o' }) as ModelCatalog;
    expect(modelSlugErrors(catalog)).toEqual([
      'content/models.json: "gpt.4o" and "gpt-4o" would both have the page /docs/models/gpt-4o: model ids must differ in more than punctuation',
    ]);
  });
});

describe('modelRefProblems', () => {
  const catalog = lifecycleCatalog({ status: 'retired', deprecatedOn: '2026-04-14', retiresOn: '2026-06-15', replacement: 'gpt-4o' }) as ModelCatalog;
  it('fails on a retired or unknown id with file, line and replacement, and fails on a legacy or deprecated one', () => {
    const refs = [
      { id: 'gpt-4o', line: 3 },
      { id: 'old-model', line: 7 },
      { id: 'gpt-4o-typo', line: 9 },
    ];
    expect(modelRefProblems('content/docs/x.mdx', refs, catalog)).toEqual({
      errors: [
        'content/docs/x.mdx:7: the sample sends "old-model", retired on 2026-06-15: send "gpt-4o" instead (its replacement in content/models.json)',
        'content/docs/x.mdx:9: the sample sends the model "gpt-4o-typo", which is not in content/models.json: use a catalogued id, or add the model there',
      ],
      warnings: [],
    });
    const deprecated = lifecycleCatalog({ status: 'deprecated', deprecatedOn: '2026-10-14', retiresOn: '2027-01-14', replacement: 'gpt-4o' }) as ModelCatalog;
    expect(modelRefProblems('content/docs/x.mdx', [{ id: 'old-model', line: 4 }], deprecated)).toEqual({
      errors: [
        'content/docs/x.mdx:4: the sample sends "old-model", deprecated on 2026-10-14 and shutting down on 2027-01-14: send "gpt-4o" instead (its replacement in content/models.json); samples send only active models',
      ],
      warnings: [],
    });
    const legacy = lifecycleCatalog({ status: 'legacy', legacyOn: '2026-10-14', replacement: 'gpt-4o' }) as ModelCatalog;
    expect(modelRefProblems('content/docs/x.mdx', [{ id: 'old-model', line: 4 }], legacy).errors).toEqual([
      'content/docs/x.mdx:4: the sample sends "old-model", legacy since 2026-10-14: send "gpt-4o" instead (its replacement in content/models.json); samples send only active models',
    ]);
  });

  it('warns ahead of an announced change that will make a sample fail, and fails from its day', () => {
    const announced = lifecycleCatalog({
      changes: [{ on: '2027-01-10', change: 'legacy', replacement: 'gpt-4o', source: 'https://developers.openai.com/api/docs/deprecations' }],
    }) as ModelCatalog;
    const before = modelRefProblems('content/docs/x.mdx', [{ id: 'old-model', line: 4 }], announced, new Date('2026-12-02T00:00:00Z'));
    expect(before).toEqual({
      errors: [],
      warnings: [
        'content/docs/x.mdx:4: the sample sends "old-model", which its vendor moves to "legacy" on 2027-01-10 (https://developers.openai.com/api/docs/deprecations): from that day the build fails on it; send "gpt-4o" before then',
      ],
    });
    const after = catalogOnDay(announced, '2027-01-10');
    expect(modelRefProblems('content/docs/x.mdx', [{ id: 'old-model', line: 4 }], after, new Date('2027-01-10T00:00:00Z')).errors).toHaveLength(1);
  });
});

describe('content/models.json lifecycle', () => {
  const catalog = parseModelCatalog(text);
  it('has no deprecated entry whose shutdown day has passed (else the catalogue is stale: check the vendors again)', () => {
    expect(staleEntries(catalog)).toEqual([]);
  });
  it('was checked entry by entry against a cited vendor page, or is defined by the gateway itself', () => {
    for (const model of catalog.models) {
      if (model.definedBy === 'gateway') {
        expect([model.id, model.checkedOn, model.source]).toEqual([model.id, undefined, undefined]);
      } else {
        expect(model.checkedOn !== undefined && model.checkedOn >= catalog.checkedOn ? true : `${model.id} checked ${model.checkedOn}`).toBe(true);
        expect([model.id, model.source !== undefined]).toEqual([model.id, true]);
      }
    }
  });
});
