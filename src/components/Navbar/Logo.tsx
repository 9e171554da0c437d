import React from 'react';
import { Link } from 'gatsby';
import { siteConfig } from '../../config/runtime';
import ThemedImage from '../ThemedImage';
import * as styles from './styles.module.css';

/** Logo and title, linking to the home page. */
export default function NavbarLogo({ onClick, tabIndex }: { readonly onClick?: () => void; readonly tabIndex?: number }) {
  const { logo, title } = siteConfig.navbar;
  const showTitle = title !== null && title !== undefined && title !== '';
  const alt = logo?.alt ?? (showTitle ? '' : siteConfig.title);
  return (
    <Link to={logo?.href ?? '/'} className={styles.brand} onClick={onClick} tabIndex={tabIndex} aria-label={showTitle ? undefined : siteConfig.title}>
      {logo && (
        <span className={styles.logo}>
          <ThemedImage src={logo.src} srcDark={logo.srcDark} alt={alt} width={logo.width ?? 32} height={logo.height ?? 32} />
        </span>
      )}
      {showTitle && <b className={styles.title}>{title}</b>}
    </Link>
  );
}
