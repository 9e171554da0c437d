/**
 * Compiles MDX pages with the build's compile step for tests: the unified toolchain is ESM-only,
 * so src/node/compile/cli.ts runs them in a child `node` process. Each page gets 4 lines of front
 * matter, so the body's first line is line 5 of the file.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { ContentNode } from '../content-model/content-tree';
import { runTs } from './run-ts';

const CLI = path.resolve(__dirname, '../node/compile/cli.ts');

export interface CompiledResult {
  file: string;
  page?: { tree: ContentNode[]; links: Array<{ url: string; line: number }> };
  problems?: string[];
}

/** Compiles each `name → body` in a fresh folder; the results by name. */
export function compilePages(files: Record<string, string>, prefix = 'compile-'): Record<string, CompiledResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const paths = Object.entries(files).map(([name, body]) => {
    const file = path.join(dir, `${name}.mdx`);
    fs.writeFileSync(file, `---\ntitle: Page ${name}\ndescription: About ${name}.\n---\n${body}`);
    return file;
  });
  const result = runTs(CLI, paths);
  if (result.status !== 0) throw new Error(`cli.ts failed (${result.status}):\n${result.stderr}`);
  const out: Record<string, CompiledResult> = {};
  for (const entry of JSON.parse(result.stdout) as CompiledResult[]) out[path.basename(entry.file, '.mdx')] = entry;
  return out;
}
