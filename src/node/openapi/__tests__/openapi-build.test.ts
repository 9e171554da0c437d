/**
 * @jest-environment node
 *
 * gatsby-node with content/openapi: sourceNodes fails the build on the linter's problems, naming
 * the YAML file and line; createPages fails it on a page that shows an operation the document
 * lacks and on a sample whose body its schema rejects, naming the page and line; the `content`
 * resolver puts each `<Operation>` block in the page, read through the operation's node.
 * (The linter and the compile step are ES modules, which Jest cannot load: the document comes
 * bundled by the check's CLI, and a compiled block is a stub holding its Markdown.)
 */
import { reportedMessage } from '../../content-errors';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { bundledOpenApi } from '../../../test-utils/openapi';
import { withErrorDocs, errorDocsSlugs } from '../../../test-utils/error-docs';

jest.mock('remark-gfm', () => ({ __esModule: true, default: () => undefined }));
jest.mock('../../compile/pool', () => ({
  CompilePool: class {
    compile(input: { body: string; title: string }) {
      return Promise.resolve({
        tree: [['pre', 0, input.body]],
        headings: [],
        links: [],
        markdown: input.body,
        dataComponents: [],
        samples: [],
        errorRefs: [],
        shared: [],
        modelRefs: [],
        operationRefs: [],
        apiRequests: [],
      });
    }
  },
}));

const mockBundled = bundledOpenApi();
let mockProblems: string[] = [];
jest.mock('../load', () => ({
  ...jest.requireActual('../load'),
  openApiYaml: () => 'openapi: 3.1.0\n',
  loadOpenApi: async () => ({ document: mockBundled, problems: mockProblems, sources: new Map(), files: [] }),
}));

jest.setTimeout(60_000);

type Node = Record<string, unknown> & { internal: { type: string } };

async function sourced(): Promise<{ nodes: Node[]; panics: string[] }> {
  const { sourceNodes } = await import('../../gatsby/site-node');
  const createNode = jest.fn();
  const reporter = { panicOnBuild: jest.fn(), warn: jest.fn(), info: jest.fn() };
  await (sourceNodes as (args: unknown) => unknown)({
    actions: { createNode },
    createNodeId: (key: string) => `node:${key}`,
    createContentDigest: () => 'digest',
    reporter,
  });
  return { nodes: createNode.mock.calls.map(([node]) => node as Node), panics: reporter.panicOnBuild.mock.calls.map(([meta]) => reportedMessage(meta)) };
}

function tempMdx(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-')), 'page.mdx');
  fs.writeFileSync(file, '---\ntitle: T\n---\nx');
  return file;
}

/** A doc node as onCreateNode stores it, for every page the site config, models and errors link to, and the operations' pages. */
function pages(extra: Record<string, Record<string, unknown>> = {}) {
  const slugs = new Set<string>(['/docs', '/docs/get-started/error-codes', ...errorDocsSlugs()]);
  const catalog = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../content/models.json'), 'utf8')) as { models: Array<{ docs: string }> };
  for (const model of catalog.models) slugs.add(model.docs);
  for (const id of [
    'api-reference/openai/chat',
    'api-reference/anthropic/messages',
    'api-reference/gemini',
    'api-reference/deepseek/chat',
    'api-reference/qwen/chat',
  ])
    slugs.add(`/docs/${id}`);
  // Each operation's page shows it (the build checks that too).
  const shown = new Map<string, string[]>();
  type RawOperation = { operationId?: string; externalDocs?: { url: string }; 'x-models'?: Array<{ page?: string }> };
  for (const item of Object.values(mockBundled.paths as Record<string, Record<string, RawOperation>>)) {
    for (const operation of Object.values(item)) {
      if (!operation?.operationId || !operation.externalDocs) continue;
      // Its own page, and the pages its x-models selectors link (the model pages' Endpoints tables).
      for (const url of new Set([operation.externalDocs.url, ...(operation['x-models'] ?? []).flatMap((selector) => (selector.page ? [selector.page] : []))])) {
        slugs.add(url);
        shown.set(url, [...(shown.get(url) ?? []), operation.operationId]);
      }
    }
  }
  return withErrorDocs(
    [...slugs].map((slug) => {
      const id =
        slug === '/docs' ? 'get-started/quick-start' : slug === '/docs/api-reference/gemini' ? 'api-reference/gemini/index' : slug.replace(/^\/docs\//, '');
      return {
        id,
        frontmatter: { title: id },
        fields: {
          kind: 'doc',
          docId: id,
          slug,
          sourcePath: `content/docs/${id}.mdx`,
          headings: slug === '/docs/get-started/error-codes' ? [{ id: '401-unauthorized' }] : [],
          links: [],
          errorRefs: [],
          modelRefs: [],
          fragment: null,
          shared: [],
          operationRefs: (shown.get(slug) ?? []).map((opId) => ({ ids: [opId], part: 'endpoint', schema: null, line: 5 })),
          apiRequests: [],
          ...extra[slug],
        },
        internal: { contentFilePath: tempMdx() },
      };
    }),
  );
}

async function createPagesWith(nodes: ReturnType<typeof pages>) {
  const { createPages } = await import('../../gatsby/site-node');
  const reporter = { panicOnBuild: jest.fn(), panic: jest.fn(), warn: jest.fn(), info: jest.fn() };
  const sidebar = [{ type: 'link', label: 'Quick Start', href: '/docs', docId: 'get-started/quick-start' }];
  const getNodesByType = (type: string) =>
    type === 'Mdx' ? nodes.map(({ fields, internal, ...node }) => ({ ...node, fields: { page: fields }, internal: { ...internal, type: 'Mdx' } })) : [];
  await (createPages as (args: unknown) => Promise<void>)({
    graphql: jest.fn().mockResolvedValue({ data: { docsSidebar: sidebar } }),
    getNodesByType,
    reporter,
    actions: { createPage: jest.fn() },
  });
  return reporter.panicOnBuild.mock.calls.map(([meta]) => reportedMessage(meta));
}

describe('content/openapi in the build', () => {
  it("fails the build on the linter's problems, naming the YAML file and line", async () => {
    mockProblems = [
      'content/openapi/paths/openai/embeddings.yaml:27: unknown error code "nope": add it to content/errors.json, or name a code that is there. [site/error-codes]',
    ];
    const { panics } = await sourced();
    mockProblems = [];
    expect(panics).toEqual([
      'Invalid OpenAPI document (content/openapi; its README.md says how it is written):\ncontent/openapi/paths/openai/embeddings.yaml:27: unknown error code "nope": add it to content/errors.json, or name a code that is there. [site/error-codes]',
    ]);
  });

  it('accepts pages that show their operations', async () => {
    await sourced();
    expect(await createPagesWith(pages())).toEqual([]);
  });

  it('fails the build on a page showing an unknown endpoint and on a sample body the schema rejects, naming page and line', async () => {
    await sourced();
    const chat = '/docs/api-reference/openai/chat';
    const panics = await createPagesWith(
      pages({
        [chat]: {
          operationRefs: [
            { ids: ['createChatCompletion'], part: 'endpoint', schema: null, line: 17 },
            { ids: ['createChatCompletions'], part: 'body', schema: null, line: 31 },
          ],
          apiRequests: [
            {
              lang: 'curl',
              method: 'POST',
              path: '/v1/chat/completions',
              line: 58,
              body: '{"model": "gpt-6-luna", "messages": [], "temprature": 0.2}',
              fields: null,
              // Sets the client timeout the docs prescribe, so the contract check has nothing to say.
              totalTimeouts: [620],
            },
            { lang: 'curl', method: 'POST', path: '/v1/chat/complete', line: 90, body: null, fields: null },
          ],
        },
      }),
    );
    expect(panics).toHaveLength(1);
    expect(panics[0]).toMatch(/^Pages that disagree with content\/openapi:\n/);
    expect(panics[0]).toContain(
      'content/docs/api-reference/openai/chat.mdx:31: <Operation id="createChatCompletions">: "createChatCompletions" is not an operationId of content/openapi',
    );
    // The page shows no variant: the messages are those of the variant the body comes closest to.
    expect(panics[0]).toContain(
      'content/docs/api-reference/openai/chat.mdx:58: curl sample: the body does not match the request schema of createChatCompletion (OpenAIChatCompletionRequest): unknown field "temprature".',
    );
    expect(panics[0].split('\n').filter((line) => line.includes(':58:'))).toHaveLength(1);
    expect(panics[0]).toContain('content/docs/api-reference/openai/chat.mdx:90: curl sample: POST /v1/chat/complete is not an endpoint of content/openapi');
  });

  it("puts each <Operation> block in the page's content, read through the operation's node", async () => {
    const { nodes } = await sourced();
    const operations = nodes.filter((node) => node.internal.type === 'ApiOperation');
    const { createResolvers } = await import('../../gatsby/site-node');
    let config: Record<string, Record<string, { resolve: (...args: unknown[]) => Promise<unknown> }>> = {};
    (createResolvers as (args: unknown) => void)({ createResolvers: (c: typeof config) => (config = c) });
    const findOne = jest.fn(async ({ type, query }: { type: string; query: { filter: { operationId: { eq: string } } } }) =>
      type === 'ApiOperation' ? (operations.find((node) => node.operationId === query.filter.operationId.eq) ?? null) : null,
    );
    const source = {
      fields: {
        page: {
          sourcePath: 'content/docs/x.mdx',
          dataComponents: ['Operation'],
          treeJson: JSON.stringify([
            ['h2', 0, 'Endpoint'],
            ['Operation', { id: 'createEmbedding getTask', part: 'endpoint' }],
            ['p', 0, 'After.'],
          ]),
        },
      },
    };
    const tree = (await config.Mdx.content.resolve(source, {}, { nodeModel: { findOne } })) as unknown[];
    expect(findOne).toHaveBeenCalledWith({ type: 'ApiOperation', query: { filter: { operationId: { eq: 'createEmbedding' } } } });
    expect(tree[0]).toEqual(['h2', 0, 'Endpoint']);
    expect(tree[1]).toEqual([
      'pre',
      0,
      expect.stringContaining('POST https://api.llmprovider.example/v1/embeddings\nGET  https://api.llmprovider.example/v1/tasks/{task_id}\n'),
    ]);
    expect(tree[2]).toEqual(['p', 0, 'After.']);
    const unknown = { fields: { page: { ...source.fields.page, treeJson: JSON.stringify([['Operation', { id: 'nope', part: 'endpoint' }]]) } } };
    await expect(config.Mdx.content.resolve(unknown, {}, { nodeModel: { findOne } })).rejects.toThrow(
      'content/docs/x.mdx: <Operation id="nope">: no operation "nope" in content/openapi',
    );
  });
});
