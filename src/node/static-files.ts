/**
 * What static/ may hold. Its files are served from the site's own origin, where the
 * Content-Security-Policy trusts `'self'`: an HTML page or a script there would run as the site
 * (a script in static/ is a `script-src 'self'` the CSP allows), and a file at a path the build
 * writes (page-data/…) would be read by the site's own code as its data. So static/ holds media and
 * documents only, by extension, and SVG images are checked for what would run or load in them.
 * The build stops on any other file in onPreInit, with the symbolic-link check (./symlinks.ts).
 */
import fs from 'fs';
import path from 'path';
import { walkFiles } from './walk';

export const STATIC_DIR = 'static';

/** The extensions a file of static/ may have (lower case): images, audio, video, documents. */
export const STATIC_EXTENSIONS: ReadonlySet<string> = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.svg',
  '.mp3',
  '.wav',
  '.ogg',
  '.m4a',
  '.mp4',
  '.webm',
  '.pdf',
  '.txt',
  '.csv',
  '.webmanifest',
]);

/** Top-level folders of public/ that the build and Gatsby write (static/ is Gatsby's hashed assets), which static/ may not provide. */
export const RESERVED_FOLDERS: readonly string[] = ['page-data', 'static', '_gatsby', 'pagefind', '~partytown', 'mcp'];

/** What in an SVG file would run, embed a document or load something from elsewhere. */
const SVG_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/<script\b/i, 'a <script> element'],
  [/<foreignObject\b/i, 'a <foreignObject> (HTML inside the image)'],
  [/<(?:iframe|embed|object|handler|listener)\b/i, 'an embedded document or handler'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute (onload=…)'],
  [/<!(?:DOCTYPE|ENTITY)\b/i, 'a DOCTYPE or entity declaration'],
  [/(?:href|src)\s*=\s*["']\s*(?!#)[^"']*/i, 'a link or reference to another file (href/src that is not #id)'],
  [/@import\b|url\(\s*["']?\s*(?!#)/i, 'a stylesheet import or url(…) (only url(#id) is allowed)'],
];

/** `static/<file>: …` lines for every file static/ may not hold (links are ./symlinks.ts's). */
export function staticFileProblems(projectDir: string): string[] {
  const root = path.resolve(projectDir, STATIC_DIR);
  if (!fs.existsSync(root) || fs.lstatSync(root).isSymbolicLink()) return [];
  const problems: string[] = [];
  for (const file of walkFiles(root)) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    const shown = `${STATIC_DIR}/${relative}`;
    const top = relative.split('/')[0];
    if (RESERVED_FOLDERS.includes(top) && relative.includes('/')) {
      problems.push(
        `${shown}: static/${top}/ is written by the build (${RESERVED_FOLDERS.map((f) => `${f}/`).join(', ')} are reserved), and a file there would be read as the site's own data; move it, e.g. to static/samples/.`,
      );
      continue;
    }
    if (!relative.split('/').every((part) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(part))) {
      problems.push(
        `${shown}: a static file's path is its URL, so its names use letters, digits, ".", "_" and "-" only (no spaces, quotes or %): rename it, e.g. static/img/rate-limits.png.`,
      );
      continue;
    }
    const extension = path.extname(relative).toLowerCase();
    if (!STATIC_EXTENSIONS.has(extension)) {
      problems.push(
        `${shown}: ${extension ? `a ${extension} file` : 'a file without an extension'} cannot be in static/: files there are served as the site itself, so only media and documents are allowed (${[...STATIC_EXTENSIONS].join(', ')}); pages are MDX in content/, and code belongs in src/.`,
      );
      continue;
    }
    if (extension === '.svg') {
      const text = fs.readFileSync(file, 'utf8');
      for (const [pattern, what] of SVG_RULES) {
        const match = pattern.exec(text);
        if (!match) continue;
        const line = text.slice(0, match.index).split('\n').length;
        problems.push(`${shown}:${line}: the SVG holds ${what}, which would run or load when the image is opened on its own: remove it, or use a PNG.`);
      }
    }
  }
  return problems;
}
