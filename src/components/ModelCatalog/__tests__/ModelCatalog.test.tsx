import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ModelCatalog from '..';
import type { CatalogRow } from '../../../content-model/model-catalog';

const row = (
  modelId: string,
  vendor: string,
  type: string,
  contextWindow: number | null,
  input: number | null,
  output: number | null,
  unit = '1M tokens',
): CatalogRow => ({
  modelId,
  vendor,
  type,
  contextWindow,
  pricing: { input, output, unit },
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

const MODELS = [
  row('gpt-4o', 'OpenAI', 'chat', 128000, 2.5, 10),
  row('claude-2.1', 'Anthropic', 'chat', 200000, 8, 24),
  row('dall-e-3', 'OpenAI', 'image', null, null, 0.04, 'image'),
  row('text-embedding-3-small', 'OpenAI', 'embedding', 8191, 0.02, null),
  row('deepseek-chat', 'DeepSeek', 'chat', 64000, 0.27, 1.1),
];

// user-event drives real event sequences; on a loaded CI machine that can exceed Jest's 5 s default.
jest.setTimeout(20_000);

const modelColumn = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent?.trim());

describe('ModelCatalog', () => {
  it('renders every model in a captioned table with column headers', () => {
    render(<ModelCatalog models={MODELS} />);
    const table = screen.getByRole('table', { name: /list prices in US dollars as checked on 2025-07-31/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.getAttribute('scope')),
    ).toEqual(Array(9).fill('col'));
    expect(modelColumn()).toEqual(['gpt-4o', 'claude-2.1', 'dall-e-3', 'text-embedding-3-small', 'deepseek-chat']);
    expect(screen.getByRole('link', { name: 'gpt-4o' })).toHaveAttribute('href', '/docs/models/gpt-4o');
  });

  it('formats prices with their unit and marks missing values', () => {
    render(<ModelCatalog models={MODELS} />);
    const gpt = screen.getByRole('rowheader', { name: 'gpt-4o' }).closest('tr')!;
    expect(within(gpt).getByText('$2.50 / 1M tokens')).toBeInTheDocument();
    expect(within(gpt).getByText('$10.00 / 1M tokens')).toBeInTheDocument();
    expect(within(gpt).getByText('128,000')).toBeInTheDocument();
    expect(within(gpt).getByText('streaming')).toBeInTheDocument();
    const dalle = screen.getByRole('rowheader', { name: 'dall-e-3' }).closest('tr')!;
    expect(within(dalle).getByText('$0.04 / image')).toBeInTheDocument();
    expect(within(dalle).getByText('Not listed')).toBeInTheDocument();
    expect(within(dalle).getByText('n/a')).toBeInTheDocument();
  });

  it('sorts by a column, toggles direction and sets aria-sort on that header only', async () => {
    const user = userEvent.setup();
    render(<ModelCatalog models={MODELS} />);
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Input price')).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: /^Input price/ }));
    expect(header('Input price')).toHaveAttribute('aria-sort', 'ascending');
    expect(modelColumn()).toEqual(['text-embedding-3-small', 'deepseek-chat', 'gpt-4o', 'claude-2.1', 'dall-e-3']);

    await user.click(screen.getByRole('button', { name: /^Input price/ }));
    expect(header('Input price')).toHaveAttribute('aria-sort', 'descending');
    // Models without a price stay last in both directions.
    expect(modelColumn()).toEqual(['claude-2.1', 'gpt-4o', 'deepseek-chat', 'text-embedding-3-small', 'dall-e-3']);

    await user.click(screen.getByRole('button', { name: /^Model/ }));
    expect(header('Model')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Input price')).not.toHaveAttribute('aria-sort');
    expect(modelColumn()).toEqual(['claude-2.1', 'dall-e-3', 'deepseek-chat', 'gpt-4o', 'text-embedding-3-small']);
  });

  it('sorts from the keyboard', async () => {
    const user = userEvent.setup();
    render(<ModelCatalog models={MODELS} />);
    screen.getByRole('button', { name: /^Context/ }).focus();
    await user.keyboard('{Enter}');
    expect(modelColumn()).toEqual(['text-embedding-3-small', 'deepseek-chat', 'gpt-4o', 'claude-2.1', 'dall-e-3']);
  });

  it('shows active models first and the others on request, with their status in a column', async () => {
    const user = userEvent.setup();
    const models = [
      MODELS[0],
      { ...MODELS[1], status: 'retired', deprecatedOn: '2025-01-21', retiresOn: '2026-02-19', replacement: 'gpt-4o' },
      { ...MODELS[4], status: 'deprecated', deprecatedOn: '2026-04-24', retiresOn: null, replacement: 'gpt-4o' },
    ];
    render(<ModelCatalog models={models} />);
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('active');
    expect(modelColumn()).toEqual(['gpt-4o']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 3 models');
    await user.selectOptions(status, 'retired');
    expect(modelColumn()).toEqual(['claude-2.1']);
    expect(screen.getByRole('row', { name: /claude-2\.1/ })).toHaveTextContent('Retired');
    await user.selectOptions(status, '');
    expect(modelColumn()).toEqual(['gpt-4o', 'claude-2.1', 'deepseek-chat']);
  });

  it('lists deprecated then retired models with dates and a linked replacement in the deprecations view', () => {
    const models = [
      MODELS[0],
      { ...MODELS[1], status: 'retired', deprecatedOn: '2025-01-21', retiresOn: '2026-02-19', replacement: 'gpt-4o' },
      { ...MODELS[2], status: 'retired', deprecatedOn: null, retiresOn: '2026-05-12', replacement: 'gpt-4o' },
      { ...MODELS[4], status: 'deprecated', deprecatedOn: '2026-04-24', retiresOn: null, replacement: 'gpt-4o' },
    ];
    render(<ModelCatalog models={models} view="deprecations" />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(modelColumn()).toEqual(['deepseek-chat', 'dall-e-3', 'claude-2.1']);
    const dalle = screen.getByRole('row', { name: /dall-e-3/ });
    expect(
      within(dalle)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['OpenAI', 'Retired', 'Not announced', '2026-05-12', 'gpt-4o']);
    expect(within(dalle).getByRole('link', { name: 'gpt-4o' })).toHaveAttribute('href', '/docs/models/gpt-4o');
    expect(screen.getByRole('link', { name: 'deepseek-chat' })).toHaveAttribute('href', '/docs/models/deepseek-chat');
  });

  it('filters by vendor and type with labelled selects and announces the count', async () => {
    const user = userEvent.setup();
    render(<ModelCatalog models={MODELS} />);
    const vendor = screen.getByRole('combobox', { name: 'Vendor' });
    expect(
      within(vendor)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All vendors', 'Anthropic', 'DeepSeek', 'OpenAI']);

    await user.selectOptions(vendor, 'OpenAI');
    expect(modelColumn()).toEqual(['gpt-4o', 'dall-e-3', 'text-embedding-3-small']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 5 models');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'chat');
    expect(modelColumn()).toEqual(['gpt-4o']);

    await user.selectOptions(vendor, 'Anthropic');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'image');
    expect(screen.queryAllByRole('rowheader')).toEqual([]);
    expect(screen.getByText('No model matches these filters.')).toBeInTheDocument();

    await user.selectOptions(vendor, '');
    expect(modelColumn()).toEqual(['dall-e-3']);
  });
});
