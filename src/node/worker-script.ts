/**
 * A worker thread's script: `source` (a module of this project) and what it imports from the
 * project, bundled with esbuild into one CommonJS file in `cacheDir`, named by its content's hash
 * (identical bundles written at once by two processes do not clash). Installed packages stay
 * require()s, resolved from the project's node_modules (cacheDir is inside the project).
 * Used by the compile pool (src/node/compile/pool.ts) and the OpenAPI example lint
 * (src/node/openapi/example-lint.ts).
 */
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';

/**
 * How build code is bundled for Node, here and for the build code itself (src/node/gatsby/load.ts):
 * one CommonJS file, installed packages left as require()s resolved from the project's node_modules
 * (the output is inside the project).
 */
export const NODE_BUNDLE_OPTIONS = { bundle: true, platform: 'node', format: 'cjs', target: 'node20', packages: 'external', logLevel: 'silent' } as const;

export function bundleWorkerScript(projectDir: string, cacheDir: string, source: string, name: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require('esbuild') as typeof import('esbuild');
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [path.join(projectDir, source)],
    outfile: path.join(cacheDir, `${name}.cjs`),
    write: false,
    ...NODE_BUNDLE_OPTIONS,
  });
  const code = outputFiles[0].contents;
  const outfile = path.join(cacheDir, `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.cjs`);
  if (!fs.existsSync(outfile)) {
    fs.mkdirSync(cacheDir, { recursive: true });
    const temporary = `${outfile}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, code);
    fs.renameSync(temporary, outfile);
  }
  return outfile;
}
