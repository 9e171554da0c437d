import path from 'path';
import fs from 'fs';
import os from 'os';
import { buildSidebar, type SidebarDocInput } from '../sidebar';
import { docIdOf, docSlugOf, readCategories } from '../docs';
import { walkFiles } from '../walk';
import { readFrontmatterOrThrow, type DocFrontmatter } from '../frontmatter';
import { findTrail, flattenLinks, getFirstLink, isActive, isSamePath, type Sidebar, type SidebarItem } from '../../utils/sidebar';
import { kebabCase } from '../../utils/slug';

const DOCS = path.resolve(__dirname, '../../../content/docs');

/** The real docs, read the way gatsby-node reads them. */
function realDocs(): SidebarDocInput[] {
  return walkFiles(DOCS, { match: /\.mdx$/ }).map((full): SidebarDocInput => {
    const data = readFrontmatterOrThrow(fs.readFileSync(full, 'utf8'), full).data as unknown as DocFrontmatter;
    const id = docIdOf(path.relative(DOCS, full));
    return { id, slug: docSlugOf(id, data.slug), title: data.title, sidebarLabel: data.sidebar_label, sidebarPosition: data.sidebar_position };
  });
}

const label = (item: SidebarItem): unknown => (item.type === 'link' ? item.label : { [item.label]: item.items.map(label) });

describe('the tutorialSidebar built from content/docs', () => {
  const { categories, errors } = readCategories(DOCS);
  const sidebar = buildSidebar(realDocs(), categories);

  it('reads every category file without errors', () => {
    expect(errors).toEqual([]);
  });

  it('has exactly the labels and order of the spec', () => {
    expect(sidebar.map(label)).toEqual([
      { 'GET STARTED': ['Error codes', 'Libraries', 'Pricing and Model Overview', 'Quick Start', 'Rate limits'] },
      {
        'API REFERENCE': [
          { Anthropic: ['Completions', 'Messages'] },
          { 'AWS Anthropic': ['Completions', 'Messages'] },
          { 'Claude Code': ['Claude Code API', 'Quick Start'] },
          { Deepseek: ['Chat'] },
          { Dify: ['App', 'Audio', 'Chat', 'Completion', 'Conversation', 'File', 'Message', 'Workflow'] },
          { Gemini: ['Chat', 'Text Generation'] },
          { Gizmo: ['Action', 'ALL•TOOLS', 'Chat', 'Uploaded'] },
          { Grok: ['Chat'] },
          { Kling: ['Image', 'Image To Video', 'Text To Video'] },
          { LLMVision: ['Chat', 'Clone', 'Image', 'Speech', 'Transcription', 'Voices'] },
          { MiniMax: ['Chat'] },
          { Models: ['List Models', 'Supported Model Types'] },
          { OpenAI: ['Chat', 'Completion', 'Embedding', 'Image', 'Speech', 'Transcription'] },
          { Others: ['Task Result'] },
          { Qwen: ['Chat', 'Embedding', 'Image', 'Speech', 'Transcription'] },
        ],
      },
      { COMMUNITY: ['Change Log', 'Documentation Style Guide'] },
    ]);
  });

  it('gives Gemini its own index page and groups no page of their own', () => {
    const api = sidebar[1];
    expect(api.type === 'category' && api.href).toBeFalsy();
    const gemini = api.type === 'category' ? api.items.find((i) => i.label === 'Gemini') : undefined;
    expect(gemini).toMatchObject({ type: 'category', href: '/docs/api-reference/gemini', docId: 'api-reference/gemini/index' });
  });

  it('lists 54 pages, each at /docs/<group>/<category>/<page> in kebab-case of its labels', () => {
    const links = flattenLinks(sidebar);
    expect(links).toHaveLength(54);
    const walk = (items: readonly SidebarItem[], trail: string[]) => {
      for (const item of items) {
        const segments = [...trail, kebabCase(item.label)];
        if (item.href && item.href !== '/docs') expect(item.href).toBe(`/docs/${segments.join('/')}`);
        if (item.type === 'category') walk(item.items, segments);
      }
    };
    walk(sidebar, []);
    expect(links.find((l) => l.docId === 'get-started/quick-start')?.href).toBe('/docs');
  });

  it('keeps top-level groups open and vendor categories collapsible', () => {
    for (const group of sidebar) expect(group).toMatchObject({ type: 'category', collapsible: false, collapsed: false });
    const api = sidebar[1] as Extract<SidebarItem, { type: 'category' }>;
    for (const vendor of api.items) expect(vendor).toMatchObject({ collapsible: true, collapsed: true });
  });
});

describe('sidebar ordering and labels', () => {
  const doc = (id: string, extra: Partial<SidebarDocInput> = {}): SidebarDocInput => ({
    id,
    slug: docSlugOf(id),
    title: id.split('/').pop() as string,
    ...extra,
  });

  it('orders by position first, then by file name', () => {
    const sidebar = buildSidebar([doc('b'), doc('a'), doc('z', { sidebarPosition: 1 }), doc('c/x')], [{ dir: 'c', label: 'C', position: 2 }]);
    expect(sidebar.map((i) => i.label)).toEqual(['z', 'C', 'a', 'b']);
  });

  it('prefers sidebar_label over the title, and folder names without a category file', () => {
    const sidebar = buildSidebar([doc('misc/one', { title: 'One long title', sidebarLabel: 'One' })], []);
    expect(sidebar).toEqual([
      {
        type: 'category',
        label: 'misc',
        collapsible: true,
        collapsed: true,
        items: [{ type: 'link', label: 'One', href: '/docs/misc/one', docId: 'misc/one' }],
      },
    ]);
  });
});

describe('sidebar helpers', () => {
  const sidebar: Sidebar = [
    {
      type: 'category',
      label: 'API',
      collapsible: false,
      collapsed: false,
      items: [
        {
          type: 'category',
          label: 'Gemini',
          href: '/docs/api/gemini',
          docId: 'api/gemini/index',
          collapsible: true,
          collapsed: true,
          items: [{ type: 'link', label: 'Chat', href: '/docs/api/gemini/chat', docId: 'api/gemini/chat' }],
        },
        { type: 'category', label: 'Empty', collapsible: true, collapsed: true, items: [] },
      ],
    },
  ];

  it('compares paths ignoring case and one trailing slash', () => {
    expect(isSamePath('/docs/A', '/docs/a/')).toBe(true);
    expect(isSamePath('/docs/a', '/docs/ab')).toBe(false);
    expect(isSamePath(undefined, '/')).toBe(false);
  });

  it('marks categories holding the current page as active', () => {
    expect(isActive(sidebar[0], '/docs/api/gemini/chat')).toBe(true);
    expect(isActive(sidebar[0], '/docs/other')).toBe(false);
  });

  it('finds the trail to a page for breadcrumbs', () => {
    expect(findTrail(sidebar, '/docs/api/gemini/chat').map((i) => i.label)).toEqual(['API', 'Gemini', 'Chat']);
    expect(findTrail(sidebar, '/docs/api/gemini').map((i) => i.label)).toEqual(['API', 'Gemini']);
    expect(findTrail(sidebar, '/nowhere')).toEqual([]);
  });

  it('gives the trail to the first item linking to a path, depth first, ignoring case and a trailing slash', () => {
    const twice: Sidebar = [
      { type: 'category', label: 'A', collapsible: true, collapsed: true, items: [{ type: 'link', label: 'First', href: '/docs/x', docId: 'a/x' }] },
      { type: 'link', label: 'Second', href: '/docs/x', docId: 'x' },
    ];
    expect(findTrail(twice, '/docs/X/').map((i) => i.label)).toEqual(['A', 'First']);
  });

  it('finds the first link target, or none', () => {
    expect(getFirstLink(sidebar)).toEqual({ label: 'Gemini', href: '/docs/api/gemini' });
    expect(getFirstLink([sidebar[0].type === 'category' ? sidebar[0].items[1] : sidebar[0]])).toBeUndefined();
  });

  it('flattens pages in reading order with category pages first', () => {
    expect(flattenLinks(sidebar).map((l) => l.href)).toEqual(['/docs/api/gemini', '/docs/api/gemini/chat']);
  });
});

describe('category files', () => {
  it('reports invalid category files with the file and the fix', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cats-'));
    fs.mkdirSync(path.join(dir, 'a'));
    fs.writeFileSync(path.join(dir, 'a', '_category_.json'), '{"label": 3}');
    fs.mkdirSync(path.join(dir, 'b'));
    fs.writeFileSync(path.join(dir, 'b', '_category_.json'), '{label}');
    const { errors } = readCategories(dir);
    expect(errors).toEqual([
      `${path.join(dir, 'a', '_category_.json')}: "label" Expected string, received number`,
      expect.stringMatching(/b\/_category_\.json: is not valid JSON .*Fix the syntax/),
    ]);
  });
});
