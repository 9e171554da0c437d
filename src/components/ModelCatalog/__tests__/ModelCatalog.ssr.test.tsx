/**
 * @jest-environment node
 *
 * Without JavaScript the page still shows the whole catalogue: the server render has every row and
 * no controls that would do nothing.
 */
import React from 'react';
import { renderToString } from 'react-dom/server';
import ModelCatalog from '..';

const model = (modelId: string, vendor: string) => ({
  modelId,
  vendor,
  type: 'chat',
  contextWindow: 1000,
  pricing: { input: 1, output: 2, unit: '1M tokens' },
  capabilities: ['streaming'],
  apiFormat: 'openai',
  docs: `/docs/${modelId}`,
  status: 'active',
  deprecatedOn: null,
  retiresOn: null,
  replacement: null,
  slug: `/docs/models/${modelId}`,
  checkedOn: '2025-07-31',
  catalogCheckedOn: '2025-07-31',
  currency: 'USD',
});

it('server-renders all rows in a captioned table, without selects or sort buttons', () => {
  const models = [model('gpt-4o', 'OpenAI'), model('grok-4', 'xAI'), model('qwen-max', 'Alibaba Qwen')];
  const html = renderToString(<ModelCatalog models={models} />);
  for (const m of models) expect(html).toContain(`<code>${m.modelId}</code>`);
  expect(html.match(/<tr>/g)).toHaveLength(models.length + 1);
  expect(html).toContain('<caption');
  expect(html).toContain('scope="col"');
  expect(html).not.toContain('<select');
  expect(html).not.toContain('<button');
});
