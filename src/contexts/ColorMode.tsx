import React, { startTransition, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { siteConfig } from '../config/runtime';
import { createStorageSlot, STORAGE_KEYS } from '../utils/storage';

export type ColorMode = 'light' | 'dark';

interface ColorModeValue {
  /** The effective mode. */
  readonly colorMode: ColorMode;
  /** The visitor's choice; null means "follow the default" (or the system, when configured). */
  readonly choice: ColorMode | null;
  setColorMode(choice: ColorMode | null, options?: { persist?: boolean }): void;
}

const Context = createContext<ColorModeValue | null>(null);

const systemMode = (): ColorMode => (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
const coerce = (value: string | null | undefined): ColorMode => (value === 'dark' ? 'dark' : 'light');
const coerceChoice = (value: string | null | undefined): ColorMode | null =>
  value === null || value === undefined || value === 'system' ? null : coerce(value);

function readAttributes(): { colorMode: ColorMode; choice: ColorMode | null } {
  const html = document.documentElement;
  return { colorMode: coerce(html.getAttribute('data-theme')), choice: coerceChoice(html.getAttribute('data-theme-choice')) };
}

export function ColorModeProvider({ children }: { readonly children: React.ReactNode }) {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = siteConfig.colorMode;
  const [state, setState] = useState<{ colorMode: ColorMode; choice: ColorMode | null }>({ colorMode: defaultMode, choice: null });

  const setColorMode = useCallback(
    (choice: ColorMode | null, { persist = true }: { persist?: boolean } = {}) => {
      const slot = createStorageSlot(STORAGE_KEYS.theme);
      const html = document.documentElement;
      if (choice === null) {
        const mode = respectPrefersColorScheme ? systemMode() : defaultMode;
        html.setAttribute('data-theme', mode);
        html.setAttribute('data-theme-choice', 'system');
        setState({ colorMode: mode, choice: null });
        if (persist) slot.del();
      } else {
        html.setAttribute('data-theme', choice);
        html.setAttribute('data-theme-choice', choice);
        setState({ colorMode: choice, choice });
        if (persist) slot.set(choice);
      }
    },
    [defaultMode, respectPrefersColorScheme],
  );

  // Adopt what the pre-paint script decided, after hydration.
  useEffect(() => {
    startTransition(() => setState(readAttributes())); // a transition, like every update right after hydration (src/utils/hydrate.ts)
    if (disableSwitch) createStorageSlot(STORAGE_KEYS.theme).del();
  }, [disableSwitch]);

  // Other tabs (native storage events) and other code in this tab (synthetic events).
  useEffect(() => {
    if (disableSwitch) return undefined;
    return createStorageSlot(STORAGE_KEYS.theme).listen((event) => {
      setColorMode(coerceChoice(event.newValue), { persist: false });
    });
  }, [disableSwitch, setColorMode]);

  // Follow the system only when configured and the visitor made no choice.
  useEffect(() => {
    if (state.choice !== null || !respectPrefersColorScheme || !window.matchMedia) return undefined;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => {
      const mode = systemMode();
      document.documentElement.setAttribute('data-theme', mode);
      setState((s) => ({ ...s, colorMode: mode }));
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [state.choice, respectPrefersColorScheme]);

  const value = useMemo(() => ({ ...state, setColorMode }), [state, setColorMode]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(Context);
  if (!value) throw new Error('useColorMode() must be used inside <ColorModeProvider>.');
  return value;
}
