import { startTransition, useEffect, useState } from 'react';

/** False on the server and during hydration, true once mounted in the browser. */
export function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []); // a transition, like every update right after hydration (src/utils/hydrate.ts)
  return isBrowser;
}
