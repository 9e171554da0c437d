/**
 * The pages of `gatsby develop` across its createPages runs (see src/node/gatsby/site-node.ts, createPages):
 * the first run's pages are created in createPagesStatefully, which Gatsby keeps; each later run
 * creates only what changed and deletes what is gone.
 */
import type { MdxPageFields } from './mdx-fields';

export interface PageInput {
  readonly path: string;
  readonly component: string;
  readonly context: Readonly<Record<string, unknown>>;
}

export interface PageActions {
  createPage: (page: PageInput) => void;
  deletePage: (page: { path: string; component: string }) => void;
}

interface Made {
  /** The page's component and context, as JSON. */
  readonly key: string;
  readonly component: string;
  /** Created in createPagesStatefully: Gatsby keeps it until it is deleted. */
  readonly kept: boolean;
}

export function createDevelopPages() {
  /** The first createPages run's pages, until createPagesStatefully creates them. */
  let first: PageInput[] | null = null;
  let started = false;
  const made = new Map<string, Made>();
  const keyOf = (page: PageInput) => JSON.stringify([page.component, page.context]);

  return {
    /** Each createPages run, with every page it would create. */
    fromCreatePages(pages: readonly PageInput[], actions: PageActions): void {
      if (!started) {
        first = [...pages];
        return;
      }
      const wanted = new Set<string>();
      for (const page of pages) {
        wanted.add(page.path);
        const key = keyOf(page);
        const before = made.get(page.path);
        if (before?.kept && before.key === key) continue;
        actions.createPage(page);
        made.set(page.path, { key, component: page.component, kept: false });
      }
      for (const [path, before] of made) {
        if (wanted.has(path)) continue;
        // Gatsby deletes a page the run did not create unless createPagesStatefully made it.
        if (before.kept) actions.deletePage({ path, component: before.component });
        made.delete(path);
      }
    },
    /** createPagesStatefully, right after the first createPages run. */
    fromCreatePagesStatefully(actions: PageActions): void {
      started = true;
      for (const page of first ?? []) {
        actions.createPage(page);
        made.set(page.path, { key: keyOf(page), component: page.component, kept: true });
      }
      first = null;
    },
  };
}

/** What the compile step makes of a file: kept from its last good compile when a later one fails. */
const COMPILED_PARTS = [
  'headings',
  'links',
  'dataComponents',
  'errorRefs',
  'modelRefs',
  'operationRefs',
  'apiRequests',
  'shared',
  'markdown',
  'treeJson',
] as const satisfies ReadonlyArray<keyof MdxPageFields>;

/**
 * The content problems of each file under `gatsby develop`, and its last good content, so that the
 * browser shows an error in the page that has it, over the page as it last compiled, instead of an
 * empty article (src/components/DevContentErrors). onCreateNode starts a file's record on each
 * compile of it and notes its problems; createPages adds those of its checks to each page's context
 * (and remembers the content of the nodes Gatsby restored from its cache).
 */
export function createDevelopContent() {
  const problems = new Map<string, string[]>();
  const lastGood = new Map<string, MdxPageFields>();
  return {
    /** A new compile of `file` begins: the problems of the previous one are gone. */
    startFile(file: string): void {
      problems.delete(file);
    },
    /** Notes problems of `file` (each once: two runs for one file can report the same). */
    noteProblems(file: string, list: readonly string[]): void {
      problems.set(file, [...new Set([...(problems.get(file) ?? []), ...list])]);
    },
    problemsOf(file: string): readonly string[] {
      return problems.get(file) ?? [];
    },
    /** Whether a good compile of `file` is kept. */
    hasContent(file: string): boolean {
      return lastGood.has(file);
    },
    /**
     * Keeps `fields` as the last good content of `file` unless one is kept already: for the nodes
     * Gatsby restored from its cache, which onCreateNode does not see until their file changes.
     */
    remember(file: string, fields: MdxPageFields): void {
      if (typeof fields.treeJson === 'string' && !lastGood.has(file)) lastGood.set(file, fields);
    },
    /**
     * The fields to store for `file`: these when it compiled (and they become its last good
     * content), else these with the compiled parts of its last good content, when it has one.
     */
    fields(file: string, fields: MdxPageFields, compiled: boolean): MdxPageFields {
      if (compiled) {
        lastGood.set(file, fields);
        return fields;
      }
      const good = lastGood.get(file);
      if (!good) return fields;
      return { ...fields, ...Object.fromEntries(COMPILED_PARTS.map((key) => [key, good[key]])) };
    },
  };
}
