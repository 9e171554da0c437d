/**
 * History traversals the site starts itself. Closing the phone drawer goes back over the history
 * entry the drawer pushed when it opened (so that Back closes it). `history.back()` is
 * asynchronous: the browser goes back after the current task. When a tap on a link in the drawer
 * both closes it and navigates, the navigation's new entry can be pushed before that traversal
 * runs; WebKit (Safari) then goes back from the new entry, so the reader stayed on the page with
 * the drawer closed (e2e/engines/layout.e2e.ts). Chromium and Firefox happened to drop the
 * traversal instead.
 *
 * `goBack` records the traversal until its `popstate` (or a timeout, should none come);
 * `afterOwnTraversal` runs a navigation once no such traversal is pending.
 */
let pending: Promise<void> | null = null;

/** `history.back()`, remembered until the browser has gone back. */
export function goBack(win: Window = window, timeoutMs = 1000): void {
  const done: Promise<void> = new Promise<void>((resolve) => {
    const finish = () => {
      win.removeEventListener('popstate', finish);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(finish, timeoutMs);
    win.addEventListener('popstate', finish);
  }).then(() => {
    if (pending === done) pending = null;
  });
  pending = done;
  win.history.back();
}

/** Runs `navigate` now, or once the traversal started by `goBack` has happened. */
export function afterOwnTraversal(navigate: () => void): void {
  if (pending) void pending.then(navigate);
  else navigate();
}
