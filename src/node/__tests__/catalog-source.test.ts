/**
 * @jest-environment node
 *
 * gatsby-node.ts sources content/models.json: one CatalogModel node per model, and the type is
 * declared. Fails if the step is unplugged, not only if its logic breaks.
 */
import fs from 'fs';
import path from 'path';

jest.mock('remark-gfm', () => ({ __esModule: true, default: () => undefined }));

const models = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../content/models.json'), 'utf8')).models as Array<{ id: string }>;

describe('model catalogue in gatsby-node', () => {
  it('creates one CatalogModel node per model, in catalogue order', async () => {
    const { sourceNodes } = await import('../../../gatsby-node');
    const createNode = jest.fn();
    const reporter = { panicOnBuild: jest.fn() };
    await (sourceNodes as (args: unknown) => unknown)({
      actions: { createNode },
      createNodeId: (key: string) => `node:${key}`,
      createContentDigest: () => 'digest',
      reporter,
    });
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(createNode).toHaveBeenCalledTimes(models.length);
    const nodes = createNode.mock.calls.map(([node]) => node);
    expect(nodes.map((n) => n.modelId)).toEqual(models.map((m) => m.id));
    expect(nodes[0]).toMatchObject({ id: `node:CatalogModel-${models[0].id}`, position: 0, internal: { type: 'CatalogModel', contentDigest: 'digest' } });
  });

  it('declares the CatalogModel type next to the MDX types', async () => {
    const { createSchemaCustomization } = await import('../../../gatsby-node');
    const createTypes = jest.fn();
    await (createSchemaCustomization as (args: unknown) => unknown)({ actions: { createTypes } });
    expect(createTypes.mock.calls.map(([sdl]) => String(sdl)).join('\n')).toMatch(/type CatalogModel implements Node @dontInfer/);
  });
});
