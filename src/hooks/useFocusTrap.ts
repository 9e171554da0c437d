import { useEffect } from 'react';

/** Elements that can take focus from Tab, unless disabled or with a negative `tabindex`. */
export const FOCUSABLE_SELECTOR = 'a[href],area[href],button,input,select,textarea,iframe,summary,[contenteditable],[tabindex]';

/**
 * Whether Tab reaches `element`: `tabindex` not negative (search results reached with the arrow
 * keys are left out), not disabled, not inside an inert or hidden subtree, and rendered and
 * visible (`checkVisibility`, which a browser without it is trusted on).
 */
const isTabbable = (element: HTMLElement) =>
  element.tabIndex >= 0 &&
  !element.matches(':disabled') &&
  !element.closest('[inert],[hidden]') &&
  (element.checkVisibility?.({ visibilityProperty: true }) ?? true);

/** The elements inside `container` that Tab reaches, in document order. */
export const tabbables = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(isTabbable);

/**
 * Whether a key event is Tab or Shift+Tab. WebKitGTK (2.50) reports Shift+Tab with `key`
 * "Unidentified" (GTK's ISO_Left_Tab key, which it does not name), so the physical key's `code`
 * counts too: without it Shift+Tab left the drawer and the search dialog there.
 */
export const isTabKey = (event: KeyboardEvent) => event.key === 'Tab' || event.code === 'Tab';

/**
 * While `active`, Tab and Shift+Tab cycle through the tabbable elements inside `container` (a
 * modal dialog or drawer): past the last one focus wraps to the first and back; from outside the
 * container (focus left on the page body) they bring focus in. With `onEscape`, Escape anywhere on
 * the page calls it.
 */
export function useFocusTrap(container: React.RefObject<HTMLElement>, active: boolean, onEscape?: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const root = container.current;
      if (event.key === 'Escape' && onEscape) onEscape();
      if (!isTabKey(event) || event.defaultPrevented || !root) return;
      const list = tabbables(root);
      const first = list[0];
      const last = list[list.length - 1];
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
  }, [container, active, onEscape]);
}
