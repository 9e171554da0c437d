/**
 * @jest-environment node
 */
import { createDevelopPages, type PageInput } from '../develop-pages';

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
