import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import NavbarItem from '..';
import { LocationProvider } from '../../../contexts/Location';
import { DocsVersionProvider } from '../../../contexts/DocsVersion';
import { mockSidebar } from '../../../test-utils/render';
import { parseSiteConfig } from '../../../config/schema';

const dropdownConfig = {
  type: 'dropdown',
  label: 'API Reference',
  items: [
    { type: 'doc', docId: 'api-reference/openai/chat', label: 'OpenAI' },
    { to: '/docs/api-reference/gemini', label: 'Gemini' },
  ],
};

/** Reads a navbar item through the real site-config schema, as the site does at build time. */
const parseItem = (raw: unknown) => parseSiteConfig({ navbar: { items: [raw] } }).navbar.items[0];

function renderDropdown(mobile: boolean, pathname = '/', raw: unknown = dropdownConfig) {
  mockSidebar();
  return render(
    <LocationProvider value={{ pathname, search: '', hash: '', key: 'k' }}>
      <DocsVersionProvider>
        <ul>
          <NavbarItem item={parseItem(raw)} mobile={mobile} />
        </ul>
        <button type="button">Outside</button>
      </DocsVersionProvider>
    </LocationProvider>,
  );
}

describe('dropdown position', () => {
  // The schema gives an item without "position" the spec's default, "right"; a dropdown at the right
  // end of the navbar aligns its menu to its right edge so the menu stays on screen.
  it('aligns the menu of a dropdown configured without a position to the right, as the schema default says', () => {
    renderDropdown(false);
    expect(screen.getByRole('button', { name: 'API Reference' }).parentElement).toHaveClass('dropdown', 'dropdownRight');
  });

  it('leaves the menu of a left-hand dropdown aligned to its left edge', () => {
    renderDropdown(false, '/', { ...dropdownConfig, position: 'left' });
    const container = screen.getByRole('button', { name: 'API Reference' }).parentElement;
    expect(container).toHaveClass('dropdown');
    expect(container).not.toHaveClass('dropdownRight');
  });
});

describe('desktop dropdown', () => {
  it('announces a popup and toggles with Enter and Space', () => {
    renderDropdown(false);
    const trigger = screen.getByRole('button', { name: 'API Reference' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(trigger, { key: ' ' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on an outside mouse press, touch or focus, but not when focus moves inside', () => {
    renderDropdown(false);
    const trigger = screen.getByRole('button', { name: 'API Reference' });
    const open = () => fireEvent.keyDown(trigger, { key: 'Enter' });
    open();
    fireEvent.focusIn(screen.getByRole('link', { name: 'OpenAI' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Outside' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    open();
    fireEvent.touchStart(screen.getByRole('button', { name: 'Outside' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    open();
    fireEvent.focusIn(screen.getByRole('button', { name: 'Outside' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape from inside the menu and returns focus to the button', () => {
    renderDropdown(false);
    const trigger = screen.getByRole('button', { name: 'API Reference' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const link = screen.getByRole('link', { name: 'OpenAI' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(trigger);
  });
});

describe('dropdown in the mobile drawer', () => {
  it('starts collapsed when no item matches the current page', () => {
    renderDropdown(true, '/docs');
    expect(screen.getByRole('button', { name: 'Expand the dropdown' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'OpenAI' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Expand the dropdown' }));
    expect(screen.getByRole('link', { name: 'OpenAI' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Collapse the dropdown' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders its items only once first expanded, then keeps them, hidden, when collapsed', () => {
    renderDropdown(true, '/docs');
    const caret = screen.getByRole('button', { name: 'Expand the dropdown' });
    const list = document.getElementById(caret.getAttribute('aria-controls')!)!;
    expect(list).toBeEmptyDOMElement();
    expect(list).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'OpenAI', hidden: true })).not.toBeInTheDocument();
    fireEvent.click(caret);
    expect(screen.getByRole('link', { name: 'OpenAI' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse the dropdown' }));
    expect(list).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'OpenAI', hidden: true })).toBeInTheDocument();
  });

  it('starts expanded when one of its items is the current page', () => {
    renderDropdown(true, '/docs/api-reference/gemini');
    expect(screen.getByRole('button', { name: 'Collapse the dropdown' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Gemini' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'OpenAI' })).toBeVisible();
  });
});
