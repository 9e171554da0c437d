/**
 * `lazyWithRetry(() => import('./Heavy'))`: like React.lazy, plus a red error box with a "Retry"
 * button in place of the component when its chunk cannot be downloaded. React.lazy remembers a
 * failed import for good, so Retry creates a fresh lazy component over a fresh import() (webpack
 * requests a failed chunk again on the next import()).
 */
import React, { Suspense, useCallback, useState } from 'react';
import { ChunkErrorBoundary } from '.';

export interface LazyWithRetryOptions {
  /** Shown while the chunk downloads (default: nothing). */
  readonly fallback?: React.ReactNode;
}

export type LazyWithRetryComponent<P extends object> = React.FunctionComponent<P> & {
  /** Starts the download early (e.g. on hover); resolves to whether it succeeded. Never rejects. */
  preload(): Promise<boolean>;
};

export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
  { fallback = null }: LazyWithRetryOptions = {},
): LazyWithRetryComponent<P> {
  let pending: Promise<{ default: React.ComponentType<P> }> | null = null;
  const loadOnce = () => {
    if (!pending) {
      pending = load().catch((error: unknown) => {
        pending = null; // the next attempt downloads again
        throw error;
      });
    }
    return pending;
  };

  function LazyWithRetry(props: P) {
    const [Lazy, setLazy] = useState(() => React.lazy(loadOnce));
    const retry = useCallback(() => setLazy(() => React.lazy(loadOnce)), []);
    return (
      <ChunkErrorBoundary onRetry={retry}>
        <Suspense fallback={fallback}>{React.createElement(Lazy as unknown as React.ComponentType<P>, props)}</Suspense>
      </ChunkErrorBoundary>
    );
  }
  LazyWithRetry.preload = () =>
    loadOnce().then(
      () => true,
      () => false,
    );
  return LazyWithRetry;
}
