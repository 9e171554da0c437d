import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { siteConfig } from '../config/runtime';
import { createStorageSlot, STORAGE_KEYS } from '../utils/storage';

interface AnnouncementBarValue {
  /** Configured and not dismissed. */
  readonly isActive: boolean;
  close(): void;
}

const Context = createContext<AnnouncementBarValue | null>(null);

/** Hydrated once per page load: client-side navigations read storage straight away. */
let hydrated = false;

export function AnnouncementBarProvider({ children }: { readonly children: React.ReactNode }) {
  const bar = siteConfig.announcementBar;
  const [isClosed, setClosed] = useState(() => (hydrated ? createStorageSlot(STORAGE_KEYS.announcementDismiss).get() === 'true' : false));

  useEffect(() => {
    hydrated = true;
    if (!bar) return;
    const idSlot = createStorageSlot(STORAGE_KEYS.announcementId);
    const dismissSlot = createStorageSlot(STORAGE_KEYS.announcementDismiss);
    let stored = idSlot.get();
    if (stored === 'annoucement-bar') stored = 'announcement-bar';
    const isNew = stored !== bar.id;
    idSlot.set(bar.id);
    if (isNew) dismissSlot.set('false');
    setClosed(!isNew && dismissSlot.get() === 'true');
  }, [bar]);

  const close = useCallback(() => {
    createStorageSlot(STORAGE_KEYS.announcementDismiss).set('true');
    setClosed(true);
  }, []);

  const value = useMemo(() => ({ isActive: Boolean(bar) && !isClosed, close }), [bar, isClosed, close]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useAnnouncementBar(): AnnouncementBarValue {
  const value = useContext(Context);
  if (!value) throw new Error('useAnnouncementBar() must be used inside <AnnouncementBarProvider>.');
  return value;
}
