/**
 * Content checks that need no Gatsby build, on the build's own compile step: every MDX file
 * compiles (the same errors a build would stop on), no placeholder prose is left, every code
 * sample, read from the page's syntax tree, is valid for its language (JSON parses, Python
 * compiles, JavaScript parses, shell passes `bash -n`), and every error code a page's error tables
 * and sample bodies use is in content/errors.json with the same status (as the build checks), and
 * samples run as pasted and fail loudly (./sample-rules.ts, which the compile step applies), and every `<Shared name="…" />` names a fragment of content/shared (whose own
 * rules, no headings and site-path links only, apply to the files there). Front matter that is not
 * valid YAML is reported with its line instead of stopping the check.
 *
 *   node -r ts-node/register/transpile-only src/node/compile/check-content.ts            # all of content/
 *   node -r ts-node/register/transpile-only src/node/compile/check-content.ts file.mdx   # some files
 *
 * Exits 1 and prints `file:line: problem` lines when something is wrong.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import * as acorn from 'acorn';
import { SAMPLE_API_BASE_URL } from '../ai-docs/markdown';
import { ERRORS_FILE, checkErrorRefs, parseErrorCatalog, type ErrorCatalog } from '../errors';
import { readFrontmatter } from '../frontmatter';
import { walkFiles } from '../walk';
import { compileMdx, CompileError, type CodeSample, type ErrorRef } from './index';
import { SHARED_DIR, unknownFragmentProblems, type SharedRef } from './shared';

const FORBIDDEN = [/\bTODO\b/, /\bTBD\b/, /lorem ipsum/i, /\bFIXME\b/];

function listFiles(targets: string[]): string[] {
  return targets.flatMap((p) => (fs.statSync(p).isDirectory() ? walkFiles(p, { match: /\.mdx$/ }) : p.endsWith('.mdx') ? [p] : [])).sort();
}

export function checkSample({ lang, code }: CodeSample): string | null {
  if (lang === 'json') {
    try {
      JSON.parse(code);
    } catch (error) {
      return `invalid JSON: ${(error as Error).message}`;
    }
  } else if (lang === 'python' || lang === 'py') {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'py-')), 'sample.py');
    fs.writeFileSync(file, code);
    const result = spawnSync('python3', ['-c', 'import ast,sys; ast.parse(open(sys.argv[1]).read())', file], { encoding: 'utf8' });
    if (result.status !== 0) return `invalid Python: ${result.stderr.trim().split('\n').pop()}`;
  } else if (['js', 'javascript', 'node', 'mjs'].includes(lang)) {
    try {
      acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowAwaitOutsideFunction: true });
    } catch (error) {
      return `invalid JavaScript: ${(error as Error).message}`;
    }
  } else if (['bash', 'sh', 'shell', 'curl'].includes(lang)) {
    const result = spawnSync('bash', ['-n'], { input: code, encoding: 'utf8' });
    if (result.status !== 0) return `invalid shell: ${result.stderr.trim()}`;
  }
  return null;
}

let errorCatalog: ErrorCatalog | null = null;

/** content/errors.json, read once (an invalid catalogue throws, naming entry and field). */
function loadErrorCatalog(): ErrorCatalog {
  errorCatalog ??= parseErrorCatalog(fs.readFileSync(path.resolve(__dirname, '../../..', ERRORS_FILE), 'utf8'));
  return errorCatalog;
}

/** Names of the shared fragments (content/shared/<name>.mdx), as the build knows them. */
function fragmentNames(): Set<string> {
  const dir = path.resolve(__dirname, '../../..', SHARED_DIR);
  return new Set(
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('.mdx'))
          .map((f) => f.slice(0, -'.mdx'.length))
      : [],
  );
}

/** True for a shared fragment's file (content/shared/…, src/node/compile/shared.ts). */
function isFragmentFile(file: string): boolean {
  return path.resolve(file).startsWith(path.resolve(__dirname, '../../..', SHARED_DIR) + path.sep);
}

/** Problems of one file, as `file:line: problem` lines; `samples` counts its code blocks. */
export function checkFile(file: string): { problems: string[]; samples: number } {
  const text = fs.readFileSync(file, 'utf8');
  // Front matter that is not valid YAML is reported with its line (in a build, gatsby-plugin-mdx
  // throws on it before the site's code runs); the body is still checked.
  const frontmatter = readFrontmatter(text, file);
  const { data, content, bodyStartLine } = frontmatter;
  const problems = [...frontmatter.problems];
  let samples: CodeSample[] = [];
  let errorRefs: ErrorRef[] = [];
  let shared: SharedRef[] = [];
  try {
    ({ samples, errorRefs, shared } = compileMdx(
      {
        body: content,
        file,
        bodyStartLine,
        title: String(data.title ?? ''),
        description: null,
        path: '/',
        markdown: false,
        // Shared fragments (content/shared) follow their own rules: no headings, site-path links only.
        fragment: isFragmentFile(file),
      },
      { url: 'https://docs.llmprovider.example', baseUrl: '/', apiBaseUrl: SAMPLE_API_BASE_URL },
    ));
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    problems.push(...error.problems);
    samples = [...error.samples];
  }
  text.split('\n').forEach((line, index) => {
    for (const pattern of FORBIDDEN) if (pattern.test(line)) problems.push(`${file}:${index + 1}: placeholder text "${line.trim()}"`);
  });
  for (const sample of samples) {
    const problem = checkSample(sample);
    if (problem) problems.push(`${file}:${sample.line}: ${sample.lang} sample: ${problem}`);
  }
  problems.push(...checkErrorRefs(file, errorRefs, loadErrorCatalog()));
  problems.push(...unknownFragmentProblems(file, shared, fragmentNames()));
  return { problems, samples: samples.length };
}

if (require.main === module) {
  const targets = process.argv.slice(2);
  const files = listFiles(targets.length > 0 ? targets : ['content']);
  const results = files.map(checkFile);
  const problems = results.flatMap((r) => r.problems);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} problem(s) in ${files.length} file(s).`);
    process.exit(1);
  }
  console.log(`Checked ${files.length} MDX file(s) and ${results.reduce((n, r) => n + r.samples, 0)} code block(s): all valid.`);
}
