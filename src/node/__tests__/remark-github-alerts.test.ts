/** @jest-environment node */
import remarkGithubAlerts, { alertToCallout } from '../remark-github-alerts';

interface N {
  type: string;
  value?: string;
  children?: N[];
}
const text = (value: string): N => ({ type: 'text', value });
const paragraph = (...children: N[]): N => ({ type: 'paragraph', children });
const quote = (...children: N[]): N => ({ type: 'blockquote', children });

describe('alertToCallout', () => {
  it.each([
    ['NOTE', 'note'],
    ['TIP', 'tip'],
    ['IMPORTANT', 'info'],
    ['WARNING', 'warning'],
    ['CAUTION', 'danger'],
    ['warning', 'warning'],
  ])('[!%s] becomes a Callout of type %s', (marker, type) => {
    const callout = alertToCallout(quote(paragraph(text(`[!${marker}]\nBody text.`))));
    expect(callout).toEqual({
      type: 'mdxJsxFlowElement',
      name: 'Callout',
      attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: type }],
      children: [paragraph(text('Body text.'))],
      position: undefined,
    });
  });

  it('drops a paragraph that held only the marker and keeps the other blocks', () => {
    const list: N = { type: 'list', children: [] };
    const callout = alertToCallout(quote(paragraph(text('[!TIP]')), paragraph(text('Second.')), list));
    expect(callout?.children).toEqual([paragraph(text('Second.')), list]);
  });

  it('keeps inline formatting after the marker line', () => {
    const strong: N = { type: 'strong', children: [text('bold')] };
    const callout = alertToCallout(quote(paragraph(text('[!NOTE]\nSome '), strong, text(' words.'))));
    expect(callout?.children).toEqual([paragraph(text('Some '), strong, text(' words.'))]);
  });

  it('leaves ordinary quotes and unknown or misplaced markers alone', () => {
    expect(alertToCallout(quote(paragraph(text('Just a quote.'))))).toBeNull();
    expect(alertToCallout(quote(paragraph(text('[!DANGER]\nNo such kind.'))))).toBeNull();
    expect(alertToCallout(quote(paragraph(text('Text then [!NOTE]'))))).toBeNull();
    expect(alertToCallout(quote(paragraph(text('[!NOTE] '), { type: 'emphasis', children: [text('x')] })))).toBeNull();
    expect(alertToCallout(paragraph(text('[!NOTE]')))).toBeNull();
  });
});

describe('remarkGithubAlerts', () => {
  it('converts alerts anywhere in the tree, including inside list items', () => {
    const tree: N = {
      type: 'root',
      children: [
        quote(paragraph(text('[!CAUTION]\nCareful.'))),
        { type: 'list', children: [{ type: 'listItem', children: [quote(paragraph(text('[!NOTE]\nInside.')))] }] },
        quote(paragraph(text('Plain.'))),
      ],
    };
    remarkGithubAlerts()(tree);
    expect(tree.children![0]).toMatchObject({ type: 'mdxJsxFlowElement', name: 'Callout' });
    expect(tree.children![1].children![0].children![0]).toMatchObject({ name: 'Callout' });
    expect(tree.children![2].type).toBe('blockquote');
  });
});
