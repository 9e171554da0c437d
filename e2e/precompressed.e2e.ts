/**
 * Compression and serving of the built site: every compressible file of public/ has a gzip and a
 * brotli copy that decompress to it (scripts/precompress.mjs); nginx with deploy/nginx.conf sends
 * the gzip copy as it is (gzip_static); `npm run serve` sends the copies too, with the security
 * headers of the nginx config and the build's CSP, and listens on the loopback interface only.
 */
import { spawn } from 'child_process';
import fs from 'fs';
import net from 'net';
import path from 'path';
import zlib from 'zlib';
import { startNginx, type NginxServer } from './nginx';
import { baseUrl } from './browser';
import { walkFiles } from '../src/node/walk';
import { policyOfInclude } from '../src/node/csp';

const ROOT = path.resolve(__dirname, '..');
const PUBLIC = path.join(ROOT, 'public');
const PAGE = '/docs/api-reference/openai/chat';
const PAGE_FILE = path.join(PUBLIC, 'docs/api-reference/openai/chat/index.html');

// The same rule as scripts/precompress.mjs (an ES module Jest does not load); the test below reads its list.
const source = fs.readFileSync(path.join(ROOT, 'scripts/precompress.mjs'), 'utf8');
const COMPRESSIBLE = new Set(JSON.parse(/COMPRESSIBLE = new Set\((\[[^\]]*\])\)/.exec(source)![1].replace(/'/g, '"')) as string[]);
const MIN_BYTES = Number(/MIN_BYTES = (\d+)/.exec(source)![1]);

/** One HTTP/1.1 GET with the given headers: status, headers and the raw body bytes. */
function get(port: number, target: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const extra = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra}Connection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const data = Buffer.concat(chunks);
      const split = data.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = data.subarray(0, split).toString('latin1').split('\r\n');
      const head: Record<string, string> = {};
      for (const line of lines) {
        // A header sent more than once (nginx's two Vary lines) reads as one comma-separated list, as HTTP says.
        const name = line.slice(0, line.indexOf(':')).trim().toLowerCase();
        const value = line.slice(line.indexOf(':') + 1).trim();
        head[name] = name in head ? `${head[name]}, ${value}` : value;
      }
      let body = data.subarray(split + 4);
      if (head['transfer-encoding'] === 'chunked') {
        const parts: Buffer[] = [];
        let at = 0;
        for (;;) {
          const end = body.indexOf('\r\n', at);
          const size = parseInt(body.subarray(at, end).toString('latin1'), 16);
          if (!size) break;
          parts.push(body.subarray(end + 2, end + 2 + size));
          at = end + 2 + size + 2;
        }
        body = Buffer.concat(parts);
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers: head, body });
    });
  });
}

describe('precompressed copies (scripts/precompress.mjs)', () => {
  it('exist, gzip and brotli, for every compressible file of public/, and decompress to it', () => {
    const files = walkFiles(PUBLIC, { match: (name) => COMPRESSIBLE.has(path.extname(name).toLowerCase()) }).filter(
      (file) => fs.statSync(file).size >= MIN_BYTES,
    );
    expect(files.length).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const file of files) {
      const original = fs.readFileSync(file);
      const relative = path.relative(PUBLIC, file);
      if (!fs.existsSync(`${file}.gz`) || !fs.existsSync(`${file}.br`)) {
        problems.push(`${relative}: a copy is missing`);
        continue;
      }
      if (!zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(original)) problems.push(`${relative}.gz differs`);
      if (!zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(original)) problems.push(`${relative}.br differs`);
    }
    expect(problems).toEqual([]);
    // The search index's code is among them, and no copy is left without its file.
    expect(fs.existsSync(path.join(PUBLIC, 'pagefind/pagefind.js.br'))).toBe(true);
    const orphans = walkFiles(PUBLIC, { match: /\.(gz|br)$/ }).filter((copy) => !fs.existsSync(copy.replace(/\.(gz|br)$/, '')));
    expect(orphans).toEqual([]);
  });
});

describe('nginx sends the precompressed copies (deploy/nginx.conf)', () => {
  let nginx: NginxServer;
  beforeAll(async () => {
    nginx = await startNginx();
  });
  afterAll(async () => {
    await nginx?.stop();
  });

  it('answers a browser with the gzip copy as the build wrote it, and a client without Accept-Encoding with the page', async () => {
    const compressed = await get(nginx.port, PAGE, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    // A doc page also varies with Accept (an agent asking for text/markdown gets its twin).
    expect(compressed.headers.vary.split(', ').sort()).toEqual(['Accept', 'Accept-Encoding']);
    expect(compressed.body.equals(fs.readFileSync(`${PAGE_FILE}.gz`))).toBe(true);
    const plain = await get(nginx.port, PAGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(fs.readFileSync(PAGE_FILE))).toBe(true);
  });
});

describe('npm run serve', () => {
  // The browser suite's own server (e2e/global-setup.ts starts scripts/serve.mjs with its defaults).
  const server = {
    get port() {
      return Number(new URL(baseUrl()).port);
    },
  };

  it('sends the brotli copy to clients that take it, else the gzip one', async () => {
    const br = await get(server.port, PAGE, { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(fs.readFileSync(`${PAGE_FILE}.br`))).toBe(true);
    const gz = await get(server.port, PAGE, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(fs.readFileSync(`${PAGE_FILE}.gz`))).toBe(true);
  });

  it('sends the security headers of deploy/nginx.conf and the build’s Content-Security-Policy', async () => {
    const response = await get(server.port, PAGE);
    const csp = policyOfInclude(fs.readFileSync(path.join(ROOT, 'deploy/csp.conf'), 'utf8'));
    expect(response.headers).toMatchObject({
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'permissions-policy': expect.stringContaining('camera=()'),
    });
    // The same on the not-found page.
    const missing = await get(server.port, '/docs/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('listens on the loopback interface only, unless HOST says otherwise', async () => {
    const child = spawn(process.execPath, ['scripts/serve.mjs'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += chunk;
          if (out.includes('\n')) resolve(out);
        });
        child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
      });
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(line);
      expect(match).not.toBeNull();
      const port = Number(match![1]);
      expect((await get(port, '/')).status).toBe(200);
      // The socket's local address, as the kernel lists listening sockets (Linux: /proc/net/tcp,
      // addresses in hex, 0100007F = 127.0.0.1, 00000000 = every interface).
      const listening = fs
        .readFileSync('/proc/net/tcp', 'utf8')
        .split('\n')
        .slice(1)
        .map((row) => row.trim().split(/\s+/))
        .filter((cells) => cells[3] === '0A' && parseInt(cells[1]?.split(':')[1] ?? '', 16) === port)
        .map((cells) => cells[1].split(':')[0]);
      expect(listening).toEqual(['0100007F']);
    } finally {
      child.kill();
    }
  });
});
