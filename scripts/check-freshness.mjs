// npm run check:freshness: runs src/node/freshness-cli.ts (TypeScript) with ts-node, as gatsby-node's modules run.
import { spawnSync } from 'node:child_process';

const result = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/node/freshness-cli.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TS_NODE_COMPILER_OPTIONS: JSON.stringify({ module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx' }) },
});
process.exit(result.status ?? 1);
