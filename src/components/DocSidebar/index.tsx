import React, { useEffect, useId, useState } from 'react';
import { useIsBrowser } from '../../hooks/useIsBrowser';
import { translate } from '../../i18n/translate';
import { cx } from '../../utils/classNames';
import { findTrail, getFirstLink, isSamePath, type Sidebar, type SidebarCategory, type SidebarItem } from '../../utils/sidebar';
import Collapsible from '../Collapsible';
import { IconChevronRight } from '../Icons';
import SmartLink from '../Link';
import * as styles from './styles.module.css';

export interface DocSidebarItemsProps {
  readonly items: Sidebar;
  /** Current path without the site prefix. */
  readonly pathname: string;
  /** Called when a link is followed (the mobile drawer closes). */
  readonly onItemClick?: () => void;
  readonly level?: number;
  /** Items holding the current page, from the top; computed from `items` at the top level. */
  readonly trail?: ReadonlySet<SidebarItem>;
}

/** The sidebar's item list (used in the desktop sidebar and in the mobile drawer). */
export function DocSidebarItems({ items, pathname, onItemClick, level = 1, trail }: DocSidebarItemsProps) {
  const activeItems = trail ?? new Set(findTrail(items, pathname));
  return (
    <>
      {items.map((item, index) =>
        item.type === 'category' ? (
          <Category key={`${item.label}-${index}`} item={item} pathname={pathname} onItemClick={onItemClick} level={level} trail={activeItems} />
        ) : (
          <LinkItem key={item.href} item={item} pathname={pathname} onItemClick={onItemClick} level={level} />
        ),
      )}
    </>
  );
}

function LinkItem({ item, pathname, onItemClick, level }: { item: SidebarItem; pathname: string; onItemClick?: () => void; level: number }) {
  const active = isSamePath(item.href, pathname);
  return (
    <li className={cx(styles.item, `sidebar-item-link-level-${level}`)}>
      <SmartLink href={item.href ?? '#'} className={cx(styles.link, active && styles.active)} aria-current={active ? 'page' : undefined} onClick={onItemClick}>
        {item.label}
      </SmartLink>
    </li>
  );
}

function Category({
  item,
  pathname,
  onItemClick,
  level,
  trail,
}: {
  item: SidebarCategory;
  pathname: string;
  onItemClick?: () => void;
  level: number;
  trail: ReadonlySet<SidebarItem>;
}) {
  const active = trail.has(item);
  const ownPage = isSamePath(item.href, pathname);
  const [collapsed, setCollapsed] = useState(() => item.collapsible && !active && item.collapsed);
  const isBrowser = useIsBrowser();
  const listId = useId();

  // Expand when the current page moves into this category; never collapse automatically.
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active, pathname]);

  // `lazy`: a collapsed category's items are rendered only once it is first opened (then kept,
  // hidden, when it closes again). Without this, every page's HTML would hold the whole tree: on a
  // 5,000-page docs set that is thousands of links per page and a build whose HTML grows with the
  // square of the page count. Readers without JavaScript reach a collapsed category through its
  // label, which leads to a page where the category is open.
  const children = (
    <Collapsible id={listId} className={styles.list} collapsed={collapsed} lazy>
      <DocSidebarItems items={item.items} pathname={pathname} onItemClick={onItemClick} level={level + 1} trail={trail} />
    </Collapsible>
  );

  if (!item.collapsible) {
    return (
      <li className={cx(styles.item, styles.group, `sidebar-item-category-level-${level}`)}>
        {item.href ? (
          <SmartLink
            href={item.href}
            className={cx(styles.groupLabel, ownPage && styles.active)}
            aria-current={ownPage ? 'page' : undefined}
            onClick={onItemClick}
          >
            {item.label}
          </SmartLink>
        ) : (
          <span className={styles.groupLabel}>{item.label}</span>
        )}
        {children}
      </li>
    );
  }

  const caretLabel = translate(collapsed ? 'theme.DocSidebarItem.expandCategoryAriaLabel' : 'theme.DocSidebarItem.collapseCategoryAriaLabel', {
    label: item.label,
  });
  return (
    <li className={cx(styles.item, collapsed && styles.collapsed, `sidebar-item-category-level-${level}`)}>
      <div className={cx(styles.categoryRow, ownPage && styles.categoryRowActive)}>
        {item.href ? (
          <>
            <SmartLink
              href={item.href}
              className={cx(styles.link, styles.categoryLink, active && styles.activeCategory, ownPage && styles.active)}
              aria-current={ownPage ? 'page' : undefined}
              onClick={(event: React.MouseEvent) => {
                onItemClick?.();
                if (ownPage) {
                  event.preventDefault();
                  setCollapsed((c) => !c);
                } else setCollapsed(false);
              }}
            >
              {item.label}
            </SmartLink>
            <button
              type="button"
              className={styles.caret}
              aria-label={caretLabel}
              aria-expanded={!collapsed}
              aria-controls={listId}
              onClick={() => setCollapsed((c) => !c)}
            >
              <IconChevronRight />
            </button>
          </>
        ) : isBrowser ? (
          <button
            type="button"
            className={cx(styles.link, styles.categoryLink, styles.categoryButton, active && styles.activeCategory)}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={() => setCollapsed((c) => !c)}
          >
            {item.label}
            <IconChevronRight className={styles.inlineCaret} />
          </button>
        ) : (
          // Without JavaScript the category label leads to its first page, where it is expanded.
          <SmartLink href={getFirstLink(item.items)?.href ?? '/docs'} className={cx(styles.link, styles.categoryLink, active && styles.activeCategory)}>
            {item.label}
            <IconChevronRight className={styles.inlineCaret} />
          </SmartLink>
        )}
      </div>
      {children}
    </li>
  );
}

export interface DocSidebarProps {
  readonly sidebar: Sidebar;
  readonly pathname: string;
  readonly onItemClick?: () => void;
  readonly className?: string;
}

/** `nav` "Docs sidebar" holding the whole tree. */
export default function DocSidebar({ sidebar, pathname, onItemClick, className }: DocSidebarProps) {
  return (
    <nav aria-label={translate('theme.docs.sidebar.navAriaLabel')} className={cx(styles.nav, className)}>
      <ul className={styles.root}>
        <DocSidebarItems items={sidebar} pathname={pathname} onItemClick={onItemClick} />
      </ul>
    </nav>
  );
}
