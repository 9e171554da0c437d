import React, { useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useDismissOnOutside } from '../useDismissOnOutside';

function Popup({ onDismiss, initiallyOpen = true }: { readonly onDismiss: jest.Mock; readonly initiallyOpen?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(initiallyOpen);
  useDismissOnOutside(ref, open, () => {
    onDismiss();
    setOpen(false);
  });
  return (
    <div ref={ref}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <a href="/inside">Inside</a>}
    </div>
  );
}

function setup(initiallyOpen = true) {
  const onDismiss = jest.fn();
  render(
    <>
      <Popup onDismiss={onDismiss} initiallyOpen={initiallyOpen} />
      <button type="button">Outside</button>
    </>,
  );
  return { onDismiss, outside: screen.getByRole('button', { name: 'Outside' }) };
}

describe('useDismissOnOutside', () => {
  it('dismisses on a mouse press outside, not on one inside', () => {
    const { onDismiss, outside } = setup();
    fireEvent.mouseDown(screen.getByRole('link', { name: 'Inside' }));
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Open' }));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseDown(outside);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Inside' })).not.toBeInTheDocument();
  });

  it('dismisses on a touch outside and on focus moving outside, not on focus moving inside', () => {
    const { onDismiss, outside } = setup();
    fireEvent.focusIn(screen.getByRole('link', { name: 'Inside' }));
    fireEvent.touchStart(screen.getByRole('link', { name: 'Inside' }));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.touchStart(outside);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    act(() => outside.focus());
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('listens only while active', () => {
    const { onDismiss, outside } = setup(false);
    fireEvent.mouseDown(outside);
    act(() => outside.focus());
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
