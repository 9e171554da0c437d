/**
 * The production bundle leaves out Gatsby's browser handler of the Head API (see
 * onCreateWebpackConfig in gatsby-node.ts), so a page that exports `Head` would lose its head
 * tags on client-side navigation. This check turns that into a build error naming the file.
 */
import fs from 'fs';
import { walkFiles } from './walk';

const HEAD_EXPORT = /^\s*export\s+(?:const|let|var|function|async\s+function)\s+Head\b|^\s*export\s*\{[^}]*\bHead\b[^}]*\}/m;

/** `file: message` for each source that exports the Gatsby Head API's `Head`. */
export function headExportErrors(sources: ReadonlyArray<{ readonly file: string; readonly text: string }>): string[] {
  return sources
    .filter(({ text }) => HEAD_EXPORT.test(text))
    .map(
      ({ file }) =>
        `${file}: exports \`Head\` (the Gatsby Head API), which this site's browser bundle does not run. Set the title and description through front matter or the <Seo> component (src/components/Seo) instead.`,
    );
}

/** Page and template files under the given folders (`.js`, `.jsx`, `.ts`, `.tsx`, `.mdx`). */
export function pageSources(dirs: readonly string[]): Array<{ file: string; text: string }> {
  return dirs
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => walkFiles(dir, { match: /\.(jsx?|tsx?|mdx)$/, skip: (folder) => folder.name === '__tests__' }))
    .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
}
