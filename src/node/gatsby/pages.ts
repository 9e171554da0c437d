/**
 * createPages: one page per MDX file, all rendered by one template (doc pages) or another
 * (standalone pages), and one per catalogued model, after checking the navbar against the docs,
 * every internal link and anchor (fragments' too), the catalogues, error codes, the pages against
 * content/openapi and the names of included fragments. Under `gatsby develop` the first pages are
 * created in createPagesStatefully (./develop.ts) and later runs create only what changed.
 */
import fs from 'fs';
import path from 'path';
import type { CreatePagesArgs, GatsbyNode, Node } from 'gatsby';
import { unknownFragmentProblems } from '../compile/shared';
import { checkLinks, type LinkSource, type PageTarget } from '../links';
import { checkNavbarItems } from '../navbar-check';
import { flattenLinks, type Sidebar } from '../../utils/sidebar';
import { CATALOG_MODEL_TYPE, MODELS_FILE, modelDocsErrors, modelRefProblems, type CatalogModelNodeData } from '../models';
import { SAMPLE_API_BASE_URL, resolveDataMarkers } from '../ai-docs/markdown';
import { ERRORS_FILE, checkErrorRefs, docsLinkProblems } from '../errors';
import { headExportErrors, pageSources } from '../head-exports';
import { GATSBY_DEVELOP } from '../../build/gatsby-node-internals';
import { OPENAPI_DIR } from '../openapi/load';
import { OPENAPI_JSON_PATH, OPENAPI_YAML_PATH } from '../openapi/render';
import { documentPageProblems, operationLinks, pageApiProblems } from '../openapi/samples';
import { requestRuleProblems, ruleCatalogProblems, timeoutProblems } from '../model-rules';
import { modelEndpointProblems, type CheckedModel } from '../model-pages/endpoint-check';
import type { PageInput } from '../develop-pages';
import { contentError, problemsOfFile, type ContentErrorKind } from '../content-errors';
import { pageFieldsOf, type MdxPageFields } from '../mdx-fields';
import type { ModelPageFields } from './source';
import { catalogOf, catalogues } from './catalogues';
import { DOC_TEMPLATE, MODEL_TEMPLATE, PAGE_TEMPLATE, PROJECT_DIR, STATIC_DIR, developContent, developPages, openApi, pendingFields, site } from './state';

/** What createPages reads of each Mdx node. */
interface PageSource {
  id: string;
  fields: MdxPageFields;
  contentFilePath: string;
}

/**
 * The Mdx nodes with their stored fields, in file order. Read from the node store rather than
 * through a GraphQL query over every page's fields: on large sites that query took most of a second
 * of every createPages run, which `gatsby develop` repeats after each edit; this takes a few
 * milliseconds. The sidebar
 * still comes from GraphQL (docsSidebar). A node without fields is one whose onCreateNode failed,
 * which reported why.
 */
function pageSourcesOf(nodes: ReadonlyArray<Node>): PageSource[] {
  const sources: PageSource[] = [];
  for (const node of nodes) {
    const fields = pageFieldsOf(node);
    const contentFilePath = (node.internal as { contentFilePath?: string }).contentFilePath;
    if (!fields || !contentFilePath) continue;
    sources.push({ id: node.id, fields, contentFilePath });
  }
  return sources.sort((a, b) => (a.contentFilePath < b.contentFilePath ? -1 : a.contentFilePath > b.contentFilePath ? 1 : 0));
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, getNodesByType }: CreatePagesArgs) => {
  // After an edit, `gatsby develop` gets here before the edited page has its node and fields.
  if (pendingFields) await pendingFields.settled(10_000);
  // MDX pages cannot export anything (the compile step fails on it): only React pages are read.
  const headErrors = headExportErrors(pageSources(['src/pages', 'src/templates'].map((dir) => path.resolve(PROJECT_DIR, dir))));
  if (headErrors.length > 0) {
    reporter.panicOnBuild(headErrors.join('\n'));
    return;
  }
  const result = await graphql<{ docsSidebar: Sidebar }>(`
    {
      docsSidebar
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not read the docs sidebar from GraphQL', result.errors);
    return;
  }
  // Shared fragments (content/shared) get no page and are no link target; their links and error
  // codes are checked below with the pages' (allNodes).
  // Each content problem fails `gatsby build` (a structured error naming its kind, src/node/content-errors.ts);
  // under `gatsby develop` the problems are also given to the pages they name (contentErrorsOf below).
  const reported: string[] = [];
  const fail = (kind: ContentErrorKind, heading: string, problems: readonly string[]) => {
    if (problems.length === 0) return;
    reporter.panicOnBuild(contentError(kind, `${heading}:\n${problems.join('\n')}`));
    reported.push(...problems);
  };
  const allNodes = pageSourcesOf(getNodesByType('Mdx'));
  const nodes = allNodes.filter((n) => n.fields.kind !== 'fragment');
  const sidebar = result.data.docsSidebar;
  const fragmentNames = new Set(allNodes.flatMap((n) => (n.fields.kind === 'fragment' && n.fields.fragment ? [n.fields.fragment] : [])));
  const sharedProblems = nodes.flatMap((n) => unknownFragmentProblems(n.fields.sourcePath, n.fields.shared ?? [], fragmentNames));
  fail('fragments', 'Unknown shared fragments', sharedProblems);
  const docs = nodes.filter((n) => n.fields.kind === 'doc');

  // Two files must not claim one URL.
  const seen = new Map<string, string>();
  for (const node of nodes) {
    const other = seen.get(node.fields.slug);
    if (other) {
      fail('site', 'Two files for one URL', [
        `${node.fields.sourcePath}: its URL ${node.fields.slug} is already used by ${other}. Change its "slug" front matter or move the file.`,
      ]);
    }
    seen.set(node.fields.slug, node.fields.sourcePath);
  }

  const navbarErrors = checkNavbarItems(
    site,
    { [site.docs.sidebarId]: sidebar },
    docs.map((d) => d.fields.docId as string),
  );
  fail('site', 'Invalid navbar configuration', navbarErrors);

  // The catalogue's model pages (src/node/model-pages), compiled when their nodes were sourced.
  const modelNodes = (getNodesByType(CATALOG_MODEL_TYPE) as unknown as Array<Node & CatalogModelNodeData & { page: ModelPageFields | null }>).filter(
    (model) => model.page !== null,
  );
  const modelsFile = path.resolve(PROJECT_DIR, MODELS_FILE);
  for (const model of modelNodes) {
    const other = seen.get(model.slug);
    if (other)
      fail('models', 'Two pages for one URL', [
        `${MODELS_FILE}: the page of "${model.modelId}" would take ${model.slug}, which ${other} already uses: move that file`,
      ]);
  }
  const targets: PageTarget[] = [
    ...nodes.map((n) => ({ path: n.fields.slug, file: n.contentFilePath, anchors: new Set(n.fields.headings.map((h) => h.id)) })),
    ...modelNodes.map((m) => ({ path: m.slug, file: modelsFile, anchors: new Set(m.page!.headings.map((h) => h.id)) })),
    { path: '/', anchors: new Set<string>() },
  ];
  const sources: LinkSource[] = [
    ...allNodes.map((n) => ({
      file: n.fields.sourcePath,
      absoluteFile: n.contentFilePath,
      links: n.fields.links,
      path: n.fields.slug,
    })),
    ...modelNodes.map((m) => ({ file: `${MODELS_FILE} (page of ${m.modelId})`, absoluteFile: modelsFile, links: m.page!.links, path: m.slug })),
    // The links of each page's <Operation> blocks (the document's descriptions), at the element's line.
    ...allNodes.map((n) => ({
      file: n.fields.sourcePath,
      absoluteFile: n.contentFilePath,
      links: operationLinks(n.fields.operationRefs ?? [], openApi.current?.operations ?? [], SAMPLE_API_BASE_URL),
      path: n.fields.slug,
    })),
  ];
  const linkErrors = checkLinks(sources, targets, (sitePath) => {
    // The OpenAPI document is written after the build (onPostBuild).
    if (sitePath === OPENAPI_JSON_PATH || sitePath === OPENAPI_YAML_PATH) return true;
    // A file (not a folder), by the exact name the server will look up.
    try {
      return fs.statSync(path.join(STATIC_DIR, decodeURI(sitePath))).isFile();
    } catch {
      return false;
    }
  });
  fail('links', 'Broken internal links', linkErrors);

  // Each model's `docs` page must exist (content/models.json; its syntax was checked in sourceNodes),
  // and every model id a sample sends must be catalogued and not retired (a deprecated one warns,
  // except on the deprecated model's own page).
  try {
    const catalog = catalogOf(catalogues().models);
    const docsErrors = modelDocsErrors(catalog, new Set(nodes.map((n) => n.fields.slug)));
    fail('models', 'Invalid model catalogue', docsErrors);
    const refErrors: string[] = [];
    for (const n of allNodes) {
      const { errors, warnings } = modelRefProblems(n.fields.sourcePath, n.fields.modelRefs ?? [], catalog);
      refErrors.push(...errors);
      warnings.forEach((warning) => reporter.warn(warning));
    }
    for (const m of modelNodes) {
      const refs = m.page!.modelRefs.filter((ref) => ref.id !== m.modelId);
      refErrors.push(...modelRefProblems(`${MODELS_FILE} (page of ${m.modelId})`, refs, catalog).errors);
    }
    fail('models', 'Model ids in code samples', refErrors);
  } catch (error) {
    // A catalogue that does not parse was reported by sourceNodes.
    if (!(error as Error).message.startsWith('Invalid model catalogue')) throw error;
  }

  // Every code a page's error tables and sample bodies use is in content/errors.json, with the
  // same status (src/node/errors.ts).
  try {
    const catalog = catalogOf(catalogues().errors);
    const errorProblems = allNodes.flatMap((n) => checkErrorRefs(n.fields.sourcePath, n.fields.errorRefs ?? [], catalog));
    fail('errorCodes', `Error codes that disagree with ${ERRORS_FILE}`, errorProblems);
    // Each entry's `docs` link names a page and section that exist and document the code.
    // A page's text includes that of the shared fragments it includes (<Shared name="…" />).
    const fragmentText = new Map(allNodes.filter((n) => n.fields.kind === 'fragment').map((n) => [n.fields.fragment, n.fields.markdown ?? ''] as const));
    // Only the pages the links name are read (a handful, however many pages the site has: this
    // runs again after every edit under `gatsby develop`).
    const linked = new Set(catalog.errors.map((e) => e.docs.split('#')[0]));
    const codePages = new Map(
      nodes
        .filter((n) => linked.has(n.fields.slug))
        .map((n) => {
          // <ErrorCatalog codes="…" /> names its codes in an attribute of its data marker.
          const text = resolveDataMarkers(
            [n.fields.markdown ?? '', ...(n.fields.shared ?? []).map((ref) => fragmentText.get(ref.name) ?? '')].join('\n'),
            (_name, attributes) => attributes.codes ?? '',
          );
          const codes = new Set([
            ...(n.fields.errorRefs ?? []).map((ref) => ref.code),
            ...catalog.errors.map((e) => e.code).filter((code) => text.includes(code)),
          ]);
          return [n.fields.slug, { anchors: new Set(n.fields.headings.map((h) => h.id)), codes }] as const;
        }),
    );
    const docsProblems = docsLinkProblems(catalog, codePages);
    fail('errorCodes', 'Invalid error catalogue', docsProblems);
  } catch (error) {
    reporter.panicOnBuild(contentError('errorCodes', (error as Error).message));
  }

  // The pages against content/openapi: each <Operation> names what the document has, each sample
  // request is an operation and sends what its schema takes, and each operation's page shows it.
  if (openApi.current) {
    const { operations, sources: operationSources } = openApi.current;
    const apiProblems = [
      ...allNodes.flatMap((n) =>
        pageApiProblems(n.fields.sourcePath, n.fields.operationRefs ?? [], n.fields.apiRequests ?? [], operations, SAMPLE_API_BASE_URL),
      ),
      ...modelNodes.flatMap((m) => pageApiProblems(`${MODELS_FILE} (page of ${m.modelId})`, [], m.page!.apiRequests ?? [], operations, SAMPLE_API_BASE_URL)),
      ...documentPageProblems(
        operations,
        new Map(nodes.map((n) => [n.fields.slug.replace(/\/$/, ''), { file: n.fields.sourcePath, operationRefs: n.fields.operationRefs ?? [] }])),
        (id) => operationSources.get(id),
      ),
    ];
    // The model pages' endpoints come from the operations' x-models: each selector names what the
    // catalogue has and links a page that shows the operation; every served model is taken by one.
    apiProblems.push(
      ...modelEndpointProblems(
        // The catalogue as written (its models are the nodes' models; the nodes' statuses are of the build day).
        modelNodes.length > 0
          ? modelNodes.map((m) => ({ id: m.modelId, type: m.type, docs: m.docs, apiFormat: m.apiFormat, status: m.status }))
          : 'catalog' in catalogues().models
            ? (catalogues().models as { catalog: { models: CheckedModel[] } }).catalog.models
            : [],
        operations,
        new Map(nodes.map((n) => [n.fields.slug.replace(/\/$/, ''), { operationRefs: n.fields.operationRefs ?? [] }])),
        (id) => {
          const at = operationSources.get(id);
          return at ? `${at.file}:${at.line}` : OPENAPI_DIR;
        },
      ),
    );
    fail('openapi', `Pages that disagree with ${OPENAPI_DIR}`, apiProblems);
    // The contract per model: every sample request against its model's rules (content/models.json)
    // and, where it waits for generation, against the docs' client timeout (src/node/model-rules.ts).
    const models = catalogues().models;
    const errorList = catalogues().errors;
    if ('catalog' in models) {
      const catalog = models.catalog;
      const contractProblems = [
        ...('catalog' in errorList ? ruleCatalogProblems(catalog, errorList.catalog.errors, operations) : []),
        ...allNodes.flatMap((n) => [
          ...requestRuleProblems(n.fields.sourcePath, n.fields.apiRequests ?? [], catalog, operations),
          ...timeoutProblems(n.fields.sourcePath, n.fields.apiRequests ?? [], operations),
        ]),
        ...modelNodes.flatMap((m) => [
          ...requestRuleProblems(`${MODELS_FILE} (page of ${m.modelId})`, m.page!.apiRequests ?? [], catalog, operations),
          ...timeoutProblems(`${MODELS_FILE} (page of ${m.modelId})`, m.page!.apiRequests ?? [], operations),
        ]),
      ];
      fail('models', 'Samples that break the contract of their model (content/models.json rules, client timeouts)', contractProblems);
    }
  }

  const order = flattenLinks(sidebar);
  const position = new Map<string, number>();
  order.forEach((entry, index) => position.has(entry.docId) || position.set(entry.docId, index));
  // Under `gatsby develop`: the problems of a page's file and of the fragments it includes.
  for (const n of allNodes) developContent?.remember(n.fields.sourcePath, n.fields);
  const fragmentFiles = new Map(allNodes.filter((n) => n.fields.kind === 'fragment').map((n) => [n.fields.fragment ?? '', n.fields.sourcePath]));
  const contentErrorsOf = (file: string, hasContent: boolean, fragments: readonly string[] = []) => {
    const content = developContent;
    if (!content) return {};
    const files = [file, ...fragments.flatMap((name) => fragmentFiles.get(name) ?? [])];
    const errors = files.flatMap((f) => [...content.problemsOf(f), ...problemsOfFile(reported, f)]);
    return errors.length === 0 ? {} : { contentErrors: errors, contentErrorsOnly: !hasContent };
  };
  const pages: PageInput[] = nodes.map((node) => {
    const errors = contentErrorsOf(
      node.fields.sourcePath,
      typeof node.fields.treeJson === 'string',
      (node.fields.shared ?? []).map((ref) => ref.name),
    );
    if (node.fields.kind !== 'doc') return { path: node.fields.slug, component: PAGE_TEMPLATE, context: { id: node.id, ...errors } };
    const index = position.get(node.fields.docId ?? '') ?? -1;
    const previous = index > 0 ? order[index - 1] : null;
    const next = index >= 0 && index < order.length - 1 ? order[index + 1] : null;
    return {
      path: node.fields.slug,
      component: DOC_TEMPLATE,
      context: {
        id: node.id,
        // Tells the shell (src/components/Layout) which sidebar to keep mounted around the page.
        sidebar: site.docs.sidebarId,
        previous: previous && { label: previous.label, href: previous.href },
        next: next && { label: next.label, href: next.href },
        ...errors,
      },
    };
  });
  for (const model of modelNodes) {
    const errors = contentErrorsOf(`${MODELS_FILE} (page of ${model.modelId})`, true);
    pages.push({ path: model.slug, component: MODEL_TEMPLATE, context: { id: model.id, sidebar: site.docs.sidebarId, previous: null, next: null, ...errors } });
  }
  if (!GATSBY_DEVELOP) pages.forEach((page) => actions.createPage(page));
  else developPages.fromCreatePages(pages, actions);
};
