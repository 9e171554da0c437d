/**
 * @jest-environment node
 *
 * The OpenAPI modules that need no ES-module linter: the site's lint rules, the operations read
 * off a bundled document, the blocks `<Operation>` renders, the checks of pages and samples, and
 * the published document. A small made-up document shows each rule; the real one (bundled by the
 * check's CLI) shows that content/openapi and the pages agree.
 */
import { bundledOpenApi } from '../../../test-utils/openapi';
import type { ApiRequest } from '../../compile/api-requests';
import { dereference, matchOperation, operationsOf, pathsMatch } from '../operations';
import { errorExample, publishDocument } from '../publish';
import { OperationPartError, fieldRows, operationPartMarkdown, typeLabel } from '../render';
import { errorCodeIndex, errorCodeProblems, operationProblems } from '../rules';
import { documentPageProblems, operationLinks, pageApiProblems, schemaErrors } from '../samples';
import { SNIPPET_OPERATIONS } from '../../compile/snippets';

const errors = errorCodeIndex({
  errors: [
    { code: 'invalid_json', status: 400, formats: ['openai', 'dify'] },
    { code: 'missing_dify_app_id', status: 400, formats: ['dify'] },
    { code: 'invalid_api_key', status: 401, formats: ['openai', 'dify'] },
  ],
  bodies: [{ format: 'openai' }, { format: 'dify' }],
});

/** A bundled document with a chat operation (two request variants), a path parameter and a form body. */
function document(): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    security: [{ bearerAuth: [] }],
    paths: {
      '/v1/chat/completions': {
        post: {
          operationId: 'createChat',
          summary: 'Chat',
          tags: ['openai'],
          'x-api-format': 'openai',
          externalDocs: { url: '/docs/chat' },
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { anyOf: [{ $ref: '#/components/schemas/Plain' }, { $ref: '#/components/schemas/Thinking' }] },
              },
            },
          },
          responses: {
            '200': {
              description: 'OK',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      id: { type: 'string', description: 'Id of the answer.' },
                      object: { type: 'string' },
                      choices: {
                        type: 'array',
                        items: { type: 'object', properties: { text: { type: 'string', description: 'The text, see [Streaming](/docs/chat#streaming).' } } },
                      },
                    },
                  },
                },
              },
            },
            '400': { description: 'Bad', 'x-error-codes': ['invalid_json'] },
            '401': { $ref: '#/components/responses/Unauthorized' },
          },
        },
      },
      '/v1/tasks/{task_id}': {
        get: {
          operationId: 'getTask',
          summary: 'Task',
          tags: ['tasks'],
          'x-api-format': 'openai',
          externalDocs: { url: '/docs/task' },
          parameters: [{ name: 'task_id', in: 'path', required: true, description: 'The task id.', schema: { type: 'string' } }],
          responses: { '200': { description: 'OK' } },
        },
      },
      '/v1/audio': {
        post: {
          operationId: 'transcribe',
          summary: 'Audio',
          tags: ['openai'],
          'x-api-format': 'openai',
          externalDocs: { url: '/docs/audio' },
          parameters: [{ name: 'alt', in: 'query', required: true, schema: { type: 'string', enum: ['sse'] } }],
          requestBody: {
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['file'],
                  properties: {
                    file: { type: 'string', contentMediaType: 'audio/mpeg', description: 'The audio.' },
                    'timestamp_granularities[]': { type: 'array' },
                  },
                },
              },
            },
          },
          responses: { '200': { description: 'OK' } },
        },
      },
    },
    components: {
      schemas: {
        Plain: {
          type: 'object',
          additionalProperties: false,
          required: ['model', 'messages'],
          properties: {
            model: { type: 'string', description: 'Model id.' },
            temperature: { type: 'number', minimum: 0, maximum: 2, default: 1, description: 'Sampling temperature.' },
            max_tokens: { type: 'integer', 'x-default-text': 'model maximum', description: 'Output limit.' },
            messages: {
              type: 'array',
              items: {
                type: 'object',
                required: ['role'],
                properties: {
                  role: { type: 'string', enum: ['user', 'assistant'], description: 'Who wrote it.' },
                  content: {
                    type: ['string', 'array', 'null'],
                    items: { type: 'object', properties: { type: { type: 'string', description: 'Part type.' } } },
                    description: 'Text | parts.',
                  },
                },
              },
            },
          },
        },
        Thinking: {
          type: 'object',
          additionalProperties: false,
          required: ['model'],
          properties: { model: { type: 'string' }, thinking: { type: 'object', properties: { type: { type: 'string', enum: ['enabled', 'disabled'] } } } },
        },
      },
      responses: { Unauthorized: { description: 'No key', 'x-error-codes': ['invalid_api_key'] } },
    },
  };
}

const API = 'https://api.llmprovider.example';

describe('lint rules (site/operation, site/error-codes)', () => {
  it('asks for x-api-format, one tag and a /docs/ page, naming what is wrong and the fix', () => {
    expect(operationProblems({ tags: ['openai'], 'x-api-format': 'openai', externalDocs: { url: '/docs/api-reference/openai/chat' } }, errors)).toEqual([]);
    const problems = operationProblems({ tags: ['a', 'b'], 'x-api-format': 'soap', externalDocs: { url: 'https://elsewhere.example/x' } }, errors);
    expect(problems.map((p) => p.path)).toEqual([['x-api-format'], ['tags'], ['externalDocs', 'url']]);
    expect(problems[0].message).toContain('one of: openai, dify (not "soap")');
    expect(operationProblems({}, errors).map((p) => p.message)).toEqual([
      expect.stringContaining('(it is missing)'),
      expect.stringContaining('exactly one tag'),
      expect.stringContaining('externalDocs.url must be the site path'),
    ]);
  });

  it('checks each error code: known, under its own status, in the operation format', () => {
    expect(errorCodeProblems('400', { 'x-error-codes': ['invalid_json'] }, 'openai', errors)).toEqual([]);
    expect(errorCodeProblems('400', {}, 'openai', errors)[0].message).toContain('must name its error codes');
    const problems = errorCodeProblems('400', { 'x-error-codes': ['nope', 'invalid_api_key', 'missing_dify_app_id'] }, 'openai', errors);
    expect(problems).toEqual([
      { path: ['x-error-codes', 0], message: expect.stringContaining('unknown error code "nope"') },
      { path: ['x-error-codes', 1], message: expect.stringContaining('has status 401 in content/errors.json, not 400') },
      { path: ['x-error-codes', 2], message: expect.stringContaining('is not returned in the openai format (content/errors.json lists dify') },
    ]);
  });
});

describe('operations of a bundled document', () => {
  const operations = operationsOf(document());

  it('reads each operation with its variants, parameters, success and error responses', () => {
    expect(operations.map((o) => `${o.method} ${o.path} ${o.id}`)).toEqual([
      'post /v1/chat/completions createChat',
      'get /v1/tasks/{task_id} getTask',
      'post /v1/audio transcribe',
    ]);
    const chat = operations[0];
    expect([...chat.requestBody!.media[0].variants.keys()]).toEqual(['Plain', 'Thinking']);
    expect(chat.errors).toEqual([
      { status: '400', codes: ['invalid_json'] },
      { status: '401', codes: ['invalid_api_key'] },
    ]);
    expect(chat.security).toEqual([['bearerAuth']]);
    expect(chat.page).toBe('/docs/chat');
  });

  it('dereferences internal references, keeping a reference back into itself', () => {
    const doc = { components: { schemas: { Node: { type: 'object', properties: { child: { $ref: '#/components/schemas/Node' } } } } } };
    const node = dereference(doc, { $ref: '#/components/schemas/Node', description: 'Root' }) as Record<string, unknown>;
    expect(node.description).toBe('Root');
    expect((node.properties as Record<string, unknown>).child).toEqual({ $ref: '#/components/schemas/Node' });
  });

  it('matches request paths to operations, with parameters and sample variables on either side', () => {
    expect(matchOperation(operations, 'GET', '/v1/tasks/abc123')?.id).toBe('getTask');
    expect(matchOperation(operations, 'GET', '/v1/tasks/{task_id}')?.id).toBe('getTask');
    expect(matchOperation(operations, 'DELETE', '/v1/tasks/abc123')).toBeNull();
    expect(matchOperation(operations, 'POST', '/v1/chat/completion')).toBeNull();
    expect(pathsMatch('/dify/v1/info', '/dify/v1/{path}')).toBe(true);
    expect(pathsMatch('/v1beta/models/{model}:generateContent', '/v1beta/models/gemini-3:generateContent')).toBe(true);
    expect(pathsMatch('/v1beta/models/{model}:generateContent', '/v1beta/models/gemini-3:countTokens')).toBe(false);
  });
});

describe('the blocks <Operation> renders', () => {
  const operations = operationsOf(document());
  const [chat, task, audio] = operations;

  it('writes the endpoint block, one aligned line per operation, fixed query values included, and a link to the document', () => {
    expect(operationPartMarkdown([chat], 'endpoint', { apiBaseUrl: API })).toBe(
      '```http\nPOST https://api.llmprovider.example/v1/chat/completions\n```\n\nIn the [OpenAPI document](/openapi.json) ([YAML](/openapi.yaml)): `createChat`.',
    );
    expect(operationPartMarkdown([chat, task], 'endpoint', { apiBaseUrl: API })).toContain(
      'POST https://api.llmprovider.example/v1/chat/completions\nGET  https://api.llmprovider.example/v1/tasks/{task_id}\n',
    );
    expect(operationPartMarkdown([audio], 'endpoint', { apiBaseUrl: API })).toContain('POST https://api.llmprovider.example/v1/audio?alt=sse\n');
  });

  it('writes a request table from the chosen variant: nested rows, types, required, defaults and escaped pipes', () => {
    const table = operationPartMarkdown([chat], 'body', { schema: 'Plain', apiBaseUrl: API });
    expect(table.split('\n')).toEqual([
      '| Name | Type | Required | Default | Description |',
      '| --- | --- | --- | --- | --- |',
      '| `model` | string | Yes |  | Model id. |',
      '| `temperature` | number | No | `1` | Sampling temperature. |',
      '| `max_tokens` | integer | No | model maximum | Output limit. |',
      '| `messages` | array | Yes |  |  |',
      '| `messages[].role` | string | Yes |  | Who wrote it. |',
      '| `messages[].content` | string, array or null | No |  | Text \\| parts. |',
      '| `messages[].content[].type` | string | No |  | Part type. |',
    ]);
    expect(fieldRows({ type: 'object', properties: { file: { type: 'string', contentMediaType: 'audio/mpeg' } } })[0].type).toBe('file');
    expect(typeLabel({ anyOf: [{ type: 'string' }, { type: 'array' }] })).toBe('string or array');
  });

  it('lists the described fields of the response, and the parameters of a kind', () => {
    expect(operationPartMarkdown([chat], 'response', { apiBaseUrl: API }).split('\n').slice(2)).toEqual([
      '| `id` | string | Id of the answer. |',
      '| `choices[].text` | string | The text, see [Streaming](/docs/chat#streaming). |',
    ]);
    expect(operationPartMarkdown([task], 'path', { apiBaseUrl: API })).toContain('| `task_id` | string | Yes |  | The task id. |');
  });

  it('refuses a part the operation lacks, a missing or unknown variant, naming the fix', () => {
    const fail = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(OperationPartError);
        return (error as Error).message;
      }
      throw new Error('did not fail');
    };
    expect(fail(() => operationPartMarkdown([task], 'body', { apiBaseUrl: API }))).toBe(
      'getTask has no request body: remove part="body", or give the operation a requestBody.',
    );
    expect(fail(() => operationPartMarkdown([chat], 'query', { apiBaseUrl: API }))).toContain('createChat has no query parameters');
    expect(fail(() => operationPartMarkdown([chat], 'body', { apiBaseUrl: API }))).toContain(
      'has 2 variants: pick the one this page shows with one of schema="Plain", schema="Thinking"',
    );
    expect(fail(() => operationPartMarkdown([chat], 'body', { schema: 'Nope', apiBaseUrl: API }))).toContain('has no variant "Nope"');
    expect(fail(() => operationPartMarkdown([chat, task], 'body', { apiBaseUrl: API }))).toContain('shows one operation');
  });
});

describe('pages and samples against the document', () => {
  const operations = operationsOf(document());
  const request = (extra: Partial<ApiRequest>): ApiRequest => ({
    lang: 'curl',
    method: 'POST',
    path: '/v1/chat/completions',
    line: 40,
    body: null,
    fields: null,
    model: null,
    values: null,
    headers: [],
    totalTimeouts: [],
    idleTimeouts: [],
    ...extra,
  });

  it("names the page's file and line for an unknown operation or part", () => {
    expect(pageApiProblems('content/docs/chat.mdx', [{ ids: ['createChta'], part: 'endpoint', schema: null, line: 12 }], [], operations, API)).toEqual([
      'content/docs/chat.mdx:12: <Operation id="createChta">: "createChta" is not an operationId of content/openapi: describe the endpoint there (content/openapi/README.md), or name one that is, such as "createChat".',
    ]);
    expect(pageApiProblems('p.mdx', [{ ids: ['getTask'], part: 'body', schema: null, line: 3 }], [], operations, API)[0]).toMatch(
      /^p\.mdx:3: <Operation part="body">: getTask has no request body/,
    );
  });

  it('fails a sample that calls an endpoint or method the document lacks', () => {
    expect(pageApiProblems('p.mdx', [], [request({ path: '/v1/chat/complete' })], operations, API)).toEqual([
      'p.mdx:40: curl sample: POST /v1/chat/complete is not an endpoint of content/openapi: fix the URL, or describe the endpoint there (content/openapi/README.md).',
    ]);
    expect(pageApiProblems('p.mdx', [], [request({ method: 'DELETE', path: '/v1/tasks/{id}' })], operations, API)[0]).toContain('that path takes GET');
  });

  it("validates a curl body against the variant the page shows, with the schema's words", () => {
    const refs = [{ ids: ['createChat'], part: 'body' as const, schema: 'Plain', line: 20 }];
    const body = JSON.stringify({ model: 'm', temprature: 3, messages: [{ role: 'robot' }] });
    expect(pageApiProblems('p.mdx', refs, [request({ body })], operations, API)).toEqual([
      'p.mdx:40: curl sample: the body does not match the request schema of createChat (Plain): unknown field "temprature".',
      'p.mdx:40: curl sample: the body does not match the request schema of createChat (Plain): messages.0.role must be one of "user", "assistant".',
    ]);
    expect(pageApiProblems('p.mdx', refs, [request({ body: '{"model": "m",}' })], operations, API)[0]).toContain('is not valid JSON');
    // Another variant of the same operation (a migration example on the page) is accepted.
    expect(pageApiProblems('p.mdx', refs, [request({ body: JSON.stringify({ model: 'm', thinking: { type: 'enabled' } }) })], operations, API)).toEqual([]);
    expect(
      pageApiProblems('p.mdx', refs, [request({ body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'Hi' }] }) })], operations, API),
    ).toEqual([]);
  });

  it('checks the field names a Python, Node or form sample sends', () => {
    expect(pageApiProblems('p.mdx', [], [request({ lang: 'python', fields: ['model', 'messages', 'temperature'] })], operations, API)).toEqual([]);
    expect(pageApiProblems('p.mdx', [], [request({ lang: 'node', fields: ['model', 'top_k'] })], operations, API)).toEqual([
      'p.mdx:40: node sample: sends "top_k", which is not a field of createChat\'s request body in content/openapi: remove it, or describe it there.',
    ]);
    expect(pageApiProblems('p.mdx', [], [request({ path: '/v1/audio', fields: ['file', 'timestamp_granularities[]'] })], operations, API)).toEqual([]);
    expect(pageApiProblems('p.mdx', [], [request({ path: '/v1/audio', fields: ['file', 'prompt'] })], operations, API)[0]).toContain('sends "prompt"');
  });

  it("fails an operation whose page does not exist or does not show it, naming the operation's file and line", () => {
    const pages = new Map([
      ['/docs/chat', { file: 'content/docs/chat.mdx', operationRefs: [{ ids: ['createChat'], part: 'endpoint' as const, schema: null, line: 9 }] }],
      ['/docs/task', { file: 'content/docs/task.mdx', operationRefs: [] }],
    ]);
    expect(documentPageProblems(operations, pages, (id) => ({ file: `content/openapi/paths/${id}.yaml`, line: 2 }))).toEqual([
      'content/openapi/paths/getTask.yaml:2: getTask: its page content/docs/task.mdx does not show it: add <Operation id="getTask" part="endpoint" /> there, or link the page that does.',
      'content/openapi/paths/transcribe.yaml:2: transcribe: externalDocs.url /docs/audio is not a page of the docs: name the page that documents the operation (its site path, e.g. /docs/api-reference/openai/chat).',
    ]);
  });

  it("gives the links of a page's blocks at the element's line, for the link check", () => {
    expect(operationLinks([{ ids: ['createChat'], part: 'response', schema: null, line: 31 }], operations, API)).toEqual([
      { url: '/docs/chat#streaming', line: 31 },
    ]);
  });

  it('reports schema errors as readable messages', () => {
    expect(schemaErrors({ type: 'object', required: ['a'], properties: { a: { type: 'integer', maximum: 2 } } }, { a: 5 })).toEqual(['a must be <= 2']);
  });
});

describe('the published document', () => {
  const catalog = {
    errors: [
      { code: 'invalid_json', status: 400, type: 'invalid_request_error', cause: 'The body is not valid JSON.' },
      { code: 'invalid_api_key', status: 401, type: 'authentication_error', anthropicType: 'authentication_error', cause: 'The key is unknown.' },
    ],
    bodies: [
      {
        format: 'openai',
        endpoints: 'OpenAI-compatible endpoints',
        body: '{"error": {"message": "…", "type": "invalid_request_error", "param": null, "code": "model_not_found"}}',
      },
    ],
  };

  it('gives each error response the format body with one example per code, shared responses once per format', () => {
    const published = publishDocument(document(), catalog, { docsUrl: 'https://docs.example.test', apiBaseUrl: 'https://gw.example.test' });
    const chat = (published.paths as Record<string, Record<string, { responses: Record<string, unknown>; externalDocs: { url: string } }>>)[
      '/v1/chat/completions'
    ].post;
    expect(chat.responses['401']).toEqual({ $ref: '#/components/responses/OpenAIUnauthorized' });
    expect(chat.responses['400']).toMatchObject({
      'x-error-codes': ['invalid_json'],
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/OpenAIErrorBody' },
          examples: { invalid_json: { $ref: '#/components/examples/OpenAI-invalid_json' } },
        },
      },
    });
    const components = published.components as Record<string, Record<string, unknown>>;
    expect(components.examples['OpenAI-invalid_json']).toEqual({
      summary: 'The body is not valid JSON.',
      value: { error: { message: 'The body is not valid JSON.', type: 'invalid_request_error', param: null, code: 'invalid_json' } },
    });
    expect(components.schemas.OpenAIErrorBody).toMatchObject({ type: 'object', properties: { error: { type: 'object' } } });
    expect(chat.externalDocs.url).toBe('https://docs.example.test/docs/chat');
    expect(published.servers).toEqual([{ url: 'https://gw.example.test', description: 'The gateway' }]);
    expect(JSON.stringify(published)).toContain('](https://docs.example.test/docs/chat#streaming)');
  });

  it('writes error examples in each format', () => {
    const entry = { code: '1201', status: 400, cause: 'Bad parameter.' };
    expect(errorExample('kling', '{"code": 1201, "message": "…", "request_id": "…"}', entry)).toEqual({
      code: 1201,
      message: 'Bad parameter.',
      request_id: '…',
    });
    expect(
      errorExample('gemini', '{"error": {"code": 401, "message": "…", "status": "UNAUTHENTICATED"}}', { code: 'invalid_api_key', status: 401, cause: 'No.' }),
    ).toEqual({
      error: { code: 401, message: 'No.', status: 'UNAUTHENTICATED' },
    });
  });
});

describe('content/openapi and the site', () => {
  const operations = operationsOf(bundledOpenApi());

  it('describes every endpoint family the docs cover, each operation linking a page', () => {
    expect(operations.length).toBeGreaterThanOrEqual(44);
    expect(new Set(operations.map((o) => o.tag))).toEqual(
      new Set(['openai', 'models', 'tasks', 'anthropic', 'claude-code', 'aws-anthropic', 'gemini', 'minimax', 'qwen', 'kling', 'llmvision', 'dify']),
    );
    for (const operation of operations) expect(operation.page).toMatch(/^\/docs\/api-reference\//);
  });

  it('generates Go, Java, C# and PHP for exactly the OpenAI-format operations with a JSON body', () => {
    const json = operations
      .filter((o) => o.tag === 'openai' && o.requestBody?.media.some((m) => m.mediaType === 'application/json'))
      .map((o) => `${o.method.toUpperCase()} ${o.path}`)
      .sort();
    expect([...SNIPPET_OPERATIONS].sort()).toEqual(json);
  });
});
