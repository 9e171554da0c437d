/**
 * @jest-environment node
 */
import { buildChangeLogFeed, changeLogEntries, entryTitle } from '../feed';

const site = { url: 'https://docs.example', baseUrl: '/', title: 'LLM Provider' };
const page = {
  path: '/docs/community/change-log',
  feedPath: '/docs/community/change-log.atom',
  title: 'Change Log',
  description: 'What changed & when.',
  markdown: [
    '# Change Log',
    '',
    'Intro.',
    '',
    '## 2026-11-26',
    '',
    '- [Pricing](https://docs.example/docs/pricing): models <retired> & replaced. More text.',
    '',
    '## 2025-01-02',
    '',
    '- Older change.',
    '',
    '## Related pages',
    '',
    '- Not an entry.',
  ].join('\n'),
};

describe('Change Log feed', () => {
  it('reads one entry per dated section, ending at the next heading', () => {
    expect(changeLogEntries(page.markdown)).toEqual([
      { date: '2026-11-26', body: '- [Pricing](https://docs.example/docs/pricing): models <retired> & replaced. More text.', anchor: '2026-11-26' },
      { date: '2025-01-02', body: '- Older change.', anchor: '2025-01-02' },
    ]);
  });

  it("adds the catalogue's dated changes to their day's entry, or as an entry of their own linked to their section", () => {
    const markdown = page.markdown.replace(
      '## 2026-11-26',
      [
        '## Model lifecycle and price changes',
        '',
        '- **2026-12-01**: `argon` (Google) now costs $4.00 input per 1M tokens.',
        '- **2026-11-26**: `x` (OpenAI) is now legacy.',
        '',
        '## 2026-11-26',
      ].join('\n'),
    );
    expect(changeLogEntries(markdown)).toEqual([
      { date: '2026-12-01', body: '- `argon` (Google) now costs $4.00 input per 1M tokens.', anchor: 'model-lifecycle-and-price-changes' },
      {
        date: '2026-11-26',
        body: '- `x` (OpenAI) is now legacy.\n\n- [Pricing](https://docs.example/docs/pricing): models <retired> & replaced. More text.',
        anchor: '2026-11-26',
      },
      { date: '2025-01-02', body: '- Older change.', anchor: '2025-01-02' },
    ]);
    const feed = buildChangeLogFeed(site, { ...page, markdown });
    expect(feed).toContain('<id>https://docs.example/docs/community/change-log#2026-12-01</id>');
    expect(feed).toContain('href="https://docs.example/docs/community/change-log#model-lifecycle-and-price-changes"');
  });

  it('titles an entry with its first sentence, without Markdown', () => {
    expect(entryTitle('- [Pricing](https://x): models `a` retired. More.')).toBe('Pricing: models a retired.');
    expect(entryTitle(`- ${'word '.repeat(40)}`)).toHaveLength(120);
  });

  it('writes Atom with absolute ids and links, escaped text and the newest date as updated', () => {
    const xml = buildChangeLogFeed(site, page);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain('<id>https://docs.example/docs/community/change-log.atom</id>');
    expect(xml).toContain('<subtitle>What changed &amp; when.</subtitle>');
    expect(xml).toContain('<updated>2026-11-26T00:00:00Z</updated>');
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://docs.example/docs/community/change-log.atom"/>');
    expect(xml).toContain('<id>https://docs.example/docs/community/change-log#2025-01-02</id>');
    expect(xml).toContain('models &lt;retired&gt; &amp; replaced.');
    expect(xml.match(/<entry>/g)).toHaveLength(2);
  });

  it('fails, naming the page, when there is no dated section', () => {
    expect(() => buildChangeLogFeed(site, { ...page, markdown: '# Change Log\n\nNothing yet.\n' })).toThrow(
      '/docs/community/change-log has no dated section (## YYYY-MM-DD) to publish in /docs/community/change-log.atom',
    );
  });
});
