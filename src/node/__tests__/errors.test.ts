/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import {
  ANTHROPIC_TYPE_BY_STATUS,
  checkErrorRefs,
  docsLinkProblems,
  errorCatalogData,
  errorNodeData,
  parseErrorCatalog,
  validateErrorCatalog,
  type CatalogError,
  type ErrorCatalog,
  type ErrorRef,
} from '../errors';
import { errorCatalogMarkdown } from '../ai-docs/error-catalog';
import { walkFiles } from '../walk';
import { createSlugger } from '../../utils/slug';

const root = path.resolve(__dirname, '../../..');
const text = fs.readFileSync(path.join(root, 'content/errors.json'), 'utf8');

/**
 * The site's doc pages as the `docs` check needs them: site path → heading ids and the codes the
 * page names (in inline code, in quotes, or in an `<ErrorCatalog codes="…" />`), with the text of
 * each `<Shared name="…" />` fragment it includes.
 */
function docPages(): Map<string, { anchors: Set<string>; codes: Set<string> }> {
  const docsDir = path.join(root, 'content/docs');
  const sharedDir = path.join(root, 'content/shared');
  const pages = new Map<string, { anchors: Set<string>; codes: Set<string> }>();
  for (const file of walkFiles(docsDir, { match: /\.mdx$/ })) {
    const rel = path
      .relative(docsDir, file)
      .replace(/\\/g, '/')
      .replace(/\.mdx$/, '')
      .replace(/(^|\/)index$/, '');
    const site = rel === '' ? '/docs' : `/docs/${rel}`;
    const body = fs
      .readFileSync(file, 'utf8')
      .replace(/<Shared name="([^"]+)"\s*\/>/g, (all, name: string) =>
        fs.existsSync(path.join(sharedDir, `${name}.mdx`)) ? fs.readFileSync(path.join(sharedDir, `${name}.mdx`), 'utf8') : all,
      );
    const slug = createSlugger();
    const anchors = new Set<string>();
    let fenced = false;
    for (const line of body.split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      const heading = fenced ? null : /^#{2,6}\s+(.+?)\s*#*\s*$/.exec(line);
      if (heading)
        anchors.add(
          slug(
            heading[1]
              .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
              .replace(/[`*]/g, '')
              .replace(/\s+/g, ' ')
              .trim(),
          ),
        );
    }
    const codes = new Set<string>();
    for (const match of body.matchAll(/`([a-z0-9_]+)`|"([a-z0-9_]+)"/g)) codes.add(match[1] ?? match[2]);
    for (const match of body.matchAll(/<ErrorCatalog[^>]*\scodes="([^"]*)"/g)) match[1].split(/\s+/).forEach((code) => codes.add(code));
    pages.set(site, { anchors, codes });
  }
  return pages;
}

function validCatalog(): ErrorCatalog {
  return {
    bodies: [
      { format: 'openai', endpoints: '/v1/…', body: '{"error": {"code": "x"}}', codeField: 'error.code', gatewayErrors: 'vendor' },
      { format: 'dify', endpoints: '/dify/v1/…', body: '{"code": "x", "status": 400}', codeField: 'code', gatewayErrors: 'openai' },
    ],
    errors: [
      {
        status: 401,
        code: 'missing_api_key',
        scheme: 'gateway',
        type: 'authentication_error',
        formats: ['openai', 'dify'],
        cause: 'No key.',
        fix: 'Send one.',
        retryable: false,
        docs: '/docs/get-started/error-codes#401-unauthorized',
      },
      {
        status: 404,
        code: 'dify_app_not_found',
        scheme: 'gateway',
        type: 'not_found_error',
        formats: ['dify'],
        cause: 'Unknown app.',
        fix: 'Check it.',
        retryable: false,
        docs: '/docs/api-reference/dify/chat',
      },
      {
        status: 400,
        code: 'invalid_param',
        scheme: 'dify',
        type: null,
        formats: ['dify'],
        cause: 'Bad field.',
        fix: 'Fix it.',
        retryable: false,
        docs: '/docs/api-reference/dify/chat',
      },
    ],
  };
}

const ref = (code: string, status: number | null, extra: Partial<ErrorRef> = {}): ErrorRef => ({
  code,
  scheme: 'gateway',
  status,
  type: null,
  line: 7,
  where: 'table',
  ...extra,
});

describe('content/errors.json', () => {
  const catalog = parseErrorCatalog(text);
  const byCode = new Map(catalog.errors.map((e) => [e.code, e]));

  it('is valid and lists the codes the pages use', () => {
    const codes = catalog.errors.map((e) => e.code);
    for (const code of [
      'missing_api_key',
      'invalid_api_key',
      'missing_dify_app_id',
      'dify_app_not_found',
      'image_input_not_supported',
      'invalid_image',
      'too_many_files',
      'invalid_audio_duration',
      'upstream_timeout',
    ]) {
      expect(codes).toContain(code);
    }
    // One failure, one name: the old alias is gone.
    expect(codes).not.toContain('invalid_image_url');
  });

  it('has one entry per code across all schemes, with one status', () => {
    const codes = catalog.errors.map((e) => e.code);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    // Dify keeps its names; the Gizmo link errors have their own.
    expect(byCode.get('unsupported_file_type')).toMatchObject({ scheme: 'dify', status: 415, docs: '/docs/api-reference/dify/file' });
    expect(byCode.get('too_many_files')).toMatchObject({ scheme: 'dify', status: 400, docs: '/docs/api-reference/dify/file' });
    expect(byCode.get('file_too_large')).toMatchObject({ scheme: 'dify', status: 413, docs: '/docs/api-reference/dify/file' });
    for (const [code, status] of [
      ['unsupported_link_type', 400],
      ['too_many_links', 400],
      ['linked_file_too_large', 413],
    ] as const) {
      expect(byCode.get(code)).toMatchObject({ scheme: 'gateway', status, docs: '/docs/api-reference/gizmo/uploaded' });
    }
  });

  it('catalogues the task errors without an HTTP status, and the Dify audio codes on Dify Audio', () => {
    const task = catalog.errors.filter((e) => e.scheme === 'task');
    expect(task.map((e) => e.code)).toEqual(['invalid_input', 'content_rejected', 'vendor_error', 'audio_quality_too_low', 'multiple_speakers']);
    for (const entry of task) expect(entry).toMatchObject({ status: null, type: null, formats: ['openai'] });
    expect(byCode.get('audio_quality_too_low')!.docs).toBe('/docs/api-reference/llmvision/clone');
    expect(byCode.get('vendor_error')!.docs).toBe('/docs/api-reference/others/task-result#task-error-codes');
    // A task that times out ends with the 504's code (the change log's rename of "timeout"), the same meaning.
    expect(byCode.get('upstream_timeout')).toMatchObject({ scheme: 'gateway', status: 504, taskError: true });
    // A task cancelled because the balance ran out ends with the 402's code.
    expect(byCode.get('insufficient_quota')).toMatchObject({ scheme: 'gateway', status: 402, taskError: true });
    expect(byCode.has('timeout')).toBe(false);
    for (const code of ['no_audio_uploaded', 'audio_too_large', 'unsupported_audio_type', 'provider_not_support_speech_to_text']) {
      expect(byCode.get(code)!.docs).toBe('/docs/api-reference/dify/audio');
    }
  });

  it("gives the Anthropic format's error.type as Anthropic's API does", () => {
    expect(byCode.get('model_not_found')).toMatchObject({ type: 'invalid_request_error', anthropicType: 'not_found_error' });
    expect(byCode.get('request_too_large')).toMatchObject({ type: 'invalid_request_error', anthropicType: 'request_too_large' });
    expect(byCode.get('insufficient_quota')!.anthropicType).toBe('billing_error');
    for (const entry of catalog.errors.filter((e) => e.formats.includes('anthropic'))) {
      expect(`${entry.code}: ${entry.anthropicType}`).toBe(`${entry.code}: ${ANTHROPIC_TYPE_BY_STATUS[entry.status as keyof typeof ANTHROPIC_TYPE_BY_STATUS]}`);
    }
    // Overload on an Anthropic-format endpoint is Anthropic's 529, not the 503.
    expect(byCode.get('model_overloaded')!.formats).not.toContain('anthropic');
  });

  it("gives unknown_url a fix that is right for every kind of client, and LLMVision's prefix in the openai body", () => {
    const fix = byCode.get('unknown_url')!.fix;
    expect(fix).toContain('https://api.llmprovider.example/v1');
    expect(fix).toMatch(/Anthropic SDK and Claude Code https:\/\/api\.llmprovider\.example, without \/v1/);
    expect(fix).toMatch(/Google Gen AI SDK https:\/\/api\.llmprovider\.example, without \/v1beta/);
    expect(fix).toContain('https://api.llmprovider.example/dify/v1');
    const openai = catalog.bodies.find((b) => b.format === 'openai')!.endpoints;
    expect(openai).toMatch(/under \/llmvision\/v1\/ \(LLMVision\)/);
    expect(openai.slice(0, openai.indexOf('/llmvision/'))).not.toContain('LLMVision');
  });

  it('links every entry to a page that exists, at a heading it has, and that documents the code', () => {
    expect(docsLinkProblems(catalog, docPages())).toEqual([]);
  });
});

describe('docsLinkProblems', () => {
  const pages = new Map([
    ['/docs/get-started/error-codes', { anchors: new Set(['401-unauthorized']), codes: new Set<string>() }],
    ['/docs/api-reference/dify/chat', { anchors: new Set<string>(), codes: new Set(['invalid_param']) }],
  ]);

  it('accepts a page that names the code, and a section of Error codes, which shows every code', () => {
    const catalog = validCatalog();
    catalog.errors[1] = { ...catalog.errors[1], code: 'invalid_param_two', docs: '/docs/get-started/error-codes#401-unauthorized' };
    expect(docsLinkProblems({ errors: [catalog.errors[0], catalog.errors[2]] }, pages)).toEqual([]);
  });

  it('names the entry and the fix for a missing page, a missing anchor and a page that does not name the code', () => {
    const errors: CatalogError[] = [
      { ...validCatalog().errors[0], docs: '/docs/get-started/error-codez' },
      { ...validCatalog().errors[0], docs: '/docs/get-started/error-codes#404-not-found' },
      validCatalog().errors[1],
    ];
    expect(docsLinkProblems({ errors }, pages)).toEqual([
      'content/errors.json: errors[0] (missing_api_key).docs: "/docs/get-started/error-codez" is not a page of the site: link the page that documents the code',
      'content/errors.json: errors[1] (missing_api_key).docs: "/docs/get-started/error-codes" has no heading with the id "404-not-found": link an existing section',
      'content/errors.json: errors[2] (dify_app_not_found).docs: "/docs/api-reference/dify/chat" does not name the code "dify_app_not_found": link the page that documents it, or document it there',
    ]);
  });
});

describe('validateErrorCatalog', () => {
  it('accepts a valid catalogue', () => {
    expect(validateErrorCatalog(validCatalog())).toEqual({ catalog: validCatalog(), errors: [] });
  });

  it('rejects blank strings, naming entry and field', () => {
    const raw = validCatalog();
    (raw.errors[0] as { cause: string }).cause = '   ';
    (raw.bodies[1] as { endpoints: string }).endpoints = '';
    expect(validateErrorCatalog(raw).errors).toEqual([
      'content/errors.json: bodies[1] (dify).endpoints: must not be blank: which endpoints use this format',
      'content/errors.json: errors[0] (missing_api_key).cause: must not be blank: what makes the gateway return it',
    ]);
  });

  it('rejects unknown statuses, formats and fields', () => {
    const raw = validCatalog() as unknown as { errors: Array<Record<string, unknown>> };
    raw.errors[1].status = 418;
    raw.errors[1].formats = ['dify', 'soap'];
    raw.errors[2].severity = 'high';
    const { errors } = validateErrorCatalog(raw);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/errors\.json: errors\[1\] \(dify_app_not_found\).status: must be one of 400, 401, .*529, or null for a task error$/),
        expect.stringMatching(/^content\/errors\.json: errors\[1\] \(dify_app_not_found\)\.formats\[1\]: must be one of "openai"/),
        'content/errors.json: errors[2] (invalid_param): unknown field(s) severity: remove them or check the spelling',
      ]),
    );
  });

  it('rejects a code defined twice, in one scheme or in two, naming both entries, their schemes and the fix', () => {
    const raw = validCatalog();
    raw.errors.push({ ...raw.errors[0], status: 403 });
    expect(validateErrorCatalog(raw).errors).toEqual([
      'content/errors.json: errors[3] (missing_api_key).code: "missing_api_key" is defined twice, here (gateway, status 403) and in errors[0] (gateway, status 401): ' +
        'a code has one entry, one meaning and one status across all schemes: keep one, and give the other failure another code (then update the pages that use it)',
    ]);
    const twoSchemes = validCatalog();
    twoSchemes.errors.push({ ...twoSchemes.errors[2], scheme: 'gateway', type: 'invalid_request_error', formats: ['openai'] });
    expect(validateErrorCatalog(twoSchemes).errors).toEqual([
      expect.stringMatching(
        /^content\/errors\.json: errors\[3\] \(invalid_param\)\.code: "invalid_param" is defined twice, here \(gateway, status 400\) and in errors\[2\] \(dify, status 400\): /,
      ),
    ]);
  });

  it('requires a docs link to a site path, optionally with an anchor', () => {
    const raw = validCatalog() as unknown as { errors: Array<Record<string, unknown>> };
    delete raw.errors[0].docs;
    raw.errors[1].docs = 'https://example.org/errors';
    raw.errors[2].docs = '/docs/api-reference/dify/chat#errors-and-limits';
    expect(validateErrorCatalog(raw).errors).toEqual([
      'content/errors.json: errors[0] (missing_api_key).docs: is required: the site path of the page that documents the code, e.g. "/docs/get-started/error-codes#429-too-many-requests"',
      'content/errors.json: errors[1] (dify_app_not_found).docs: must be a site path such as "/docs/api-reference/openai/chat" or "/docs/get-started/error-codes#504-gateway-timeout"',
    ]);
  });

  it('takes task errors without a status, and only those', () => {
    const raw = validCatalog();
    const task: CatalogError = {
      status: null,
      code: 'vendor_error',
      scheme: 'task',
      type: null,
      formats: ['openai'],
      cause: 'The vendor failed.',
      fix: 'Submit again.',
      retryable: true,
      docs: '/docs/api-reference/others/task-result',
    };
    raw.errors.push(task);
    expect(validateErrorCatalog(raw).errors).toEqual([]);
    const wrong = validCatalog();
    wrong.errors.push({ ...task, status: 500, type: 'server_error', formats: ['dify'], taskError: true });
    wrong.errors[0] = { ...wrong.errors[0], status: null };
    expect(validateErrorCatalog(wrong).errors).toEqual([
      'content/errors.json: errors[0] (missing_api_key).status: only a task error (scheme "task") has no HTTP status: write the status the gateway code comes with',
      'content/errors.json: errors[3] (vendor_error).status: a task error has no HTTP status (it is the error.code of a task that GET /v1/tasks/{task_id} answers with 200): write null',
      'content/errors.json: errors[3] (vendor_error).formats: a task error occurs only in the task object of GET /v1/tasks/{task_id}: write ["openai"]',
      "content/errors.json: errors[3] (vendor_error).type: a task code's body has no error.type: write null",
      "content/errors.json: errors[3] (vendor_error).taskError: only a gateway code can also be a task's error.code (a task code is one by its scheme): remove the field",
    ]);
  });

  it("requires the Anthropic format's error.type where an entry lists that format, as Anthropic gives it for the status", () => {
    const raw = validCatalog();
    raw.bodies.push({ format: 'anthropic', endpoints: '/v1/messages', body: '{"type": "error"}', codeField: 'error.type', gatewayErrors: 'vendor' });
    raw.errors[0] = { ...raw.errors[0], formats: ['openai', 'anthropic'] };
    raw.errors[1] = { ...raw.errors[1], formats: ['dify', 'anthropic'], anthropicType: 'invalid_request_error' };
    raw.errors[2] = { ...raw.errors[2], anthropicType: 'invalid_request_error' };
    expect(validateErrorCatalog(raw).errors).toEqual([
      'content/errors.json: errors[0] (missing_api_key).anthropicType: is required when "formats" lists "anthropic": the error.type of the Anthropic-format body, "authentication_error" for 401',
      'content/errors.json: errors[1] (dify_app_not_found).anthropicType: Anthropic\'s API gives status 404 the type "not_found_error", not "invalid_request_error": write "not_found_error" (src/node/errors.ts, ANTHROPIC_TYPE_BY_STATUS)',
      'content/errors.json: errors[2] (invalid_param).anthropicType: only an entry that lists the "anthropic" format has an Anthropic error.type: remove it, or add the format',
    ]);
    raw.errors[0] = { ...raw.errors[0], anthropicType: 'authentication_error' };
    raw.errors[1] = { ...raw.errors[1], anthropicType: 'not_found_error' };
    delete raw.errors[2].anthropicType;
    expect(validateErrorCatalog(raw).errors).toEqual([]);
  });

  it('rejects a format without a body shape and a body that is not JSON', () => {
    const raw = validCatalog();
    raw.errors[0] = { ...raw.errors[0], formats: ['openai', 'kling'] };
    raw.bodies[0] = { ...raw.bodies[0], body: '{error: 1}' };
    expect(validateErrorCatalog(raw).errors).toEqual([
      expect.stringMatching(/^content\/errors\.json: bodies\[0\] \(openai\)\.body: is not valid JSON/),
      'content/errors.json: errors[0] (missing_api_key).formats: "kling" has no entry in "bodies": describe its body shape',
    ]);
  });

  it('parseErrorCatalog throws on invalid JSON and lists every problem', () => {
    expect(() => parseErrorCatalog('{"errors": [],}')).toThrow(/^content\/errors\.json: is not valid JSON .*fix the syntax/);
    expect(() => parseErrorCatalog(JSON.stringify({ bodies: [], errors: [] }))).toThrow(
      'Invalid error catalogue:\ncontent/errors.json: bodies: must describe the body shape of at least one API format\ncontent/errors.json: errors: must list at least one error',
    );
  });
});

describe('checkErrorRefs', () => {
  const catalog = validCatalog();
  const check = (refs: ErrorRef[]) => checkErrorRefs('content/docs/x.mdx', refs, catalog);

  it('accepts listed codes with their status, or with none', () => {
    expect(check([ref('missing_api_key', 401), ref('missing_api_key', null, { where: 'body', type: 'authentication_error' })])).toEqual([]);
  });

  it('reports a code the catalogue lacks, naming file, line and fix', () => {
    expect(check([ref('no_such_code', 400)])).toEqual([
      'content/docs/x.mdx:7: error table uses the code "no_such_code", which content/errors.json does not list: add it to content/errors.json or use a listed code',
    ]);
  });

  it('reports a code paired with another status or type', () => {
    expect(check([ref('missing_api_key', 403)])).toEqual([
      'content/docs/x.mdx:7: error table pairs "missing_api_key" with status 403, but content/errors.json gives it 401: write 401, or change the catalogue',
    ]);
    expect(check([ref('missing_api_key', null, { where: 'body', type: 'invalid_request_error' })])).toEqual([
      'content/docs/x.mdx:7: sample error body pairs "missing_api_key" with type "invalid_request_error", but content/errors.json gives it "authentication_error" (status 401): write "authentication_error"',
    ]);
  });

  it('keeps Dify and Kling codes apart from the gateway codes', () => {
    expect(check([ref('invalid_param', 400)])).toEqual([expect.stringContaining('which content/errors.json does not list ("invalid_param" is a dify code)')]);
    expect(check([ref('invalid_param', 400, { scheme: 'dify' })])).toEqual([]);
    // The gateway's own errors on Dify endpoints use its OpenAI-style body, not Dify's.
    expect(check([ref('dify_app_not_found', 404, { scheme: 'dify' })])).toEqual([expect.stringContaining('uses the Dify code "dify_app_not_found"')]);
    expect(check([ref('missing_api_key', 401, { scheme: 'kling' })])).toEqual([expect.stringContaining('uses the Kling code "missing_api_key"')]);
  });

  const withTask: ErrorCatalog = {
    ...validCatalog(),
    errors: [
      ...validCatalog().errors,
      {
        status: null,
        code: 'content_rejected',
        scheme: 'task',
        type: null,
        formats: ['openai'],
        cause: 'Rejected.',
        fix: 'Change it.',
        retryable: false,
        docs: '/docs/api-reference/others/task-result',
      },
    ],
  };

  it("reads a task code in a task's error object (which has the gateway body's shape), and refuses a status for it", () => {
    const checkTask = (refs: ErrorRef[]) => checkErrorRefs('content/docs/t.mdx', refs, withTask);
    expect(checkTask([ref('content_rejected', null, { where: 'body' }), ref('content_rejected', null)])).toEqual([]);
    expect(checkTask([ref('content_rejected', 400)])).toEqual([
      'content/docs/t.mdx:7: error table pairs the task code "content_rejected" with status 400, but a task error has no HTTP status (it is the error.code of a task that GET /v1/tasks/{task_id} answers with 200): remove the status',
    ]);
    expect(checkTask([ref('content_rejected', null, { scheme: 'dify' })])).toEqual([expect.stringContaining('uses the Dify code "content_rejected"')]);
  });

  it('names the new code of a renamed one', () => {
    expect(check([ref('timeout', null, { where: 'body' })])).toEqual([
      'content/docs/x.mdx:7: sample error body uses the code "timeout", which content/errors.json does not list (it was renamed: write "upstream_timeout"): write "upstream_timeout"',
    ]);
    expect(check([ref('too_many_files', 400)])).toEqual([expect.stringContaining('(it was renamed: write "too_many_links"): write "too_many_links"')]);
    // Dify's code of that name is still Dify's.
    expect(check([ref('too_many_files', 400, { scheme: 'dify' })])).toEqual([expect.stringContaining('add it to content/errors.json')]);
  });
});

describe('GraphQL nodes and the component data', () => {
  it('keeps file order through the nodes, without Gatsby fields', () => {
    const nodes = errorNodeData(validCatalog()).map((n) => ({ ...n, id: `n${n.position}`, internal: { type: 'CatalogError' } }));
    const bodies = validCatalog().bodies.map((b, position) => ({ ...b, position, id: `b${position}` }));
    const data = errorCatalogData(nodes.reverse(), bodies.reverse());
    expect(data).toEqual({ errors: validCatalog().errors, bodies: validCatalog().bodies });
  });

  it("keeps the Anthropic type, the task flag and a task error's missing status", () => {
    const catalog = validCatalog();
    catalog.errors[0] = { ...catalog.errors[0], anthropicType: 'authentication_error', taskError: true };
    catalog.errors.push({ ...catalog.errors[2], status: null, code: 'vendor_error', scheme: 'task', formats: ['openai'] });
    // GraphQL leaves out what a node lacks and gives null for an optional field it asks for.
    const nodes = errorNodeData(catalog).map((n) => ({ anthropicType: null, taskError: null, ...n, id: `n${n.position}` }));
    expect(errorCatalogData(nodes, []).errors).toEqual(catalog.errors);
  });
});

describe('errorCatalogMarkdown', () => {
  it('writes the body shapes and one table per scheme', () => {
    const md = errorCatalogMarkdown(validCatalog()) as string;
    expect(md).toContain('| openai | /v1/… | `{"error": {"code": "x"}}` | error.code | same body |');
    expect(md).toContain('| 401 | [`missing_api_key`](/docs/get-started/error-codes#401-unauthorized) | all | No key. | Send one. | no |');
    expect(md).toContain('| 404 | [`dify_app_not_found`](/docs/api-reference/dify/chat) | dify |');
    expect(md).toMatch(
      /Dify's codes[^\n]*:\n\n\| Status \| Code[^\n]*\n\| - [^\n]*\n\| 400 \| \[`invalid_param`\]\(\/docs\/api-reference\/dify\/chat\) \| dify \|/,
    );
  });

  it('with a codes attribute, writes only those gateway errors', () => {
    expect(errorCatalogMarkdown(validCatalog(), { codes: 'dify_app_not_found missing_api_key invalid_param' })).toBe(
      '| Status | Code | Cause | Fix |\n| - | - | - | - |\n| 404 | `dify_app_not_found` | Unknown app. | Check it. |\n| 401 | `missing_api_key` | No key. | Send one. |\n',
    );
  });

  it('writes the Anthropic format\'s error.type in the formats cell, and the task errors\' own table with scheme="task"', () => {
    const catalog = validCatalog();
    catalog.bodies.push({ format: 'anthropic', endpoints: '/v1/messages', body: '{"type": "error"}', codeField: 'error.type', gatewayErrors: 'vendor' });
    catalog.errors[0] = { ...catalog.errors[0], formats: ['openai', 'dify', 'anthropic'], anthropicType: 'authentication_error', taskError: true };
    catalog.errors.push({
      status: null,
      code: 'vendor_error',
      scheme: 'task',
      type: null,
      formats: ['openai'],
      cause: 'The vendor failed.',
      fix: 'Submit again.',
      retryable: true,
      docs: '/docs/api-reference/others/task-result',
    });
    const md = errorCatalogMarkdown(catalog) as string;
    expect(md).toContain(
      '| 401 | [`missing_api_key`](/docs/get-started/error-codes#401-unauthorized) | all (anthropic error.type `authentication_error`) | No key. |',
    );
    expect(md).not.toContain('vendor_error');
    expect(errorCatalogMarkdown(catalog, { scheme: 'task', caption: 'Task errors' })).toBe(
      'Task errors:\n\n| Code | Cause | Fix | Retry? |\n| - | - | - | - |\n' +
        '| [`vendor_error`](/docs/api-reference/others/task-result) | The vendor failed. | Submit again. | yes, with backoff |\n' +
        '| [`missing_api_key`](/docs/get-started/error-codes#401-unauthorized) | No key. | Send one. | no |\n',
    );
  });

  it('gives null for data that is not a valid catalogue', () => {
    expect(errorCatalogMarkdown({ errors: [] })).toBeNull();
    expect(errorCatalogMarkdown(null)).toBeNull();
  });
});
