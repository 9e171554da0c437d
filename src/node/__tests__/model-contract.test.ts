/**
 * @jest-environment node
 *
 * The contract per model: request rules read off samples (what they send, the version headers and
 * timeouts), rules checked against the requests, dated changes applied by the build's day.
 */
import { apiRequestsOf } from '../compile/api-requests';
import { clientTimeouts, literalValue } from '../compile/sample-values';
import { appliedChangeEntries, buildNow, catalogOnDay, freshness } from '../catalog-changes';
import { requestRuleProblems, ruleCatalogProblems, timeoutProblems } from '../model-rules';
import { parseModelCatalog, validateModelCatalog, type ModelCatalog } from '../models';
import type { ApiOperation } from '../openapi/operations';

const API = 'https://api.llmprovider.example';
const sample = (lang: string, code: string, line = 10) => ({ lang, code, line });

const operation = (id: string, method: 'post' | 'get', path: string, waitsForGeneration = true): ApiOperation => ({
  id,
  method,
  path,
  summary: '',
  description: '',
  tag: 'openai',
  format: 'openai',
  waitsForGeneration,
  page: '/docs/x',
  parameters: [],
  requestBody: null,
  success: null,
  errors: [],
  security: [],
  models: [],
});
const OPERATIONS = [
  operation('createChatCompletion', 'post', '/v1/chat/completions'),
  operation('createMessage', 'post', '/v1/messages'),
  operation('createEmbedding', 'post', '/v1/embeddings', false),
  operation('streamGenerateContent', 'post', '/v1beta/models/{model}:streamGenerateContent'),
];

const base = {
  vendor: 'OpenAI' as const,
  type: 'chat' as const,
  contextWindow: null,
  pricing: { input: 1, output: 2, unit: '1M tokens' as const },
  capabilities: [],
  apiFormat: 'openai' as const,
  docs: '/docs/api-reference/openai/chat',
  checkedOn: '2026-12-02',
  source: 'https://developers.openai.com/api/docs/models/luna',
};
const GATEWAY = { status: 400, code: 'unsupported_parameter' };
const catalog: ModelCatalog = {
  checkedOn: '2026-12-02',
  currency: 'USD',
  models: [
    {
      ...base,
      id: 'luna',
      status: 'active',
      rules: [
        {
          parameter: 'tools',
          effect: 'rejected',
          operations: ['createChatCompletion'],
          when: { parameter: 'reasoning_effort', isNot: ['none'], default: 'medium' },
          detail: 'Tools only with reasoning_effort "none".',
          source: 'https://developers.openai.com/api/docs/models/luna',
          gateway: GATEWAY,
        },
        {
          parameter: 'reasoning_effort',
          effect: 'restricted',
          allowed: ['none', 'low', 'medium'],
          detail: 'No other effort.',
          source: 'https://developers.openai.com/api/docs/models/luna',
          gateway: { status: 400, code: 'invalid_parameter_value' },
        },
      ],
    },
    {
      ...base,
      vendor: 'Anthropic',
      apiFormat: 'anthropic',
      id: 'claude-x',
      status: 'active',
      source: 'https://platform.claude.com/docs/en/models/x',
      rules: [
        {
          parameter: 'temperature',
          effect: 'rejected',
          apiVersion: { header: 'anthropic-version', values: ['2026-10-21'] },
          detail: 'Sampling settings are gone in the 2026-10-21 API version.',
          source: 'https://platform.claude.com/docs/en/api/versioning',
          gateway: GATEWAY,
        },
        {
          parameter: 'max_tokens',
          effect: 'required',
          operations: ['createMessage'],
          detail: 'Always required.',
          source: 'https://platform.claude.com/docs/en/api/messages',
          gateway: { status: 400, code: 'missing_required_parameter' },
        },
        {
          parameter: 'thinking.type',
          effect: 'restricted',
          allowed: ['adaptive'],
          detail: 'Adaptive thinking only.',
          source: 'https://platform.claude.com/docs/en/models/x',
          gateway: { status: 400, code: 'invalid_parameter_value' },
        },
      ],
    },
  ],
};

const problemsOf = (lang: string, code: string) => requestRuleProblems('page.mdx', apiRequestsOf([sample(lang, code)], API), catalog, OPERATIONS);

describe('what a sample sends', () => {
  it('reads Python and JavaScript literals, leaving computed parts unread', () => {
    expect(literalValue('{"a": [1, True, None], \'b\': "x"}', 'python')).toEqual({ a: [1, true, null], b: 'x' });
    expect(literalValue("{ model: 'luna', n: 620_000, stream: true, messages }", 'node')).toEqual({
      model: 'luna',
      n: 620000,
      stream: true,
      messages: { unread: 'messages' },
    });
    expect(literalValue('{"content": f"{text}", "k": call(1, 2)}', 'python')).toEqual({ content: { unread: 'f"{text}"' }, k: { unread: 'call(1, 2)' } });
  });

  it('reads the client timeouts each client takes, in seconds', () => {
    expect(clientTimeouts('bash', 'curl https://x --max-time 620 -d @b')).toEqual({ total: [620], idle: [] });
    expect(clientTimeouts('bash', 'curl https://x --speed-limit 1 --speed-time 620')).toEqual({ total: [], idle: [620] });
    expect(clientTimeouts('python', 'client = OpenAI(timeout=620)\nrequests.get(u, timeout=(10, 30))')).toEqual({ total: [620, 30], idle: [] });
    expect(clientTimeouts('python', 'genai.Client(http_options=types.HttpOptions(base_url=u, timeout=620_000))').total).toEqual([620]);
    expect(clientTimeouts('js', 'new OpenAI({ timeout: 620_000 })\nnew Agent({ headersTimeout: 620 * 1000 })')).toEqual({ total: [620], idle: [620] });
  });

  it('records the model, the values, the version headers (an SDK default included) and the timeouts of each request', () => {
    const [curl] = apiRequestsOf(
      [sample('bash', `curl ${API}/v1/messages -H 'anthropic-version: 2026-10-21' --max-time 620 -d '{"model": "claude-x", "max_tokens": 100}'`)],
      API,
    );
    expect(curl).toMatchObject({ model: 'claude-x', headers: ['anthropic-version: 2026-10-21'], totalTimeouts: [620] });
    expect(JSON.parse(curl.values!)).toEqual({ model: 'claude-x', max_tokens: 100 });
    const [sdk] = apiRequestsOf(
      [
        sample(
          'python',
          `import anthropic\nclient = anthropic.Anthropic(base_url="${API}")\nclient.messages.create(model="claude-x", max_tokens=100, temperature=0.2)`,
        ),
      ],
      API,
    );
    expect(sdk).toMatchObject({ model: 'claude-x', headers: ['anthropic-version: 2026-10-21'] });
    expect(JSON.parse(sdk.values!)).toEqual({ model: 'claude-x', max_tokens: 100, temperature: 0.2 });
    const [gemini] = apiRequestsOf([sample('bash', `curl "${API}/v1beta/models/gemini-3:streamGenerateContent?alt=sse" -d '{"contents": []}'`)], API);
    expect(gemini.model).toBe('gemini-3');
  });
});

describe('per-model request rules', () => {
  const chat = (body: string) => `curl ${API}/v1/chat/completions --max-time 620 -d '${body}'`;

  it('fails a sample that breaks a rule, naming file:line, the model, the rule and its source', () => {
    const [problem, ...rest] = problemsOf('bash', chat('{"model": "luna", "tools": []}'));
    expect(rest).toEqual([]);
    expect(problem).toBe(
      'page.mdx:11: curl sample: sends "tools", which the model rejects on Chat Completions for "luna" (rule: on createChatCompletion, while "reasoning_effort" is not "none"): Tools only with reasoning_effort "none". The gateway answers 400 unsupported_parameter. Rule content/models.json models[0] (luna).rules[0], source: https://developers.openai.com/api/docs/models/luna',
    );
  });

  it('keeps to a condition: the other parameter sent, its default when left out, or unread', () => {
    expect(problemsOf('bash', chat('{"model": "luna", "tools": [], "reasoning_effort": "none"}'))).toEqual([]);
    expect(problemsOf('bash', chat('{"model": "luna", "tools": [], "reasoning_effort": "low"}'))).toHaveLength(1);
    expect(
      problemsOf(
        'python',
        `from openai import OpenAI\nc = OpenAI(base_url="${API}/v1")\nc.chat.completions.create(model="luna", tools=tools, reasoning_effort=effort)`,
      ),
    ).toEqual([]);
    expect(
      problemsOf(
        'js',
        `import OpenAI from 'openai';\nconst c = new OpenAI({ baseURL: '${API}/v1' });\nawait c.chat.completions.create({ model: 'luna', tools });`,
      ),
    ).toHaveLength(1);
    // Without a default, a parameter left out is none of the listed values: an isNot rule holds, an is rule does not.
    const noDefault = (when: Record<string, unknown>): ModelCatalog => ({
      ...catalog,
      models: [{ ...catalog.models[0], rules: [{ ...catalog.models[0].rules![0], when: { parameter: 'reasoning_effort', ...when } }] }],
    });
    const left = apiRequestsOf([sample('bash', chat('{"model": "luna", "tools": []}'))], API);
    expect(requestRuleProblems('page.mdx', left, noDefault({ isNot: ['none'] }), OPERATIONS)).toHaveLength(1);
    expect(requestRuleProblems('page.mdx', left, noDefault({ is: ['high'] }), OPERATIONS)).toEqual([]);
  });

  it('checks restricted values, required parameters and dotted paths', () => {
    expect(problemsOf('bash', chat('{"model": "luna", "reasoning_effort": "max"}'))[0]).toContain(
      'sends "reasoning_effort": "max", but the model takes only "none", "low", "medium"',
    );
    const messages = (body: string, header = '') => `curl ${API}/v1/messages ${header} --max-time 620 -d '${body}'`;
    expect(problemsOf('bash', messages('{"model": "claude-x", "messages": []}'))[0]).toContain('leaves out "max_tokens", which the model requires');
    expect(problemsOf('bash', messages('{"model": "claude-x", "max_tokens": 5, "thinking": {"type": "enabled"}}'))[0]).toContain(
      'sends "thinking.type": "enabled", but the model takes only "adaptive"',
    );
    expect(problemsOf('bash', messages('{"model": "claude-x", "max_tokens": 5, "thinking": {"type": "adaptive"}}'))).toEqual([]);
  });

  it('reads array paths: the last element ([-1]), every element ([]), and values that alone fail', () => {
    const arrays: ModelCatalog = {
      ...catalog,
      models: [
        {
          ...catalog.models[1],
          rules: [
            {
              parameter: 'messages[-1].role',
              effect: 'restricted',
              allowed: ['user'],
              operations: ['createMessage'],
              detail: 'No prefill.',
              source: 'https://platform.claude.com/docs/en/about-claude/models/migration-guide',
              gateway: { status: 400, code: 'invalid_parameter_value' },
            },
            {
              parameter: 'tools[].type',
              effect: 'rejected',
              values: ['computer_20251124'],
              operations: ['createMessage'],
              detail: 'The older computer tool is refused.',
              source: 'https://platform.claude.com/docs/en/models/x',
              gateway: GATEWAY,
            },
          ],
        },
      ],
    };
    const check = (body: string) =>
      requestRuleProblems('page.mdx', apiRequestsOf([sample('bash', `curl ${API}/v1/messages --max-time 620 -d '${body}'`)], API), arrays, OPERATIONS);
    const user = '{"role": "user", "content": "Hi"}';
    const assistant = '{"role": "assistant", "content": "{"}';
    expect(check(`{"model": "claude-x", "messages": [${user}]}`)).toEqual([]);
    expect(check(`{"model": "claude-x", "messages": [${user}, ${assistant}, ${user}]}`)).toEqual([]);
    const [prefill, ...others] = check(`{"model": "claude-x", "messages": [${user}, ${assistant}]}`);
    expect(others).toEqual([]);
    expect(prefill).toContain('sends "messages[-1].role": "assistant", but the model takes only "user" on createMessage for "claude-x"');
    expect(prefill).toContain('source: https://platform.claude.com/docs/en/about-claude/models/migration-guide');
    const tools = (...types: string[]) =>
      `{"model": "claude-x", "messages": [${user}], "tools": [${types.map((type) => `{"type": "${type}", "name": "t"}`).join(', ')}]}`;
    expect(check(tools('computer_toolset_20260801', 'bash_20250124'))).toEqual([]);
    expect(check(tools('bash_20250124', 'computer_20251124'))).toEqual([
      expect.stringContaining('sends "tools[].type": "computer_20251124", which the model rejects on createMessage for "claude-x"'),
    ]);
    // An array the sample builds at run time cannot be read: no verdict either way.
    expect(
      requestRuleProblems(
        'page.mdx',
        apiRequestsOf(
          [
            sample(
              'python',
              `import anthropic\nclient = anthropic.Anthropic(base_url="${API}", timeout=620)\nclient.messages.create(model="claude-x", max_tokens=5, messages=history)`,
            ),
          ],
          API,
        ),
        arrays,
        OPERATIONS,
      ),
    ).toEqual([]);
    // "values" belongs to a rejected rule only.
    const wrong: ModelCatalog = { ...arrays, models: [{ ...arrays.models[0], rules: [{ ...arrays.models[0].rules![0], values: ['assistant'] }] }] };
    expect(ruleCatalogProblems(wrong, [{ status: 400, code: 'invalid_parameter_value' }], OPERATIONS)).toEqual([
      'content/models.json: models[0] (claude-x).rules[0] (messages[-1].role).values: only a "rejected" rule lists the values that fail',
    ]);
  });

  it('refuses a rule path that is not a body field, naming the form it takes', () => {
    const entry = { ...catalog.models[1], rules: [{ ...catalog.models[1].rules![0], parameter: 'messages[0].role' }] };
    expect(() => parseModelCatalog(JSON.stringify({ ...catalog, models: [entry] }), 'content/models.json')).toThrow(/"\[\]" for every element of an array/);
  });

  it('reads the API version a sample sends, or the one its SDK sends by default', () => {
    const body = '{"model": "claude-x", "max_tokens": 5, "temperature": 0.5}';
    expect(problemsOf('bash', `curl ${API}/v1/messages -H 'anthropic-version: 2023-06-01' --max-time 620 -d '${body}'`)).toEqual([]);
    expect(problemsOf('bash', `curl ${API}/v1/messages -H 'anthropic-version: 2026-10-21' --max-time 620 -d '${body}'`)[0]).toContain(
      '(rule: with anthropic-version 2026-10-21)',
    );
    const sdk = (headers: string) =>
      `import anthropic\nclient = anthropic.Anthropic(base_url="${API}", timeout=620${headers})\nclient.messages.create(model="claude-x", max_tokens=5, temperature=0.5)`;
    // A current anthropic SDK sends 2026-10-21 unless the sample pins the version.
    expect(problemsOf('python', sdk(''))).toHaveLength(1);
    expect(problemsOf('python', sdk(', default_headers={"anthropic-version": "2023-06-01"}'))).toEqual([]);
  });

  it('checks the rules themselves against the error catalogue and the operations', () => {
    const broken: ModelCatalog = {
      ...catalog,
      models: [
        {
          ...catalog.models[0],
          rules: [
            { ...catalog.models[0].rules![0], operations: ['createChat'], gateway: { status: 404, code: 'unsupported_parameter' } },
            { parameter: 'top_p', effect: 'rejected', detail: 'x', source: 'https://a.example/x' },
          ],
        },
      ],
    };
    expect(ruleCatalogProblems(broken, [{ status: 400, code: 'unsupported_parameter' }], OPERATIONS)).toEqual([
      'content/models.json: models[0] (luna).rules[0] (tools).gateway.status: content/errors.json gives "unsupported_parameter" the status 400, not 404',
      'content/models.json: models[0] (luna).rules[0] (tools).operations: "createChat" is not an operationId of content/openapi',
      'content/models.json: models[0] (luna).rules[1] (top_p): add "gateway": the status and code the gateway answers a request that breaks the rule, e.g. {"status": 400, "code": "unsupported_parameter"}',
    ]);
  });
});

describe('client timeouts', () => {
  const timeouts = (lang: string, code: string) => timeoutProblems('page.mdx', apiRequestsOf([sample(lang, code)], API), OPERATIONS);

  it('fails a generation sample without the 620 second timeout, and leaves other endpoints alone', () => {
    expect(timeouts('bash', `curl ${API}/v1/chat/completions -d '{"model": "luna"}'`)[0]).toBe(
      'page.mdx:11: curl sample: createChatCompletion waits for the model to generate, but the sample sets no client timeout: add `--max-time 620` (/docs/get-started/error-codes#client-timeouts)',
    );
    expect(timeouts('bash', `curl ${API}/v1/chat/completions --max-time 120 -d '{"model": "luna"}'`)[0]).toContain('but the sample sets 120 s:');
    expect(timeouts('bash', `curl ${API}/v1/chat/completions --max-time 620 -d '{"model": "luna"}'`)).toEqual([]);
    expect(timeouts('bash', `curl ${API}/v1/embeddings -d '{"model": "e"}'`)).toEqual([]);
  });

  it('asks a stream to bound the wait for data, as the docs say', () => {
    expect(timeouts('bash', `curl ${API}/v1/chat/completions --max-time 620 -d '{"model": "luna", "stream": true}'`)[0]).toContain(
      '--speed-limit 1 --speed-time 620',
    );
    expect(timeouts('bash', `curl ${API}/v1/chat/completions --speed-limit 1 --speed-time 620 -d '{"model": "luna", "stream": true}'`)).toEqual([]);
    expect(timeouts('bash', `curl "${API}/v1beta/models/g:streamGenerateContent?alt=sse" --speed-limit 1 --speed-time 620 -d '{}'`)).toEqual([]);
  });

  it('takes each client the way it sets a timeout', () => {
    const client = (options: string) =>
      `from openai import OpenAI\nclient = OpenAI(base_url="${API}/v1"${options})\nclient.chat.completions.create(model="luna")`;
    expect(timeouts('python', client(''))[0]).toContain('create the client with `timeout=620`');
    expect(timeouts('python', client(', timeout=620'))).toEqual([]);
    const fetchCall = (options: string) =>
      `const r = await fetch('${API}/v1/chat/completions', { method: 'POST', ${options}body: JSON.stringify({ model: 'luna' }) });`;
    expect(timeouts('js', fetchCall(''))[0]).toContain('headersTimeout: 620_000');
    expect(timeouts('js', `import { Agent } from 'undici';\n${fetchCall('dispatcher: new Agent({ headersTimeout: 620_000 }), ')}`)).toEqual([]);
  });
});

describe('dated changes', () => {
  const dated: ModelCatalog = {
    ...catalog,
    models: [
      { ...base, id: 'sol', status: 'active' },
      {
        ...base,
        id: 'argon',
        status: 'active',
        changes: [
          { on: '2026-12-01', change: 'price', announcedOn: '2026-10-13', pricing: { input: 4, output: 20 }, source: 'https://ai.google.dev/pricing' },
          { on: '2027-01-10', change: 'legacy', replacement: 'sol', source: 'https://ai.google.dev/deprecations' },
          { on: '2027-04-01', change: 'shutdown', source: 'https://ai.google.dev/deprecations' },
        ],
      },
      { ...base, id: 'old', status: 'deprecated', deprecatedOn: '2026-11-01', replacement: 'argon' },
    ],
  };
  // Checked before the first day the test builds on.
  const text = JSON.stringify({ ...dated, checkedOn: '2026-11-20', models: dated.models.map((model) => ({ ...model, checkedOn: '2026-11-20' })) });
  const at = (day: string) => parseModelCatalog(text, 'content/models.json', new Date(`${day}T12:00:00Z`));

  it('shows what holds on the build day: the same catalogue before and after each day', () => {
    const before = at('2026-11-30').models[1];
    expect(before).toMatchObject({ status: 'active', pricing: { input: 1, output: 2 }, retiresOn: '2027-04-01' });
    expect(at('2026-12-01').models[1]).toMatchObject({ status: 'active', pricing: { input: 4, output: 20 } });
    expect(at('2027-01-10').models[1]).toMatchObject({ status: 'legacy', legacyOn: '2027-01-10', replacement: 'sol' });
    expect(at('2027-04-01').models[1]).toMatchObject({ status: 'retired', retiresOn: '2027-04-01', replacement: 'sol' });
  });

  it('follows a replacement that has itself become legacy to its own replacement', () => {
    expect(at('2026-12-05').models[2].replacement).toBe('argon');
    expect(at('2027-01-10').models[2].replacement).toBe('sol');
  });

  it('gives the Change Log its entries from the same records, newest first', () => {
    expect(appliedChangeEntries(dated, '2026-11-30')).toEqual([]);
    expect(appliedChangeEntries(dated, '2027-01-10').map((entry) => [entry.day, entry.modelId, entry.change])).toEqual([
      ['2027-01-10', 'argon', 'legacy'],
      ['2026-12-01', 'argon', 'price'],
    ]);
    expect(appliedChangeEntries(dated, '2026-12-01')[0]).toMatchObject({
      pricing: { input: 4, output: 20, unit: '1M tokens' },
      source: 'https://ai.google.dev/pricing',
    });
  });

  it('takes the build day from SITE_BUILD_DATE, and refuses a malformed one', () => {
    expect(buildNow({ SITE_BUILD_DATE: '2027-01-10' }).toISOString()).toBe('2027-01-10T00:00:00.000Z');
    expect(() => buildNow({ SITE_BUILD_DATE: '10/01/2027' })).toThrow('SITE_BUILD_DATE=10/01/2027: must be a day written YYYY-MM-DD');
    expect(catalogOnDay(dated, '2027-04-01').models[1].status).toBe('retired');
  });

  it('refuses changes that are incomplete, out of order, or for a stage already reached', () => {
    const bad = {
      ...dated,
      models: [
        dated.models[0],
        {
          ...dated.models[1],
          status: 'legacy',
          replacement: 'sol',
          legacyOn: '2026-11-01',
          changes: [
            { on: '2027-04-01', change: 'shutdown', source: 'https://ai.google.dev/deprecations' },
            { on: '2027-01-10', change: 'legacy', source: 'https://ai.google.dev/deprecations' },
            { on: '2027-02-01', change: 'price', source: 'https://ai.google.dev/pricing' },
          ],
        },
      ],
    };
    const result = validateModelCatalog(bad, 'content/models.json', new Date('2026-12-02T00:00:00Z'));
    expect(result.errors).toEqual([
      'content/models.json: models[1] (argon).changes[1] (legacy on 2027-01-10): the entry is already legacy: remove the change, or set the entry\'s "status" to what held before it',
      'content/models.json: models[1] (argon).changes[1] (legacy on 2027-01-10): changes must be in date order ("on")',
      'content/models.json: models[1] (argon).changes[2] (price on 2027-02-01): a price change needs "pricing": the new input and/or output price',
    ]);
  });
});

describe('sources', () => {
  it('gives a check date only with the vendor page read, and a gateway-defined entry neither', () => {
    const entries = [
      { ...base, id: 'a', status: 'active', source: undefined },
      { ...base, id: 'b', status: 'active', definedBy: 'gateway' },
      { ...base, id: 'c', status: 'active', checkedOn: undefined, source: undefined, definedBy: 'gateway' },
    ];
    const result = validateModelCatalog({ ...catalog, models: entries }, 'content/models.json', new Date('2026-12-02T00:00:00Z'));
    expect(result.errors).toEqual([
      'content/models.json: models[0] (a).source: is required: cite the vendor page(s) the entry was checked against, or set "definedBy": "gateway" for the gateway\'s own models',
      'content/models.json: models[1] (b): an entry the gateway defines has no vendor page to check: remove "checkedOn" and "source", or remove "definedBy" if a vendor page describes it',
    ]);
  });
});

describe('freshness', () => {
  it('names the entries checked more than 30 days ago, with their sources, and counts the rest', () => {
    const aged: ModelCatalog = {
      ...catalog,
      models: [
        { ...base, id: 'recent', status: 'active', checkedOn: '2026-11-02' },
        { ...base, id: 'aged', status: 'active', checkedOn: '2026-11-01' },
        { ...base, id: 'own', status: 'active', checkedOn: undefined, source: undefined, definedBy: 'gateway' },
      ],
    };
    expect(freshness(aged, '2026-12-02')).toEqual({
      fresh: 1,
      gateway: 1,
      stale: [
        'content/models.json: models[1] (aged): checked on 2026-11-01, more than 30 days before 2026-12-02: read https://developers.openai.com/api/docs/models/luna again, update the entry and its "checkedOn"',
      ],
    });
  });
});
