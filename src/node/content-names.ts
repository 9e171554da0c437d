/**
 * What the folders of content/ may hold, by name. A page's file name is its URL, and a file the
 * build does not read would be dropped without a word, so: pages are `.mdx` files with names of
 * lower-case letters, digits and "-" (the URL is then the name), categories are `_category_.json`,
 * the OpenAPI folder holds YAML (and its README), and a standalone page cannot take a URL the site
 * or the build already uses (/, /404, /docs, /openapi.json…). Checked in onPreInit, before
 * sourcing, with the symbolic-link and static/ checks; each problem names the file and the fix.
 */
import fs from 'fs';
import path from 'path';
import { walkTree } from './walk';

const PAGE_NAME = /^[a-z0-9][a-z0-9-]*\.mdx$/;
const FOLDER_NAME = /^[a-z0-9][a-z0-9-]*$/;
const OPENAPI_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*\.yaml$/;
const OPENAPI_FOLDER = /^[a-z0-9][a-z0-9-]*$/;

/** What content/ itself holds. */
export const CONTENT_ENTRIES: readonly string[] = ['docs', 'pages', 'shared', 'openapi', 'models.json', 'errors.json'];

/**
 * First path segments a standalone page (content/pages) may not take: the site's own pages
 * (src/pages: / and /404), the docs, and what the build writes at the top of public/.
 */
export const RESERVED_PAGE_NAMES: readonly string[] = [
  'index',
  '404',
  'docs',
  'page-data',
  'static',
  'pagefind',
  'mcp',
  'samples',
  'img',
  'openapi',
  'llms',
  'llms-full',
  'sitemap',
  'robots',
  'rss',
  'atom',
  'search',
  'dev-404-page',
];

const shown = (dir: string, relative: string) => `content/${dir}/${relative}`;

/** `content/…: …` lines for every entry of content/ whose name or kind the build cannot take. */
export function contentNameProblems(projectDir: string): string[] {
  const root = path.resolve(projectDir, 'content');
  if (!fs.existsSync(root) || fs.lstatSync(root).isSymbolicLink()) return [];
  const problems: string[] = [];
  for (const name of fs.readdirSync(root).sort()) {
    if (!CONTENT_ENTRIES.includes(name) && !fs.lstatSync(path.join(root, name)).isSymbolicLink()) {
      problems.push(
        `content/${name}: content/ holds only ${CONTENT_ENTRIES.join(', ')}: move it into one of them (pages go in content/docs/ as .mdx files), or remove it.`,
      );
    }
  }
  for (const dir of ['docs', 'pages', 'shared']) {
    const base = path.join(root, dir);
    if (!fs.existsSync(base)) continue;
    for (const entry of walkTree(base)) {
      if (entry.isSymbolicLink) continue;
      const where = shown(dir, entry.relative);
      if (entry.isDirectory) {
        if (!FOLDER_NAME.test(entry.name))
          problems.push(
            `${where}: a folder name becomes part of the URL, so it uses lower-case letters, digits and "-" only: rename it, e.g. content/${dir}/get-started.`,
          );
      } else if (entry.name === '_category_.json') {
        if (dir !== 'docs') problems.push(`${where}: categories are folders of content/docs; content/${dir} has none: remove it.`);
      } else if (!entry.name.endsWith('.mdx')) {
        problems.push(
          `${where}: only .mdx pages${dir === 'docs' ? ' and _category_.json' : ''} belong in content/${dir}, and the build would drop this file without a word: remove it, or write it as an .mdx page.`,
        );
      } else if (!PAGE_NAME.test(entry.name)) {
        problems.push(
          `${where}: a page's file name is its URL, so it uses lower-case letters, digits and "-" only: rename it, e.g. content/${dir}/rate-limits.mdx.`,
        );
      } else if (dir === 'pages' && RESERVED_PAGE_NAMES.includes(entry.relative.split('/')[0].replace(/\.mdx$/, ''))) {
        problems.push(
          `${where}: /${entry.relative.replace(/\.mdx$/, '').replace(/\/index$/, '')} is a URL the site or the build already uses (${RESERVED_PAGE_NAMES.map((n) => `/${n}`).join(', ')}): choose another name.`,
        );
      }
    }
  }
  const openapi = path.join(root, 'openapi');
  if (fs.existsSync(openapi)) {
    for (const entry of walkTree(openapi)) {
      if (entry.isSymbolicLink) continue;
      const where = shown('openapi', entry.relative);
      if (entry.isDirectory ? !OPENAPI_FOLDER.test(entry.name) : !(OPENAPI_NAME.test(entry.name) || entry.relative === 'README.md')) {
        problems.push(
          `${where}: content/openapi holds YAML files (letters, digits, "_" and "-", ending in .yaml) in folders of lower-case letters, digits and "-", and its README.md: rename or remove it.`,
        );
      }
    }
  }
  return problems;
}
