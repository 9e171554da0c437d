import React from 'react';
import { render, screen, within } from '@testing-library/react';
import MdxContent from '../MdxContent';
import { changeMarkdown, changesContent, type CatalogChangeItem } from '../../../content-model/catalog-changes';

/** The list as a page shows it: the content the build puts in place of `<CatalogChanges />`. */
const CatalogChanges = ({ items }: { items: readonly CatalogChangeItem[] }) => <MdxContent tree={changesContent(items)} />;

const price: CatalogChangeItem = {
  day: '2026-12-01',
  modelId: 'gemini-4-argon',
  vendor: 'Google',
  change: 'price',
  replacement: null,
  pricing: { input: 4, output: 20, unit: '1M tokens' },
  source: 'https://ai.google.dev/gemini-api/docs/pricing',
  announcedOn: '2026-10-13',
};
const legacy: CatalogChangeItem = { ...price, day: '2026-11-20', modelId: 'old', change: 'legacy', replacement: 'new', pricing: null, announcedOn: null };

describe('<CatalogChanges /> (the content the build puts in its place)', () => {
  it('lists each change that has taken effect with its day, the model, what changed and the vendor page', () => {
    render(<CatalogChanges items={[price, legacy]} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'December 1, 2026: gemini-4-argon (Google) now costs $4.00 input, $20.00 output per 1M tokens. Source: Google, announced on October 13, 2026: ai.google.dev/gemini-api/docs/pricing.',
      'November 20, 2026: old (Google) is now legacy: still served, no longer recommended. Use new instead. Source: Google: ai.google.dev/gemini-api/docs/pricing.',
    ]);
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('https://ai.google.dev/gemini-api/docs/pricing');
    expect(items[0].querySelector('time')?.getAttribute('datetime')).toBe('2026-12-01');
    expect(items[0].id).toBe('change-2026-12-01-gemini-4-argon-price');
  });

  it('says so when no change has taken effect', () => {
    render(<CatalogChanges items={[]} />);
    expect(screen.getByText('No dated change of the model catalogue has taken effect yet.')).toBeTruthy();
  });

  it('writes the same words as a Markdown line for the twin and the feed', () => {
    expect(changeMarkdown(legacy)).toBe(
      '- **2026-11-20**: `old` (Google) is now legacy: still served, no longer recommended. Use `new` instead. Source: Google: [ai.google.dev/gemini-api/docs/pricing](https://ai.google.dev/gemini-api/docs/pricing).',
    );
  });
});
