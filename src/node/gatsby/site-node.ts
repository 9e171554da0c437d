/**
 * The site's build steps, in the order Gatsby runs them: each step lives in a module of this folder
 * with one concern, and what they share (site config, paths, the compile pool, the OpenAPI document,
 * `gatsby develop`'s page record) in ./state.ts. gatsby-node.ts passes on what this exports, loaded
 * from an esbuild bundle of this file and all it imports (./load.ts).
 */

/* 1. Before sourcing: content error ids for Gatsby's reporters, the OpenAPI example rules started
   on a thread, front matter checked as YAML, the last build's reports back in public/. */
export { onPreInit, onPreBootstrap } from './init';

/* 2. Types: explicit GraphQL types for MDX front matter and our fields, the catalogues and the
   OpenAPI operations, so partial content still compiles and GraphiQL documents them. */
export { createSchemaCustomization } from './schema';

/* 3. Nodes: the model and error catalogues (content/models.json, content/errors.json), each
   model's page compiled, and the OpenAPI document (content/openapi) prepared. */
export { sourceNodes } from './source';

/* 4. Node fields: each MDX file (pages and shared fragments) compiled once into fields of its node. */
export { shouldOnCreateNode, onCreateNode } from './fields';

/* 5. Resolvers: the docs sidebar and site config as root fields, each page's content tree with
   data components, fragments and OpenAPI blocks filled in. */
export { createResolvers } from './resolvers';

/* 6. Pages: every check of the content against itself, the catalogues and the OpenAPI document,
   then one page per MDX file and per model. */
export { createPages } from './pages';

/* 7. After the pages: `gatsby develop`'s first pages, the footer's QR code, develop's schema with
   the pages. */
export { createPagesStatefully, onPostBootstrap } from './develop';

/* 8. Webpack: the site config as a compile-time constant, and src/build/webpack.ts's adjustments. */
export { onCreateWebpackConfig } from './webpack';

/* 9. After the build: NUL padding out of the HTML, files for search engines and language models,
   the OpenAPI document, the nginx Content-Security-Policy, build reports out of public/. */
export { onPostBuild } from './post-build';
