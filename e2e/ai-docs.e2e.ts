/**
 * Build outputs for search engines and language models (src/node/ai-docs): Markdown twins of the
 * docs, llms.txt, llms-full.txt, sitemap.xml, robots.txt, and the head tags of every HTML page.
 * Reads public/ directly and through the static server.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { readFrontmatterOrThrow } from '../src/node/frontmatter';
import rawConfig from '../src/config/site.config';
import { parseSiteConfig } from '../src/config/schema';
import { readCategories } from '../src/node/docs';
import { buildSidebar } from '../src/node/sidebar';
import { walkFiles } from '../src/node/walk';
import { flattenLinks } from '../src/utils/sidebar';
import { absoluteUrl, markdownPath, markdownUrl } from '../src/utils/page-url';
import { modelPagePath } from '../src/utils/model-page';
import { allDocs } from './docs-list';
import { samplesOf, type Sample } from './samples';
import { site } from './browser';
import { operationsOf } from '../src/node/openapi/operations';
import { isOperationPart, operationPartMarkdown } from '../src/node/openapi/render';

const PUBLIC = path.resolve(__dirname, '../public');
const DOCS_DIR = path.resolve(__dirname, '../content/docs');
const SAMPLE_API = 'https://api.llmprovider.example';
const config = parseSiteConfig(rawConfig);
const docs = allDocs();
/** The catalogue's models in file order: each has a generated page (src/node/model-pages). */
const modelIds = (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../content/models.json'), 'utf8')) as { models: Array<{ id: string }> }).models.map(
  (m) => m.id,
);

const read = (sitePath: string) => fs.readFileSync(path.join(PUBLIC, ...sitePath.split('/').filter(Boolean)), 'utf8');

function sourceFileOf(docId: string): string {
  const file = [`${docId}.mdx`, `${docId}.md`].map((f) => path.join(DOCS_DIR, f)).find((f) => fs.existsSync(f));
  if (!file) throw new Error(`no source for ${docId}`);
  return file;
}

function sourceOf(docId: string): { data: Record<string, unknown>; content: string } {
  const file = sourceFileOf(docId);
  const { data, content } = readFrontmatterOrThrow(fs.readFileSync(file, 'utf8'), file);
  return { data, content };
}

const twinFileOf = (sitePath: string) => path.join(PUBLIC, ...markdownPath(sitePath).split('/').filter(Boolean));

const SHARED_DIR = path.resolve(__dirname, '../content/shared');
const EXPANDED_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'expanded-'));

/** The operations of the published OpenAPI document, whose blocks `<Operation>` stands for. */
const operations = new Map(
  operationsOf(JSON.parse(fs.readFileSync(path.join(PUBLIC, 'openapi.json'), 'utf8')) as Record<string, unknown>).map((o) => [o.id, o]),
);

/** The Markdown an `<Operation id="…" part="…" />` line stands for (src/node/openapi/render.ts), or null for another line. */
function operationBlock(line: string): string | null {
  const match = /^<Operation id="([^"]+)" part="([a-z]+)"(?: schema="([^"]+)")? \/>$/.exec(line.trim());
  if (!match || !isOperationPart(match[2])) return null;
  const chosen = match[1].split(/\s+/).map((id) => operations.get(id));
  if (chosen.some((o) => !o)) throw new Error(`no operation ${match[1]} in public/openapi.json`);
  return operationPartMarkdown(chosen as NonNullable<(typeof chosen)[number]>[], match[2], { schema: match[3] ?? null, apiBaseUrl: SAMPLE_API });
}

/**
 * The source of a doc with each `<Shared name="…" />` replaced by that fragment's body, and each
 * `<Operation>` by its block (as the build splices them in): the file whose samples the twin must
 * hold. The doc's own file when it includes neither.
 */
function expandedSourceOf(docId: string): string {
  const file = sourceFileOf(docId);
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes('<Shared ') && !text.includes('<Operation ')) return file;
  // Outside fenced code only (the style guide shows the element in a sample).
  let fence: string | null = null;
  const expanded = text
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence === null ? marker : null;
      const name = fence === null ? /^<Shared name="([a-z0-9-]+)" \/>$/.exec(line)?.[1] : undefined;
      if (name) {
        const file = path.join(SHARED_DIR, `${name}.mdx`);
        return readFrontmatterOrThrow(fs.readFileSync(file, 'utf8'), file).content.trim();
      }
      return (fence === null ? operationBlock(line) : null) ?? line;
    })
    .join('\n');
  const out = path.join(EXPANDED_DIR, `${docId.replace(/\//g, '__')}.mdx`);
  fs.writeFileSync(out, expanded);
  return out;
}

/** The sidebar as gatsby-node builds it, from the sources. */
function sidebarOrder(): string[] {
  const { categories } = readCategories(DOCS_DIR);
  const inputs = docs.map((doc) => {
    const { data } = sourceOf(doc.id);
    return {
      id: doc.id,
      slug: doc.path,
      title: doc.title,
      sidebarLabel: (data.sidebar_label as string | undefined) ?? null,
      sidebarPosition: (data.sidebar_position as number | undefined) ?? null,
    };
  });
  return flattenLinks(buildSidebar(inputs, categories)).map((link) => link.href);
}

const htmlFiles = (dir: string) => walkFiles(dir, { match: /\.html$/, skip: (folder) => ['static', 'page-data', '_gatsby'].includes(folder.name) });

describe('Markdown twins of the docs', () => {
  // Code samples of every source and twin, from their syntax trees (one child process for all).
  let samples: Map<string, Sample[]>;
  beforeAll(() => {
    const fixtures = path.resolve(__dirname, '../src/node/ai-docs/__tests__/fixtures');
    samples = samplesOf([
      path.join(fixtures, 'sample.mdx'),
      path.join(fixtures, 'sample.md'),
      ...docs.flatMap((doc) => [expandedSourceOf(doc.id), twinFileOf(doc.path)]),
    ]);
  }, 120_000);

  it('compares code blocks in a way that sees them (fixture check)', () => {
    const fixtures = path.resolve(__dirname, '../src/node/ai-docs/__tests__/fixtures');
    const source = samples.get(path.join(fixtures, 'sample.mdx'))!;
    const converted = samples.get(path.join(fixtures, 'sample.md'))!;
    // The fixture's curl posts JSON to Chat Completions: the build adds Go, Java, C# and PHP (src/node/compile/snippets.ts).
    expect(source.map((f) => f.lang)).toEqual(['bash', 'python', 'go', 'java', 'csharp', 'php', 'json']);
    // The fixture twin was written by hand before the build generated languages; the rest is equal.
    expect(converted).toEqual(source.filter((sample) => !['go', 'java', 'csharp', 'php'].includes(sample.lang)));
    expect(source[6].code).toBe('{"choices": [{"message": {"role": "assistant", "content": "Hi"}}]}');
  });

  it.each(docs.map((doc) => [doc.path, doc]))('%s has a .md twin headed by its title', (_path, doc) => {
    const markdown = read(markdownPath(doc.path));
    const firstHeading = markdown.split('\n').find((line) => /^#{1,6} /.test(line));
    expect(firstHeading).toBe(`# ${doc.title}`);
    expect(markdown.startsWith(`# ${doc.title}\n`)).toBe(true);
  });

  it.each(docs.map((doc) => [doc.path, doc]))('%s: the code blocks of the twin are the samples of the MDX', (_path, doc) => {
    const expected = samples.get(expandedSourceOf(doc.id))!.map((sample) => ({ ...sample, code: sample.code.split(SAMPLE_API).join(config.api.baseUrl) }));
    expect(samples.get(twinFileOf(doc.path))).toEqual(expected);
  });

  it('has no MDX left in any twin', () => {
    for (const doc of docs) {
      const markdown = read(markdownPath(doc.path));
      const outsideCode = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ ]*$/gm, '').replace(/`[^`\n]+`/g, '');
      expect({ doc: doc.path, jsx: outsideCode.match(/<\/?(Tabs|TabItem|Callout)\b|^import |^export /m)?.[0] ?? null }).toEqual({ doc: doc.path, jsx: null });
    }
  });

  it("puts a shared fragment (content/shared) in the twin where the page includes it, under the page's own heading", () => {
    const markdown = read(markdownPath('/docs/api-reference/dify/chat'));
    const auth = markdown.slice(markdown.indexOf('\n## Authentication\n'));
    expect(auth).toMatch(
      /^\n## Authentication\n\nEvery Dify request through the gateway carries two headers:\n\n```http\nAuthorization: Bearer YOUR_API_KEY\nX-Dify-App-Id: YOUR_DIFY_APP_ID\n```\n\n- `Authorization` holds your LLM Provider key/,
    );
    expect(markdown).toContain('- `X-Dify-App-Id` selects the Dify application that handles the request.');
    // The fragment's own data component (<ErrorCatalog codes="…" />) is filled in too.
    expect(markdown).toMatch(/\| 400 \| `missing_dify_app_id` \|/);
    expect(markdown).not.toMatch(/\uE000/);
  });

  it("shows a shared fragment on the page that includes it, after the page's own heading", async () => {
    const response = await fetch(site('/docs/api-reference/dify/chat'));
    expect(response.status).toBe(200);
    const html = await response.text();
    const heading = html.search(/<h2[^>]*id="authentication"/);
    const text = html.indexOf('Every Dify request through the gateway carries two headers:');
    expect(heading).toBeGreaterThan(0);
    expect(text).toBeGreaterThan(heading);
    expect(html).toMatch(/<code[^>]*>X-Dify-App-Id<\/code> selects the Dify application that handles the request\./);
    // The element that stood for it is gone.
    expect(html).not.toMatch(/<Shared|data-shared/);
  });

  it('serves twins as text/markdown', async () => {
    const doc = docs.find((d) => d.path === '/docs') ?? docs[0];
    const response = await fetch(site(markdownPath(doc.path)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
    await expect(response.text()).resolves.toMatch(new RegExp(`^# ${doc.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`));
  });
});

describe('llms.txt', () => {
  const text = read('/llms.txt');

  it('opens with the site title and a one-paragraph summary', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe(`# ${config.title}`);
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^> \S.+/);
    expect(lines[3]).toBe('');
  });

  it('has a section per sidebar group, then the model pages and the feeds', () => {
    const { categories } = readCategories(DOCS_DIR);
    const groups = categories
      .filter((c) => !c.dir.includes('/'))
      .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity))
      .map((c) => `## ${c.label}`);
    expect(text.split('\n').filter((line) => line.startsWith('## '))).toEqual([...groups, '## Models', '## Feeds']);
  });

  it('lists every doc exactly once, in sidebar order, then every model page in catalogue order, with absolute .md URLs', () => {
    const urls = [...text.matchAll(/^- \[[^\n]+\]\((\S+)\)/gm)].map((m) => m[1]);
    const models = modelIds.map((id) => markdownUrl(config, modelPagePath(id)));
    const feed = absoluteUrl(config, '/docs/community/change-log.atom');
    expect(urls).toEqual([...sidebarOrder().map((href) => markdownUrl(config, href)), ...models, feed]);
    expect(new Set(urls).size).toBe(docs.length + modelIds.length + 1);
  });

  it('names the vendor of API reference pages and gives descriptions', () => {
    expect(text).toContain(`- [OpenAI › Chat](${markdownUrl(config, '/docs/api-reference/openai/chat')}): `);
    const chat = sourceOf('api-reference/openai/chat').data;
    expect(text).toContain(`(${markdownUrl(config, '/docs/api-reference/openai/chat')}): ${String(chat.description).replace(/\s+/g, ' ').trim()}`);
  });
});

describe('llms-full.txt', () => {
  it('holds every doc, in sidebar order, each with its twin text', () => {
    const full = read('/llms-full.txt');
    const order = sidebarOrder();
    let at = 0;
    for (const href of order) {
      const twin = read(markdownPath(href)).trim();
      const found = full.indexOf(twin, at);
      expect({ href, found: found >= at }).toEqual({ href, found: true });
      at = found + twin.length;
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  const xml = read('/sitemap.xml');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists every page once with an absolute URL and a lastmod date', () => {
    const expected = ['/', '/markdown-page', ...docs.map((d) => d.path), ...modelIds.map(modelPagePath)].map((p) => absoluteUrl(config, p)).sort();
    expect([...locs].sort()).toEqual(expected);
    expect(xml.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)).toHaveLength(expected.length);
  });

  it('leaves out the not-found page', () => {
    expect(locs.some((loc) => /404/.test(loc))).toBe(false);
  });

  it('is named in robots.txt', () => {
    expect(read('/robots.txt')).toContain(`Sitemap: ${absoluteUrl(config, '/sitemap.xml')}`);
  });
});

describe('head tags of the built pages', () => {
  const files = htmlFiles(PUBLIC);

  it('finds the built pages', () => {
    expect(files.length).toBeGreaterThanOrEqual(docs.length + 3);
  });

  it.each(files.map((file) => [path.relative(PUBLIC, file), file]))('%s has one canonical, one description, one og:title', (_name, file) => {
    const html = fs.readFileSync(file, 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<link[^>]*rel="canonical"[^>]*>/g)).toHaveLength(1);
    expect(head.match(/<meta[^>]*name="description"[^>]*>/g)).toHaveLength(1);
    expect(head.match(/<meta[^>]*property="og:title"[^>]*>/g)).toHaveLength(1);
    expect(head).toMatch(/<meta[^>]*name="description" content="[^"]+"/);
  });

  it.each(docs.map((doc) => [doc.path, doc]))('%s: canonical URL, Open Graph and TechArticle', (_path, doc) => {
    const html = read(`${doc.path}/index.html`);
    const canonical = absoluteUrl(config, doc.path);
    expect(html).toContain(`<link data-react-helmet="true" rel="canonical" href="${canonical}"/>`);
    expect(html).toContain(`property="og:url" content="${canonical}"`);
    expect(html).toContain('property="og:type" content="article"');
    expect(html).toContain(`property="og:image" content="${absoluteUrl(config, '/img/social-card.png')}"`);
    const ld = html.match(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/);
    const data = JSON.parse(ld?.[1] ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('TechArticle');
    expect(data.headline).toBe(doc.title);
    expect(String(data.dateModified)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('keeps the not-found page out of search indexes', () => {
    expect(read('/404.html')).toMatch(/<meta[^>]*name="robots" content="noindex"/);
  });

  it('ships the social card, manifest and favicon it links to', () => {
    const png = fs.readFileSync(path.join(PUBLIC, 'img/social-card.png'));
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    const manifest = JSON.parse(read('/site.webmanifest')) as { name: string; icons: Array<{ src: string }> };
    expect(manifest.name).toBe(config.title);
    for (const icon of manifest.icons) expect(fs.existsSync(path.join(PUBLIC, icon.src))).toBe(true);
    expect(fs.existsSync(path.join(PUBLIC, config.favicon))).toBe(true);
  });
});
