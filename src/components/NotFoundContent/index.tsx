import React from 'react';
import { Link } from 'gatsby';
import { translate } from '../../i18n/translate';
import * as styles from './styles.module.css';

export interface NotFoundContentProps {
  /** True while the page checks whether a `.html` URL names an existing page. */
  readonly redirecting?: boolean;
}

/** The not-found message with links back to the docs and the home page. */
export default function NotFoundContent({ redirecting = false }: NotFoundContentProps) {
  return (
    <main className={styles.notFound} aria-busy={redirecting || undefined} hidden={redirecting || undefined}>
      <h1>{translate('theme.NotFound.title')}</h1>
      <p>{translate('theme.NotFound.p1')}</p>
      <p>{translate('theme.NotFound.p2')}</p>
      <nav aria-label={translate('theme.NotFound.linksAriaLabel')}>
        <ul className={styles.links}>
          <li>
            <Link to="/docs">{translate('theme.NotFound.docsLink')}</Link>
          </li>
          <li>
            <Link to="/">{translate('theme.NotFound.homeLink')}</Link>
          </li>
        </ul>
      </nav>
    </main>
  );
}
