/**
 * Fenced code blocks of a Markdown or MDX text, for comparing a page's samples with its Markdown
 * twin. Follows CommonMark where it matters here: ``` or ~~~ fences of any length, fences inside
 * list items (indentation removed as far as the opening fence was indented) and inside blockquotes
 * (as many `>` markers removed as the opening line had).
 */
export interface Fence {
  readonly lang: string;
  readonly code: string;
}

const OPEN = /^((?:[ ]{0,3}>[ ]?)*)([ ]*)(`{3,}|~{3,})([^`]*)$/;

function stripQuotes(line: string, depth: number): string {
  let out = line;
  for (let i = 0; i < depth; i += 1) out = out.replace(/^[ ]{0,3}>[ ]?/, '');
  return out;
}

export function fencesOf(markdown: string): Fence[] {
  const lines = markdown.split('\n');
  const out: Fence[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = lines[i].match(OPEN);
    if (!open) continue;
    const depth = (open[1].match(/>/g) ?? []).length;
    const indent = open[2].length;
    const marker = open[3];
    const lang = open[4].trim().split(/\s+/)[0] ?? '';
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const line = stripQuotes(lines[j], depth);
      const close = line.match(/^[ ]*(`{3,}|~{3,})[ ]*$/);
      if (close && close[1][0] === marker[0] && close[1].length >= marker.length) break;
      body.push(line.replace(new RegExp(`^[ ]{0,${indent}}`), ''));
    }
    out.push({ lang, code: body.join('\n') });
    i = j;
  }
  return out;
}
