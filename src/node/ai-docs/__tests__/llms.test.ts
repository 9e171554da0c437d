/**
 * @jest-environment node
 */
import type { Sidebar } from '../../../utils/sidebar';
import { buildLlmsFull, buildLlmsTxt, readingOrder, sidebarSections, type LlmsDoc } from '../llms';

const site = {
  url: 'https://docs.example.com',
  baseUrl: '/',
  title: 'LLM Provider',
  tagline: 'Seamless Access to Powerful Open & Proprietary LLMs',
  apiBaseUrl: 'https://api.example.com',
};

const sidebar: Sidebar = [
  {
    type: 'category',
    label: 'GET STARTED',
    collapsible: false,
    collapsed: false,
    items: [
      { type: 'link', label: 'Quick Start', href: '/docs', docId: 'get-started/quick-start' },
      { type: 'link', label: 'Error codes', href: '/docs/get-started/error-codes', docId: 'get-started/error-codes' },
    ],
  },
  {
    type: 'category',
    label: 'API REFERENCE',
    collapsible: false,
    collapsed: false,
    items: [
      {
        type: 'category',
        label: 'OpenAI',
        collapsible: true,
        collapsed: true,
        items: [{ type: 'link', label: 'Chat', href: '/docs/api-reference/openai/chat', docId: 'api-reference/openai/chat' }],
      },
      {
        type: 'category',
        label: 'Gemini',
        href: '/docs/api-reference/gemini',
        docId: 'api-reference/gemini/index',
        collapsible: true,
        collapsed: true,
        items: [{ type: 'link', label: 'Chat', href: '/docs/api-reference/gemini/chat', docId: 'api-reference/gemini/chat' }],
      },
    ],
  },
  { type: 'link', label: 'Loose page', href: '/docs/loose', docId: 'loose' },
];

const docs: LlmsDoc[] = [
  { docId: 'api-reference/gemini/chat', slug: '/docs/api-reference/gemini/chat', title: 'Gemini Chat', description: 'Chat with\nGemini.' },
  { docId: 'get-started/error-codes', slug: '/docs/get-started/error-codes', title: 'Error codes', description: 'What errors mean.' },
  { docId: 'api-reference/openai/chat', slug: '/docs/api-reference/openai/chat', title: 'OpenAI Chat', description: 'Chat [completions].' },
  { docId: 'get-started/quick-start', slug: '/docs', title: 'Quick Start', description: 'First request.' },
  { docId: 'api-reference/gemini/index', slug: '/docs/api-reference/gemini', title: 'Gemini API', description: null },
  { docId: 'loose', slug: '/docs/loose', title: 'Loose', description: 'Outside groups.' },
  { docId: 'hidden', slug: '/docs/hidden', title: 'Hidden', description: 'Not in the sidebar.' },
];

describe('llms.txt sections', () => {
  it('has one section per top-level group, with the category trail in labels', () => {
    expect(sidebarSections(sidebar, 'LLM Provider')).toEqual([
      {
        title: 'GET STARTED',
        entries: [
          { docId: 'get-started/quick-start', label: 'Quick Start' },
          { docId: 'get-started/error-codes', label: 'Error codes' },
        ],
      },
      {
        title: 'API REFERENCE',
        entries: [
          { docId: 'api-reference/openai/chat', label: 'OpenAI › Chat' },
          { docId: 'api-reference/gemini/index', label: 'Gemini' },
          { docId: 'api-reference/gemini/chat', label: 'Gemini › Chat' },
        ],
      },
      { title: 'LLM Provider', entries: [{ docId: 'loose', label: 'Loose page' }] },
    ]);
  });
});

describe('buildLlmsTxt', () => {
  const text = buildLlmsTxt(site, sidebar, docs);
  const lines = text.split('\n');

  it('opens with the title and a one-paragraph summary', () => {
    expect(lines[0]).toBe('# LLM Provider');
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^> LLM Provider is an API gateway: .+ Seamless Access to Powerful Open & Proprietary LLMs\.$/);
    expect(text).toContain('`https://api.example.com/v1`');
    expect(text).toContain('https://docs.example.com/llms-full.txt');
  });

  it('lists every doc once, in sidebar order, as Markdown links with descriptions', () => {
    const entries = lines.filter((line) => line.startsWith('- '));
    expect(entries).toEqual([
      '- [Quick Start](https://docs.example.com/docs.md): First request.',
      '- [Error codes](https://docs.example.com/docs/get-started/error-codes.md): What errors mean.',
      '- [OpenAI › Chat](https://docs.example.com/docs/api-reference/openai/chat.md): Chat [completions].',
      '- [Gemini](https://docs.example.com/docs/api-reference/gemini.md)',
      '- [Gemini › Chat](https://docs.example.com/docs/api-reference/gemini/chat.md): Chat with Gemini.',
      '- [Loose page](https://docs.example.com/docs/loose.md): Outside groups.',
      '- [Hidden](https://docs.example.com/docs/hidden.md): Not in the sidebar.',
    ]);
  });

  it('names the catalogues, the MCP server (HTTP and npx) and the skill file', () => {
    for (const url of ['/models.json', '/errors.json', '/mcp,', '/mcp/llm-provider-docs-mcp.tgz', '/skill.md'])
      expect(text).toContain(`https://docs.example.com${url}`);
    expect(text).toContain('npx -y https://docs.example.com/mcp/llm-provider-docs-mcp.tgz');
  });

  it('puts the groups under ## headings in sidebar order', () => {
    expect(lines.filter((line) => line.startsWith('## '))).toEqual(['## GET STARTED', '## API REFERENCE', '## LLM Provider', '## Other pages']);
  });

  it('escapes brackets in link text', () => {
    const odd = buildLlmsTxt(site, [{ type: 'link', label: 'Tools [beta]', href: '/docs/t', docId: 't' }], [{ docId: 't', slug: '/docs/t', title: 'T' }]);
    expect(odd).toContain('- [Tools \\[beta\\]](https://docs.example.com/docs/t.md)');
  });
});

describe('llms-full.txt', () => {
  it('holds every page in reading order, each with its source URL', () => {
    expect(readingOrder(sidebar, docs)).toEqual([
      'get-started/quick-start',
      'get-started/error-codes',
      'api-reference/openai/chat',
      'api-reference/gemini/index',
      'api-reference/gemini/chat',
      'loose',
      'hidden',
    ]);
    const full = buildLlmsFull(site, sidebar, docs, (docId) => `# ${docId}\n\nBody of ${docId}.\n`);
    expect(full.startsWith('# LLM Provider\n\n> LLM Provider is an API gateway')).toBe(true);
    const headings = full
      .split('\n')
      .filter((line) => /^# /.test(line))
      .slice(1);
    expect(headings).toEqual(readingOrder(sidebar, docs).map((id) => `# ${id}`));
    expect(full).toContain('# get-started/quick-start\n\nBody of get-started/quick-start.\n\nSource: https://docs.example.com/docs\n');
    expect(full.match(/^---$/gm)).toHaveLength(docs.length);
  });
});
