#!/usr/bin/env node
/**
 * Request rate and latency of a doc page under the real nginx with deploy/nginx.conf, with and
 * without `Accept-Encoding: gzip`, for the build's precompressed copies (gzip_static, as
 * deployed) and for compression on the fly (gzip_static off: how it was before). `npm run bench`
 * runs it on its build; alone:
 *
 *   node scripts/bench/nginx-load.mjs [public-dir]     (default public/, after `npm run build`)
 *
 * The load comes from this Node process: keep-alive connections that each send the next request
 * when the answer arrives, for a fixed time. On a 2-core machine the client takes one core, so the
 * figures compare configurations; they are not nginx's ceiling.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const LOAD_PAGE = '/docs/api-reference/openai/chat';
const SECONDS = Number(process.env.BENCH_NGINX_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_NGINX_CONNECTIONS ?? 16);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** deploy/nginx.conf for a local run (the EDIT lines), optionally changed by `edit`. */
function render(source, { port, root, dir }, edit = (text) => text) {
  let text = source
    .replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${root};`)
    .replace(/^(\s*)error_log\s+[^;]+;/m, `$1error_log ${path.join(dir, 'error.log')} warn;`)
    .replace(/^(\s*)access_log\s+[^;]+;/m, '$1access_log off;');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${path.join(dir, `${name}_temp`)};`).join('\n');
  text = text.replace(/^http\s*\{/m, `http {\n${temp}`);
  return edit(text);
}

/** Copies a folder with every folder 755 and file 644 (nginx's workers may run as "nobody"). */
function readableCopy(from, to) {
  fs.cpSync(from, to, { recursive: true });
  const walk = (dir) => {
    fs.chmodSync(dir, 0o755);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else fs.chmodSync(full, 0o644);
    }
  };
  walk(to);
  return to;
}

async function startNginx(root, edit) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-load-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const served = process.getuid?.() === 0 ? readableCopy(root, path.join(dir, 'site')) : root;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), render(fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8'), { port, root: served, dir }, edit));
  fs.copyFileSync(path.join(ROOT, 'deploy/csp.conf'), path.join(dir, 'csp.conf'));
  const child = spawn(NGINX, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`nginx did not start (${dir})`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    port,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Requests per second and latency percentiles of GET `target` with `headers`, for SECONDS. */
async function load(port, target, headers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const end = Date.now() + SECONDS * 1000;
  const one = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const req = http.get({ host: '127.0.0.1', port, path: target, headers, agent }, (res) => {
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) errors++;
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const connection = async () => {
    while (Date.now() < end) await one();
  };
  const t0 = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  const seconds = (Date.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  return { rate: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors, bytesPerAnswer: bytes / Math.max(1, latencies.length) };
}

/** The figures for both configurations, each with and without Accept-Encoding. */
export async function measureNginx(publicDir) {
  if (!fs.existsSync(NGINX)) return { skipped: `${NGINX} not found (apt-get install nginx-light)` };
  const configs = [
    ['precompressed (gzip_static, as deployed)', (text) => text],
    ['on the fly (gzip_static off, as before)', (text) => text.replace(/^(\s*)gzip_static on;/m, '$1gzip_static off;')],
  ];
  const rows = [];
  for (const [name, edit] of configs) {
    const nginx = await startNginx(publicDir, edit);
    try {
      await load(nginx.port, LOAD_PAGE, { 'Accept-Encoding': 'gzip' }); // warm-up, not counted
      const gzip = await load(nginx.port, LOAD_PAGE, { 'Accept-Encoding': 'gzip, deflate, br' });
      const identity = await load(nginx.port, LOAD_PAGE, {});
      rows.push({ name, gzip, identity, ratio: gzip.rate / identity.rate });
    } finally {
      await nginx.stop();
    }
  }
  return { rows, connections: CONNECTIONS, seconds: SECONDS, page: LOAD_PAGE };
}

export function nginxTable(result) {
  if (result.skipped) return `nginx load: skipped, ${result.skipped}`;
  const f = (n, d = 0) => n.toFixed(d);
  const lines = [
    `nginx (deploy/nginx.conf), GET ${result.page}, ${result.connections} keep-alive connections, ${result.seconds} s each:`,
    '| configuration | compressed req/s | p99 (ms) | uncompressed req/s | p99 (ms) | compressed / uncompressed | bytes per compressed answer |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...result.rows.map(
      (r) =>
        `| ${r.name} | ${f(r.gzip.rate)} | ${f(r.gzip.p99, 1)} | ${f(r.identity.rate)} | ${f(r.identity.p99, 1)} | ${f(r.ratio, 2)}× | ${f(r.gzip.bytesPerAnswer)} |`,
    ),
  ];
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = path.resolve(process.argv[2] ?? path.join(ROOT, 'public'));
  console.log(nginxTable(await measureNginx(dir)));
}
