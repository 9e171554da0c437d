import React from 'react';
import { translate } from '../../../i18n/translate';
import * as styles from './styles.module.css';

export interface RecentSearchesProps {
  readonly titleId: string;
  /** Newest first. */
  readonly recent: readonly string[];
  readonly onSearch: (query: string) => void;
  readonly onClear: () => void;
}

/** What the dialog shows before anything is typed: the last searches, to run again or clear. */
export default function RecentSearches({ titleId, recent, onSearch, onClear }: RecentSearchesProps) {
  if (recent.length === 0) return <p className={styles.message}>{translate('search.empty')}</p>;
  return (
    <section aria-labelledby={titleId}>
      <div className={styles.recentHeader}>
        <h3 id={titleId} className={styles.sectionTitle}>
          {translate('search.recent.title')}
        </h3>
        <button type="button" className={styles.textButton} onClick={onClear} aria-label={translate('search.recent.clear')}>
          {translate('search.recent.clearShort')}
        </button>
      </div>
      <ul className={styles.recentList}>
        {recent.map((item) => (
          <li key={item}>
            <button type="button" className={styles.recentItem} onClick={() => onSearch(item)} aria-label={translate('search.recent.use', { query: item })}>
              {item}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
