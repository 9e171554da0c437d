import { fillDataComponents, spliceShared } from '../data-components';
import { sharedNamesOf, unknownFragmentProblems, checkFragmentFrontmatter, fragmentNameOf } from '../compile/shared';
import { catalogRows } from '../models';
import type { ContentNode } from '../../content-model/content-tree';

describe('data components', () => {
  it('adds data props to every element of that name, leaving the tree it was given alone', () => {
    const tree: ContentNode[] = [
      ['p', 0, 'x'],
      ['div', { id: 'a' }, ['ModelCatalog', 0]],
      ['ModelCatalog', { extra: 1 }],
    ];
    const before = JSON.stringify(tree);
    const filled = fillDataComponents(tree, { ModelCatalog: { models: [1, 2] } });
    expect(filled).toEqual([
      ['p', 0, 'x'],
      ['div', { id: 'a' }, ['ModelCatalog', { models: [1, 2] }]],
      ['ModelCatalog', { extra: 1, models: [1, 2] }],
    ]);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('gives the model table its rows in file order, with only the fields it shows', () => {
    const node = (position: number, modelId: string) => ({
      id: `n${position}`,
      parent: null,
      internal: { type: 'CatalogModel' },
      modelId,
      vendor: 'OpenAI',
      type: 'chat',
      pricing: { input: 1, unit: '1M tokens' },
      capabilities: [],
      apiFormat: 'openai',
      docs: '/docs/x',
      position,
      status: 'active',
      deprecatedOn: null,
      retiresOn: null,
      replacement: null,
      slug: `/docs/models/${modelId}`,
      sources: ['https://example.com/models'],
      checkedOn: '2025-07-31',
      catalogCheckedOn: '2025-07-31',
      currency: 'USD',
    });
    const rows = catalogRows([node(1, 'b'), node(0, 'a')]);
    expect(rows.map((r) => r.modelId)).toEqual(['a', 'b']);
    expect(rows[0]).toEqual({
      modelId: 'a',
      vendor: 'OpenAI',
      type: 'chat',
      contextWindow: null,
      pricing: { input: 1, output: null, unit: '1M tokens' },
      capabilities: [],
      apiFormat: 'openai',
      docs: '/docs/x',
      status: 'active',
      deprecatedOn: null,
      retiresOn: null,
      replacement: null,
      slug: '/docs/models/a',
      checkedOn: '2025-07-31',
      catalogCheckedOn: '2025-07-31',
      currency: 'USD',
    });
  });
});

describe('data markers in the Markdown twin', () => {
  it("carry a data component's string attributes to its Markdown renderer", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { dataMarker, resolveDataMarkers } = require('../ai-docs/markdown') as typeof import('../ai-docs/markdown');
    const text = `a ${dataMarker('ModelCatalog')} b ${dataMarker('ErrorCatalog', { codes: 'missing_api_key invalid_api_key' })} c`;
    const calls: Array<[string, Record<string, string>]> = [];
    const out = resolveDataMarkers(text, (name, attributes) => {
      calls.push([name, attributes]);
      return `[${name}]`;
    });
    expect(out).toBe('a [ModelCatalog] b [ErrorCatalog] c');
    expect(calls).toEqual([
      ['ModelCatalog', {}],
      ['ErrorCatalog', { codes: 'missing_api_key invalid_api_key' }],
    ]);
  });
});

describe('shared fragments in the content tree', () => {
  const fragments: Record<string, ContentNode[]> = {
    'dify-auth': [['p', 0, 'Two headers.'], '\n', ['ul', 0, ['li', 0, 'Authorization']]],
    'dify-errors': [
      ['p', 0, 'Gateway errors:'],
      ['ErrorCatalog', { codes: 'missing_api_key' }],
    ],
  };

  it("replaces each <Shared> element by the fragment's nodes, in place, leaving the page's tree alone", () => {
    const tree: ContentNode[] = [
      ['h2', { id: 'authentication' }, 'Authentication'],
      '\n',
      ['Shared', { name: 'dify-auth' }],
      '\n',
      ['div', 0, ['Shared', { name: 'dify-errors' }]],
    ];
    const before = JSON.stringify(tree);
    expect(sharedNamesOf(tree)).toEqual(['dify-auth', 'dify-errors']);
    expect(spliceShared(tree, fragments)).toEqual([
      ['h2', { id: 'authentication' }, 'Authentication'],
      '\n',
      ['p', 0, 'Two headers.'],
      '\n',
      ['ul', 0, ['li', 0, 'Authorization']],
      '\n',
      ['div', 0, ['p', 0, 'Gateway errors:'], ['ErrorCatalog', { codes: 'missing_api_key' }]],
    ]);
    expect(JSON.stringify(tree)).toBe(before);
    // The fragment's data components then get their data like the page's own.
    const filled = fillDataComponents(spliceShared(tree, fragments), { ErrorCatalog: { errors: [1] } });
    expect(filled[6]).toEqual(['div', 0, ['p', 0, 'Gateway errors:'], ['ErrorCatalog', { codes: 'missing_api_key', errors: [1] }]]);
  });

  it('throws on a name without a fragment', () => {
    expect(() => spliceShared([['Shared', { name: 'nope' }]], fragments)).toThrow('<Shared name="nope" />: no fragment content/shared/nope.mdx');
  });

  it('names the including file, line and the known fragments for an unknown name', () => {
    const known = new Set(['kling-errors', 'dify-auth']);
    expect(
      unknownFragmentProblems(
        'content/docs/api-reference/dify/chat.mdx',
        [
          { name: 'dify-auth', line: 3 },
          { name: 'dify-autth', line: 25 },
        ],
        known,
      ),
    ).toEqual([
      'content/docs/api-reference/dify/chat.mdx:25: <Shared name="dify-autth" /> names no fragment: there is no content/shared/dify-autth.mdx. Use one of dify-auth, kling-errors, or create that file.',
    ]);
  });

  it("validates a fragment's file name and front matter (title only), naming file and line", () => {
    expect(fragmentNameOf('dify-auth.mdx', 'content/shared/dify-auth.mdx')).toEqual({ name: 'dify-auth', problem: null });
    expect(fragmentNameOf('dify/Auth.mdx', 'content/shared/dify/Auth.mdx').problem).toMatch(
      /^content\/shared\/dify\/Auth\.mdx: a shared fragment's file name is its name/,
    );
    expect(checkFragmentFrontmatter({ title: 'Dify auth' }, 'f.mdx', '---\ntitle: Dify auth\n---\n')).toEqual([]);
    expect(
      checkFragmentFrontmatter({ title: 'T', description: 'D', sidebar_position: 2 }, 'f.mdx', '---\ntitle: T\ndescription: D\nsidebar_position: 2\n---\n'),
    ).toEqual([
      'f.mdx:3: unknown front matter field(s) description, sidebar_position in a shared fragment: a fragment has no page, so only "title" applies. Remove them.',
    ]);
    expect(checkFragmentFrontmatter({}, 'f.mdx', 'Body.\n')).toEqual([
      expect.stringMatching(/^f\.mdx:1: front matter "title" is required for a shared fragment/),
    ]);
  });
});

describe('shared fragments in the Markdown twin', () => {
  it("replace each <Shared> marker with the fragment's Markdown, whose own data markers resolve after", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded inside the test, like the other ai-docs tests
    const { dataMarker, resolveDataMarkers, resolveSharedMarkers } = require('../ai-docs/markdown') as typeof import('../ai-docs/markdown');
    const page = `# Chat\n\n## Authentication\n\n${dataMarker('Shared', { name: 'dify-auth' })}\n\n${dataMarker('ModelCatalog')}\n`;
    const fragments = new Map([['dify-auth', `Send two headers.\n\n${dataMarker('ErrorCatalog', { codes: 'missing_api_key' })}\n`]]);
    const spliced = resolveSharedMarkers(page, fragments);
    expect(spliced).toBe(
      `# Chat\n\n## Authentication\n\nSend two headers.\n\n${dataMarker('ErrorCatalog', { codes: 'missing_api_key' })}\n\n${dataMarker('ModelCatalog')}\n`,
    );
    expect(resolveDataMarkers(spliced, (name, attributes) => `[${name}${attributes.codes ? ` ${attributes.codes}` : ''}]`)).toBe(
      '# Chat\n\n## Authentication\n\nSend two headers.\n\n[ErrorCatalog missing_api_key]\n\n[ModelCatalog]\n',
    );
    expect(() => resolveSharedMarkers(dataMarker('Shared', { name: 'nope' }), fragments)).toThrow('no shared fragment named "nope"');
  });
});

describe('narrowErrorCatalogs', () => {
  it('gives each error table only the entries it shows', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { narrowErrorCatalogs } = require('../data-components') as typeof import('../data-components');
    const errors = [
      { code: 'missing_api_key', scheme: 'gateway' },
      // The OpenAI-style type is shown by no table: it stays out of the page's data.
      { code: 'invalid_api_key', scheme: 'gateway', type: 'authentication_error' },
      { code: 'upstream_timeout', scheme: 'gateway', taskError: true },
      { code: 'vendor_error', scheme: 'task' },
      { code: 'too_many_files', scheme: 'dify' },
    ];
    const bodies = [{ format: 'openai' }];
    const tree = [
      ['ErrorCatalog', { errors, bodies }],
      ['div', null, ['ErrorCatalog', { errors, bodies, codes: 'too_many_files missing_api_key' }]],
      ['ErrorCatalog', { errors, bodies, scheme: 'task' }],
    ] as unknown as Parameters<typeof narrowErrorCatalogs>[0];
    const [all, wrapper, task] = narrowErrorCatalogs(tree) as unknown as Array<[string, Record<string, unknown>, ...unknown[]]>;
    expect(all[1]).toEqual({ errors: [errors[0], { code: 'invalid_api_key', scheme: 'gateway' }, errors[2], errors[4]], bodies });
    expect((wrapper[2] as [string, Record<string, unknown>])[1]).toEqual({
      errors: [errors[0], errors[4]],
      bodies: [],
      codes: 'too_many_files missing_api_key',
    });
    expect(task[1]).toEqual({ errors: [errors[2], errors[3]], bodies: [], scheme: 'task' });
  });
});
