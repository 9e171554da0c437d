/**
 * Build-time link check: every internal link in MDX must reach a page that exists, and every
 * `#anchor` a heading (or element id) on that page. The links come from each page's syntax tree
 * (src/node/compile/outline.ts), so links in code are never mistaken for real ones.
 */
import path from 'path';
import { isSamePath } from '../utils/sidebar';

import type { LinkRef } from './compile/outline';

export type { LinkRef };

export interface PageTarget {
  /** Site path without prefix, e.g. `/docs/get-started/error-codes`. */
  readonly path: string;
  /** Absolute path of the source file (for relative `.mdx` links). */
  readonly file?: string;
  /** Ids that `#anchor` links may point at. */
  readonly anchors: ReadonlySet<string>;
}

export interface LinkSource {
  /** Path shown in error messages (relative to the project). */
  readonly file: string;
  /** Absolute path, to resolve relative `.mdx` links. */
  readonly absoluteFile: string;
  /** The page's links, as its compile step found them in its syntax tree (lines in the file). */
  readonly links: readonly LinkRef[];
  readonly path: string;
}

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** `decode(text)`, or null when its percent-encoding is malformed (a stray `%`). */
function tryDecode(text: string, decode: (s: string) => string): string | null {
  try {
    return decode(text);
  } catch {
    return null;
  }
}

/**
 * Checks the links of every source against the known pages and static files, by the rules of the
 * deployed server (deploy/nginx.conf): paths are case-sensitive and a page has one URL, without a
 * trailing slash (other forms answer 404 or a redirect). Images and `src` attributes must name a
 * file; `staticFileExists` must answer true only for files.
 * @returns `file:line: message` lines, empty when every link resolves.
 */
export function checkLinks(sources: readonly LinkSource[], pages: readonly PageTarget[], staticFileExists: (sitePath: string) => boolean): string[] {
  const errors: string[] = [];
  const exact = new Map(pages.map((page) => [page.path, page]));
  const byFile = (f: string) => pages.find((page) => page.file === f);
  /** The page a non-canonical path (other case, trailing slash) was probably meant for. */
  const nearly = (p: string) => pages.find((page) => isSamePath(page.path, p));
  for (const source of sources) {
    for (const ref of source.links) {
      const where = `${source.file}:${ref.line}`;
      const url = ref.url;
      const image = ref.kind === 'image';
      if (EXTERNAL.test(url)) continue;
      const hashAt = url.indexOf('#');
      const target = hashAt === -1 ? url : url.slice(0, hashAt);
      const pathPart = target.split('?')[0];
      const anchor = hashAt === -1 ? undefined : tryDecode(url.slice(hashAt + 1), decodeURIComponent);
      if (anchor === null || tryDecode(pathPart, decodeURI) === null) {
        errors.push(`${where}: malformed percent-encoding in "${url}": write a literal % as %25 (e.g. #100%25), or fix the escape.`);
        continue;
      }
      let page: PageTarget | undefined;
      if (pathPart === '') {
        page = exact.get(source.path);
        if (!page) continue;
      } else if (pathPart.startsWith('/')) {
        if (image) {
          if (staticFileExists(pathPart)) continue;
          const what = exact.has(pathPart) ? `${pathPart} is a page, not a file` : `no file at ${pathPart} (static/${decodeURI(pathPart).slice(1)})`;
          errors.push(`${where}: broken image "${url}": ${what}. Put the file under static/ and use its path (e.g. /img/logo.svg).`);
          continue;
        }
        page = exact.get(pathPart);
        if (!page) {
          if (staticFileExists(pathPart)) continue;
          const meant = nearly(pathPart);
          errors.push(
            meant
              ? `${where}: link "${url}" does not match the page's URL exactly (the server is case-sensitive and answers pages without a trailing slash). Write ${meant.path}${url.slice(pathPart.length)}.`
              : `${where}: broken link "${url}": no page or static file at ${pathPart}. Fix the path (doc URLs look like /docs/get-started/error-codes) or create the page.`,
          );
          continue;
        }
      } else if (/\.mdx?$/.test(pathPart) && !image) {
        const resolved = path.resolve(path.dirname(source.absoluteFile), pathPart);
        page = byFile(resolved);
        if (!page) {
          errors.push(`${where}: broken link "${url}": file ${resolved} does not exist. Fix the relative path.`);
          continue;
        }
      } else {
        errors.push(
          `${where}: ${image ? 'image' : 'link'} "${url}" is relative: write it as a site path starting with "/" (e.g. ${image ? '/img/logo.svg' : '/docs/get-started/error-codes'})${image ? '' : ' or as a relative .mdx file path'}.`,
        );
        continue;
      }
      if (anchor !== undefined && anchor !== '' && !page.anchors.has(anchor)) {
        const known = [...page.anchors]
          .slice(0, 12)
          .map((a) => `#${a}`)
          .join(', ');
        errors.push(`${where}: broken anchor "${url}": ${page.path} has no heading with id "${anchor}". Use one of: ${known || '(the page has no headings)'}`);
      }
    }
  }
  return errors;
}
