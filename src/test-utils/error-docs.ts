/**
 * For tests of createPages with made-up pages: the pages, sections and codes that the `docs`
 * links of content/errors.json need, so that the build's check of those links (src/node/errors.ts,
 * docsLinkProblems) passes and each test sees only the problem it sets up.
 */
import fs from 'fs';
import path from 'path';

interface PageFields {
  slug?: unknown;
  headings?: unknown;
  markdown?: unknown;
}

/** Each page the catalogue's `docs` links name, with the section ids and codes they need there. */
export function errorDocsPages(): Map<string, { anchors: Set<string>; codes: Set<string> }> {
  const catalog = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../content/errors.json'), 'utf8')) as {
    errors: Array<{ code: string; docs: string }>;
  };
  const pages = new Map<string, { anchors: Set<string>; codes: Set<string> }>();
  for (const entry of catalog.errors) {
    const [slug, anchor] = entry.docs.split('#');
    const page = pages.get(slug) ?? { anchors: new Set<string>(), codes: new Set<string>() };
    if (anchor) page.anchors.add(anchor);
    page.codes.add(entry.code);
    pages.set(slug, page);
  }
  return pages;
}

/** Gives the made-up pages that the `docs` links name those sections and codes (in their Markdown). */
export function withErrorDocs<T extends { fields?: PageFields }>(nodes: readonly T[]): T[] {
  const pages = errorDocsPages();
  return nodes.map((node) => {
    // A node without fields is one whose compile step failed: left as it is.
    const page = node.fields && typeof node.fields.slug === 'string' ? pages.get(node.fields.slug) : undefined;
    if (!page || !node.fields) return node;
    const headings = [...((node.fields.headings as unknown[]) ?? []), ...[...page.anchors].map((id) => ({ id, depth: 2, value: id, line: 1 }))];
    const markdown = `${typeof node.fields.markdown === 'string' ? node.fields.markdown : ''}\n${[...page.codes].join(' ')}`;
    return { ...node, fields: { ...node.fields, headings, markdown } };
  });
}

/** The slugs of the pages the `docs` links name, for tests that must create them. */
export function errorDocsSlugs(): string[] {
  return [...errorDocsPages().keys()];
}
