/**
 * Crawls the built HTML: every internal link (a/area href), stylesheet/preload (link href),
 * script and image source must point at a file of the build, and every `#fragment` of a link must
 * name an element id of the target page.
 */
import fs from 'fs';
import path from 'path';
import { PATH_PREFIX, PUBLIC_DIR, builtHtmlFiles } from './built-site';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => ENTITIES[name]);
}

/** The URL path a page file is served at ('/docs/x' for public/docs/x/index.html), prefix included. */
function pageUrlOf(file: string): string {
  const rel = path.relative(PUBLIC_DIR, file).split(path.sep).join('/');
  const clean = rel.endsWith('index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel}`;
  return `${PATH_PREFIX}${clean}`;
}

/** The build file a site path resolves to, as the static host does (clean URLs), or null. */
export function fileFor(sitePath: string): string | null {
  const target = path.join(PUBLIC_DIR, sitePath);
  if (!target.startsWith(PUBLIC_DIR)) return null;
  const candidates = sitePath.endsWith('/') ? [path.join(target, 'index.html')] : [target, path.join(target, 'index.html'), `${target}.html`];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

const idCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let ids = idCache.get(file);
  if (!ids) {
    const html = fs.readFileSync(file, 'utf8');
    ids = new Set([...html.matchAll(/\s(?:id|name)="([^"]*)"/g)].map((m) => decodeEntities(m[1])));
    idCache.set(file, ids);
  }
  return ids;
}

export interface LinkReport {
  readonly pages: number;
  readonly links: number;
  readonly fragments: number;
  readonly problems: string[];
}

const REFERENCE = /<(a|area|link|script|img|source)\b[^>]*?\s(href|src)="([^"]*)"/gi;

export function crawlLinks(): LinkReport {
  const problems: string[] = [];
  let links = 0;
  let fragments = 0;
  const files = builtHtmlFiles();
  for (const file of files) {
    const pageUrl = pageUrlOf(file);
    const base = new URL(pageUrl, 'http://site.invalid');
    const html = fs.readFileSync(file, 'utf8');
    const where = path.relative(PUBLIC_DIR, file);
    for (const match of html.matchAll(REFERENCE)) {
      const tag = match[1].toLowerCase();
      const raw = decodeEntities(match[3]).trim();
      if (raw === '' || /^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) continue; // external, mailto:, data:, ...
      links += 1;
      const url = new URL(raw, base);
      let sitePath = decodeURIComponent(url.pathname);
      if (PATH_PREFIX) {
        if (sitePath === PATH_PREFIX) sitePath = '/';
        else if (sitePath.startsWith(`${PATH_PREFIX}/`)) sitePath = sitePath.slice(PATH_PREFIX.length);
        else {
          problems.push(`${where}: <${tag}> ${raw} is outside the path prefix ${PATH_PREFIX}`);
          continue;
        }
      }
      const target = fileFor(sitePath);
      if (!target) {
        problems.push(`${where}: <${tag}> ${raw} → no file for ${sitePath}`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && (tag === 'a' || tag === 'area')) {
        fragments += 1;
        if (!target.endsWith('.html')) problems.push(`${where}: ${raw} has a fragment but targets a non-HTML file`);
        else if (!idsOf(target).has(fragment)) problems.push(`${where}: ${raw} → no element with id "${fragment}" in ${path.relative(PUBLIC_DIR, target)}`);
      }
    }
  }
  return { pages: files.length, links, fragments, problems };
}
