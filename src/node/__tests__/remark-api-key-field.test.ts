/** @jest-environment node */
import remarkApiKeyField from '../remark-api-key-field';

interface N {
  type: string;
  lang?: string;
  name?: string;
  value?: string;
  attributes?: unknown[];
  children?: N[];
}
const code = (value: string): N => ({ type: 'code', value });
const el = (name: string, ...children: N[]): N => ({ type: 'mdxJsxFlowElement', name, attributes: [], children });
const names = (nodes: N[] | undefined) => (nodes ?? []).map((n) => n.name ?? n.type);
const FIELD = 'ApiKeyField';

describe('remarkApiKeyField', () => {
  it('puts one field right above the first sample with the placeholder', () => {
    const tree: N = { type: 'root', children: [code('no key'), code('Bearer YOUR_API_KEY'), code('again YOUR_API_KEY')] };
    remarkApiKeyField()(tree);
    expect(names(tree.children)).toEqual(['code', FIELD, 'code', 'code']);
  });

  it('puts it above the tabs when the first such sample is inside tabs', () => {
    const tabs = el('Tabs', el('TabItem', code('curl -H "Authorization: Bearer YOUR_API_KEY"')), el('TabItem', code('python YOUR_API_KEY')));
    const tree: N = { type: 'root', children: [{ type: 'paragraph', children: [] }, tabs] };
    remarkApiKeyField()(tree);
    expect(names(tree.children)).toEqual(['paragraph', FIELD, 'Tabs']);
    expect(JSON.stringify(tabs)).not.toContain(FIELD);
  });

  it('skips MDX and Markdown source samples', () => {
    const tree: N = { type: 'root', children: [{ type: 'code', lang: 'mdx', value: '```bash\nYOUR_API_KEY\n```' } as N, code('YOUR_API_KEY')] };
    remarkApiKeyField()(tree);
    expect(names(tree.children)).toEqual(['code', FIELD, 'code']);
  });

  it('puts it next to a sample nested in a list item', () => {
    const item: N = { type: 'listItem', children: [{ type: 'paragraph' }, code('YOUR_API_KEY')] };
    const tree: N = { type: 'root', children: [{ type: 'list', children: [item] }] };
    remarkApiKeyField()(tree);
    expect(names(item.children)).toEqual(['paragraph', FIELD, 'code']);
  });

  it('adds nothing without the placeholder or when the page places the field itself', () => {
    const plain: N = { type: 'root', children: [code('curl https://api.llmprovider.example/v1/models')] };
    remarkApiKeyField()(plain);
    expect(names(plain.children)).toEqual(['code']);
    const manual: N = { type: 'root', children: [el(FIELD), code('YOUR_API_KEY')] };
    remarkApiKeyField()(manual);
    expect(names(manual.children)).toEqual([FIELD, 'code']);
  });
});
