/**
 * @jest-environment node
 *
 * What the folders of content/ may hold, by name (src/node/content-names.ts): a page's file name is
 * its URL, files the build would drop are refused, and standalone pages keep off the site's URLs.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { RESERVED_PAGE_NAMES, contentNameProblems } from '../content-names';

function site(files: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-names-'));
  for (const file of ['content/docs/get-started/quick-start.mdx', 'content/docs/get-started/_category_.json', 'content/openapi/openapi.yaml', ...files]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '');
  }
  return root;
}

describe('contentNameProblems', () => {
  it('accepts the project as it is, and the names pages, categories and OpenAPI files use', () => {
    expect(contentNameProblems(path.resolve(__dirname, '../../..'))).toEqual([]);
    expect(
      contentNameProblems(
        site([
          'content/pages/markdown-page.mdx',
          'content/shared/dify-auth.mdx',
          'content/openapi/components/schemas/Model_v2.yaml',
          'content/openapi/README.md',
          'content/models.json',
        ]),
      ),
    ).toEqual([]);
  });

  it.each([
    ['content/docs/get-started/Evil Name".mdx', /a page's file name is its URL/],
    ['content/docs/get-started/UPPER.mdx', /a page's file name is its URL/],
    ['content/docs/Get Started/page.mdx', /^content\/docs\/Get Started: a folder name becomes part of the URL/],
    ['content/docs/get-started/notes.md', /only \.mdx pages and _category_\.json belong in content\/docs, and the build would drop this file/],
    ['content/docs/get-started/script.js', /only \.mdx pages and _category_\.json belong in content\/docs/],
    ['content/shared/_category_.json', /categories are folders of content\/docs/],
    ['content/pages/index.mdx', /^content\/pages\/index\.mdx: \/index is a URL the site or the build already uses/],
    ['content/pages/docs/x.mdx', /^content\/pages\/docs\/x\.mdx: \/docs\/x is a URL the site or the build already uses/],
    ['content/pages/openapi.mdx', /\/openapi is a URL the site or the build already uses/],
    ['content/openapi/paths/x.json', /content\/openapi holds YAML files/],
    ['content/openapi/Paths Two/x.yaml', /^content\/openapi\/Paths Two: content\/openapi holds YAML files/],
    ['content/extra.js', /^content\/extra\.js: content\/ holds only docs, pages, shared, openapi, models\.json, errors\.json/],
  ])('refuses %s', (file, message) => {
    const problems = contentNameProblems(site([file]));
    expect(problems).toEqual([expect.stringMatching(message)]);
  });

  it('keeps standalone pages off the URLs of the site itself', () => {
    expect(RESERVED_PAGE_NAMES).toEqual(expect.arrayContaining(['index', '404', 'docs', 'page-data', 'openapi', 'llms', 'mcp']));
  });
});
