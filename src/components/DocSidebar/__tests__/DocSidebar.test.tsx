import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import DocSidebar from '..';
import { SIDEBAR } from '../../../test-utils/fixtures';

describe('docs sidebar', () => {
  it('marks the current page and expands the categories holding it', () => {
    render(<DocSidebar sidebar={SIDEBAR} pathname="/docs/api-reference/openai/chat" />);
    const nav = screen.getByRole('navigation', { name: 'Docs sidebar' });
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Chat');
    expect(current).toHaveAttribute('href', '/docs/api-reference/openai/chat');
    expect(within(nav).getByRole('button', { name: 'OpenAI' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Anthropic' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('expands and collapses categories', () => {
    render(<DocSidebar sidebar={SIDEBAR} pathname="/docs" />);
    const anthropic = screen.getByRole('button', { name: 'Anthropic' });
    fireEvent.click(anthropic);
    expect(anthropic).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Messages' })).toBeVisible();
    fireEvent.click(anthropic);
    expect(screen.queryByRole('link', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it("renders a collapsed category's items only once it is first opened, then keeps them hidden", () => {
    const { container } = render(<DocSidebar sidebar={SIDEBAR} pathname="/docs" />);
    const messages = () => container.querySelector('a[href="/docs/api-reference/anthropic/messages"]');
    const anthropic = screen.getByRole('button', { name: 'Anthropic' });
    const list = document.getElementById(anthropic.getAttribute('aria-controls')!)!;
    expect(list).toBeEmptyDOMElement();
    expect(list).not.toBeVisible();
    expect(messages()).toBeNull();
    fireEvent.click(anthropic);
    expect(messages()).toBeVisible();
    fireEvent.click(anthropic);
    expect(messages()).toBeInTheDocument();
    expect(messages()).not.toBeVisible();
  });

  it('animates a category open and closed, hiding its items only once the closing animation ends', () => {
    render(<DocSidebar sidebar={SIDEBAR} pathname="/docs" />);
    const anthropic = screen.getByRole('button', { name: 'Anthropic' });
    const list = document.getElementById(anthropic.getAttribute('aria-controls')!)!;
    // jsdom has no layout: the heights a browser would measure.
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 36 });
    fireEvent.click(anthropic);
    expect(list.style.height).toBe('36px');
    expect(list.style.transition).toBe('height 192ms ease-in-out');
    expect(screen.getByRole('link', { name: 'Messages' })).toBeVisible();
    fireEvent.transitionEnd(list);
    expect(list.style.height).toBe('');

    Object.defineProperty(list, 'offsetHeight', { configurable: true, value: 36 });
    fireEvent.click(anthropic);
    expect(anthropic).toHaveAttribute('aria-expanded', 'false');
    expect(list.style.height).toBe('0px');
    expect(screen.getByRole('link', { name: 'Messages' })).toBeVisible(); // still closing
    fireEvent.transitionEnd(list);
    expect(list).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('links a category with its own page (Gemini) and gives it a separate caret', () => {
    render(<DocSidebar sidebar={SIDEBAR} pathname="/docs/api-reference/gemini" />);
    expect(screen.getByRole('link', { name: 'Gemini' })).toHaveAttribute('aria-current', 'page');
    const caret = screen.getByRole('button', { name: "Collapse sidebar category 'Gemini'" });
    fireEvent.click(caret);
    expect(screen.getByRole('button', { name: "Expand sidebar category 'Gemini'" })).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands a category when navigation moves into it', () => {
    const { rerender } = render(<DocSidebar sidebar={SIDEBAR} pathname="/docs" />);
    expect(screen.getByRole('button', { name: 'Qwen' })).toHaveAttribute('aria-expanded', 'false');
    rerender(<DocSidebar sidebar={SIDEBAR} pathname="/docs/api-reference/qwen/chat" />);
    expect(screen.getByRole('button', { name: 'Qwen' })).toHaveAttribute('aria-expanded', 'true');
  });
});
