import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { createStorageSlot, type StorageType } from '../utils/storage';

/**
 * The value stored under `key`, kept in sync across components and tabs. Null on the server and
 * during hydration's first render, so server and client markup agree.
 */
export function useStorageSlot(key: string | null, type?: StorageType, secret = false): [string | null, { set: (v: string) => void; del: () => void }] {
  const slot = useMemo(() => (key === null || typeof window === 'undefined' ? null : createStorageSlot(key, type, { secret })), [key, type, secret]);
  const subscribe = useCallback((onChange: () => void) => (slot ? slot.listen(onChange) : () => undefined), [slot]);
  const value = useSyncExternalStore(
    subscribe,
    () => (slot ? slot.get() : null),
    () => null,
  );
  const actions = useMemo(
    () => ({
      set: (v: string) => slot?.set(v),
      del: () => slot?.del(),
    }),
    [slot],
  );
  return [value, actions];
}
