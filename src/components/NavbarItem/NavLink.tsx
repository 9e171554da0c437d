import React from 'react';
import SmartLink from '../Link';
import { cx } from '../../utils/classNames';
import type { ResolvedLink } from './types';
import * as styles from './styles.module.css';

/** Renders a resolved link as a desktop navbar link, a dropdown entry or a drawer menu entry. */
export default function NavLink({ link, mobile, isDropdownItem }: { link: ResolvedLink; mobile: boolean; isDropdownItem?: boolean }) {
  const className = cx(mobile ? styles.menuLink : isDropdownItem ? styles.dropdownLink : styles.navLink, link.isActive && styles.active, link.className);
  const target = link.to ?? link.href ?? '#';
  const content = link.html ? <span dangerouslySetInnerHTML={{ __html: link.html }} /> : link.label;
  const anchor = (
    <SmartLink
      href={target}
      className={className}
      onClick={link.onClick}
      aria-current={link.isActive ? 'page' : undefined}
      externalIcon={Boolean(link.href && link.label)}
      lang={link.lang}
    >
      {content}
    </SmartLink>
  );
  return mobile || isDropdownItem ? <li className={mobile ? styles.menuItem : undefined}>{anchor}</li> : anchor;
}
