/**
 * The one recursive directory walk of the build and the tests: files (and, if asked, folders)
 * below a folder, depth first in the order `readdir` gives (sorted by name).
 */
import fs from 'fs';
import path from 'path';

export interface WalkEntry {
  /** `root` joined with the relative path. */
  readonly path: string;
  /** Path below `root`, with `/` between folders (`api-reference/openai/chat.mdx`). */
  readonly relative: string;
  readonly name: string;
  readonly isDirectory: boolean;
  /** A symbolic link (never entered, never returned by walkFiles: see src/node/symlinks.ts). */
  readonly isSymbolicLink: boolean;
}

export interface WalkOptions {
  /** Files to return, by name (default: every file). */
  readonly match?: RegExp | ((name: string) => boolean);
  /** Folders not to enter, by their entry (default: none). */
  readonly skip?: (folder: WalkEntry) => boolean;
}

/** Every file and folder below `root` (not `root` itself); a folder comes before what it holds. */
export function* walkTree(root: string, { skip }: Pick<WalkOptions, 'skip'> = {}): Generator<WalkEntry> {
  const visit = function* (dir: string, relativeDir: string): Generator<WalkEntry> {
    for (const dirent of fs.readdirSync(dir, { withFileTypes: true })) {
      const entry: WalkEntry = {
        path: path.join(dir, dirent.name),
        relative: relativeDir ? `${relativeDir}/${dirent.name}` : dirent.name,
        name: dirent.name,
        isDirectory: dirent.isDirectory(),
        isSymbolicLink: dirent.isSymbolicLink(),
      };
      if (entry.isDirectory && skip?.(entry)) continue;
      yield entry;
      if (entry.isDirectory) yield* visit(entry.path, entry.relative);
    }
  };
  yield* visit(root, '');
}

/**
 * The paths (`root` joined with the relative path) of the files below `root` that `match`. Symbolic
 * links are left out, so that nothing reads through one: content is only what the repository holds
 * (the build fails on any link in content/ or static/, src/node/symlinks.ts).
 */
export function walkFiles(root: string, { match, skip }: WalkOptions = {}): string[] {
  const matches = match === undefined ? () => true : typeof match === 'function' ? match : (name: string) => match.test(name);
  const out: string[] = [];
  for (const entry of walkTree(root, { skip })) if (!entry.isDirectory && !entry.isSymbolicLink && matches(entry.name)) out.push(entry.path);
  return out;
}
