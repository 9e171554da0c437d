import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { siteConfig } from '../config/runtime';
import { createStorageSlot, STORAGE_KEYS } from '../utils/storage';

export interface DocsVersion {
  readonly name: string;
  readonly label: string;
  /** Main doc of the version (the docs landing page). */
  readonly path: string;
}

interface DocsVersionValue {
  readonly versions: readonly DocsVersion[];
  /** The stored preferred version, or null. */
  readonly preferred: DocsVersion | null;
  savePreferred(name: string): void;
}

const Context = createContext<DocsVersionValue | null>(null);

/** The configured versions; the first is the latest and lives at /docs, later ones under /docs/<name>. */
export function configuredVersions(): DocsVersion[] {
  return siteConfig.docs.versions.map((v, index) => ({ name: v.name, label: v.label, path: index === 0 ? '/docs' : `/docs/${v.name}` }));
}

/** The preferred docs version, stored (always in localStorage) only when a visitor picks one. */
export function DocsVersionProvider({ children }: { readonly children: React.ReactNode }) {
  const versions = useMemo(configuredVersions, []);
  const [preferredName, setPreferredName] = useState<string | null>(null);
  useEffect(() => {
    const slot = createStorageSlot(STORAGE_KEYS.preferredVersion, 'localStorage');
    const stored = slot.get();
    if (stored !== null && !versions.some((v) => v.name === stored)) slot.del();
    else setPreferredName(stored);
    return slot.listen((event) => setPreferredName(event.newValue));
  }, [versions]);
  const savePreferred = useCallback((name: string) => {
    createStorageSlot(STORAGE_KEYS.preferredVersion, 'localStorage').set(name);
    setPreferredName(name);
  }, []);
  const value = useMemo(
    () => ({ versions, preferred: versions.find((v) => v.name === preferredName) ?? null, savePreferred }),
    [versions, preferredName, savePreferred],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useDocsVersions(): DocsVersionValue {
  const value = useContext(Context);
  if (!value) throw new Error('useDocsVersions() must be used inside <DocsVersionProvider>.');
  return value;
}

/** The version the navbar should point at: the active one, else the preferred, else the latest. */
export function useCandidateVersion(): DocsVersion {
  const { versions: all, preferred } = useDocsVersions();
  return preferred ?? all[0];
}
