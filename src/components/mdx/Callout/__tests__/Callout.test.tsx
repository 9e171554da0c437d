import React from 'react';
import { render, screen } from '@testing-library/react';
import Callout from '..';

describe('Callout', () => {
  it.each([
    ['note', 'Note'],
    ['tip', 'Tip'],
    ['info', 'Info'],
    ['warning', 'Warning'],
    ['danger', 'Danger'],
  ])('%s has the default title "%s", a hidden icon and its content', (type, title) => {
    const { container } = render(
      <Callout type={type}>
        <p>Body</p>
      </Callout>,
    );
    const box = container.firstElementChild!;
    expect(box).toHaveAttribute('data-callout', type);
    expect(box).toHaveClass(type);
    expect(screen.getByText(title)).toBeVisible();
    expect(box.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Body')).toBeInTheDocument();
  });

  it('uses a custom title', () => {
    render(
      <Callout type="warning" title="Keys are secrets">
        x
      </Callout>,
    );
    expect(screen.getByText('Keys are secrets')).toBeInTheDocument();
    expect(screen.queryByText('Warning')).toBeNull();
  });

  it('is not an alert or live region', () => {
    const { container } = render(<Callout type="danger">x</Callout>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('[role], [aria-live]')).toBeNull();
  });

  it('falls back to a note for an unknown or missing type', () => {
    const { container, rerender } = render(<Callout type="fatal">x</Callout>);
    expect(container.firstElementChild).toHaveAttribute('data-callout', 'note');
    rerender(<Callout>x</Callout>);
    expect(screen.getByText('Note')).toBeInTheDocument();
  });
});
