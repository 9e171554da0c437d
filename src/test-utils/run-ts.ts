/**
 * Runs a TypeScript file of this project in a child `node` (through ts-node, as CommonJS). Tests
 * use it for code that loads the ESM-only unified toolchain, which Jest cannot load.
 */
import { spawnSync, type SpawnSyncReturns } from 'child_process';
import path from 'path';

const ROOT = path.resolve(__dirname, '../..');

export function runTs(script: string, args: readonly string[], timeout = 60_000): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', script, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, TS_NODE_COMPILER_OPTIONS: JSON.stringify({ module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx' }) },
    timeout,
  });
}
