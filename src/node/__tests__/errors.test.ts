/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import { checkErrorRefs, errorCatalogData, errorNodeData, parseErrorCatalog, validateErrorCatalog, type ErrorCatalog, type ErrorRef } from '../errors';
import { errorCatalogMarkdown } from '../ai-docs/error-catalog';

const root = path.resolve(__dirname, '../../..');
const text = fs.readFileSync(path.join(root, 'content/errors.json'), 'utf8');

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
      },
      { status: 400, code: 'invalid_param', scheme: 'dify', type: null, formats: ['dify'], cause: 'Bad field.', fix: 'Fix it.', retryable: false },
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

  it('points every entry with a page at an existing doc page', () => {
    const missing = catalog.errors.filter((e) => {
      if (!e.docs) return false;
      const rel = e.docs.replace(/^\/docs\/?/, '');
      return !fs.existsSync(path.join(root, 'content/docs', `${rel}.mdx`)) && !fs.existsSync(path.join(root, 'content/docs', rel, 'index.mdx'));
    });
    expect(missing.map((e) => `${e.code} → ${e.docs}`)).toEqual([]);
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
        expect.stringMatching(/^content\/errors\.json: errors\[1\] \(dify_app_not_found\)\.status: must be one of 400, 401, .*529$/),
        expect.stringMatching(/^content\/errors\.json: errors\[1\] \(dify_app_not_found\)\.formats\[1\]: must be one of "openai"/),
        'content/errors.json: errors[2] (invalid_param): unknown field(s) severity: remove them or check the spelling',
      ]),
    );
  });

  it('rejects duplicate codes within a scheme, but not the same code in two schemes', () => {
    const raw = validCatalog();
    raw.errors.push({ ...raw.errors[0], status: 403 });
    expect(validateErrorCatalog(raw).errors).toEqual([
      'content/errors.json: errors[3] (missing_api_key).code: duplicates errors[0] (gateway code): remove one entry or give it another code',
    ]);
    const twoSchemes = validCatalog();
    twoSchemes.errors.push({ ...twoSchemes.errors[2], scheme: 'gateway', type: 'invalid_request_error' });
    expect(validateErrorCatalog(twoSchemes).errors).toEqual([]);
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
    expect(check([ref('invalid_param', 400)])).toEqual([expect.stringContaining('which content/errors.json does not list (it is there as a dify code)')]);
    expect(check([ref('invalid_param', 400, { scheme: 'dify' })])).toEqual([]);
    // The gateway's own errors on Dify endpoints use its OpenAI-style body, not Dify's.
    expect(check([ref('dify_app_not_found', 404, { scheme: 'dify' })])).toEqual([expect.stringContaining('uses the Dify code "dify_app_not_found"')]);
    expect(check([ref('missing_api_key', 401, { scheme: 'kling' })])).toEqual([expect.stringContaining('uses the Kling code "missing_api_key"')]);
  });
});

describe('GraphQL nodes and the component data', () => {
  it('keeps file order through the nodes, without Gatsby fields', () => {
    const nodes = errorNodeData(validCatalog()).map((n) => ({ ...n, id: `n${n.position}`, internal: { type: 'CatalogError' } }));
    const bodies = validCatalog().bodies.map((b, position) => ({ ...b, position, id: `b${position}` }));
    const data = errorCatalogData(nodes.reverse(), bodies.reverse());
    expect(data).toEqual({ errors: validCatalog().errors, bodies: validCatalog().bodies });
  });
});

describe('errorCatalogMarkdown', () => {
  it('writes the body shapes and one table per scheme', () => {
    const md = errorCatalogMarkdown(validCatalog()) as string;
    expect(md).toContain('| openai | /v1/… | `{"error": {"code": "x"}}` | error.code | same body |');
    expect(md).toContain('| 401 | `missing_api_key` | all | No key. | Send one. | no |');
    expect(md).toContain('| 404 | `dify_app_not_found` | dify |');
    expect(md).toMatch(/Dify's codes[^\n]*:\n\n\| Status \| Code[^\n]*\n\| - [^\n]*\n\| 400 \| `invalid_param` \| dify \|/);
  });

  it('with a codes attribute, writes only those gateway errors', () => {
    expect(errorCatalogMarkdown(validCatalog(), { codes: 'dify_app_not_found missing_api_key invalid_param' })).toBe(
      '| Status | Code | Cause | Fix |\n| - | - | - | - |\n| 404 | `dify_app_not_found` | Unknown app. | Check it. |\n| 401 | `missing_api_key` | No key. | Send one. |\n',
    );
  });

  it('gives null for data that is not a valid catalogue', () => {
    expect(errorCatalogMarkdown({ errors: [] })).toBeNull();
    expect(errorCatalogMarkdown(null)).toBeNull();
  });
});
