/**
 * Mdx nodes as onCreateNode leaves them, and a createPages run over them with a recording reporter
 * and actions: for the tests of src/node/gatsby/site-node.ts's createPages (each test file imports
 * site-node itself, under its own module mocks).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { MODELS_FILE, parseModelCatalog } from '../node/models';
import { errorDocsSlugs, withErrorDocs } from './error-docs';

const ROOT = path.resolve(__dirname, '../..');

export function tempMdx(name: string, text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

export interface TestNode {
  id: string;
  frontmatter: Record<string, unknown>;
  fields: {
    kind: string;
    docId: string | null;
    slug: string;
    sourcePath: string;
    headings: Array<{ id: string }>;
    links: Array<{ url: string; line: number }>;
    treeJson?: string | null;
  };
  internal: { contentFilePath: string };
}

/** A doc node as onCreateNode leaves it: `links` are [url, line] pairs its compile step found. */
export function docNode(id: string, slug: string, links: Array<[string, number]> = [], headings: string[] = []): TestNode {
  const file = tempMdx(`${id.replace(/\//g, '_')}.mdx`, `---\ntitle: T\ndescription: D\n---\nx`);
  return {
    id,
    frontmatter: { title: id },
    fields: {
      kind: 'doc',
      docId: id,
      slug,
      sourcePath: `content/docs/${id}.mdx`,
      headings: headings.map((h) => ({ id: h })),
      links: links.map(([url, line]) => ({ url, line })),
    },
    internal: { contentFilePath: file },
  };
}

export const goodSidebar = [
  { type: 'link', label: 'Quick Start', href: '/docs', docId: 'get-started/quick-start' },
  { type: 'link', label: 'Error codes', href: '/docs/get-started/error-codes', docId: 'get-started/error-codes' },
];

/** Runs `createPages` on `nodes`; returns the reporter and createPage mocks. */
export async function runCreatePagesWith(createPages: unknown, nodes: TestNode[], sidebar: unknown = goodSidebar) {
  const rep = { panicOnBuild: jest.fn(), panic: jest.fn(), warn: jest.fn(), info: jest.fn() };
  const createPage = jest.fn();
  const graphql = jest.fn().mockResolvedValue({ data: { docsSidebar: sidebar } });
  // The Mdx nodes as the node store holds them: onCreateNode's fields under fields.page.
  const getNodesByType = (type: string) =>
    type === 'Mdx'
      ? withErrorDocs(nodes).map(({ fields, internal, ...node }) => ({ ...node, fields: { page: fields }, internal: { ...internal, type: 'Mdx' } }))
      : [];
  await (createPages as (args: unknown) => Promise<void>)({ graphql, getNodesByType, reporter: rep, actions: { createPage } });
  return { rep, createPage };
}

export const configDocs = [
  'api-reference/openai/chat',
  'api-reference/anthropic/messages',
  'api-reference/gemini/index',
  'api-reference/deepseek/chat',
  'api-reference/qwen/chat',
];

/** Doc pages the model and error catalogues (content/models.json, content/errors.json) link to: the build checks that they exist. */
export const catalogDocs = () => {
  const catalog = parseModelCatalog(fs.readFileSync(path.join(ROOT, MODELS_FILE), 'utf8'));
  const taken = new Set(['/docs', '/docs/get-started/error-codes', ...configDocs.map((id) => `/docs/${id.replace(/\/index$/, '')}`)]);
  return [...new Set([...catalog.models.map((model) => model.docs), ...errorDocsSlugs()])].filter((docs) => !taken.has(docs));
};

/** A site whose pages pass every check: the quick start, the error codes, the configured and the catalogued pages. */
export const baseNodes = () => [
  docNode('get-started/quick-start', '/docs', [['/docs/get-started/error-codes#retries', 5]]),
  docNode('get-started/error-codes', '/docs/get-started/error-codes', [], ['retries']),
  ...configDocs.map((id) => docNode(id, `/docs/${id.replace(/\/index$/, '')}`)),
  ...catalogDocs().map((docs) => docNode(docs.replace(/^\/docs\//, ''), docs)),
];
