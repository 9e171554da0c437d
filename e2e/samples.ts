/**
 * Code samples of MDX sources and of Markdown files, read from their syntax trees by the build's
 * own compile step (src/node/compile/cli.ts, in a child process: its toolchain is ESM-only).
 */
import path from 'path';
import { runTs } from '../src/test-utils/run-ts';

export interface Sample {
  readonly lang: string;
  readonly code: string;
}

const ROOT = path.resolve(__dirname, '..');

/** Samples of each file (absolute paths; `.md` read as plain Markdown), in document order. */
export function samplesOf(files: readonly string[]): Map<string, Sample[]> {
  const result = runTs(path.join(ROOT, 'src/node/compile/cli.ts'), ['--samples', ...files], 120_000);
  if (result.status !== 0) throw new Error(`compile cli failed (${result.status}):\n${result.stderr}`);
  const entries = JSON.parse(result.stdout) as Array<{ file: string; samples?: Array<Sample & { line: number }> }>;
  return new Map(entries.map((entry) => [path.resolve(entry.file), (entry.samples ?? []).map(({ lang, code }) => ({ lang, code }))]));
}
