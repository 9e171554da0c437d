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
/** Per git checkout (its top folder): the date of the last commit touching each file, by path from that folder. */
const checkouts = new Map<string, Map<string, string> | null>();
/** Per folder: the top folder of the git checkout holding it (null: none), so siblings look it up once. */
const topFolders = new Map<string, string | null>();

/** ISO 8601 date of the last commit touching `file`, else its mtime; null when the file is missing. */
export function lastModifiedOf(file: string): string | null {
  const absolute = path.resolve(file);
  const known = cache.get(absolute);
  if (known !== undefined) return known;
  const top = checkoutOf(path.dirname(absolute));
  const fromGit = top === null ? undefined : gitDates(top)?.get(path.relative(top, absolute).split(path.sep).join('/'));
  const value = fromGit ?? mtimeOf(absolute);
  cache.set(absolute, value);
  return value;
}

/** Test hook: forget remembered dates. */
export function clearLastModifiedCache(): void {
  cache.clear();
  checkouts.clear();
  topFolders.clear();
}

/** The top folder of the git checkout holding `folder` (where `.git` is: a folder, or a file in a worktree), or null. */
function checkoutOf(folder: string): string | null {
  const known = topFolders.get(folder);
  if (known !== undefined) return known;
  let top: string | null;
  if (fs.existsSync(path.join(folder, '.git'))) top = folder;
  else top = path.dirname(folder) === folder ? null : checkoutOf(path.dirname(folder));
  topFolders.set(folder, top);
  return top;
}

/**
 * Last commit dates of every file of a checkout, from a single `git log` (newest commit first, so a
 * file's first appearance is its last change): one git call per build, not one per folder. Null
 * when git fails (not installed, or not a usable repository).
 */
function gitDates(top: string): Map<string, string> | null {
  if (checkouts.has(top)) return checkouts.get(top) ?? null;
  let dates: Map<string, string> | null = null;
  try {
    const out = execFileSync('git', ['-c', 'core.quotePath=false', 'log', '--format=%x00%cI', '--name-only', '--', '.'], {
      cwd: top,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
      maxBuffer: 256 * 1024 * 1024,
    });
    dates = new Map();
    for (const commit of out.split('\0').slice(1)) {
      const [date, ...names] = commit.split('\n');
      const iso = normaliseDate(date.trim());
      if (!iso) continue;
      for (const name of names) {
        if (name !== '' && !dates.has(name)) dates.set(name, iso);
      }
    }
  } catch {
    // Git is not installed, or the folder is not a usable repository.
  }
  checkouts.set(top, dates);
  return dates;
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
