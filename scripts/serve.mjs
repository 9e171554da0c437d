#!/usr/bin/env node
/**
 * Serves the production build in public/ the way a static host does: clean URLs
 * (/docs/x → /docs/x/index.html), the 404 page with status 404 for unknown paths, and the site's
 * path prefix, the security headers of deploy/nginx.conf and the build's deploy/csp.conf, and the
 * build's precompressed copies. Used by `npm run serve` and by the browser tests (which import
 * startServer). Listens on the loopback interface only, unless HOST says otherwise.
 *
 * As strict as nginx: a malformed request (request line, percent-encoding, a NUL byte) gets 400
 * and the server goes on serving; nothing outside the root is served (paths compared by whole
 * segments, symbolic links resolved); only GET and HEAD (405 with Allow otherwise); the not-found
 * page answers 404 under all its names; Accept-Encoding q-values are honoured (q=0 refuses a
 * coding); a single byte range gets 206 (or 416), on the bytes sent, precompressed or not, but not
 * on a body compressed on the fly. Files are read whole into memory (none in a build is near 2 GiB).
 *
 *   PORT=9000 node scripts/serve.mjs             → http://127.0.0.1:9000/
 *   HOST=0.0.0.0 PORT=9000 node scripts/serve.mjs  (reachable from other machines)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

/** The real path (symbolic links resolved) of a file or folder, or null when it cannot be resolved. */
function realPath(file) {
  try {
    return fs.realpathSync(file);
  } catch {
    return null;
  }
}

/** Whether target is dir or inside it, by whole path segments: /srv/public-x is not inside /srv/public. */
function isInside(dir, target) {
  return target === dir || target.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep);
}

/** Whether file is a regular file whose real path is inside realRoot (a link in public/ to a file elsewhere is not). */
function isFileInside(realRoot, file) {
  if (!isFile(file)) return false;
  const real = realPath(file);
  return real !== null && isInside(realRoot, real);
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

/**
 * The file for a URL path inside root, or null: for malformed percent-encoding, a NUL byte, a
 * path that leaves root (compared by whole path segments), and a file whose real path (symbolic
 * links resolved) is outside the real path of root. The file is returned as an absolute path.
 */
export function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  // A `..` that climbs above root on the way (/..%2fpublic/x) leaves it, even if the path comes back.
  let depth = 0;
  for (const segment of decoded.split(/[\\/]/)) {
    depth += segment === '..' ? -1 : segment === '' || segment === '.' ? 0 : 1;
    if (depth < 0) return null;
  }
  const base = path.resolve(root);
  const realRoot = realPath(base);
  if (realRoot === null) return null;
  const target = path.join(base, decoded);
  if (!isInside(base, target)) return null;
  const candidates = decoded.endsWith('/') ? [path.join(target, 'index.html')] : [target, path.join(target, 'index.html'), `${target}.html`];
  // `${target}.html` of the root itself (`/..%2fpublic` → public.html) is beside root, not in it.
  return candidates.find((file) => isInside(base, file) && isFileInside(realRoot, file)) ?? null;
}

/**
 * Which content codings an Accept-Encoding header accepts: a function of the coding's name. The
 * header is a comma-separated list of `coding;q=value` (names case-insensitive, `*` for every
 * coding not named); a coding with q=0, or with a malformed q (as nginx reads it), is refused.
 * No header accepts no coding (the body is sent as it is); the body as it is stays the fallback.
 */
function acceptedCodings(header) {
  const weights = new Map();
  for (const element of String(header ?? '').split(',')) {
    const [name, ...params] = element.split(';').map((part) => part.trim());
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const equals = param.indexOf('=');
      if (equals === -1 || param.slice(0, equals).trim().toLowerCase() !== 'q') continue;
      const value = param.slice(equals + 1).trim();
      weight = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    // The first mention of a coding counts, as nginx reads the header.
    if (!weights.has(name.toLowerCase())) weights.set(name.toLowerCase(), weight);
  }
  return (coding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
}

const UNSATISFIABLE = 'unsatisfiable';

/**
 * The byte range a Range header asks of a body of `size` bytes, as nginx reads it: null to send
 * the whole body (no header, another unit than bytes, a range from 0 of an empty body, or several
 * ranges: those get the whole body with 200, not a multipart answer), UNSATISFIABLE (a malformed
 * header, or no range that starts inside the body), or `{ start, end }` (end exclusive).
 */
function byteRange(header, size) {
  if (typeof header !== 'string' || header.length < 7 || header.slice(0, 6).toLowerCase() !== 'bytes=') return null;
  const ranges = [];
  for (const spec of header.slice(6).split(',')) {
    const match = /^ *(\d*) *- *(\d*) *$/.exec(spec);
    if (!match || (match[1] === '' && match[2] === '')) return UNSATISFIABLE;
    let start;
    let end;
    if (match[1] === '') {
      // `-n`: the last n bytes.
      start = Math.max(size - Number(match[2]), 0);
      end = size;
    } else {
      // `a-b` (inclusive, cut at the end of the body) or `a-` (to the end).
      start = Number(match[1]);
      end = match[2] === '' ? size : Math.min(Number(match[2]) + 1, size);
    }
    if (start < end) ranges.push({ start, end });
    else if (start === 0) return null;
  }
  if (ranges.length === 0) return UNSATISFIABLE;
  return ranges.length === 1 ? ranges[0] : null;
}

/** The error class of an exception thrown while answering: the status nginx gives for it. */
function statusOfError(error) {
  const code = error && typeof error === 'object' ? error.code : undefined;
  if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR' || code === 'ELOOP') return 404;
  if (code === 'EACCES' || code === 'EPERM') return 403;
  return 500;
}

const REASONS = { 400: 'Bad Request', 405: 'Method Not Allowed', 408: 'Request Timeout' };

/** Files that pages on other origins may read (CORS): the OpenAPI document, the catalogues and their schemas. */
export const PUBLIC_DATA = /^\/(?:openapi\.(?:json|yaml)|(?:models|errors)(?:\.schema)?\.json)$/;

/** A doc page's URL path (no extension): it may have a Markdown twin. */
const DOC_PAGE = /^\/docs(?:\/[\w.-]*[\w-])*$/;

/** The Markdown twin of a doc page's path inside root (`/docs/x` → `/docs/x.md`), or null. */
function markdownTwin(root, pathname) {
  if (/\.[a-z0-9]+$/i.test(pathname)) return null;
  return resolveFile(root, `${pathname}.md`);
}

/** Whether an Accept header asks for text/markdown (with a quality above 0). */
export function acceptsMarkdown(header) {
  return (header ?? '').split(',').some((item) => {
    const [type, ...params] = item
      .trim()
      .toLowerCase()
      .split(';')
      .map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    return type === 'text/markdown' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Starts the server. `prefix` is the site's path prefix ('' or '/sub').
 * @returns {Promise<{url: string, port: number, close: () => Promise<void>}>}
 */
export function startServer({ root = path.resolve('public'), port = 0, prefix = '', host = '127.0.0.1', headers } = {}) {
  const absoluteRoot = path.resolve(root);
  // The headers of the project the build belongs to (its deploy/ next to public/): its csp.conf
  // allows exactly that build's inline scripts. Another site's build (the benchmark's Docusaurus) gets none.
  const ownHeaders = headers ?? (fs.existsSync(path.join(absoluteRoot, '../deploy/csp.conf')) ? securityHeaders(path.dirname(absoluteRoot)) : {});
  // Every answer points agents at the site's index for them (llms.txt), as deploy/nginx.conf does.
  const llmsLink = `<${prefix}/llms.txt>; rel="describedby"`;
  const fixedHeaders = headers ?? (fs.existsSync(path.join(absoluteRoot, 'llms.txt')) ? { ...ownHeaders, Link: llmsLink } : ownHeaders);

  // The build's MCP server (public/mcp/server.mjs), loaded on the first request to /mcp.
  const mcpFile = isFile(path.join(absoluteRoot, 'mcp', 'server.mjs')) ? path.join(absoluteRoot, 'mcp', 'server.mjs') : null;
  let mcpListener = null;
  const serveMcp = (req, res) => {
    mcpListener ??= import(pathToFileURL(mcpFile).href).then((mcp) => mcp.nodeListener(mcp.createHttpHandler(mcp.loadData(), { path: `${prefix}/mcp` })));
    mcpListener.then(
      (listener) => listener(req, res),
      (error) => {
        console.error(`serve: ${mcpFile}: ${error.message}`);
        plain(req, res, 500, 'Internal Server Error');
      },
    );
  };

  /** A short text answer (errors without a page), with the fixed headers. */
  const plain = (req, res, status, text, extra = {}) => {
    const body = Buffer.from(text);
    res.writeHead(status, {
      ...fixedHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...extra,
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const send = (req, res, status, file, headers = {}) => {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const out = { ...fixedHeaders, 'Content-Type': type, ...headers };
    const accepts = acceptedCodings(req.headers['accept-encoding']);
    const compressible = /text|json|javascript|svg|xml|markdown|yaml|wasm/.test(type);
    const realRoot = realPath(absoluteRoot);
    const copy = (suffix) => realRoot !== null && isFileInside(realRoot, `${file}${suffix}`);
    let body;
    // Ranges apply to the bytes sent, the precompressed copies included (as nginx does), but not to
    // a body compressed on the fly (nginx's gzip filter drops Accept-Ranges and ignores Range).
    let ranges = true;
    // The build's precompressed copies (scripts/precompress.mjs) first, as nginx's gzip_static
    // and brotli_static send them; compression on the fly only for files without one.
    if (compressible && accepts('br') && copy('.br')) {
      body = fs.readFileSync(`${file}.br`);
      out['Content-Encoding'] = 'br';
    } else if (compressible && accepts('gzip') && copy('.gz')) {
      body = fs.readFileSync(`${file}.gz`);
      out['Content-Encoding'] = 'gzip';
    } else if (compressible && accepts('gzip')) {
      body = zlib.gzipSync(fs.readFileSync(file));
      out['Content-Encoding'] = 'gzip';
      ranges = false;
    } else {
      body = fs.readFileSync(file);
    }
    if (compressible) out.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
    if (status === 200 && ranges) {
      // An If-Range is not evaluated: the whole body is sent, which is always correct.
      const range = req.headers['if-range'] === undefined ? byteRange(req.headers.range, body.length) : null;
      if (range === UNSATISFIABLE) {
        // The file's other headers (CORS), but not its Cache-Control: an error is not to be kept.
        const { 'Cache-Control': _cacheControl, ...rest } = headers;
        return plain(req, res, 416, 'Range Not Satisfiable', {
          ...rest,
          ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
          'Content-Range': `bytes */${body.length}`,
        });
      }
      if (range) {
        status = 206;
        out['Content-Range'] = `bytes ${range.start}-${range.end - 1}/${body.length}`;
        body = body.subarray(range.start, range.end);
      } else {
        out['Accept-Ranges'] = 'bytes';
      }
    }
    out['Content-Length'] = body.length;
    res.writeHead(status, out);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /** The not-found page with the given status (404, or 400 as nginx's `error_page 400 404`). */
  const errorPage = (req, res, status) => {
    const page = path.join(absoluteRoot, '404.html');
    const realRoot = realPath(absoluteRoot);
    if (realRoot !== null && isFileInside(realRoot, page)) {
      try {
        // nginx closes the connection after a bad request.
        return send(req, res, status, page, { 'Cache-Control': 'no-cache', ...(status === 400 ? { Connection: 'close' } : {}) });
      } catch (error) {
        if (res.headersSent) throw error;
      }
    }
    plain(req, res, status, status === 400 ? 'Bad request' : 'Not found', status === 400 ? { Connection: 'close' } : {});
  };

  /** The not-found page under any of its names (/404, /404/, /404.html, /404/index.html) answers 404, never 200. */
  const isNotFoundPage = (file) => {
    if (path.basename(file) === '404.html') return true;
    const real = realPath(file);
    return [path.join(absoluteRoot, '404.html'), path.join(absoluteRoot, '404', 'index.html')].some((page) => real !== null && realPath(page) === real);
  };

  const handle = (req, res) => {
    const target = req.url ?? '/';
    let url;
    try {
      // An origin-form target (/path) is a path on this host, even `//other.example/x`; an
      // absolute-form one (http://host/path) must be an http(s) URL.
      url = new URL(target.startsWith('/') ? `http://localhost${target}` : target);
    } catch {
      return errorPage(req, res, 400);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return errorPage(req, res, 400);
    let pathname = url.pathname;
    // Malformed percent-encoding (/docs/%zz) and a NUL byte are bad requests for nginx, which
    // answers them with the not-found page (deploy/nginx.conf: `error_page 400 404`).
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return errorPage(req, res, 400);
    }
    if (decoded.includes('\0')) return errorPage(req, res, 400);
    // The docs' MCP server (Streamable HTTP, stateless), as deploy/nginx.conf proxies /mcp to it.
    if (pathname === `${prefix}/mcp` && mcpFile) return serveMcp(req, res);
    // A static site: everything else, as nginx answers a POST to a static file.
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(req, res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    if (prefix) {
      if (pathname === prefix) pathname = '/';
      else if (pathname.startsWith(`${prefix}/`)) pathname = pathname.slice(prefix.length);
      else return errorPage(req, res, 404);
    }
    let file = resolveFile(absoluteRoot, pathname);
    if (!file || isNotFoundPage(file)) return errorPage(req, res, 404);
    const hashed = /-[0-9a-f]{20}\.(js|css)$/.test(file) || pathname.startsWith('/static/');
    // The OpenAPI document and the catalogues may be read by tools on other origins, as deploy/nginx.conf allows.
    const cors = PUBLIC_DATA.test(pathname) ? { 'Access-Control-Allow-Origin': '*' } : {};
    // A doc page has a Markdown twin beside it (/docs/x → /docs/x.md): announced in a Link header,
    // and sent instead of the HTML to a client that asks for text/markdown (an agent), as nginx does.
    const twin = DOC_PAGE.test(pathname) ? markdownTwin(absoluteRoot, pathname) : null;
    const agent = twin ? { Vary: 'Accept', Link: `<${prefix}${pathname}.md>; rel="alternate"; type="text/markdown", ${llmsLink}` } : {};
    if (twin && acceptsMarkdown(req.headers.accept)) file = twin;
    send(req, res, 200, file, { 'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache', ...cors, ...agent });
  };

  const server = http.createServer((req, res) => {
    // No exception leaves the handler: a file that vanished or cannot be read between the check
    // and the read gets 404, 403 or 500 as nginx would give, and the server serves the next request.
    try {
      handle(req, res);
    } catch (error) {
      const status = statusOfError(error);
      if (status === 500) console.error(`serve: ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (res.headersSent) return void res.destroy();
      try {
        if (status === 404) errorPage(req, res, 404);
        else if (status === 403) plain(req, res, 403, 'Forbidden');
        else plain(req, res, 500, 'Internal Server Error', { Connection: 'close' });
      } catch {
        res.destroy();
      }
    }
  });

  // An idle connection stays open 75 s, as nginx keeps it (keepalive_timeout): longer than any
  // client keeps one, so a client never reuses a connection the server is closing at that moment
  // (Node's 5 s default let a fetch meet a reset: ECONNRESET in the browser suite).
  server.keepAliveTimeout = 75_000;

  /** An answer written on the socket itself (no request object: unparsable requests, CONNECT), then the connection is closed. */
  const rawAnswer = (socket, status, extra = {}) => {
    if (!socket.writable || socket._httpMessage?.headersSent) return void socket.destroy();
    const body = REASONS[status];
    const head = { ...fixedHeaders, ...extra, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' };
    const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${REASONS[status]}\r\n${lines.join('')}\r\n${body}`, () => socket.destroy());
  };
  // A request Node's parser refuses (a malformed request line or header, headers too large): 400.
  server.on('clientError', (error, socket) => {
    if (error.code === 'ECONNRESET') return void socket.destroy();
    rawAnswer(socket, error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400);
  });
  // CONNECT does not reach the request handler.
  server.on('connect', (_req, socket) => rawAnswer(socket, 405, { Allow: 'GET, HEAD' }));

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
