import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Heading, { H2, H4, textOf } from '..';

describe('Heading', () => {
  it('keeps the build-time id and links to itself with an accessible name', () => {
    render(
      <H2 id="request-body">
        Request <code>body</code>
      </H2>,
    );
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveAttribute('id', 'request-body');
    expect(heading).toHaveClass('anchor');
    const link = screen.getByRole('link', { name: 'Direct link to Request body' });
    expect(link).toHaveAttribute('href', '#request-body');
    expect(link).toHaveAttribute('title', 'Direct link to Request body');
    // The link's "#" is drawn by CSS, so the heading's text (search index, copying) has none.
    expect(heading.textContent).toBe('Request body');
  });

  it('puts the link in the tab order so keyboard users reveal it by focus', async () => {
    render(<H4 id="x">X</H4>);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Direct link to X' })).toHaveFocus();
  });

  it('renders a plain heading when there is no id', () => {
    render(<Heading as="h3">Plain</Heading>);
    expect(screen.getByRole('heading', { level: 3 })).not.toHaveAttribute('id');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('reads text out of nested children', () => {
    expect(textOf(['a', <em key="1">b {2}</em>, null, false])).toBe('ab 2');
  });
});
