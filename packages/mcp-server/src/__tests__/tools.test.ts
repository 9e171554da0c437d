/**
 * @jest-environment node
 */
import { z } from 'zod';
import { TOOLS, ToolError, closest, createTools, pagePath, sectionsOf } from '../tools';
import type { McpData, PublishedModel } from '../data';
import { CAPABILITIES, MODEL_STATUSES, MODEL_TYPES, catalogModelSchema } from '../../../../src/node/models';
import { catalogErrorSchema } from '../../../../src/node/errors';
import { API_FORMATS } from '../../../../src/content-model/model-catalog';
import { publishedErrorSchema, publishedModelSchema } from '../published';

const model = (id: string, fields: Partial<PublishedModel> = {}): PublishedModel => ({
  id,
  vendor: 'OpenAI',
  type: 'chat',
  status: 'active',
  contextWindow: 128_000,
  pricing: { input: 1, output: 2, unit: '1M tokens' },
  capabilities: ['streaming', 'tools'],
  apiFormat: 'openai',
  docs: '/docs/api-reference/openai/chat',
  page: `/docs/models/${id}`,
  ...fields,
});

const long = Array.from({ length: 400 }, (_, i) => `Line ${i} of the long page, about retries and backoff.`).join('\n');

const data: McpData = {
  build: {
    site: 'LLM Provider',
    url: 'https://docs.example.test',
    builtAt: '2026-12-04T00:00:00.000Z',
    day: '2026-12-04',
    commit: 'abc',
    apiBaseUrl: 'https://api.example.test',
  },
  pages: [
    {
      path: '/docs/get-started/rate-limits',
      title: 'Rate limits',
      markdown:
        '# Rate limits\n\nHow limits apply.\n\n## Rate limit headers\n\nEvery answer carries `x-ratelimit-remaining-requests`.\n\n```sh\n## not a heading\n```\n\n### Retry `After`\n\nWait as it says.\n',
    },
    { path: '/docs/long', title: 'Long', markdown: `# Long\n\n${long}\n` },
  ],
  models: [
    model('zeta-vision', { capabilities: ['vision'], pricing: { input: 0.5, output: 4, unit: '1M tokens' }, contextWindow: 200_000 }),
    model('alpha-vision', { capabilities: ['vision', 'tools'], pricing: { input: 0.5, output: 1, unit: '1M tokens' }, contextWindow: 1_000_000 }),
    model('Beta-vision', { capabilities: ['vision'], pricing: { input: null, output: null, unit: '1M tokens' }, contextWindow: 256_000 }),
    model('old-model', { status: 'deprecated', replacement: 'alpha-vision', capabilities: ['vision'] }),
    model('gone-model', { status: 'retired', replacement: 'alpha-vision' }),
    model('embed-1', { type: 'embedding', docs: '/docs/api-reference/openai/embeddings', capabilities: [] }),
  ],
  errors: [
    {
      status: 429,
      code: 'rate_limit_exceeded',
      scheme: 'gateway',
      formats: ['openai', 'anthropic'],
      cause: 'Too many requests.',
      fix: 'Back off.',
      retryable: true,
      docs: '/docs/get-started/error-codes#429',
    },
    {
      status: 404,
      code: 'model_not_found',
      scheme: 'gateway',
      formats: ['openai'],
      cause: 'No such model.',
      fix: 'Check the id.',
      retryable: false,
      docs: '/docs/get-started/error-codes#404',
    },
  ],
  bodies: [{ format: 'anthropic', endpoints: '/v1/messages', body: '{"type":"error"}', codeField: 'error.type' }],
  errorExamples: { rate_limit_exceeded: { anthropic: { type: 'error', error: { type: 'rate_limit_error', message: 'Too many requests.' } } } },
  openapi: {
    openapi: '3.1.0',
    paths: {
      '/v1/chat/completions': {
        post: {
          operationId: 'createChatCompletion',
          summary: 'Create a chat completion',
          'x-api-format': 'openai',
          'x-waits-for-generation': true,
          externalDocs: { url: 'https://docs.example.test/docs/api-reference/openai/chat' },
          'x-models': [{ docs: '/docs/api-reference/openai/chat' }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/Chat' },
                examples: { chat: { value: { model: 'zeta-vision', messages: [{ role: 'user', content: 'Hi' }] } } },
              },
            },
          },
          responses: { '200': { description: 'OK' }, '429': { $ref: '#/components/responses/Limited' } },
        },
      },
      '/v1/models': {
        get: {
          operationId: 'listModels',
          summary: 'List models',
          'x-api-format': 'openai',
          externalDocs: { url: '/docs/api-reference/models' },
          responses: { '200': { description: 'OK' } },
        },
      },
    },
    components: {
      schemas: {
        Chat: { type: 'object', properties: { model: { type: 'string' }, messages: { type: 'array', items: { $ref: '#/components/schemas/Message' } } } },
        Message: { type: 'object', properties: { role: { type: 'string' }, content: { type: 'string', description: 'x'.repeat(3000) } } },
      },
      responses: { Limited: { description: 'Too many requests' } },
    },
  },
};

const tools = createTools(data);
const parse = <T extends z.ZodType>(schema: T, value: unknown) => schema.parse(value) as z.output<T>;
const input = (name: (typeof TOOLS)[number]['name'], value: unknown) => TOOLS.find((tool) => tool.name === name)!.inputSchema.parse(value);

describe('the tool list', () => {
  it('has the eight tools in a stable order, each with input and output schemas', () => {
    expect(TOOLS.map((tool) => tool.name)).toEqual([
      'search_docs',
      'get_page',
      'list_models',
      'get_model',
      'explain_error',
      'list_endpoints',
      'get_endpoint',
      'sample_request',
    ]);
    for (const tool of TOOLS) {
      expect(tool.description.length).toBeGreaterThan(40);
      expect(z.toJSONSchema(tool.inputSchema)).toMatchObject({ type: 'object' });
      expect(z.toJSONSchema(tool.outputSchema)).toMatchObject({ type: 'object' });
    }
  });

  it("offers the catalogue's own types, capabilities, statuses and formats", () => {
    const schema = z.toJSONSchema(TOOLS[2].inputSchema) as unknown as { properties: Record<string, { enum?: string[]; items?: { enum: string[] } }> };
    expect(schema.properties.type.enum).toEqual([...MODEL_TYPES]);
    expect(schema.properties.capabilities.items!.enum).toEqual([...CAPABILITIES]);
    expect(schema.properties.status.enum).toEqual([...MODEL_STATUSES, 'any']);
    const formats = (z.toJSONSchema(TOOLS[4].inputSchema) as unknown as { properties: { format: { enum: string[] } } }).properties.format.enum;
    expect([...formats].sort()).toEqual([...API_FORMATS].sort());
  });

  it("publishes the catalogues with the site's own fields (plus the model's page)", () => {
    expect(Object.keys(publishedModelSchema.shape).sort()).toEqual([...Object.keys(catalogModelSchema.shape), 'page'].sort());
    expect(Object.keys(publishedErrorSchema.shape).sort()).toEqual(Object.keys(catalogErrorSchema.shape).sort());
  });
});

describe('search_docs', () => {
  it('finds page sections with their anchors, and models, errors and endpoints', () => {
    const found = tools.search_docs(input('search_docs', { query: 'rate limit headers' }) as never);
    expect(found.results[0]).toMatchObject({
      kind: 'page',
      title: 'Rate limits › Rate limit headers',
      url: 'https://docs.example.test/docs/get-started/rate-limits#rate-limit-headers',
      markdownUrl: 'https://docs.example.test/docs/get-started/rate-limits.md',
    });
    expect(found.results[0].snippet).toContain('x-ratelimit-remaining-requests');
    expect(tools.search_docs({ query: 'alpha-vision', limit: 3 }).results[0]).toMatchObject({
      kind: 'model',
      url: 'https://docs.example.test/docs/models/alpha-vision',
    });
    expect(tools.search_docs({ query: 'model_not_found', limit: 3 }).results[0]).toMatchObject({ kind: 'error', title: '404 model_not_found' });
    expect(tools.search_docs({ query: 'chat completion', limit: 3 }).results.map((r) => r.kind)).toContain('endpoint');
  });

  it('splits at ## and ### outside code blocks, with the ids the site gives headings', () => {
    expect(sectionsOf(data.pages[0]).map((s) => s.path)).toEqual([
      '/docs/get-started/rate-limits',
      '/docs/get-started/rate-limits#rate-limit-headers',
      '/docs/get-started/rate-limits#retry-after',
    ]);
  });

  it('refuses an empty or oversized query', () => {
    expect(() => input('search_docs', { query: '' })).toThrow();
    expect(() => input('search_docs', { query: 'x'.repeat(201) })).toThrow();
  });
});

describe('get_page', () => {
  it('takes a path, a URL or a .md URL', () => {
    for (const given of [
      '/docs/get-started/rate-limits',
      'https://docs.example.test/docs/get-started/rate-limits.md',
      '/docs/get-started/rate-limits/#x',
      'docs/get-started/rate-limits',
    ])
      expect(pagePath(data, given)).toBe('/docs/get-started/rate-limits');
  });

  it('pages a long page: the parts join to the whole', () => {
    let offset: number | null = 0;
    let text = '';
    let parts = 0;
    while (offset !== null) {
      const part = tools.get_page(parse(TOOLS[1].inputSchema, { path: '/docs/long', offset, maxChars: 5000 }));
      expect(part.markdown.length).toBeLessThanOrEqual(5000);
      text += part.markdown;
      offset = part.nextOffset;
      expect(part.truncated).toBe(offset !== null);
      parts += 1;
    }
    expect(parts).toBeGreaterThan(3);
    expect(text).toBe(data.pages[1].markdown);
  });

  it('refuses paths outside the docs and names the closest page for an unknown one', () => {
    expect(() => tools.get_page({ path: '/etc/passwd', offset: 0, maxChars: 20000 })).toThrow(/outside the docs/);
    expect(() => tools.get_page({ path: 'https://elsewhere.test/docs/long', offset: 0, maxChars: 20000 })).toThrow(ToolError);
    expect(() => tools.get_page({ path: '/docs/get-started/rate-limit', offset: 0, maxChars: 20000 })).toThrow(/Closest: \/docs\/get-started\/rate-limits/);
  });
});

describe('list_models', () => {
  it('filters by capability, context and price; counts unpriced models apart; sorts by price, then output price', () => {
    const found = tools.list_models(parse(TOOLS[2].inputSchema, { capabilities: ['vision'], minContext: 150_000, maxInputPrice: 1, sort: 'inputPrice' }));
    expect(found.models.map((m) => m.id)).toEqual(['alpha-vision', 'zeta-vision']);
    expect(found.unpriced).toBe(1);
    expect(found.count).toBe(2);
  });

  it('lists active models by default, by id whatever the case, and pages them', () => {
    const first = tools.list_models(parse(TOOLS[2].inputSchema, { limit: 2 }));
    expect(first).toMatchObject({ count: 4, nextOffset: 2 });
    expect(first.models.map((m) => m.id)).toEqual(['alpha-vision', 'Beta-vision']);
    const rest = tools.list_models(parse(TOOLS[2].inputSchema, { limit: 2, offset: 2 }));
    expect(rest.models.map((m) => m.id)).toEqual(['embed-1', 'zeta-vision']);
    expect(rest.nextOffset).toBeNull();
    expect(tools.list_models(parse(TOOLS[2].inputSchema, { status: 'any' })).count).toBe(6);
    expect(tools.list_models(parse(TOOLS[2].inputSchema, { sort: 'contextWindow', capabilities: ['vision'] })).models.map((m) => m.id)).toEqual([
      'alpha-vision',
      'Beta-vision',
      'zeta-vision',
    ]);
  });
});

describe('get_model', () => {
  it('returns the whole entry and the endpoints that take it', () => {
    const found = tools.get_model({ id: 'old-model' });
    expect(found.model).toEqual(data.models[3]);
    expect(found.endpoints.map((e) => e.operationId)).toEqual(['createChatCompletion']);
  });

  it('names the closest ids for an unknown one', () => {
    expect(() => tools.get_model({ id: 'alpha-visio' })).toThrow(/Closest ids: alpha-vision/);
    expect(closest('zeta', ['alpha', 'zeta-vision', 'beta'], 1)).toEqual(['zeta-vision']);
  });
});

describe('explain_error', () => {
  it('explains a code, with the body of the format asked for', () => {
    const found = tools.explain_error({ status: 429, format: 'anthropic' });
    expect(found.matches).toEqual([
      expect.objectContaining({
        code: 'rate_limit_exceeded',
        retryable: true,
        docs: 'https://docs.example.test/docs/get-started/error-codes#429',
        body: data.errorExamples.rate_limit_exceeded.anthropic,
      }),
    ]);
    expect(found.format).toMatchObject({ format: 'anthropic', codeField: 'error.type' });
  });

  it('needs a code or status, and names the closest codes for an unknown one', () => {
    expect(() => tools.explain_error({})).toThrow(ToolError);
    expect(() => tools.explain_error({ code: 'rate_limit' })).toThrow(/rate_limit_exceeded/);
  });
});

describe('endpoints', () => {
  it('lists every operation and resolves one within the size asked for', () => {
    expect(tools.list_endpoints({}).endpoints.map((e) => e.operationId)).toEqual(['createChatCompletion', 'listModels']);
    const full = tools.get_endpoint(parse(TOOLS[6].inputSchema, { operationId: 'createChatCompletion', maxChars: 50_000 }));
    expect(full.unresolvedRefs).toEqual([]);
    expect(Object.keys(full.responses)).toEqual(['200', '429']);
    expect(JSON.stringify(full.requestBody)).toContain('"role"');
    const small = tools.get_endpoint(parse(TOOLS[6].inputSchema, { method: 'POST', path: '/v1/chat/completions', maxChars: 2000 }));
    expect(small.unresolvedRefs.length).toBeGreaterThan(0);
    expect(JSON.stringify({ ...small, unresolvedRefs: [] }).length).toBeLessThanOrEqual(2500);
    const component = tools.get_endpoint(parse(TOOLS[6].inputSchema, { ref: small.unresolvedRefs[0], maxChars: 50_000 }));
    expect(component.component).toMatchObject({ type: 'object' });
  });

  it('names the closest operation for an unknown one', () => {
    expect(() => tools.get_endpoint(parse(TOOLS[6].inputSchema, { operationId: 'createChatCompletions' }))).toThrow(/createChatCompletion/);
  });
});

describe('sample_request', () => {
  it('writes the request for the model, in each language, with the placeholder key and timeout', () => {
    const curl = tools.sample_request({ operationId: 'createChatCompletion', model: 'alpha-vision', language: 'curl' });
    expect(curl).toMatchObject({ method: 'POST', url: 'https://api.example.test/v1/chat/completions', warnings: [] });
    expect(curl.body).toMatchObject({ model: 'alpha-vision' });
    expect(curl.code).toContain('YOUR_API_KEY');
    expect(curl.code).toContain('--max-time 620');
    expect(tools.sample_request({ operationId: 'createChatCompletion', model: 'alpha-vision', language: 'python' }).code).toContain('timeout=620');
  });

  it('warns for a deprecated or retired model, naming the replacement, and for an operation that does not take it', () => {
    expect(tools.sample_request({ operationId: 'createChatCompletion', model: 'old-model', language: 'node' }).warnings).toEqual([
      expect.stringMatching(/deprecated.*alpha-vision/),
    ]);
    expect(tools.sample_request({ operationId: 'createChatCompletion', model: 'gone-model', language: 'node' }).warnings[0]).toMatch(
      /retired.*410.*alpha-vision/,
    );
    expect(tools.sample_request({ operationId: 'createChatCompletion', model: 'embed-1', language: 'curl' }).warnings).toEqual([
      expect.stringMatching(/does not take embed-1/),
    ]);
    expect(() => tools.sample_request({ operationId: 'listModels', model: 'alpha-vision', language: 'curl' })).toThrow(/no request body example/);
  });
});
