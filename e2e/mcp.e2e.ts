/**
 * The docs' MCP server as agents meet it (#47): the built public/mcp/server.mjs driven by the
 * official clients (the 2026-07-28 client, @modelcontextprotocol/client 2.x, and the 2025-era
 * @modelcontextprotocol/sdk 1.x) over stdio, over HTTP (its own --http mode, `npm run serve` and
 * deploy/nginx.conf in front of it) and installed from its tarball with npx. Its answers are
 * compared with the files the site publishes: /models.json, /errors.json and /openapi.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { builtinModules } from 'module';
import http from 'http';
import { baseUrl } from './browser';
import { startNginx, type NginxServer } from './nginx';

const ROOT = path.resolve(__dirname, '..');
const PUBLIC = path.join(ROOT, 'public');
const SERVER = path.join(PUBLIC, 'mcp', 'server.mjs');
const CLIENT = path.join(__dirname, 'mcp', 'client.mjs');
const BUILTINS = new Set(builtinModules);
const TOOL_NAMES = ['search_docs', 'get_page', 'list_models', 'get_model', 'explain_error', 'list_endpoints', 'get_endpoint', 'sample_request'];

const published = (file: string) => JSON.parse(fs.readFileSync(path.join(PUBLIC, file), 'utf8'));
const modelsJson = published('models.json') as { builtOn: string; models: Array<Record<string, unknown> & { id: string; status: string }> };
const errorsJson = published('errors.json') as { errors: Array<{ code: string; status: number | null }> };
const openapi = published('openapi.json') as { paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>> };
const operationIds = Object.values(openapi.paths).flatMap((item) =>
  Object.values(item).flatMap((op) => (typeof op?.operationId === 'string' ? [op.operationId] : [])),
);

interface Tool {
  name: string;
  description: string;
  inputSchema: { type: string; properties?: Record<string, unknown> };
  outputSchema?: { type: string };
  annotations?: { readOnlyHint?: boolean };
}
interface CallResult {
  isError?: boolean;
  content?: Array<{ type: string; text: string }>;
  structuredContent?: Record<string, unknown>;
  thrown?: { message: string; code: number | string | null };
}
interface Session {
  protocolVersion: string | null;
  server: { name: string; version: string };
  tools: Tool[];
  results: CallResult[];
}
interface Call {
  name: string;
  arguments?: Record<string, unknown>;
}

/** Runs e2e/mcp/client.mjs: connects, lists the tools, makes the calls, closes. */
function session(era: 'modern' | '2025', transport: 'stdio' | 'http' | 'npx', target: string, calls: Call[], env: NodeJS.ProcessEnv = {}): Promise<Session> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLIENT, era, transport, target], { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`client.mjs ${era} ${transport} exited with ${code}:\n${stderr}`));
      resolve(JSON.parse(stdout) as Session);
    });
    child.stdin.end(JSON.stringify(calls));
  });
}

/** The calls every transport makes, and what their answers must be. */
const CALLS: Call[] = [
  { name: 'list_models', arguments: { status: 'any', limit: 100 } },
  { name: 'get_model', arguments: { id: 'gpt-6-luna' } },
  { name: 'explain_error', arguments: { code: 'rate_limit_exceeded', format: 'anthropic' } },
  { name: 'list_endpoints' },
  { name: 'get_endpoint', arguments: { operationId: 'createChatCompletion' } },
  { name: 'get_page', arguments: { path: '/docs/get-started/error-codes', maxChars: 5000 } },
  { name: 'sample_request', arguments: { operationId: 'createChatCompletion', model: 'gpt-4o', language: 'python' } },
  // Bad input, each answered with an error; the server keeps serving.
  { name: 'no_such_tool' },
  { name: 'list_models', arguments: { limit: 'ten' } },
  { name: 'get_page', arguments: { path: '/etc/passwd' } },
  { name: 'search_docs', arguments: { query: 'x'.repeat(5000) } },
  { name: 'get_model', arguments: { id: 'gpt-6-lun' } },
  { name: 'search_docs', arguments: { query: 'rate limit headers', limit: 3 } },
];

const isError = (result: CallResult) => result.isError === true || result.thrown !== undefined;
const errorText = (result: CallResult) => result.thrown?.message ?? result.content?.map((c) => c.text).join('\n') ?? '';

function checkSession(answer: Session): void {
  expect(answer.server.name).toBe('llm-provider-docs');
  // The version carries the docs build (day and commit) it answers from.
  expect(answer.server.version).toMatch(/^1\.0\.0\+\d{8}\.[0-9a-f]{7}$/);
  expect(answer.tools.map((tool) => tool.name)).toEqual(TOOL_NAMES);
  for (const tool of answer.tools) {
    expect(tool.inputSchema.type).toBe('object');
    expect(tool.outputSchema?.type).toBe('object');
    expect(tool.annotations?.readOnlyHint).toBe(true);
    expect(tool.description.length).toBeGreaterThan(40);
  }
  const [models, model, error, endpoints, endpoint, page, sample, unknownTool, wrongType, outside, oversized, unknownModel, afterErrors] = answer.results;
  for (const result of [models, model, error, endpoints, endpoint, page, sample, afterErrors]) {
    expect(isError(result)).toBe(false);
    // The same answer as structured content and as text.
    expect(JSON.parse(result.content![0].text)).toEqual(result.structuredContent);
  }
  // The catalogues' own answers.
  const listed = models.structuredContent as { count: number; models: Array<{ id: string; status: string }> };
  expect(listed.count).toBe(modelsJson.models.length);
  expect(new Set(listed.models.map((m) => `${m.id}|${m.status}`))).toEqual(new Set(modelsJson.models.map((m) => `${m.id}|${m.status}`)));
  expect((model.structuredContent as { model: unknown }).model).toEqual(modelsJson.models.find((m) => m.id === 'gpt-6-luna'));
  const explained = error.structuredContent as { matches: Array<{ code: string; status: number }> };
  expect(explained.matches.map((m) => m.code)).toEqual(errorsJson.errors.filter((e) => e.code === 'rate_limit_exceeded').map((e) => e.code));
  expect((endpoints.structuredContent as { endpoints: Array<{ operationId: string }> }).endpoints.map((e) => e.operationId)).toEqual(operationIds);
  const chat = endpoint.structuredContent as { responses: Record<string, unknown>; unresolvedRefs: string[] };
  expect(Object.keys(chat.responses).sort()).toEqual(Object.keys(openapi.paths['/v1/chat/completions'].post.responses ?? {}).sort());
  // Bounded: about 20,000 characters by default.
  expect(endpoint.content![0].text.length).toBeLessThan(40_000);
  const part = page.structuredContent as { markdown: string; truncated: boolean; nextOffset: number };
  expect(part.truncated).toBe(true);
  expect(fs.readFileSync(path.join(PUBLIC, 'docs/get-started/error-codes.md'), 'utf8').startsWith(part.markdown)).toBe(true);
  const request = sample.structuredContent as { code: string; warnings: string[]; url: string };
  expect(request.url).toBe('https://api.llmprovider.example/v1/chat/completions');
  expect(request.code).toContain('YOUR_API_KEY');
  const gpt4o = modelsJson.models.find((m) => m.id === 'gpt-4o') as { status: string; replacement?: string };
  if (gpt4o.status !== 'active') expect(request.warnings.join(' ')).toContain(gpt4o.replacement);
  // Errors.
  expect(isError(unknownTool)).toBe(true);
  expect(errorText(unknownTool)).toMatch(/no_such_tool/);
  expect(isError(wrongType)).toBe(true);
  expect(isError(outside)).toBe(true);
  expect(errorText(outside)).toMatch(/outside the docs/);
  expect(isError(oversized)).toBe(true);
  expect(isError(unknownModel)).toBe(true);
  expect(errorText(unknownModel)).toContain('gpt-6-luna');
  expect((afterErrors.structuredContent as { results: Array<{ title: string }> }).results[0].title).toMatch(/Rate limit headers/);
}

describe('the build', () => {
  it('writes one self-contained server file with its data, reporting the docs build it came from', () => {
    const text = fs.readFileSync(SERVER, 'utf8');
    expect(text.startsWith('#!/usr/bin/env node')).toBe(true);
    // Bundled: it imports nothing but Node's own modules.
    const imports = [...text.matchAll(/(?:^|;)\s*import\s*[^;'"`]*?from\s*["']([^"']+)["']/gm)].map(([, name]) => name);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((name) => !name.startsWith('node:') && !BUILTINS.has(name))).toEqual([]);
    const data = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'mcp', 'data.json'), 'utf8')) as {
      build: { builtAt: string; commit: string | null; day: string; url: string };
    };
    // The commit the build ran on (this checkout's history has it).
    expect(data.build.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(spawnSync('git', ['cat-file', '-t', data.build.commit!], { cwd: ROOT, encoding: 'utf8' }).stdout.trim()).toBe('commit');
    expect(data.build.day).toBe(modelsJson.builtOn);
    expect(data.build.url).toBe('https://docs.llmprovider.example');
    // `--version` names the docs build, so a reader can tell how old a copy is.
    const version = spawnSync(process.execPath, [SERVER, '--version'], { encoding: 'utf8' });
    expect(version.status).toBe(0);
    const { builtAt, commit } = data.build;
    expect(version.stdout).toBe(`1.0.0+${builtAt.slice(0, 10).replace(/-/g, '')}.${commit!.slice(0, 7)} (LLM Provider docs built ${builtAt})\n`);
  });

  it('publishes the catalogues with their JSON Schemas', async () => {
    const Ajv2020 = (await import('@redocly/ajv/dist/2020')).default;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    for (const name of ['models', 'errors']) {
      const validate = ajv.compile(published(`${name}.schema.json`));
      expect(validate(published(`${name}.json`)) ? [] : validate.errors).toEqual([]);
      expect(published(`${name}.json`).$schema).toBe(`https://docs.llmprovider.example/${name}.schema.json`);
    }
  });

  it('writes /skill.md in the Agent Skills format', () => {
    const skill = fs.readFileSync(path.join(PUBLIC, 'skill.md'), 'utf8');
    const front = /^---\nname: ([^\n]+)\ndescription: ([^\n]+)\n---\n/.exec(skill);
    expect(front).not.toBeNull();
    expect(front![1]).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect((JSON.parse(front![2]) as string).length).toBeLessThanOrEqual(1024);
    for (const text of ['https://api.llmprovider.example', 'Authorization: Bearer', '/llms.txt', '/openapi.json', '/mcp', 'npx -y', 'rate_limit_exceeded'])
      expect(skill).toContain(text);
  });
});

describe.each([['modern' as const], ['2025' as const]])('over stdio with the %s client', (era) => {
  it('lists the typed tools and answers what the published files say; bad input gets errors', async () => {
    const answer = await session(era, 'stdio', SERVER, CALLS);
    if (era === 'modern') expect(answer.protocolVersion).toBe('2026-07-28');
    checkSession(answer);
  });
});

/** Starts `server.mjs --http --port 0` and waits for the address it prints. */
function startHttp(args: string[] = []): Promise<{ url: string; port: number; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER, '--http', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    child.stderr!.on('data', (chunk) => {
      stderr += chunk;
      const match = /on (http:\/\/127\.0\.0\.1:(\d+)\/mcp)/.exec(stderr);
      if (match) resolve({ url: match[1], port: Number(match[2]), child });
    });
    child.on('exit', (code) => reject(new Error(`server.mjs --http exited with ${code}: ${stderr}`)));
    child.on('error', reject);
    // stdio is for the protocol only: the HTTP mode writes nothing there either.
    child.on('close', () => expect(stdout).toBe(''));
  });
}

describe('over Streamable HTTP', () => {
  let server: { url: string; port: number; child: ChildProcess };
  let nginx: NginxServer;
  beforeAll(async () => {
    server = await startHttp();
    nginx = await startNginx({ mcpPort: server.port });
  });
  afterAll(async () => {
    await nginx?.stop();
    server?.child.kill('SIGTERM');
  });

  it.each([['modern' as const], ['2025' as const]])('serves the %s client on its own port', async (era) => {
    const answer = await session(era, 'http', server.url, CALLS);
    if (era === 'modern') expect(answer.protocolVersion).toBe('2026-07-28');
    checkSession(answer);
  });

  it('is served by npm run serve at /mcp', async () => {
    checkSession(await session('modern', 'http', `${baseUrl()}/mcp`, CALLS));
  });

  it('is served under deploy/nginx.conf at /mcp', async () => {
    checkSession(await session('modern', 'http', `${nginx.url}/mcp`, CALLS));
    checkSession(await session('2025', 'http', `${nginx.url}/mcp`, CALLS));
  });

  const post = (url: string, headers: Record<string, string>, body: string) =>
    fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers }, body });
  /** fetch cannot set Host: a raw request that does. Resolves to the status. */
  const postWithHost = (url: string, host: string, body: string) =>
    new Promise<number>((resolve, reject) => {
      const target = new URL(url);
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: { Host: host, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  const ping = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });

  it.each([
    ['its own port', () => server.url],
    ['npm run serve', () => `${baseUrl()}/mcp`],
  ])('refuses other hosts and origins (DNS rebinding) and oversized bodies on %s', async (_name, url) => {
    expect(await postWithHost(url(), 'attacker.example', ping)).toBe(403);
    expect(await postWithHost(url(), new URL(url()).host, ping)).toBe(200);
    expect((await post(url(), { Origin: 'https://attacker.example' }, ping)).status).toBe(403);
    expect((await post(url(), { Origin: 'https://docs.llmprovider.example' }, ping)).status).not.toBe(403);
    expect((await post(url(), {}, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(2 * 1024 * 1024) } }))).status).toBe(
      413,
    );
    expect((await post(url(), {}, '{not json')).status).toBe(400);
  });

  it('answers only /mcp on its own port', async () => {
    expect((await fetch(server.url.replace(/\/mcp$/, '/other'))).status).toBe(404);
  });

  it('rate-limits /mcp under nginx', async () => {
    const statuses = await Promise.all(Array.from({ length: 100 }, () => post(`${nginx.url}/mcp`, {}, ping).then((r) => r.status)));
    expect(statuses).toContain(429);
    expect(statuses).toContain(200);
  });

  it.each([
    ['deploy/nginx.conf', () => nginx.url],
    ['npm run serve', () => baseUrl()],
  ])('serves the catalogues with CORS and /skill.md under %s', async (_name, origin) => {
    for (const file of ['/models.json', '/errors.json', '/models.schema.json', '/errors.schema.json']) {
      const response = await fetch(`${origin()}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual(published(file.slice(1)));
    }
    const skill = await fetch(`${origin()}/skill.md`);
    expect(skill.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await skill.text()).toBe(fs.readFileSync(path.join(PUBLIC, 'skill.md'), 'utf8'));
    expect((await fetch(`${origin()}/docs`)).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('installed from its tarball', () => {
  it('starts with npx -y <url of the .tgz> and serves the tools over stdio', async () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'npx-mcp-'));
    try {
      const url = `${baseUrl()}/mcp/llm-provider-docs-mcp.tgz`;
      const answer = await session('modern', 'npx', url, [{ name: 'get_model', arguments: { id: 'gpt-6-luna' } }], {
        npm_config_cache: cache,
        npm_config_update_notifier: 'false',
      });
      expect(answer.tools.map((tool) => tool.name)).toEqual(TOOL_NAMES);
      expect((answer.results[0].structuredContent as { model: unknown }).model).toEqual(modelsJson.models.find((m) => m.id === 'gpt-6-luna'));
    } finally {
      fs.rmSync(cache, { recursive: true, force: true });
    }
  }, 120_000);
});
