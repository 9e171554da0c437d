import React, { startTransition, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useWindowSize } from '../hooks/useWindowSize';
import { goBack } from '../utils/own-traversal';

interface NavbarMobileValue {
  /** The drawer can open (there are navbar items or a secondary menu). */
  readonly disabled: boolean;
  /** The drawer is mounted (mobile size and not disabled). */
  readonly shouldRender: boolean;
  readonly shown: boolean;
  toggle(): void;
  close(): void;
  /** Content of the secondary menu (the docs sidebar on doc pages), or null. */
  readonly secondaryContent: React.ReactNode;
  /** Whether the drawer shows the secondary menu rather than the primary one. */
  readonly secondaryShown: boolean;
  showSecondary(shown: boolean): void;
  setSecondaryContent(content: React.ReactNode): void;
}

const Context = createContext<NavbarMobileValue | null>(null);

const DRAWER_STATE = 'lpDrawer';

export function NavbarMobileProvider({ hasItems, children }: { readonly hasItems: boolean; readonly children: React.ReactNode }) {
  const windowSize = useWindowSize();
  const [shown, setShown] = useState(false);
  const [secondaryContent, setSecondaryContent] = useState<React.ReactNode>(null);
  // The drawer shows the page's own menu unless the reader has gone back to the main menu since it
  // opened. Derived, not synced by an effect: a tap during hydration can open the drawer in the same
  // render that registers the page's menu, and an effect watching `shown` would then miss the opening.
  const [primaryChosen, setPrimaryChosen] = useState(false);
  const secondaryShown = secondaryContent !== null && !primaryChosen;
  const showSecondary = useCallback((secondary: boolean) => setPrimaryChosen(!secondary), []);
  const disabled = !hasItems && secondaryContent === null;
  const shownRef = useRef(shown);
  shownRef.current = shown;

  const close = useCallback(() => {
    if (!shownRef.current) return;
    setShown(false);
    // Remove the history entry pushed on open, so Back behaves as before.
    // goBack: a navigation started by the same tap (a link in the drawer) waits for it (src/utils/own-traversal.ts).
    if ((window.history.state as Record<string, unknown> | null)?.[DRAWER_STATE]) goBack();
  }, []);

  const toggle = useCallback(() => {
    if (shownRef.current) close();
    else {
      setShown(true);
      setPrimaryChosen(false); // opening always starts on the page's own menu when there is one
      // Browser Back closes the drawer instead of leaving the page.
      window.history.pushState({ ...(window.history.state as object | null), [DRAWER_STATE]: true }, '');
    }
  }, [close]);

  useEffect(() => {
    if (!shown) return undefined;
    const onPop = () => setShown(false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [shown]);

  // Close on resize to desktop.
  useEffect(() => {
    if (windowSize === 'desktop') close();
  }, [windowSize, close]);

  // Body scroll lock while open.
  useEffect(() => {
    document.body.style.overflow = shown ? 'hidden' : 'visible';
    return () => {
      document.body.style.overflow = 'visible';
    };
  }, [shown]);

  const value = useMemo(
    () => ({
      disabled,
      shouldRender: !disabled && windowSize === 'mobile',
      shown,
      toggle,
      close,
      secondaryContent,
      secondaryShown,
      showSecondary,
      setSecondaryContent,
    }),
    [disabled, windowSize, shown, toggle, close, secondaryContent, secondaryShown, showSecondary],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useNavbarMobile(): NavbarMobileValue {
  const value = useContext(Context);
  if (!value) throw new Error('useNavbarMobile() must be used inside <NavbarMobileProvider>.');
  return value;
}

/** Registers `content` as the drawer's secondary menu while the calling component is mounted. */
export function useNavbarSecondaryMenu(content: React.ReactNode, enabled: boolean): void {
  const { setSecondaryContent } = useNavbarMobile();
  useEffect(() => {
    if (!enabled) return undefined;
    startTransition(() => setSecondaryContent(content)); // a transition, like every update right after hydration (src/utils/hydrate.ts)
    return () => setSecondaryContent(null);
  }, [content, enabled, setSecondaryContent]);
}
