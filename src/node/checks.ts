/**
 * The content checks createPages runs, one entry each: what it reads, the kind of content error it
 * fails the build with (src/node/content-errors.ts), the heading of its report and the check. The
 * build times each one (src/node/build-steps.ts; `SITE_BUILD_TIMINGS=1` prints them). A new check is
 * one more entry here, and its test.
 */
import fs from 'fs';
import path from 'path';
import type { Node } from 'gatsby';
import { unknownFragmentProblems } from './compile/shared';
import { checkLinks, type LinkSource, type PageTarget } from './links';
import { checkNavbarItems } from './navbar-check';
import type { Sidebar } from '../utils/sidebar';
import type { SiteConfig } from '../config/schema';
import { MODELS_FILE, modelDocsErrors, modelRefProblems, type CatalogModelNodeData, type ModelCatalog } from './models';
import { SAMPLE_API_BASE_URL, resolveDataMarkers } from './ai-docs/markdown';
import { ERRORS_FILE, checkErrorRefs, docsLinkProblems, type ErrorCatalog } from './errors';
import { OPENAPI_DIR } from './openapi/load';
import { OPENAPI_JSON_PATH, OPENAPI_YAML_PATH } from './openapi/render';
import { documentPageProblems, operationLinks, pageApiProblems } from './openapi/samples';
import type { ApiOperation } from './openapi/operations';
import { requestRuleProblems, ruleCatalogProblems, timeoutProblems } from './model-rules';
import { modelEndpointProblems, type CheckedModel } from './model-pages/endpoint-check';
import type { ContentErrorKind } from './content-errors';
import type { MdxPageFields } from './mdx-fields';
import type { StepMeta } from './build-steps';
import type { ModelPageFields } from './gatsby/source';

/** What createPages reads of each Mdx node. */
export interface PageSource {
  id: string;
  fields: MdxPageFields;
  contentFilePath: string;
}

export type ModelPageNode = Node & CatalogModelNodeData & { page: ModelPageFields };

/** A catalogue as the build read it: parsed, or why it could not be (sourceNodes reported that). */
type Read<T> = { readonly catalog: T } | { readonly error: Error };

/** Everything a check may read; createPages gathers it once. */
export interface CheckInput {
  /** Every Mdx node with fields, fragments included, in file order. */
  readonly allNodes: readonly PageSource[];
  /** The pages: allNodes without the shared fragments. */
  readonly nodes: readonly PageSource[];
  readonly sidebar: Sidebar;
  /** The catalogue's models that get a page. */
  readonly modelNodes: readonly ModelPageNode[];
  readonly site: SiteConfig;
  readonly projectDir: string;
  readonly staticDir: string;
  readonly models: Read<ModelCatalog>;
  readonly errors: Read<ErrorCatalog>;
  /** content/openapi's operations and where each is written; null when the document did not bundle. */
  readonly openApi: { operations: ApiOperation[]; sources: ReadonlyMap<string, { file: string; line: number }> } | null;
}

export interface CheckResult {
  /** Each fails the build, `<file>:<line>: …` first. */
  readonly problems: readonly string[];
  /** Printed, not failing. */
  readonly warnings?: readonly string[];
}

export interface ContentCheck extends StepMeta {
  readonly group: 'check';
  readonly kind: ContentErrorKind;
  /** The first line of the build's error, above the problems. */
  readonly heading: string;
  readonly run: (input: CheckInput) => CheckResult;
}

const ok: CheckResult = { problems: [] };
const modelPageFile = (model: ModelPageNode) => `${MODELS_FILE} (page of ${model.modelId})`;
const docs = (input: CheckInput) => input.nodes.filter((n) => n.fields.kind === 'doc');

/** The page URLs, first file first; a second file for a URL is a problem of 'duplicate URLs'. */
function urlOwners(nodes: readonly PageSource[]): { owners: Map<string, string>; clashes: string[] } {
  const owners = new Map<string, string>();
  const clashes: string[] = [];
  for (const node of nodes) {
    const other = owners.get(node.fields.slug);
    if (other)
      clashes.push(`${node.fields.sourcePath}: its URL ${node.fields.slug} is already used by ${other}. Change its "slug" front matter or move the file.`);
    owners.set(node.fields.slug, node.fields.sourcePath);
  }
  return { owners, clashes };
}

function linkCheck(input: CheckInput): CheckResult {
  const { allNodes, nodes, modelNodes, openApi, staticDir, projectDir } = input;
  const modelsFile = path.resolve(projectDir, MODELS_FILE);
  const targets: PageTarget[] = [
    ...nodes.map((n) => ({ path: n.fields.slug, file: n.contentFilePath, anchors: new Set(n.fields.headings.map((h) => h.id)) })),
    ...modelNodes.map((m) => ({ path: m.slug, file: modelsFile, anchors: new Set(m.page.headings.map((h) => h.id)) })),
    { path: '/', anchors: new Set<string>() },
  ];
  const sources: LinkSource[] = [
    ...allNodes.map((n) => ({ file: n.fields.sourcePath, absoluteFile: n.contentFilePath, links: n.fields.links, path: n.fields.slug })),
    ...modelNodes.map((m) => ({ file: modelPageFile(m), absoluteFile: modelsFile, links: m.page.links, path: m.slug })),
    // The links of each page's <Operation> blocks (the document's descriptions), at the element's line.
    ...allNodes.map((n) => ({
      file: n.fields.sourcePath,
      absoluteFile: n.contentFilePath,
      links: operationLinks(n.fields.operationRefs ?? [], openApi?.operations ?? [], SAMPLE_API_BASE_URL),
      path: n.fields.slug,
    })),
  ];
  return {
    problems: checkLinks(sources, targets, (sitePath) => {
      // The OpenAPI document is written after the build (onPostBuild).
      if (sitePath === OPENAPI_JSON_PATH || sitePath === OPENAPI_YAML_PATH) return true;
      // A file (not a folder), by the exact name the server will look up.
      try {
        return fs.statSync(path.join(staticDir, decodeURI(sitePath))).isFile();
      } catch {
        return false;
      }
    }),
  };
}

/** The pages that document error codes, with the codes their text names (fragments' included). */
function errorCodePages(input: CheckInput, catalog: ErrorCatalog) {
  const fragmentText = new Map(input.allNodes.filter((n) => n.fields.kind === 'fragment').map((n) => [n.fields.fragment, n.fields.markdown ?? ''] as const));
  // Only the pages the links name are read (a handful, however many pages the site has: this runs
  // again after every edit under `gatsby develop`).
  const linked = new Set(catalog.errors.map((e) => e.docs.split('#')[0]));
  return new Map(
    input.nodes
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
}

/** An error catalogue that did not parse fails these checks with its own message (not a heading's). */
export class CatalogueUnreadable extends Error {}

function errorCatalogOf(input: CheckInput): ErrorCatalog {
  if ('error' in input.errors) throw new CatalogueUnreadable(input.errors.error.message);
  return input.errors.catalog;
}

const pagesByPath = (input: CheckInput) =>
  new Map(input.nodes.map((n) => [n.fields.slug.replace(/\/$/, ''), { file: n.fields.sourcePath, operationRefs: n.fields.operationRefs ?? [] }]));

/** The registered checks, in the order they run and report. */
export const CONTENT_CHECKS: readonly ContentCheck[] = [
  {
    name: 'shared fragments',
    group: 'check',
    reads: ['Mdx (pages, fragments)'],
    kind: 'fragments',
    heading: 'Unknown shared fragments',
    run: ({ allNodes, nodes }) => {
      const names = new Set(allNodes.flatMap((n) => (n.fields.kind === 'fragment' && n.fields.fragment ? [n.fields.fragment] : [])));
      return { problems: nodes.flatMap((n) => unknownFragmentProblems(n.fields.sourcePath, n.fields.shared ?? [], names)) };
    },
  },
  {
    name: 'duplicate URLs',
    group: 'check',
    reads: ['Mdx (pages)'],
    kind: 'site',
    heading: 'Two files for one URL',
    run: ({ nodes }) => ({ problems: urlOwners(nodes).clashes }),
  },
  {
    name: 'navbar',
    group: 'check',
    reads: ['src/config/site.config.ts', 'docsSidebar'],
    kind: 'site',
    heading: 'Invalid navbar configuration',
    run: (input) =>
      ({
        problems: checkNavbarItems(
          input.site,
          { [input.site.docs.sidebarId]: input.sidebar },
          docs(input).map((d) => d.fields.docId as string),
        ),
      }) satisfies CheckResult,
  },
  {
    name: 'model page URLs',
    group: 'check',
    reads: ['CatalogModel', 'Mdx (pages)'],
    kind: 'models',
    heading: 'Two pages for one URL',
    run: ({ nodes, modelNodes }) => {
      const { owners } = urlOwners(nodes);
      return {
        problems: modelNodes.flatMap((model) => {
          const other = owners.get(model.slug);
          return other ? [`${MODELS_FILE}: the page of "${model.modelId}" would take ${model.slug}, which ${other} already uses: move that file`] : [];
        }),
      };
    },
  },
  {
    name: 'links and anchors',
    group: 'check',
    reads: ['Mdx (links, headings)', 'CatalogModel pages', 'ApiOperation descriptions', 'static/'],
    kind: 'links',
    heading: 'Broken internal links',
    run: linkCheck,
  },
  {
    name: 'model docs pages',
    group: 'check',
    reads: [MODELS_FILE, 'Mdx (pages)'],
    kind: 'models',
    heading: 'Invalid model catalogue',
    // A catalogue that does not parse was reported by sourceNodes.
    run: (input) => ('error' in input.models ? ok : { problems: modelDocsErrors(input.models.catalog, new Set(input.nodes.map((n) => n.fields.slug))) }),
  },
  {
    name: 'model ids in samples',
    group: 'check',
    reads: [MODELS_FILE, 'Mdx (samples)', 'CatalogModel pages'],
    kind: 'models',
    heading: 'Model ids in code samples',
    // Every model id a sample sends must be catalogued and not retired (a deprecated one warns,
    // except on the deprecated model's own page).
    run: ({ models, allNodes, modelNodes }) => {
      if ('error' in models) return ok;
      const problems: string[] = [];
      const warnings: string[] = [];
      for (const n of allNodes) {
        const found = modelRefProblems(n.fields.sourcePath, n.fields.modelRefs ?? [], models.catalog);
        problems.push(...found.errors);
        warnings.push(...found.warnings);
      }
      for (const m of modelNodes) {
        const refs = m.page.modelRefs.filter((ref) => ref.id !== m.modelId);
        problems.push(...modelRefProblems(modelPageFile(m), refs, models.catalog).errors);
      }
      return { problems, warnings };
    },
  },
  {
    name: 'error codes',
    group: 'check',
    reads: [ERRORS_FILE, 'Mdx (error tables, sample bodies)'],
    kind: 'errorCodes',
    heading: `Error codes that disagree with ${ERRORS_FILE}`,
    // Every code a page's error tables and sample bodies use is in content/errors.json, with the same status.
    run: (input) => {
      const catalog = errorCatalogOf(input);
      return { problems: input.allNodes.flatMap((n) => checkErrorRefs(n.fields.sourcePath, n.fields.errorRefs ?? [], catalog)) };
    },
  },
  {
    name: 'error catalogue docs links',
    group: 'check',
    reads: [ERRORS_FILE, 'Mdx (pages the catalogue links)'],
    kind: 'errorCodes',
    heading: 'Invalid error catalogue',
    // Each entry's `docs` link names a page and section that exist and document the code.
    run: (input) => {
      const catalog = errorCatalogOf(input);
      return { problems: docsLinkProblems(catalog, errorCodePages(input, catalog)) };
    },
  },
  {
    name: 'pages against OpenAPI',
    group: 'check',
    reads: [OPENAPI_DIR, 'Mdx (Operation blocks, samples)', 'CatalogModel pages'],
    kind: 'openapi',
    heading: `Pages that disagree with ${OPENAPI_DIR}`,
    // Each <Operation> names what the document has, each sample request is an operation and sends
    // what its schema takes, and each operation's page shows it.
    run: (input) => {
      if (!input.openApi) return ok;
      const { operations, sources } = input.openApi;
      return {
        problems: [
          ...input.allNodes.flatMap((n) =>
            pageApiProblems(n.fields.sourcePath, n.fields.operationRefs ?? [], n.fields.apiRequests ?? [], operations, SAMPLE_API_BASE_URL),
          ),
          ...input.modelNodes.flatMap((m) => pageApiProblems(modelPageFile(m), [], m.page.apiRequests ?? [], operations, SAMPLE_API_BASE_URL)),
          ...documentPageProblems(operations, pagesByPath(input), (id) => sources.get(id)),
        ],
      };
    },
  },
  {
    name: 'model endpoints',
    group: 'check',
    reads: [OPENAPI_DIR, MODELS_FILE, 'Mdx (Operation blocks)'],
    kind: 'openapi',
    heading: `Pages that disagree with ${OPENAPI_DIR}`,
    // The model pages' endpoints come from the operations' x-models: each selector names what the
    // catalogue has and links a page that shows the operation; every served model is taken by one.
    run: (input) => {
      if (!input.openApi) return ok;
      const { operations, sources } = input.openApi;
      // The catalogue as written (its models are the nodes' models; the nodes' statuses are of the build day).
      const models: CheckedModel[] =
        input.modelNodes.length > 0
          ? input.modelNodes.map((m) => ({ id: m.modelId, type: m.type, docs: m.docs, apiFormat: m.apiFormat, status: m.status }))
          : 'catalog' in input.models
            ? (input.models.catalog.models as unknown as CheckedModel[])
            : [];
      return {
        problems: modelEndpointProblems(models, operations, pagesByPath(input), (id) => {
          const at = sources.get(id);
          return at ? `${at.file}:${at.line}` : OPENAPI_DIR;
        }),
      };
    },
  },
  {
    name: 'per-model rules and timeouts',
    group: 'check',
    reads: [MODELS_FILE, ERRORS_FILE, OPENAPI_DIR, 'Mdx (samples)', 'CatalogModel pages'],
    kind: 'models',
    heading: 'Samples that break the contract of their model (content/models.json rules, client timeouts)',
    // Every sample request against its model's rules and, where it waits for generation, against
    // the docs' client timeout (src/node/model-rules.ts).
    run: ({ openApi, models, errors, allNodes, modelNodes }) => {
      if (!openApi || 'error' in models) return ok;
      const { operations } = openApi;
      const catalog = models.catalog;
      return {
        problems: [
          ...('catalog' in errors ? ruleCatalogProblems(catalog, errors.catalog.errors, operations) : []),
          ...allNodes.flatMap((n) => [
            ...requestRuleProblems(n.fields.sourcePath, n.fields.apiRequests ?? [], catalog, operations),
            ...timeoutProblems(n.fields.sourcePath, n.fields.apiRequests ?? [], operations),
          ]),
          ...modelNodes.flatMap((m) => [
            ...requestRuleProblems(modelPageFile(m), m.page.apiRequests ?? [], catalog, operations),
            ...timeoutProblems(modelPageFile(m), m.page.apiRequests ?? [], operations),
          ]),
        ],
      };
    },
  },
];
