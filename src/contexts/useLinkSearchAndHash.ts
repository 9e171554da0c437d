import { useIsBrowser } from '../hooks/useIsBrowser';
import { useSiteLocation } from './Location';

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
