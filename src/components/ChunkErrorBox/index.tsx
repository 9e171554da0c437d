import React from 'react';
import { translate } from '../../i18n/translate';
import * as styles from './styles.module.css';

export interface ChunkErrorBoxProps {
  readonly error: unknown;
  /** Called by the "Retry" button. */
  readonly onRetry: () => void;
}

/** A red box with the error text and a "Retry" button. */
export default function ChunkErrorBox({ error, onRetry }: ChunkErrorBoxProps) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.message}>{String(error)}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {translate('theme.loading.retry')}
      </button>
    </div>
  );
}

export interface ChunkErrorBoundaryProps {
  readonly children: React.ReactNode;
  /** Runs before the children render again after "Retry" (e.g. to start a fresh import). */
  readonly onRetry?: () => void;
}

interface State {
  readonly error: unknown;
}

/**
 * Catches a failure below it (typically a chunk that could not be downloaded) and shows
 * ChunkErrorBox in its place; "Retry" renders the children again.
 */
export class ChunkErrorBoundary extends React.Component<ChunkErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  render() {
    if (this.state.error) return <ChunkErrorBox error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
