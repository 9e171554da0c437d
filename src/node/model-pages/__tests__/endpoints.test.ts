/**
 * @jest-environment node
 *
 * The endpoint table and request samples of the model pages, checked against the API reference pages
 * they come from (content/docs/api-reference) and against every entry of content/models.json.
 */
import fs from 'fs';
import path from 'path';
import { endpointsFor, requestSample, type Endpoint, type ModelSampleInput } from '../endpoints';
import { bundledOpenApi } from '../../../test-utils/openapi';
import { operationsOf } from '../../openapi/operations';

const ROOT = path.resolve(__dirname, '../../../..');
const SAMPLE_HOST = 'https://api.llmprovider.example';
/** Another host, to show that samples are built from `apiBaseUrl` and not from the pages' host. */
const OTHER_HOST = 'https://gateway.example.test';
const GIZMO_CHAT = '/docs/api-reference/gizmo/chat';
const OPENAI_CHAT = '/docs/api-reference/openai/chat';
const LIST_MODELS = '/docs/api-reference/models/list-models';
/**
 * Pages whose endpoint takes any id of a whole API format rather than a list of ids: Chat Completions
 * ("serves the chat models of the other vendors"), List Models (any id the gateway knows) and the
 * Claude Code API ("one the gateway offers for the Anthropic format").
 */
const FORMAT_WIDE_PAGES = [OPENAI_CHAT, LIST_MODELS, '/docs/api-reference/claude-code/claude-code-api'];

interface CatalogEntry extends ModelSampleInput {
  readonly vendor: string;
  readonly status: string;
}

const catalog = JSON.parse(fs.readFileSync(path.join(ROOT, 'content/models.json'), 'utf8')) as { models: CatalogEntry[] };
const models: ModelSampleInput[] = catalog.models.map(({ id, type, docs, apiFormat }) => ({ id, type, docs, apiFormat }));
const retired = new Set(catalog.models.filter((m) => m.status === 'retired').map((m) => m.id));

const pageFile = (page: string) => path.join(ROOT, `content${page}.mdx`);
const pageCache = new Map<string, string>();
function pageText(page: string): string {
  if (!pageCache.has(page)) pageCache.set(page, fs.readFileSync(pageFile(page), 'utf8'));
  return pageCache.get(page) as string;
}

/** Heading ids as the site makes them (github-slugger style, without its duplicate suffixes). */
function headingIds(page: string): Set<string> {
  const ids = new Set<string>();
  let inCode = false;
  for (const line of pageText(page).split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const match = !inCode && /^#{1,6}\s+(.+?)\s*$/.exec(line);
    if (match) {
      ids.add(
        match[1]
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s_-]/gu, '')
          .replace(/\s/g, '-'),
      );
    }
  }
  return ids;
}

/** The operations of content/openapi, by id. */
const operations = new Map(operationsOf(bundledOpenApi()).map((operation) => [operation.id, operation]));

/**
 * Whether a page shows an endpoint: in a written `http` block (`POST https://…/v1/x`), or in an
 * `<Operation id="…" part="endpoint" />` naming an operation of content/openapi with that method and path.
 */
function showsEndpoint(page: string, method: string, endpointPath: string): boolean {
  const text = pageText(page);
  if (text.includes(`${method} ${SAMPLE_HOST}${endpointPath}\n`)) return true;
  return [...text.matchAll(/<Operation id="([^"]+)" part="endpoint" \/>/g)].some((match) =>
    match[1].split(/\s+/).some((id) => {
      const operation = operations.get(id);
      if (!operation || operation.method.toUpperCase() !== method) return false;
      const fixed = operation.parameters.filter((p) => p.in === 'query' && p.required && Array.isArray(p.schema.enum) && p.schema.enum.length === 1);
      return `${operation.path}${fixed.map((p, i) => `${i === 0 ? '?' : '&'}${p.name}=${String((p.schema.enum as unknown[])[0])}`).join('')}` === endpointPath;
    }),
  );
}

const titleOf = (page: string) => /^title:\s*"([^"]+)"/m.exec(pageText(page))?.[1];

/** The first code block of a language under the page's `## Examples`. */
function firstExample(page: string, lang: 'bash' | 'python'): string {
  const text = pageText(page);
  const examples = text.slice(text.indexOf('\n## Examples'));
  const match = new RegExp('```' + lang + '[^\\n]*\\n([\\s\\S]*?)```').exec(examples);
  if (!match) throw new Error(`${page}: no ${lang} example`);
  return match[1];
}

/** The `-d '...'` body of a curl command, or null when it sends none. */
function curlBody(curl: string): string | null {
  const match = /-d '([\s\S]*?)'(?=\s|$)/.exec(curl);
  return match ? match[1] : null;
}

const isFamily = (id: string) => id.endsWith('*');
/** The id a sample sends: the gizmo chat page's example id for the `gpt-4-gizmo-*` family. */
const sentId = (model: ModelSampleInput) => (isFamily(model.id) ? /"model": "([^"]+)"/.exec(firstExample(GIZMO_CHAT, 'bash'))![1] : model.id);
const concretePath = (endpoint: Endpoint, id: string) => endpoint.path.replace(/\{model(?:Id)?\}/, id);

function find(id: string): ModelSampleInput {
  const model = models.find((m) => m.id === id);
  if (!model) throw new Error(`${id} is not in content/models.json`);
  return model;
}
const routes = (id: string) => endpointsFor(find(id)).map((e) => `${e.method} ${e.path} ${e.page}`);

/** One entry per (docs, type, apiFormat) combination of the catalogue, named by its first id. */
const combinations = [...new Map(models.map((m) => [`${m.docs} ${m.type} ${m.apiFormat}`, m])).values()];

describe('every model of content/models.json', () => {
  it('covers every combination of docs page, type and API format', () => {
    expect(combinations.length).toBeGreaterThan(20);
  });

  describe.each(models.map((m) => [m.id, m] as const))('%s', (_id, model) => {
    const endpoints = endpointsFor(model);

    it("starts with an endpoint of its own docs page, in the model's API format", () => {
      expect(endpoints.length).toBeGreaterThan(0);
      expect(endpoints[0].page).toBe(model.docs);
      expect(endpoints[0].format).toBe(model.apiFormat);
    });

    it('lists each endpoint once, each on a page that exists and writes that method and path in its text', () => {
      expect(new Set(endpoints.map((e) => `${e.method} ${e.path} ${e.page}`)).size).toBe(endpoints.length);
      for (const endpoint of endpoints) {
        expect(fs.existsSync(pageFile(endpoint.page))).toBe(true);
        expect([endpoint.page, endpoint.method, endpoint.path, showsEndpoint(endpoint.page, endpoint.method, endpoint.path)]).toEqual([
          endpoint.page,
          endpoint.method,
          endpoint.path,
          true,
        ]);
        expect(endpoint.label.startsWith(titleOf(endpoint.page) ?? '\u0000')).toBe(true);
        if (endpoint.pageAnchor !== undefined) expect(headingIds(endpoint.page)).toContain(endpoint.pageAnchor);
      }
    });

    it('is sent to another page than its own only when that page names the id, or takes every id of a format', () => {
      for (const endpoint of endpoints.filter((e) => e.page !== model.docs && !FORMAT_WIDE_PAGES.includes(e.page))) {
        expect(pageText(endpoint.page)).toContain(`\`${sentId(model)}\``);
      }
    });

    it('has a sample with the id, the key placeholder, the URL built from apiBaseUrl and a JSON body that parses', () => {
      const sample = requestSample(model, OTHER_HOST);
      expect(sample).not.toBeNull();
      const { curl, python } = sample!;
      const id = sentId(model);
      for (const text of [curl, python]) {
        expect(text).toContain(id);
        expect(text).toContain('YOUR_API_KEY');
        expect(text).toContain(OTHER_HOST);
        expect(text).not.toContain(SAMPLE_HOST);
      }
      expect(curl).toContain(`${OTHER_HOST}${concretePath(endpoints[0], id)}`);
      const body = curlBody(curl);
      if (body !== null) expect(() => JSON.parse(body)).not.toThrow();
      else expect(curl).toMatch(/-F model=/);
    });
  });

  // Retired models get no sample on their page (src/node/model-pages/page.ts); their legacy pages now show migrations.
  describe.each(models.filter((m) => !retired.has(m.id)).map((m) => [m.id, m] as const))('%s, still callable', (_id, model) => {
    it("follows the page's own first examples: their headers, body fields and Python client", () => {
      const { curl, python } = requestSample(model, SAMPLE_HOST)!;
      const pageCurl = firstExample(model.docs, 'bash');
      const pagePython = firstExample(model.docs, 'python');
      for (const header of curl.match(/-H "[^"]+"/g) ?? []) expect(pageCurl).toContain(header);
      for (const option of curl.match(/--max-time \d+/g) ?? []) expect(pageCurl).toContain(option);
      const body = curlBody(curl);
      if (body !== null) for (const field of Object.keys(JSON.parse(body))) expect(pageCurl).toContain(`"${field}":`);
      for (const field of curl.match(/-F (\w+)=/g) ?? []) expect(pageCurl).toContain(field);
      for (const client of ['from openai import OpenAI', 'import anthropic', 'import requests', 'from google import genai']) {
        expect(python.includes(client)).toBe(pagePython.includes(client));
      }
    });
  });

  it.each(combinations.map((m) => [m.docs, m.type, m.apiFormat, m] as const))('%s (%s, %s) has endpoints and a sample', (_docs, _type, _format, model) => {
    expect(endpointsFor(model)[0]?.page).toBe(model.docs);
    expect(requestSample(model, SAMPLE_HOST)).not.toBeNull();
  });
});

describe('endpointsFor', () => {
  it('serves the Claude, Gemini and MiniMax ids on /v1/chat/completions too (Supported Model Types: Route prefixes)', () => {
    for (const id of ['claude-sonnet-4-20250514', 'claude-3-5-haiku-20241022', 'gemini-2.5-pro', 'MiniMax-Text-01', 'abab6.5s-chat']) {
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

  it('keeps claude-2.1 on Text Completions and adds Text Completions for Claude 3.5 Haiku only', () => {
    expect(routes('claude-2.1')).toEqual(['POST /v1/complete /docs/api-reference/anthropic/completions', `GET /v1/models/{model} ${LIST_MODELS}`]);
    expect(routes('claude-3-5-haiku-20241022')).toContain('POST /v1/complete /docs/api-reference/anthropic/completions');
    expect(routes('claude-sonnet-4-20250514')).not.toContain('POST /v1/complete /docs/api-reference/anthropic/completions');
    expect(routes('claude-sonnet-4-20250514')).toContain('POST /v1/messages/count_tokens /docs/api-reference/claude-code/claude-code-api');
  });

  it('puts Gemini native endpoints first, with the model in the path', () => {
    expect(endpointsFor(find('gemini-2.5-flash')).map((e) => e.path)).toEqual([
      '/v1beta/models/{model}:generateContent',
      '/v1beta/models/{model}:streamGenerateContent?alt=sse',
      '/v1/chat/completions',
      '/v1/models/{model}',
    ]);
  });

  it('keeps models with a vendor prefix off the plain /v1/ paths', () => {
    expect(routes('wanx2.1-t2i-turbo')[0]).toBe('POST /qwen/v1/images/generations /docs/api-reference/qwen/image');
    expect(routes('kling-v1-6').slice(0, 2)).toEqual([
      'POST /kling/v1/videos/text2video /docs/api-reference/kling/text-to-video',
      'POST /kling/v1/videos/image2video /docs/api-reference/kling/image-to-video',
    ]);
    expect(routes('kling-v1-5')[0]).toBe('POST /kling/v1/images/generations /docs/api-reference/kling/image');
    expect(routes('llmvision-tts')[0]).toBe('POST /llmvision/v1/audio/speech /docs/api-reference/llmvision/speech');
  });

  it('does not offer the List Models lookup for an id family, whose ids List Models does not list', () => {
    expect(routes('gpt-4-gizmo-*')).toEqual([`POST /v1/chat/completions ${GIZMO_CHAT}`]);
  });

  it('returns nothing for a page it does not know, or a model whose type or format disagrees with its page', () => {
    expect(endpointsFor({ id: 'x', type: 'chat', docs: '/docs/api-reference/dify/chat', apiFormat: 'dify' })).toEqual([]);
    expect(endpointsFor({ id: 'x', type: 'embedding', docs: OPENAI_CHAT, apiFormat: 'openai' })).toEqual([]);
    expect(endpointsFor({ id: 'x', type: 'chat', docs: OPENAI_CHAT, apiFormat: 'anthropic' })).toEqual([]);
    expect(requestSample({ id: 'x', type: 'chat', docs: '/docs/api-reference/dify/chat', apiFormat: 'dify' }, SAMPLE_HOST)).toBeNull();
  });
});

describe('requestSample', () => {
  const sample = (id: string, base = SAMPLE_HOST) => requestSample(find(id), base)!;

  it('puts a Gemini id in the path, not in the body', () => {
    const { curl, python } = sample('gemini-2.5-pro');
    expect(curl.split('\n')[0]).toBe('curl "https://api.llmprovider.example/v1beta/models/gemini-2.5-pro:generateContent" \\');
    expect(JSON.parse(curlBody(curl)!)).toEqual({ contents: [{ role: 'user', parts: [{ text: 'Say hello in one sentence.' }] }] });
    expect(python).toContain('http_options=types.HttpOptions(base_url="https://api.llmprovider.example", timeout=620_000)');
    expect(python).toContain('model="gemini-2.5-pro",');
  });

  it('puts a Bedrock id in the path with its colon as is, and the Bedrock version in the body', () => {
    const { curl, python } = sample('anthropic.claude-sonnet-4-20250514-v1:0');
    expect(curl.split('\n')[0]).toBe('curl "https://api.llmprovider.example/aws/model/anthropic.claude-sonnet-4-20250514-v1:0/invoke" \\');
    const body = JSON.parse(curlBody(curl)!);
    expect(body).toMatchObject({ anthropic_version: 'bedrock-2023-05-31' });
    expect(body).not.toHaveProperty('model');
    expect(python).toContain('MODEL_ID = "anthropic.claude-sonnet-4-20250514-v1:0"');
    expect(python).toContain('url = f"https://api.llmprovider.example/aws/model/{MODEL_ID}/invoke"');
    expect(python).toContain('headers={"Authorization": "Bearer YOUR_API_KEY"}');
  });

  it('sends the Bedrock Text Completions body for the legacy Bedrock id', () => {
    const { curl, python } = sample('anthropic.claude-v2:1');
    expect(curl).toContain('"https://api.llmprovider.example/aws/model/anthropic.claude-v2:1/invoke"');
    expect(Object.keys(JSON.parse(curlBody(curl)!))).toEqual(['prompt', 'max_tokens_to_sample']);
    expect(python).toContain('print(response.json()["completion"])');
  });

  it('sends an Anthropic request with the Bearer header and anthropic-version, as the Messages page does, and the anthropic SDK', () => {
    const { curl, python } = sample('claude-sonnet-4-20250514');
    expect(curl).toContain('curl https://api.llmprovider.example/v1/messages \\');
    expect(curl).toContain('-H "Authorization: Bearer YOUR_API_KEY"');
    expect(curl).toContain('-H "anthropic-version: 2023-06-01"');
    expect(JSON.parse(curlBody(curl)!)).toMatchObject({ model: 'claude-sonnet-4-20250514', max_tokens: 512 });
    expect(python).toContain('client = anthropic.Anthropic(api_key="YOUR_API_KEY", base_url="https://api.llmprovider.example", timeout=620)');
  });

  it('writes the whole OpenAI chat sample', () => {
    expect(sample('gpt-4o')).toEqual({
      curl: [
        'curl https://api.llmprovider.example/v1/chat/completions \\',
        '  -H "Authorization: Bearer YOUR_API_KEY" \\',
        '  -H "Content-Type: application/json" \\',
        '  --max-time 620 \\',
        `  -d '{`,
        '    "model": "gpt-4o",',
        '    "messages": [{"role": "user", "content": "Say hello in one sentence."}]',
        `  }'`,
      ].join('\n'),
      python: [
        'from openai import OpenAI',
        '',
        'client = OpenAI(api_key="YOUR_API_KEY", base_url="https://api.llmprovider.example/v1", timeout=620)',
        '',
        'completion = client.chat.completions.create(',
        '    model="gpt-4o",',
        '    messages=[{"role": "user", "content": "Say hello in one sentence."}],',
        ')',
        'print(completion.choices[0].message.content)',
      ].join('\n'),
    });
  });

  it("uses the gizmo chat page's example id for the gpt-4-gizmo-* family", () => {
    const { curl, python } = sample('gpt-4-gizmo-*');
    expect(firstExample(GIZMO_CHAT, 'bash')).toContain('"model": "gpt-4-gizmo-g-2fkFE8rbu"');
    expect(curl).toContain('"model": "gpt-4-gizmo-g-2fkFE8rbu"');
    expect(python).toContain('model="gpt-4-gizmo-g-2fkFE8rbu"');
    expect(python).toContain('timeout=620');
    expect(curl + python).not.toContain('*');
  });

  it('points the OpenAI SDK at the vendor prefix for LLMVision', () => {
    expect(sample('llmvision-chat').python).toContain('base_url="https://api.llmprovider.example/llmvision/v1"');
    expect(sample('llmvision-asr').curl).toContain('-F model=llmvision-asr \\\n  -F file=@budget-meeting.mp3');
  });

  it('downloads the recording it transcribes from the docs site, and saves speech to a file only on success', () => {
    expect(sample('whisper-1').curl).toMatch(
      /^# The sample recording, from the docs site\ncurl -fsSLO https:\/\/docs\.llmprovider\.example\/samples\/kubernetes-standup\.mp3\n/,
    );
    expect(sample('whisper-1').curl).toContain('-F file=@kubernetes-standup.mp3 \\\n  -F model=whisper-1');
    expect(sample('whisper-1').python).toContain('urlretrieve("https://docs.llmprovider.example/samples/kubernetes-standup.mp3", "kubernetes-standup.mp3")');
    expect(sample('whisper-1').python).toContain('with open("kubernetes-standup.mp3", "rb") as audio:');
    expect(sample('paraformer-v2').python).toContain('files={"file": ("pull-request-standup.mp3", audio_file, "audio/mpeg")}');
    expect(sample('tts-1').curl).toMatch(/--fail-with-body --output shipped\.mp3$/);
    expect(sample('qwen-tts').curl).toMatch(/--fail-with-body --output order-update\.wav$/);
  });

  it('submits Kling tasks with model_name and Qwen image tasks with model', () => {
    expect(JSON.parse(curlBody(sample('kling-v2-master').curl)!)).toMatchObject({ model_name: 'kling-v2-master' });
    expect(sample('kling-v1-5').python).toContain('body["data"]["task_id"]');
    expect(JSON.parse(curlBody(sample('wanx2.1-t2i-turbo').curl)!)).toMatchObject({ model: 'wanx2.1-t2i-turbo' });
    expect(sample('wanx2.1-t2i-turbo').python).toContain('response.json()["task_id"]');
  });

  it('uses the host it is given, without a trailing slash', () => {
    const { curl, python } = sample('deepseek-reasoner', 'https://gw.example/');
    expect(curl.split('\n')[0]).toBe('curl https://gw.example/v1/chat/completions \\');
    expect(python).toContain('base_url="https://gw.example/v1", timeout=620');
  });
});
