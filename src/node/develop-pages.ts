/**
 * The pages of `gatsby develop` across its createPages runs (see gatsby-node.ts, createPages):
 * the first run's pages are created in createPagesStatefully, which Gatsby keeps; each later run
 * creates only what changed and deletes what is gone.
 */
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
