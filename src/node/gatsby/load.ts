/**
 * Loads the site's build code (src/node/gatsby/site-node.ts and everything it imports) for
 * gatsby-node.ts, bundled with esbuild into Gatsby's `.cache/compiled/` folder.
 *
 * Why not let Gatsby compile it: Gatsby compiles gatsby-node.ts and every local module it imports
 * with Parcel on each cold start, at about 13 ms a module (80 modules: 2.07 s of a 56-page cold
 * build), where esbuild bundles the same code in 0.07 s. gatsby-node.ts therefore imports only this
 * module and the types of site-node.ts, and Parcel compiles two small files (0.97 s, its floor with
 * gatsby-config.ts). docs/decisions/001-build-code-bundled-by-esbuild.md has the figures.
 *
 * Several processes load the build code (Gatsby's main process, the worker that reads its exports,
 * the query and HTML workers). Each looks at the manifest of the newest bundle: when every source
 * file it was made from is unchanged (size and modification time), it loads that bundle; otherwise
 * it bundles again. So an edit is never served stale, and a build bundles once.
 * The bundle keeps installed packages as require()s, resolved from the project's node_modules.
 */
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { NODE_BUNDLE_OPTIONS } from '../worker-script';
import { adjustmentOn } from '../../build/adjustments';

/** The entry bundled, relative to the project. */
export const SITE_NODE_SOURCE = 'src/node/gatsby/site-node.ts';
/**
 * Where the bundles go, relative to the project: next to Gatsby's compiled gatsby-node, the one
 * folder of `.cache` that Gatsby's cache initialisation keeps. Elsewhere in `.cache`, the bundle
 * that the first process of a cold build made was deleted by that step a moment later, and each
 * query worker bundled again (0.2 s of CPU each). Gatsby empties the folder when it compiles
 * gatsby-node at the start of each run, so every run bundles once.
 */
export const SITE_NODE_DIR = '.cache/compiled/site-node';
/** The newest bundle and the files it was made from, relative to the project. */
const MANIFEST = `${SITE_NODE_DIR}/current.json`;

interface Manifest {
  /** The bundle's file name in SITE_NODE_DIR. */
  readonly file: string;
  /** Each source file the bundle was made from (project-relative) with its size and modification time. */
  readonly inputs: Record<string, readonly [size: number, mtimeMs: number]>;
}

const stamp = (file: string): readonly [number, number] => {
  const stat = fs.statSync(file);
  return [stat.size, stat.mtimeMs];
};

/** The bundle of the manifest when none of its sources has changed since, else null. */
function current(projectDir: string): string | null {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(projectDir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    return null;
  }
  const file = path.join(projectDir, SITE_NODE_DIR, manifest.file);
  if (!fs.existsSync(file)) return null;
  for (const [input, [size, mtimeMs]] of Object.entries(manifest.inputs)) {
    try {
      const [nowSize, nowMtime] = stamp(path.join(projectDir, input));
      if (nowSize !== size || nowMtime !== mtimeMs) return null;
    } catch {
      return null;
    }
  }
  return file;
}

const writeAtomically = (file: string, content: string | Uint8Array) => {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
};

function bundle(projectDir: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require('esbuild') as typeof import('esbuild');
  const dir = path.join(projectDir, SITE_NODE_DIR);
  const { outputFiles, metafile } = esbuild.buildSync({
    entryPoints: [path.join(projectDir, SITE_NODE_SOURCE)],
    outfile: path.join(dir, 'site-node.cjs'),
    absWorkingDir: projectDir,
    write: false,
    metafile: true,
    // No source map, as Gatsby's own compile of gatsby-node has none in builds: a stack trace
    // names the bundle's functions, which keep their source names.
    ...NODE_BUNDLE_OPTIONS,
  });
  const code = outputFiles.find((output) => output.path.endsWith('.cjs'))!.contents;
  const file = path.join(dir, `site-node-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.cjs`);
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file)) writeAtomically(file, code);
  const inputs = Object.fromEntries(Object.keys(metafile.inputs).map((input) => [input, stamp(path.join(projectDir, input))]));
  writeAtomically(path.join(projectDir, MANIFEST), JSON.stringify({ file: path.basename(file), inputs } satisfies Manifest));
  return file;
}

/**
 * The file name of the newest bundle (named by a digest of its code), or null before the first:
 * webpack bundle reuse records it (src/build/reuse-bundles.ts), as it records the compiled
 * gatsby-node, so a change to the webpack adjustments runs webpack again.
 */
export function siteNodeBundleName(projectDir: string): string | null {
  try {
    return (JSON.parse(fs.readFileSync(path.join(projectDir, MANIFEST), 'utf8')) as Manifest).file;
  } catch {
    return null;
  }
}

/**
 * The site's build code, from the bundle made from the current sources: the first process of a
 * build to load it (Gatsby's main process or a worker: Gatsby reads the exports in a worker first)
 * bundles, the others find the bundle up to date and load it.
 */
export function loadSiteNode<T>(projectDir: string): T {
  // With the `site-node-reuse` adjustment off, every process bundles for itself.
  const file = (adjustmentOn('site-node-reuse') ? current(projectDir) : null) ?? bundle(projectDir);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(file) as T;
}
