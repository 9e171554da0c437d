import React from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { siteConfig } from '../../../config/runtime';
import { renderInShell } from '../../../test-utils/render';
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
