import React from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ApiKeyField from '..';
import CodeBlock from '../../CodeBlock';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('ApiKeyField', () => {
  it('is a labelled, described, optional password field', () => {
    render(<ApiKeyField />);
    const input = screen.getByLabelText(/Your API key/);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAccessibleDescription(/kept only in this browser tab's session storage and is never sent anywhere/);
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    expect(input.closest('form')).toBeNull();
  });

  it('stores the key in sessionStorage only, and code samples use it', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <>
        <ApiKeyField />
        <CodeBlock html='-H "Authorization: Bearer YOUR_API_KEY"' />
        <CodeBlock html="x-api-key: YOUR_API_KEY" />
      </>,
    );
    await user.type(screen.getByLabelText(/Your API key/), 'sk-test-0000abcd');
    expect(sessionStorage.getItem('llmprovider.api-key')).toBe('sk-test-0000abcd');
    expect(localStorage.length).toBe(0);
    expect(container.querySelectorAll('.tk-key')).toHaveLength(2);
    expect(screen.getByText(/Code samples now use your key/)).toBeInTheDocument();
  });

  it('Clear removes the key, restores the placeholder and returns focus to the field', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('llmprovider.api-key', 'sk-abc-123456789');
    const { container } = render(
      <>
        <ApiKeyField />
        <CodeBlock html="Bearer YOUR_API_KEY" />
      </>,
    );
    expect(screen.getByLabelText(/Your API key/)).toHaveValue('sk-abc-123456789');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(sessionStorage.getItem('llmprovider.api-key')).toBeNull();
    expect(screen.getByLabelText(/Your API key/)).toHaveValue('');
    expect(screen.getByLabelText(/Your API key/)).toHaveFocus();
    expect(container.textContent).toContain('Bearer YOUR_API_KEY');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('trims pasted whitespace and treats an empty field as no key', async () => {
    const user = userEvent.setup();
    render(<ApiKeyField />);
    const input = screen.getByLabelText(/Your API key/);
    await user.click(input);
    await user.paste('  sk-pasted-key  ');
    expect(sessionStorage.getItem('llmprovider.api-key')).toBe('sk-pasted-key');
    await user.clear(input);
    expect(sessionStorage.getItem('llmprovider.api-key')).toBeNull();
  });

  it('never calls the network', async () => {
    const fetchSpy = jest.fn();
    (globalThis as { fetch?: unknown }).fetch = fetchSpy;
    const user = userEvent.setup();
    render(<ApiKeyField />);
    await user.type(screen.getByLabelText(/Your API key/), 'sk-x');
    await act(async () => undefined);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps the key out of the serialised DOM and out of the console, also when storage fails', async () => {
    const KEY = 'sk-secret-7f3a9c21';
    const user = userEvent.setup();
    const logged: unknown[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(...args)),
    );
    const { container } = render(
      <>
        <ApiKeyField />
        <CodeBlock html='-H "Authorization: Bearer YOUR_API_KEY"' />
      </>,
    );
    const input = screen.getByLabelText(/Your API key/) as HTMLInputElement;
    await user.type(input, KEY);
    expect(input.value).toBe(KEY);
    expect(container.innerHTML).not.toContain(KEY);
    expect(input.hasAttribute('value')).toBe(false);

    // Storage refuses the next write (quota, privacy mode): the error names the key, not the value.
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException(`QuotaExceededError while storing ${KEY}2`, 'QuotaExceededError');
    });
    await user.type(input, '2');
    setItem.mockRestore();
    expect(container.innerHTML).not.toContain(KEY);
    const text = logged.map((item) => (item instanceof Error ? `${item.name} ${item.message} ${item.stack}` : String(item))).join('\n');
    expect(text).toMatch(/can't set key=llmprovider\.api-key \(value not shown\)/);
    expect(text).not.toContain(KEY);
    spies.forEach((spy) => spy.mockRestore());
  });
});
