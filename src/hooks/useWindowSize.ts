import { startTransition, useEffect, useState } from 'react';

/** Widths above this are desktop; this width and below are mobile (CSS: max-width 996px / min-width 997px). */
export const DESKTOP_THRESHOLD = 996;

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

function sizeOf(width: number): WindowSize {
  return width > DESKTOP_THRESHOLD ? 'desktop' : 'mobile';
}

/**
 * 'ssr' on the server and on the first client render (so hydration matches), then 'desktop' or
 * 'mobile', updated on resize.
 */
export function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setSize(sizeOf(window.innerWidth));
    startTransition(update); // a transition, like every update right after hydration (src/utils/hydrate.ts); resizes are not
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}
