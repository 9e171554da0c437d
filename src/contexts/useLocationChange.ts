import { useEffect, useRef } from 'react';
import { useSiteLocation, type SiteLocation } from './Location';

/** Calls `onChange` after each navigation (never on the first render). */
export function useLocationChange(onChange: (location: SiteLocation, previous: SiteLocation) => void): void {
  const location = useSiteLocation();
  const previous = useRef<SiteLocation | null>(null);
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (
      before &&
      (before.key !== location.key || before.pathname !== location.pathname || before.hash !== location.hash || before.search !== location.search)
    ) {
      callback.current(location, before);
    }
  }, [location]);
}
