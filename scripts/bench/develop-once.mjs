#!/usr/bin/env node
/**
 * One dev-server measurement of this project folder (or another copy of it), the same one
 * `npm run bench` takes at its largest scale: start until the OpenAI Chat page shows its title in
 * Chromium, and an edit of that page until the open page shows it.
 *
 *   node scripts/bench/develop-once.mjs [project folder]
 *
 * Clears the folder's .cache and public first, as the benchmark does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureDevelop } from './develop.mjs';
import { killAllStarted } from './proc.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.resolve(process.argv[2] ?? ROOT);
for (const sub of ['.cache', 'public']) fs.rmSync(path.join(dir, sub), { recursive: true, force: true });
const log = (...a) => console.log(`[develop ${new Date().toISOString().slice(11, 19)}]`, ...a);
const gatsbyCli = path.join(ROOT, 'node_modules/gatsby/cli.js');
try {
  const result = await measureDevelop({
    label: `gatsby develop in ${dir}`,
    command: process.execPath,
    args: (port) => [gatsbyCli, 'develop', '-p', String(port)],
    cwd: dir,
    pagePath: '/docs/api-reference/openai/chat',
    source: path.join(dir, 'content/docs/api-reference/openai/chat.mdx'),
    log,
  });
  console.log(JSON.stringify(result));
} finally {
  await killAllStarted();
}
