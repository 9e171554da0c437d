/**
 * The contract per model, enforced on every sample: each request a page's samples make (curl, Python,
 * Node, and the generated model pages' ready requests; src/node/compile/api-requests.ts) is checked
 * against the request rules of the model it sends (content/models.json `rules`), and, when its
 * operation waits for generation (`x-waits-for-generation` in content/openapi), against the docs'
 * client timeout rule. Every problem is a `file:line: message` line naming the model, the rule and
 * its source; createPages and `npm run check:openapi` fail on any.
 *
 * Pure: works on the catalogue, the operations and the requests it is given.
 */
import type { ApiRequest } from './compile/api-requests';
import { isUnread, valueAt, type SampleValue } from './compile/sample-values';
import { matchOperation, type ApiOperation } from './openapi/operations';
import { MODELS_FILE, isCatalogued, type CatalogModel, type ModelCatalog, type RequestRule } from './models';

/** The client timeout the docs prescribe for a request that waits for generation (Error codes › Client timeouts). */
export const CLIENT_TIMEOUT_SECONDS = 620;
export const CLIENT_TIMEOUTS_PAGE = '/docs/get-started/error-codes#client-timeouts';

/** The operations that stream by their path, whatever the body says. */
const STREAMING_OPERATIONS = new Set(['streamGenerateContent', 'invokeBedrockModelWithResponseStream']);

const json = (value: unknown) => JSON.stringify(value);

function parsedValues(request: ApiRequest): SampleValue | undefined {
  if (request.values === null) return undefined;
  try {
    return JSON.parse(request.values) as SampleValue;
  } catch {
    return undefined;
  }
}

/**
 * The values a rule's path reaches in the request body: one at most for a dotted path; with `[]`,
 * one per element of the array; with `[-1]`, the last element's. Undefined when a value on the way
 * cannot be read off the sample (a variable).
 */
export function valuesAt(values: SampleValue, path: string): SampleValue[] | undefined {
  let current: SampleValue[] = [values];
  for (const segment of path.split('.')) {
    const match = /^([^[]+)(\[(?:-1)?\])?$/.exec(segment);
    const name = match?.[1] ?? segment;
    const index = match?.[2];
    const next: SampleValue[] = [];
    for (const value of current) {
      if (isUnread(value)) return undefined;
      if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
      const child = (value as Record<string, SampleValue>)[name];
      if (child === undefined) continue;
      if (index === undefined) next.push(child);
      else if (isUnread(child)) return undefined;
      else if (Array.isArray(child)) {
        if (index === '[]') next.push(...child);
        else if (child.length > 0) next.push(child[child.length - 1]);
      }
    }
    current = next;
  }
  return current;
}

/** Whether the request sends `path` (true/false), or null when that cannot be read off the sample. */
function sends(request: ApiRequest, values: SampleValue | undefined, path: string): boolean | null {
  if (values !== undefined) {
    const found = valuesAt(values, path);
    return found === undefined ? null : found.length > 0;
  }
  const top = path.split(/[.[]/)[0];
  if (request.fields === null) return null;
  if (!request.fields.map((name) => name.replace(/\[\]$/, '')).includes(top)) return false;
  return /[.[]/.test(path) ? null : true;
}

const sameValue = (a: unknown, b: unknown) => json(a) === json(b);

/** Whether a rule's condition (`when`, `apiVersion`) holds for the request: true, false, or null when unread. */
function conditionHolds(rule: RequestRule, request: ApiRequest, values: SampleValue | undefined): boolean | null {
  if (rule.apiVersion) {
    const sent = (request.headers ?? [])
      .filter((header) => header.toLowerCase().startsWith(`${rule.apiVersion!.header}:`))
      .map((header) => header.slice(header.indexOf(':') + 1).trim());
    const versions = sent.flatMap((value) => value.split(',').map((part) => part.trim()));
    if (!versions.some((version) => rule.apiVersion!.values.includes(version))) return false;
  }
  if (!rule.when) return true;
  const { parameter, is, isNot, present } = rule.when;
  const sent = sends(request, values, parameter);
  if (sent === null) return null;
  if (present !== undefined) return sent === present;
  // A parameter left out has the model's default (`default`); without one, it is none of the values.
  const value = sent && values !== undefined ? valueAt(values, parameter) : rule.when.default;
  if (value !== undefined && isUnread(value)) return null;
  if (is) return value !== undefined && is.some((candidate) => sameValue(candidate, value));
  return value === undefined || !isNot!.some((candidate) => sameValue(candidate, value));
}

/** The message of a broken rule, or null when the request keeps it. */
function breach(rule: RequestRule, request: ApiRequest, values: SampleValue | undefined): string | null {
  const sent = sends(request, values, rule.parameter);
  if (sent === null) return null;
  const name = `"${rule.parameter}"`;
  if (rule.effect === 'ignored') return sent ? `sends ${name}, which the model ignores (accepted without effect): leave it out` : null;
  if (rule.effect === 'required') return sent ? null : `leaves out ${name}, which the model requires`;
  if (rule.effect === 'rejected' && !rule.values) return sent ? `sends ${name}, which the model rejects` : null;
  if (!sent || values === undefined) return null;
  const found = valuesAt(values, rule.parameter);
  if (found === undefined || found.some(isUnread)) return null;
  if (rule.effect === 'rejected') {
    const refused = found.find((value) => rule.values!.some((candidate) => sameValue(candidate, value)));
    return refused === undefined ? null : `sends ${name}: ${json(refused)}, which the model rejects`;
  }
  const other = found.find((value) => !(rule.allowed ?? []).some((allowed) => sameValue(allowed, value)));
  return other === undefined ? null : `sends ${name}: ${json(other)}, but the model takes only ${(rule.allowed ?? []).map(json).join(', ')}`;
}

/** The catalogue entry a sent id names (an entry ending in `*` stands for a family). */
export function modelFor(id: string, catalog: ModelCatalog): { model: CatalogModel; index: number } | null {
  const exact = catalog.models.findIndex((entry) => entry.id === id);
  const index = exact >= 0 ? exact : catalog.models.findIndex((entry) => entry.id.endsWith('*') && isCatalogued(id, [entry.id]));
  return index >= 0 ? { model: catalog.models[index], index } : null;
}

/** Problems of a page's requests against the per-model rules of the catalogue, as `file:line: …` lines. */
export function requestRuleProblems(file: string, requests: readonly ApiRequest[], catalog: ModelCatalog, operations: readonly ApiOperation[]): string[] {
  const problems: string[] = [];
  for (const request of requests) {
    // Requests stored before these fields existed (a test's fixture, an old cache) carry no model.
    if (!request.model) continue;
    const found = modelFor(request.model, catalog);
    if (!found || !found.model.rules) continue;
    const operation = matchOperation(operations, request.method, request.path);
    if (!operation) continue;
    const values = parsedValues(request);
    found.model.rules.forEach((rule, ruleIndex) => {
      if (rule.operations && !rule.operations.includes(operation.id)) return;
      if (conditionHolds(rule, request, values) !== true) return;
      const message = breach(rule, request, values);
      if (!message) return;
      const conditions = [
        rule.operations ? `on ${rule.operations.join(', ')}` : null,
        rule.when
          ? `while "${rule.when.parameter}" ${rule.when.present !== undefined ? (rule.when.present ? 'is sent' : 'is left out') : rule.when.is ? `is ${rule.when.is.map(json).join(' or ')}` : `is not ${rule.when.isNot!.map(json).join(' or ')}`}`
          : null,
        rule.apiVersion ? `with ${rule.apiVersion.header} ${rule.apiVersion.values.join(' or ')}` : null,
      ].filter(Boolean);
      const answer = rule.gateway ? ` The gateway answers ${rule.gateway.status} ${rule.gateway.code}.` : '';
      problems.push(
        `${file}:${request.line}: ${request.lang} sample: ${message} ${operation.id === 'createChatCompletion' ? 'on Chat Completions' : `on ${operation.id}`} for "${request.model}"${conditions.length > 0 ? ` (rule: ${conditions.join(', ')})` : ''}: ${rule.detail}${answer} Rule ${MODELS_FILE} models[${found.index}] (${found.model.id}).rules[${ruleIndex}], source: ${rule.source}`,
      );
    });
  }
  return problems;
}

/**
 * Problems of a page's requests against the docs' client timeout rule: a request whose operation
 * waits for generation comes from a sample that sets a 620 second timeout, the way its client takes
 * it (SDK `timeout`, requests' `timeout`, curl `--max-time`, or for a curl stream the wait for data,
 * `--speed-limit 1 --speed-time 620`; Node's fetch: a dispatcher's `headersTimeout`, or a stream).
 */
export function timeoutProblems(file: string, requests: readonly ApiRequest[], operations: readonly ApiOperation[]): string[] {
  const problems: string[] = [];
  for (const request of requests) {
    if (request.lang === 'http') continue;
    const operation = matchOperation(operations, request.method, request.path);
    if (!operation?.waitsForGeneration) continue;
    const values = parsedValues(request);
    const streamValue = values !== undefined ? valueAt(values, 'stream') : undefined;
    // Dify streams with "response_mode": "streaming".
    const stream = STREAMING_OPERATIONS.has(operation.id) || streamValue === true || (values !== undefined && valueAt(values, 'response_mode') === 'streaming');
    const where = `${file}:${request.line}: ${request.lang} sample: ${operation.id} waits for the model to generate`;
    const total = request.totalTimeouts ?? [];
    const idle = request.idleTimeouts ?? [];
    const has = (list: readonly number[]) => list.includes(CLIENT_TIMEOUT_SECONDS);
    const set = [...total, ...idle];
    const what = set.length > 0 ? `the sample sets ${[...new Set(set)].map((s) => `${s} s`).join(', ')}` : 'the sample sets no client timeout';
    if (request.lang === 'curl') {
      if (stream) {
        if (has(idle)) continue;
        problems.push(
          `${where} and streams, but ${what}: bound the wait for data with \`--speed-limit 1 --speed-time ${CLIENT_TIMEOUT_SECONDS}\` (a stream may run longer than --max-time allows; ${CLIENT_TIMEOUTS_PAGE})`,
        );
      } else if (!has(total)) {
        problems.push(`${where}, but ${what}: add \`--max-time ${CLIENT_TIMEOUT_SECONDS}\` (${CLIENT_TIMEOUTS_PAGE})`);
      }
    } else if (request.lang === 'python') {
      if (!has(total))
        problems.push(
          `${where}, but ${what}: create the client with \`timeout=${CLIENT_TIMEOUT_SECONDS}\` (or pass it to requests/httpx; google-genai takes milliseconds: \`types.HttpOptions(..., timeout=${CLIENT_TIMEOUT_SECONDS}_000)\`) (${CLIENT_TIMEOUTS_PAGE})`,
        );
    } else if (!has(total) && !has(idle) && !stream) {
      problems.push(
        `${where}, but ${what}: create the SDK client with \`timeout: ${CLIENT_TIMEOUT_SECONDS}_000\`, or give fetch an undici dispatcher with \`headersTimeout: ${CLIENT_TIMEOUT_SECONDS}_000\` (${CLIENT_TIMEOUTS_PAGE})`,
      );
    }
  }
  return problems;
}

/**
 * Problems of the rules themselves against the other sources they name: each rule's operations are
 * operations of content/openapi, and its gateway answer is a code of content/errors.json with that
 * status (every rule but an "ignored" one has one).
 */
export function ruleCatalogProblems(
  catalog: ModelCatalog,
  errorCodes: ReadonlyArray<{ readonly status: number | null; readonly code: string }>,
  operations: readonly ApiOperation[] | null,
  file: string = MODELS_FILE,
): string[] {
  const problems: string[] = [];
  const operationIds = operations ? new Set(operations.map((operation) => operation.id)) : null;
  catalog.models.forEach((model, index) => {
    (model.rules ?? []).forEach((rule, ruleIndex) => {
      const at = `${file}: models[${index}] (${model.id}).rules[${ruleIndex}] (${rule.parameter})`;
      if (rule.effect === 'ignored' && rule.gateway)
        problems.push(`${at}.gateway: an ignored parameter is accepted (200): remove "gateway", or make the effect "rejected"`);
      if (rule.effect !== 'ignored' && !rule.gateway)
        problems.push(
          `${at}: add "gateway": the status and code the gateway answers a request that breaks the rule, e.g. {"status": 400, "code": "unsupported_parameter"}`,
        );
      if (rule.effect === 'restricted' && !rule.allowed) problems.push(`${at}: a "restricted" rule lists the values the model takes in "allowed"`);
      if (rule.effect !== 'restricted' && rule.allowed) problems.push(`${at}.allowed: only a "restricted" rule lists values`);
      if (rule.effect !== 'rejected' && rule.values) problems.push(`${at}.values: only a "rejected" rule lists the values that fail`);
      if (rule.gateway) {
        const entry =
          errorCodes.find((error) => error.code === rule.gateway!.code && error.status === rule.gateway!.status) ??
          errorCodes.find((error) => error.code === rule.gateway!.code);
        if (!entry)
          problems.push(`${at}.gateway.code: "${rule.gateway.code}" is not a code of content/errors.json: use one it lists, e.g. "unsupported_parameter"`);
        else if (entry.status !== rule.gateway.status)
          problems.push(`${at}.gateway.status: content/errors.json gives "${rule.gateway.code}" the status ${entry.status}, not ${rule.gateway.status}`);
      }
      for (const id of rule.operations ?? [])
        if (operationIds && !operationIds.has(id)) problems.push(`${at}.operations: "${id}" is not an operationId of content/openapi`);
    });
  });
  return problems;
}
