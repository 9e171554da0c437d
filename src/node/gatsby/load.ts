/**
 * Loads the site's build code (src/node/gatsby/site-node.ts and everything it imports) for
 * gatsby-node.ts, bundled with esbuild into Gatsby's `.cache/compiled/` folder.
 *
 * Why not let Gatsby compile it: Gatsby compiles gatsby-node.ts and every local module it imports
 * with Parcel on each cold start, module by module (seconds of every cold build), where esbuild
 * bundles the same code in a fraction of that. gatsby-node.ts therefore imports only this module and
 * the types of site-node.ts, and Parcel compiles two small files (its floor with gatsby-config.ts).
 * docs/decisions/001-build-code-bundled-by-esbuild.md has the figures.
 *
 * Every process that loads the build code (Gatsby's main process, the worker that reads its exports,
 * the query and HTML workers) bundles it from the current sources, so an edit is never served
 * stale. Reusing one process's bundle in the others by a manifest of its inputs saved too little
 * to keep (the `site-node-reuse` measurement in docs/decisions/042-gatsby-adjustments-registry.md).
 * The bundle keeps installed packages as require()s, resolved from the project's node_modules.
 */
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { NODE_BUNDLE_OPTIONS } from '../worker-script';

/** The entry bundled, relative to the project. */
export const SITE_NODE_SOURCE = 'src/node/gatsby/site-node.ts';
/**
 * Where the bundles go, relative to the project: next to Gatsby's compiled gatsby-node, the one
 * folder of `.cache` that Gatsby's cache initialisation keeps. Elsewhere in `.cache`, the bundle
 * that the first process of a cold build made was deleted by that step a moment later, and each
 * query worker bundled again (wasted processor time in each). Gatsby empties the folder when it compiles
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

/** The site's build code, from a bundle made from the current sources. */
export function loadSiteNode<T>(projectDir: string): T {
  const file = bundle(projectDir);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(file) as T;
}
