/**
 * When a source file last changed, for `dateModified` (JSON-LD) and `<lastmod>` (sitemap): the date
 * of the last commit that touched it, so rebuilding an unchanged page does not make it look new.
 * Files git does not know (new, uncommitted, or a checkout without history) fall back to their
 * modification time.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';

const cache = new Map<string, string | null>();

/** ISO 8601 date of the last commit touching `file`, else its mtime; null when the file is missing. */
export function lastModifiedOf(file: string): string | null {
  const absolute = path.resolve(file);
  const known = cache.get(absolute);
  if (known !== undefined) return known;
  const value = gitDate(absolute) ?? mtimeOf(absolute);
  cache.set(absolute, value);
  return value;
}

/** Test hook: forget remembered dates. */
export function clearLastModifiedCache(): void {
  cache.clear();
}

function gitDate(file: string): string | null {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cI', '--', path.basename(file)], {
      cwd: path.dirname(file),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    }).trim();
    return out === '' ? null : normaliseDate(out);
  } catch {
    // Not a git checkout, or git is not installed.
    return null;
  }
}

function mtimeOf(file: string): string | null {
  try {
    return fs.statSync(file).mtime.toISOString();
  } catch {
    return null;
  }
}

/** Git prints `2025-06-01T10:00:00+02:00`; keep one form everywhere: UTC with `Z`. */
function normaliseDate(value: string): string | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
