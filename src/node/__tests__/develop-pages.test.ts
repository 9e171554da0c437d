/**
 * @jest-environment node
 */
import { createDevelopContent, createDevelopPages, type PageInput } from '../develop-pages';
import type { MdxPageFields } from '../mdx-fields';

const page = (path: string, context: Record<string, unknown> = {}): PageInput => ({
  path,
  component: '/site/src/templates/doc-page.tsx',
  context: { id: path, ...context },
});

function recorder() {
  const calls: string[] = [];
  return {
    calls,
    actions: {
      createPage: (p: PageInput) => void calls.push(`create ${p.path}`),
      deletePage: (p: { path: string }) => void calls.push(`delete ${p.path}`),
    },
  };
}

describe('pages across gatsby develop createPages runs', () => {
  function started(pages: PageInput[]) {
    const develop = createDevelopPages();
    const { calls, actions } = recorder();
    develop.fromCreatePages(pages, actions);
    expect(calls).toEqual([]); // the first run only computes
    develop.fromCreatePagesStatefully(actions);
    expect(calls).toEqual(pages.map((p) => `create ${p.path}`));
    calls.length = 0;
    return { develop, calls, actions };
  }

  it('creates nothing again after an edit that changes no page', () => {
    const { develop, calls, actions } = started([page('/a'), page('/b')]);
    develop.fromCreatePages([page('/a'), page('/b')], actions);
    expect(calls).toEqual([]);
  });

  it('creates a page whose context changed, and again on every later run (Gatsby would delete it otherwise)', () => {
    const { develop, calls, actions } = started([page('/a'), page('/b')]);
    develop.fromCreatePages([page('/a', { next: 'B, renamed' }), page('/b')], actions);
    expect(calls).toEqual(['create /a']);
    develop.fromCreatePages([page('/a', { next: 'B, renamed' }), page('/b')], actions);
    expect(calls).toEqual(['create /a', 'create /a']);
  });

  it('creates a new page on every run, and deletes the first pages when their files are gone', () => {
    const { develop, calls, actions } = started([page('/a'), page('/b')]);
    develop.fromCreatePages([page('/a'), page('/b'), page('/c')], actions);
    develop.fromCreatePages([page('/a'), page('/c')], actions);
    expect(calls).toEqual(['create /c', 'create /c', 'delete /b']);
    // A page made by a later run that goes away is left to Gatsby, which deletes what a run did not create.
    calls.length = 0;
    develop.fromCreatePages([page('/a')], actions);
    expect(calls).toEqual([]);
  });

  it('creates every page in later runs when the first one made none (it stopped on an error)', () => {
    const develop = createDevelopPages();
    const { calls, actions } = recorder();
    develop.fromCreatePagesStatefully(actions);
    develop.fromCreatePages([page('/a')], actions);
    develop.fromCreatePages([page('/a')], actions);
    expect(calls).toEqual(['create /a', 'create /a']);
  });
});

describe('content problems and last good content under gatsby develop', () => {
  const fields = (text: string, slug = '/docs/a'): MdxPageFields =>
    ({
      kind: 'doc',
      docId: 'a',
      slug,
      sourcePath: 'content/docs/a.mdx',
      lastModified: null,
      headings: [{ depth: 2, value: text, id: text }],
      links: [],
      dataComponents: [],
      errorRefs: [],
      modelRefs: [],
      operationRefs: [],
      apiRequests: [],
      fragment: null,
      shared: [],
      markdown: text,
      treeJson: JSON.stringify([text]),
    }) as unknown as MdxPageFields;
  const failed = (slug = '/docs/a') => ({ ...fields('', slug), headings: [], markdown: null, treeJson: null }) as MdxPageFields;

  it('keeps the last good compile of a file that stops compiling, with the new identity fields', () => {
    const content = createDevelopContent();
    expect(content.hasContent('content/docs/a.mdx')).toBe(false);
    expect(content.fields('content/docs/a.mdx', fields('first'), true).treeJson).toBe('["first"]');
    const kept = content.fields('content/docs/a.mdx', failed('/docs/moved'), false);
    expect(kept).toMatchObject({ slug: '/docs/moved', treeJson: '["first"]', markdown: 'first', headings: [{ id: 'first' }] });
    expect(content.hasContent('content/docs/a.mdx')).toBe(true);
    // A later good compile replaces it.
    expect(content.fields('content/docs/a.mdx', fields('second'), true).treeJson).toBe('["second"]');
    expect(content.fields('content/docs/a.mdx', failed(), false).treeJson).toBe('["second"]');
  });

  it('gives a file that never compiled its empty fields', () => {
    const content = createDevelopContent();
    expect(content.fields('content/docs/b.mdx', failed(), false).treeJson).toBeNull();
    expect(content.hasContent('content/docs/b.mdx')).toBe(false);
  });

  it("notes a file's problems until its next compile starts", () => {
    const content = createDevelopContent();
    content.startFile('content/docs/a.mdx');
    content.noteProblems('content/docs/a.mdx', ['content/docs/a.mdx:3: front matter']);
    content.noteProblems('content/docs/a.mdx', ['content/docs/a.mdx:9:1: unknown component <Nope>']);
    expect(content.problemsOf('content/docs/a.mdx')).toEqual(['content/docs/a.mdx:3: front matter', 'content/docs/a.mdx:9:1: unknown component <Nope>']);
    expect(content.problemsOf('content/docs/b.mdx')).toEqual([]);
    content.startFile('content/docs/a.mdx');
    expect(content.problemsOf('content/docs/a.mdx')).toEqual([]);
  });
});
