/**
 * Its own file: the dialog's code must not have been loaded by an earlier test (a module registry
 * per test file), as on a reader's first Ctrl+K.
 */
import React from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import SearchBar from '..';
import { loadPagefind } from '../pagefind';
import type { PagefindApi } from '../results';

jest.mock('../pagefind', () => ({ loadPagefind: jest.fn() }));

const api: PagefindApi = { search: jest.fn(async () => ({ results: [] })) };

it('keeps what is typed while the dialog is still loading, and only then', async () => {
  (loadPagefind as jest.MockedFunction<typeof loadPagefind>).mockResolvedValue(api);
  render(<SearchBar />);
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  // The dialog's code has not arrived yet: without the buffer these keys would be lost.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  for (const key of ['e', 'm', 'x', 'Backspace', 'b', 'Shift', 'e', 'd']) fireEvent.keyDown(document.body, { key });
  const dialog = await screen.findByRole('dialog', { name: 'Search the documentation' });
  const input = within(dialog).getByRole('combobox', { name: 'Search the documentation' });
  await waitFor(() => expect(input).toHaveValue('embed'));
  expect(input).toHaveFocus();
  // Once the dialog is there, keys reach the field as usual and are not caught again.
  const event = new KeyboardEvent('keydown', { key: 'z', bubbles: true, cancelable: true });
  input.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(false);
  expect(input).toHaveValue('embed');
});
