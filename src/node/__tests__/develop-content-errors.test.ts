/**
 * @jest-environment node
 *
 * Under `gatsby develop`, createPages gives each page the content errors that name its file, in
 * its context (the browser shows them over the page: src/components/DevContentErrors), besides
 * reporting them as a build does.
 */
import { CONTENT_ERROR_IDS } from '../content-errors';
import { baseNodes, configDocs, docNode, runCreatePagesWith } from '../../test-utils/create-pages';

// The compile step's toolchain is ESM-only, which Jest cannot load: not needed by createPages.
jest.mock('../compile', () => ({ ...jest.requireActual('../compile/errors'), compileMdx: jest.fn() }));
jest.mock('../../build/gatsby-node-internals', () => ({
  ...jest.requireActual('../../build/gatsby-node-internals'),
  GATSBY_DEVELOP: true,
  trackPendingMdxFieldsIn: () => ({ settled: async () => undefined }),
}));

it('gives each page its own content errors in its context, and none to the others', async () => {
  const nodes = baseNodes();
  // The quick start has content (its last good compile); the error codes page never compiled.
  nodes[0] = docNode('get-started/quick-start', '/docs', [['/docs/nope', 7]]);
  nodes[0].fields.treeJson = '[]';
  nodes[1] = docNode('get-started/error-codes', '/docs/get-started/error-codes', [['/docs/gone', 3]], ['retries']);
  const { createPages, createPagesStatefully } = await import('../gatsby/site-node');
  const { rep, createPage } = await runCreatePagesWith(createPages, nodes);
  // The terminal gets the same structured error as a build.
  expect(rep.panicOnBuild).toHaveBeenCalledWith({
    id: CONTENT_ERROR_IDS.links,
    context: { sourceMessage: expect.stringContaining('quick-start.mdx:7: broken link "/docs/nope"') },
  });
  // Under develop the first run's pages are created by createPagesStatefully.
  (createPagesStatefully as (args: unknown) => void)({ actions: { createPage, deletePage: jest.fn() } });
  const contextOf = (pagePath: string) => createPage.mock.calls.find(([page]) => page.path === pagePath)?.[0].context;
  expect(contextOf('/docs')).toMatchObject({
    contentErrors: [expect.stringMatching(/^content\/docs\/get-started\/quick-start\.mdx:7: broken link "\/docs\/nope"/)],
    contentErrorsOnly: false,
  });
  expect(contextOf('/docs/get-started/error-codes')).toMatchObject({
    contentErrors: [expect.stringMatching(/^content\/docs\/get-started\/error-codes\.mdx:3: broken link "\/docs\/gone"/)],
    contentErrorsOnly: true,
  });
  expect(contextOf(`/docs/${configDocs[0]}`)).toBeDefined();
  expect(contextOf(`/docs/${configDocs[0]}`)).not.toHaveProperty('contentErrors');
});
