import React from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import Collapsible, { collapseDuration } from '..';

/** jsdom has no layout: give the list the heights a browser would measure. */
function setHeights(el: HTMLElement, scrollHeight: number, offsetHeight = 0) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(el, 'offsetHeight', { configurable: true, value: offsetHeight });
}

function renderList(collapsed: boolean, lazy = false) {
  const view = (c: boolean) => (
    <Collapsible id="list" className="list" collapsed={c} lazy={lazy}>
      <li>
        <a href="/docs/a">A</a>
      </li>
    </Collapsible>
  );
  const result = render(view(collapsed));
  const list = result.container.querySelector('ul')!;
  return { list, toggle: (c: boolean) => result.rerender(view(c)) };
}

const reducedMotion = (matches: boolean) =>
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: matches && query === '(prefers-reduced-motion: reduce)', media: query }),
  });

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  jest.useRealTimers();
});

describe('collapseDuration', () => {
  it('follows round((4 + 15·(h/36)^0.25 + (h/36)/5)·10) ms', () => {
    expect(collapseDuration(0)).toBe(40);
    expect(collapseDuration(36)).toBe(192); // 4 + 15 + 0.2
    expect(collapseDuration(576)).toBe(372); // (576/36)^0.25 = 2: 4 + 30 + 3.2
    expect(collapseDuration(2916)).toBe(652); // (2916/36)^0.25 = 3: 4 + 45 + 16.2
    expect(collapseDuration(100)).toBe(239); // 4 + 15·1.2910 + 0.5556 = 23.92
  });

  it('is 1 ms with reduced motion', () => {
    expect(collapseDuration(0, true)).toBe(1);
    expect(collapseDuration(2916, true)).toBe(1);
  });
});

describe('Collapsible', () => {
  it('does not animate on mount: an expanded list has no inline style, a collapsed one is hidden', () => {
    const open = renderList(false).list;
    expect(open).not.toHaveAttribute('hidden');
    expect(open).not.toHaveAttribute('style');
    const closed = renderList(true).list;
    expect(closed).toHaveAttribute('hidden');
    expect(closed).not.toHaveAttribute('style');
    expect(closed).toHaveAttribute('id', 'list');
    expect(closed).toHaveClass('list');
  });

  it('expands by showing the list, animating 0 → scrollHeight, then leaving the height to the content', () => {
    const { list, toggle } = renderList(true);
    setHeights(list, 100);
    toggle(false);
    expect(list).not.toHaveAttribute('hidden');
    expect(list.style.height).toBe('100px');
    expect(list.style.overflow).toBe('hidden');
    expect(list.style.transition).toBe('height 239ms ease-in-out');
    // A transition ending inside the list (a nested list, a caret) is not the list's own.
    fireEvent.transitionEnd(list.querySelector('a')!);
    expect(list.style.height).toBe('100px');
    fireEvent.transitionEnd(list);
    expect(list).not.toHaveAttribute('hidden');
    expect(list).not.toHaveAttribute('style', expect.stringContaining('height'));
    expect(list.style.height).toBe('');
    expect(list.style.transition).toBe('');
  });

  it('collapses by animating to 0 while still shown, and hides the list on transitionend', () => {
    const { list, toggle } = renderList(false);
    setHeights(list, 100, 100);
    toggle(true);
    expect(list).not.toHaveAttribute('hidden');
    expect(list).toBeVisible();
    expect(list.style.height).toBe('0px');
    expect(list.style.transition).toBe('height 239ms ease-in-out');
    fireEvent.transitionEnd(list);
    expect(list).toHaveAttribute('hidden');
    expect(list).not.toBeVisible();
    expect(list.style.height).toBe('');
  });

  it('reverses cleanly when toggled mid-animation', () => {
    const { list, toggle } = renderList(true);
    setHeights(list, 100);
    toggle(false);
    setHeights(list, 100, 40); // 40 px open when the reader changes their mind
    const styles = new MutationObserver(() => {});
    styles.observe(list, { attributeFilter: ['style'], attributeOldValue: true });
    toggle(true);
    // It closes from where it is, not from the full height.
    const steps = styles.takeRecords().map((r) => r.oldValue);
    expect(steps.some((v) => v?.includes('height: 40px'))).toBe(true);
    expect(list).not.toHaveAttribute('hidden');
    expect(list.style.height).toBe('0px');
    fireEvent.transitionEnd(list);
    expect(list).toHaveAttribute('hidden');
    expect(list.style.height).toBe('');

    // And back the other way: collapsing, then expanding before it has closed.
    toggle(false);
    setHeights(list, 100, 60);
    toggle(true);
    setHeights(list, 100, 30);
    toggle(false);
    expect(list.style.height).toBe('100px');
    fireEvent.transitionEnd(list);
    expect(list).not.toHaveAttribute('hidden');
    expect(list.style.height).toBe('');
  });

  it('ends in the right state when transitionend never comes (e.g. an ancestor stopped being rendered)', () => {
    jest.useFakeTimers();
    const { list, toggle } = renderList(false);
    setHeights(list, 100, 100);
    toggle(true);
    expect(list).not.toHaveAttribute('hidden');
    act(() => jest.advanceTimersByTime(collapseDuration(100) + 100));
    expect(list).toHaveAttribute('hidden');
    expect(list.style.height).toBe('');

    toggle(false);
    expect(list.style.height).toBe('100px');
    act(() => jest.advanceTimersByTime(collapseDuration(100) + 100));
    expect(list).not.toHaveAttribute('hidden');
    expect(list.style.height).toBe('');
  });

  it('a fallback timer of an animation reversed midway does not end the new one', () => {
    jest.useFakeTimers();
    const { list, toggle } = renderList(false);
    setHeights(list, 100, 100);
    toggle(true);
    act(() => jest.advanceTimersByTime(200));
    setHeights(list, 100, 30);
    toggle(false);
    act(() => jest.advanceTimersByTime(collapseDuration(100))); // past the first animation's deadline
    expect(list.style.height).toBe('100px');
    act(() => jest.advanceTimersByTime(100));
    expect(list).not.toHaveAttribute('hidden');
    expect(list.style.height).toBe('');
  });

  it('finishes at once when there is no height to animate (nothing rendered, e.g. inside a display:none drawer)', () => {
    const { list, toggle } = renderList(false);
    toggle(true);
    expect(list).toHaveAttribute('hidden');
    expect(list).not.toHaveAttribute('style', expect.stringContaining('height:'));
    toggle(false);
    expect(list).not.toHaveAttribute('hidden');
    expect(list.style.height).toBe('');
  });

  it('takes 1 ms with prefers-reduced-motion and still ends collapsed or expanded', () => {
    reducedMotion(true);
    jest.useFakeTimers();
    const { list, toggle } = renderList(false);
    setHeights(list, 2916, 2916);
    toggle(true);
    expect(list.style.transition).toBe('height 1ms ease-in-out');
    fireEvent.transitionEnd(list);
    expect(list).toHaveAttribute('hidden');
    toggle(false);
    expect(list.style.transition).toBe('height 1ms ease-in-out');
    act(() => jest.advanceTimersByTime(101)); // no transitionend: the fallback ends it
    expect(list).not.toHaveAttribute('hidden');
    expect(list.style.height).toBe('');
  });

  it('renders lazy children only once first expanded, then keeps them hidden', () => {
    const { list, toggle } = renderList(true, true);
    expect(list).toBeEmptyDOMElement();
    toggle(false);
    expect(list.querySelector('a')).toBeVisible();
    toggle(true);
    expect(list.querySelector('a')).toBeInTheDocument();
    expect(list.querySelector('a')).not.toBeVisible();
  });
});
