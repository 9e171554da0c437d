/** The doc pages the build must contain, read from content/docs the way gatsby-node reads them. */
import fs from 'fs';
import path from 'path';
import { readFrontmatterOrThrow } from '../src/node/frontmatter';
import { docIdOf, docSlugOf } from '../src/node/docs';
import { walkFiles } from '../src/node/walk';

export interface DocEntry {
  readonly id: string;
  readonly path: string;
  readonly title: string;
}

export function allDocs(): DocEntry[] {
  const root = path.resolve(__dirname, '../content/docs');
  const out = walkFiles(root, { match: /\.mdx$/ }).map((full): DocEntry => {
    const data = readFrontmatterOrThrow(fs.readFileSync(full, 'utf8'), full).data as { slug?: string; title?: string };
    const id = docIdOf(path.relative(root, full));
    return { id, path: docSlugOf(id, data.slug), title: String(data.title) };
  });
  return out.sort((a, b) => a.path.localeCompare(b.path));
}
