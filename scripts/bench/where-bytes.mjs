#!/usr/bin/env node
/**
 * Where the JavaScript bytes go: attributes each emitted chunk's bytes to the source modules in
 * its source map (grouped by npm package or src/ folder) and prints the biggest items.
 *
 *   node scripts/bench/where-bytes.mjs [public/app-*.js ...]   (default: every .js in public/ with a map)
 *   BY=file node scripts/bench/where-bytes.mjs …                 one line per source file instead of folder
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map');

function group(source) {
  const s = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = s.slice(nm + 'node_modules/'.length).split('/');
    return `npm:${rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  if (process.env.BY === 'file') return s;
  const parts = s.split('/');
  return parts.slice(0, Math.min(parts.length - 1, 3)).join('/') || s;
}

const files =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : fs
        .readdirSync('public')
        .filter((f) => f.endsWith('.js') && fs.existsSync(`public/${f}.map`))
        .map((f) => `public/${f}`);
const totals = new Map();
for (const file of files) {
  const code = fs.readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'));
  const gz = zlib.gzipSync(code).length;
  const perSource = new Map();
  // Each mapping owns the generated text up to the next mapping on the same line.
  const mappings = [];
  await SourceMapConsumer.with(map, null, (consumer) => {
    consumer.eachMapping((m) => mappings.push([m.generatedLine, m.generatedColumn, m.source]));
  });
  for (let i = 0; i < mappings.length; i += 1) {
    const [line, col, source] = mappings[i];
    const next = mappings[i + 1];
    const end = next && next[0] === line ? next[1] : lines[line - 1].length;
    const key = source ? group(source) : '(webpack glue)';
    perSource.set(key, (perSource.get(key) ?? 0) + (end - col));
  }
  const raw = code.length;
  for (const [key, bytes] of perSource) {
    // Share the chunk's gzip size out in proportion to raw bytes: an estimate, good for ranking.
    const label = `${key}  [${path.basename(file).replace(/-[0-9a-f]{20}\.js$/, '')}]`;
    totals.set(label, (totals.get(label) ?? 0) + (bytes / raw) * gz);
  }
}
const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25));
for (const [key, bytes] of top) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB gzip (est.)  ${key}`);
