import React, { createContext, useContext } from 'react';

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
