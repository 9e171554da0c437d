import React from 'react';
import { Link } from 'gatsby';
import { siteConfig } from '../../../config/runtime';
import { translate } from '../../../i18n/translate';
import { withPrefix } from '../../../utils/paths';
import * as styles from './styles.module.css';

/** The answer to a query that matched nothing: where to look instead. */
export default function NoResults({ query, onLeave }: { readonly query: string; readonly onLeave: () => void }) {
  return (
    <div className={styles.message} data-search-no-results="" data-query={query}>
      <p className={styles.noResultsTitle}>{translate('search.noResults.title', { query })}</p>
      <p>{translate('search.noResults.suggestion')}</p>
      <ul className={styles.helpLinks} aria-label={translate('search.noResults.linksLabel')}>
        <li>
          {/* The docs' landing page is the Quick Start. */}
          <Link to={`/${siteConfig.docs.routeBasePath}`} className={styles.helpLink} onClick={onLeave}>
            {translate('search.noResults.quickStart')}
          </Link>
        </li>
        <li>
          <a href={withPrefix('/llms-full.txt')} className={styles.helpLink}>
            {translate('search.noResults.fullText')}
          </a>
        </li>
      </ul>
    </div>
  );
}
