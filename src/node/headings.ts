/**
 * Headings of an MDX body, read from its source text. The remark plugin that gives headings their
 * ids calls `headingPlainText` on the very same source slice, so ids here match ids in the HTML.
 */
import { createSlugger } from '../utils/slug';

export interface Heading {
  readonly depth: number;
  /** Plain text of the heading (inline Markdown removed). */
  readonly value: string;
  readonly id: string;
  /** 1-based line in the body. */
  readonly line: number;
}

/** Plain text of one ATX heading's source, e.g. "## The `model` [field](/x)" → "The model field". */
export function headingPlainText(source: string): string {
  return source
    .replace(/^\s{0,3}#{1,6}[ \t]*/, '')
    .replace(/[ \t]+#+[ \t]*$/, '')
    .replace(/<[^>]+>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    .trim();
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const ATX = /^\s{0,3}(#{1,6})[ \t]+\S/;

/** Headings of an MDX body in document order, skipping fenced code. */
export function extractHeadings(body: string): Heading[] {
  const slug = createSlugger();
  const headings: Heading[] = [];
  let fence: string | null = null;
  body.split(/\r?\n/).forEach((line, index) => {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1];
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return;
    }
    if (fence !== null) return;
    const atx = ATX.exec(line);
    if (!atx) return;
    const value = headingPlainText(line);
    headings.push({ depth: atx[1].length, value, id: slug(value), line: index + 1 });
  });
  return headings;
}
