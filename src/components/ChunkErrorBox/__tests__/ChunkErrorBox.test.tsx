import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ChunkErrorBox from '..';
import { lazyWithRetry } from '../lazyWithRetry';

function Heavy({ name }: { name: string }) {
  return <p>Loaded {name}</p>;
}

describe('ChunkErrorBox', () => {
  it('shows the error text and a Retry button', async () => {
    const onRetry = jest.fn();
    render(<ChunkErrorBox error={new Error('Loading chunk 42 failed.')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Loading chunk 42 failed.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('lazyWithRetry', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('renders the component once its chunk has loaded', async () => {
    const Lazy = lazyWithRetry(() => Promise.resolve({ default: Heavy }), { fallback: <p>Wait</p> });
    render(<Lazy name="search" />);
    expect(screen.getByText('Wait')).toBeInTheDocument();
    expect(await screen.findByText('Loaded search')).toBeInTheDocument();
  });

  it('shows the red box when the chunk fails and imports again on Retry', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 7 failed.')).mockResolvedValue({ default: Heavy });
    const Lazy = lazyWithRetry<{ name: string }>(load);
    render(<Lazy name="dialog" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 7 failed.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loaded dialog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preload starts the download once and reports failure without throwing', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Heavy });
    const Lazy = lazyWithRetry(load);
    await expect(Lazy.preload()).resolves.toBe(false);
    await expect(Lazy.preload()).resolves.toBe(true);
    await expect(Lazy.preload()).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
