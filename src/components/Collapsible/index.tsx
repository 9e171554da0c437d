import React, { useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../../hooks/useIsomorphicLayoutEffect';

/** Milliseconds the height animation of content `h` px tall takes (1 ms with reduced motion). */
export function collapseDuration(h: number, reducedMotion?: boolean): number {
  const c = h / 36;
  return reducedMotion ? 1 : Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}

export interface CollapsibleProps extends React.HTMLAttributes<HTMLUListElement> {
  readonly collapsed: boolean;
  /** Render the children only once first expanded (then keep them, hidden, when collapsed again). */
  readonly lazy?: boolean;
}

/**
 * A `ul` that is `hidden` while collapsed (so its items cannot take focus, with or without JS)
 * and animates its height when toggled; never on mount, so the server HTML is the plain list.
 */
export default function Collapsible({ collapsed, lazy, children, ...props }: CollapsibleProps) {
  const ref = useRef<HTMLUListElement>(null);
  const last = useRef(collapsed);
  const [opened, setOpened] = useState(!collapsed);
  if (!collapsed && !opened) setOpened(true);

  // Before paint: measuring and setting the start height later would flash the opened list at full height.
  useIsomorphicLayoutEffect(() => {
    const el = ref.current;
    if (!el || last.current === collapsed) return undefined; // mount (also StrictMode's second run)
    last.current = collapsed;
    const s = el.style;
    // React has just set `hidden` when collapsing: undo it until the list has closed. Nothing has
    // painted in between, so a running animation goes on from where it is.
    el.hidden = false;
    const from = s.height ? el.offsetHeight : collapsed ? el.scrollHeight : 0;
    const to = collapsed ? 0 : el.scrollHeight;
    const end = (event?: Event) => {
      if (event && event.target !== el) return; // bubbled up from a nested list or a caret
      s.height = s.overflow = s.transition = '';
      el.hidden = collapsed;
    };
    if (from === to) {
      // No height change, so no transitionend would come (nothing to show, or an ancestor is display:none).
      end();
      return undefined;
    }
    const ms = collapseDuration(el.scrollHeight, window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
    s.overflow = 'hidden';
    s.height = `${from}px`;
    void el.offsetHeight; // reflow, so that the transition starts from `from`
    s.transition = `height ${ms}ms ease-in-out`;
    s.height = `${to}px`;
    el.addEventListener('transitionend', end);
    // transitionend does not come if the list or an ancestor stops being rendered meanwhile.
    const timer = setTimeout(end, ms + 100);
    return () => {
      el.removeEventListener('transitionend', end);
      clearTimeout(timer);
    };
  }, [collapsed]);

  return (
    <ul ref={ref} {...props} hidden={collapsed}>
      {(opened || !lazy) && children}
    </ul>
  );
}
