import { useEffect, useLayoutEffect, useState } from 'react';

/**
 * The element a modal dialog renders into (through a portal): appended to <body> on mount, so
 * while `active` everything else in <body> can be made inert and page scrolling locked.
 * @returns the element, null until mounted.
 */
export function useModalLayer(active: boolean): HTMLElement | null {
  const [layer, setLayer] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const element = document.createElement('div');
    element.setAttribute('data-search-portal', '');
    document.body.appendChild(element);
    setLayer(element);
    return () => element.remove();
  }, []);

  useEffect(() => {
    if (!layer || !active) return undefined;
    const changed: Element[] = [];
    for (const child of Array.from(document.body.children)) {
      if (child !== layer && !child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        changed.push(child);
      }
    }
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      changed.forEach((child) => child.removeAttribute('inert'));
      root.style.overflow = overflow;
    };
  }, [layer, active]);

  return layer;
}
