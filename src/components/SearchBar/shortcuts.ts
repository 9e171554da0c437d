/**
 * Keyboard shortcuts that open search from anywhere: Ctrl+K, Cmd+K, and `/` when the user is not
 * typing. The navbar may mount more than one SearchBar (desktop and mobile menus), so instances
 * register here and one window listener opens only one of them: the first whose button is visible.
 */

export interface ShortcutTarget {
  /** The instance's opener button, to find out whether it is visible. */
  readonly button: () => HTMLElement | null;
  readonly open: () => void;
}

/** Whether the event comes from a place where the user types text. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element.closest('[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]')) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (element as HTMLInputElement).type;
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'file', 'color', 'range'].includes(type);
  }
  return false;
}

/** Whether a keydown is one of the shortcuts that open search. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  const key = event.key.toLowerCase();
  if (key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
}

const targets: ShortcutTarget[] = [];

function isVisible(element: HTMLElement | null): boolean {
  return !!element && element.getClientRects().length > 0;
}

function onKeyDown(event: KeyboardEvent): void {
  if (!isSearchShortcut(event) || targets.length === 0) return;
  const target = targets.find((t) => isVisible(t.button())) ?? targets[0];
  event.preventDefault();
  target.open();
}

/** Registers an instance; returns the function that unregisters it. */
export function registerShortcutTarget(target: ShortcutTarget): () => void {
  if (targets.length === 0) window.addEventListener('keydown', onKeyDown);
  targets.push(target);
  return () => {
    const index = targets.indexOf(target);
    if (index !== -1) targets.splice(index, 1);
    if (targets.length === 0) window.removeEventListener('keydown', onKeyDown);
  };
}

/** Apple platforms show ⌘K, others Ctrl K. Call only in the browser. */
export function isApplePlatform(nav: Navigator = navigator): boolean {
  const platform = (nav as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || nav.platform || nav.userAgent;
  return /mac|iphone|ipad|ipod/i.test(platform);
}
