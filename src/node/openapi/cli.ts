/**
 * `npm run check:openapi`: lints and bundles content/openapi, then checks every docs page against
 * it (its `<Operation>` elements, the requests its samples make) and the document against the
 * pages (each operation's page exists and shows it). Prints `file:line: message` lines and exits
 * 1 on any; `gatsby build` runs the same checks. `--json` prints the bundled document instead.
 */
import fs from 'fs';
import path from 'path';
import { compileMdx, CompileError, type CompiledPage } from '../compile';
import { SAMPLE_API_BASE_URL } from '../ai-docs/markdown';
import { walkFiles } from '../walk';
import { readFrontmatter } from '../frontmatter';
import { lintPublished, loadOpenApi } from './load';
import { operationsOf } from './operations';
import { errorCodeIndex } from './rules';
import { documentPageProblems, pageApiProblems } from './samples';
import { MODELS_FILE, parseModelCatalog } from '../models';
import { requestRuleProblems, ruleCatalogProblems, timeoutProblems } from '../model-rules';
import { parseErrorCatalog } from '../errors';

async function main() {
  const root = process.cwd();
  const started = Date.now();
  const errors = errorCodeIndex(JSON.parse(fs.readFileSync(path.join(root, 'content/errors.json'), 'utf8')));
  const loaded = await loadOpenApi(root, errors);
  const publishedFile = process.argv.find((arg) => arg.startsWith('--lint-published='))?.slice('--lint-published='.length);
  if (publishedFile) {
    // Lints a published document (public/openapi.json) as an outside reader's tools would.
    const problems = await lintPublished(path.resolve(publishedFile));
    for (const problem of problems) console.log(problem);
    console.error(problems.length > 0 ? `${problems.length} problem(s) in ${publishedFile}` : `${publishedFile}: valid OpenAPI 3.1, no lint problems`);
    process.exitCode = problems.length > 0 ? 1 : 0;
    return;
  }
  if (process.argv.includes('--json')) {
    process.stdout.write(JSON.stringify(loaded.document, null, 2));
    return;
  }
  const problems = [...loaded.problems];
  let catalog: ReturnType<typeof parseModelCatalog> | null = null;
  try {
    catalog = parseModelCatalog(fs.readFileSync(path.join(root, MODELS_FILE), 'utf8'));
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (loaded.document) {
    const operations = operationsOf(loaded.document);
    if (catalog)
      problems.push(...ruleCatalogProblems(catalog, parseErrorCatalog(fs.readFileSync(path.join(root, 'content/errors.json'), 'utf8')).errors, operations));
    const pages = new Map<string, { file: string; operationRefs: CompiledPage['operationRefs'] }>();
    const site = { url: 'https://docs.llmprovider.example', baseUrl: '/', apiBaseUrl: SAMPLE_API_BASE_URL };
    for (const absolute of walkFiles(path.join(root, 'content/docs'), { match: /\.mdx$/ })) {
      const file = path.relative(root, absolute);
      const text = fs.readFileSync(absolute, 'utf8');
      const frontmatter = readFrontmatter(text, file);
      problems.push(...frontmatter.problems);
      const { data, content, bodyStartLine } = frontmatter;
      const slug = `/docs/${path
        .relative(path.join(root, 'content/docs'), absolute)
        .replace(/\.mdx$/, '')
        .replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
      try {
        const page = compileMdx(
          {
            body: content,
            file,
            bodyStartLine,
            title: String(data.title ?? ''),
            path: slug,
            markdown: false,
          },
          site,
        );
        pages.set(slug, { file, operationRefs: page.operationRefs });
        problems.push(...pageApiProblems(file, page.operationRefs, page.apiRequests, operations, SAMPLE_API_BASE_URL));
        if (catalog) problems.push(...requestRuleProblems(file, page.apiRequests, catalog, operations));
        problems.push(...timeoutProblems(file, page.apiRequests, operations));
      } catch (error) {
        if (!(error instanceof CompileError)) throw error;
        problems.push(...error.problems);
      }
    }
    problems.push(...documentPageProblems(operations, pages, (id) => loaded.sources.get(id)));
    console.error(`${operations.length} operations in ${loaded.files.length} files, ${pages.size} pages checked in ${Date.now() - started} ms`);
  }
  for (const problem of problems) console.log(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} problem(s)`);
    process.exitCode = 1;
  } else {
    console.error('content/openapi: no problems');
  }
}

void main();
