import { useStorageSlot } from '../../../hooks/useStorageSlot';
import { STORAGE_KEYS } from '../../../utils/storage';

/**
 * The API key a reader pasted into the samples, kept in this tab's sessionStorage only (it is
 * gone when the tab closes and never leaves the browser). Null on the server and until hydrated.
 * @param enabled false skips the subscription (for code without the placeholder)
 */
export function useApiKey(enabled = true) {
  return useStorageSlot(enabled ? STORAGE_KEYS.apiKey : null, 'sessionStorage', true);
}
