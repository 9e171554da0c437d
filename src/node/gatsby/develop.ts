/**
 * After the pages: createPagesStatefully, where `gatsby develop` creates its first pages (see
 * developPages in ./state.ts), and onPostBootstrap, the build-time assets (the footer's QR code)
 * and, under `gatsby develop`, the schema once more with the pages (src/build/gatsby-node-internals.ts).
 */
import path from 'path';
import { timedHook } from '../build-steps';
import type { GatsbyNode } from 'gatsby';
import { writeQrCode } from '../qr';
import { GATSBY_DEVELOP, buildDevelopSchemaWithPages, buildDevelopShellWithBundle } from '../../build/gatsby-node-internals';
import { PROJECT_DIR, developPages, site } from './state';

export const createPagesStatefully: GatsbyNode['createPagesStatefully'] = ({ actions }) => {
  if (GATSBY_DEVELOP) developPages.fromCreatePagesStatefully(actions);
};

/** The footer's chat QR code, drawn once per build (no QR library in the browser). */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = timedHook('onPostBootstrap', [], async () => {
  await writeQrCode(path.resolve(PROJECT_DIR, 'public'), site.chatQr.target);
  // The first edit in develop then finds the schema up to date (src/build/gatsby-node-internals.ts).
  if (GATSBY_DEVELOP) {
    await buildDevelopSchemaWithPages(PROJECT_DIR);
    buildDevelopShellWithBundle(PROJECT_DIR);
  }
});
