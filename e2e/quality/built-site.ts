/**
 * What the production build in public/ contains, discovered from the files themselves so the
 * quality gates cover every page whatever content or components the build has.
 */
import { spawn } from 'child_process';
import fs from 'fs';
import path from 'path';
import rawConfig from '../../src/config/site.config';
import { parseSiteConfig, pathPrefixOf } from '../../src/config/schema';
import { walkFiles } from '../../src/node/walk';
import { MODEL_PAGES_PATH, modelPagePath } from '../../src/utils/model-page';

export const PUBLIC_DIR = path.resolve(__dirname, '../../public');

/** The site's path prefix ('' or '/sub'), as `gatsby build --prefix-paths` applies it to links. */
export const PATH_PREFIX = pathPrefixOf(parseSiteConfig(rawConfig).baseUrl);

export interface BuiltPage {
  /** Site path without prefix: '/', '/docs', '/docs/get-started/error-codes', '/404.html'. */
  readonly url: string;
  /** Absolute path of the HTML file. */
  readonly file: string;
}

/** Every HTML file of the build. */
export function builtHtmlFiles(): string[] {
  return walkFiles(PUBLIC_DIR, {
    match: /\.html$/,
    // Build artefacts, not pages. `_gatsby/slices/*.html` are Gatsby's internal Slice fragments
    // (e.g. `_gatsby-scripts-1.html`: a bare list of <script> tags with no doctype) that Gatsby
    // stitches into each page at build time; no URL serves them as documents, and the pages
    // they end up in are checked whole.
    skip: (folder) => ['static', 'page-data', '~partytown', '_gatsby'].includes(folder.relative),
  }).sort();
}

/**
 * Every page a visitor can reach: each `index.html` (as its clean URL) plus `404.html`. Gatsby also
 * writes the not-found page as `404/index.html`, a byte-for-byte twin of 404.html; it is kept out
 * so the same page is not scanned twice.
 */
export function builtPages(): BuiltPage[] {
  const pages: BuiltPage[] = [];
  for (const file of builtHtmlFiles()) {
    const rel = path.relative(PUBLIC_DIR, file).split(path.sep).join('/');
    if (rel === '404.html') pages.push({ url: '/404.html', file });
    else if (rel.endsWith('index.html') && rel !== '404/index.html') {
      const dir = rel.slice(0, -'index.html'.length).replace(/\/$/, '');
      pages.push({ url: `/${dir}`, file });
    }
  }
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

/**
 * The pages the per-page scans (axe) visit: every page, except that of the model pages, which all
 * come from one template and one generator (src/node/model-pages), only one per lifecycle status
 * and the model family page are kept. e2e/model-pages.e2e.ts covers the model pages' behaviour.
 */
export function scannedPages(): BuiltPage[] {
  const models = (
    JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../content/models.json'), 'utf8')) as { models: Array<{ id: string; status: string }> }
  ).models;
  const keep = new Set<string>();
  for (const status of ['active', 'deprecated', 'retired']) {
    const model = models.find((m) => m.status === status && !m.id.endsWith('*'));
    if (model) keep.add(modelPagePath(model.id));
  }
  for (const model of models.filter((m) => m.id.endsWith('*'))) keep.add(modelPagePath(model.id));
  return builtPages().filter((page) => !page.url.startsWith(`${MODEL_PAGES_PATH}/`) || keep.has(page.url));
}

/** A doc page of the build that is guaranteed by the content spec (the first API reference page). */
export const SAMPLE_DOC = '/docs/api-reference/openai/chat';

/** Runs one of the benchmark's measuring scripts (scripts/bench/) and parses what it prints as JSON. */
export function runJsonScript<T>(script: string, args: string[]): Promise<T> {
  const file = path.resolve(__dirname, '../../scripts/bench', script);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out) as T);
      } catch (error) {
        reject(new Error(`unreadable output of ${script}: ${String(error)}\n${out.slice(0, 500)}\n${err.slice(-1000)}`));
      }
    });
  });
}
