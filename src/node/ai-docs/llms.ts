/**
 * llms.txt and llms-full.txt (https://llmstxt.org): an index of the docs for language models, one
 * section per top-level sidebar group, each entry linking to the page's Markdown twin; and the
 * whole documentation as one Markdown file in sidebar order. Pure functions.
 */
import { absoluteUrl, markdownUrl, type UrlConfig } from '../../utils/page-url';
import type { Sidebar, SidebarItem } from '../../utils/sidebar';

export interface LlmsSiteInfo extends UrlConfig {
  readonly title: string;
  readonly tagline: string;
  /** Base URL of the API, as in the samples. */
  readonly apiBaseUrl: string;
}

export interface LlmsDoc {
  readonly docId: string;
  /** Site path without prefix, e.g. `/docs/api-reference/openai/chat`. */
  readonly slug: string;
  readonly title: string;
  readonly description?: string | null;
}

export interface LlmsEntry {
  readonly docId: string;
  /** Label with the category trail inside its group, e.g. `OpenAI › Chat`. */
  readonly label: string;
}

export interface LlmsSection {
  readonly title: string;
  readonly entries: readonly LlmsEntry[];
}

const TRAIL_SEPARATOR = ' › ';

/**
 * The sidebar as llms.txt sections: one per top-level category, entries in reading order (a
 * category's own page before its children), labels prefixed with the categories between the group
 * and the page (the vendor in API REFERENCE). Top-level pages outside any category go in a section
 * named after the site.
 */
export function sidebarSections(sidebar: Sidebar, siteTitle: string): LlmsSection[] {
  const sections: Array<{ title: string; entries: LlmsEntry[] }> = [];
  let loose: { title: string; entries: LlmsEntry[] } | null = null;
  const collect = (items: readonly SidebarItem[], trail: readonly string[], into: LlmsEntry[]) => {
    for (const item of items) {
      if (item.type === 'link') {
        into.push({ docId: item.docId, label: [...trail, item.label].join(TRAIL_SEPARATOR) });
      } else {
        const inner = [...trail, item.label];
        if (item.docId) into.push({ docId: item.docId, label: inner.join(TRAIL_SEPARATOR) });
        collect(item.items, inner, into);
      }
    }
  };
  for (const item of sidebar) {
    if (item.type === 'category') {
      const entries: LlmsEntry[] = [];
      if (item.docId) entries.push({ docId: item.docId, label: item.label });
      collect(item.items, [], entries);
      sections.push({ title: item.label, entries });
    } else {
      if (!loose) {
        loose = { title: siteTitle, entries: [] };
        sections.push(loose);
      }
      loose.entries.push({ docId: item.docId, label: item.label });
    }
  }
  return sections;
}

/** The one-paragraph summary under the title of both files. */
export function summaryOf(site: LlmsSiteInfo): string {
  return (
    `${site.title} is an API gateway: one API key and one OpenAI-compatible API in front of many model vendors ` +
    `(OpenAI, Anthropic, Google Gemini, DeepSeek, Qwen, xAI Grok, MiniMax, Kling, Dify and more). ${site.tagline.replace(/\.$/, '')}.`
  );
}

const escapeLinkText = (text: string) => text.replace(/([\\[\]])/g, '\\$1');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Pages outside the sidebar that llms.txt lists in a section of their own (the model pages). */
export interface LlmsExtraSection {
  readonly title: string;
  /** One sentence under the section title. */
  readonly intro?: string;
  readonly docs: readonly LlmsDoc[];
}

/**
 * llms.txt: title, summary, how to use the API, then one `##` section per sidebar group, then the
 * `extra` sections (pages the sidebar does not list). `feed` is the site path of the Atom feed of
 * the Change Log, named for readers who follow deprecations.
 */
export function buildLlmsTxt(
  site: LlmsSiteInfo,
  sidebar: Sidebar,
  docs: readonly LlmsDoc[],
  extra: readonly LlmsExtraSection[] = [],
  feed: string | null = null,
): string {
  const byId = new Map(docs.map((doc) => [doc.docId, doc]));
  const listed = new Set<string>();
  const line = (doc: LlmsDoc, label: string) => {
    listed.add(doc.docId);
    const description = doc.description ? `: ${oneLine(doc.description)}` : '';
    return `- [${escapeLinkText(label)}](${markdownUrl(site, doc.slug)})${description}`;
  };
  const out: string[] = [`# ${site.title}`, '', `> ${summaryOf(site)}`, ''];
  out.push(
    `Send requests to \`${site.apiBaseUrl}\` (OpenAI-compatible SDKs use \`${site.apiBaseUrl}/v1\` as base URL) ` +
      'with the header `Authorization: Bearer YOUR_API_KEY`. Every link below is the Markdown version of a page; ' +
      `the whole documentation in one file is at ${absoluteUrl(site, '/llms-full.txt')}.`,
    '',
    `Every endpoint, with its parameters, request and response schemas and error codes, is described as OpenAPI 3.1 at ${absoluteUrl(site, '/openapi.json')} (the same as YAML: ${absoluteUrl(site, '/openapi.yaml')}).`,
    '',
    `The model and error catalogues are JSON at ${absoluteUrl(site, '/models.json')} and ${absoluteUrl(site, '/errors.json')}. ` +
      `An MCP server answers from the same data with typed tools (search_docs, get_page, list_models, get_model, explain_error, list_endpoints, get_endpoint, sample_request): ` +
      `Streamable HTTP at ${absoluteUrl(site, '/mcp')}, or over stdio with \`npx -y ${absoluteUrl(site, '/mcp/llm-provider-docs-mcp.tgz')}\`. ` +
      `An Agent Skill for calling the API: ${absoluteUrl(site, '/skill.md')}.`,
    '',
  );
  for (const section of sidebarSections(sidebar, site.title)) {
    const lines = section.entries
      .filter((entry) => !listed.has(entry.docId))
      .map((entry) => {
        const doc = byId.get(entry.docId);
        return doc ? line(doc, entry.label) : null;
      })
      .filter((text): text is string => text !== null);
    if (lines.length === 0) continue;
    out.push(`## ${section.title}`, '', ...lines, '');
  }
  const rest = docs.filter((doc) => !listed.has(doc.docId));
  if (rest.length > 0) out.push('## Other pages', '', ...rest.map((doc) => line(doc, doc.title)), '');
  for (const section of extra) {
    if (section.docs.length === 0) continue;
    out.push(`## ${section.title}`, '', ...(section.intro ? [oneLine(section.intro), ''] : []), ...section.docs.map((doc) => line(doc, doc.title)), '');
  }
  if (feed) {
    out.push('## Feeds', '', `- [Change Log (Atom)](${absoluteUrl(site, feed)}): every dated change, deprecations and retirements included`, '');
  }
  return out.join('\n');
}

/** Doc ids in sidebar reading order, then any doc the sidebar does not list. */
export function readingOrder(sidebar: Sidebar, docs: readonly LlmsDoc[]): string[] {
  const known = new Set(docs.map((doc) => doc.docId));
  const order: string[] = [];
  const seen = new Set<string>();
  for (const section of sidebarSections(sidebar, '')) {
    for (const entry of section.entries) {
      if (known.has(entry.docId) && !seen.has(entry.docId)) {
        seen.add(entry.docId);
        order.push(entry.docId);
      }
    }
  }
  for (const doc of docs) if (!seen.has(doc.docId)) order.push(doc.docId);
  return order;
}

/**
 * llms-full.txt: title and summary, then every page's Markdown in reading order, each followed by
 * its URL and separated by a rule.
 */
export function buildLlmsFull(site: LlmsSiteInfo, sidebar: Sidebar, docs: readonly LlmsDoc[], markdownOf: (docId: string) => string): string {
  const byId = new Map(docs.map((doc) => [doc.docId, doc]));
  const pages = readingOrder(sidebar, docs).map((docId) => {
    const doc = byId.get(docId) as LlmsDoc;
    return `${markdownOf(docId).trim()}\n\nSource: ${absoluteUrl(site, doc.slug)}`;
  });
  return [`# ${site.title}`, '', `> ${summaryOf(site)}`, '', ...pages.flatMap((page) => ['---', '', page, ''])].join('\n');
}
