/**
 * `npm run serve` (scripts/serve.mjs) is as strict as nginx: malformed requests get 400 and the
 * server keeps serving, nothing outside public/ is served (sibling folders, symbolic links), only
 * GET and HEAD are allowed, the not-found page answers 404 under all its names, Accept-Encoding
 * q-values are honoured, and single byte ranges get 206 or 416. On a small fake build in a
 * temporary folder: no Gatsby build needed. The server runs in a child process (Jest does not
 * load the ES module), started with `startServer({ root })` on a free port.
 */
import { execFileSync, spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import http from 'http';
import net from 'net';
import os from 'os';
import path from 'path';
import { pathToFileURL } from 'url';
import zlib from 'zlib';

const SERVE = pathToFileURL(path.resolve(__dirname, '../scripts/serve.mjs')).href;
const START = `
const { startServer } = await import(process.env.SERVE_MODULE);
const server = await startServer({ root: process.env.SERVE_ROOT, prefix: process.env.SERVE_PREFIX, port: 0 });
console.log(server.port);
`;

const HOME = '<!DOCTYPE html><h1>Home</h1>\n';
const NOT_FOUND = '<!DOCTYPE html><h1>Page Not Found</h1>\n';
const DOC = '<!DOCTYPE html><h1>Doc X</h1>\n';
const APP = 'export const answer = 42;\n'.repeat(40);
const PLAIN = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SECRET = 'the secret outside public/';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

type Served = { port: number; child: ChildProcess; stderr: () => string; stop: () => Promise<void> };

let dir: string;
let root: string;
let server: Served;

/** Starts scripts/serve.mjs on the fake build in a child process. */
async function serve(prefix = ''): Promise<Served> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', START], {
    env: { ...process.env, SERVE_MODULE: SERVE, SERVE_ROOT: root, SERVE_PREFIX: prefix },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /^(\d+)\n/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${stderr}`)));
  });
  return {
    port,
    child,
    stderr: () => stderr,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** Splits a raw HTTP/1.1 answer (the server always sends a Content-Length, never chunks). */
function parse(data: Buffer): Answer {
  const split = data.indexOf('\r\n\r\n');
  if (split === -1) throw new Error(`no complete answer: ${JSON.stringify(data.toString('latin1'))}`);
  const [statusLine, ...lines] = data.subarray(0, split).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) headers[line.slice(0, line.indexOf(':')).trim().toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
  return { status: Number(statusLine.split(' ')[1]), headers, body: data.subarray(split + 4) };
}

/** Sends bytes as they are (a malformed request line, an encoded `..`) and reads until the server closes the connection. */
function raw(text: string, port = server.port): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer (or the connection stayed open) for ${JSON.stringify(text)}: ${Buffer.concat(chunks).toString('latin1')}`));
    }, 10_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(parse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** A GET of a raw target, the connection closed after the answer. */
function rawGet(target: string, headers = ''): Promise<Answer> {
  return raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`);
}

/** One request with Node's client. */
function request(method: string, target: string, headers: Record<string, string> = {}, port = server.port): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: target, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The server still runs and serves a page. */
async function expectServing(): Promise<void> {
  expect(server.child.exitCode).toBeNull();
  const home = await request('GET', '/');
  expect(home.status).toBe(200);
  expect(home.body.toString()).toBe(HOME);
}

function write(relative: string, content: string | Buffer): void {
  const file = path.join(dir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-strict-'));
  root = path.join(dir, 'public');
  write('public/index.html', HOME);
  // Gatsby writes the not-found page under both names.
  write('public/404.html', NOT_FOUND);
  write('public/404/index.html', NOT_FOUND);
  write('public/docs/x/index.html', DOC);
  write('public/app.js', APP);
  write('public/app.js.br', zlib.brotliCompressSync(APP));
  write('public/app.js.gz', zlib.gzipSync(APP));
  write('public/plain.txt', PLAIN);
  write('public/openapi.json', '{"openapi":"3.1.0"}');
  write('public/app-0123456789abcdef0123.js', APP);
  // Outside public/: a sibling folder whose name starts with the root's, a page beside it, a file.
  write('public-x/secret.txt', SECRET);
  write('public.html', SECRET);
  write('outside.txt', SECRET);
  // Symbolic links in public/: out of it (a file, a folder), within it, and to nothing.
  fs.symlinkSync(path.join(dir, 'outside.txt'), path.join(root, 'link.txt'));
  fs.symlinkSync(path.join(dir, 'public-x'), path.join(root, 'linkdir'));
  fs.symlinkSync(path.join(root, 'plain.txt'), path.join(root, 'inside-link.txt'));
  fs.symlinkSync(path.join(dir, 'no-such-file.txt'), path.join(root, 'dangling.txt'));
  // Files the server finds but cannot send: a FIFO (no reader would ever get data) and a sparse
  // file of 3 GiB (no disk space used), more than Node reads into one buffer: fs fails in `send`.
  execFileSync('mkfifo', [path.join(root, 'fifo.txt')]);
  const fd = fs.openSync(path.join(root, 'huge.txt'), 'w');
  fs.ftruncateSync(fd, 3 * 2 ** 30);
  fs.closeSync(fd);
  // The project's deploy/ next to public/ gives the fixed headers, as in the real project.
  write('deploy/nginx.conf', '        add_header X-Content-Type-Options "nosniff" always;\n        add_header X-Frame-Options "DENY" always;\n');
  write('deploy/csp.conf', `add_header Content-Security-Policy "default-src 'self'" always;\n`);
  server = await serve();
});

afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('malformed requests', () => {
  it('a malformed request line gets 400, and the server serves the next request', async () => {
    const answer = await raw('GET http://[ HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    await expectServing();
  });

  it.each(['/docs/%zz', '/docs/100%', '/%', '/%00', '/docs%00.html'])(
    '%s (malformed percent-encoding, NUL) gets 400 with the not-found page',
    async (target) => {
      const answer = await rawGet(target);
      expect(answer.status).toBe(400);
      expect(answer.body.toString()).toBe(NOT_FOUND);
      await expectServing();
    },
  );

  it.each([
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'],
    ['no request line at all', 'this is not HTTP\r\n\r\n'],
    ['an unknown method', 'BREW / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['another protocol in the request target', 'GET file:///etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a request target that is not a path', 'GET * HTTP/1.1\r\nHost: x\r\n\r\n'],
  ])('%s gets 400 and the connection is closed', async (_name, text) => {
    const answer = await raw(text);
    expect(answer.status).toBe(400);
    expect(answer.body.toString()).not.toContain('root:');
    await expectServing();
  });

  it('an absolute-form request target is served by its path', async () => {
    const answer = await raw('GET http://127.0.0.1/docs/x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(DOC);
  });
});

describe('nothing outside public/ is served', () => {
  it.each([
    '/..%2fpublic-x/secret.txt',
    '/..%2Fpublic-x%2Fsecret.txt',
    '/docs/..%2f..%2fpublic-x/secret.txt',
    '/..%2fpublic',
    '/..%2foutside.txt',
    '/..%5c..%5coutside.txt',
    '/link.txt',
    '/linkdir/secret.txt',
    '//..%2fpublic-x/secret.txt',
  ])('%s answers 404', async (target) => {
    const answer = await rawGet(target);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe(NOT_FOUND);
    expect(answer.body.toString()).not.toContain(SECRET);
  });

  it('a symbolic link that stays inside public/ is served', async () => {
    const answer = await request('GET', '/inside-link.txt');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(PLAIN);
  });

  it('a path starting with two slashes is a path on this site, not another host', async () => {
    expect((await rawGet('//docs/x')).body.toString()).toBe(DOC);
    expect((await rawGet('//evil.example/')).status).toBe(404);
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'TRACE', 'OPTIONS', 'PATCH'])('%s answers 405 with Allow: GET, HEAD and the fixed headers', async (method) => {
    for (const target of ['/', '/docs/x', '/app.js', '/no-such-page']) {
      const answer = await request(method, target);
      expect([method, target, answer.status]).toEqual([method, target, 405]);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-security-policy']).toBe("default-src 'self'");
    }
  });

  it('a POST with a body answers 405 and the server goes on', async () => {
    const answer = await raw('POST /docs/x HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    await expectServing();
  });

  it('CONNECT answers 405 with Allow', async () => {
    const answer = await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    await expectServing();
  });

  it('HEAD answers with the headers of GET and no body', async () => {
    for (const target of ['/docs/x', '/app.js', '/no-such-page']) {
      const get = await request('GET', target, { 'Accept-Encoding': 'br' });
      const head = await raw(`HEAD ${target} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n`);
      expect(head.status).toBe(get.status);
      expect(head.headers['content-length']).toBe(String(get.body.length));
      expect(head.headers['content-encoding']).toBe(get.headers['content-encoding']);
      expect(head.body.length).toBe(0);
    }
  });
});

describe('the not-found page', () => {
  it.each(['/404', '/404/', '/404.html', '/404/index.html', '/404//', '/docs/../404'])('%s answers 404 with the not-found page', async (target) => {
    const answer = await request('GET', target);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe(NOT_FOUND);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown paths, and HEAD, with 404', async () => {
    expect((await request('GET', '/no/such/page')).status).toBe(404);
    expect((await request('HEAD', '/404')).status).toBe(404);
  });
});

describe('Accept-Encoding', () => {
  const br = zlib.brotliCompressSync(APP);
  const gz = zlib.gzipSync(APP);
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['br;q=0.000, gzip;q=0.0', undefined],
    ['*;q=0', undefined],
    ['identity;q=0', undefined],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['Gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.1', 'br'],
    ['gzip ; q=0 , br ; q=0', undefined],
    ['gzip;q=nonsense', undefined],
    ['', undefined],
    ['brotli, gzipped', undefined],
  ])('%j sends the %s copy', async (header, coding) => {
    const answer = await request('GET', '/app.js', { 'Accept-Encoding': header });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.equals(coding === 'br' ? br : coding === 'gzip' ? gz : Buffer.from(APP))).toBe(true);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
  });

  it('without Accept-Encoding sends the file as it is', async () => {
    const answer = await request('GET', '/app.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(APP);
  });

  it('compresses on the fly only when gzip is acceptable', async () => {
    const gzip = await request('GET', '/plain.txt', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(PLAIN);
    const none = await request('GET', '/plain.txt', { 'Accept-Encoding': 'gzip;q=0, br' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(PLAIN);
    expect(none.headers.vary).toBe('Accept-Encoding');
  });
});

describe('Range', () => {
  const size = PLAIN.length;
  it.each([
    ['bytes=0-4', 0, 4],
    ['bytes=10-', 10, size - 1],
    ['bytes=-3', size - 3, size - 1],
    ['bytes=-1000', 0, size - 1],
    ['bytes=30-1000', 30, size - 1],
    ['bytes=5-5', 5, 5],
    ['BYTES=2-3', 2, 3],
    ['bytes= 2 - 3 ', 2, 3],
  ])('%s answers 206 with those bytes', async (range, start, end) => {
    const answer = await request('GET', '/plain.txt', { Range: range });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(answer.body.toString()).toBe(PLAIN.slice(start, end + 1));
    expect(answer.headers['content-length']).toBe(String(end - start + 1));
  });

  it.each(['bytes=36-', 'bytes=100-200', 'bytes=5-2', 'bytes=-0', 'bytes=abc', 'bytes=-', 'bytes=1-2-3'])(
    '%s answers 416 with Content-Range: bytes */size',
    async (range) => {
      const answer = await request('GET', '/plain.txt', { Range: range });
      expect(answer.status).toBe(416);
      expect(answer.headers['content-range']).toBe(`bytes */${size}`);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('sends the whole body with 200 and Accept-Ranges for no range, another unit, several ranges, or an If-Range', async () => {
    const cases: Record<string, string>[] = [
      {},
      { Range: 'items=0-4' },
      { Range: 'bytes =0-4' },
      { Range: 'bytes=0-1,5-6' },
      { Range: 'bytes=0-4', 'If-Range': '"some-etag"' },
    ];
    for (const headers of cases) {
      const answer = await request('GET', '/plain.txt', headers);
      expect([headers, answer.status]).toEqual([headers, 200]);
      expect(answer.headers['accept-ranges']).toBe('bytes');
      expect(answer.body.toString()).toBe(PLAIN);
    }
  });

  it('applies to a precompressed copy, on its bytes', async () => {
    const br = zlib.brotliCompressSync(APP);
    const answer = await request('GET', '/app.js', { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-range']).toBe(`bytes 0-9/${br.length}`);
    expect(answer.body.equals(br.subarray(0, 10))).toBe(true);
    const unsatisfiable = await request('GET', '/app.js', { 'Accept-Encoding': 'br', Range: `bytes=${br.length}-` });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers['content-range']).toBe(`bytes */${br.length}`);
    expect(unsatisfiable.headers.vary).toBe('Accept-Encoding');
  });

  it('does not apply to a body compressed on the fly, nor to the not-found page', async () => {
    const gzip = await request('GET', '/plain.txt', { 'Accept-Encoding': 'gzip', Range: 'bytes=0-4' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['accept-ranges']).toBeUndefined();
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(PLAIN);
    const missing = await request('GET', '/no-such-page', { Range: 'bytes=0-4' });
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe(NOT_FOUND);
    expect(missing.headers['accept-ranges']).toBeUndefined();
  });

  it('HEAD with a range answers 206 with the range’s length and no body', async () => {
    const answer = await raw('HEAD /plain.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=0-4\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(206);
    expect(answer.headers['content-length']).toBe('5');
    expect(answer.headers['content-range']).toBe(`bytes 0-4/${size}`);
    expect(answer.body.length).toBe(0);
  });
});

describe('files that cannot be sent', () => {
  it('a file fs cannot read into memory gets 500, and the server goes on', async () => {
    for (const encoding of ['', 'gzip']) {
      const answer = await request('GET', '/huge.txt', { 'Accept-Encoding': encoding });
      expect(answer.status).toBe(500);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      await expectServing();
    }
    expect(server.stderr()).toContain('GET /huge.txt');
  });

  it.each(['/fifo.txt', '/dangling.txt'])('%s (not a regular file) answers 404 at once', async (target) => {
    const answer = await rawGet(target);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe(NOT_FOUND);
    await expectServing();
  });
});

describe('the rest stays as it was', () => {
  it('serves clean URLs, Cache-Control and the OpenAPI document’s CORS', async () => {
    const page = await request('GET', '/docs/x');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe(DOC);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['accept-ranges']).toBe('bytes');
    expect((await request('GET', '/docs/x/')).body.toString()).toBe(DOC);
    expect((await request('GET', '/openapi.json')).headers['access-control-allow-origin']).toBe('*');
    expect((await request('GET', '/app.js')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('hashed files are immutable, but not their errors', async () => {
    const hashed = await request('GET', '/app-0123456789abcdef0123.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const part = await request('GET', '/app-0123456789abcdef0123.js', { Range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const unsatisfiable = await request('GET', '/app-0123456789abcdef0123.js', { Range: 'bytes=100000-' });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers['cache-control']).toBe('no-cache');
  });

  it('serves under the path prefix, and nothing outside it', async () => {
    const prefixed = await serve('/sub');
    try {
      expect((await request('GET', '/sub/docs/x', {}, prefixed.port)).body.toString()).toBe(DOC);
      expect((await request('GET', '/sub', {}, prefixed.port)).body.toString()).toBe(HOME);
      expect((await request('GET', '/docs/x', {}, prefixed.port)).status).toBe(404);
      expect((await request('GET', '/sub/404', {}, prefixed.port)).status).toBe(404);
      expect((await request('POST', '/sub/docs/x', {}, prefixed.port)).status).toBe(405);
    } finally {
      await prefixed.stop();
    }
  });

  it('has not crashed nor logged anything but the unreadable file', () => {
    expect(server.child.exitCode).toBeNull();
    const lines = server
      .stderr()
      .split('\n')
      .filter((line) => line && !line.startsWith('serve: GET /huge.txt'));
    expect(lines).toEqual([]);
  });
});
