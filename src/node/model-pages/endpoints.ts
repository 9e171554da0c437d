/**
 * Which endpoints accept a catalogue model, and a minimal working request for it, for the generated
 * model pages (./page.ts). Every fact here is taken from the API reference pages under
 * content/docs/api-reference: the `## Endpoint` section of each page, the model ids its request body or
 * path parameters name, and Supported Model Types (models/supported-model-types.mdx), which says which
 * ids each route serves. The samples are cut down from each page's own first curl and Python examples:
 * same path, headers, body fields and client style. The tests (./__tests__/endpoints.test.ts) check
 * every endpoint, page and anchor against those files.
 *
 * Pure: reads nothing itself.
 */

import { SAMPLE_DOCS_URL, SAMPLES_PATH } from '../compile/sample-rules';

/** One HTTP endpoint that accepts a model id, and the page that documents it. */

export interface Endpoint {
  readonly method: 'GET' | 'POST';
  /** As the page writes it, with `{model}` or `{modelId}` where the model id goes in the path. */
  readonly path: string;
  /** Site path of the doc page documenting it, e.g. `/docs/api-reference/openai/chat`. */
  readonly page: string;
  /** Heading id on that page, when the endpoint has its own section there. */
  readonly pageAnchor?: string;
  /** API format: `openai`, `anthropic`, `gemini`, `bedrock`, `minimax`, `kling`, `qwen` or `dify`. */
  readonly format: string;
  /** Short human label: the page's title, with what sets this endpoint apart when a page has several. */
  readonly label: string;
}

/** The catalogue fields (content/models.json) that decide a model's endpoints and sample. */
export interface ModelSampleInput {
  readonly id: string;
  readonly type: 'chat' | 'embedding' | 'image' | 'audio' | 'video';
  readonly docs: string;
  readonly apiFormat: string;
}

/** A request as a shell command and as a Python script. */
export interface RequestSample {
  readonly curl: string;
  readonly python: string;
}

/** The key placeholder the pages use; the site swaps in the reader's key. */
const KEY = 'YOUR_API_KEY';
const PROMPT = 'Say hello in one sentence.';
/** Seconds: a little longer than the gateway's 600 second limit, as the pages for slow models set it. */
const LONG_TIMEOUT = 620;

const REF = '/docs/api-reference';
const PAGES = {
  openaiChat: `${REF}/openai/chat`,
  openaiCompletion: `${REF}/openai/completion`,
  openaiEmbedding: `${REF}/openai/embedding`,
  openaiImage: `${REF}/openai/image`,
  openaiSpeech: `${REF}/openai/speech`,
  openaiTranscription: `${REF}/openai/transcription`,
  anthropicMessages: `${REF}/anthropic/messages`,
  anthropicCompletions: `${REF}/anthropic/completions`,
  claudeCode: `${REF}/claude-code/claude-code-api`,
  awsMessages: `${REF}/aws-anthropic/messages`,
  awsCompletions: `${REF}/aws-anthropic/completions`,
  geminiText: `${REF}/gemini/text-generation`,
  deepseekChat: `${REF}/deepseek/chat`,
  grokChat: `${REF}/grok/chat`,
  qwenChat: `${REF}/qwen/chat`,
  qwenEmbedding: `${REF}/qwen/embedding`,
  qwenImage: `${REF}/qwen/image`,
  qwenSpeech: `${REF}/qwen/speech`,
  qwenTranscription: `${REF}/qwen/transcription`,
  minimaxChat: `${REF}/minimax/chat`,
  klingTextToVideo: `${REF}/kling/text-to-video`,
  klingImageToVideo: `${REF}/kling/image-to-video`,
  klingImage: `${REF}/kling/image`,
  llmvisionChat: `${REF}/llmvision/chat`,
  llmvisionImage: `${REF}/llmvision/image`,
  llmvisionSpeech: `${REF}/llmvision/speech`,
  llmvisionTranscription: `${REF}/llmvision/transcription`,
  gizmoChat: `${REF}/gizmo/chat`,
  gizmoAllTools: `${REF}/gizmo/all-tools`,
  listModels: `${REF}/models/list-models`,
} as const;

const post = (path: string, page: string, format: string, label: string, pageAnchor?: string): Endpoint =>
  pageAnchor ? { method: 'POST', path, page, pageAnchor, format, label } : { method: 'POST', path, page, format, label };

const CHAT_COMPLETIONS = '/v1/chat/completions';
/** `/v1/chat/completions` as documented on a vendor's own page (DeepSeek, Grok, Qwen, Gizmo all list it in their `## Endpoint`). */
const chatCompletionsOn = (page: string, label: string) => post(CHAT_COMPLETIONS, page, 'openai', label);

const ENDPOINTS = {
  /** Chat models of every vendor in the OpenAI format (supported-model-types: Chat; openai/chat intro). */
  chatCompletions: chatCompletionsOn(PAGES.openaiChat, 'OpenAI Chat Completions'),
  completions: post('/v1/completions', PAGES.openaiCompletion, 'openai', 'OpenAI Completions'),
  openaiEmbeddings: post('/v1/embeddings', PAGES.openaiEmbedding, 'openai', 'OpenAI Embeddings'),
  openaiImages: post('/v1/images/generations', PAGES.openaiImage, 'openai', 'OpenAI Image Generation'),
  openaiSpeech: post('/v1/audio/speech', PAGES.openaiSpeech, 'openai', 'OpenAI Text to Speech'),
  openaiTranscriptions: post('/v1/audio/transcriptions', PAGES.openaiTranscription, 'openai', 'OpenAI Transcription'),
  messages: post('/v1/messages', PAGES.anthropicMessages, 'anthropic', 'Anthropic Messages'),
  countTokens: post('/v1/messages/count_tokens', PAGES.claudeCode, 'anthropic', 'Claude Code API (count tokens)'),
  complete: post('/v1/complete', PAGES.anthropicCompletions, 'anthropic', 'Anthropic Text Completions'),
  awsMessages: post('/aws/model/{modelId}/invoke', PAGES.awsMessages, 'bedrock', 'AWS Anthropic Messages'),
  awsMessagesStream: post('/aws/model/{modelId}/invoke-with-response-stream', PAGES.awsMessages, 'bedrock', 'AWS Anthropic Messages (streaming)', 'streaming'),
  awsCompletions: post('/aws/model/{modelId}/invoke', PAGES.awsCompletions, 'bedrock', 'AWS Anthropic Text Completions'),
  awsCompletionsStream: post(
    '/aws/model/{modelId}/invoke-with-response-stream',
    PAGES.awsCompletions,
    'bedrock',
    'AWS Anthropic Text Completions (streaming)',
    'streaming',
  ),
  geminiGenerate: post('/v1beta/models/{model}:generateContent', PAGES.geminiText, 'gemini', 'Gemini Text Generation'),
  geminiStream: post('/v1beta/models/{model}:streamGenerateContent?alt=sse', PAGES.geminiText, 'gemini', 'Gemini Text Generation (streaming)', 'streaming'),
  deepseekChat: chatCompletionsOn(PAGES.deepseekChat, 'DeepSeek Chat'),
  grokChat: chatCompletionsOn(PAGES.grokChat, 'Grok Chat'),
  qwenChat: chatCompletionsOn(PAGES.qwenChat, 'Qwen Chat'),
  qwenEmbeddings: post('/v1/embeddings', PAGES.qwenEmbedding, 'openai', 'Qwen Embeddings'),
  qwenImages: post('/qwen/v1/images/generations', PAGES.qwenImage, 'qwen', 'Qwen Image Generation'),
  qwenSpeech: post('/qwen/v1/audio/speech', PAGES.qwenSpeech, 'qwen', 'Qwen Text to Speech'),
  qwenTranscriptions: post('/qwen/v1/audio/transcriptions', PAGES.qwenTranscription, 'qwen', 'Qwen Transcription'),
  minimaxNative: post('/minimax/v1/text/chatcompletion_v2', PAGES.minimaxChat, 'minimax', 'MiniMax Chat'),
  klingTextToVideo: post('/kling/v1/videos/text2video', PAGES.klingTextToVideo, 'kling', 'Kling Text to Video'),
  klingImageToVideo: post('/kling/v1/videos/image2video', PAGES.klingImageToVideo, 'kling', 'Kling Image to Video'),
  klingImages: post('/kling/v1/images/generations', PAGES.klingImage, 'kling', 'Kling Image Generation'),
  llmvisionChat: post('/llmvision/v1/chat/completions', PAGES.llmvisionChat, 'openai', 'LLMVision Chat'),
  llmvisionImages: post('/llmvision/v1/images/generations', PAGES.llmvisionImage, 'openai', 'LLMVision Image Generation'),
  llmvisionSpeech: post('/llmvision/v1/audio/speech', PAGES.llmvisionSpeech, 'openai', 'LLMVision Speech'),
  llmvisionTranscriptions: post('/llmvision/v1/audio/transcriptions', PAGES.llmvisionTranscription, 'openai', 'LLMVision Transcription'),
  gizmoChat: chatCompletionsOn(PAGES.gizmoChat, 'Gizmo Chat'),
  gizmoAllTools: chatCompletionsOn(PAGES.gizmoAllTools, 'Gizmo ALL•TOOLS'),
  /** The single-model form of List Models: any id the gateway knows (list-models: Endpoint). */
  retrieveModel: { method: 'GET', path: '/v1/models/{model}', page: PAGES.listModels, format: 'openai', label: 'List Models (one model)' },
} as const satisfies Record<string, Endpoint>;

/** Ids that the legacy Text Completions route served (anthropic/completions; both retired, answered with 410 now). */
const TEXT_COMPLETIONS_IDS: readonly string[] = ['claude-3-5-haiku-20241022', 'claude-2.1'];
/** Ids that the Bedrock Text Completions route served (aws-anthropic/completions; both retired). */
const AWS_TEXT_COMPLETIONS_IDS: readonly string[] = ['anthropic.claude-3-5-haiku-20241022-v1:0', 'anthropic.claude-v2:1'];

/**
 * An id family (`gpt-4-gizmo-*`) is not an id a request can send: samples use the example id of the
 * family's page instead (gizmo/chat: `gpt-4-gizmo-g-2fkFE8rbu`), and List Models does not look them up
 * one by one ("Gizmo ids are not listed individually").
 */
const FAMILY_EXAMPLES: Readonly<Record<string, string>> = { 'gpt-4-gizmo-*': 'gpt-4-gizmo-g-2fkFE8rbu' };

const isFamily = (id: string) => id.endsWith('*');

type SampleBuilder = (id: string, url: string, base: string) => RequestSample;

/** What a `docs` page says about the models it documents. */
interface DocsRoute {
  readonly type: ModelSampleInput['type'];
  readonly apiFormat: string;
  /** In order: the page's own endpoints first. */
  readonly endpoints: (id: string) => readonly Endpoint[];
  /** The minimal request on the first endpoint, or null when the page shows none that carries a model. */
  readonly sample: SampleBuilder | null;
}

// ---------------------------------------------------------------------------------------------
// Sample text. The pages format JSON bodies as `{"role": "user", "content": "..."}`, one top-level
// field a line; Python follows the same layout with `True`/`False`/`None`.

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

function inlineJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value as Record<string, Json>)
      .map(([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

function inlinePython(value: Json): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) return `[${value.map(inlinePython).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value as Record<string, Json>)
      .map(([key, item]) => `${JSON.stringify(key)}: ${inlinePython(item)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** A shell single-quoted word; a `'` inside becomes `'\''`. */
const shellQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

interface CurlOptions {
  /** Header lines, as `Name: value`. */
  readonly headers: readonly string[];
  /** A JSON body, sent with `-d`. */
  readonly json?: Readonly<Record<string, Json>>;
  /** Multipart fields, sent with `-F` in this order. */
  readonly form?: readonly string[];
  /** Options after the URL and headers, such as `--max-time 620`. */
  readonly options?: readonly string[];
  /** Options after the body, such as `--output speech.mp3`. */
  readonly after?: readonly string[];
  /** Quote the URL (the pages do when it holds `:` after the host, as Gemini and Bedrock paths do). */
  readonly quoteUrl?: boolean;
  /** A comment line before the command. */
  readonly comment?: string;
}

function curl(url: string, options: CurlOptions): string {
  const parts: string[] = [...options.headers.map((header) => `-H "${header}"`), ...(options.options ?? [])];
  for (const field of options.form ?? []) parts.push(`-F ${field}`);
  if (options.json) {
    const fields = Object.entries(options.json).map(([key, value]) => `    ${JSON.stringify(key)}: ${inlineJson(value)}`);
    parts.push(`-d ${shellQuoted(`{\n${fields.join(',\n')}\n  }`)}`);
  }
  parts.push(...(options.after ?? []));
  const command = [`curl ${options.quoteUrl ? `"${url}"` : url}`, ...parts.map((part) => `  ${part}`)].join(' \\\n');
  return options.comment ? `# ${options.comment}\n${command}` : command;
}

/** `name=value` lines of a Python call or dict, indented by `indent` spaces, each ending in a comma. */
function pythonArgs(args: Readonly<Record<string, Json>>, indent: number, style: 'kwargs' | 'dict'): string[] {
  const pad = ' '.repeat(indent);
  return Object.entries(args).map(([key, value]) => `${pad}${style === 'kwargs' ? `${key}=` : `${JSON.stringify(key)}: `}${inlinePython(value)},`);
}

const bearer = `Authorization: Bearer ${KEY}`;
const jsonType = 'Content-Type: application/json';
const userTurn: Json = [{ role: 'user', content: PROMPT }];

/** `client = OpenAI(...)` with the SDK base URL: the endpoint's URL up to its `/v1` (`/llmvision/v1` for LLMVision). */
function openaiClient(url: string, timeout: number = LONG_TIMEOUT): string[] {
  const sdkBase = url.slice(0, url.indexOf('/v1/') + '/v1'.length);
  return ['from openai import OpenAI', '', `client = OpenAI(api_key="${KEY}", base_url=${JSON.stringify(sdkBase)}, timeout=${timeout})`, ''];
}

/** A `requests.post` call with the page's Bearer header and a JSON body. */
function requestsPost(url: string, body: Readonly<Record<string, Json>>, timeout: number): string[] {
  return [
    'response = requests.post(',
    `    ${JSON.stringify(url)},`,
    `    headers={"Authorization": "Bearer ${KEY}"},`,
    '    json={',
    ...pythonArgs(body, 8, 'dict'),
    '    },',
    `    timeout=${timeout},`,
    ')',
    'response.raise_for_status()',
  ];
}

const lines = (...parts: readonly string[]) => parts.join('\n');

// ---------------------------------------------------------------------------------------------
// One builder per request shape, each following the page(s) named.

/**
 * OpenAI-format chat (openai/chat, deepseek/chat, grok/chat, qwen/chat, llmvision/chat, gizmo/*).
 * `timeout` is set where the page's own Python sample sets it (Gizmos, deepseek-reasoner); `maxTime`
 * where its curl sample does (gizmo/all-tools).
 */
const openaiChatSample =
  (options: { timeout?: (id: string) => number | undefined; maxTime?: number } = {}): SampleBuilder =>
  (id, url) => {
    const timeout = options.timeout?.(id);
    return {
      curl: curl(url, {
        headers: [bearer, jsonType],
        options: [`--max-time ${options.maxTime ?? LONG_TIMEOUT}`],
        json: { model: id, messages: userTurn },
      }),
      python: lines(
        ...openaiClient(url, timeout),
        'completion = client.chat.completions.create(',
        ...pythonArgs({ model: id, messages: userTurn }, 4, 'kwargs'),
        ')',
        'print(completion.choices[0].message.content)',
      ),
    };
  };

/** openai/completion. */
const openaiCompletionSample: SampleBuilder = (id, url) => {
  const body = { model: id, prompt: PROMPT, max_tokens: 30 };
  return {
    curl: curl(url, { headers: [bearer, jsonType], json: body, options: [`--max-time ${LONG_TIMEOUT}`] }),
    python: lines(
      ...openaiClient(url),
      'completion = client.completions.create(',
      ...pythonArgs(body, 4, 'kwargs'),
      ')',
      'print(completion.choices[0].text.strip())',
    ),
  };
};

/** openai/embedding, qwen/embedding. */
const embeddingSample: SampleBuilder = (id, url) => {
  const body = { model: id, input: 'How do I reset my password?' };
  return {
    curl: curl(url, { headers: [bearer, jsonType], json: body }),
    python: lines(
      ...openaiClient(url),
      'result = client.embeddings.create(',
      ...pythonArgs(body, 4, 'kwargs'),
      ')',
      'print(len(result.data[0].embedding), "dimensions")',
    ),
  };
};

/** openai/image: the GPT Image models answer with base64 data; the sample saves it as a file. */
const openaiImageSample: SampleBuilder = (id, url) => {
  const body = { model: id, prompt: 'A watercolour lighthouse on a rocky coast at dawn' };
  return {
    curl: curl(url, { headers: [bearer, jsonType], options: [`--max-time ${LONG_TIMEOUT}`], json: body }),
    python: lines(
      'import base64',
      '',
      ...openaiClient(url),
      'result = client.images.generate(',
      ...pythonArgs(body, 4, 'kwargs'),
      ')',
      'image = result.data[0]',
      'if image.b64_json:',
      '    with open("lighthouse.png", "wb") as file:',
      '        file.write(base64.b64decode(image.b64_json))',
      'else:',
      '    print(image.url)',
    ),
  };
};

/** llmvision/image: synchronous, a URL by default. */
const llmvisionImageSample: SampleBuilder = (id, url) => {
  const body = { model: id, prompt: 'Isometric illustration of a tiny bakery on a street corner' };
  return {
    curl: curl(url, { headers: [bearer, jsonType], options: [`--max-time ${LONG_TIMEOUT}`], json: body }),
    python: lines(...openaiClient(url), 'result = client.images.generate(', ...pythonArgs(body, 4, 'kwargs'), ')', 'print(result.data[0].url)'),
  };
};

/** openai/speech, llmvision/speech: the OpenAI SDK's streaming response, saved to a file. */
const openaiSpeechSample =
  (voice: string, file: string): SampleBuilder =>
  (id, url) => {
    const body = { model: id, input: 'Your order has shipped and should arrive on Thursday.', voice };
    return {
      curl: curl(url, { headers: [bearer, jsonType], options: [`--max-time ${LONG_TIMEOUT}`], json: body, after: [`--fail-with-body --output ${file}`] }),
      python: lines(
        ...openaiClient(url),
        'with client.audio.speech.with_streaming_response.create(',
        ...pythonArgs(body, 4, 'kwargs'),
        ') as response:',
        `    response.stream_to_file(${JSON.stringify(file)})`,
      ),
    };
  };

/** The recording the transcription samples send: a file the docs host (static/samples), downloaded first. */
const hostedFile = (file: string) => `${SAMPLE_DOCS_URL}${SAMPLES_PATH}${file}`;
const downloadCurl = (file: string) => `# The sample recording, from the docs site\ncurl -fsSLO ${hostedFile(file)}\n\n`;
const downloadPython = (file: string) => [
  'from urllib.request import urlretrieve',
  '',
  `urlretrieve(${JSON.stringify(hostedFile(file))}, ${JSON.stringify(file)})`,
];

/** openai/transcription (file first), llmvision/transcription (model first): multipart, no Content-Type of your own. */
const openaiTranscriptionSample =
  (file: string, modelFirst: boolean): SampleBuilder =>
  (id, url) => {
    const form = [`file=@${file}`, `model=${id}`];
    return {
      curl: downloadCurl(file) + curl(url, { headers: [bearer], options: [`--max-time ${LONG_TIMEOUT}`], form: modelFirst ? [...form].reverse() : form }),
      python: lines(
        ...downloadPython(file),
        ...openaiClient(url),
        `with open(${JSON.stringify(file)}, "rb") as audio:`,
        '    transcript = client.audio.transcriptions.create(',
        ...pythonArgs({ model: id }, 8, 'kwargs'),
        '        file=audio,',
        '    )',
        'print(transcript.text)',
      ),
    };
  };

/** anthropic/messages: Bearer in curl as the page's sample sends it; the SDK sends `x-api-key` itself. */
const anthropicMessagesSample: SampleBuilder = (id, url, base) => {
  const body = { model: id, max_tokens: 512, messages: userTurn };
  return {
    curl: curl(url, { headers: [bearer, 'anthropic-version: 2023-06-01', jsonType], options: [`--max-time ${LONG_TIMEOUT}`], json: body }),
    python: lines(
      'import anthropic',
      '',
      `client = anthropic.Anthropic(api_key="${KEY}", base_url=${JSON.stringify(base)}, timeout=${LONG_TIMEOUT})`,
      '',
      'message = client.messages.create(',
      ...pythonArgs(body, 4, 'kwargs'),
      ')',
      'print(message.content[0].text)',
    ),
  };
};

const HUMAN_PROMPT = `\n\nHuman: ${PROMPT}\n\nAssistant:`;

/** anthropic/completions. */
const anthropicCompletionsSample: SampleBuilder = (id, url, base) => {
  const body = { model: id, max_tokens_to_sample: 200, prompt: HUMAN_PROMPT };
  return {
    curl: curl(url, { headers: [bearer, 'anthropic-version: 2023-06-01', jsonType], options: [`--max-time ${LONG_TIMEOUT}`], json: body }),
    python: lines(
      'import anthropic',
      '',
      `client = anthropic.Anthropic(api_key="${KEY}", base_url=${JSON.stringify(base)}, timeout=${LONG_TIMEOUT})`,
      '',
      'completion = client.completions.create(',
      ...pythonArgs(body, 4, 'kwargs'),
      ')',
      'print(completion.completion)',
    ),
  };
};

/** aws-anthropic/messages: the id in the path, colon as is; plain HTTPS with the gateway key, no AWS signing. */
const awsMessagesSample: SampleBuilder = (id, url, base) => {
  const body = { anthropic_version: 'bedrock-2023-05-31', max_tokens: 400, messages: userTurn };
  return {
    curl: curl(url, { headers: [bearer, jsonType], options: [`--max-time ${LONG_TIMEOUT}`], json: body, quoteUrl: true }),
    python: lines(
      'import requests',
      '',
      `MODEL_ID = ${JSON.stringify(id)}`,
      `url = f"${base}/aws/model/{MODEL_ID}/invoke"`,
      '',
      'response = requests.post(',
      '    url,',
      `    headers={"Authorization": "Bearer ${KEY}"},`,
      '    json={',
      ...pythonArgs(body, 8, 'dict'),
      '    },',
      `    timeout=${LONG_TIMEOUT},`,
      ')',
      'response.raise_for_status()',
      'print(response.json()["content"][0]["text"])',
    ),
  };
};

/** aws-anthropic/completions. */
const awsCompletionsSample: SampleBuilder = (_id, url) => {
  const body = { prompt: HUMAN_PROMPT, max_tokens_to_sample: 150 };
  return {
    curl: curl(url, { headers: [bearer, jsonType], options: [`--max-time ${LONG_TIMEOUT}`], json: body, quoteUrl: true }),
    python: lines(
      'import requests',
      '',
      `url = ${JSON.stringify(url)}`,
      'body = {',
      ...pythonArgs(body, 4, 'dict'),
      '}',
      '',
      'response = requests.post(',
      '    url,',
      `    headers={"Authorization": "Bearer ${KEY}"},`,
      '    json=body,',
      `    timeout=${LONG_TIMEOUT},`,
      ')',
      'response.raise_for_status()',
      'print(response.json()["completion"])',
    ),
  };
};

/** gemini/text-generation: the id in the path; the `google-genai` SDK with the gateway as base URL. */
const geminiSample: SampleBuilder = (id, url, base) => ({
  curl: curl(url, {
    headers: [bearer, jsonType],
    options: [`--max-time ${LONG_TIMEOUT}`],
    json: { contents: [{ role: 'user', parts: [{ text: PROMPT }] }] },
    quoteUrl: true,
  }),
  python: lines(
    'from google import genai',
    'from google.genai import types',
    '',
    'client = genai.Client(',
    `    api_key="${KEY}",`,
    // google-genai takes its timeout in milliseconds.
    `    http_options=types.HttpOptions(base_url=${JSON.stringify(base)}, timeout=${LONG_TIMEOUT}_000),`,
    ')',
    '',
    'response = client.models.generate_content(',
    ...pythonArgs({ model: id, contents: PROMPT }, 4, 'kwargs'),
    ')',
    'print(response.text)',
  ),
});

/** minimax/chat, native format: MiniMax reports errors in `base_resp`, also with HTTP 200. */
const minimaxSample: SampleBuilder = (id, url) => {
  const body = { model: id, messages: userTurn };
  return {
    curl: curl(url, { headers: [bearer, jsonType], options: [`--max-time ${LONG_TIMEOUT}`], json: body }),
    python: lines(
      'import requests',
      '',
      ...requestsPost(url, body, LONG_TIMEOUT),
      'data = response.json()',
      '',
      'status = data["base_resp"]',
      'if status["status_code"] != 0:',
      `    raise RuntimeError(f"MiniMax error {status['status_code']}: {status['status_msg']}")`,
      'print(data["choices"][0]["message"]["content"])',
    ),
  };
};

const POLL_NOTE = 'Returns a task id at once: poll GET /v1/tasks/{task_id} until the task is final (see Task Result).';

/** qwen/image: the submit request of the task. */
const qwenImageSample: SampleBuilder = (id, url) => {
  const body = { model: id, prompt: 'A red fox reading a book under a lantern in a snowy forest' };
  return {
    curl: curl(url, { headers: [bearer, jsonType], json: body, comment: POLL_NOTE }),
    python: lines('import requests', '', ...requestsPost(url, body, 30), `# ${POLL_NOTE}`, 'print("task:", response.json()["task_id"])'),
  };
};

/** qwen/speech. */
const qwenSpeechSample: SampleBuilder = (id, url) => {
  const body = { model: id, input: 'Your order has shipped and should arrive on Thursday.', voice: 'longanyang' };
  return {
    curl: curl(url, {
      headers: [bearer, jsonType],
      options: [`--max-time ${LONG_TIMEOUT}`],
      json: body,
      after: ['--fail-with-body --output order-update.wav'],
    }),
    python: lines(
      'import requests',
      '',
      ...requestsPost(url, body, LONG_TIMEOUT),
      '',
      'response.raise_for_status()',
      'with open("order-update.wav", "wb") as audio_file:',
      '    audio_file.write(response.content)',
    ),
  };
};

/** qwen/transcription: multipart with `requests`. */
const qwenTranscriptionSample: SampleBuilder = (id, url) => ({
  curl:
    downloadCurl('pull-request-standup.mp3') +
    curl(url, { headers: [bearer], options: [`--max-time ${LONG_TIMEOUT}`], form: ['file=@pull-request-standup.mp3', `model=${id}`] }),
  python: lines(
    'import requests',
    ...downloadPython('pull-request-standup.mp3'),
    '',
    'with open("pull-request-standup.mp3", "rb") as audio_file:',
    '    response = requests.post(',
    `        ${JSON.stringify(url)},`,
    `        headers={"Authorization": "Bearer ${KEY}"},`,
    '        files={"file": ("pull-request-standup.mp3", audio_file, "audio/mpeg")},',
    `        data={"model": ${JSON.stringify(id)}},`,
    `        timeout=${LONG_TIMEOUT},`,
    '    )',
    'response.raise_for_status()',
    'print(response.json()["text"])',
  ),
});

/** kling/text-to-video, kling/image: Kling's own body, with the model in `model_name`; the submit request. */
const klingSample =
  (prompt: string): SampleBuilder =>
  (id, url) => {
    const body = { model_name: id, prompt };
    return {
      curl: curl(url, { headers: [bearer, jsonType], json: body, comment: POLL_NOTE }),
      python: lines(
        'import requests',
        '',
        ...requestsPost(url, body, 60),
        'body = response.json()',
        'if body["code"] != 0:',
        `    raise RuntimeError(f"Kling rejected the request: {body['code']} {body['message']}")`,
        `# ${POLL_NOTE}`,
        'print("task:", body["data"]["task_id"])',
      ),
    };
  };

// ---------------------------------------------------------------------------------------------
// The docs pages of the catalogue, with the endpoints their models are accepted on.

/** Gizmos and gpt-4-all use the client timeout their pages set; deepseek-reasoner too (deepseek/chat: "can think for minutes"). */
const gizmoTimeout = () => LONG_TIMEOUT;

const ROUTES: Readonly<Record<string, DocsRoute>> = {
  [PAGES.openaiChat]: { type: 'chat', apiFormat: 'openai', endpoints: () => [ENDPOINTS.chatCompletions], sample: openaiChatSample() },
  [PAGES.openaiCompletion]: { type: 'chat', apiFormat: 'openai', endpoints: () => [ENDPOINTS.completions], sample: openaiCompletionSample },
  [PAGES.openaiEmbedding]: { type: 'embedding', apiFormat: 'openai', endpoints: () => [ENDPOINTS.openaiEmbeddings], sample: embeddingSample },
  [PAGES.openaiImage]: { type: 'image', apiFormat: 'openai', endpoints: () => [ENDPOINTS.openaiImages], sample: openaiImageSample },
  [PAGES.openaiSpeech]: { type: 'audio', apiFormat: 'openai', endpoints: () => [ENDPOINTS.openaiSpeech], sample: openaiSpeechSample('coral', 'shipped.mp3') },
  [PAGES.openaiTranscription]: {
    type: 'audio',
    apiFormat: 'openai',
    endpoints: () => [ENDPOINTS.openaiTranscriptions],
    sample: openaiTranscriptionSample('kubernetes-standup.mp3', false),
  },
  // Claude models: native Messages, the OpenAI format with the same id (supported-model-types: Route prefixes),
  // Claude Code's token count (claude-code-api lists these three ids), and Text Completions for the one id it names.
  [PAGES.anthropicMessages]: {
    type: 'chat',
    apiFormat: 'anthropic',
    endpoints: (id) => [
      ENDPOINTS.messages,
      ENDPOINTS.chatCompletions,
      ENDPOINTS.countTokens,
      ...(TEXT_COMPLETIONS_IDS.includes(id) ? [ENDPOINTS.complete] : []),
    ],
    sample: anthropicMessagesSample,
  },
  // The legacy `claude-2.1` id belonged to Text Completions only (retired with that route's models).
  [PAGES.anthropicCompletions]: { type: 'chat', apiFormat: 'anthropic', endpoints: () => [ENDPOINTS.complete], sample: anthropicCompletionsSample },
  // Bedrock ids work only in the path of the /aws/model/ endpoints, never on /v1/chat/completions.
  [PAGES.awsMessages]: {
    type: 'chat',
    apiFormat: 'bedrock',
    endpoints: (id) => [
      ENDPOINTS.awsMessages,
      ENDPOINTS.awsMessagesStream,
      ...(AWS_TEXT_COMPLETIONS_IDS.includes(id) ? [ENDPOINTS.awsCompletions, ENDPOINTS.awsCompletionsStream] : []),
    ],
    sample: awsMessagesSample,
  },
  [PAGES.awsCompletions]: {
    type: 'chat',
    apiFormat: 'bedrock',
    endpoints: () => [ENDPOINTS.awsCompletions, ENDPOINTS.awsCompletionsStream],
    sample: awsCompletionsSample,
  },
  [PAGES.geminiText]: {
    type: 'chat',
    apiFormat: 'gemini',
    endpoints: () => [ENDPOINTS.geminiGenerate, ENDPOINTS.geminiStream, ENDPOINTS.chatCompletions],
    sample: geminiSample,
  },
  [PAGES.deepseekChat]: {
    type: 'chat',
    apiFormat: 'openai',
    endpoints: () => [ENDPOINTS.deepseekChat],
    sample: openaiChatSample({ timeout: (id) => (id === 'deepseek-reasoner' ? LONG_TIMEOUT : undefined) }),
  },
  [PAGES.grokChat]: { type: 'chat', apiFormat: 'openai', endpoints: () => [ENDPOINTS.grokChat], sample: openaiChatSample() },
  [PAGES.qwenChat]: { type: 'chat', apiFormat: 'openai', endpoints: () => [ENDPOINTS.qwenChat], sample: openaiChatSample() },
  [PAGES.qwenEmbedding]: { type: 'embedding', apiFormat: 'openai', endpoints: () => [ENDPOINTS.qwenEmbeddings], sample: embeddingSample },
  [PAGES.qwenImage]: { type: 'image', apiFormat: 'qwen', endpoints: () => [ENDPOINTS.qwenImages], sample: qwenImageSample },
  [PAGES.qwenSpeech]: { type: 'audio', apiFormat: 'qwen', endpoints: () => [ENDPOINTS.qwenSpeech], sample: qwenSpeechSample },
  [PAGES.qwenTranscription]: { type: 'audio', apiFormat: 'qwen', endpoints: () => [ENDPOINTS.qwenTranscriptions], sample: qwenTranscriptionSample },
  [PAGES.minimaxChat]: { type: 'chat', apiFormat: 'minimax', endpoints: () => [ENDPOINTS.minimaxNative, ENDPOINTS.chatCompletions], sample: minimaxSample },
  [PAGES.klingTextToVideo]: {
    type: 'video',
    apiFormat: 'kling',
    endpoints: () => [ENDPOINTS.klingTextToVideo, ENDPOINTS.klingImageToVideo],
    sample: klingSample('A paper boat drifts down a rain-filled street gutter, close-up'),
  },
  [PAGES.klingImage]: {
    type: 'image',
    apiFormat: 'kling',
    endpoints: () => [ENDPOINTS.klingImages],
    sample: klingSample('A ceramic teapot shaped like a snail, studio photo'),
  },
  [PAGES.llmvisionChat]: { type: 'chat', apiFormat: 'openai', endpoints: () => [ENDPOINTS.llmvisionChat], sample: openaiChatSample() },
  [PAGES.llmvisionImage]: { type: 'image', apiFormat: 'openai', endpoints: () => [ENDPOINTS.llmvisionImages], sample: llmvisionImageSample },
  [PAGES.llmvisionSpeech]: {
    type: 'audio',
    apiFormat: 'openai',
    endpoints: () => [ENDPOINTS.llmvisionSpeech],
    sample: openaiSpeechSample('lv-anna', 'order-update.mp3'),
  },
  [PAGES.llmvisionTranscription]: {
    type: 'audio',
    apiFormat: 'openai',
    endpoints: () => [ENDPOINTS.llmvisionTranscriptions],
    sample: openaiTranscriptionSample('budget-meeting.mp3', true),
  },
  [PAGES.gizmoChat]: { type: 'chat', apiFormat: 'openai', endpoints: () => [ENDPOINTS.gizmoChat], sample: openaiChatSample({ timeout: gizmoTimeout }) },
  [PAGES.gizmoAllTools]: {
    type: 'chat',
    apiFormat: 'openai',
    endpoints: () => [ENDPOINTS.gizmoAllTools],
    sample: openaiChatSample({ timeout: gizmoTimeout, maxTime: LONG_TIMEOUT }),
  },
};

/** The route of a model's `docs` page, or undefined when the page is not one of these or disagrees with the model's type or format. */
function routeOf(model: ModelSampleInput): DocsRoute | undefined {
  const route = Object.prototype.hasOwnProperty.call(ROUTES, model.docs) ? ROUTES[model.docs] : undefined;
  return route && route.type === model.type && route.apiFormat === model.apiFormat ? route : undefined;
}

/**
 * Every endpoint that accepts this model id, the model's own `docs` page first, then the other
 * formats it is served in, then the single-model lookup of List Models (not for an id family).
 * Empty when the `docs` page is not an API reference page listed here, or when the model's type or
 * API format does not match that page: a new catalogue entry then needs its page added above.
 */
export function endpointsFor(model: ModelSampleInput): Endpoint[] {
  const route = routeOf(model);
  if (!route) return [];
  const endpoints = [...route.endpoints(model.id)];
  if (!isFamily(model.id)) endpoints.push(ENDPOINTS.retrieveModel);
  return endpoints;
}

/** `apiBaseUrl` + path, with the model id in the path's `{model}` or `{modelId}`. */
function urlOf(endpoint: Endpoint, id: string, base: string): string {
  return `${base}${endpoint.path.replace(/\{model(?:Id)?\}/, id)}`;
}

/**
 * A minimal working request for this model on its first endpoint, as curl and Python, or null when
 * the page shows no request that carries a model id (or the model has no endpoints). The key is the
 * placeholder `YOUR_API_KEY`, which the site replaces with the reader's key; the host is `apiBaseUrl`.
 * An id family is shown with its page's example id.
 */
export function requestSample(model: ModelSampleInput, apiBaseUrl: string): RequestSample | null {
  const route = routeOf(model);
  if (!route?.sample) return null;
  const id = isFamily(model.id) ? FAMILY_EXAMPLES[model.id] : model.id;
  if (!id) return null;
  const base = apiBaseUrl.replace(/\/+$/, '');
  return route.sample(id, urlOf(route.endpoints(id)[0], id, base), base);
}
