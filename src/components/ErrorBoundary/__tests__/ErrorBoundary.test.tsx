import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import ErrorBoundary, { causalChainText, getErrorCausalChain } from '..';
import { renderInShell } from '../../../test-utils/render';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('Rendering failed', { cause: new Error('Data missing', { cause: 'root cause' }) });
  return <p>Recovered content</p>;
}

describe('error boundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    shouldThrow = true;
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('lists the error and its causes', () => {
    const error = new Error('a', { cause: new Error('b', { cause: new Error('c') }) });
    expect(getErrorCausalChain(error)).toHaveLength(3);
    expect(causalChainText(error)).toBe('a\n\nCause:\nb\n\nCause:\nc');
  });

  it('shows "This page crashed." with the cause chain inside the shell, titled "Page Error", and "Try again" re-renders', () => {
    document.title = 'Quick Start | LLM Provider';
    renderInShell(<Fragile />, '/docs');
    expect(screen.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeInTheDocument();
    expect(screen.getByText(/Rendering failed\s+Cause:\s+Data missing\s+Cause:\s+root cause/)).toBeInTheDocument();
    expect(document.title).toBe('Page Error');
    // The shell is still there.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered content')).toBeInTheDocument();
  });

  it('uses a custom fallback when given', () => {
    render(
      <ErrorBoundary fallback={({ error }) => <p>Failed: {error.message}</p>}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Failed: Rendering failed')).toBeInTheDocument();
  });
});
