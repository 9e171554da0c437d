/**
 * Gatsby stitches slices into every page's HTML after rendering: it reads each HTML file back and
 * scans it for slice placeholders, even on a site that defines no slice (this one). On a large
 * docs set that is a second full read of every page. This module makes the step a no-op while the
 * build has no slice, and leaves it untouched the moment one exists.
 *
 * Gatsby internal relied on (Gatsby 5.16, listed with the others in src/build/webpack.ts):
 * `gatsby/dist/utils/slices/stitching` exports `stitchSliceForAPage`, which
 * `gatsby/dist/commands/build-html.js` calls through the module's exports object; the redux
 * state's `slices` is a Map of the site's slices.
 */
import { createRequire } from 'module';
import path from 'path';

interface SlicesState {
  getState: () => { slices?: { size: number } };
}

type Stitch = (args: { pagePath: string; publicDir: string }) => Promise<void>;

const PATCHED = Symbol.for('llm-provider-docs.slice-stitching');

/** Installs the skip in this process; throws, naming this file, when Gatsby's internal moved. */
export function skipSliceStitchingWithoutSlices(projectDir: string, store: SlicesState): void {
  const stitching = createRequire(path.join(projectDir, 'package.json'))('gatsby/dist/utils/slices/stitching') as Record<string | symbol, unknown>;
  const original = stitching.stitchSliceForAPage as (Stitch & { [PATCHED]?: true }) | undefined;
  if (typeof original !== 'function') {
    throw new Error('src/build/slices.ts: gatsby/dist/utils/slices/stitching no longer exports stitchSliceForAPage. Check the Gatsby version (package.json pins 5.16) and update this module.');
  }
  if (original[PATCHED]) return;
  const skipping: Stitch & { [PATCHED]?: true } = async (args) => {
    const slices = store.getState().slices;
    if (slices && slices.size === 0) return;
    await original(args);
  };
  skipping[PATCHED] = true;
  stitching.stitchSliceForAPage = skipping;
}
