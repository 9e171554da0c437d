/**
 * The build step for agents (run by scripts/build-mcp.mjs after `gatsby build` and Pagefind):
 * - `/models.json` and `/errors.json`: the catalogues as the pages show them (the model catalogue as
 *   it holds on the build day), each with its JSON Schema (`/models.schema.json`, `/errors.schema.json`);
 * - `/mcp/data.json`: what the MCP server (`/mcp/server.mjs`, bundled beside it) answers from;
 * - `/mcp/llm-provider-docs-mcp.tgz`: the server as an npm package with a `bin`, for `npx -y <url>`;
 * - `/skill.md`: an Agent Skill for calling the gateway, written from the same data.
 * Reads only the project's own files; a problem throws naming the file.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import rawSiteConfig from '../../../src/config/site.config';
import { parseSiteConfig } from '../../../src/config/schema';
import { MODELS_FILE, catalogOnDay, parseModelCatalog } from '../../../src/node/models';
import { ERRORS_FILE, parseErrorCatalog } from '../../../src/node/errors';
import { buildNow, dayOf } from '../../../src/node/build-day';
import { errorExample } from '../../../src/node/openapi/publish';
import { modelPagePath } from '../../../src/utils/model-page';
import type { DocPage, McpData, PublishedError, PublishedModel } from './data';
import { jsonSchemaOf, publishedErrorsSchema, publishedModelsSchema } from './published';
import { versionOf } from './version';

export const TARBALL = 'llm-provider-docs-mcp.tgz';
export const PACKAGE_NAME = 'llm-provider-docs-mcp';
export const SKILL_NAME = 'llm-provider-api';

/** The docs' Markdown twins (`public/docs.md`, `public/docs/**\/*.md`) as pages. */
export function readPages(publicDir: string): DocPage[] {
  const pages: DocPage[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.isFile() && entry.name.endsWith('.md')) pages.push(pageOf(publicDir, file));
    }
  };
  const root = path.join(publicDir, 'docs.md');
  if (fs.existsSync(root)) pages.push(pageOf(publicDir, root));
  if (fs.existsSync(path.join(publicDir, 'docs'))) visit(path.join(publicDir, 'docs'));
  return pages;
}

function pageOf(publicDir: string, file: string): DocPage {
  const markdown = fs.readFileSync(file, 'utf8');
  const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim();
  const relative = path.relative(publicDir, file).split(path.sep).join('/');
  if (!title) throw new Error(`public/${relative}: a Markdown twin without a "# Title" line (src/node/ai-docs writes one for every page).`);
  return { path: `/${relative.replace(/\.md$/, '')}`, title, markdown };
}

/** A gzipped ustar archive of `files` (npm's package format: every path under `package/`). */
export function tarball(files: ReadonlyArray<{ name: string; content: Buffer | string; mode?: number }>, mtime: Date): Buffer {
  const blocks: Buffer[] = [];
  const seconds = Math.floor(mtime.getTime() / 1000);
  for (const file of files) {
    const content = Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content);
    const header = Buffer.alloc(512, 0);
    const write = (text: string, offset: number, length: number) => header.write(text.slice(0, length), offset, length, 'utf8');
    const octal = (value: number, length: number) => `${value.toString(8).padStart(length - 1, '0')}\0`;
    if (Buffer.byteLength(file.name) > 100) throw new Error(`${file.name}: a path longer than 100 bytes does not fit the archive header.`);
    write(file.name, 0, 100);
    write(octal(file.mode ?? 0o644, 8), 100, 8);
    write(octal(0, 8), 108, 8);
    write(octal(0, 8), 116, 8);
    write(octal(content.length, 12), 124, 12);
    write(octal(seconds, 12), 136, 12);
    write('        ', 148, 8);
    write('0', 156, 1);
    write('ustar\0', 257, 6);
    write('00', 263, 2);
    let sum = 0;
    for (const byte of header) sum += byte;
    write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
    blocks.push(header, content, Buffer.alloc((512 - (content.length % 512)) % 512, 0));
  }
  blocks.push(Buffer.alloc(1024, 0));
  return zlib.gzipSync(Buffer.concat(blocks), { level: 9 });
}

export interface SkillInput {
  readonly site: string;
  readonly docsUrl: string;
  readonly apiBaseUrl: string;
  readonly bodies: McpData['bodies'];
  readonly errors: readonly PublishedError[];
}

/** `/skill.md` in the Agent Skills format: front matter `name` and `description`, then instructions. */
export function skillMarkdown({ site, docsUrl, apiBaseUrl, bodies, errors }: SkillInput): string {
  const description = `Call the ${site} API gateway (one key, OpenAI-compatible, in front of OpenAI, Anthropic, Gemini, DeepSeek, Qwen, Grok, MiniMax, Kling, Dify and more): base URL, auth header, which API format each vendor's models use, how to pick a current model and which errors to retry. Use when writing or fixing code that sends requests to ${apiBaseUrl}.`;
  if (description.length > 1024) throw new Error(`skill.md: the description is ${description.length} characters; the Agent Skills format allows 1,024.`);
  const retryable = new Map<string, string[]>();
  for (const error of errors) {
    if (!error.retryable) continue;
    const key = error.status === null ? 'task errors' : String(error.status);
    retryable.set(key, [...(retryable.get(key) ?? []), error.code]);
  }
  const lines = [
    '---',
    `name: ${SKILL_NAME}`,
    `description: ${JSON.stringify(description)}`,
    '---',
    '',
    `# Calling the ${site} API`,
    '',
    '## Endpoint and key',
    '',
    `- Base URL: \`${apiBaseUrl}\` (OpenAI-compatible SDKs take \`${apiBaseUrl}/v1\` as their base URL).`,
    '- Send the key as `Authorization: Bearer $LLM_PROVIDER_API_KEY` (Anthropic SDKs: their usual `x-api-key` works too). Read it from the environment; never write a key into code.',
    "- Generation requests can take minutes: set a client timeout of 620 seconds (SDK `timeout`, curl `--max-time 620`), a little over the gateway's 600-second limit.",
    '',
    '## API formats',
    '',
    'Each model is reached in one API format; its error bodies follow that format.',
    '',
    ...bodies.map((body) => `- **${body.format}**: ${body.endpoints}.`),
    '',
    '## Picking a model',
    '',
    `- Ask the MCP server (\`list_models\`, \`get_model\`) or read ${docsUrl}/models.json: it lists every model with its lifecycle (active, legacy, deprecated, retired), replacement, context window, prices and capabilities, as of the day the docs were built.`,
    '- Use only `active` models in new code. A `legacy` or `deprecated` model names its `replacement`; a `retired` one answers 410.',
    '- Never hard-code prices or context windows: they change on announced days, and the catalogue applies them.',
    "- Some models reject or require parameters on some endpoints (`rules` in a model's entry, with the vendor page that says so): check them before sending `temperature`, `tools` and the like.",
    '',
    '## Errors',
    '',
    `Retry with exponential backoff (honour \`Retry-After\`) only these codes; fix the request for every other one. The whole catalogue: ${docsUrl}/errors.json.`,
    '',
    ...[...retryable.entries()].map(([status, codes]) => `- ${status}: ${codes.map((code) => `\`${code}\``).join(', ')}`),
    '',
    '## Where the docs are',
    '',
    `- Every page has a Markdown version: add \`.md\` to its URL, or ask for it with \`Accept: text/markdown\`. The index is ${docsUrl}/llms.txt; everything in one file: ${docsUrl}/llms-full.txt.`,
    `- The API as OpenAPI 3.1: ${docsUrl}/openapi.json.`,
    '',
    '## MCP server',
    '',
    'Typed, read-only tools over the same data: `search_docs`, `get_page`, `list_models`, `get_model`, `explain_error`, `list_endpoints`, `get_endpoint`, `sample_request`.',
    '',
    `- Over HTTP: \`${docsUrl}/mcp\` (Streamable HTTP).`,
    `- Locally over stdio: \`npx -y ${docsUrl}/mcp/${TARBALL}\` (Node.js 20 or later).`,
    '',
  ];
  return lines.join('\n');
}

function commitOf(projectDir: string): string | null {
  try {
    return (
      execFileSync('git', ['rev-parse', 'HEAD'], { cwd: projectDir, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || null
    );
  } catch {
    return null;
  }
}

export interface BuildResult {
  readonly files: string[];
  readonly pages: number;
  readonly models: number;
  readonly errors: number;
}

/** Writes every file above into `publicDir`; `serverFile` is the bundled server (public/mcp/server.mjs). */
export function buildAgentFiles(projectDir: string, publicDir: string, serverFile: string, now: Date = buildNow()): BuildResult {
  const site = parseSiteConfig(rawSiteConfig);
  const docsUrl = `${site.url.replace(/\/+$/, '')}${site.baseUrl.replace(/\/+$/, '')}`;
  const day = dayOf(now);
  const catalog = catalogOnDay(parseModelCatalog(fs.readFileSync(path.join(projectDir, MODELS_FILE), 'utf8'), MODELS_FILE, now), day);
  const errorCatalog = parseErrorCatalog(fs.readFileSync(path.join(projectDir, ERRORS_FILE), 'utf8'), ERRORS_FILE);
  const openapiFile = path.join(publicDir, 'openapi.json');
  if (!fs.existsSync(openapiFile)) throw new Error('public/openapi.json is missing: run gatsby build first (the MCP server answers get_endpoint from it).');
  const openapi = JSON.parse(fs.readFileSync(openapiFile, 'utf8')) as Record<string, unknown>;

  const modelsFile = {
    $schema: `${docsUrl}/models.schema.json`,
    builtOn: day,
    checkedOn: catalog.checkedOn,
    currency: catalog.currency,
    models: catalog.models.map((model) => ({ ...model, page: modelPagePath(model.id) })),
  };
  const errorsFile = { $schema: `${docsUrl}/errors.schema.json`, bodies: errorCatalog.bodies, errors: errorCatalog.errors };
  // What is published must be what the schemas say.
  for (const [name, schema, value] of [
    ['models.json', publishedModelsSchema, modelsFile],
    ['errors.json', publishedErrorsSchema, errorsFile],
  ] as const) {
    const result = schema.safeParse(value);
    if (!result.success)
      throw new Error(
        `public/${name} does not match its schema (packages/mcp-server/src/published.ts; keep it in step with the catalogue's): ${result.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; ')}`,
      );
  }

  const errorExamples: Record<string, Record<string, unknown>> = {};
  for (const entry of errorCatalog.errors) {
    for (const format of entry.formats) {
      const body = errorCatalog.bodies.find((b) => b.format === format);
      if (body) (errorExamples[entry.code] ??= {})[format] = errorExample(format, body.body, entry);
    }
  }
  const pages = readPages(publicDir);
  const data: McpData = {
    build: { site: site.title, url: docsUrl, builtAt: now.toISOString(), day, commit: commitOf(projectDir), apiBaseUrl: site.api.baseUrl.replace(/\/+$/, '') },
    pages,
    models: modelsFile.models as unknown as PublishedModel[],
    errors: errorsFile.errors as unknown as PublishedError[],
    bodies: errorsFile.bodies,
    errorExamples,
    openapi,
  };

  const written: string[] = [];
  const write = (relative: string, content: string | Buffer) => {
    const file = path.join(publicDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    written.push(relative);
  };
  write('models.json', `${JSON.stringify(modelsFile, null, 2)}\n`);
  write('errors.json', `${JSON.stringify(errorsFile, null, 2)}\n`);
  write(
    'models.schema.json',
    `${JSON.stringify(jsonSchemaOf(publishedModelsSchema, `${docsUrl}/models.schema.json`, `${site.title} model catalogue`), null, 2)}\n`,
  );
  write(
    'errors.schema.json',
    `${JSON.stringify(jsonSchemaOf(publishedErrorsSchema, `${docsUrl}/errors.schema.json`, `${site.title} error catalogue`), null, 2)}\n`,
  );
  const dataText = JSON.stringify(data);
  write('mcp/data.json', dataText);
  const manifest = {
    name: PACKAGE_NAME,
    version: versionOf(data.build),
    description: `MCP server for the ${site.title} docs (built ${data.build.builtAt}): typed, read-only tools over its models, errors, API and pages.`,
    type: 'module',
    bin: { [PACKAGE_NAME]: 'server.mjs' },
    engines: { node: '>=20' },
    license: 'UNLICENSED',
  };
  write(
    `mcp/${TARBALL}`,
    tarball(
      [
        { name: 'package/package.json', content: `${JSON.stringify(manifest, null, 2)}\n` },
        { name: 'package/server.mjs', content: fs.readFileSync(serverFile), mode: 0o755 },
        { name: 'package/data.json', content: dataText },
      ],
      now,
    ),
  );
  write('skill.md', skillMarkdown({ site: site.title, docsUrl, apiBaseUrl: data.build.apiBaseUrl, bodies: data.bodies, errors: data.errors }));
  return { files: written, pages: pages.length, models: data.models.length, errors: data.errors.length };
}
