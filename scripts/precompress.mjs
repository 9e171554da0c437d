#!/usr/bin/env node
/**
 * The last step of `npm run build`: writes a gzip (`.gz`, level 9) and a brotli (`.br`, quality 11)
 * copy next to every compressible file of public/ (HTML, JavaScript, CSS, JSON, XML, text,
 * Markdown, YAML, SVG, the Atom feed, the web manifest and the search index's code and
 * WebAssembly), so that servers send them as they are instead of compressing each response:
 * deploy/nginx.conf with `gzip_static` (and `brotli_static` where its module is installed) and
 * `npm run serve`. Pagefind's index fragments (`.pf_*`) are compressed by Pagefind already.
 *
 * A copy is written only when it is smaller than the file; an old copy whose file changed or
 * disappeared is replaced or removed, so running it again after a warm build is cheap and exact.
 *
 *   node scripts/precompress.mjs [dir]      (default public/)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Extensions whose files are compressed. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.md', '.yaml', '.svg', '.atom', '.webmanifest', '.wasm']);
/**
 * Brotli's best quality for the code every visit loads (content-hashed, so compressed once and
 * kept by warm builds); quality 7 for the pages and data, which change with every build: on the
 * 56-page site quality 11 made everything 11% smaller than quality 5 but took 16.8 s, against
 * 0.6 s for the code at 11 and 0.4 s for the rest at 7 (3% larger than 11).
 */
// Not .mjs: the only one is the MCP server (public/mcp/server.mjs), which no visit loads; at 11 its
// 1 MB took 2.1 s a build for 9% less than at 7 (56 ms).
const BEST_QUALITY = new Set(['.js', '.css', '.wasm']);
/** Smaller files gain nothing worth a second request path (nginx's gzip_min_length is the same). */
export const MIN_BYTES = 256;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** Whether `file` (not a .gz or .br copy itself) gets compressed copies. */
export function isCompressible(file, size) {
  return COMPRESSIBLE.has(path.extname(file).toLowerCase()) && size >= MIN_BYTES;
}

async function write(target, data, original) {
  if (data.length >= original.length) {
    fs.rmSync(target, { force: true });
    return 0;
  }
  await fs.promises.writeFile(target, data);
  return 1;
}

/** Compresses the files of `dir` (see the module comment); returns counts and bytes. */
export async function precompress(dir) {
  const started = Date.now();
  const all = [...files(dir)];
  const present = new Set(all);
  const jobs = [];
  let removed = 0;
  for (const file of all) {
    const ext = path.extname(file);
    if (ext === '.gz' || ext === '.br') {
      // A copy whose original is gone, or no longer compressible, goes too.
      const original = file.slice(0, -ext.length);
      if (!present.has(original) || !isCompressible(original, fs.statSync(original).size)) {
        fs.rmSync(file);
        removed++;
      }
      continue;
    }
    const { size, mtimeMs } = fs.statSync(file);
    if (!isCompressible(file, size)) continue;
    // Unchanged since its copies were written (a warm build keeps most files): nothing to do.
    const fresh = ['.gz', '.br'].every((suffix) => present.has(file + suffix) && fs.statSync(file + suffix).mtimeMs >= mtimeMs);
    if (!fresh) jobs.push(file);
  }
  let written = 0;
  let bytes = 0;
  let gzBytes = 0;
  let brBytes = 0;
  // zlib runs on libuv's thread pool: a few files at a time keep every core busy.
  const width = Math.max(2, os.availableParallelism?.() ?? os.cpus().length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const file = jobs[next++];
      const data = await fs.promises.readFile(file);
      const [gz, br] = await Promise.all([
        gzip(data, { level: 9 }),
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BEST_QUALITY.has(path.extname(file)) ? 11 : 7,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            [zlib.constants.BROTLI_PARAM_MODE]: path.extname(file) === '.wasm' ? zlib.constants.BROTLI_MODE_GENERIC : zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
      ]);
      const copies = (await write(`${file}.gz`, gz, data)) + (await write(`${file}.br`, br, data));
      written += copies;
      bytes += data.length;
      gzBytes += gz.length;
      brBytes += br.length;
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return { files: jobs.length, written, removed, bytes, gzBytes, brBytes, ms: Date.now() - started };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = path.resolve(process.argv[2] ?? 'public');
  if (!fs.existsSync(dir)) {
    console.error(`${dir}: no such folder: run the build first.`);
    process.exit(1);
  }
  const r = await precompress(dir);
  const mb = (n) => (n / 1024 / 1024).toFixed(1);
  console.log(
    `precompress: ${r.files} file(s) compressed (${mb(r.bytes)} MB → gzip ${mb(r.gzBytes)} MB, brotli ${mb(r.brBytes)} MB), ${r.written} copies written, ${r.removed} stale removed, in ${(r.ms / 1000).toFixed(1)} s`,
  );
}
