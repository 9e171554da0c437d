/**
 * Code samples of MDX sources and of Markdown files, read from their syntax trees by the build's
 * own compile step (src/node/compile/cli.ts, in a child process: its toolchain is ESM-only).
 */
import { spawnSync } from 'child_process';
import path from 'path';

export interface Sample {
  readonly lang: string;
  readonly code: string;
}

const ROOT = path.resolve(__dirname, '..');

/** Samples of each file (absolute paths; `.md` read as plain Markdown), in document order. */
export function samplesOf(files: readonly string[]): Map<string, Sample[]> {
  const result = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', path.join(ROOT, 'src/node/compile/cli.ts'), '--samples', ...files], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, TS_NODE_COMPILER_OPTIONS: JSON.stringify({ module: 'commonjs', moduleResolution: 'node' }) },
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`compile cli failed (${result.status}):\n${result.stderr}`);
  const entries = JSON.parse(result.stdout) as Array<{ file: string; samples?: Array<Sample & { line: number }> }>;
  return new Map(entries.map((entry) => [path.resolve(entry.file), (entry.samples ?? []).map(({ lang, code }) => ({ lang, code }))]));
}
