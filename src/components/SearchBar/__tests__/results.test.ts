import { addRecent, bestSections, flattenHits, parseExcerpt, parseRecent, toGroup, toSitePath, withoutLeadingHeading } from '../results';

describe('toSitePath', () => {
  it('drops the trailing slash Pagefind adds and keeps the anchor', () => {
    expect(toSitePath('/docs/api-reference/openai/embedding/')).toBe('/docs/api-reference/openai/embedding');
    expect(toSitePath('/docs/api-reference/openai/embedding/#endpoint')).toBe('/docs/api-reference/openai/embedding#endpoint');
    expect(toSitePath('/docs/x/index.html#a')).toBe('/docs/x#a');
    expect(toSitePath('/')).toBe('/');
  });

  it("takes off the path prefix Pagefind's URLs carry under a non-root base URL", () => {
    expect(toSitePath('/llm-docs/docs/api-reference/openai/embedding/#endpoint', '/llm-docs')).toBe('/docs/api-reference/openai/embedding#endpoint');
    expect(toSitePath('/llm-docs/', '/llm-docs')).toBe('/');
    expect(toSitePath('/llm-docs-old/docs/x/', '/llm-docs')).toBe('/llm-docs-old/docs/x');
  });
});

describe('toGroup', () => {
  const data = {
    url: '/docs/a/',
    excerpt: 'page <mark>hit</mark>',
    meta: { title: 'Page A' },
    sub_results: [
      { url: '/docs/a/', title: 'Page A', excerpt: 'intro <mark>hit</mark>' },
      { url: '/docs/a/#one', title: 'One', excerpt: 'one' },
      { url: '/docs/a/#two', title: 'Two', excerpt: 'two' },
      { url: '/docs/a/#three', title: 'Three', excerpt: 'three' },
    ],
  };

  it('makes one option per section, at most three, flagging anchors as sections', () => {
    const group = toGroup(data, 2);
    expect(group.title).toBe('Page A');
    expect(group.pageUrl).toBe('/docs/a');
    expect(group.hits.map((h) => [h.id, h.url, h.heading, h.isSection])).toEqual([
      ['search-hit-2-0', '/docs/a', 'Page A', false],
      ['search-hit-2-1', '/docs/a#one', 'One', true],
      ['search-hit-2-2', '/docs/a#two', 'Two', true],
    ]);
  });

  it('reads the sidebar path from the meta, empty when the page has none', () => {
    expect(toGroup({ ...data, meta: { title: 'Page A', trail: ' API REFERENCE › OpenAI ' } }, 0).trail).toBe('API REFERENCE › OpenAI');
    expect(toGroup(data, 0).trail).toBe('');
  });

  it('shows the best-matching sections first, page order among equals', () => {
    const at = (url: string, ...scores: number[]) => ({
      url,
      title: url,
      excerpt: '',
      weighted_locations: scores.map((balanced_score) => ({ balanced_score })),
    });
    const subs = [at('/a/'), at('/a/#body', 1), at('/a/#table', 2), at('/a/#streaming', 6, 1), at('/a/#more', 2)];
    expect(bestSections(subs).map((s) => s.url)).toEqual(['/a/#streaming', '/a/#table', '/a/#more']);
    expect(toGroup({ url: '/a/', excerpt: '', meta: { title: 'A' }, sub_results: subs }, 0).hits.map((h) => h.url)).toEqual([
      '/a#streaming',
      '/a#table',
      '/a#more',
    ]);
  });

  it('falls back to the page itself without sub-results', () => {
    const group = toGroup({ url: '/docs/b/', excerpt: 'x', meta: {} }, 0);
    expect(group.title).toBe('/docs/b');
    expect(group.hits).toEqual([{ id: 'search-hit-0-0', url: '/docs/b', heading: '/docs/b', isSection: false, excerpt: 'x' }]);
    expect(flattenHits([group, toGroup(data, 1)])).toHaveLength(4);
  });
});

describe('parseExcerpt', () => {
  it('splits highlighted words from text and decodes entities', () => {
    expect(parseExcerpt('POST <mark>/v1/embeddings</mark> &amp; more &lt;b&gt;')).toEqual([
      { text: 'POST ', highlighted: false },
      { text: '/v1/embeddings', highlighted: true },
      { text: ' & more <b>', highlighted: false },
    ]);
  });

  it('never lets markup through: other tags are dropped, text stays text', () => {
    const parts = parseExcerpt('<img src=x onerror=alert(1)>a <mark>b</mark><script>c</script>');
    expect(parts.map((p) => p.text).join('')).toBe('a bc');
    expect(parts.every((p) => !p.text.includes('<img'))).toBe(true);
  });
});

describe('recent searches', () => {
  it('keeps newest first, without duplicates, at most five', () => {
    let list: string[] = [];
    for (const q of ['a', 'b', 'c', 'd', 'e', 'f']) list = addRecent(list, q);
    expect(list).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(addRecent(list, ' C ')).toEqual(['C', 'f', 'e', 'd', 'b']);
    expect(addRecent(list, '   ')).toEqual(list);
  });

  it('ignores malformed stored values', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('not json')).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
    expect(parseRecent('["x", 3, "", "y"]')).toEqual(['x', 'y']);
  });
});

describe('withoutLeadingHeading', () => {
  it('drops the heading Pagefind repeats at the start of an excerpt, across highlighted parts', () => {
    const parts = parseExcerpt('Qwen <mark>Embeddings.</mark> Create text <mark>embeddings</mark>');
    expect(withoutLeadingHeading(parts, 'Qwen Embeddings')).toEqual([
      { text: 'Create text ', highlighted: false },
      { text: 'embeddings', highlighted: true },
    ]);
    expect(withoutLeadingHeading(parseExcerpt('Endpoint. POST <mark>/v1/x</mark>'), 'Endpoint').map((p) => p.text)).toEqual(['POST ', '/v1/x']);
  });

  it('keeps excerpts that do not start with the heading, or that are only the heading', () => {
    const parts = parseExcerpt('POST <mark>/v1/x</mark>');
    expect(withoutLeadingHeading(parts, 'Endpoint')).toEqual(parts);
    expect(withoutLeadingHeading(parseExcerpt('Endpoint.'), 'Endpoint')).toEqual([{ text: 'Endpoint.', highlighted: false }]);
  });
});
