/**
 * Runs the production nginx configuration (deploy/nginx.conf) against public/ for the browser
 * tests: Debian's nginx binary, in the foreground, on a free local port, with its pid, logs and
 * temporary directories in a fresh temporary directory. The configuration is rendered from the
 * real file with only the port, the document root and those paths substituted, so the tests
 * exercise what is deployed.
 */
import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { walkTree } from '../src/node/walk';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const ROOT = path.resolve(__dirname, '..');

export interface NginxServer {
  readonly url: string;
  readonly port: number;
  /** Temporary directory with the rendered nginx.conf and the logs. */
  readonly dir: string;
  stop(): Promise<void>;
}

function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (matches.length !== 1) throw new Error(`deploy/nginx.conf: expected exactly one ${what}, found ${matches.length}`);
  return text.replace(pattern, replacement);
}

/** deploy/nginx.conf with the deployment-specific values replaced for a local test run. */
export function renderNginxConfig(source: string, { port, root, dir, mcpPort = 9 }: { port: number; root: string; dir: string; mcpPort?: number }): string {
  let text = source;
  text = replaceOnce(text, /^(\s*)proxy_pass\s+http:\/\/127\.0\.0\.1:\d+;/m, `$1proxy_pass http://127.0.0.1:${mcpPort};`, '"proxy_pass" directive (/mcp)');
  text = replaceOnce(text, /^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`, '"listen" directive');
  text = replaceOnce(text, /^(\s*)root\s+[^;]+;/m, `$1root ${root};`, '"root" directive');
  text = replaceOnce(text, /^(\s*)error_log\s+[^;]+;/m, `$1error_log ${path.join(dir, 'error.log')} warn;`, '"error_log" directive');
  text = replaceOnce(text, /^(\s*)access_log\s+[^;]+;/m, `$1access_log ${path.join(dir, 'access.log')};`, '"access_log" directive');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${path.join(dir, `${name}_temp`)};`).join('\n');
  text = replaceOnce(text, /^http\s*\{/m, `http {\n${temp}`, '"http" block');
  return text;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}:\n${output()}`);
    try {
      await fetch(url, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nginx did not answer on ${url} within 10 s:\n${output()}`);
}

/** Copies `from` to `to` with every folder 755 and every file 644. Returns `to`. */
function readableCopy(from: string, to: string): string {
  fs.cpSync(from, to, { recursive: true });
  fs.chmodSync(to, 0o755);
  for (const entry of walkTree(to)) fs.chmodSync(entry.path, entry.isDirectory ? 0o755 : 0o644);
  return to;
}

export async function startNginx({
  root = path.join(ROOT, 'public'),
  config = path.join(ROOT, 'deploy/nginx.conf'),
  csp = path.join(ROOT, 'deploy/csp.conf'),
  mcpPort,
}: { root?: string; config?: string; csp?: string; /** Where /mcp is proxied to (the MCP server's --port). */ mcpPort?: number } = {}): Promise<NginxServer> {
  if (!fs.existsSync(NGINX_PATH)) throw new Error(`${NGINX_PATH} not found: install Debian's nginx-light (bash .ci/run does).`);
  if (!fs.existsSync(csp)) throw new Error(`${csp} is missing: run \`npm run build\` first (it writes the CSP include).`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-e2e-'));
  fs.chmodSync(dir, 0o755); // worker processes may run as another user when started as root
  const port = await freePort();
  // Started as root, nginx runs its workers as an unprivileged user ("nobody"), which may not be
  // allowed into the checkout (a clone under a mode-700 temporary folder answers 403): it then
  // serves a world-readable copy of the site from its own folder.
  const served = process.getuid?.() === 0 ? readableCopy(root, path.join(dir, 'site')) : root;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), renderNginxConfig(fs.readFileSync(config, 'utf8'), { port, root: served, dir, mcpPort }));
  // `include csp.conf` is relative to the directory of the configuration file.
  fs.copyFileSync(csp, path.join(dir, 'csp.conf'));

  const pid = path.join(dir, 'nginx.pid');
  let output = '';
  const child = spawn(NGINX_PATH, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-g', `daemon off; pid ${pid};`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const log = () => {
    const errorLog = path.join(dir, 'error.log');
    return `${output}${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''}`;
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(url, child, log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  return {
    url,
    port,
    dir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGQUIT'); // graceful stop of master and workers
      }),
  };
}
