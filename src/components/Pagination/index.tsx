import React from 'react';
import { translate } from '../../i18n/translate';
import SmartLink from '../Link';
import * as styles from './styles.module.css';

type Target = { readonly label: string; readonly href: string } | null;

/** "Previous" / "Next" links in sidebar order. */
export default function Pagination({ previous, next }: { readonly previous: Target; readonly next: Target }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={translate('theme.docs.paginator.navAriaLabel')} className={styles.pagination}>
      {previous ? (
        <SmartLink href={previous.href} className={`${styles.link} ${styles.prev}`} rel="prev">
          <span className={styles.sublabel}>{translate('theme.docs.paginator.previous')}</span>
          <span className={styles.label}>
            <span aria-hidden="true">« </span>
            {previous.label}
          </span>
        </SmartLink>
      ) : (
        <span />
      )}
      {next && (
        <SmartLink href={next.href} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.sublabel}>{translate('theme.docs.paginator.next')}</span>
          <span className={styles.label}>
            {next.label}
            <span aria-hidden="true"> »</span>
          </span>
        </SmartLink>
      )}
    </nav>
  );
}
