/**
 * Heading ids and URL segments. One implementation, used by the MDX compiler (heading ids), the
 * build-time link checker (anchors) and the table of contents, so the three always agree.
 */

/** Characters kept in an anchor id: letters, marks, digits, connector punctuation, space and hyphen. */
const REMOVE = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;

/** GitHub-style anchor id of a heading's plain text: `Request body` → `request-body`. */
export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(REMOVE, '').replace(/ /g, '-');
}

/** Gives each heading of one page a unique id: a repeated `Example` becomes `example-1`, ... */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = slugify(text);
    let id = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(id)) {
      count += 1;
      id = `${base}-${count}`;
    }
    seen.set(base, count);
    seen.set(id, 0);
    return id;
  };
}

/** URL segment of a sidebar label: `AWS Anthropic` → `aws-anthropic`, `ALL•TOOLS` → `all-tools`. */
export function kebabCase(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
