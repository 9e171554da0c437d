/**
 * @jest-environment node
 */
import path from 'path';
import { skipSliceStitchingWithoutSlices } from '../slices';

const ROOT = path.resolve(__dirname, '../../..');
// The module Gatsby's build calls, as Node resolves it from the project.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const stitching = require(require.resolve('gatsby/dist/utils/slices/stitching', { paths: [ROOT] })) as {
  stitchSliceForAPage: (args: { pagePath: string; publicDir: string }) => Promise<void>;
};

describe("skipping Gatsby's slice stitching", () => {
  const slices = new Map<string, unknown>();
  const store = { getState: () => ({ slices }) };
  const missingPage = { pagePath: '/not-built', publicDir: path.join(ROOT, '.no-such-public-dir') };

  beforeAll(() => skipSliceStitchingWithoutSlices(ROOT, store));

  it('does not read the page back while the site has no slice', async () => {
    // Gatsby's own step would fail here: the page's HTML file does not exist.
    await expect(stitching.stitchSliceForAPage(missingPage)).resolves.toBeUndefined();
  });

  it("runs Gatsby's step as soon as a slice exists", async () => {
    slices.set('footer', {});
    await expect(stitching.stitchSliceForAPage(missingPage)).rejects.toThrow(/ENOENT/);
    slices.clear();
  });

  it('installs once, however often the build calls it (develop re-runs bootstrap)', async () => {
    const installed = stitching.stitchSliceForAPage;
    skipSliceStitchingWithoutSlices(ROOT, store);
    expect(stitching.stitchSliceForAPage).toBe(installed);
  });
});
