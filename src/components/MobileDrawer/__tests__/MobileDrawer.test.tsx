import React from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import DocPage, { type DocPageData } from '../../DocPage';
import { DOC_PAGE_CONTEXT, renderInShell, setWidth } from '../../../test-utils/render';

const data: DocPageData = {
  mdx: {
    frontmatter: { title: 'Gemini Chat', description: 'd', hide_table_of_contents: null, toc_min_heading_level: null, toc_max_heading_level: null },
    fields: {
      slug: '/docs/api-reference/gemini/chat',
      docId: 'api-reference/gemini/chat',
      sourcePath: 'content/docs/api-reference/gemini/chat.mdx',
      lastModified: null,
      headings: [],
    },
    content: null,
  },
};
const docPage = (
  <DocPage data={data} context={{ id: 'x', previous: null, next: null }} pathname="/docs/api-reference/gemini/chat">
    <p>Body</p>
  </DocPage>
);

describe('mobile drawer', () => {
  afterEach(() => setWidth(1280));

  it('has no drawer on desktop', () => {
    setWidth(1280);
    renderInShell(<main>home</main>, '/');
    expect(screen.queryByRole('button', { name: 'Close navigation bar' })).not.toBeInTheDocument();
  });

  it('opens the primary menu with every navbar item on non-doc pages', async () => {
    renderInShell(<main>home</main>, '/');
    act(() => setWidth(420));
    const toggle = screen.getByRole('button', { name: 'Toggle navigation bar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const close = screen.getByRole('button', { name: 'Close navigation bar' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    expect(document.body.style.overflow).toBe('hidden');
    const drawer = close.closest('div[class]')!.parentElement as HTMLElement;
    expect(within(drawer).getByRole('link', { name: 'Docs' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'API Reference' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Languages' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /Switch between dark and light mode/ })).toBeInTheDocument();
    fireEvent.click(close);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('visible');
  });

  it('opens on the docs sidebar on doc pages, with a way back to the main menu', () => {
    renderInShell(docPage, '/docs/api-reference/gemini/chat', DOC_PAGE_CONTEXT);
    act(() => setWidth(420));
    fireEvent.click(screen.getByRole('button', { name: 'Toggle navigation bar' }));
    const back = screen.getByRole('button', { name: '← Back to main menu' });
    const sidebars = screen.getAllByRole('navigation', { name: 'Docs sidebar' });
    expect(sidebars).toHaveLength(1);
    expect(within(sidebars[0]).getByRole('link', { name: 'Chat', current: 'page' })).toBeInTheDocument();
    fireEvent.click(back);
    expect(back.closest('[inert]')).not.toBeNull();
  });

  it('starts dropdowns collapsed in the drawer unless one of their items is the current page', () => {
    renderInShell(<main>Messages</main>, '/docs/api-reference/anthropic/messages');
    act(() => setWidth(420));
    fireEvent.click(screen.getByRole('button', { name: 'Toggle navigation bar' }));
    const drawer = screen.getByRole('button', { name: 'Close navigation bar' }).closest('div[class]')!.parentElement as HTMLElement;
    const caretOf = (label: string) =>
      within(within(drawer).getByRole('button', { name: label }).closest('li')!).getByRole('button', { name: /the dropdown$/ });
    // The API Reference dropdown holds the Anthropic link: expanded.
    expect(caretOf('API Reference')).toHaveAttribute('aria-expanded', 'true');
    // The languages list links to this very page in each locale, which does not count.
    expect(caretOf('Languages')).toHaveAttribute('aria-expanded', 'false');
    expect(caretOf('Languages')).toHaveAccessibleName('Expand the dropdown');
    fireEvent.click(caretOf('Languages'));
    expect(caretOf('Languages')).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a menu item click, the backdrop, Escape and resizing to desktop', () => {
    renderInShell(<main>home</main>, '/');
    act(() => setWidth(420));
    const toggle = screen.getByRole('button', { name: 'Toggle navigation bar' });
    fireEvent.click(toggle);
    const drawer = screen.getByRole('button', { name: 'Close navigation bar' }).parentElement!.parentElement as HTMLElement;
    fireEvent.click(within(drawer).getByRole('link', { name: 'Change Log' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    fireEvent.click(document.querySelector('[role="presentation"]')!);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    act(() => setWidth(1200));
    expect(screen.queryByRole('button', { name: 'Close navigation bar' })).not.toBeInTheDocument();
  });

  it('closes on browser Back instead of leaving the page', () => {
    renderInShell(<main>home</main>, '/');
    act(() => setWidth(420));
    const toggle = screen.getByRole('button', { name: 'Toggle navigation bar' });
    fireEvent.click(toggle);
    expect((window.history.state as Record<string, unknown>).lpDrawer).toBe(true);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
