/**
 * Runs gatsby-node's real onCreateNode (with the real compile step, which Jest cannot load) on the
 * MDX files given as arguments, each as a doc (or a shared fragment when in a folder named
 * "shared"), and prints what it reported and which fields it set as JSON:
 * `[{ file, panics: string[], fields: Record<string, unknown>, writes: number }]` (writes:
 * createNodeField calls). Used by
 * on-create-node.test.ts.
 */
import { reportedMessage } from '../../content-errors';
import fs from 'fs';
import path from 'path';
import { readFrontmatterOrThrow } from '../../frontmatter';
import { onCreateNode } from '../../gatsby/site-node';
import { pageFieldsOf } from '../../mdx-fields';

async function main() {
  const results = await Promise.all(
    process.argv.slice(2).map(async (file) => {
      const text = fs.readFileSync(file, 'utf8');
      const { data, content } = readFrontmatterOrThrow(text, file);
      const panics: string[] = [];
      const stored: Record<string, unknown> = {};
      let writes = 0;
      await (onCreateNode as (args: unknown) => Promise<void>)({
        node: { id: 'n', parent: 'f', internal: { type: 'Mdx' }, frontmatter: data, body: content },
        // Files in a folder named "shared" are shared fragments (the `shared` source of gatsby-config).
        getNode: () =>
          path.basename(path.dirname(file)) === 'shared'
            ? { sourceInstanceName: 'shared', relativePath: path.basename(file), absolutePath: path.resolve(file) }
            : { sourceInstanceName: 'docs', relativePath: `get-started/${path.basename(file)}`, absolutePath: path.resolve(file) },
        actions: {
          createNodeField: ({ name, value }: { name: string; value: unknown }) => {
            writes += 1;
            stored[name] = value;
          },
        },
        reporter: { panicOnBuild: (meta: unknown) => panics.push(reportedMessage(meta)), warn: () => undefined, info: () => undefined },
      });
      // What GraphQL shows as Mdx.fields.
      const fields = { ...pageFieldsOf({ fields: stored }) };
      return { file, panics, fields, writes };
    }),
  );
  process.stdout.write(JSON.stringify(results));
}

void main();
