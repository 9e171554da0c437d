/**
 * @jest-environment node
 *
 * The model pages' endpoints and ready requests, derived from content/openapi (its operations'
 * `x-models` and request examples): checked for every entry of content/models.json against the
 * document and the pages, and on made-up operations to show that the document alone decides.
 */
import fs from 'fs';
import path from 'path';
import { bundledOpenApi } from '../../../test-utils/openapi';
import { operationsOf, primaryMedia, type ApiOperation } from '../../openapi/operations';
import { schemaErrors } from '../../openapi/samples';
import { endpointsFor, readyRequest, ReadyRequestError, requestSample, type ModelSampleInput } from '../model-operations';

const ROOT = path.resolve(__dirname, '../../../..');
const SAMPLE_HOST = 'https://api.llmprovider.example';
/** Another host, to show that requests are built from `apiBaseUrl` and not from the pages' host. */
const OTHER_HOST = 'https://gateway.example.test';
const OPENAI_CHAT = '/docs/api-reference/openai/chat';
const GIZMO_CHAT = '/docs/api-reference/gizmo/chat';
const LIST_MODELS = '/docs/api-reference/models/list-models';

interface CatalogEntry extends ModelSampleInput {
  readonly status: string;
}
const catalog = JSON.parse(fs.readFileSync(path.join(ROOT, 'content/models.json'), 'utf8')) as { models: CatalogEntry[] };
const models: CatalogEntry[] = catalog.models.map(({ id, type, docs, apiFormat, status }) => ({ id, type, docs, apiFormat, status }));
const operations = operationsOf(bundledOpenApi());
const byId = new Map(operations.map((operation) => [operation.id, operation]));

const pageFile = (page: string) => path.join(ROOT, `content${page}.mdx`);
const pageText = (page: string) => fs.readFileSync(fs.existsSync(pageFile(page)) ? pageFile(page) : path.join(ROOT, `content${page}/index.mdx`), 'utf8');

/** Heading ids as the site makes them (github-slugger style, without its duplicate suffixes). */
function headingIds(page: string): Set<string> {
  const ids = new Set<string>();
  let inCode = false;
  for (const line of pageText(page).split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const match = !inCode && /^#{1,6}\s+(.+?)\s*$/.exec(line);
    if (match)
      ids.add(
        match[1]
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s_-]/gu, '')
          .replace(/\s/g, '-'),
      );
  }
  return ids;
}

function find(id: string): CatalogEntry {
  const model = models.find((m) => m.id === id);
  if (!model) throw new Error(`${id} is not in content/models.json`);
  return model;
}
const routes = (id: string, ops: readonly ApiOperation[] = operations) => endpointsFor(find(id), ops).map((e) => `${e.method} ${e.path} ${e.page}`);
const sample = (id: string, base = SAMPLE_HOST) => requestSample(readyRequest(find(id), operations, base)!);
/** The `-d '...'` body of a curl command, or null when it sends none. */
const curlBody = (curl: string) => /-d '([\s\S]*?)'(?=\s|$)/.exec(curl)?.[1] ?? null;

describe('every model of content/models.json', () => {
  describe.each(models.map((m) => [m.id, m] as const))('%s', (_id, model) => {
    const endpoints = endpointsFor(model, operations);

    it("starts with an operation of its own docs page, in the model's API format", () => {
      expect(endpoints.length).toBeGreaterThan(0);
      expect(endpoints[0].page).toBe(model.docs);
      expect(endpoints[0].format).toBe(model.apiFormat);
    });

    it('lists each endpoint once, on a page that exists, with an anchor that page has', () => {
      expect(new Set(endpoints.map((e) => `${e.method} ${e.path} ${e.page}`)).size).toBe(endpoints.length);
      for (const endpoint of endpoints) {
        expect(() => pageText(endpoint.page)).not.toThrow();
        expect(endpoint.label).toBe(byId.get(endpoint.operationId)!.summary);
        if (endpoint.pageAnchor !== undefined) expect([endpoint.page, headingIds(endpoint.page).has(endpoint.pageAnchor)]).toEqual([endpoint.page, true]);
      }
    });

    if (model.status !== 'retired') {
      it("has a ready request that sends the id with the key placeholder to apiBaseUrl, in a body the operation's schema takes", () => {
        const request = readyRequest(model, operations, OTHER_HOST);
        expect(request).not.toBeNull();
        const { curl, python, node } = requestSample(request!);
        const id = model.id.endsWith('*') ? /"model": "([^"]+)"/.exec(curl)![1] : model.id;
        expect(id.startsWith(model.id.replace(/\*$/, ''))).toBe(true);
        for (const text of [curl, python, node]) {
          expect(text).toContain(id);
          expect(text).toContain('YOUR_API_KEY');
          expect(text).toContain(OTHER_HOST);
          expect(text).not.toContain(SAMPLE_HOST);
          expect(text).not.toContain('*');
        }
        const media = primaryMedia(request!.operation.requestBody!.media)!;
        const body = curlBody(curl);
        if (body !== null) expect(schemaErrors(media.schema!, JSON.parse(body))).toEqual([]);
        else expect(curl).toMatch(/-F model=/);
      });
    }
  });
});

describe('endpointsFor', () => {
  it('serves the Claude, Gemini and MiniMax ids on /v1/chat/completions too', () => {
    for (const id of ['claude-sonnet-5-5', 'claude-3-5-haiku-20241022', 'gemini-2.5-pro', 'MiniMax-Text-01', 'abab6.5s-chat']) {
      expect(routes(id)).toContain(`POST /v1/chat/completions ${OPENAI_CHAT}`);
    }
  });

  it('never sends Bedrock ids, legacy Claude ids, LLMVision ids or gpt-3.5-turbo-instruct to /v1/chat/completions', () => {
    for (const id of ['anthropic.claude-sonnet-4-20250514-v1:0', 'anthropic.claude-v2:1', 'claude-2.1', 'llmvision-chat', 'gpt-3.5-turbo-instruct']) {
      expect(routes(id).some((route) => route.startsWith('POST /v1/chat/completions '))).toBe(false);
    }
  });

  it('gives a Bedrock Messages id the /aws/model/ paths only, and the Text Completions body only for the ids that page names', () => {
    expect(routes('anthropic.claude-sonnet-4-20250514-v1:0')).toEqual([
      'POST /aws/model/{modelId}/invoke /docs/api-reference/aws-anthropic/messages',
      'POST /aws/model/{modelId}/invoke-with-response-stream /docs/api-reference/aws-anthropic/messages',
      `GET /v1/models/{model} ${LIST_MODELS}`,
    ]);
    expect(routes('anthropic.claude-3-5-haiku-20241022-v1:0')).toContain('POST /aws/model/{modelId}/invoke /docs/api-reference/aws-anthropic/completions');
    expect(routes('anthropic.claude-v2:1')).toEqual([
      'POST /aws/model/{modelId}/invoke /docs/api-reference/aws-anthropic/completions',
      'POST /aws/model/{modelId}/invoke-with-response-stream /docs/api-reference/aws-anthropic/completions',
      `GET /v1/models/{model} ${LIST_MODELS}`,
    ]);
  });

  it('keeps claude-2.1 on Text Completions, and counts tokens for the Messages ids', () => {
    expect(routes('claude-2.1')).toEqual(['POST /v1/complete /docs/api-reference/anthropic/completions', `GET /v1/models/{model} ${LIST_MODELS}`]);
    expect(routes('claude-3-5-haiku-20241022')).toContain('POST /v1/complete /docs/api-reference/anthropic/completions');
    expect(routes('claude-sonnet-5-5')).not.toContain('POST /v1/complete /docs/api-reference/anthropic/completions');
    expect(routes('claude-sonnet-5-5')).toContain('POST /v1/messages/count_tokens /docs/api-reference/claude-code/claude-code-api');
  });

  it('puts Gemini native endpoints first, the streaming one at its section with its fixed query', () => {
    const endpoints = endpointsFor(find('gemini-4-argon'), operations);
    expect(endpoints.map((e) => e.path)).toEqual([
      '/v1beta/models/{model}:generateContent',
      '/v1beta/models/{model}:streamGenerateContent?alt=sse',
      '/v1/chat/completions',
      '/v1/models/{model}',
    ]);
    expect(endpoints[1]).toMatchObject({ page: '/docs/api-reference/gemini/text-generation', pageAnchor: 'streaming' });
  });

  it('does not offer the List Models lookup for an id family, whose ids List Models does not list', () => {
    expect(routes('gpt-4-gizmo-*')).toEqual([`POST /v1/chat/completions ${GIZMO_CHAT}`]);
  });

  it('follows the document: an operation given an x-models selector lists the model, one without it does not', () => {
    const embeddings = byId.get('createEmbedding')!;
    const without = operations.map((operation) => (operation === embeddings ? { ...operation, models: [] } : operation));
    expect(routes('text-embedding-3-small', without)).toEqual([`GET /v1/models/{model} ${LIST_MODELS}`]);
    const extra: ApiOperation = { ...embeddings, id: 'createBatchEmbedding', path: '/v1/batch/embeddings', summary: 'Embed a batch' };
    expect(routes('text-embedding-3-small', [...operations, extra])).toContain('POST /v1/batch/embeddings /docs/api-reference/openai/embedding');
    const byType: ApiOperation = { ...extra, models: [{ type: 'embedding', apiFormat: 'openai' }] };
    expect(endpointsFor(find('text-embedding-v3'), [byType]).map((e) => e.operationId)).toEqual(['createBatchEmbedding']);
    expect(endpointsFor(find('gpt-6-luna'), [byType])).toEqual([]);
  });
});

describe('readyRequest and requestSample', () => {
  it('writes the whole OpenAI chat request in curl, Python and Node', () => {
    expect(sample('gpt-6-luna')).toEqual({
      curl: [
        'curl https://api.llmprovider.example/v1/chat/completions \\',
        '  -H "Authorization: Bearer YOUR_API_KEY" \\',
        '  -H "Content-Type: application/json" \\',
        '  --max-time 620 \\',
        `  -d '{`,
        '    "model": "gpt-6-luna",',
        '    "messages": [{"role": "user", "content": "Say hello in one sentence."}]',
        `  }'`,
      ].join('\n'),
      python: [
        'import requests',
        '',
        'response = requests.post(',
        '    "https://api.llmprovider.example/v1/chat/completions",',
        '    headers={"Authorization": "Bearer YOUR_API_KEY"},',
        '    json={',
        '        "model": "gpt-6-luna",',
        '        "messages": [{"role": "user", "content": "Say hello in one sentence."}],',
        '    },',
        '    timeout=620,',
        ')',
        'response.raise_for_status()',
        'print(response.json())',
      ].join('\n'),
      node: [
        "import { Agent, fetch } from 'undici';",
        '',
        "// Node's built-in fetch gives up after 300 s without a response; the gateway waits up to 600 s.",
        'const dispatcher = new Agent({ headersTimeout: 620_000, bodyTimeout: 620_000 });',
        '',
        "const response = await fetch('https://api.llmprovider.example/v1/chat/completions', {",
        "  method: 'POST',",
        "  headers: { Authorization: 'Bearer YOUR_API_KEY', 'Content-Type': 'application/json' },",
        '  dispatcher,',
        '  body: JSON.stringify({',
        "    model: 'gpt-6-luna',",
        "    messages: [{ role: 'user', content: 'Say hello in one sentence.' }],",
        '  }),',
        '});',
        'if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);',
        'console.log(await response.json());',
      ].join('\n'),
    });
  });

  it('puts a Gemini id in the path, not in the body', () => {
    const { curl } = sample('gemini-4-argon');
    expect(curl.split('\n')[0]).toBe('curl "https://api.llmprovider.example/v1beta/models/gemini-4-argon:generateContent" \\');
    expect(JSON.parse(curlBody(curl)!)).toEqual({ contents: [{ role: 'user', parts: [{ text: 'Say hello in one sentence.' }] }] });
  });

  it('puts a Bedrock id in the path with its colon as is, and the Bedrock version in the body', () => {
    const { curl, python } = sample('anthropic.claude-haiku-4-5-20251001-v1:0');
    expect(curl.split('\n')[0]).toBe('curl "https://api.llmprovider.example/aws/model/anthropic.claude-haiku-4-5-20251001-v1:0/invoke" \\');
    const body = JSON.parse(curlBody(curl)!);
    expect(body).toMatchObject({ anthropic_version: 'bedrock-2023-05-31' });
    expect(body).not.toHaveProperty('model');
    expect(python).toContain('"https://api.llmprovider.example/aws/model/anthropic.claude-haiku-4-5-20251001-v1:0/invoke",');
  });

  it("sends the header parameters that have a default, such as Anthropic's version", () => {
    const { curl, python, node } = sample('claude-sonnet-5-5');
    expect(curl).toContain('-H "anthropic-version: 2023-06-01"');
    expect(python).toContain('headers={"Authorization": "Bearer YOUR_API_KEY", "anthropic-version": "2023-06-01"},');
    expect(node).toContain("'anthropic-version': '2023-06-01'");
    expect(JSON.parse(curlBody(curl)!)).toMatchObject({ model: 'claude-sonnet-5-5', max_tokens: 512 });
  });

  it("uses the example the family's selector names: an id of the gpt-4-gizmo-* family", () => {
    const { curl, python } = sample('gpt-4-gizmo-*');
    expect(curl).toContain('"model": "gpt-4-gizmo-g-2fkFE8rbu"');
    expect(python).toContain('"model": "gpt-4-gizmo-g-2fkFE8rbu",');
  });

  it('downloads the file it uploads from the docs site, and saves audio answers to a file', () => {
    const whisper = sample('whisper-1');
    expect(whisper.curl).toMatch(
      /^# The sample file, from the docs site\ncurl -fsSLO https:\/\/docs\.llmprovider\.example\/samples\/kubernetes-standup\.mp3\n/,
    );
    expect(whisper.curl).toContain('-F file=@kubernetes-standup.mp3 \\\n  -F model=whisper-1');
    expect(whisper.python).toContain('urlretrieve("https://docs.llmprovider.example/samples/kubernetes-standup.mp3", "kubernetes-standup.mp3")');
    expect(whisper.python).toContain('files={"file": upload},\n        data={"model": "whisper-1"},');
    expect(whisper.node).toContain("form.append('model', 'whisper-1');");
    expect(sample('tts-1').curl).toMatch(/--fail-with-body --output speech\.mp3$/);
    expect(sample('cosyvoice-v3-flash').python).toMatch(/with open\("speech\.wav", "wb"\) as output:\n {4}output\.write\(response\.content\)$/);
    expect(sample('tts-1').node).toContain("await writeFile('speech.mp3', Buffer.from(await response.arrayBuffer()));");
  });

  it('submits Kling tasks with model_name, and gives requests that do not wait for a model a shorter timeout', () => {
    const kling = sample('kling-v2-master');
    expect(JSON.parse(curlBody(kling.curl)!)).toMatchObject({ model_name: 'kling-v2-master' });
    expect(kling.curl).toContain('--max-time 60');
    expect(kling.python).toContain('timeout=60,');
    expect(kling.node).toContain('signal: AbortSignal.timeout(60_000),');
    expect(kling.node).not.toContain('undici');
  });

  it('uses the host it is given, without a trailing slash', () => {
    expect(sample('deepseek-flash', 'https://gw.example/').curl.split('\n')[0]).toBe('curl https://gw.example/v1/chat/completions \\');
  });

  it('is null for a model no operation with an example takes, and an error for an example that cannot carry the model', () => {
    expect(readyRequest({ id: 'x', type: 'chat', docs: '/docs/api-reference/dify/chat', apiFormat: 'dify' }, operations, SAMPLE_HOST)).toBeNull();
    const chat = byId.get('createChatCompletion')!;
    const media = chat.requestBody!.media.map((m) => ({ ...m, examples: { chat: { messages: [] } } }));
    const noModel = { ...chat, requestBody: { ...chat.requestBody!, media } };
    expect(() => readyRequest(find('gpt-6-luna'), [noModel], SAMPLE_HOST)).toThrow(ReadyRequestError);
    expect(() => readyRequest(find('gpt-6-luna'), [noModel], SAMPLE_HOST)).toThrow(
      `createChatCompletion's request example "chat" (content/openapi) names no model`,
    );
    const wrongFamily = { ...chat, models: [{ docs: GIZMO_CHAT, example: 'chat' }] };
    expect(() => readyRequest(find('gpt-4-gizmo-*'), [wrongFamily], SAMPLE_HOST)).toThrow('must name an id of the family gpt-4-gizmo-*');
    const missing = { ...chat, models: [{ docs: OPENAI_CHAT, example: 'nope' }] };
    expect(() => readyRequest(find('gpt-6-luna'), [missing], SAMPLE_HOST)).toThrow(`request example "nope" (content/openapi) does not exist`);
  });
});
