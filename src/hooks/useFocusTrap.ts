import { useEffect } from 'react';

/**
 * Elements that can be in the Tab order. Those with a negative `tabIndex` (`tabindex="-1"`, such
 * as search results reached with the arrow keys) are left out by `tabbables`, not here.
 */
export const FOCUSABLE_SELECTOR =
  'a[href], area[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), iframe, summary, [contenteditable]:not([contenteditable="false"]), [tabindex]';

/** Whether Tab can reach `element`: not inert, not hidden, not `display: none` or invisible. */
function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[inert], [hidden]')) return false;
  if (getComputedStyle(element).visibility === 'hidden') return false;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/** The first (or with `last`, the last) element inside `container` that Tab reaches. */
export function edgeTabbable(container: HTMLElement, last = false): HTMLElement | undefined {
  const candidates = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR));
  if (last) candidates.reverse();
  return candidates.find(isTabbable);
}

/**
 * While `active`, Tab and Shift+Tab cycle through the tabbable elements inside `container` (a
 * modal dialog or drawer): past the last one focus wraps to the first and back; from outside the
 * container (focus left on the page body) they bring focus in.
 */
export function useFocusTrap(container: React.RefObject<HTMLElement>, active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const root = container.current;
      if (event.key !== 'Tab' || event.defaultPrevented || !root) return;
      const first = edgeTabbable(root);
      if (!first) return;
      const last = edgeTabbable(root, true)!;
      const current = document.activeElement;
      const outside = !root.contains(current);
      const target = event.shiftKey ? (outside || current === first) && last : (outside || current === last) && first;
      if (target) {
        event.preventDefault();
        target.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [container, active]);
}
