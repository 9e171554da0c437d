import React, { createContext, useContext, useEffect, useRef } from 'react';
import { useIsBrowser } from '../hooks/useIsBrowser';

export interface SiteLocation {
  /** Path without the site's path prefix, e.g. `/docs/get-started/error-codes`. */
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** Changes on every navigation, including hash-only ones. */
  readonly key: string;
}

const Context = createContext<SiteLocation | null>(null);

export function LocationProvider({ value, children }: { readonly value: SiteLocation; readonly children: React.ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useSiteLocation(): SiteLocation {
  const value = useContext(Context);
  if (!value) throw new Error('useSiteLocation() must be used inside <LocationProvider> (the page Layout).');
  return value;
}

/** Calls `onChange` after each navigation (never on the first render). */
export function useLocationChange(onChange: (location: SiteLocation, previous: SiteLocation) => void): void {
  const location = useSiteLocation();
  const previous = useRef<SiteLocation | null>(null);
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before && (before.key !== location.key || before.pathname !== location.pathname || before.hash !== location.hash || before.search !== location.search)) {
      callback.current(location, before);
    }
  }, [location]);
}

/**
 * The current query and hash for links that carry them to another page (locale and version
 * links). Empty on the server and during hydration, then the real ones: the HTML has no query or
 * hash to render, and React keeps the server's attribute when a hydrated link's href differs, so
 * a link computed from them during hydration would keep the server's href until the next
 * navigation. The render after mount changes the prop, which React does apply.
 */
export function useLinkSearchAndHash(): { readonly search: string; readonly hash: string } {
  const { search, hash } = useSiteLocation();
  const isBrowser = useIsBrowser();
  return isBrowser ? { search, hash } : { search: '', hash: '' };
}
