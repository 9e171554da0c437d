import { formatContextWindow, formatPrice, type CatalogRow } from '../../../content-model/model-catalog';
import { filterRows, nextSort, sortRows } from '../model-catalog';

const row = (modelId: string, vendor: string, contextWindow: number | null): CatalogRow => ({
  modelId,
  vendor,
  type: 'chat',
  contextWindow,
  pricing: { input: null, output: null, unit: '1M tokens' },
  capabilities: [],
  apiFormat: 'openai',
  docs: '/docs',
  status: 'active',
  deprecatedOn: null,
  retiresOn: null,
  replacement: null,
  slug: `/docs/models/${modelId}`,
  checkedOn: '2025-07-31',
  catalogCheckedOn: '2025-07-31',
  currency: 'USD',
});

describe('model catalogue helpers', () => {
  it('formats prices per unit with up to four decimals', () => {
    expect(formatPrice(0.006, 'minute')).toBe('$0.006 / minute');
    expect(formatPrice(15, '1M characters')).toBe('$15.00 / 1M characters');
    expect(formatPrice(1.4, 'video')).toBe('$1.40 / video');
    expect(formatPrice(null, 'image')).toBe('Not listed');
  });

  it('formats context windows with thousands separators', () => {
    expect(formatContextWindow(1047576)).toBe('1,047,576');
    expect(formatContextWindow(null)).toBe('n/a');
  });

  it('sorts ids naturally, keeps ties stable and nulls last', () => {
    const rows = [row('qwen-2', 'B', null), row('qwen-10', 'A', 10), row('Qwen-1', 'A', 5)];
    expect(sortRows(rows, { key: 'modelId', direction: 'ascending' }).map((r) => r.modelId)).toEqual(['Qwen-1', 'qwen-2', 'qwen-10']);
    expect(sortRows(rows, { key: 'vendor', direction: 'ascending' }).map((r) => r.modelId)).toEqual(['qwen-10', 'Qwen-1', 'qwen-2']);
    expect(sortRows(rows, { key: 'contextWindow', direction: 'descending' }).map((r) => r.modelId)).toEqual(['qwen-10', 'Qwen-1', 'qwen-2']);
    expect(sortRows(rows, null)).toEqual(rows);
  });

  it('filters on vendor and type, empty meaning all', () => {
    const rows = [row('a', 'A', 1), row('b', 'B', 1)];
    expect(filterRows(rows, 'B', '').map((r) => r.modelId)).toEqual(['b']);
    expect(filterRows(rows, '', 'image')).toEqual([]);
    expect(filterRows(rows, '', '')).toHaveLength(2);
  });

  it('starts ascending and toggles on the same column', () => {
    expect(nextSort(null, 'vendor')).toEqual({ key: 'vendor', direction: 'ascending' });
    expect(nextSort({ key: 'vendor', direction: 'ascending' }, 'vendor')).toEqual({ key: 'vendor', direction: 'descending' });
    expect(nextSort({ key: 'vendor', direction: 'descending' }, 'vendor')).toEqual({ key: 'vendor', direction: 'ascending' });
    expect(nextSort({ key: 'vendor', direction: 'descending' }, 'type')).toEqual({ key: 'type', direction: 'ascending' });
  });
});
