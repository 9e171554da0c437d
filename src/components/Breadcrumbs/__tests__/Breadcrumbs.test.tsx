import React from 'react';
import { render, screen, within } from '@testing-library/react';
import Breadcrumbs from '..';
import { SIDEBAR } from '../../../test-utils/fixtures';

describe('breadcrumbs', () => {
  it('shows home, the sidebar path and the current page', () => {
    const { container } = render(<Breadcrumbs sidebar={SIDEBAR} pathname="/docs/api-reference/gemini/chat" />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['', 'API REFERENCE', 'Gemini', 'Chat']);
    expect(within(nav).getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Gemini' })).toHaveAttribute('href', '/docs/api-reference/gemini');
    expect(within(nav).getByText('Chat')).toHaveAttribute('aria-current', 'page');
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement.map((i: { name: string }) => i.name)).toEqual(['API REFERENCE', 'Gemini', 'Chat']);
    expect(data.itemListElement[2].item).toBe('https://docs.llmprovider.example/docs/api-reference/gemini/chat');
  });

  it('renders nothing for pages outside the sidebar', () => {
    const { container } = render(<Breadcrumbs sidebar={SIDEBAR} pathname="/markdown-page" />);
    expect(container).toBeEmptyDOMElement();
  });
});
