import { afterOwnTraversal, goBack } from '../own-traversal';

describe('goBack and afterOwnTraversal', () => {
  /** A window whose history records back() and that can receive popstate. */
  function fakeWindow() {
    const back = jest.fn();
    return { win: Object.assign(new EventTarget(), { history: { back } }) as unknown as Window, back };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('runs a navigation at once when the site has started no traversal', () => {
    const navigate = jest.fn();
    afterOwnTraversal(navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('holds a navigation started in the same tap until the browser has gone back (closing the drawer, then following its link)', async () => {
    const { win, back } = fakeWindow();
    const navigate = jest.fn();
    goBack(win);
    expect(back).toHaveBeenCalledTimes(1);
    afterOwnTraversal(navigate);
    await flush();
    expect(navigate).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('popstate'));
    await flush();
    expect(navigate).toHaveBeenCalledTimes(1);
    // Over: the next navigation runs at once.
    const next = jest.fn();
    afterOwnTraversal(next);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('lets the navigation go after the timeout when the browser never goes back', async () => {
    jest.useFakeTimers();
    try {
      const { win } = fakeWindow();
      const navigate = jest.fn();
      goBack(win, 500);
      afterOwnTraversal(navigate);
      await jest.advanceTimersByTimeAsync(499);
      expect(navigate).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(navigate).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
