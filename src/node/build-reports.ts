/**
 * Build reports out of the deploy root: webpack writes source maps, `webpack.stats.json` and
 * `chunk-map.json` into public/, where Gatsby's HTML step reads the last two. Once the build is
 * done they move to `.build-reports/`, so public/ is exactly what readers may fetch, whatever
 * the host; the next build moves them back first, because Gatsby and the reuse of unchanged
 * bundles (src/build/reuse-bundles.ts) look for them in public/.
 */
import fs from 'fs';
import path from 'path';

export const BUILD_REPORTS_DIR = '.build-reports';

/** Whether a file name in public/'s root is a build report. */
export function isBuildReport(name: string): boolean {
  return name.endsWith('.map') || name === 'webpack.stats.json' || name === 'chunk-map.json';
}

/**
 * Moves public/'s build reports into `reportsDir` (replacing older ones); returns their names. A
 * source map whose file is not in public/ is from an earlier build (restored before this one, whose
 * bundle has another name now): it is deleted, so reports do not pile up from build to build.
 */
export function moveBuildReports(publicDir: string, reportsDir: string): string[] {
  if (!fs.existsSync(publicDir)) return [];
  const files = new Set(fs.readdirSync(publicDir));
  const names: string[] = [];
  for (const name of [...files].filter(isBuildReport)) {
    if (name.endsWith('.map') && !files.has(name.slice(0, -'.map'.length))) fs.rmSync(path.join(publicDir, name), { force: true });
    else names.push(name);
  }
  fs.rmSync(reportsDir, { recursive: true, force: true });
  if (names.length === 0) return [];
  fs.mkdirSync(reportsDir, { recursive: true });
  for (const name of names) fs.renameSync(path.join(publicDir, name), path.join(reportsDir, name));
  return names;
}

/** Moves the reports of the last build back into public/ (before a build); returns their names. */
export function restoreBuildReports(reportsDir: string, publicDir: string): string[] {
  if (!fs.existsSync(reportsDir) || !fs.existsSync(publicDir)) return [];
  const names = fs.readdirSync(reportsDir).filter(isBuildReport);
  for (const name of names) fs.renameSync(path.join(reportsDir, name), path.join(publicDir, name));
  return names;
}
