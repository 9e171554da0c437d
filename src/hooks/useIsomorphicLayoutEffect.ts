import { useEffect, useLayoutEffect } from 'react';

/**
 * useLayoutEffect in the browser (it runs before paint, so a measured-and-set style never shows its
 * first state), useEffect on the server, where React warns about layout effects and none would run.
 */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
