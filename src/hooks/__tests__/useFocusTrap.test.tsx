import React, { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tabbables, useFocusTrap } from '../useFocusTrap';

function Trap({ active, onEscape, children }: { readonly active: boolean; readonly onEscape?: () => void; readonly children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, active, onEscape);
  return (
    <div ref={ref} data-testid="trap">
      {children}
    </div>
  );
}

// jsdom lays nothing out: checkVisibility answers from the computed styles, as a browser would.
beforeAll(() => {
  const visible = (element: HTMLElement) => {
    for (let node: HTMLElement | null = element; node; node = node.parentElement) if (getComputedStyle(node).display === 'none') return false;
    return getComputedStyle(element).visibility !== 'hidden';
  };
  HTMLElement.prototype.checkVisibility = function checkVisibility(this: HTMLElement) {
    return visible(this);
  };
});
afterAll(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).checkVisibility;
});

function setup(active = true) {
  const user = userEvent.setup();
  const view = render(
    <>
      <button type="button">Before</button>
      <Trap active={active}>
        <input aria-label="Field" />
        <a href="/skipped" tabIndex={-1}>
          Arrow-key option
        </a>
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button">Middle</button>
        <div tabIndex={0} role="region" aria-label="Scrollable" />
        <a href="/hidden" hidden>
          Hidden link
        </a>
        <div style={{ display: 'none' }}>
          <button type="button">Not displayed</button>
        </div>
        <button type="button" style={{ visibility: 'hidden' }}>
          Invisible
        </button>
        <div {...({ inert: '' } as Record<string, string>)}>
          <button type="button">Inert</button>
        </div>
      </Trap>
      <button type="button">After</button>
    </>,
  );
  return { user, view, field: screen.getByRole('textbox', { name: 'Field' }), region: screen.getByRole('region', { name: 'Scrollable' }) };
}

describe('useFocusTrap', () => {
  it('wraps Tab from the last tabbable element to the first, and Shift+Tab back', async () => {
    const { user, field, region } = setup();
    field.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Middle' })).toHaveFocus();
    await user.tab();
    expect(region).toHaveFocus();
    // Past the last one: neither the hidden, undisplayed and inert buttons nor "After".
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(region).toHaveFocus();
  });

  it('brings focus in from outside the container', async () => {
    const { user, field, region } = setup();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(field).toHaveFocus();
    screen.getByRole('button', { name: 'After' }).focus();
    await user.tab({ shift: true });
    expect(region).toHaveFocus();
  });

  it('does nothing while inactive, or before the last element', () => {
    const { field, region } = setup(false);
    region.focus();
    // fireEvent returns false when a listener called preventDefault().
    expect(fireEvent.keyDown(region, { key: 'Tab' })).toBe(true);
    expect(region).toHaveFocus();
    field.focus();
    expect(fireEvent.keyDown(field, { key: 'Tab', shiftKey: true })).toBe(true);
    expect(field).toHaveFocus();
  });

  it('leaves Tab within the list to the browser, and wraps Shift+Tab on the first element', () => {
    const { field } = setup();
    field.focus();
    expect(fireEvent.keyDown(field, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(field, { key: 'Tab', shiftKey: true })).toBe(false);
  });

  it('wraps WebKitGTK\'s Shift+Tab too, whose key it reports as "Unidentified" (code Tab)', () => {
    const { field, region } = setup();
    field.focus();
    expect(fireEvent.keyDown(field, { key: 'Unidentified', code: 'Tab', shiftKey: true })).toBe(false);
    expect(region).toHaveFocus();
    // Another unnamed key is not Tab.
    expect(fireEvent.keyDown(region, { key: 'Unidentified', code: 'IntlRo' })).toBe(true);
    expect(region).toHaveFocus();
  });

  it('lists the elements Tab reaches, in document order', () => {
    const { field, region } = setup();
    expect(tabbables(screen.getByTestId('trap'))).toEqual([field, screen.getByRole('button', { name: 'Middle' }), region]);
  });

  it('calls onEscape on Escape while active, and only then', () => {
    const onEscape = jest.fn();
    const { rerender } = render(
      <Trap active onEscape={onEscape}>
        <button type="button">Inside</button>
      </Trap>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Inside' }), { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(2);
    rerender(
      <Trap active={false} onEscape={onEscape}>
        <button type="button">Inside</button>
      </Trap>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(2);
  });
});
