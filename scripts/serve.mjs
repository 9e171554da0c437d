#!/usr/bin/env node
/**
 * Serves the production build in public/ the way a static host does: clean URLs
 * (/docs/x → /docs/x/index.html), the 404 page with status 404 for unknown paths, and the site's
 * path prefix, the security headers of deploy/nginx.conf and the build's deploy/csp.conf, and the
 * build's precompressed copies. Used by `npm run serve` and by the browser tests (which import
 * startServer). Listens on the loopback interface only, unless HOST says otherwise.
 *
 *   PORT=9000 node scripts/serve.mjs             → http://127.0.0.1:9000/
 *   HOST=0.0.0.0 PORT=9000 node scripts/serve.mjs  (reachable from other machines)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.jpg': 'image/jpeg',
};

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The headers deploy/nginx.conf sends with every answer (`add_header Name "value" always;` lines
 * with a fixed value) and those of the build's deploy/csp.conf (the Content-Security-Policy), so
 * that `npm run serve` shows the site as nginx serves it. Headers computed by nginx per answer
 * (Cache-Control, the OpenAPI document's CORS) are set below, as nginx sets them.
 */
export function securityHeaders(projectDir = PROJECT) {
  const headers = {};
  for (const file of ['deploy/nginx.conf', 'deploy/csp.conf']) {
    const full = path.join(projectDir, file);
    if (!fs.existsSync(full)) continue;
    const text = fs.readFileSync(full, 'utf8');
    // A long policy comes in parts: `set $lp_csp_N "…";` lines joined in the header (src/node/csp.ts).
    const parts = new Map([...text.matchAll(/^set \$(lp_csp_\d+) "([^"]*)";$/gm)].map((m) => [m[1], m[2]]));
    for (const match of text.matchAll(/^\s*add_header\s+([A-Za-z-]+)\s+(?:"((?:[^"$]|\$lp_csp_\d+)*)"|'([^'$]*)')\s+always;/gm)) {
      headers[match[1]] = (match[2] ?? match[3]).replace(/\$(lp_csp_\d+)/g, (_m, name) => parts.get(name) ?? '');
    }
  }
  return headers;
}

/** The file for a URL path inside root, or null. */
export function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const target = path.normalize(path.join(root, decoded));
  if (!target.startsWith(root)) return null;
  const candidates = decoded.endsWith('/') ? [path.join(target, 'index.html')] : [target, path.join(target, 'index.html'), `${target}.html`];
  return candidates.find(isFile) ?? null;
}

/**
 * Starts the server. `prefix` is the site's path prefix ('' or '/sub').
 * @returns {Promise<{url: string, port: number, close: () => Promise<void>}>}
 */
export function startServer({ root = path.resolve('public'), port = 0, prefix = '', host = '127.0.0.1', headers } = {}) {
  const absoluteRoot = path.resolve(root);
  // The headers of the project the build belongs to (its deploy/ next to public/): its csp.conf
  // allows exactly that build's inline scripts. Another site's build (the benchmark's Docusaurus) gets none.
  const fixedHeaders = headers ?? (fs.existsSync(path.join(absoluteRoot, '../deploy/csp.conf')) ? securityHeaders(path.dirname(absoluteRoot)) : {});
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname = url.pathname;
    const send = (status, file, headers = {}) => {
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const out = { ...fixedHeaders, 'Content-Type': type, ...headers };
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const compressible = /text|json|javascript|svg|xml|markdown|yaml|wasm/.test(type);
      let body;
      // The build's precompressed copies (scripts/precompress.mjs) first, as nginx's gzip_static
      // and brotli_static send them; compression on the fly only for files without one.
      if (compressible && /\bbr\b/.test(accepts) && isFile(`${file}.br`)) {
        body = fs.readFileSync(`${file}.br`);
        out['Content-Encoding'] = 'br';
      } else if (compressible && /\bgzip\b/.test(accepts) && isFile(`${file}.gz`)) {
        body = fs.readFileSync(`${file}.gz`);
        out['Content-Encoding'] = 'gzip';
      } else if (compressible && /\bgzip\b/.test(accepts)) {
        body = zlib.gzipSync(fs.readFileSync(file));
        out['Content-Encoding'] = 'gzip';
      } else {
        body = fs.readFileSync(file);
      }
      if (compressible) out.Vary = 'Accept-Encoding';
      out['Content-Length'] = body.length;
      res.writeHead(status, out);
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const notFound = () => {
      const page = path.join(absoluteRoot, '404.html');
      if (isFile(page)) send(404, page, { 'Cache-Control': 'no-cache' });
      else {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('Not found');
      }
    };
    if (prefix) {
      if (pathname === prefix) pathname = '/';
      else if (pathname.startsWith(`${prefix}/`)) pathname = pathname.slice(prefix.length);
      else return notFound();
    }
    const file = resolveFile(absoluteRoot, pathname);
    if (!file || path.basename(file) === '404.html') return notFound();
    const hashed = /-[0-9a-f]{20}\.(js|css)$/.test(file) || pathname.startsWith('/static/');
    // The OpenAPI document may be read by tools on other origins, as deploy/nginx.conf allows.
    const cors = /^\/openapi\.(?:json|yaml)$/.test(pathname) ? { 'Access-Control-Allow-Origin': '*' } : {};
    send(200, file, { 'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache', ...cors });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      resolve({
        port: actual,
        url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}${prefix}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const port = Number(process.env.PORT ?? 9000);
  const prefix = (process.env.PATH_PREFIX ?? '').replace(/\/$/, '');
  if (!fs.existsSync('public/index.html')) {
    console.error('public/ has no build yet: run `npm run build` first.');
    process.exit(1);
  }
  // Loopback only unless asked: `HOST=0.0.0.0 npm run serve` to let other machines in.
  const host = process.env.HOST || '127.0.0.1';
  startServer({ port, prefix, host }).then(({ url }) => {
    console.log(`Serving public/ at ${url}/  (Ctrl+C to stop)`);
  });
}
