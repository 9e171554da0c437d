/**
 * @jest-environment node
 *
 * The build steps in gatsby-node.ts and gatsby-config.ts call the checks: these tests fail if a
 * check is unplugged, not only if its logic breaks.
 */
import { errorDocsSlugs } from '../../test-utils/error-docs';
import { baseNodes, catalogDocs, docNode, runCreatePagesWith, tempMdx, type TestNode } from '../../test-utils/create-pages';
import { gatsbyCliModule } from '../../test-utils/gatsby-cli';
import { CONTENT_ERROR_IDS, reportedMessage, type ContentErrorKind } from '../content-errors';

// The compile step's toolchain is ESM-only, which Jest cannot load: these tests check the steps
// around it (src/node/compile/__tests__ runs the real one, through gatsby-node's onCreateNode too).
jest.mock('../compile', () => ({
  ...jest.requireActual('../compile/errors'),
  compileMdx: jest.fn(() => ({ tree: [], headings: [], links: [], markdown: null, dataComponents: [] })),
}));

const reporter = () => ({ panicOnBuild: jest.fn(), panic: jest.fn(), warn: jest.fn(), info: jest.fn() });
/** A structured content error of `kind` (src/node/content-errors.ts) whose text matches. */
const contentErrorWith = (kind: ContentErrorKind, text: unknown) => ({ id: CONTENT_ERROR_IDS[kind], context: { sourceMessage: text } });

async function runCreatePages(nodes: TestNode[], sidebar?: unknown) {
  const { createPages } = await import('../gatsby/site-node');
  return runCreatePagesWith(createPages, nodes, sidebar);
}

describe('createPages', () => {
  const base = baseNodes;

  it('fails the build when a model of content/models.json points at a missing page, naming entry and field', async () => {
    const missing = catalogDocs()[0];
    const { rep } = await runCreatePages(base().filter((node) => node.fields.slug !== missing));
    expect(rep.panicOnBuild).toHaveBeenCalledWith(
      contentErrorWith(
        'models',
        expect.stringMatching(new RegExp(`^Invalid model catalogue:\ncontent/models\\.json: models\\[\\d+\\] \\([^)]+\\)\\.docs: no page at ${missing}: `)),
      ),
    );
  });

  it('fails the build when an entry of content/errors.json links a page that does not exist, naming entry and field', async () => {
    const missing = '/docs/api-reference/others/task-result';
    expect(errorDocsSlugs()).toContain(missing);
    const { rep } = await runCreatePages(base().filter((node) => node.fields.slug !== missing));
    expect(rep.panicOnBuild).toHaveBeenCalledWith(
      contentErrorWith(
        'errorCodes',
        expect.stringMatching(
          /^Invalid error catalogue:\ncontent\/errors\.json: errors\[\d+\] \([a-z_]+\)\.docs: "\/docs\/api-reference\/others\/task-result" is not a page of the site/,
        ),
      ),
    );
  });

  it('creates one page per doc with previous/next from the sidebar', async () => {
    const { rep, createPage } = await runCreatePages(base());
    expect(rep.panicOnBuild).not.toHaveBeenCalled();
    expect(createPage).toHaveBeenCalledTimes(7 + catalogDocs().length);
    const quick = createPage.mock.calls.find(([page]) => page.path === '/docs')[0];
    expect(quick.context).toMatchObject({
      id: 'get-started/quick-start',
      previous: null,
      next: { label: 'Error codes', href: '/docs/get-started/error-codes' },
    });
    // One template for every doc: the number of webpack modules does not grow with the docs.
    expect(new Set(createPage.mock.calls.map(([page]) => page.component))).toEqual(new Set([expect.stringMatching(/src\/templates\/doc-page\.tsx$/)]));
  });

  it('fails the build on a link to a missing doc, naming file and line', async () => {
    const nodes = base();
    nodes[0] = docNode('get-started/quick-start', '/docs', [['/docs/nope', 7]]);
    const { rep } = await runCreatePages(nodes);
    expect(rep.panicOnBuild).toHaveBeenCalledWith(
      contentErrorWith('links', expect.stringContaining('content/docs/get-started/quick-start.mdx:7: broken link "/docs/nope"')),
    );
  });

  it('fails the build on a link to a missing anchor', async () => {
    const nodes = base();
    nodes[0] = docNode('get-started/quick-start', '/docs', [['/docs/get-started/error-codes#missing', 5]]);
    const { rep } = await runCreatePages(nodes);
    expect(rep.panicOnBuild).toHaveBeenCalledWith(contentErrorWith('links', expect.stringContaining('broken anchor "/docs/get-started/error-codes#missing"')));
  });

  it('fails the build on an error code content/errors.json lacks or gives another status, naming file and line', async () => {
    const nodes = base();
    (nodes[1].fields as Record<string, unknown>).errorRefs = [
      { code: 'invalid_api_key', scheme: 'gateway', status: 401, type: null, line: 12, where: 'table' },
      { code: 'no_such_code', scheme: 'gateway', status: 400, type: null, line: 14, where: 'table' },
      { code: 'model_not_found', scheme: 'gateway', status: 400, type: null, line: 20, where: 'body' },
    ];
    const { rep } = await runCreatePages(nodes);
    expect(rep.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(rep.panicOnBuild.mock.calls[0][0]).toMatchObject({ id: 'CONTENT.ERROR_CODES' });
    const message = reportedMessage(rep.panicOnBuild.mock.calls[0][0]);
    expect(message.split('\n')).toEqual([
      'Error codes that disagree with content/errors.json:',
      'content/docs/get-started/error-codes.mdx:14: error table uses the code "no_such_code", which content/errors.json does not list: add it to content/errors.json or use a listed code',
      'content/docs/get-started/error-codes.mdx:20: sample error body pairs "model_not_found" with status 400, but content/errors.json gives it 404: write 404, or change the catalogue',
    ]);
  });

  it('fails the build when the navbar docSidebar item has nothing to link to', async () => {
    const { rep } = await runCreatePages(base(), [{ type: 'category', label: 'Empty', collapsible: true, collapsed: true, items: [] }]);
    expect(rep.panicOnBuild).toHaveBeenCalledWith(
      contentErrorWith('site', expect.stringContaining('navbar.items[0].sidebarId: the sidebar "tutorialSidebar" holds no doc for the item to link to')),
    );
  });

  it('fails the build when two files claim one URL', async () => {
    const nodes = [...base(), docNode('get-started/copy', '/docs')];
    const { rep } = await runCreatePages(nodes);
    expect(rep.panicOnBuild).toHaveBeenCalledWith(contentErrorWith('site', expect.stringContaining('its URL /docs is already used by')));
  });

  it('reads the nodes in file order, whatever order the node store gives them in, and skips one without fields', async () => {
    const nodes = base();
    const copy = docNode('get-started/copy', '/docs');
    // Named after the quick start's file by path: it is the one reported, though the store lists it first.
    copy.internal.contentFilePath = `${nodes[0].internal.contentFilePath}.copy.mdx`;
    const unfinished = { ...docNode('get-started/unfinished', '/docs/unfinished'), fields: undefined as unknown as TestNode['fields'] };
    const { rep, createPage } = await runCreatePages([copy, unfinished, ...nodes.reverse()]);
    expect(rep.panicOnBuild).toHaveBeenCalledWith(
      contentErrorWith(
        'site',
        expect.stringContaining('content/docs/get-started/copy.mdx: its URL /docs is already used by content/docs/get-started/quick-start.mdx'),
      ),
    );
    expect(createPage.mock.calls.map(([page]) => page.path)).not.toContain('/docs/unfinished');
  });
});

describe('onCreateNode', () => {
  it('is asked for only by Mdx nodes, not by the File, SitePage and catalog nodes', async () => {
    const { shouldOnCreateNode } = await import('../gatsby/site-node');
    const accepts = (type: string) => (shouldOnCreateNode as (args: { node: unknown }) => boolean)({ node: { id: type, internal: { type } } });
    expect(accepts('Mdx')).toBe(true);
    for (const type of ['File', 'SitePage', 'Directory', 'CatalogModel', 'SiteConfig']) expect(accepts(type)).toBe(false);
  });

  it('fails the build on invalid front matter, naming file and line', async () => {
    const { onCreateNode } = await import('../gatsby/site-node');
    const file = tempMdx('bad.mdx', '---\ntitle: Bad\ndescription: x\nsidebar_position: first\n---\nBody');
    const rep = reporter();
    const createNodeField = jest.fn();
    await (onCreateNode as (args: unknown) => Promise<void>)({
      node: { id: 'n', parent: 'f', internal: { type: 'Mdx' }, frontmatter: { title: 'Bad', description: 'x', sidebar_position: 'first' }, body: 'Body' },
      getNode: () => ({ sourceInstanceName: 'docs', relativePath: 'get-started/bad.mdx', absolutePath: file }),
      actions: { createNodeField },
      reporter: rep,
    });
    expect(rep.panicOnBuild).toHaveBeenCalledWith(
      contentErrorWith('frontmatter', expect.stringMatching(/bad\.mdx:4: front matter "sidebar_position" must be a number/)),
    );
    expect(createNodeField).toHaveBeenCalledWith(expect.objectContaining({ name: 'page', value: expect.objectContaining({ slug: '/docs/get-started/bad' }) }));
  });
});

describe('gatsby-config', () => {
  it('stops with path: message lines when the site config is invalid', async () => {
    jest.resetModules();
    jest.doMock('../../config/site.config', () => ({ __esModule: true, default: { baseUrl: 'docs', navbar: { items: [{ type: 'nope' }] } } }));
    await expect(import('../../../gatsby-config')).rejects.toThrow(
      /baseUrl: must start and end with "\/"[\s\S]*navbar\.items\[0\]\.type: "nope" is not a navbar item type/,
    );
    jest.dontMock('../../config/site.config');
  });

  it('maps baseUrl to the path prefix', async () => {
    jest.resetModules();
    jest.doMock('../../config/site.config', () => ({ __esModule: true, default: { baseUrl: '/llm-docs/' } }));
    const config = (await import('../../../gatsby-config')).default;
    expect(config.pathPrefix).toBe('/llm-docs');
    jest.dontMock('../../config/site.config');
  });
});

describe('the docsSidebar root field', () => {
  async function resolvers() {
    const { createResolvers } = await import('../gatsby/site-node');
    let config: Record<string, Record<string, { resolve: (...args: unknown[]) => Promise<unknown> }>> = {};
    (createResolvers as (args: unknown) => void)({ createResolvers: (c: typeof config) => (config = c) });
    return config;
  }
  const doc = (id: string, title: string) => ({ frontmatter: { title }, fields: { page: { kind: 'doc', docId: id, slug: `/docs/${id}` } } });

  it('is built from the Mdx nodes nodeModel.findAll gives (the query then depends on every Mdx node); a node deleted meanwhile is skipped', async () => {
    const config = await resolvers();
    const findAll = jest.fn(async () => ({
      entries: [doc('get-started/quick-start', 'Quick Start'), undefined, doc('get-started/error-codes', 'Error codes')],
    }));
    const sidebar = await config.Query.docsSidebar.resolve({}, {}, { nodeModel: { findAll } });
    expect(findAll).toHaveBeenCalledWith({ type: 'Mdx' });
    expect(JSON.stringify(sidebar)).toContain('/docs/get-started/error-codes');
    expect(JSON.stringify(sidebar)).toContain('Quick Start');
  });
});

describe('onPreInit', () => {
  it("registers the content error ids with the API's reporter and with Gatsby's own (which activities report through)", async () => {
    const { onPreInit } = await import('../gatsby/site-node');
    const setErrorMap = jest.fn();
    (onPreInit as (args: unknown) => void)({ reporter: { setErrorMap } });
    expect(Object.keys(setErrorMap.mock.calls[0][0])).toEqual(Object.values(CONTENT_ERROR_IDS));
    const gatsbyReporter = gatsbyCliModule<{ errorMap: Record<string, { type: string; category: string }> }>('lib/reporter');
    for (const id of Object.values(CONTENT_ERROR_IDS)) expect(gatsbyReporter.errorMap[id]).toMatchObject({ type: 'COMPILATION', category: 'USER' });
  });
});
