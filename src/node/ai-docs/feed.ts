/**
 * The Change Log as an Atom feed (RFC 4287): one entry per dated section (`## YYYY-MM-DD`) of the
 * page's Markdown twin, newest first, with absolute links, so integrators can subscribe to
 * deprecations and other changes. Pure: the build (./index.ts) passes the page's Markdown.
 */
import { absoluteUrl, type UrlConfig } from '../../utils/page-url';

export interface FeedSite extends UrlConfig {
  readonly title: string;
}

export interface FeedPage {
  /** Site path of the page, e.g. `/docs/community/change-log`. */
  readonly path: string;
  /** Site path of the feed, e.g. `/docs/community/change-log.atom`. */
  readonly feedPath: string;
  readonly title: string;
  readonly description: string | null;
  /** The page's Markdown twin (links already absolute). */
  readonly markdown: string;
}

export interface FeedEntry {
  /** YYYY-MM-DD, the heading of the section. */
  readonly date: string;
  /** The section's Markdown without its heading. */
  readonly body: string;
  /** The heading id the entry links to: the date's section, or the section of the catalogue's dated changes. */
  readonly anchor: string;
}

/** A line of the catalogue's dated changes in the twin (<CatalogChanges />, src/content-model/catalog-changes.ts). */
const CATALOG_CHANGE_LINE = /^- \*\*(\d{4}-\d{2}-\d{2})\*\*: (.*)$/;

/** A heading's id as the site makes it (lower case, spaces to hyphens, punctuation dropped). */
const headingId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 does not allow at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

/**
 * The dated sections of a change log's Markdown, newest first. A `## ` heading that is not a date
 * ends the previous section; in such a section, the lines of the catalogue's dated changes
 * (`- **YYYY-MM-DD**: …`) join the entry of their day, which they start when the page has none.
 */
export function changeLogEntries(markdown: string): FeedEntry[] {
  const byDate = new Map<string, { lines: string[]; anchor: string }>();
  const add = (date: string, lines: string[], anchor: string | null) => {
    const entry = byDate.get(date);
    if (entry) {
      entry.lines.push(...lines);
      if (anchor === date) entry.anchor = date;
    } else byDate.set(date, { lines: [...lines], anchor: anchor ?? date });
  };
  let current: { date: string; lines: string[] } | null = null;
  let section: string | null = null;
  const close = () => {
    if (current) add(current.date, current.lines, current.date);
    current = null;
  };
  for (const line of markdown.split('\n')) {
    const heading = /^##\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading && !line.startsWith('###')) {
      close();
      const date = /^(\d{4}-\d{2}-\d{2})$/.exec(heading[1]);
      if (date) current = { date: date[1], lines: [] };
      section = date ? null : headingId(heading[1]);
      continue;
    }
    if (current) current.lines.push(line);
    else if (section) {
      const change = CATALOG_CHANGE_LINE.exec(line);
      if (change) add(change[1], [`- ${change[2]}`], section);
    }
  }
  close();
  return [...byDate]
    .map(([date, { lines, anchor }]) => ({ date, body: lines.join('\n').trim(), anchor }))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** First sentence of an entry, without Markdown link syntax, for its title (at most 120 characters). */
export function entryTitle(body: string): string {
  const first = (body.split('\n').find((line) => line.trim() !== '') ?? '')
    .replace(/^\s*[-*]\s+/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .trim();
  const sentence = /^(.*?[.!?])(\s|$)/.exec(first)?.[1] ?? first;
  return sentence.length > 120 ? `${sentence.slice(0, 119).trimEnd()}…` : sentence;
}

/** The Atom document. Throws when the page has no dated section (the build reports it, naming the page). */
export function buildChangeLogFeed(site: FeedSite, page: FeedPage): string {
  const entries = changeLogEntries(page.markdown);
  if (entries.length === 0) throw new Error(`${page.path} has no dated section (## YYYY-MM-DD) to publish in ${page.feedPath}`);
  const pageUrl = absoluteUrl(site, page.path);
  const updated = entries
    .map((entry) => entry.date)
    .sort()
    .reverse()[0];
  const out = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(absoluteUrl(site, page.feedPath))}</id>`,
    `  <title>${escapeXml(`${site.title}: ${page.title}`)}</title>`,
    ...(page.description ? [`  <subtitle>${escapeXml(page.description)}</subtitle>`] : []),
    `  <updated>${updated}T00:00:00Z</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(site, page.feedPath))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    `  <author><name>${escapeXml(site.title)}</name></author>`,
  ];
  for (const entry of entries) {
    const link = `${pageUrl}#${entry.anchor}`;
    out.push(
      '  <entry>',
      // One entry per day: its id stays the same whichever section it links to.
      `    <id>${escapeXml(`${pageUrl}#${entry.date}`)}</id>`,
      `    <title>${escapeXml(`${entry.date}: ${entryTitle(entry.body)}`)}</title>`,
      `    <updated>${entry.date}T00:00:00Z</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <content type="text">${escapeXml(entry.body)}</content>`,
      '  </entry>',
    );
  }
  out.push('</feed>', '');
  return out.join('\n');
}
