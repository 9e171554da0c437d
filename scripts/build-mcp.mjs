#!/usr/bin/env node
/**
 * The build step for agents, after `gatsby build` and Pagefind (part of `npm run build`): bundles
 * the MCP server (packages/mcp-server/src/server.ts) into one file, public/mcp/server.mjs (no
 * node_modules needed; Node 20+), then writes its data, its npm tarball, /models.json,
 * /errors.json, their JSON Schemas and /skill.md (packages/mcp-server/src/build.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(projectDir, 'public');
const serverFile = path.join(publicDir, 'mcp', 'server.mjs');
const builderFile = path.join(projectDir, 'node_modules', '.cache', 'build-mcp', 'build.mjs');

// Some bundled CommonJS modules call require() for Node's built-ins: give the ES module one.
const banner = "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);";
const started = Date.now();
const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning', legalComments: 'none', absWorkingDir: projectDir };
await build({
  ...common,
  entryPoints: ['packages/mcp-server/src/server.ts'],
  outfile: serverFile,
  minify: true,
  banner: { js: `#!/usr/bin/env node\n${banner}` },
});
await build({ ...common, entryPoints: ['packages/mcp-server/src/build.ts'], outfile: builderFile, banner: { js: banner } });
const { buildAgentFiles } = await import(pathToFileURL(builderFile).href);
try {
  const result = buildAgentFiles(projectDir, publicDir, serverFile);
  const size = (file) => `${Math.round(fs.statSync(path.join(publicDir, file)).size / 1024)} KB`;
  console.log(
    `agents: mcp/server.mjs (${size('mcp/server.mjs')}), mcp/data.json (${size('mcp/data.json')}; ${result.pages} pages, ${result.models} models, ${result.errors} errors), ` +
      `${result.files.filter((file) => !file.startsWith('mcp/data')).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`agents: ${error.message}`);
  process.exit(1);
}
