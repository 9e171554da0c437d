#!/usr/bin/env node
/**
 * `npm test` step: hostile contributions (scripts/hostile/attacks.mjs). Each scenario is applied to
 * a fresh copy of the project, then the builds and checks it names run there, with a canary secret
 * in their environment (as CI's secrets would be) and canary files in a folder outside the copy.
 * A run passes when it does what the scenario says (refused, printing each expected `file:line`
 * message, or built) and, whatever it did:
 *   - no canary (the secret, the outside files' token) is anywhere in public/, compressed copies
 *     included, or in what the command printed;
 *   - the canary action file, which only the contribution's own code could write, does not exist;
 *   - the canary HTTP server on loopback got no request (the build fetches nothing a page names).
 *
 *   node scripts/check-hostile.mjs                 every scenario
 *   node scripts/check-hostile.mjs symlinks ...    the scenarios with these ids
 *   CHECK_HOSTILE_KEEP=1 node scripts/...          keeps the copies (the path is printed)
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { SCENARIOS } from './hostile/attacks.mjs';
import { copyProject } from './copy-project.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECRET_NAME = 'LP_DEPLOY_KEY';
const SECRET = `canary-secret-${crypto.randomBytes(12).toString('hex')}`;
const TOKEN = `canary-token-${crypto.randomBytes(12).toString('hex')}`;
/** What must never show up: the secret, the outside files' token. */
const CANARIES = [SECRET, TOKEN];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !SCENARIOS.some((s) => s.id === id));
if (unknown.length > 0) {
  console.error(`check-hostile: unknown scenario(s) ${unknown.join(', ')}; known: ${SCENARIOS.map((s) => s.id).join(', ')}`);
  process.exit(2);
}
const scenarios = wanted.length > 0 ? SCENARIOS.filter((s) => wanted.includes(s.id)) : SCENARIOS;

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'llmp-hostile-'));
const outside = path.join(base, 'outside');
const action = path.join(outside, 'action-taken');
const template = path.join(base, 'template');
const site = path.join(base, 'site');

/** The canary HTTP server: counts every request it gets. */
let requests = 0;
const server = http.createServer((req, res) => {
  requests += 1;
  res.writeHead(200, { 'Content-Type': 'application/yaml' });
  res.end(`type: string\ndescription: ${TOKEN}\n`);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const httpBase = `http://127.0.0.1:${server.address().port}`;

const fill = (text) =>
  text
    .replaceAll('{{OUTSIDE}}', outside)
    .replaceAll('{{ACTION}}', action)
    .replaceAll('{{HTTP}}', httpBase)
    .replaceAll('{{SECRET_NAME}}', SECRET_NAME)
    .replaceAll('{{TOKEN}}', TOKEN);

function writeOutside() {
  fs.mkdirSync(path.join(outside, 'dir'), { recursive: true });
  fs.writeFileSync(path.join(outside, 'canary.txt'), `${TOKEN}\n`);
  fs.writeFileSync(path.join(outside, 'dir', 'inner.txt'), `${TOKEN}\n`);
  fs.writeFileSync(path.join(outside, 'page.mdx'), `---\ntitle: Outside\ndescription: A page from outside the repository\n---\n\n${TOKEN}\n`);
}

/** The copy every scenario starts from (node_modules is linked into each scenario's copy). */
function copyTemplate() {
  copyProject(template, { skip: ['.build-reports', '.scratch'], linkNodeModules: false });
  fs.rmSync(path.join(template, 'deploy/csp.conf'), { force: true });
}

/** A fresh copy with the scenario applied. */
function prepare(scenario) {
  fs.rmSync(site, { recursive: true, force: true });
  fs.cpSync(template, site, { recursive: true, verbatimSymlinks: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  for (const file of scenario.remove ?? []) fs.rmSync(path.join(site, file), { recursive: true, force: true });
  for (const [file, text] of Object.entries(scenario.files ?? {})) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), fill(text));
  }
  for (const [file, pairs] of Object.entries(scenario.edits ?? {})) {
    let text = fs.readFileSync(path.join(site, file), 'utf8');
    for (const [from, to] of pairs) {
      if (!text.includes(from))
        throw new Error(`check-hostile: ${scenario.id}: ${file} no longer contains ${JSON.stringify(from.slice(0, 80))}: update scripts/hostile/attacks.mjs`);
      text = text.replace(from, fill(to));
    }
    fs.writeFileSync(path.join(site, file), text);
  }
  for (const [link, target] of Object.entries(scenario.links ?? {})) {
    fs.mkdirSync(path.dirname(path.join(site, link)), { recursive: true });
    fs.symlinkSync(fill(target), path.join(site, link));
  }
}

/** The text of a file of public/, decompressed when it is a precompressed copy. */
function textOf(file) {
  const bytes = fs.readFileSync(file);
  try {
    if (file.endsWith('.gz')) return zlib.gunzipSync(bytes).toString('latin1');
    if (file.endsWith('.br')) return zlib.brotliDecompressSync(bytes).toString('latin1');
  } catch {
    // Not compressed after all: read as it is.
  }
  return bytes.toString('latin1');
}

/** `public/<file>: <canary>` for each canary found in public/ (links there are reported too). */
function canariesInPublic() {
  const found = [];
  const visit = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) found.push(`${path.relative(site, full)}: a symbolic link in public/`);
      else if (entry.isDirectory()) visit(full);
      else {
        const text = textOf(full);
        for (const canary of CANARIES)
          if (text.includes(canary))
            found.push(`${path.relative(site, full)}: holds ${canary === SECRET ? 'the canary secret' : 'the outside files\u2019 token'}`);
      }
    }
  };
  visit(path.join(site, 'public'));
  return found;
}

/**
 * Runs a scenario's command in the copy, with the canary secret in its environment. Asynchronous,
 * so that the canary HTTP server in this process answers (and counts) while the command runs.
 */
function runCommand(run) {
  return new Promise((resolve) => {
    const child = spawn(run.command, run.args, { cwd: site, env: { ...process.env, ...run.env, [SECRET_NAME]: SECRET, CI: 'true' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 10 * 60 * 1000);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      resolve({ status, signal, output });
    });
  });
}

const results = [];
try {
  writeOutside();
  copyTemplate();
  for (const scenario of scenarios) {
    prepare(scenario);
    console.log(`\ncheck-hostile: ${scenario.id}: ${scenario.what}`);
    for (const run of scenario.runs) {
      const before = requests;
      const started = Date.now();
      const result = await runCommand(run);
      // Requests still in flight when the command ended are counted too.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const output = result.output;
      const problems = [];
      if (run.refuse && result.status === 0) problems.push('it succeeded; it must refuse the contribution');
      if (run.build && result.status !== 0) problems.push(`it failed (exit ${result.status ?? result.signal}); it must succeed`);
      for (const pattern of run.expect ?? []) if (!pattern.test(output)) problems.push(`it did not print ${pattern}`);
      for (const canary of CANARIES)
        if (output.includes(canary)) problems.push(`it printed ${canary === SECRET ? 'the canary secret' : 'the outside files\u2019 token'}`);
      problems.push(...canariesInPublic());
      if (fs.existsSync(action)) {
        problems.push(`the contribution's code ran: it wrote ${action}`);
        fs.rmSync(action, { force: true });
      }
      if (requests > before) problems.push(`the canary HTTP server got ${requests - before} request(s)`);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const label = `${scenario.id} › ${run.name}`;
      if (problems.length === 0) console.log(`  ok   ${label} (${run.refuse ? 'refused' : 'built'}, ${seconds} s)`);
      else {
        console.log(`  FAIL ${label} (exit ${result.status}, ${seconds} s):\n${problems.map((p) => `         - ${p}`).join('\n')}`);
        console.log(`         output (last 3000 characters):\n${output.slice(-3000).replace(/^/gm, '         | ')}`);
      }
      results.push({ label, ok: problems.length === 0 });
    }
  }
} finally {
  server.close();
  if (process.env.CHECK_HOSTILE_KEEP === '1') console.log(`check-hostile: kept ${base}`);
  else fs.rmSync(base, { recursive: true, force: true });
}

const failed = results.filter((r) => !r.ok);
console.log(`\ncheck-hostile: ${results.length - failed.length} of ${results.length} runs refused the contribution or built it harmlessly`);
if (failed.length > 0) {
  console.log(failed.map((r) => `FAILED: ${r.label}`).join('\n'));
  process.exit(1);
}
