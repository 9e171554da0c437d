/**
 * Everything the build makes of content/openapi, in one step, cached in Gatsby's .cache by a
 * digest of what it reads (a warm build with no change to the YAML, errors.json or the pages'
 * `<Operation>` elements skips it):
 * - the linted, bundled document (./load.ts) with its problems and where each operation is;
 * - the published document as JSON and YAML text (./publish.ts);
 * - the compiled content of every `<Operation>` block the pages show (found in their MDX), so the
 *   `content` resolver only splices trees in: compiling there loaded the compile toolchain in
 *   every query worker (run queries took more than twice as long).
 *
 * On a cold build, linting takes most of this step and compiling the blocks much of the rest.
 */
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { compileMdx, CompileError, type CompiledPage, type CompileInput, type CompileSite } from '../compile';
import { walkFiles } from '../walk';
import { SAMPLE_API_BASE_URL } from '../ai-docs/markdown';
import { loadOpenApi, openApiYaml, OPENAPI_DIR } from './load';
import { operationsOf, type ApiOperation } from './operations';
import { publishDocument, type ErrorCatalogForPublish } from './publish';
import { isOperationPart, OperationPartError, operationPartMarkdown, type OperationPart } from './render';
import { errorCodeIndex, type OperationSource } from './rules';

export interface PrepareInput {
  readonly projectDir: string;
  /** Site config values the published document and the compiled blocks depend on. */
  readonly site: CompileSite & { readonly docsUrl: string };
  /** Where to keep results between builds (Gatsby's .cache); null: no cache. */
  readonly cacheDir: string | null;
  /** The text of content/errors.json, as the build read it (part of the cache key). */
  readonly errorsText: string;
}

export interface PreparedOpenApi extends PreparedDocument {
  /** Compiled blocks: the key of their Markdown (blockKey) and the content tree as JSON text. */
  readonly blocks: Array<{ key: string; treeJson: string }>;
}

/** The key a block is stored under: a digest of its Markdown. */
export const blockKey = (markdown: string) => createHash('sha256').update(markdown).digest('base64url').slice(0, 22);

/** `<Operation id="…" part="…" schema="…" />` as pages write it (the compile step checks the exact form). */
const ELEMENT = /<Operation\s+id="([^"]+)"\s+part="([a-z]+)"(?:\s+schema="([^"]+)")?\s*\/>/g;

/** The blocks pages ask for, as (operations, part, schema), read from their MDX sources. */
function requestedBlocks(projectDir: string): Array<{ ids: string[]; part: OperationPart; schema: string | null }> {
  const seen = new Set<string>();
  const out: Array<{ ids: string[]; part: OperationPart; schema: string | null }> = [];
  for (const dir of ['content/docs', 'content/shared', 'content/pages']) {
    const root = path.join(projectDir, dir);
    if (!fs.existsSync(root)) continue;
    for (const file of walkFiles(root, { match: /\.mdx?$/ })) {
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes('<Operation')) continue;
      for (const match of text.matchAll(ELEMENT)) {
        const key = `${match[1]}|${match[2]}|${match[3] ?? ''}`;
        if (seen.has(key) || !isOperationPart(match[2])) continue;
        seen.add(key);
        out.push({ ids: match[1].split(/\s+/).filter(Boolean), part: match[2], schema: match[3] ?? null });
      }
    }
  }
  return out;
}

/** What a prepared result depends on: the YAML, errors.json, the pages' elements, the site values and this code. */
function inputsDigest(input: PrepareInput): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(input.site));
  const errorsFile = path.join(input.projectDir, 'content/errors.json');
  const files = [
    ...walkFiles(path.join(input.projectDir, OPENAPI_DIR), { match: /\.(ya?ml|json)$/ }),
    errorsFile,
    ...walkFiles(path.join(input.projectDir, 'src/node'), { match: /\.ts$/ }),
  ].sort();
  for (const file of files) hash.update(file).update(file === errorsFile ? input.errorsText : fs.readFileSync(file));
  hash.update(JSON.stringify(requestedBlocks(input.projectDir)));
  return hash.digest('hex').slice(0, 16);
}

/** Compiles a block: compileMdx here, the compile pool in gatsby-node. */
export type CompileBlock = (input: CompileInput, site: CompileSite) => CompiledPage | Promise<CompiledPage>;

/** The document part of the preparation: linted, bundled and published (no compiling). */
export interface PreparedDocument {
  readonly document: Record<string, unknown> | null;
  readonly problems: string[];
  readonly sources: OperationSource[];
  readonly files: string[];
  readonly publishedJson: string | null;
  readonly publishedYaml: string | null;
}

/**
 * Lints, bundles and publishes the document. Given `examples`, the problems of the example rules
 * found apart (./example-lint.ts), the lint here leaves those rules out and adds their problems.
 */
export async function prepareDocument(
  input: Pick<PrepareInput, 'projectDir' | 'site' | 'errorsText'>,
  examples?: Promise<string[]>,
): Promise<PreparedDocument> {
  const catalog = JSON.parse(input.errorsText) as ErrorCatalogForPublish & {
    errors: Array<{ code: string; status: number | null; formats?: string[] }>;
  };
  const loaded = await loadOpenApi(input.projectDir, errorCodeIndex(catalog), undefined, { examples: !examples });
  if (!loaded.document)
    return { document: null, problems: loaded.problems, sources: [...loaded.sources.values()], files: loaded.files, publishedJson: null, publishedYaml: null };
  const problems = examples ? [...loaded.problems, ...(await examples)] : loaded.problems;
  const published = publishDocument(loaded.document, catalog, { docsUrl: input.site.docsUrl, apiBaseUrl: input.site.apiBaseUrl });
  return {
    document: loaded.document,
    problems,
    sources: [...loaded.sources.values()],
    files: loaded.files,
    publishedJson: `${JSON.stringify(published, null, 2)}\n`,
    publishedYaml: openApiYaml(published),
  };
}

/** The cached preparation for these inputs, or null (and where to write it). */
export function cachedPreparation(input: PrepareInput): { prepared: PreparedOpenApi | null; cacheFile: string | null } {
  const cacheFile = input.cacheDir ? path.join(input.cacheDir, `openapi-${inputsDigest(input)}.json`) : null;
  if (cacheFile && fs.existsSync(cacheFile)) {
    try {
      return { prepared: JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as PreparedOpenApi, cacheFile };
    } catch {
      // A cache file cut short (an interrupted build): prepare again.
    }
  }
  return { prepared: null, cacheFile };
}

/**
 * Lints, bundles, publishes and compiles the blocks (see the module comment), from the cache when
 * nothing changed. `examples`: the example rules' problems found apart (see prepareDocument).
 */
export async function prepareOpenApi(input: PrepareInput, compile: CompileBlock = compileMdx, examples?: Promise<string[]>): Promise<PreparedOpenApi> {
  const { prepared: cached, cacheFile } = cachedPreparation(input);
  if (cached) return cached;
  const loaded = await prepareDocument(input, examples);
  const problems = [...loaded.problems];
  const blocks: Array<{ key: string; treeJson: string }> = [];
  if (loaded.document) {
    const operations = new Map<string, ApiOperation>(operationsOf(loaded.document).map((operation) => [operation.id, operation]));
    for (const request of requestedBlocks(input.projectDir)) {
      const chosen = request.ids.map((id) => operations.get(id));
      // Unknown operations and parts are the pages' problems, reported by createPages with file and line.
      if (chosen.some((operation) => !operation)) continue;
      let markdown: string;
      try {
        markdown = operationPartMarkdown(chosen as ApiOperation[], request.part, { schema: request.schema, apiBaseUrl: SAMPLE_API_BASE_URL });
      } catch (error) {
        if (error instanceof OperationPartError) continue;
        throw error;
      }
      try {
        const compiled = await compile(
          {
            body: markdown,
            file: `${OPENAPI_DIR} (${request.ids.join(' ')} ${request.part})`,
            bodyStartLine: 1,
            title: '',
            path: '/',
            markdown: false,
            fragment: true,
          },
          { url: input.site.url, baseUrl: input.site.baseUrl, apiBaseUrl: input.site.apiBaseUrl },
        );
        blocks.push({ key: blockKey(markdown), treeJson: JSON.stringify(compiled.tree) });
      } catch (error) {
        if (!(error instanceof CompileError)) throw error;
        problems.push(...error.problems);
      }
    }
  }
  const prepared: PreparedOpenApi = { ...loaded, problems, blocks };
  if (cacheFile) {
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    // One result kept: the previous ones describe content that has changed.
    for (const old of fs.readdirSync(path.dirname(cacheFile)).filter((name) => /^openapi-[0-9a-f]{16}\.json$/.test(name)))
      fs.rmSync(path.join(path.dirname(cacheFile), old), { force: true });
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(prepared));
    fs.renameSync(temporary, cacheFile);
  }
  return prepared;
}
