/**
 * @jest-environment node
 *
 * A build reads content/models.json and content/errors.json from disk once each (./catalogues.ts):
 * onPreInit's look for a cached OpenAPI preparation, sourceNodes, the OpenAPI preparation and its
 * cache key, createPages (run twice, as `gatsby develop` runs it after an edit) and the AI docs of
 * onPostBuild all take them from that one read. Fails if any step reads a catalogue file again.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { bundledOpenApi } from '../../../test-utils/openapi';
import { baseNodes, goodSidebar } from '../../../test-utils/create-pages';
import { withErrorDocs } from '../../../test-utils/error-docs';

jest.mock('remark-gfm', () => ({ __esModule: true, default: () => undefined }));
// The compile step's toolchain is ES modules, which Jest cannot load: each model page compiles to a stub.
jest.mock('../../compile/pool', () => ({
  CompilePool: class {
    compile(input: { body: string; title: string }) {
      return Promise.resolve({
        tree: [['p', null, input.title]],
        headings: [{ depth: 2, value: 'Overview', id: 'overview', line: 1 }],
        links: [],
        markdown: input.body,
        dataComponents: [],
        samples: [],
        errorRefs: [],
        shared: [],
        modelRefs: [],
        apiRequests: [],
      });
    }
  },
}));
// The OpenAPI linter is an ES module too: the document comes bundled by the check's CLI, as the build bundles it.
const mockBundled = bundledOpenApi();
jest.mock('../../openapi/load', () => ({
  ...jest.requireActual('../../openapi/load'),
  openApiYaml: () => 'openapi: 3.1.0\n',
  loadOpenApi: async () => ({ document: mockBundled, problems: [], sources: new Map(), files: [] }),
}));
jest.mock('../../openapi/example-lint', () => ({ startExampleLint: () => Promise.resolve([]) }));
// The preparation as in a build, with Gatsby's cache, but in a folder of the test's own.
const mockCacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-reads-'));
jest.mock('../../openapi/prepare', () => {
  const actual = jest.requireActual('../../openapi/prepare');
  const inCacheDir = (input: { cacheDir: string | null }) => ({ ...input, cacheDir: input.cacheDir && mockCacheDir });
  return {
    ...actual,
    cachedPreparation: (input: { cacheDir: string | null }) => actual.cachedPreparation(inCacheDir(input)),
    prepareOpenApi: (input: { cacheDir: string | null }, ...rest: unknown[]) => actual.prepareOpenApi(inCacheDir(input), ...rest),
  };
});
// onPostBuild's other steps write into the project (public/, deploy/): only the AI docs are watched.
jest.mock('../../ai-docs', () => ({ ...jest.requireActual('../../ai-docs'), writeAiDocs: jest.fn(async () => undefined) }));
// The Markdown toolchain is ES modules too: a data component's Markdown goes into the twin as it is.
jest.mock('../../ai-docs/markdown', () => ({ ...jest.requireActual('../../ai-docs/markdown'), dataMarkdown: (markdown: string) => markdown }));
jest.mock('../../strip-nul', () => ({ stripNulFromHtml: () => [] }));
jest.mock('../../csp', () => ({ writeNginxCsp: () => 0 }));
jest.mock('../../build-reports', () => ({ ...jest.requireActual('../../build-reports'), moveBuildReports: () => [] }));

const CATALOGUES = ['content/models.json', 'content/errors.json'].map((file) => path.resolve(file));

/** Reads of the catalogue files from now on, by file (each of fs's functions that read a whole file). */
function countReads(): Map<string, number> {
  const reads = new Map<string, number>();
  const count = (file: unknown) => {
    const name = typeof file === 'string' || file instanceof URL ? path.resolve(file instanceof URL ? file.pathname : file) : null;
    if (name && CATALOGUES.includes(name)) reads.set(name, (reads.get(name) ?? 0) + 1);
  };
  for (const [module, method] of [
    [fs, 'readFileSync'],
    [fs, 'readFile'],
    [fs.promises, 'readFile'],
  ] as const) {
    const original = (module as unknown as Record<string, (...args: unknown[]) => unknown>)[method].bind(module);
    jest.spyOn(module as unknown as Record<string, (...args: unknown[]) => unknown>, method).mockImplementation((file: unknown, ...rest: unknown[]) => {
      count(file);
      return original(file, ...rest);
    });
  }
  return reads;
}

afterEach(() => jest.restoreAllMocks());
afterAll(() => fs.rmSync(mockCacheDir, { recursive: true, force: true }));

it('a build reads each catalogue file once, from onPreInit to onPostBuild', async () => {
  process.env.gatsby_executing_command = 'build';
  try {
    const siteNode = await import('../site-node');
    const { writeAiDocs } = await import('../../ai-docs');
    // The Mdx nodes of a site whose pages pass every check, as the node store holds them (made
    // before counting: the test's helpers read the catalogues to make them).
    const pages = withErrorDocs(baseNodes()).map(({ fields, internal, ...node }) => ({
      ...node,
      fields: { page: fields },
      internal: { ...internal, type: 'Mdx' },
    }));
    const reads = countReads();
    const reporter = { setErrorMap: jest.fn(), panicOnBuild: jest.fn(), warn: jest.fn(), info: jest.fn(), error: jest.fn() };
    (siteNode.onPreInit as (args: unknown) => void)({ reporter });
    await (siteNode.sourceNodes as (args: unknown) => Promise<void>)({
      actions: { createNode: jest.fn(), deleteNode: jest.fn() },
      createNodeId: (key: string) => `node:${key}`,
      createContentDigest: () => 'digest',
      reporter,
      getNode: () => undefined,
    });
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    // The preparation was cached by a digest that includes content/errors.json: a second look finds it.
    expect(fs.readdirSync(mockCacheDir).filter((name) => name.startsWith('openapi-'))).toHaveLength(1);
    // The test's pages show no operation, and onPostBuild is not to write the document into the
    // project's public/: the OpenAPI document is left out from here on.
    (await import('../state')).openApi.current = null;
    for (let run = 0; run < 2; run++) {
      await (siteNode.createPages as (args: unknown) => Promise<void>)({
        graphql: jest.fn().mockResolvedValue({ data: { docsSidebar: goodSidebar } }),
        getNodesByType: (type: string) => (type === 'Mdx' ? pages : []),
        reporter,
        actions: { createPage: jest.fn() },
      });
      expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    }
    await (siteNode.onPostBuild as (args: unknown) => Promise<void>)({ reporter });
    expect(Object.fromEntries([...reads].map(([file, count]) => [path.relative(process.cwd(), file), count]))).toEqual({
      'content/models.json': 1,
      'content/errors.json': 1,
    });
    // The AI docs render the catalogues from the text read then.
    expect(writeAiDocs).toHaveBeenCalledWith(
      expect.anything(),
      expect.anything(),
      expect.any(String),
      expect.objectContaining({
        'content/models.json': fs.readFileSync('content/models.json', 'utf8'),
        'content/errors.json': fs.readFileSync('content/errors.json', 'utf8'),
      }),
    );
  } finally {
    delete process.env.gatsby_executing_command;
  }
});

it("the AI docs render the catalogues from the build's text of them, without reading the files", async () => {
  const { writeAiDocs } = jest.requireActual<typeof import('../../ai-docs')>('../../ai-docs');
  const { dataMarker } = await import('../../ai-docs/markdown');
  const { site } = await import('../state');
  // A project without content/: only the text handed over can fill the data components in.
  const publicDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-reads-project-')), 'public');
  const texts = {
    'content/models.json': fs.readFileSync('content/models.json', 'utf8'),
    'content/errors.json': fs.readFileSync('content/errors.json', 'utf8'),
  };
  const models = (JSON.parse(texts['content/models.json']) as { models: Array<{ id: string }> }).models;
  const errors = (JSON.parse(texts['content/errors.json']) as { errors: Array<{ code: string }> }).errors;
  const reads = countReads();
  const reporter = { panicOnBuild: jest.fn(), info: jest.fn(), warn: jest.fn() };
  const doc = {
    frontmatter: { title: 'Catalogues', description: 'D' },
    fields: {
      kind: 'doc',
      docId: 'catalogues',
      slug: '/docs',
      sourcePath: 'content/docs/catalogues.mdx',
      lastModified: null,
      markdown: ['ModelCatalog', 'ErrorCatalog', 'PricesCheckedOn'].map((name) => dataMarker(name)).join('\n\n'),
      fragment: null,
    },
  };
  const data = {
    allMdx: { nodes: [doc] },
    docsSidebar: [{ type: 'link', label: 'Catalogues', href: '/docs', docId: 'catalogues' }],
    allApiOperation: { nodes: [] },
    allCatalogModel: { nodes: [] },
  };
  await writeAiDocs({ graphql: async () => ({ data }) as never, reporter, getNodesByType: () => [] }, site, publicDir, texts);
  const twin = fs.readFileSync(path.join(publicDir, 'docs.md'), 'utf8');
  expect(reporter.warn).not.toHaveBeenCalled();
  expect(twin).toContain(models[0].id);
  expect(twin).toContain(errors[0].code);
  expect(reads.size).toBe(0);
  fs.rmSync(path.dirname(publicDir), { recursive: true, force: true });
});

it("keys the cached OpenAPI preparation by the build's text of content/errors.json", async () => {
  const { cachedPreparation } = await import('../../openapi/prepare');
  const { openApiInput } = await import('../state');
  const text = fs.readFileSync('content/errors.json', 'utf8');
  const cacheFile = (errorsText: string) => path.basename(cachedPreparation(openApiInput(errorsText)).cacheFile ?? '');
  expect(cacheFile(text)).toMatch(/^openapi-[0-9a-f]{16}\.json$/);
  expect(cacheFile(text)).toBe(cacheFile(text));
  expect(cacheFile(text.replace('"status"', '"status" '))).not.toBe(cacheFile(text));
});
