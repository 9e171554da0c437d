import React, { useId, useState } from 'react';
import * as styles from './styles.module.css';

export interface DevContentErrorsProps {
  /** The problems of the page, each as the terminal prints it (file:line, what is wrong, the fix). */
  readonly problems: readonly string[];
  /**
   * The page never compiled, so there is nothing under the panel: the problems take the article's
   * place and cannot be dismissed.
   */
  readonly instead?: boolean;
}

/**
 * `gatsby develop` only (src/components/Layout/wrapPage.tsx leaves it out of production bundles):
 * the content errors of the open page, found by the compile step or the build checks
 * (src/node/content-errors.ts), in a panel over the page's last good render. The page data of the
 * page carries them, so the panel comes with the page's update after a save, stays after a reload,
 * and goes with the update that fixes them. Dismissed, it leaves a button that brings it back; a
 * new set of problems shows it again.
 */
export default function DevContentErrors({ problems, instead = false }: DevContentErrorsProps) {
  // The problems dismissed, as one text: a different set is news and shows again.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const key = problems.join('\n');
  const headingId = useId();
  const count = problems.length;
  const title = count === 1 ? 'Content error in this page' : `${count} content errors in this page`;
  if (dismissed === key && !instead) {
    return (
      <button type="button" className={styles.reopen} onClick={() => setDismissed(null)}>
        Show {count === 1 ? 'the content error' : `${count} content errors`}
      </button>
    );
  }
  return (
    <section className={instead ? styles.instead : styles.panel} role="alert" aria-labelledby={headingId} data-dev-content-errors="">
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {!instead && (
          <button type="button" className={styles.dismiss} onClick={() => setDismissed(key)}>
            Dismiss
          </button>
        )}
      </div>
      <p className={styles.note}>
        {instead
          ? 'This page has not compiled since the dev server started. Fix the problem below and save: the page appears without a reload.'
          : 'The page shows its last good version until you fix this and save. A production build fails with the same message.'}
      </p>
      {problems.map((problem, index) => (
        <pre key={index} className={styles.problem}>
          {problem}
        </pre>
      ))}
    </section>
  );
}
