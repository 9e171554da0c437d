import React from 'react';
import { render } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import Layout from '../components/Layout';
import { wrapPage } from '../components/Layout/wrapPage';
import { SIDEBAR } from './fixtures';

/** Makes components that read the docs sidebar see the fixture. */
export function mockSidebar(sidebar = SIDEBAR): void {
  (useStaticQuery as jest.Mock).mockReturnValue({ docsSidebar: sidebar });
}

/** Sets the window width and tells listeners (≤ 996 px is mobile). */
export function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** Page props of a doc page (its context names the docs sidebar). */
export const DOC_PAGE_CONTEXT = { sidebar: 'tutorialSidebar' };

/** Renders a page inside the whole shell, as gatsby-browser does. */
export function renderInShell(page: React.ReactNode, pathname = '/docs', pageContext: { sidebar?: string } = {}) {
  mockSidebar();
  return render(<>{wrapPage(page, { location: { pathname, search: '', hash: '', key: 'k' }, pageContext })}</>);
}

export { Layout };
