/**
 * createPages: one page per MDX file, all rendered by one template (doc pages) or another
 * (standalone pages), and one per catalogued model, after running the content checks of
 * ../checks.ts (navbar, links and anchors, catalogues, error codes, samples against content/openapi
 * and the models' rules, fragment names), each timed. Under `gatsby develop` the first pages are
 * created in createPagesStatefully (./develop.ts) and later runs create only what changed.
 */
import path from 'path';
import type { CreatePagesArgs, GatsbyNode, Node } from 'gatsby';
import { flattenLinks, type Sidebar } from '../../utils/sidebar';
import { CATALOG_MODEL_TYPE, MODELS_FILE } from '../models';
import { headExportErrors, pageSources } from '../head-exports';
import { GATSBY_DEVELOP } from '../../build/gatsby-node-internals';
import type { PageInput } from '../develop-pages';
import { contentError, problemsOfFile } from '../content-errors';
import { pageFieldsOf } from '../mdx-fields';
import { CONTENT_CHECKS, CatalogueUnreadable, type CheckInput, type CheckResult, type ModelPageNode, type PageSource } from '../checks';
import { timeStep, timedHook } from '../build-steps';
import { catalogues } from './catalogues';
import { DOC_TEMPLATE, MODEL_TEMPLATE, PAGE_TEMPLATE, PROJECT_DIR, STATIC_DIR, developContent, developPages, openApi, pendingFields, site } from './state';

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

export const createPages: GatsbyNode['createPages'] = timedHook(
  'createPages',
  ['Mdx', 'CatalogModel', 'docsSidebar'],
  async ({ graphql, actions, reporter, getNodesByType }: CreatePagesArgs) => {
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
    // codes are checked with the pages' (allNodes).
    // Each content problem fails `gatsby build` (a structured error naming its kind, src/node/content-errors.ts);
    // under `gatsby develop` the problems are also given to the pages they name (contentErrorsOf below).
    const reported: string[] = [];
    const allNodes = pageSourcesOf(getNodesByType('Mdx'));
    const nodes = allNodes.filter((n) => n.fields.kind !== 'fragment');
    const sidebar = result.data.docsSidebar;
    // The catalogue's model pages (src/node/model-pages), compiled when their nodes were sourced.
    const modelNodes = (getNodesByType(CATALOG_MODEL_TYPE) as unknown as Array<ModelPageNode | (ModelPageNode & { page: null })>).filter(
      (model): model is ModelPageNode => model.page !== null,
    );
    const { models, errors } = catalogues();
    const input: CheckInput = {
      allNodes,
      nodes,
      sidebar,
      modelNodes,
      site,
      projectDir: PROJECT_DIR,
      staticDir: STATIC_DIR,
      models,
      errors,
      openApi: openApi.current && { operations: openApi.current.operations, sources: openApi.current.sources },
    };
    // Each registered check (src/node/checks.ts), timed (src/node/build-steps.ts).
    const unreadable = new Set<string>();
    for (const check of CONTENT_CHECKS) {
      let found: CheckResult;
      try {
        found = timeStep(
          check,
          () => check.run(input),
          (r) => r.problems.length,
        );
      } catch (error) {
        if (!(error instanceof CatalogueUnreadable)) throw error;
        // A catalogue that does not parse, once, in its own words.
        if (!unreadable.has(error.message)) reporter.panicOnBuild(contentError(check.kind, error.message));
        unreadable.add(error.message);
        continue;
      }
      found.warnings?.forEach((warning) => reporter.warn(warning));
      if (found.problems.length === 0) continue;
      reporter.panicOnBuild(contentError(check.kind, `${check.heading}:\n${found.problems.join('\n')}`));
      reported.push(...found.problems);
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
      pages.push({
        path: model.slug,
        component: MODEL_TEMPLATE,
        context: { id: model.id, sidebar: site.docs.sidebarId, previous: null, next: null, ...errors },
      });
    }
    if (!GATSBY_DEVELOP) pages.forEach((page) => actions.createPage(page));
    else developPages.fromCreatePages(pages, actions);
  },
);
