/**
 * @jest-environment node
 *
 * gatsby-node.ts sources content/models.json (one CatalogModel node per model) and content/errors.json
 * (one CatalogError node per error, one CatalogErrorBody per API format), and the types are
 * declared. Fails if the step is unplugged, not only if its logic breaks.
 */
import fs from 'fs';
import path from 'path';
import { bundledOpenApi } from '../../test-utils/openapi';

jest.mock('remark-gfm', () => ({ __esModule: true, default: () => undefined }));
// The compile step's toolchain is ES modules, which Jest cannot load (src/node/compile runs it in
// the build and through its CLI in other tests): here each model page compiles to a stub that
// records the MDX it was given.
jest.mock('../compile/pool', () => ({
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
      });
    }
  },
}));

// The OpenAPI linter is an ES module too: the document comes bundled by the check's CLI, as the build bundles it.
const mockBundled = bundledOpenApi();
jest.mock('../openapi/load', () => ({
  ...jest.requireActual('../openapi/load'),
  openApiYaml: () => 'openapi: 3.1.0\n',
  loadOpenApi: async () => ({
    document: mockBundled,
    problems: [],
    sources: new Map([['createChatCompletion', { operationId: 'createChatCompletion', file: 'content/openapi/paths/openai/chat-completions.yaml', line: 2 }]]),
    files: [],
  }),
}));

const models = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../content/models.json'), 'utf8')).models as Array<{ id: string }>;
const errors = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../content/errors.json'), 'utf8')) as {
  errors: Array<{ code: string; scheme: string }>;
  bodies: Array<{ format: string }>;
};

async function sourced() {
  const { sourceNodes } = await import('../gatsby/site-node');
  const createNode = jest.fn();
  const reporter = { panicOnBuild: jest.fn(), info: jest.fn(), warn: jest.fn() };
  await (sourceNodes as (args: unknown) => unknown)({
    actions: { createNode },
    createNodeId: (key: string) => `node:${key}`,
    createContentDigest: () => 'digest',
    reporter,
  });
  expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  const all = createNode.mock.calls.map(([node]) => node as Record<string, unknown> & { internal: { type: string } });
  return (type: string) => all.filter((n) => n.internal.type === type);
}

describe('model catalogue in gatsby-node', () => {
  it('creates one CatalogModel node per model, in catalogue order', async () => {
    const nodes = (await sourced())('CatalogModel');
    expect(nodes.map((n) => n.modelId)).toEqual(models.map((m) => m.id));
    expect(nodes[0]).toMatchObject({ id: `node:CatalogModel-${models[0].id}`, position: 0, internal: { type: 'CatalogModel', contentDigest: 'digest' } });
    // Each node carries its compiled page, made from its own entry.
    for (const node of nodes) {
      const page = node.page as { title: string; markdown: string; treeJson: string };
      expect(page.title).toBe(node.modelId);
      expect(page.markdown).toContain('## Overview');
      expect(JSON.parse(page.treeJson)).toEqual([['p', null, node.modelId]]);
    }
  });

  it('creates one CatalogError node per error and one CatalogErrorBody per API format', async () => {
    const ofType = await sourced();
    const nodes = ofType('CatalogError');
    expect(nodes.map((n) => `${n.scheme}:${n.code}`)).toEqual(errors.errors.map((e) => `${e.scheme}:${e.code}`));
    expect(nodes[0]).toMatchObject({ id: `node:CatalogError-${errors.errors[0].scheme}-${errors.errors[0].code}`, position: 0 });
    expect(ofType('CatalogErrorBody').map((n) => n.format)).toEqual(errors.bodies.map((b) => b.format));
    expect(ofType('CatalogModel').length + nodes.length + ofType('CatalogErrorBody').length).toBe(models.length + errors.errors.length + errors.bodies.length);
  });

  it('creates one ApiOperation node per operation of content/openapi, with where it is written and the operation as data', async () => {
    const nodes = (await sourced())('ApiOperation');
    const paths = mockBundled.paths as Record<string, Record<string, { operationId?: string }>>;
    const ids = Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => (op && typeof op.operationId === 'string' ? [op.operationId] : [])));
    expect(nodes.map((n) => n.operationId).sort()).toEqual([...ids].sort());
    const chat = nodes.find((n) => n.operationId === 'createChatCompletion')!;
    expect(chat).toMatchObject({
      id: 'node:ApiOperation-createChatCompletion',
      method: 'POST',
      path: '/v1/chat/completions',
      page: '/docs/api-reference/openai/chat',
      format: 'openai',
      file: 'content/openapi/paths/openai/chat-completions.yaml',
      line: 2,
    });
    expect(JSON.parse(chat.dataJson as string)).toMatchObject({ id: 'createChatCompletion', requestBody: { required: true } });
  });

  it('declares the CatalogModel type next to the MDX types', async () => {
    const { createSchemaCustomization } = await import('../gatsby/site-node');
    const createTypes = jest.fn();
    await (createSchemaCustomization as (args: unknown) => unknown)({ actions: { createTypes } });
    expect(createTypes.mock.calls.map(([sdl]) => String(sdl)).join('\n')).toMatch(/type CatalogModel implements Node @dontInfer/);
    expect(createTypes.mock.calls.map(([sdl]) => String(sdl)).join('\n')).toMatch(
      /type CatalogError implements Node @dontInfer[\s\S]*type CatalogErrorBody implements Node/,
    );
  });
});
