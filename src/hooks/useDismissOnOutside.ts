import { useEffect, useRef } from 'react';

/**
 * While `active`, calls `onDismiss` when the reader presses the mouse or touches the screen outside
 * `container`, or focus moves to an element outside it (a popup menu closing as the reader moves
 * on). Presses and focus inside the container do nothing.
 */
export function useDismissOnOutside(container: React.RefObject<HTMLElement>, active: boolean, onDismiss: () => void): void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (!active) return undefined;
    const onEvent = (event: Event) => {
      const root = container.current;
      if (root && !root.contains(event.target as Node)) dismiss.current();
    };
    const events = ['mousedown', 'touchstart', 'focusin'] as const;
    events.forEach((type) => document.addEventListener(type, onEvent));
    return () => events.forEach((type) => document.removeEventListener(type, onEvent));
  }, [container, active]);
}
