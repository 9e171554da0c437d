/**
 * A module of the gatsby-cli that the installed Gatsby depends on (Gatsby's reporter and its
 * structured errors), as the build code loads it (src/node/gatsby/site-node.ts): tests check the
 * site's content errors against the real modules.
 */
import { createRequire } from 'module';

export const gatsbyCliModule = <T>(subpath: string): T => createRequire(require.resolve('gatsby/package.json'))(`gatsby-cli/${subpath}`) as T;
