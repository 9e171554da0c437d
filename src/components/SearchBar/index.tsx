import React, { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { translate } from '../../i18n/translate';
import { lazyWithRetry } from '../ChunkErrorBox/lazyWithRetry';
import { isApplePlatform, registerShortcutTarget } from './shortcuts';
import * as styles from './styles.module.css';

/** Stops the key capture of every search button waiting for the dialog's code. */
const typeAheadStops = new Set<() => void>();

// The dialog and everything it uses (Pagefind included) download only when search first opens.
// When that download fails, a red box with the error and "Retry" takes the dialog's place, and
// keys are no longer held back for a field that is not coming.
const SearchDialog = lazyWithRetry(() =>
  import(/* webpackChunkName: "search-dialog" */ './SearchDialog').catch((error: unknown) => {
    typeAheadStops.forEach((stop) => stop());
    throw error;
  }),
);

/** The navbar's search button: opens the search dialog on click, Ctrl+K, Cmd+K or `/`. */
export default function SearchBar() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Mount the dialog only once it was opened; keep it mounted afterwards to keep its state.
  const [requested, setRequested] = useState(false);
  // null until mounted, so the server and the first client render agree.
  const [apple, setApple] = useState<boolean | null>(null);

  // The dialog's code downloads on first open; keys typed meanwhile are kept for its field.
  const dialogReady = useRef(false);
  const typedAhead = useRef<{ text: string; stop: () => void } | null>(null);

  const openDialog = useCallback(() => {
    if (!dialogReady.current && !typedAhead.current) {
      const state = { text: '', stop: () => undefined as void };
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
        if (event.key.length === 1) state.text += event.key;
        else if (event.key === 'Backspace') state.text = state.text.slice(0, -1);
        else return;
        event.preventDefault();
      };
      window.addEventListener('keydown', onKeyDown, true);
      state.stop = () => {
        window.removeEventListener('keydown', onKeyDown, true);
        typeAheadStops.delete(state.stop);
        if (typedAhead.current === state) typedAhead.current = null;
      };
      typeAheadStops.add(state.stop);
      typedAhead.current = state;
    }
    setRequested(true);
    setOpen(true);
  }, []);

  const takeTypedAhead = useCallback(() => {
    dialogReady.current = true;
    const state = typedAhead.current;
    typedAhead.current = null;
    state?.stop();
    return state?.text ?? '';
  }, []);

  useEffect(() => () => typedAhead.current?.stop(), []);

  const closeDialog = useCallback(() => setOpen(false), []);

  // Until the dialog's code is there (still downloading, or the red error box instead), Escape
  // gives up on this opening; the next one downloads again.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || dialogReady.current) return;
      typedAhead.current?.stop();
      setOpen(false);
      setRequested(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Focus goes back to the button once the dialog is gone: effects run after the dialog's own
  // cleanup has lifted `inert` from the page, and an inert button cannot take focus.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    startTransition(() => setApple(isApplePlatform())); // a transition, like every update right after hydration (src/utils/hydrate.ts)
    return registerShortcutTarget({ button: () => buttonRef.current, open: openDialog });
  }, [openDialog]);

  const hint = apple === null ? null : translate(apple ? 'search.button.hint.apple' : 'search.button.hint.other');

  return (
    <>
      <button ref={buttonRef} type="button" className={styles.button} onClick={openDialog} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /">
        <svg className={styles.icon} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.label}>{translate('search.button.label')}</span>
        <kbd className={styles.hint} aria-hidden="true" data-search-hint="">
          {hint}
        </kbd>
      </button>
      {requested && (
        // The dialog renders into a portal: this slot only ever holds the red error box.
        <div className={styles.errorSlot}>
          <SearchDialog open={open} onClose={closeDialog} takeTypedAhead={takeTypedAhead} />
        </div>
      )}
    </>
  );
}
