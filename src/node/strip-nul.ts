/**
 * Removes NUL characters from the built HTML. React 18's streaming renderer, which Gatsby uses
 * for the static HTML, pads its 2 KB output chunks with NUL bytes when a multi-byte UTF-8
 * character (an en dash, say) would straddle a chunk boundary (facebook/react#31134), and writes
 * the character whole into the next chunk. NUL is never valid in HTML (the Nu checker rejects it
 * and some crawlers stop reading there), so taking the padding out restores the intended text.
 */
import fs from 'fs';
import path from 'path';
import { walkFiles } from './walk';

/** Strips NUL from every `.html` file below `publicDir`; returns the files changed (relative paths). */
export function stripNulFromHtml(publicDir: string): string[] {
  const changed: string[] = [];
  for (const file of walkFiles(publicDir, { match: /\.html$/ })) {
    const buffer = fs.readFileSync(file);
    if (!buffer.includes(0)) continue;
    fs.writeFileSync(file, Buffer.from(buffer.filter((byte) => byte !== 0)));
    changed.push(path.relative(publicDir, file));
  }
  return changed;
}
