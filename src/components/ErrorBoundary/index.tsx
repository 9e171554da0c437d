import React, { useEffect } from 'react';
import { translate } from '../../i18n/translate';
import * as styles from './styles.module.css';

/** `[error, error.cause, error.cause.cause, ...]` */
export function getErrorCausalChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** Messages of the error and its causes, separated by a blank line and "Cause:". */
export function causalChainText(error: unknown): string {
  return getErrorCausalChain(error)
    .map((e) => (e instanceof Error ? e.message : String(e)))
    .join(`\n\n${translate('theme.ErrorPageContent.cause')}\n`);
}

export interface ErrorBoundaryProps {
  readonly children: React.ReactNode;
  /** What to show instead of the children after they threw. */
  readonly fallback?: (props: { error: Error; tryAgain: () => void }) => React.ReactNode;
}

/**
 * Catches render errors of its children. "Try again" clears the error and renders the children
 * again, without reloading the page.
 */
export default class ErrorBoundary extends React.Component<ErrorBoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  private tryAgain = () => this.setState({ error: null });

  render() {
    const { error } = this.state;
    if (error) {
      const fallback = this.props.fallback ?? ((p) => <ErrorPageContent {...p} />);
      return fallback({ error, tryAgain: this.tryAgain });
    }
    return this.props.children;
  }
}

/** The crash screen shown in place of a page; the tab's title says "Page Error" while it is shown. */
export function ErrorPageContent({ error, tryAgain }: { readonly error: Error; readonly tryAgain: () => void }) {
  // The crashed page's own title effect never ran (or belonged to the page before); a page that
  // renders again after "Try again" or a navigation sets its title back.
  useEffect(() => {
    document.title = translate('theme.ErrorPageContent.headTitle');
  }, []);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{translate('theme.ErrorPageContent.title')}</h1>
      <button type="button" className={styles.button} onClick={tryAgain}>
        {translate('theme.ErrorPageContent.tryAgain')}
      </button>
      <hr className={styles.rule} />
      <p className={styles.message}>{causalChainText(error)}</p>
    </main>
  );
}

/**
 * Wraps one navbar item: a failure is rethrown with a message that asks the site owner to check
 * that item's configuration, with the original error as `cause`.
 */
export class NavbarItemBoundary extends React.Component<{ readonly item: unknown; readonly children: React.ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    if (this.state.error) {
      throw new Error(translate('theme.navbarItem.failed', { item: JSON.stringify(this.props.item, null, 2) }), {
        cause: this.state.error,
      });
    }
    return this.props.children;
  }
}
