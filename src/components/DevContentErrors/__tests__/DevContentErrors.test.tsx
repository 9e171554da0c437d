import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DevContentErrors from '..';

const unknown =
  'content/docs/api-reference/openai/embeddings.mdx:134:1: unknown component <Nope>: use one of Admonition, Tabs, TabItem…, or register it in src/components/mdx/names.ts';
const link = 'content/docs/api-reference/openai/embeddings.mdx:40: broken link "/docs/nope"';

describe('DevContentErrors', () => {
  it('announces the problems as an alert, each as the terminal prints it', () => {
    render(<DevContentErrors problems={[unknown, link]} />);
    const alert = screen.getByRole('alert', { name: '2 content errors in this page' });
    expect(alert).toHaveTextContent(unknown);
    expect(alert).toHaveTextContent(link);
    expect(alert).toHaveTextContent('The page shows its last good version');
  });

  it('can be dismissed from the keyboard and brought back', async () => {
    const user = userEvent.setup();
    render(<DevContentErrors problems={[unknown]} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the content error' }));
    expect(screen.getByRole('alert', { name: 'Content error in this page' })).toBeInTheDocument();
  });

  it('shows a new set of problems even after the previous one was dismissed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DevContentErrors problems={[unknown]} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    rerender(<DevContentErrors problems={[link]} />);
    expect(screen.getByRole('alert')).toHaveTextContent(link);
  });

  it('takes the place of a page that never compiled, and cannot be dismissed there', () => {
    render(<DevContentErrors problems={[unknown]} instead />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This page has not compiled since the dev server started');
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });
});
