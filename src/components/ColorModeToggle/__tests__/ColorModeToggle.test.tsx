import React from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderInShell } from '../../../test-utils/render';
import { resetStorageWarning } from '../../../utils/storage';
import { nextChoice } from '..';

const LIGHT = 'Switch between dark and light mode (currently light mode)';
const DARK = 'Switch between dark and light mode (currently dark mode)';

describe('colour mode toggle', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStorageWarning();
    document.documentElement.setAttribute('data-theme', 'light');
    document.documentElement.setAttribute('data-theme-choice', 'light');
  });

  it('is labelled with the current mode and switches light ↔ dark, remembering the choice', () => {
    renderInShell(<main>page</main>, '/');
    const toggle = screen.getByRole('button', { name: LIGHT });
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: DARK })).toBeInTheDocument();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    fireEvent.click(screen.getByRole('button', { name: DARK }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('starts from what the pre-paint script applied', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    document.documentElement.setAttribute('data-theme-choice', 'dark');
    renderInShell(<main>page</main>, '/');
    expect(screen.getByRole('button', { name: DARK })).toBeInTheDocument();
  });

  it('follows a change made in another tab', () => {
    renderInShell(<main>page</main>, '/');
    act(() => {
      localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', oldValue: null, newValue: 'dark', storageArea: localStorage }));
    });
    expect(screen.getByRole('button', { name: DARK })).toBeInTheDocument();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('keeps working with one warning when storage is unavailable', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('denied');
      },
    });
    try {
      renderInShell(<main>page</main>, '/');
      fireEvent.click(screen.getByRole('button', { name: LIGHT }));
      expect(screen.getByRole('button', { name: DARK })).toBeInTheDocument();
      expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'localStorage', descriptor);
      warn.mockRestore();
    }
  });

  it('cycles through system only when the system preference is respected', () => {
    expect(nextChoice(null, false)).toBe('dark');
    expect(nextChoice('dark', false)).toBe('light');
    expect(nextChoice(null, true)).toBe('light');
    expect(nextChoice('light', true)).toBe('dark');
    expect(nextChoice('dark', true)).toBeNull();
  });
});
