import { buildToc, tocLevels } from '../toc';

const h = (depth: number, value: string) => ({ depth, value, id: value.toLowerCase() });

describe('table of contents', () => {
  it('nests h3 under h2 and drops levels outside the range', () => {
    const toc = buildToc([h(2, 'A'), h(3, 'A1'), h(4, 'A1x'), h(2, 'B')], 2, 3);
    expect(toc).toEqual([
      { value: 'A', id: 'a', level: 2, children: [{ value: 'A1', id: 'a1', level: 3, children: [] }] },
      { value: 'B', id: 'b', level: 2, children: [] },
    ]);
  });

  it('lifts children of filtered headings into their place (h3-h2-h4 with 3..4)', () => {
    const toc = buildToc([h(3, 'X'), h(2, 'Y'), h(4, 'Z')], 3, 4);
    expect(toc.map((n) => n.value)).toEqual(['X', 'Z']);
  });

  it('uses front matter levels where set, else the site config', () => {
    expect(tocLevels({ toc_max_heading_level: 4 }, { minHeadingLevel: 2, maxHeadingLevel: 3 })).toEqual({ min: 2, max: 4 });
    expect(tocLevels({}, { minHeadingLevel: 2, maxHeadingLevel: 3 })).toEqual({ min: 2, max: 3 });
    expect(buildToc([h(2, 'A')], 4, 3)).toEqual([]);
  });
});
