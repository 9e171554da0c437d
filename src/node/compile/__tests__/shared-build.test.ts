/**
 * @jest-environment node
 *
 * gatsby-node's createPages with shared fragments (content/shared): a page naming a fragment that
 * does not exist fails the build naming file, line and the known names; a fragment gets no page,
 * is no link target, and its links and error codes are checked like a page's. (The compile step
 * is mocked: these nodes carry the fields it would have set. on-create-node.test.ts runs the real one.)
 */
import { contentError, reportedMessage } from '../../content-errors';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { errorDocsSlugs, withErrorDocs } from '../../../test-utils/error-docs';

jest.mock('..', () => ({
  ...jest.requireActual('../errors'),
  compileMdx: jest.fn(),
}));

interface TestNode {
  id: string;
  frontmatter: Record<string, unknown>;
  fields: Record<string, unknown> & { kind: string; slug: string; sourcePath: string };
  internal: { contentFilePath: string };
}

function tempMdx(name: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-')), name);
  fs.writeFileSync(file, '---\ntitle: T\n---\nx');
  return file;
}

function docNode(id: string, slug: string, extra: Record<string, unknown> = {}): TestNode {
  return {
    id,
    frontmatter: { title: id },
    fields: {
      kind: 'doc',
      docId: id,
      slug,
      sourcePath: `content/docs/${id}.mdx`,
      headings: [],
      links: [],
      errorRefs: [],
      fragment: null,
      shared: [],
      ...extra,
    },
    internal: { contentFilePath: tempMdx(`${id.replace(/\//g, '_')}.mdx`) },
  };
}

function fragmentNode(name: string, extra: Record<string, unknown> = {}): TestNode {
  return {
    id: `fragment-${name}`,
    frontmatter: { title: name },
    fields: {
      kind: 'fragment',
      docId: null,
      slug: '',
      sourcePath: `content/shared/${name}.mdx`,
      headings: [],
      links: [],
      errorRefs: [],
      fragment: name,
      shared: [],
      ...extra,
    },
    internal: { contentFilePath: tempMdx(`${name}.mdx`) },
  };
}

/** Every page the site config and content/models.json link to, so that only the tested problem fails. */
function basePages(): TestNode[] {
  const { parseModelCatalog, MODELS_FILE } = jest.requireActual('../../models') as typeof import('../../models');
  const catalog = parseModelCatalog(fs.readFileSync(path.resolve(__dirname, '../../../..', MODELS_FILE), 'utf8'));
  const configDocs = [
    'api-reference/openai/chat',
    'api-reference/anthropic/messages',
    'api-reference/gemini/index',
    'api-reference/deepseek/chat',
    'api-reference/qwen/chat',
  ];
  const ids = new Map<string, string>([
    ['/docs', 'get-started/quick-start'],
    ['/docs/get-started/error-codes', 'get-started/error-codes'],
  ]);
  for (const id of configDocs) ids.set(`/docs/${id.replace(/\/index$/, '')}`, id);
  for (const model of catalog.models) if (!ids.has(model.docs)) ids.set(model.docs, model.docs.replace(/^\/docs\//, ''));
  for (const slug of errorDocsSlugs()) if (!ids.has(slug)) ids.set(slug, slug.replace(/^\/docs\//, ''));
  return [...ids].map(([slug, id]) => docNode(id, slug, slug === '/docs/get-started/error-codes' ? { headings: [{ id: '401-unauthorized' }] } : {}));
}

async function runCreatePages(nodes: TestNode[]) {
  const { createPages } = await import('../../gatsby/site-node');
  const reporter = { panicOnBuild: jest.fn(), panic: jest.fn(), warn: jest.fn(), info: jest.fn() };
  const createPage = jest.fn();
  const sidebar = [
    { type: 'link', label: 'Quick Start', href: '/docs', docId: 'get-started/quick-start' },
    { type: 'link', label: 'Error codes', href: '/docs/get-started/error-codes', docId: 'get-started/error-codes' },
  ];
  const graphql = jest.fn().mockResolvedValue({ data: { docsSidebar: sidebar } });
  // The Mdx nodes as the node store holds them: onCreateNode's fields under fields.page.
  const getNodesByType = (type: string) =>
    type === 'Mdx'
      ? withErrorDocs(nodes).map(({ fields, internal, ...node }) => ({ ...node, fields: { page: fields }, internal: { ...internal, type: 'Mdx' } }))
      : [];
  await (createPages as (args: unknown) => Promise<void>)({ graphql, getNodesByType, reporter, actions: { createPage } });
  return { reporter, createPage };
}

jest.setTimeout(30_000);

describe('createPages with shared fragments', () => {
  it('creates no page for a fragment and accepts pages that include known fragments', async () => {
    const nodes = [...basePages(), fragmentNode('dify-auth', { links: [{ url: '/docs/get-started/error-codes#401-unauthorized', line: 5 }] })];
    nodes[0].fields.shared = [{ name: 'dify-auth', line: 12 }];
    const { reporter, createPage } = await runCreatePages(nodes);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(createPage).toHaveBeenCalledTimes(nodes.length - 1);
    expect(createPage.mock.calls.map(([page]) => page.path)).not.toContain('');
  });

  it('fails the build on an unknown fragment name, naming the including file, line and the known names', async () => {
    const nodes = [...basePages(), fragmentNode('dify-auth'), fragmentNode('kling-errors')];
    nodes[1].fields.shared = [{ name: 'dify-autth', line: 25 }];
    const { reporter } = await runCreatePages(nodes);
    expect(reporter.panicOnBuild.mock.calls.map(([meta]) => meta)).toContainEqual(
      contentError(
        'fragments',
        `Unknown shared fragments:\n${nodes[1].fields.sourcePath}:25: <Shared name="dify-autth" /> names no fragment: there is no content/shared/dify-autth.mdx. Use one of dify-auth, kling-errors, or create that file.`,
      ),
    );
  });

  it("checks a fragment's links and error codes, naming the fragment's file and line", async () => {
    const nodes = [
      ...basePages(),
      fragmentNode('dify-errors', {
        links: [{ url: '/docs/nope', line: 7 }],
        errorRefs: [{ code: 'no_such_code', scheme: 'gateway', status: 400, type: null, line: 9, where: 'table' }],
      }),
    ];
    const { reporter } = await runCreatePages(nodes);
    const messages = reporter.panicOnBuild.mock.calls.map(([meta]) => reportedMessage(meta));
    expect(messages).toEqual([
      expect.stringContaining('content/shared/dify-errors.mdx:7: broken link "/docs/nope"'),
      expect.stringContaining('content/shared/dify-errors.mdx:9: error table uses the code "no_such_code"'),
    ]);
  });
});
