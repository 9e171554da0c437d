/**
 * A working copy of the project for the checks and benchmarks that build it elsewhere
 * (check-stock, check-develop, check-hostile, bench, bench-adjustments): every file of the project
 * folder but the build output, caches and git, with node_modules linked to this checkout's (so the
 * copy installs nothing). `skip` names more top-level entries to leave out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Top-level entries no copy takes. */
const ALWAYS_SKIPPED = ['node_modules', '.cache', 'public', '.git', 'coverage'];

/** Copies the project into `dest`; `linkNodeModules: false` leaves node_modules out entirely. */
export function copyProject(dest, { skip = [], linkNodeModules = true } = {}) {
  const skipped = new Set([...ALWAYS_SKIPPED, ...skip]);
  fs.cpSync(ROOT, dest, { recursive: true, filter: (src) => !skipped.has(path.basename(src)) || path.dirname(src) !== ROOT });
  if (linkNodeModules) fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dest, 'node_modules'), 'dir');
}
