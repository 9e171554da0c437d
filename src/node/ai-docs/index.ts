/**
 * Build outputs for search engines and language models, written after `gatsby build` (onPostBuild):
 * - `<page>.md` next to every doc page (`/docs/x` → `public/docs/x.md`, `/docs` → `public/docs.md`);
 * - `llms.txt` (index of the docs by sidebar group) and `llms-full.txt` (all docs in one file);
 * - `sitemap.xml` (every page with its last change) and `robots.txt` pointing to it.
 */
import type { FrontmatterResult } from '../frontmatter';
import type { FieldsResult } from '../mdx-fields';
import fs from 'fs';
import path from 'path';
import type { SiteConfig } from '../../config/schema';
import { absoluteUrl, markdownPath, type UrlConfig } from '../../utils/page-url';
import type { Sidebar } from '../../utils/sidebar';
import { lastModifiedOf } from './last-modified';
import { buildLlmsFull, buildLlmsTxt, type LlmsDoc, type LlmsSiteInfo } from './llms';
import { dataMarkdown, resolveDataMarkers, resolveSharedMarkers, type ComponentRenderer } from './markdown';
import { modelCatalogMarkdown, pricesCheckedOnMarkdown } from './model-catalog';
import { errorCatalogMarkdown } from './error-catalog';
import { buildChangeLogFeed } from './feed';
import { CHANGE_LOG_FEED, CHANGE_LOG_PAGE } from '../../utils/feeds';
import { buildRobotsTxt, buildSitemap, isIndexablePath, type SitemapEntry } from './sitemap';
import { operationOfNode } from '../openapi/nodes';
import { isOperationPart, operationPartMarkdown } from '../openapi/render';
import type { ApiOperation } from '../openapi/operations';
import { SAMPLE_API_BASE_URL } from './markdown';
import { MODELS_FILE, catalogNodeData, parseModelCatalog, type ModelCatalog } from '../models';
import { modelTableMarkdown, modelTableProblem } from '../model-pages/table';
import { appliedChangeEntries, buildNow, dayOf } from '../catalog-changes';
import { changeMarkdown } from '../../content-model/catalog-changes';

export interface AiDocsArgs {
  graphql: <T>(query: string) => Promise<{ errors?: unknown; data?: T }>;
  reporter: { panicOnBuild: (message: string, error?: unknown) => void; info: (message: string) => void; warn: (message: string) => void };
  getNodesByType: (type: string) => ReadonlyArray<{ path?: unknown; component?: unknown }>;
}

interface Query {
  allMdx: {
    nodes: Array<{
      frontmatter: FrontmatterResult<'title' | 'description'>;
      fields: FieldsResult<'kind' | 'docId' | 'slug' | 'sourcePath' | 'lastModified' | 'markdown' | 'fragment'>;
    }>;
  };
  docsSidebar: Sidebar;
  allApiOperation: { nodes: Array<{ operationId: string; dataJson: string }> };
  allCatalogModel: {
    nodes: Array<{
      modelId: string;
      vendor: string;
      status: string;
      slug: string;
      checkedOn: string | null;
      page: { title: string; description: string; markdown: string | null } | null;
    }>;
  };
}

type Site = Pick<SiteConfig, 'title' | 'tagline' | 'url' | 'baseUrl' | 'api'>;

/**
 * Writes every file above into `publicDir`. Problems fail the build naming the source file.
 * `catalogues`: the text of content/models.json and content/errors.json as the build read them, by
 * project-relative path; a file not given is read here.
 */
export async function writeAiDocs(args: AiDocsArgs, site: Site, publicDir: string, catalogues: Readonly<Record<string, string>> = {}): Promise<void> {
  const { graphql, reporter } = args;
  const result = await graphql<Query>(`
    {
      allMdx {
        nodes {
          frontmatter {
            title
            description
          }
          fields {
            kind
            docId
            slug
            sourcePath
            lastModified
            markdown
            fragment
          }
        }
      }
      docsSidebar
      allApiOperation {
        nodes {
          operationId
          dataJson
        }
      }
      allCatalogModel(sort: { position: ASC }) {
        nodes {
          modelId
          vendor
          status
          slug
          checkedOn
          page {
            title
            description
            markdown
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('AI docs: could not read the docs from GraphQL', result.errors);
    return;
  }
  const urlConfig: UrlConfig = { url: site.url, baseUrl: site.baseUrl };
  const llmsSite: LlmsSiteInfo = { ...urlConfig, title: site.title, tagline: site.tagline, apiBaseUrl: site.api.baseUrl };
  const nodes = result.data.allMdx.nodes;
  const docNodes = nodes.filter((node) => node.fields.kind === 'doc' && node.fields.docId);

  // Markdown twins: made by each page's compile step (src/node/compile); shared fragments'
  // Markdown (content/shared, compiled the same way) and data components' Markdown go in here,
  // from the fragments and the data as they are now.
  const components: Record<string, ComponentRenderer> = {
    ...dataComponents(path.dirname(publicDir), reporter.warn, catalogues),
    Operation: operationRenderer(result.data.allApiOperation.nodes),
  };
  const fragments = new Map(
    nodes.filter((node) => node.fields.kind === 'fragment' && node.fields.fragment).map((node) => [node.fields.fragment as string, node.fields.markdown ?? '']),
  );
  const markdownById = new Map<string, string>();
  for (const node of docNodes) {
    let markdown: string;
    try {
      markdown = resolveDataMarkers(resolveSharedMarkers(node.fields.markdown ?? '', fragments), (name, attributes) => {
        const data = components[name]?.(attributes);
        if (!data) return '';
        // A block of the OpenAPI document is Markdown the build wrote (code, tables, site-path links):
        // its links made absolute and the API base URL swapped by text, without a parse (parsing cost a noticeable share of this step).
        if (name === 'Operation') {
          return data
            .replace(/\]\((\/[^)\s]*)\)/g, (_, sitePath: string) => `](${absoluteUrl(urlConfig, sitePath)})`)
            .split(SAMPLE_API_BASE_URL)
            .join(site.api.baseUrl);
        }
        return dataMarkdown(data, node.fields.slug, { ...urlConfig, apiBaseUrl: site.api.baseUrl });
      });
    } catch (error) {
      reporter.panicOnBuild(`AI docs: could not turn ${node.fields.sourcePath} into Markdown: ${(error as Error).message}`, error);
      return;
    }
    markdownById.set(node.fields.docId as string, markdown);
    writeFile(publicDir, markdownPath(node.fields.slug), markdown);
  }

  // The model pages' Markdown twins (src/node/model-pages: compiled when the catalogue was read).
  const models = result.data.allCatalogModel.nodes.filter((model) => model.page !== null);
  for (const model of models) writeFile(publicDir, markdownPath(model.slug), model.page!.markdown ?? '');
  const modelDocs: LlmsDoc[] = models.map((model) => ({
    docId: `models/${model.slug}`,
    slug: model.slug,
    title: `${model.modelId} (${model.vendor}${model.status === 'active' ? '' : `, ${model.status}`})`,
    description: model.page!.description,
  }));

  // llms.txt and llms-full.txt.
  const docs: LlmsDoc[] = docNodes.map((node) => ({
    docId: node.fields.docId as string,
    slug: node.fields.slug,
    title: node.frontmatter.title,
    description: node.frontmatter.description,
  }));
  const sidebar = result.data.docsSidebar;
  const modelSection = {
    title: 'Models',
    intro: 'One page per model of the catalogue: lifecycle status and dates, replacement, context window, prices, capabilities, endpoints and a ready request.',
    docs: modelDocs,
  };
  writeFile(publicDir, '/llms.txt', buildLlmsTxt(llmsSite, sidebar, docs, [modelSection], CHANGE_LOG_FEED));
  const changeLog = docNodes.find((node) => node.fields.slug === CHANGE_LOG_PAGE);
  try {
    if (!changeLog) throw new Error(`no page at ${CHANGE_LOG_PAGE} (src/utils/feeds.ts names it)`);
    const feed = buildChangeLogFeed(
      { ...urlConfig, title: site.title },
      {
        path: CHANGE_LOG_PAGE,
        feedPath: CHANGE_LOG_FEED,
        title: changeLog.frontmatter.title,
        description: changeLog.frontmatter.description ?? null,
        markdown: markdownById.get(changeLog.fields.docId as string) ?? '',
      },
    );
    writeFile(publicDir, CHANGE_LOG_FEED, feed);
  } catch (error) {
    reporter.panicOnBuild(`Change Log feed: ${(error as Error).message}`);
    return;
  }
  writeFile(
    publicDir,
    '/llms-full.txt',
    buildLlmsFull(llmsSite, sidebar, docs, (docId) => markdownById.get(docId) ?? ''),
  );

  // sitemap.xml and robots.txt.
  const mdxDates = new Map<string, string | null>([
    ...nodes.map((node): [string, string | null] => [node.fields.slug, node.fields.lastModified]),
    ...models.map((model): [string, string | null] => [model.slug, model.checkedOn ? `${model.checkedOn}T00:00:00Z` : null]),
  ]);
  const entries: SitemapEntry[] = args
    .getNodesByType('SitePage')
    .filter((page): page is { path: string; component?: unknown } => typeof page.path === 'string' && isIndexablePath(page.path))
    .map((page) => ({
      path: page.path,
      lastModified: mdxDates.get(page.path) ?? (typeof page.component === 'string' ? lastModifiedOf(page.component.split('?')[0]) : null),
    }));
  writeFile(publicDir, '/sitemap.xml', buildSitemap(urlConfig, entries));
  writeFile(publicDir, '/robots.txt', buildRobotsTxt(urlConfig));

  reporter.info(`AI docs: wrote ${markdownById.size} Markdown pages, llms.txt, llms-full.txt, sitemap.xml (${entries.length} pages), robots.txt`);
}

/** Renderers for components that draw their content from data files (see ./model-catalog.ts, ./error-catalog.ts). */
/** `<Operation>` in a twin: the same block as the page shows (src/node/openapi/render.ts), as Markdown. */
function operationRenderer(nodes: ReadonlyArray<{ operationId: string; dataJson: string }>): ComponentRenderer {
  const operations = new Map(nodes.map((node) => [node.operationId, operationOfNode(node)]));
  return (attributes) => {
    const chosen = (attributes.id ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => operations.get(id));
    if (chosen.length === 0 || chosen.some((operation) => !operation) || !isOperationPart(attributes.part)) {
      throw new Error(`<Operation id="${attributes.id}" part="${attributes.part}">: not an operation and part of content/openapi`);
    }
    return operationPartMarkdown(chosen as ApiOperation[], attributes.part, { schema: attributes.schema ?? null, apiBaseUrl: SAMPLE_API_BASE_URL });
  };
}

/** content/models.json as of the build's day (src/node/catalog-changes.ts), parsed once for the renderers that show it. */
let asOfBuild: { readonly key: string; readonly catalog: ModelCatalog } | null = null;
function catalogAsOfBuild(text: string): unknown {
  const now = buildNow();
  const key = `${dayOf(now)}\n${text}`;
  if (asOfBuild?.key !== key) asOfBuild = { key, catalog: parseModelCatalog(text, MODELS_FILE, now) };
  return asOfBuild.catalog;
}

/** `<CatalogChanges />` in a twin: one Markdown line per dated change that has taken effect, newest first. */
function catalogChangesMarkdown(data: unknown): string | null {
  const items = appliedChangeEntries(data as ModelCatalog, dayOf(buildNow()));
  return items.length === 0 ? 'No dated change of the model catalogue has taken effect yet.' : items.map(changeMarkdown).join('\n');
}

/** `<ModelTable docs="…" />` in a twin: the same Markdown table as the page shows. */
function modelTableTwin(data: unknown, attributes: Readonly<Record<string, string>>): string | null {
  const models = catalogNodeData(data as ModelCatalog, dayOf(buildNow()));
  const problem = modelTableProblem(models, attributes.docs);
  if (problem) throw new Error(problem);
  return modelTableMarkdown(models, attributes.docs);
}

function dataComponents(projectDir: string, warn: (message: string) => void, texts: Readonly<Record<string, string>>): Record<string, ComponentRenderer> {
  return {
    // The model catalogue as of the build's day (its dated changes applied), as the pages show it.
    ModelCatalog: dataRenderer(
      projectDir,
      MODELS_FILE,
      '<ModelCatalog />',
      'src/node/ai-docs/model-catalog.ts',
      modelCatalogMarkdown,
      warn,
      texts,
      catalogAsOfBuild,
    ),
    ErrorCatalog: dataRenderer(projectDir, 'content/errors.json', '<ErrorCatalog />', 'src/node/errors.ts', errorCatalogMarkdown, warn, texts),
    PricesCheckedOn: dataRenderer(projectDir, MODELS_FILE, '<PricesCheckedOn />', 'src/node/models.ts', pricesCheckedOnMarkdown, warn, texts, catalogAsOfBuild),
    CatalogChanges: dataRenderer(projectDir, MODELS_FILE, '<CatalogChanges />', 'src/node/models.ts', catalogChangesMarkdown, warn, texts, catalogAsOfBuild),
    ModelTable: dataRenderer(projectDir, MODELS_FILE, '<ModelTable />', 'src/node/model-pages/table.ts', modelTableTwin, warn, texts, catalogAsOfBuild),
  };
}

function dataRenderer(
  projectDir: string,
  relativeFile: string,
  component: string,
  shapeSource: string,
  toMarkdown: (data: unknown, attributes: Readonly<Record<string, string>>) => string | null,
  warn: (message: string) => void,
  texts: Readonly<Record<string, string>>,
  parse: (text: string) => unknown = (text) => JSON.parse(text),
): ComponentRenderer {
  const file = path.join(projectDir, relativeFile);
  const text: string | undefined = texts[relativeFile];
  let data: unknown = undefined;
  let problem = `${relativeFile} does not exist`;
  if (text !== undefined || fs.existsSync(file)) {
    try {
      data = parse(text ?? fs.readFileSync(file, 'utf8'));
      problem = `${relativeFile} does not have the expected shape (see ${shapeSource})`;
    } catch (error) {
      problem = `${relativeFile} cannot be read (${(error as Error).message})`;
    }
  }
  let warned = false;
  return (attributes) => {
    const markdown = data === undefined ? null : toMarkdown(data, attributes);
    if (markdown === null && !warned) {
      warned = true;
      warn(`AI docs: the Markdown version of the page with ${component} leaves it out: ${problem}.`);
    }
    return markdown;
  };
}

function writeFile(publicDir: string, sitePath: string, content: string): void {
  const file = path.join(publicDir, ...sitePath.split('/').filter(Boolean));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

export { lastModifiedOf } from './last-modified';
