/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import { bundledOpenApi } from '../../../test-utils/openapi';
import { operationsOf } from '../../openapi/operations';
import { modelEndpointProblems } from '../endpoint-check';
import type { ModelSampleInput } from '../endpoints';

const operations = operationsOf(bundledOpenApi());
const models = (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../content/models.json'), 'utf8')) as { models: ModelSampleInput[] }).models;
/** Every page that shows an operation, as the build knows them: here, each operation's own page. */
const pages = new Map<string, { operationRefs: { ids: string[] }[] }>();
for (const operation of operations) {
  const page = pages.get(operation.page) ?? { operationRefs: [] };
  page.operationRefs.push({ ids: [operation.id] });
  pages.set(operation.page, page);
}
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

describe("model pages' endpoints against content/openapi", () => {
  it('finds every endpoint of every catalogue model in the document, on a page that shows it', () => {
    expect(modelEndpointProblems(models, operations, docsPages(), 'content/models.json')).toEqual([]);
  });

  it('fails on an endpoint the document lacks, naming the model, the endpoint and the fix', () => {
    const withoutEmbeddings = operations.filter((operation) => operation.id !== 'createEmbedding');
    const problems = modelEndpointProblems(
      models.filter((m) => m.id === 'text-embedding-3-small'),
      withoutEmbeddings,
      pages,
      'content/models.json',
    );
    expect(problems).toEqual([
      'content/models.json (page of text-embedding-3-small): the endpoint POST /v1/embeddings (OpenAI Embeddings) is not an operation of content/openapi. Describe it there (content/openapi/README.md), or correct it in src/node/model-pages/endpoints.ts.',
    ]);
  });

  it('fails on an endpoint linked to a page that does not show it', () => {
    const deepseek = models.filter((m) => m.id === 'deepseek-flash');
    const noDeepseekPage = new Map([...docsPages()].filter(([page]) => page !== '/docs/api-reference/deepseek/chat'));
    expect(modelEndpointProblems(deepseek, operations, noDeepseekPage, 'content/models.json')).toEqual([
      expect.stringMatching(
        /^content\/models\.json \(page of deepseek-flash\): the endpoint POST \/v1\/chat\/completions \(DeepSeek Chat\) links \/docs\/api-reference\/deepseek\/chat, which does not show createChatCompletion\. Add <Operation id="createChatCompletion" part="endpoint" \/>/,
      ),
    ]);
  });
});
