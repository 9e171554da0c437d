/**
 * Browser storage behind a wrapper that is safe everywhere:
 * - on the server every call throws a clear error (storage belongs in effects and handlers);
 * - where storage is unavailable (iframes, strict privacy settings) it logs one warning per page
 *   load and becomes a no-op, so the site keeps working;
 * - each operation is wrapped so one failure never breaks a page;
 * - set/delete dispatch a same-tab `storage` event so every listener (other components, other
 *   tabs through the native event) stays in sync.
 */
import { siteConfig } from '../config/runtime';

export type StorageType = 'localStorage' | 'sessionStorage' | 'none';

export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  /** Calls `onChange` when the value changes in this tab or another; returns an unsubscribe. */
  listen(onChange: (event: StorageEvent) => void): () => void;
}

/** Suffix added to every key: '' by default, `-<namespace>` when the config sets one. */
export function namespaceSuffix(namespace: string | false = siteConfig.storage.namespace): string {
  return namespace ? `-${namespace}` : '';
}

/** A storage key with the site's namespace applied. */
export function storageKey(key: string): string {
  return `${key}${namespaceSuffix()}`;
}

let warned = false;

/** Test hook: lets the "warn once" memo start over. */
export function resetStorageWarning(): void {
  warned = false;
}

const NOOP_SLOT: StorageSlot = {
  get: () => null,
  set: () => undefined,
  del: () => undefined,
  listen: () => () => undefined,
};

function resolveStorage(type: StorageType): Storage | null {
  if (type === 'none') return null;
  try {
    return window[type];
  } catch (error) {
    if (!warned) {
      warned = true;
      console.warn(
        'Browser storage is not available, so settings such as the colour mode will not be remembered.\n' +
          'Possible reasons: the site runs in an iframe, in a private browsing session, or with strict privacy settings.',
        error,
      );
    }
    return null;
  }
}

function serverSlot(key: string): StorageSlot {
  const fail = (): never => {
    throw new Error(
      `Illegal storage API usage for storage key "${key}".\n` +
        'Storage APIs must not be called while rendering on the server.\n' +
        'Please only call storage APIs in effects and event handlers.',
    );
  };
  return { get: fail, set: fail, del: fail, listen: fail };
}

/**
 * A slot for one key (the namespace is added here).
 * @param type defaults to the site's configured storage type
 * @param secret the value must not appear in logs (a failed `set` names only the key)
 */
export function createStorageSlot(
  rawKey: string,
  type: StorageType = siteConfig.storage.type,
  { secret = false }: { readonly secret?: boolean } = {},
): StorageSlot {
  const key = storageKey(rawKey);
  if (typeof window === 'undefined') return serverSlot(key);
  const storage = resolveStorage(type);
  if (!storage) return NOOP_SLOT;

  const notify = (oldValue: string | null, newValue: string | null) => {
    if (oldValue === newValue) return;
    const event = new StorageEvent('storage', { key, oldValue, newValue, url: window.location.href, storageArea: storage });
    window.dispatchEvent(event);
  };

  return {
    get() {
      try {
        return storage.getItem(key);
      } catch (error) {
        console.error(`Storage error, can't get key=${key}`, error);
        return null;
      }
    },
    set(value) {
      try {
        const old = storage.getItem(key);
        storage.setItem(key, value);
        notify(old, value);
      } catch (error) {
        // A secret (the reader's API key) never goes into a log, not even inside the error.
        if (secret) console.error(`Storage error, can't set key=${key} (value not shown)`, error instanceof Error ? error.name : 'Error');
        else console.error(`Storage error, can't set ${key}=${value}`, error);
      }
    },
    del() {
      try {
        const old = storage.getItem(key);
        storage.removeItem(key);
        notify(old, null);
      } catch (error) {
        console.error(`Storage error, can't delete key=${key}`, error);
      }
    },
    listen(onChange) {
      try {
        const listener = (event: StorageEvent) => {
          if (event.storageArea === storage && event.key === key) onChange(event);
        };
        window.addEventListener('storage', listener);
        return () => window.removeEventListener('storage', listener);
      } catch (error) {
        console.error(`Storage error, can't listen for changes of key=${key}`, error);
        return () => undefined;
      }
    },
  };
}

export { STORAGE_KEYS } from './storage-keys';
