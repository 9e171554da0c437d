/**
 * The menu button's arrow keys while React is in the middle of a render it has not committed yet
 * (a transition rendered in slices, as after hydration: src/utils/hydrate.ts). React's own test
 * scheduler pauses that render at a known point, without timing.
 */
jest.mock('scheduler', () => jest.requireActual('scheduler/unstable_mock'));

import React, { startTransition, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useMenuButton } from '../useMenuButton';
import { driveReactWithTestScheduler, Scheduler } from '../../../test-utils/test-scheduler';

function Leaf({ name }: { readonly name: string }) {
  Scheduler.unstable_yieldValue(name);
  return null;
}

function MenuHarness({ version }: { readonly version: number }) {
  const root = useRef<HTMLDivElement>(null);
  const menu = useMenuButton(root);
  Scheduler.unstable_yieldValue(`menu ${version}`);
  return (
    <div ref={root}>
      <button type="button" ref={menu.buttonRef} onKeyDown={menu.onButtonKeyDown}>
        More
      </button>
      {menu.open && (
        <ul role="menu" onKeyDown={menu.onMenuKeyDown}>
          {['One', 'Two', 'Three'].map((label, index) => (
            <li key={label} role="none">
              <button type="button" role="menuitem" ref={menu.itemRef(index)}>
                {label}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Leaf name="after the menu" />
    </div>
  );
}

const press = (key: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
const focusedText = () => document.activeElement?.textContent;
const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

driveReactWithTestScheduler();

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(() => {
  root.unmount();
  container.remove();
});

it('moves between items with the arrow keys while a render of the menu is under way', async () => {
  root.render(<MenuHarness version={1} />);
  Scheduler.unstable_flushAllWithoutAsserting();
  container.querySelector('button')!.focus();
  press('ArrowDown'); // opens the menu on its first item
  await microtasks();
  Scheduler.unstable_flushAllWithoutAsserting();
  expect(focusedText()).toBe('One');

  // A transition re-renders the menu and pauses before it commits.
  Scheduler.unstable_clearYields();
  startTransition(() => root.render(<MenuHarness version={2} />));
  Scheduler.unstable_flushNumberOfYields(1);
  expect(Scheduler.unstable_clearYields()).toEqual(['menu 2']);

  press('ArrowDown');
  expect(focusedText()).toBe('Two');
  press('ArrowUp');
  press('ArrowUp');
  expect(focusedText()).toBe('Three');

  Scheduler.unstable_flushAllWithoutAsserting();
  expect(Scheduler.unstable_clearYields()).toEqual(['after the menu']);
  press('ArrowDown');
  expect(focusedText()).toBe('One');
});
