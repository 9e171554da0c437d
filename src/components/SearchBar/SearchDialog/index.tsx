import React, { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, navigate } from 'gatsby';
import { siteConfig } from '../../../config/runtime';
import { translate } from '../../../i18n/translate';
import { useStorageSlot } from '../../../hooks/useStorageSlot';
import { withPrefix } from '../../../utils/paths';
import { STORAGE_KEYS } from '../../../utils/storage';
import { loadPagefind } from '../pagefind';
import {
  MAX_PAGES,
  addRecent,
  flattenHits,
  parseExcerpt,
  parseRecent,
  toGroup,
  withoutLeadingHeading,
  type PagefindApi,
  type SearchGroup,
  type SearchHit,
} from '../results';
import * as styles from './styles.module.css';

/** Wait after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 150;

export interface SearchDialogProps {
  readonly open: boolean;
  /** Closes the dialog; the opener moves focus back to its button. */
  readonly onClose: () => void;
  /** Text typed between the shortcut and the dialog's arrival (its code loads on first open). */
  readonly takeTypedAhead?: () => string;
}

type IndexState = 'loading' | 'ready' | 'error';
type QueryState = 'idle' | 'searching' | 'done';

// Results are links out of the tab order (reached with the arrow keys), so Tab skips them.
const FOCUSABLE = 'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A click that the browser should handle itself: new tab or window, download, other buttons. */
function opensElsewhere(event: React.MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

function Excerpt({ html, heading }: { readonly html: string; readonly heading: string }) {
  const parts = useMemo(() => withoutLeadingHeading(parseExcerpt(html), heading), [html, heading]);
  return (
    <span className={styles.excerpt}>
      {parts.map((part, index) =>
        part.highlighted ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </span>
  );
}

/** Makes everything outside `keep` inert while mounted, and locks page scrolling. */
function useModalBackground(keep: HTMLElement | null, active: boolean) {
  useEffect(() => {
    if (!keep || !active) return undefined;
    const changed: Element[] = [];
    for (const child of Array.from(document.body.children)) {
      if (child !== keep && !child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        changed.push(child);
      }
    }
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      changed.forEach((child) => child.removeAttribute('inert'));
      root.style.overflow = overflow;
    };
  }, [keep, active]);
}

/** The search dialog (lazy-loaded by SearchBar). */
export default function SearchDialog({ open, onClose, takeTypedAhead }: SearchDialogProps) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);

  const [api, setApi] = useState<PagefindApi | null>(null);
  const [indexState, setIndexState] = useState<IndexState>('loading');
  const [query, setQuery] = useState('');
  const [queryState, setQueryState] = useState<QueryState>('idle');
  const [groups, setGroups] = useState<SearchGroup[]>([]);
  // The query that `groups` answer: while a new query is being searched, the old results stay.
  const [answered, setAnswered] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [storedRecent, recentSlot] = useStorageSlot(STORAGE_KEYS.recentSearches);
  const recent = useMemo(() => parseRecent(storedRecent), [storedRecent]);
  const hits = useMemo(() => flattenHits(groups), [groups]);

  // The portal's own element, appended to <body> so the rest of the page can be made inert.
  useLayoutEffect(() => {
    const element = document.createElement('div');
    element.setAttribute('data-search-portal', '');
    document.body.appendChild(element);
    setContainer(element);
    return () => element.remove();
  }, []);

  useModalBackground(container, open);

  const load = useCallback(() => {
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
    if (open && !api) load();
  }, [open, api, load]);

  useEffect(() => {
    if (!open || !container) return;
    const input = inputRef.current;
    const typed = takeTypedAhead?.() ?? '';
    input?.focus();
    if (typed && input) {
      // Into the field at once as well: a key typed before React renders the new state then
      // appends to it instead of replacing it (its change event carries the field's value).
      input.value = typed;
      setQuery(typed);
    } else input?.select();
  }, [open, container, takeTypedAhead]);

  // Debounced search; answers to older queries are dropped.
  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setGroups([]);
      setAnswered('');
      setActiveIndex(-1);
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
        const data = await Promise.all(top.map((result) => result.data()));
        if (!current) return;
        const next = data.map((item, index) => toGroup(item, index));
        // Set together so no render shows options without an active one.
        setGroups(next);
        setAnswered(trimmed);
        setActiveIndex(next.length > 0 ? 0 : -1);
      } catch {
        if (!current) return;
        setGroups([]);
        setAnswered(trimmed);
        setActiveIndex(-1);
      }
      setQueryState('done');
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, api]);

  const activeHit: SearchHit | undefined = activeIndex >= 0 ? hits[activeIndex] : undefined;

  useEffect(() => {
    if (!activeHit) return;
    const element = document.getElementById(`${baseId}-${activeHit.id}`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [activeHit, baseId]);

  const remember = useCallback(() => recentSlot.set(JSON.stringify(addRecent(recent, query))), [recent, query, recentSlot]);

  const choose = useCallback(
    (hit: SearchHit) => {
      remember();
      onClose();
      navigate(hit.url);
    },
    [remember, onClose],
  );

  const onInputKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeHit) choose(activeHit);
    }
  };

  const onDialogKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // Keep Tab and Shift+Tab inside the dialog.
    const focusables = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusables.length === 0) return;
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    const current = document.activeElement;
    if (event.shiftKey && (current === first || !dialogRef.current.contains(current))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !dialogRef.current.contains(current))) {
      event.preventDefault();
      first.focus();
    }
  };

  const searchAgain = (item: string) => {
    setQuery(item);
    inputRef.current?.focus();
  };

  const clearRecent = () => {
    recentSlot.del();
    inputRef.current?.focus();
  };

  if (!open || !container) return null;

  const trimmed = query.trim();
  const isDevelop = process.env.NODE_ENV === 'development';
  let status = '';
  if (indexState === 'error') status = translate(isDevelop ? 'search.error.develop' : 'search.error.load');
  else if (trimmed && (indexState === 'loading' || queryState === 'searching')) status = translate('search.results.loading');
  else if (trimmed && queryState === 'done')
    status =
      groups.length === 0
        ? translate('search.noResults.title', { query: trimmed })
        : groups.length === 1
          ? translate('search.results.countOne')
          : translate('search.results.count', { count: groups.length });

  let body: React.ReactNode;
  if (indexState === 'error') {
    body = (
      <div className={styles.message}>
        <p>{status}</p>
        {!isDevelop && (
          <button type="button" className={styles.textButton} onClick={load}>
            {translate('search.error.retry')}
          </button>
        )}
      </div>
    );
  } else if (!trimmed) {
    body =
      recent.length > 0 ? (
        <section aria-labelledby={`${baseId}-recent`}>
          <div className={styles.recentHeader}>
            <h3 id={`${baseId}-recent`} className={styles.sectionTitle}>
              {translate('search.recent.title')}
            </h3>
            <button type="button" className={styles.textButton} onClick={clearRecent} aria-label={translate('search.recent.clear')}>
              {translate('search.recent.clearShort')}
            </button>
          </div>
          <ul className={styles.recentList}>
            {recent.map((item) => (
              <li key={item}>
                <button
                  type="button"
                  className={styles.recentItem}
                  onClick={() => searchAgain(item)}
                  aria-label={translate('search.recent.use', { query: item })}
                >
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className={styles.message}>{translate('search.empty')}</p>
      );
  } else if (groups.length === 0 && queryState === 'done') {
    body = (
      <div className={styles.message} data-search-no-results="" data-query={trimmed}>
        <p className={styles.noResultsTitle}>{translate('search.noResults.title', { query: trimmed })}</p>
        <p>{translate('search.noResults.suggestion')}</p>
        <ul className={styles.helpLinks} aria-label={translate('search.noResults.linksLabel')}>
          <li>
            {/* The docs' landing page is the Quick Start. */}
            <Link to={`/${siteConfig.docs.routeBasePath}`} className={styles.helpLink} onClick={onClose}>
              {translate('search.noResults.quickStart')}
            </Link>
          </li>
          <li>
            <a href={withPrefix('/llms-full.txt')} className={styles.helpLink}>
              {translate('search.noResults.fullText')}
            </a>
          </li>
        </ul>
      </div>
    );
  } else if (groups.length > 0) {
    let flatIndex = 0;
    body = (
      <div role="listbox" id={listboxId} aria-label={translate('search.results.label')} className={styles.results} data-query={answered}>
        {groups.map((group, groupIndex) => {
          const groupTitleId = `${baseId}-group-${groupIndex}`;
          const groupTrailId = `${groupTitleId}-trail`;
          return (
            <div
              role="group"
              key={group.pageUrl}
              aria-labelledby={group.trail ? `${groupTitleId} ${groupTrailId}` : groupTitleId}
              className={styles.group}
            >
              {/* The page's title and its place in the sidebar: Chat under OpenAI and Chat under
                  DeepSeek look different at a glance. */}
              <div className={styles.groupHeader}>
                <span id={groupTitleId} className={styles.groupTitle}>
                  {group.title}
                </span>
                {group.trail && (
                  <span id={groupTrailId} className={styles.groupTrail}>
                    {group.trail}
                  </span>
                )}
              </div>
              {group.hits.map((hit) => {
                const index = flatIndex++;
                const selected = index === activeIndex;
                // The option is the link itself: opening it in a new tab (Ctrl/⌘+click, middle
                // click, the context menu) works as with any link, while a plain click or Enter
                // navigates client-side. (A link inside an element with role="option" would be
                // focusable content inside a control whose children are presentational.)
                return (
                  <a
                    key={hit.id}
                    id={`${baseId}-${hit.id}`}
                    role="option"
                    aria-selected={selected}
                    href={withPrefix(hit.url)}
                    tabIndex={-1}
                    className={`${styles.option} ${selected ? styles.optionActive : ''}`}
                    data-url={hit.url}
                    // Keeps focus (and the caret) in the search field.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => index !== activeIndex && setActiveIndex(index)}
                    onClick={(event) => {
                      if (opensElsewhere(event)) {
                        remember();
                        return;
                      }
                      event.preventDefault();
                      choose(hit);
                    }}
                  >
                    <span className={styles.hitHeading}>
                      {hit.isSection && (
                        <span className={styles.hash} aria-hidden="true">
                          #
                        </span>
                      )}
                      {hit.heading}
                    </span>
                    <Excerpt html={hit.excerpt} heading={hit.heading} />
                  </a>
                );
              })}
            </div>
          );
        })}
      </div>
    );
  } else {
    body = <p className={styles.message}>{translate('search.results.loading')}</p>;
  }

  const hasResults = groups.length > 0 && !!trimmed && indexState !== 'error';

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        onKeyDown={onDialogKeyDown}
      >
        <h2 id={titleId} className={styles.srOnly}>
          {translate('search.dialog.title')}
        </h2>
        <div className={styles.searchRow}>
          <svg className={styles.searchIcon} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M13 13l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <label htmlFor={inputId} className={styles.srOnly}>
            {translate('search.input.label')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={hasResults}
            aria-controls={hasResults ? listboxId : undefined}
            aria-activedescendant={hasResults && activeHit ? `${baseId}-${activeHit.id}` : undefined}
            placeholder={translate('search.input.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={200}
          />
          <button type="button" className={styles.closeButton} onClick={onClose} aria-label={translate('search.close')}>
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {/* Focusable when it lists results, so keyboard users can scroll it (options themselves are
            reached with the arrow keys through aria-activedescendant and never take focus). */}
        <div
          className={styles.body}
          tabIndex={hasResults ? 0 : undefined}
          role={hasResults ? 'region' : undefined}
          aria-label={hasResults ? translate('search.results.scrollRegion') : undefined}
        >
          {body}
        </div>
        <div className={styles.srOnly} role="status">
          {status}
        </div>
        <div className={styles.footer} aria-hidden="true">
          <span>
            <kbd className={styles.kbd}>↑</kbd> <kbd className={styles.kbd}>↓</kbd> {translate('search.footer.navigate')}
          </span>
          <span>
            <kbd className={styles.kbd}>{translate('search.footer.key.enter')}</kbd> {translate('search.footer.select')}
          </span>
          <span>
            <kbd className={styles.kbd}>{translate('search.footer.key.escape')}</kbd> {translate('search.footer.close')}
          </span>
        </div>
      </div>
    </div>,
    container,
  );
}
