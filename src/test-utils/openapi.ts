/**
 * The bundled OpenAPI document of content/openapi, for Jest tests: bundling needs
 * @redocly/openapi-core, an ES module Jest cannot load, so it runs in a child process through the
 * check's CLI (src/node/openapi/cli.ts --json), once per test file.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

export const PROJECT_DIR = path.resolve(__dirname, '../..');

let bundled: Record<string, unknown> | null = null;

export function bundledOpenApi(): Record<string, unknown> {
  bundled ??= JSON.parse(
    execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/node/openapi/cli.ts', '--json'], {
      cwd: PROJECT_DIR,
      env: { ...process.env, TS_NODE_COMPILER_OPTIONS: JSON.stringify({ module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx' }) },
      maxBuffer: 64 * 1024 * 1024,
    }).toString(),
  ) as Record<string, unknown>;
  return bundled;
}

/** Runs the check's CLI with `args` in `cwd`: its exit status and what it printed. */
export function runOpenApiCli(args: readonly string[], cwd = PROJECT_DIR): { status: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', path.join(PROJECT_DIR, 'src/node/openapi/cli.ts'), ...args], {
      cwd,
      env: {
        ...process.env,
        TS_NODE_COMPILER_OPTIONS: JSON.stringify({ module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx' }),
        TS_NODE_PROJECT: path.join(PROJECT_DIR, 'tsconfig.json'),
        NODE_PATH: path.join(PROJECT_DIR, 'node_modules'),
      },
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    }).toString();
    return { status: 0, stdout, stderr: '' };
  } catch (error) {
    const e = error as { status: number; stdout: Buffer; stderr: Buffer };
    return { status: e.status, stdout: e.stdout.toString(), stderr: e.stderr.toString() };
  }
}

/** A copy of content/errors.json, content/openapi and the given pages, in a fresh folder. */
export function openApiProject(pages: Record<string, string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  fs.mkdirSync(path.join(root, 'content/docs'), { recursive: true });
  fs.copyFileSync(path.join(PROJECT_DIR, 'content/errors.json'), path.join(root, 'content/errors.json'));
  fs.cpSync(path.join(PROJECT_DIR, 'content/openapi'), path.join(root, 'content/openapi'), { recursive: true });
  for (const [name, text] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(root, 'content/docs', name)), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/docs', name), text);
  }
  return root;
}

export const editFile = (root: string, file: string, change: (text: string) => string) => {
  const full = path.join(root, file);
  fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
};

/** The 1-based line of the first line of `file` that contains `text`. */
export const lineOf = (root: string, file: string, text: string) =>
  fs
    .readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;
