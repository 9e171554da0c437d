/**
 * The page's own scrolling, kept apart from the reader's. A tab switch scrolls the window to keep
 * the clicked tab where it was on screen; listeners that follow the reader's scrolling (the
 * navbar's hide-on-scroll) must not take that scroll for one of the reader's (behaviours §0, the
 * scroll controller). A module-level switch rather than a context: there is one window, and the
 * switch is read only in event handlers.
 */
let blocked = false;

/** Whether the scroll event being handled comes from `scrollWithoutEvents`. */
export function scrollEventsBlocked(): boolean {
  return blocked;
}

/**
 * Runs `scroll` (which scrolls the window) with scroll events blocked until the next frame. The
 * browser dispatches the scroll event of a programmatic scroll in the next frame's scroll steps,
 * which come before that frame's animation-frame callbacks, so the event arrives while blocked.
 */
export function scrollWithoutEvents(scroll: () => void): void {
  blocked = true;
  scroll();
  requestAnimationFrame(() => {
    blocked = false;
  });
}
