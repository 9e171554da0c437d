import { useEffect, useState } from 'react';

/** False on the server and during hydration, true once mounted in the browser. */
export function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return isBrowser;
}
