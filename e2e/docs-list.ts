/** The doc pages the build must contain, read from content/docs the way gatsby-node reads them. */
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import { docIdOf, docSlugOf } from '../src/node/docs';

export interface DocEntry {
  readonly id: string;
  readonly path: string;
  readonly title: string;
}

export function allDocs(): DocEntry[] {
  const root = path.resolve(__dirname, '../content/docs');
  const out: DocEntry[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.mdx')) {
        const { data } = matter(fs.readFileSync(full, 'utf8'));
        const id = docIdOf(path.relative(root, full));
        out.push({ id, path: docSlugOf(id, data.slug), title: String(data.title) });
      }
    }
  };
  walk(root);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}
