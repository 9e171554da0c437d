import { useCallback, useEffect, useState } from 'react';
import { loadPagefind } from '../pagefind';
import { MAX_PAGES, toGroup, type PagefindApi, type SearchGroup } from '../results';

/** Wait after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 150;

export type IndexState = 'loading' | 'ready' | 'error';
export type QueryState = 'idle' | 'searching' | 'done';

export interface PagefindSearch {
  /** Whether Pagefind's index has loaded; 'error' until `reload` succeeds. */
  readonly indexState: IndexState;
  /** Loads the index again after an error. */
  readonly reload: () => void;
  readonly queryState: QueryState;
  /** One group per page for the query `answered`; the previous answer stays while a new query runs. */
  readonly groups: readonly SearchGroup[];
  readonly answered: string;
}

const NO_GROUPS: readonly SearchGroup[] = [];

/**
 * Search with Pagefind: loads its index the first time `open` is true, then searches `query`
 * (trimmed) once typing pauses for SEARCH_DEBOUNCE_MS. Answers to older queries are dropped.
 */
export function usePagefindSearch(open: boolean, query: string): PagefindSearch {
  const [api, setApi] = useState<PagefindApi | null>(null);
  const [indexState, setIndexState] = useState<IndexState>('loading');
  const [queryState, setQueryState] = useState<QueryState>('idle');
  const [result, setResult] = useState<{ groups: readonly SearchGroup[]; answered: string }>({ groups: NO_GROUPS, answered: '' });

  const reload = useCallback(() => {
    setIndexState('loading');
    loadPagefind().then(
      (loaded) => {
        setApi(() => loaded);
        setIndexState('ready');
      },
      () => setIndexState('error'),
    );
  }, []);

  useEffect(() => {
    if (open && !api) reload();
  }, [open, api, reload]);

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setResult({ groups: NO_GROUPS, answered: '' });
      setQueryState('idle');
      return undefined;
    }
    if (!api) return undefined;
    let current = true;
    setQueryState('searching');
    const timer = window.setTimeout(async () => {
      try {
        const response = await api.search(trimmed);
        const top = (response?.results ?? []).slice(0, MAX_PAGES);
        const data = await Promise.all(top.map((item) => item.data()));
        if (!current) return;
        setResult({ groups: data.map((item, index) => toGroup(item, index)), answered: trimmed });
      } catch {
        if (!current) return;
        setResult({ groups: [], answered: trimmed });
      }
      setQueryState('done');
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, api]);

  return { indexState, reload, queryState, groups: result.groups, answered: result.answered };
}
