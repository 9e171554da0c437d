import React, { useCallback, useEffect, useRef, useState } from 'react';
import { useDismissOnOutside } from '../../hooks/useDismissOnOutside';

const present = (items: ReadonlyArray<HTMLElement | null>) => items.filter((item): item is HTMLElement => item !== null);

export interface MenuButton {
  readonly open: boolean;
  /** Closes the menu, moving focus back to the menu button if asked. */
  close(returnFocus: boolean): void;
  /** Opens the menu with focus on its first item, or closes it. */
  toggle(): void;
  readonly buttonRef: React.RefObject<HTMLButtonElement>;
  readonly onButtonKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => void;
  readonly onMenuKeyDown: (event: React.KeyboardEvent<HTMLElement>) => void;
  /** The ref callback of the menu's `index`-th item. */
  itemRef(index: number): (element: HTMLElement | null) => void;
}

/**
 * The keyboard and focus behaviour of a WAI-ARIA menu button: arrow keys open the menu on its
 * first or last item and move between items (Home, End too), Escape closes it and returns focus
 * to the button, Tab closes it and moves on, and a press or focus outside `root` closes it.
 */
export function useMenuButton(root: React.RefObject<HTMLElement>): MenuButton {
  const [open, setOpen] = useState(false);
  /** Which item to focus once the menu has rendered: 'first', 'last' or none. */
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLElement | null>>([]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setFocusOnOpen(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const openMenu = useCallback((focus: 'first' | 'last') => {
    setOpen(true);
    setFocusOnOpen(focus);
  }, []);

  // Move focus into the menu once it is shown.
  useEffect(() => {
    if (!open || !focusOnOpen) return;
    const all = present(items.current);
    (focusOnOpen === 'first' ? all[0] : all[all.length - 1])?.focus();
    setFocusOnOpen(null);
  }, [open, focusOnOpen]);

  useDismissOnOutside(root, open, () => close(false));

  // Enter and Space reach onClick natively (and open the menu on its first item).
  const onButtonKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    const all = present(items.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => all[(i + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? all.length - 1 : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case ' ':
        // Space activates links in a menu too (buttons do it natively).
        if (document.activeElement instanceof HTMLAnchorElement) {
          event.preventDefault();
          document.activeElement.click();
        }
        break;
      default:
    }
  };

  // The items are kept by index through their ref callbacks, which React calls with null when an
  // item goes away. Clearing the list while rendering would leave it empty whenever a render has
  // started but not yet committed (React renders transitions in slices), and the arrow keys would
  // then find no item to move to.
  return {
    open,
    close,
    toggle: () => (open ? close(false) : openMenu('first')),
    buttonRef,
    onButtonKeyDown,
    onMenuKeyDown,
    itemRef: (index) => (element) => {
      items.current[index] = element;
    },
  };
}
