/**
 * What the build needs to know of a page besides how it renders, read off its Markdown syntax tree
 * (mdast) in one walk: its headings (with the ids the HTML and the table of contents use), the
 * links it makes (for the build-time link and anchor check), its code samples (checked by the
 * content tests) and the error codes its error tables and sample bodies use (./error-refs.ts).
 */
import type { Heading } from '../../content-model/page';
import { createSlugger } from '../../utils/slug';
import { literalExpressionValue } from './tree';
import { catalogErrorRefs, inlineErrorRefs, sampleErrorRefs, tableErrorRefs, type ErrorRef } from './error-refs';
import { plainText, type MdastNode } from './mdast';

export { plainText, type Heading, type MdastNode };

export interface LinkRef {
  readonly url: string;
  /** 1-based line in the file. */
  readonly line: number;
  /** `image` for what the page embeds (Markdown images, JSX `src`): it must be a file, not a page. */
  readonly kind?: 'link' | 'image';
}

export interface CodeSample {
  /** Language of the fence, lower case ('' when none). */
  readonly lang: string;
  readonly code: string;
  /** 1-based line of the opening fence in the file. */
  readonly line: number;
}

/** JSX attributes that hold a URL, on any element (`<a href>`, `<img src>`, a component's `to`). */
const URL_ATTRIBUTES: ReadonlyMap<string, 'link' | 'image'> = new Map([
  ['href', 'link'],
  ['to', 'link'],
  ['src', 'image'],
]);

/** A JSX attribute's value when it is text: `"…"` or a literal expression such as `{'…'}`. */
function attributeText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && (value as { type?: string }).type === 'mdxJsxAttributeValueExpression') {
    const literal = literalExpressionValue(value as Parameters<typeof literalExpressionValue>[0]);
    if (typeof literal === 'string') return literal;
  }
  return undefined;
}

/**
 * Walks the tree once: gives every heading its id (`data.hProperties.id`, which becomes the HTML
 * id) and returns headings and links. `lineOffset` turns body lines into file lines.
 */
export function outline(tree: MdastNode, lineOffset: number): { headings: Heading[]; links: LinkRef[]; samples: CodeSample[]; errorRefs: ErrorRef[] } {
  const slug = createSlugger();
  const headings: Heading[] = [];
  const links: LinkRef[] = [];
  const samples: CodeSample[] = [];
  const errorRefs: ErrorRef[] = [];
  const lineOf = (node: MdastNode) => (node.position?.start.line ?? 1) + lineOffset;
  const walk = (node: MdastNode) => {
    if (node.type === 'heading') {
      const value = plainText(node).replace(/\s+/g, ' ').trim();
      const id = slug(value);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      headings.push({ depth: node.depth ?? 1, value, id, line: lineOf(node) });
    } else if (node.type === 'code') {
      const sample = { lang: (node.lang ?? '').toLowerCase(), code: String(node.value ?? ''), line: lineOf(node) };
      samples.push(sample);
      errorRefs.push(...sampleErrorRefs(sample.lang, sample.code, sample.line));
    } else if (node.type === 'inlineCode') {
      errorRefs.push(...inlineErrorRefs(String(node.value ?? ''), lineOf(node)));
    } else if (node.type === 'table') {
      errorRefs.push(...tableErrorRefs(node, lineOf));
    } else if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && typeof node.url === 'string') {
      links.push({ url: node.url, line: lineOf(node), kind: node.type === 'image' ? 'image' : 'link' });
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.name === 'ErrorCatalog') errorRefs.push(...catalogErrorRefs(node, lineOf(node)));
      for (const attribute of node.attributes ?? []) {
        const kind = attribute.type === 'mdxJsxAttribute' && attribute.name ? URL_ATTRIBUTES.get(attribute.name) : undefined;
        const url = kind && attributeText(attribute.value);
        if (kind && url !== undefined) links.push({ url, line: lineOf(node), kind });
      }
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return { headings, links, samples, errorRefs };
}

/** Code samples of a syntax tree (e.g. of plain Markdown), in document order. */
export function samplesOf(tree: MdastNode): CodeSample[] {
  return outline(tree, 0).samples;
}
