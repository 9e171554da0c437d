import React from 'react';
import { Link } from 'gatsby';
import { siteConfig } from '../../config/runtime';
import { withPrefix } from '../../utils/paths';
import * as styles from './styles.module.css';

/** Logo and title, linking to the home page. */
export default function NavbarLogo({ onClick }: { readonly onClick?: () => void }) {
  const { logo, title } = siteConfig.navbar;
  const showTitle = title !== null && title !== undefined && title !== '';
  const alt = logo?.alt ?? (showTitle ? '' : siteConfig.title);
  return (
    <Link to={logo?.href ?? '/'} className={styles.brand} onClick={onClick} aria-label={showTitle ? undefined : siteConfig.title}>
      {logo && (
        <span className={styles.logo}>
          <img src={withPrefix(`/${logo.src.replace(/^\//, '')}`)} alt={alt} width={logo.width ?? 32} height={logo.height ?? 32} className={logo.srcDark ? styles.lightOnly : undefined} />
          {logo.srcDark && <img src={withPrefix(`/${logo.srcDark.replace(/^\//, '')}`)} alt={alt} width={logo.width ?? 32} height={logo.height ?? 32} className={styles.darkOnly} />}
        </span>
      )}
      {showTitle && <b className={styles.title}>{title}</b>}
    </Link>
  );
}
