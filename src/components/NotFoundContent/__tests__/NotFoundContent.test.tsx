import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import NotFoundContent from '..';
import { useHtmlSuffixRedirect } from '../../../hooks/useHtmlSuffixRedirect';

function Page() {
  return <NotFoundContent redirecting={useHtmlSuffixRedirect()} />;
}

type LoaderWindow = Window & { ___loader?: { loadPage: jest.Mock; hovering: jest.Mock } };

describe('NotFoundContent', () => {
  afterEach(() => {
    delete (window as LoaderWindow).___loader;
    window.history.replaceState(null, '', '/');
    jest.mocked(navigate).mockClear();
  });

  it('says the page was not found and links to the docs and the home page', () => {
    render(<NotFoundContent />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('We could not find what you were looking for.')).toBeInTheDocument();
    expect(
      screen.getByText('Please contact the owner of the site that linked you to the original URL and let them know their link is broken.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the documentation' })).toHaveAttribute('href', '/docs');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('goes to the clean page when a .html URL names an existing page', async () => {
    window.history.replaceState(null, '', '/docs/get-started/error-codes.html?x=1#429');
    const loadPage = jest.fn().mockResolvedValue({ status: 'success', page: { path: '/docs/get-started/error-codes' } });
    (window as LoaderWindow).___loader = { loadPage, hovering: jest.fn() };
    render(<Page />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/docs/get-started/error-codes?x=1#429', { replace: true }));
    expect(loadPage).toHaveBeenCalledWith('/docs/get-started/error-codes');
  });

  it('keeps showing "not found" when the clean page does not exist either', async () => {
    window.history.replaceState(null, '', '/docs/nothing.html');
    const loadPage = jest.fn().mockResolvedValue({ status: 'success', page: { path: '/404.html' } });
    (window as LoaderWindow).___loader = { loadPage, hovering: jest.fn() };
    render(<Page />);
    await waitFor(() => expect(loadPage).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeVisible());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing for other unknown paths', () => {
    window.history.replaceState(null, '', '/docs/nothing');
    const loadPage = jest.fn();
    (window as LoaderWindow).___loader = { loadPage, hovering: jest.fn() };
    render(<Page />);
    expect(loadPage).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
