#!/usr/bin/env node
/**
 * `npm test` step: the dev server (`gatsby develop`) on a copy of the project, started cold.
 * - The OpenAI Chat page must render its title in Chromium.
 * - The HTML shell the dev server answers with must hold what our gatsby-ssr hooks add (it is
 *   built while the browser bundle compiles, src/build/develop-shell.ts), and a path that is no
 *   page must get a 404.
 * - A sentence appended to the page's source must show in the open page without a reload (hot
 *   update; src/build/swc-refresh-loader.cjs and the develop page handling in gatsby-node.ts).
 * - The page must log no error from loading until the edit shows (a hydration mismatch, say).
 * - Content errors (an unknown component, front matter, a broken link, an unknown error code, a
 *   retired model id) show in the open page with file and line over its last good text, also
 *   after a reload, and go after the fix, without a reload (scripts/develop-content-errors.mjs).
 * Prints the start and edit times. The copy is made in the system's temp folder and removed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureDevelop } from './bench/develop.mjs';
import { checkContentErrors } from './develop-content-errors.mjs';
import { killAllStarted } from './bench/proc.mjs';
import { copyProject } from './copy-project.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = '/docs/api-reference/openai/chat';
const log = (...a) => console.log(`[check-develop ${new Date().toISOString().slice(11, 19)}]`, ...a);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'llmp-develop-'));
copyProject(dir);

const problems = [];
let result;
try {
  result = await measureDevelop({
    label: 'gatsby develop',
    command: process.execPath,
    args: (port) => [path.join(ROOT, 'node_modules/gatsby/cli.js'), 'develop', '-p', String(port)],
    cwd: dir,
    pagePath: PAGE,
    source: path.join(dir, 'content/docs/api-reference/openai/chat.mdx'),
    log,
    startTimeoutMs: 3 * 60_000,
    reloadTimeoutMs: 60_000,
    afterStart: async ({ origin, tail }) => {
      const shell = await fetch(`${origin}/docs`);
      const html = await shell.text();
      if (shell.status !== 200) problems.push(`GET /docs answered ${shell.status}`);
      if (!html.includes('id="___gatsby"')) problems.push("the dev server's HTML shell has no #___gatsby root");
      if (!html.includes('lp-base-url-banner')) problems.push("the dev server's HTML shell lacks what gatsby-ssr.tsx adds (the base-URL banner script)");
      const missing = await fetch(`${origin}/docs/no-such-page-${Date.now()}`);
      await missing.arrayBuffer();
      if (missing.status !== 404) problems.push(`a path that is no page answered ${missing.status}, not 404`);
      const contentErrors = await checkContentErrors({ origin, dir, log });
      problems.push(...contentErrors.problems);
      // The dev server's last lines, to see what it made of the edits.
      if (contentErrors.problems.length > 0) problems.push(`the dev server's last lines:\n${tail()}`);
    },
  });
  if (result.fullReload) problems.push('the page reloaded itself for the edit instead of updating in place');
  for (const error of result.pageErrors) problems.push(`the page logged an error in the dev server: ${error}`);
} catch (error) {
  problems.push(
    String(error.message ?? error)
      .split('\n')
      .slice(0, 12)
      .join('\n'),
  );
} finally {
  await killAllStarted();
  fs.rmSync(dir, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`check-develop: ${problems.length} problem(s):\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
log(
  `ok: ${PAGE} rendered ${result.startSeconds.toFixed(1)} s after the start; the edit showed ${result.hotReloadSeconds.toFixed(1)} s after it, without a reload`,
);
