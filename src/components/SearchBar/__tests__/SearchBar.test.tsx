import React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import SearchBar from '..';
import { loadPagefind } from '../pagefind';
import { STORAGE_KEYS, storageKey } from '../../../utils/storage';
import type { PagefindApi, PagefindResultData } from '../results';

jest.mock('../pagefind', () => ({ loadPagefind: jest.fn() }));

// userEvent types key by key; the shared CI machine can be slow.
jest.setTimeout(20_000);

const mockedLoad = loadPagefind as jest.MockedFunction<typeof loadPagefind>;
const mockedNavigate = navigate as unknown as jest.Mock;

const PAGES: Record<string, PagefindResultData[]> = {
  embedding: [
    {
      url: '/docs/api-reference/openai/embedding/',
      excerpt: '',
      meta: { title: 'OpenAI Embeddings', trail: 'API REFERENCE › OpenAI' },
      sub_results: [
        { url: '/docs/api-reference/openai/embedding/', title: 'OpenAI Embeddings', excerpt: 'Turn text into <mark>embedding</mark> vectors' },
        { url: '/docs/api-reference/openai/embedding/#endpoint', title: 'Endpoint', excerpt: 'POST <mark>/v1/embeddings</mark> &lt;x&gt;' },
      ],
    },
    {
      url: '/docs/api-reference/qwen/embedding/',
      excerpt: '',
      meta: { title: 'Qwen Embeddings', trail: 'API REFERENCE › Qwen' },
      sub_results: [{ url: '/docs/api-reference/qwen/embedding/#endpoint', title: 'Endpoint', excerpt: 'POST <mark>/v1/embeddings</mark>' }],
    },
  ],
};

function fakeApi(): PagefindApi & { search: jest.Mock } {
  return {
    search: jest.fn(async (query: string) => ({
      results: (PAGES[query.toLowerCase()] ?? []).map((data, index) => ({ id: String(index), data: async () => data })),
    })),
  };
}

const RECENT_KEY = storageKey(STORAGE_KEYS.recentSearches);

function setup() {
  const user = userEvent.setup();
  render(
    <div>
      <input aria-label="Other field" />
      <a href="/somewhere">Somewhere</a>
      <header>
        <SearchBar />
      </header>
    </div>,
  );
  return { user, button: screen.getByRole('button', { name: 'Search' }) };
}

async function openWithClick(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await user.click(button);
  return screen.findByRole('dialog', { name: 'Search the documentation' });
}

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  localStorage.clear();
  api = fakeApi();
  mockedLoad.mockReset();
  mockedLoad.mockResolvedValue(api);
  mockedNavigate.mockReset();
});

describe('SearchBar button', () => {
  it('shows the keyboard hint for the platform after mount, hidden from the accessible name', async () => {
    const { button } = setup();
    expect(button).toHaveAccessibleName('Search');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
    await waitFor(() => expect(button.querySelector('kbd')).toHaveTextContent('Ctrl K'));
  });

  it('shows ⌘K on Apple platforms', async () => {
    const spy = jest.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const { button } = setup();
    await waitFor(() => expect(button.querySelector('kbd')).toHaveTextContent('⌘K'));
    spy.mockRestore();
  });

  it('loads nothing of the search until the dialog opens', async () => {
    const { user, button } = setup();
    expect(mockedLoad).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openWithClick(user, button);
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });
});

describe('search dialog', () => {
  it('is a labelled modal dialog with the input focused and the background inert', async () => {
    const { user, button } = setup();
    const dialog = await openWithClick(user, button);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const input = within(dialog).getByRole('combobox', { name: 'Search the documentation' });
    await waitFor(() => expect(input).toHaveFocus());
    expect(button.closest('body > div')).toHaveAttribute('inert');
    expect(dialog.closest('[data-search-portal]')).not.toHaveAttribute('inert');
  });

  it('shows results grouped by page with section headings and highlighted excerpts', async () => {
    const { user, button } = setup();
    const dialog = await openWithClick(user, button);
    await user.type(within(dialog).getByRole('combobox'), 'embedding');
    const listbox = await within(dialog).findByRole('listbox', { name: 'Search results' });
    // Says which query the listed results answer (they stay while the next query is searched).
    expect(listbox).toHaveAttribute('data-query', 'embedding');
    const groups = within(listbox).getAllByRole('group');
    // Each group is named by the page title and its sidebar path, both shown.
    expect(groups.map((g) => g)).toEqual([
      within(listbox).getByRole('group', { name: 'OpenAI Embeddings API REFERENCE › OpenAI' }),
      within(listbox).getByRole('group', { name: 'Qwen Embeddings API REFERENCE › Qwen' }),
    ]);
    expect(within(groups[1]).getByText('API REFERENCE › Qwen')).toBeVisible();
    expect(within(groups[0]).getAllByRole('option')).toHaveLength(2);
    expect(within(groups[1]).getAllByRole('option')).toHaveLength(1);
    // Every result is a link to its page or section (path prefix included), out of the tab order.
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => [o.tagName, o.getAttribute('href'), o.getAttribute('tabindex')]),
    ).toEqual([
      ['A', '/docs/api-reference/openai/embedding', '-1'],
      ['A', '/docs/api-reference/openai/embedding#endpoint', '-1'],
      ['A', '/docs/api-reference/qwen/embedding#endpoint', '-1'],
    ]);
    const endpoint = within(groups[0]).getAllByRole('option')[1];
    expect(endpoint).toHaveTextContent('Endpoint');
    expect(endpoint.querySelector('mark')).toHaveTextContent('/v1/embeddings');
    // Entities are decoded as text, never parsed as markup.
    expect(endpoint).toHaveTextContent('<x>');
    expect(endpoint.querySelector('x')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('2 pages found');
    expect(api.search).toHaveBeenLastCalledWith('embedding');
  });

  it('moves through options with the arrow keys (aria-activedescendant) and opens the active one with Enter', async () => {
    const { user, button } = setup();
    const dialog = await openWithClick(user, button);
    const input = within(dialog).getByRole('combobox');
    await user.type(input, 'embedding');
    const options = await within(dialog).findAllByRole('option');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);

    // The scrollable results are reachable with Tab too (for scrolling), after the close button.
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('region', { name: 'Search results (scroll)' })).toHaveFocus();
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(mockedNavigate).toHaveBeenCalledWith('/docs/api-reference/openai/embedding#endpoint');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(RECENT_KEY)!)).toEqual(['embedding']);
  });

  it('opens a result on click', async () => {
    const { user, button } = setup();
    const dialog = await openWithClick(user, button);
    await user.type(within(dialog).getByRole('combobox'), 'embedding');
    const options = await within(dialog).findAllByRole('option');
    await user.click(options[2]);
    expect(mockedNavigate).toHaveBeenCalledWith('/docs/api-reference/qwen/embedding#endpoint');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
  ])('leaves a %s+click to the browser (new tab or window) and stays open', async (_name, modifiers) => {
    const { user, button } = setup();
    const dialog = await openWithClick(user, button);
    await user.type(within(dialog).getByRole('combobox'), 'embedding');
    const options = await within(dialog).findAllByRole('option');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...modifiers });
    // Read on the document, after React's handler; then stop jsdom from trying to navigate.
    const defaultPreventedByDialog = await new Promise<boolean>((resolve) => {
      document.addEventListener(
        'click',
        (event) => {
          resolve(event.defaultPrevented);
          event.preventDefault();
        },
        { once: true },
      );
      act(() => {
        options[1].dispatchEvent(click);
      });
    });
    expect(defaultPreventedByDialog).toBe(false);
    expect(mockedNavigate).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(RECENT_KEY)!)).toEqual(['embedding']);
  });

  it('says so when nothing matches and suggests what to try', async () => {
    const { user, button } = setup();
    const dialog = await openWithClick(user, button);
    const input = within(dialog).getByRole('combobox');
    await user.type(input, 'zzzz');
    expect(await within(dialog).findByText('No results for “zzzz”', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No results for “zzzz”');
    expect(within(dialog).getByText(/Check the spelling.*endpoint path such as \/v1\/chat\/completions.*model id/)).toBeInTheDocument();
    const help = within(dialog).getByRole('list', { name: 'Other ways in' });
    expect(within(help).getByRole('link', { name: 'Start with the Quick Start' })).toHaveAttribute('href', '/docs');
    expect(within(help).getByRole('link', { name: 'Read all docs in one text file (llms-full.txt)' })).toHaveAttribute('href', '/llms-full.txt');
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(mockedNavigate).not.toHaveBeenCalled();
  });

  it('debounces typing into one search for the final text', async () => {
    const { user, button } = setup();
    const dialog = await openWithClick(user, button);
    const input = within(dialog).getByRole('combobox');
    await waitFor(() => expect(mockedLoad).toHaveBeenCalled());
    // Keystrokes closer together than the debounce delay (fired synchronously here).
    for (let end = 1; end <= 'embedding'.length; end += 1) fireEvent.change(input, { target: { value: 'embedding'.slice(0, end) } });
    await within(dialog).findAllByRole('option');
    expect(api.search).toHaveBeenCalledTimes(1);
    expect(api.search).toHaveBeenCalledWith('embedding');
  });

  it('lists recent searches, reuses one on click and clears them with a labelled button', async () => {
    localStorage.setItem(RECENT_KEY, JSON.stringify(['embedding', 'max_tokens']));
    const { user, button } = setup();
    const dialog = await openWithClick(user, button);
    const recent = within(dialog).getByRole('region', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['embedding', 'max_tokens']);

    await user.click(within(recent).getByRole('button', { name: 'Search again for “embedding”' }));
    expect(within(dialog).getByRole('combobox')).toHaveValue('embedding');
    expect(await within(dialog).findAllByRole('option')).toHaveLength(3);

    await user.clear(within(dialog).getByRole('combobox'));
    await user.click(within(dialog).getByRole('button', { name: 'Clear recent searches' }));
    expect(localStorage.getItem(RECENT_KEY)).toBeNull();
    expect(within(dialog).queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox')).toHaveFocus();
  });

  it('closes on Escape, gives focus back to the button and lifts inertness', async () => {
    const { user, button } = setup();
    await openWithClick(user, button);
    // Browsers refuse focus to inert elements: the button must be focused after inert is lifted.
    const inertAtFocus: boolean[] = [];
    const focus = jest.spyOn(button, 'focus').mockImplementation(function (this: HTMLElement, options?: FocusOptions) {
      inertAtFocus.push(!!button.closest('[inert]'));
      HTMLElement.prototype.focus.call(this, options);
    });
    await user.keyboard('{Escape}');
    expect(inertAtFocus).toEqual([false]);
    focus.mockRestore();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('closes with the close button', async () => {
    const { user, button } = setup();
    const dialog = await openWithClick(user, button);
    await user.click(within(dialog).getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, button } = setup();
    const dialog = await openWithClick(user, button);
    const input = within(dialog).getByRole('combobox');
    const close = within(dialog).getByRole('button', { name: 'Close search' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('keeps the query when reopened', async () => {
    const { user, button } = setup();
    const dialog = await openWithClick(user, button);
    await user.type(within(dialog).getByRole('combobox'), 'embedding');
    await user.keyboard('{Escape}');
    await user.click(button);
    expect(await screen.findByRole('combobox')).toHaveValue('embedding');
  });

  it('explains that search needs a production build when the index is missing in development', async () => {
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    mockedLoad.mockRejectedValue(new Error('404'));
    try {
      const { user, button } = setup();
      const dialog = await openWithClick(user, button);
      expect(await within(dialog).findByText(/npm run build && npm run serve/, { selector: 'p' })).toBeVisible();
      expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    } finally {
      process.env.NODE_ENV = env;
    }
  });

  it('offers a retry when the index fails to load in production', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('offline'));
    const { user, button } = setup();
    const dialog = await openWithClick(user, button);
    const retry = await within(dialog).findByRole('button', { name: 'Try again' });
    expect(within(dialog).getByText('Search could not load. Check your connection and try again.', { selector: 'p' })).toBeVisible();
    await user.click(retry);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });
});

describe('keyboard shortcuts', () => {
  it.each([
    ['Ctrl+K', '{Control>}k{/Control}'],
    ['Cmd+K', '{Meta>}k{/Meta}'],
    ['/', '/'],
  ])('%s opens the dialog from anywhere', async (_name, keys) => {
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'Somewhere' }));
    await user.keyboard(keys);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // The shortcut's own character is not typed into the search field.
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('does not open on / while typing in a field, but Ctrl+K still works there', async () => {
    const { user } = setup();
    const field = screen.getByRole('textbox', { name: 'Other field' });
    await user.click(field);
    await user.keyboard('a/b');
    expect(field).toHaveValue('a/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('does not open on / with a modifier or on other keys', async () => {
    const { user } = setup();
    await user.keyboard('{Control>}/{/Control}k{Alt>}k{/Alt}');
    // Give a lazy dialog time to appear if it was (wrongly) requested.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens only one dialog when two search buttons are mounted, and stops listening on unmount', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <>
        <SearchBar />
        <SearchBar />
      </>,
    );
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    await user.keyboard('{Escape}');
    unmount();
    render(<input aria-label="x" />);
    await user.keyboard('/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
