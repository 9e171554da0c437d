import React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CopyPage, { assistantLinks, FEEDBACK_MS } from '..';

const PATH = '/docs/api-reference/openai/chat';
const MD_URL = 'https://docs.llmprovider.example/docs/api-reference/openai/chat.md';
const MARKDOWN = '# OpenAI Chat Completions\n\nCreate a chat response.\n';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, text: () => Promise.resolve(MARKDOWN) });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <CopyPage path={PATH} />
      <button type="button">Elsewhere</button>
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'More actions for this page' });
  return { user, toggle };
}

const menuItems = () => screen.getAllByRole('menuitem');

describe('CopyPage', () => {
  it('renders a copy button and a closed menu button, and fetches nothing on its own', () => {
    const { toggle } = setup();
    expect(screen.getByRole('button', { name: 'Copy page' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('copies the Markdown of the page, fetched from its .md URL, and says so', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Copy page' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(`${PATH}.md`);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument());
    await expect(navigator.clipboard.readText()).resolves.toBe(MARKDOWN);
    expect(screen.getByRole('status')).toHaveTextContent('Page copied to the clipboard as Markdown');
  });

  it('fetches the Markdown once and goes back to "Copy page" after a while', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<CopyPage path={PATH} />);
      await user.click(screen.getByRole('button', { name: 'Copy page' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument());
      act(() => {
        jest.advanceTimersByTime(FEEDBACK_MS + 10);
      });
      expect(screen.getByRole('button', { name: 'Copy page' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('');
      await user.click(screen.getByRole('button', { name: 'Copy page' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument());
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports a failed download and tries again next time', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 404, text: () => Promise.resolve('') });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Copy page' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy the page.');
    await user.click(screen.getByRole('button', { name: 'Copy failed' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('links to the Markdown and to ChatGPT and Claude with a prompt naming the absolute .md URL', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const [copy, view, chatgpt, claude] = menuItems();
    expect(copy).toHaveTextContent('Copy page');
    expect(view).toHaveAttribute('href', `${PATH}.md`);
    expect(view).toHaveTextContent('View as Markdown');
    const prompt = `Read ${MD_URL} so I can ask you questions about it.`;
    expect(chatgpt).toHaveAttribute('href', `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`);
    expect(claude).toHaveAttribute('href', `https://claude.ai/new?q=${encodeURIComponent(prompt)}`);
    for (const external of [chatgpt, claude]) {
      expect(external).toHaveAttribute('target', '_blank');
      expect(external.getAttribute('rel')).toContain('noopener');
      expect(external).toHaveTextContent('(opens in a new tab)');
    }
    expect(assistantLinks(PATH).prompt).toBe(prompt);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers to connect the docs' MCP server to Cursor and VS Code, with the site's /mcp URL", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    const cursor = new URL(screen.getByRole('menuitem', { name: /Connect to Cursor/ }).getAttribute('href')!);
    expect(`${cursor.protocol}//${cursor.host}${cursor.pathname}`).toBe('cursor://anysphere.cursor-deeplink/mcp/install');
    expect(cursor.searchParams.get('name')).toBe('llm-provider-docs');
    expect(JSON.parse(atob(cursor.searchParams.get('config')!))).toEqual({ url: 'https://docs.llmprovider.example/mcp' });
    const vscode = screen.getByRole('menuitem', { name: /Connect to VS Code/ }).getAttribute('href')!;
    expect(vscode.startsWith('vscode:mcp/install?')).toBe(true);
    expect(JSON.parse(decodeURIComponent(vscode.slice('vscode:mcp/install?'.length)))).toEqual({
      name: 'llm-provider-docs',
      type: 'http',
      url: 'https://docs.llmprovider.example/mcp',
    });
  });

  it('follows the menu button pattern from the keyboard', async () => {
    const { user, toggle } = setup();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeVisible();
    expect(menuItems()[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menuItems()[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(menuItems()[5]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(menuItems()[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(menuItems()[5]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(menuItems()[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowUp}');
    expect(menuItems()[5]).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    expect(menuItems()[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(menuItems()[0]).toHaveFocus();
  });

  it('copies from the menu and returns focus to the menu button', async () => {
    const { user, toggle } = setup();
    toggle.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument());
    await expect(navigator.clipboard.readText()).resolves.toBe(MARKDOWN);
  });

  it('closes when focus or a click goes elsewhere', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    expect(screen.getByRole('menu')).toBeVisible();
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('menu')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
