/**
 * @jest-environment node
 *
 * Build reports (source maps, webpack statistics) leave public/ after a build and come back before
 * the next (src/node/build-reports.ts); the maps of bundles an earlier build made do not pile up.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { moveBuildReports, restoreBuildReports } from '../build-reports';

function site(files: string[]): { publicDir: string; reportsDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-'));
  const publicDir = path.join(root, 'public');
  fs.mkdirSync(publicDir);
  for (const name of files) fs.writeFileSync(path.join(publicDir, name), name);
  return { publicDir, reportsDir: path.join(root, '.build-reports') };
}

describe('build reports', () => {
  it('move out of public/ after a build and back before the next', () => {
    const { publicDir, reportsDir } = site(['app-1.js', 'app-1.js.map', 'webpack.stats.json', 'chunk-map.json', 'index.html']);
    expect(moveBuildReports(publicDir, reportsDir).sort()).toEqual(['app-1.js.map', 'chunk-map.json', 'webpack.stats.json']);
    expect(fs.readdirSync(publicDir).sort()).toEqual(['app-1.js', 'index.html']);
    expect(restoreBuildReports(reportsDir, publicDir).sort()).toEqual(['app-1.js.map', 'chunk-map.json', 'webpack.stats.json']);
    expect(fs.readdirSync(publicDir)).toContain('app-1.js.map');
  });

  it("drop the maps of an earlier build's bundles, which this build no longer has", () => {
    const { publicDir, reportsDir } = site(['app-1.js', 'app-1.js.map', 'webpack.stats.json']);
    moveBuildReports(publicDir, reportsDir);
    restoreBuildReports(reportsDir, publicDir);
    // The next build's bundle has another name; webpack replaced the statistics.
    fs.rmSync(path.join(publicDir, 'app-1.js'));
    fs.writeFileSync(path.join(publicDir, 'app-2.js'), 'x');
    fs.writeFileSync(path.join(publicDir, 'app-2.js.map'), 'x');
    expect(moveBuildReports(publicDir, reportsDir).sort()).toEqual(['app-2.js.map', 'webpack.stats.json']);
    expect(fs.readdirSync(reportsDir).sort()).toEqual(['app-2.js.map', 'webpack.stats.json']);
    expect(fs.readdirSync(publicDir).filter((name) => name.endsWith('.map'))).toEqual([]);
  });
});
