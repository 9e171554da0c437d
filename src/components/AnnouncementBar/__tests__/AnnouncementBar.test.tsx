import React from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { siteConfig } from '../../../config/runtime';
import { DOC_PAGE_CONTEXT, renderInShell } from '../../../test-utils/render';
import { announcementScript } from '../../../utils/inline-scripts';

const bar = siteConfig.announcementBar!;

describe('announcement bar', () => {
  const originalId = bar.id;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    (bar as { id: string }).id = originalId;
  });

  it('shows the configured HTML and closes for good with "Close"', () => {
    const { unmount } = renderInShell(<main>page</main>, '/');
    expect(screen.getByRole('link', { name: 'See the model overview' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('link', { name: 'See the model overview' })).not.toBeInTheDocument();
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBe('true');
    expect(localStorage.getItem('docusaurus.announcement.id')).toBe(originalId);
    unmount();
    renderInShell(<main>page</main>, '/');
    expect(screen.queryByRole('link', { name: 'See the model overview' })).not.toBeInTheDocument();
  });

  it('shows again when the bar id changes', () => {
    localStorage.setItem('docusaurus.announcement.id', originalId);
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    (bar as { id: string }).id = 'a-new-announcement';
    renderInShell(<main>page</main>, '/');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBe('false');
    expect(localStorage.getItem('docusaurus.announcement.id')).toBe('a-new-announcement');
  });

  it('hides before paint only when the current id was dismissed', () => {
    const run = () => {
      document.documentElement.removeAttribute('data-announcement-bar-initially-dismissed');
      // eslint-disable-next-line no-new-func
      new Function(announcementScript({ announcementBar: bar, storage: siteConfig.storage }))();
      return document.documentElement.getAttribute('data-announcement-bar-initially-dismissed');
    };
    expect(run()).toBe('false');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docusaurus.announcement.id', 'old-id');
    expect(run()).toBe('false');
    localStorage.setItem('docusaurus.announcement.id', bar.id);
    expect(run()).toBe('true');
  });
});

describe('the docs sidebar under the announcement bar (desktop)', () => {
  const sidebarMenu = () => screen.getByRole('navigation', { name: 'Docs sidebar' });
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
  };
  beforeEach(() => {
    localStorage.clear();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  });
  afterEach(() => scrollTo(0));

  it("keeps the bar's height free at the menu's end while the bar is on screen, and gives it back once the page scrolls or the bar closes", async () => {
    renderInShell(<main>page</main>, '/docs', DOC_PAGE_CONTEXT);
    await waitFor(() => expect(sidebarMenu()).toHaveClass('navUnderBar'));
    scrollTo(40);
    expect(sidebarMenu()).not.toHaveClass('navUnderBar');
    scrollTo(0);
    expect(sidebarMenu()).toHaveClass('navUnderBar');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(sidebarMenu()).not.toHaveClass('navUnderBar');
  });

  it('keeps no space when the bar was dismissed before', async () => {
    localStorage.setItem('docusaurus.announcement.id', bar.id);
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    renderInShell(<main>page</main>, '/docs', DOC_PAGE_CONTEXT);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument());
    expect(sidebarMenu()).not.toHaveClass('navUnderBar');
  });
});
