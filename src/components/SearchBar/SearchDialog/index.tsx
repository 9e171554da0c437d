import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { navigate } from 'gatsby';
import { translate } from '../../../i18n/translate';
import { useFocusTrap } from '../../../hooks/useFocusTrap';
import { useStorageSlot } from '../../../hooks/useStorageSlot';
import { STORAGE_KEYS } from '../../../utils/storage';
import { addRecent, flattenHits, parseRecent, type SearchGroup, type SearchHit } from '../results';
import NoResults from './NoResults';
import RecentSearches from './RecentSearches';
import Results, { optionId } from './Results';
import { useModalLayer } from './useModalLayer';
import { usePagefindSearch, type PagefindSearch } from './usePagefindSearch';
import * as styles from './styles.module.css';

export interface SearchDialogProps {
  readonly open: boolean;
  /** Closes the dialog; the opener moves focus back to its button. */
  readonly onClose: () => void;
  /** Text typed between the shortcut and the dialog's arrival (its code loads on first open). */
  readonly takeTypedAhead?: () => string;
}

/**
 * The active option: the first one whenever new results arrive (in the same render as they do, so
 * no render shows options without an active one), then wherever the arrow keys or the mouse move it.
 */
function useActiveIndex(groups: readonly SearchGroup[]): [number, (index: number) => void] {
  const [state, setState] = useState({ groups, index: -1 });
  const index = state.groups === groups ? state.index : groups.length > 0 ? 0 : -1;
  const set = useCallback((next: number) => setState({ groups, index: next }), [groups]);
  return [index, set];
}

/** What the live region says about the search. */
function statusOf({ indexState, queryState, groups }: PagefindSearch, query: string, isDevelop: boolean): string {
  if (indexState === 'error') return translate(isDevelop ? 'search.error.develop' : 'search.error.load');
  if (query && (indexState === 'loading' || queryState === 'searching')) return translate('search.results.loading');
  if (query && queryState === 'done') {
    if (groups.length === 0) return translate('search.noResults.title', { query });
    return groups.length === 1 ? translate('search.results.countOne') : translate('search.results.count', { count: groups.length });
  }
  return '';
}

/** The search dialog (lazy-loaded by SearchBar): the field, the results or other messages, the key hints. */
export default function SearchDialog({ open, onClose, takeTypedAhead }: SearchDialogProps) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const container = useModalLayer(open);

  const [query, setQuery] = useState('');
  const search = usePagefindSearch(open, query);
  const { indexState, queryState, groups, answered } = search;
  const [activeIndex, setActiveIndex] = useActiveIndex(groups);
  const [storedRecent, recentSlot] = useStorageSlot(STORAGE_KEYS.recentSearches);
  const recent = useMemo(() => parseRecent(storedRecent), [storedRecent]);
  const hits = useMemo(() => flattenHits(groups), [groups]);

  useFocusTrap(dialogRef, open && container !== null);

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

  const activeHit: SearchHit | undefined = activeIndex >= 0 ? hits[activeIndex] : undefined;

  useEffect(() => {
    if (!activeHit) return;
    document.getElementById(optionId(baseId, activeHit))?.scrollIntoView?.({ block: 'nearest' });
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
      setActiveIndex((activeIndex + step + hits.length) % hits.length);
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
  const status = statusOf(search, trimmed, isDevelop);

  let body: React.ReactNode;
  if (indexState === 'error') {
    body = (
      <div className={styles.message}>
        <p>{status}</p>
        {!isDevelop && (
          <button type="button" className={styles.textButton} onClick={search.reload}>
            {translate('search.error.retry')}
          </button>
        )}
      </div>
    );
  } else if (!trimmed) {
    body = <RecentSearches titleId={`${baseId}-recent`} recent={recent} onSearch={searchAgain} onClear={clearRecent} />;
  } else if (groups.length === 0 && queryState === 'done') {
    body = <NoResults query={trimmed} onLeave={onClose} />;
  } else if (groups.length > 0) {
    body = (
      <Results
        baseId={baseId}
        listboxId={listboxId}
        groups={groups}
        answered={answered}
        activeIndex={activeIndex}
        onActivate={setActiveIndex}
        onChoose={choose}
        onOpenElsewhere={remember}
      />
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
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog} onKeyDown={onDialogKeyDown}>
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
            aria-activedescendant={hasResults && activeHit ? optionId(baseId, activeHit) : undefined}
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
