import React from 'react';
import { render, screen, within } from '@testing-library/react';
import Footer from '..';
import { siteConfig } from '../../../config/runtime';
import { parseSiteConfig } from '../../../config/schema';
import rawConfig from '../../../config/site.config';

const original = siteConfig.footer;
afterEach(() => {
  (siteConfig as { footer: unknown }).footer = original;
});

/** Sets the footer as the owner would write it in site.config.ts, validated by the schema. */
function useFooter(footer: NonNullable<typeof rawConfig.footer> | undefined) {
  (siteConfig as { footer: unknown }).footer = parseSiteConfig({ ...rawConfig, footer }).footer;
}

describe('Footer', () => {
  it('renders the default configuration: titled link columns, contact e-mail, code hosting, QR code and copyright', () => {
    const { container } = render(<Footer />);
    const footer = container.querySelector('footer')!;
    expect(within(footer).getByRole('heading', { name: 'Docs' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Quick Start' })).toHaveAttribute('href', '/docs');
    expect(within(footer).getByRole('link', { name: siteConfig.contact.email })).toHaveAttribute('href', `mailto:${siteConfig.contact.email}`);
    expect(within(footer).getByRole('img', { name: `QR code: ${siteConfig.chatQr.caption}` })).toBeInTheDocument();
    expect(footer.textContent).toContain('© 2025');
  });

  it('renders a flat list with a middle dot between items (never after the last)', () => {
    useFooter({
      links: [
        { label: 'Quick Start', to: '/docs' },
        { label: 'Status', href: 'https://status.llmprovider.example' },
        { label: 'Change Log', to: '/docs/community/change-log' },
      ],
    });
    const { container } = render(<Footer />);
    expect(screen.queryByRole('heading')).toBeNull();
    const list = screen.getByRole('link', { name: 'Quick Start' }).parentElement!;
    expect(list.textContent).toBe('Quick Start·Status·Change Log');
    expect(screen.getByRole('link', { name: 'Status' })).toHaveAttribute('target', '_blank');
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the dark-mode logo variant and links the logo when the owner sets srcDark and href', () => {
    useFooter({
      ...rawConfig.footer!,
      logo: { alt: 'LLM Provider home', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', href: 'https://llmprovider.example' },
    });
    render(<Footer />);
    const images = screen.getAllByRole('img', { name: 'LLM Provider home' });
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/img/logo.svg', '/img/logo-dark.svg']);
    const link = images[0].closest('a')!;
    expect(link).toHaveAttribute('href', 'https://llmprovider.example');
    expect(images[1].closest('a')).toBe(link);
  });

  it('renders nothing without a footer in the configuration', () => {
    useFooter(undefined);
    const { container } = render(<Footer />);
    expect(container.querySelector('footer')).toBeNull();
  });
});
