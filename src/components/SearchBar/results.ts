/**
 * Pure helpers that turn Pagefind's answers into what the dialog shows: one group per page, one
 * option per matching section, excerpts split into plain text and highlighted parts.
 */
import { pathPrefix, stripPrefix } from '../../utils/paths';

/** One section of a page in a Pagefind result. */
export interface PagefindSubResult {
  readonly url: string;
  readonly title: string;
  readonly excerpt: string;
  /** The matched words of the section with their scores (weight by heading level, and so on). */
  readonly weighted_locations?: ReadonlyArray<{ readonly balanced_score: number }>;
}

/** The part of a Pagefind result's data the dialog reads. */
export interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  /** `title` is the page's h1; `trail` its sidebar path (`API REFERENCE › OpenAI`, see DocPage). */
  readonly meta: { readonly title?: string; readonly trail?: string };
  readonly sub_results?: ReadonlyArray<PagefindSubResult>;
}

export interface PagefindResult {
  readonly id: string;
  data(): Promise<PagefindResultData>;
}

export interface PagefindSearchResponse {
  readonly results: ReadonlyArray<PagefindResult>;
}

/** The module `pagefind.js` exports (only what we call). */
export interface PagefindApi {
  search(query: string): Promise<PagefindSearchResponse | null>;
  options?(options: Record<string, unknown>): Promise<void>;
  init?(): Promise<void>;
}

export interface SearchHit {
  /** Unique DOM id of the option. */
  readonly id: string;
  /** Site path without prefix, e.g. `/docs/x#endpoint`. */
  readonly url: string;
  /** Section heading, or the page title for a hit above the first heading. */
  readonly heading: string;
  /** Whether the hit points at a section (its URL has an anchor). */
  readonly isSection: boolean;
  readonly excerpt: string;
}

export interface SearchGroup {
  readonly pageUrl: string;
  readonly title: string;
  /** Where the page sits in the sidebar, e.g. `API REFERENCE › OpenAI` ('' at the top). */
  readonly trail: string;
  readonly hits: ReadonlyArray<SearchHit>;
}

/** Pages shown for one query, and sections shown per page. */
export const MAX_PAGES = 8;
export const MAX_HITS_PER_PAGE = 3;

/**
 * A site path from Pagefind's URL: Pagefind names pages by folder (`/docs/x/`) while the site uses
 * URLs without a trailing slash (`/docs/x`). Pagefind's URLs start with the path it was loaded
 * from (`/llm-docs/docs/x/` under a path prefix); Gatsby's navigate adds the prefix again, so it
 * is taken off here.
 */
export function toSitePath(url: string, prefix = pathPrefix()): string {
  const hashAt = url.indexOf('#');
  const path = stripPrefix(hashAt === -1 ? url : url.slice(0, hashAt), prefix);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  let clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  return `${clean || '/'}${hash}`;
}

/** How well a section matched: the sum of its matched words' scores. */
function sectionScore(sub: PagefindSubResult): number {
  return (sub.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);
}

/**
 * The sections to show for a page: Pagefind lists them in page order, so the ones that match best
 * (`stream` in the Streaming section, not in the request body table above it) come first, at most
 * MAX_HITS_PER_PAGE; equal scores keep page order.
 */
export function bestSections(subs: ReadonlyArray<PagefindSubResult>): PagefindSubResult[] {
  return subs
    .map((sub, index) => ({ sub, index, score: sectionScore(sub) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_HITS_PER_PAGE)
    .map(({ sub }) => sub);
}

/** One page's data as a group of options (`groupIndex` keeps option ids unique). */
export function toGroup(data: PagefindResultData, groupIndex: number): SearchGroup {
  const pageUrl = toSitePath(data.url);
  const title = data.meta.title?.trim() || pageUrl;
  const subs = data.sub_results && data.sub_results.length > 0 ? bestSections(data.sub_results) : [{ url: data.url, title, excerpt: data.excerpt }];
  const hits = subs.map((sub, hitIndex) => {
    const url = toSitePath(sub.url);
    return {
      id: `search-hit-${groupIndex}-${hitIndex}`,
      url,
      heading: sub.title?.trim() || title,
      isSection: url.includes('#'),
      excerpt: sub.excerpt,
    };
  });
  return { pageUrl, title, trail: data.meta.trail?.trim() ?? '', hits };
}

/** Every option of every group, in display order (the order arrow keys follow). */
export function flattenHits(groups: ReadonlyArray<SearchGroup>): SearchHit[] {
  return groups.flatMap((group) => group.hits);
}

export interface ExcerptPart {
  readonly text: string;
  readonly highlighted: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

/**
 * Pagefind's excerpts are HTML with `<mark>` around matched words. Rather than inserting that HTML
 * into the page, split it into text parts (rendered by React, so escaped) and drop any other tag.
 */
export function parseExcerpt(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let highlighted = false;
  for (const token of html.split(/(<\/?mark\b[^>]*>)/i)) {
    if (/^<mark\b/i.test(token)) highlighted = true;
    else if (/^<\/mark/i.test(token)) highlighted = false;
    else {
      const text = decodeEntities(token.replace(/<[^>]*>/g, ''));
      if (text) parts.push({ text, highlighted });
    }
  }
  return parts;
}

/** Recent searches: newest first, no duplicates (ignoring case), at most `max`. */
export const MAX_RECENT = 5;

export function addRecent(list: ReadonlyArray<string>, query: string, max = MAX_RECENT): string[] {
  const q = query.trim();
  if (!q) return [...list].slice(0, max);
  return [q, ...list.filter((item) => item.toLowerCase() !== q.toLowerCase())].slice(0, max);
}

/** Reads the stored list, ignoring anything malformed. */
export function parseRecent(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/**
 * Pagefind counts a section's heading as the start of its text, so excerpts near the top begin with
 * "Heading. …", which repeats the heading shown just above. Drop that repeated start.
 */
export function withoutLeadingHeading(parts: ReadonlyArray<ExcerptPart>, heading: string): ExcerptPart[] {
  const text = parts.map((part) => part.text).join('');
  const match = heading ? new RegExp(`^\\s*${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[.:]?\\s+`, 'i').exec(text) : null;
  if (!match || match[0].length >= text.length) return [...parts];
  let skip = match[0].length;
  const out: ExcerptPart[] = [];
  for (const part of parts) {
    if (skip >= part.text.length) {
      skip -= part.text.length;
    } else {
      out.push(skip > 0 ? { ...part, text: part.text.slice(skip) } : part);
      skip = 0;
    }
  }
  return out;
}
