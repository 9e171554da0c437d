/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import { bundledOpenApi } from '../../../test-utils/openapi';
import { operationsOf, type ApiOperation } from '../../openapi/operations';
import { modelEndpointProblems, type CheckedModel } from '../endpoint-check';

const operations = operationsOf(bundledOpenApi());
const models = (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../content/models.json'), 'utf8')) as { models: CheckedModel[] }).models;
/** The pages of content/docs that show operations, read from their `<Operation id="…">` elements. */
function docsPages() {
  const map = new Map<string, { operationRefs: { ids: string[] }[] }>();
  const dir = path.resolve(__dirname, '../../../../content/docs');
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mdx'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const refs = [...text.matchAll(/<Operation id="([^"]+)"/g)].map((m) => ({ ids: m[1].split(/\s+/) }));
    map.set(`/docs/${file.replace(/(\/index)?\.mdx$/, '')}`, { operationRefs: refs });
  }
  return map;
}
const source = (id: string) => `content/openapi/paths/${id}.yaml:1`;
const withSelectors = (id: string, models: ApiOperation['models']) => operations.map((o) => (o.id === id ? { ...o, models } : o));

describe("model pages' endpoints against content/openapi", () => {
  it('holds for the document and the catalogue as they are', () => {
    expect(modelEndpointProblems(models, operations, docsPages(), source)).toEqual([]);
  });

  it('fails when a served model is taken by no operation but the lookup, naming it and the fix', () => {
    expect(modelEndpointProblems(models, withSelectors('createEmbedding', []), docsPages(), source)).toEqual([
      'content/models.json (page of text-embedding-3-small): no operation of content/openapi takes this embedding model (docs /docs/api-reference/openai/embedding). Add an x-models selector to the operations that serve it (content/openapi/README.md says how x-models is written).',
      'content/models.json (page of text-embedding-3-large): no operation of content/openapi takes this embedding model (docs /docs/api-reference/openai/embedding). Add an x-models selector to the operations that serve it (content/openapi/README.md says how x-models is written).',
      'content/models.json (page of text-embedding-v3): no operation of content/openapi takes this embedding model (docs /docs/api-reference/qwen/embedding). Add an x-models selector to the operations that serve it (content/openapi/README.md says how x-models is written).',
    ]);
  });

  it('fails on a selector linking a page that does not show the operation', () => {
    const noDeepseekPage = new Map([...docsPages()].filter(([page]) => page !== '/docs/api-reference/deepseek/chat'));
    expect(modelEndpointProblems(models, operations, noDeepseekPage, source)).toEqual([
      expect.stringMatching(
        /^content\/openapi\/paths\/createChatCompletion\.yaml:1: createChatCompletion x-models\[4\] links \/docs\/api-reference\/deepseek\/chat, which does not show createChatCompletion\. Add <Operation id="createChatCompletion" part="endpoint" \/>/,
      ),
    ]);
  });

  it('fails on a malformed selector, a page no model has and an id the catalogue lacks', () => {
    const problems = modelEndpointProblems(
      models,
      withSelectors('createEmbedding', [
        ...operations.find((o) => o.id === 'createEmbedding')!.models,
        { doc: '/docs/x' } as never,
        { docs: '/docs/api-reference/openai/embeddings' },
        { ids: ['text-embedding-9'] },
        { all: false } as never,
      ]),
      docsPages(),
      source,
    );
    expect(problems).toEqual([
      'content/openapi/paths/createEmbedding.yaml:1: createEmbedding x-models[2] has unknown field "doc" (content/openapi/README.md says how x-models is written).',
      'content/openapi/paths/createEmbedding.yaml:1: createEmbedding x-models[2] takes no model: set "docs", "apiFormat", "type" or "ids", or "all: true" (content/openapi/README.md says how x-models is written).',
      'content/openapi/paths/createEmbedding.yaml:1: createEmbedding x-models[3]: no model of content/models.json has docs "/docs/api-reference/openai/embeddings". Correct the page, or remove the selector.',
      'content/openapi/paths/createEmbedding.yaml:1: createEmbedding x-models[4]: "text-embedding-9" is not a model of content/models.json. Correct the id, or remove it.',
      'content/openapi/paths/createEmbedding.yaml:1: createEmbedding x-models[5]: "all" is true or left out.',
      'content/openapi/paths/createEmbedding.yaml:1: createEmbedding x-models[5] takes no model: set "docs", "apiFormat", "type" or "ids", or "all: true" (content/openapi/README.md says how x-models is written).',
    ]);
  });
});
