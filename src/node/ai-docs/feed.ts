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
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 does not allow at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

/** The dated sections of a change log's Markdown, in page order. A `## ` heading that is not a date ends the previous section. */
export function changeLogEntries(markdown: string): FeedEntry[] {
  const entries: FeedEntry[] = [];
  let current: { date: string; lines: string[] } | null = null;
  const close = () => {
    if (current) entries.push({ date: current.date, body: current.lines.join('\n').trim() });
    current = null;
  };
  for (const line of markdown.split('\n')) {
    const heading = /^##\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading && !line.startsWith('###')) {
      close();
      const date = /^(\d{4}-\d{2}-\d{2})$/.exec(heading[1]);
      if (date) current = { date: date[1], lines: [] };
      continue;
    }
    current?.lines.push(line);
  }
  close();
  return entries;
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
    const link = `${pageUrl}#${entry.date}`;
    out.push(
      '  <entry>',
      `    <id>${escapeXml(link)}</id>`,
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
