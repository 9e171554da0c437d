import React from 'react';
import { translate } from '../../i18n/translate';
import { IconCopy, IconExternal } from '../Icons';
import { IconMarkdown } from '../Icons/page-actions';
import { mcpInstallLinks } from './markdown';
import type { MenuButton } from './useMenuButton';
import * as styles from './styles.module.css';

export interface MenuProps {
  readonly id: string;
  readonly labelledBy: string;
  readonly menu: MenuButton;
  /** The page's Markdown twin. */
  readonly markdownHref: string;
  readonly chatgptHref: string;
  readonly claudeHref: string;
  readonly onCopy: () => void;
}

/** The MCP server's install links for Cursor and VS Code, in menu order. */
function installHrefs(): string[] {
  const links = mcpInstallLinks();
  return [links.cursor, links.vscode];
}

function ItemText({ label, hint }: { readonly label: React.ReactNode; readonly hint: string }) {
  return (
    <span className={styles.itemText}>
      <span className={styles.itemLabel}>{label}</span>
      <span className={styles.itemHint}>{hint}</span>
    </span>
  );
}

/**
 * The menu of the "Copy page" control: copy, view the Markdown, open it in ChatGPT or Claude,
 * connect the docs' MCP server to Cursor or VS Code.
 */
export default function Menu({ id, labelledBy, menu, markdownHref, chatgptHref, claudeHref, onCopy }: MenuProps) {
  const newTab = <span className="visually-hidden"> {translate('copyPage.opensInNewTab')}</span>;
  const assistant = (index: number, href: string, label: string) => (
    <li role="none">
      <a
        role="menuitem"
        tabIndex={-1}
        ref={menu.itemRef(index)}
        className={styles.item}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => menu.close(false)}
      >
        <IconExternal size={16} className={styles.icon} />
        <ItemText
          label={
            <>
              {label}
              {newTab}
            </>
          }
          hint={translate('copyPage.openInDescription')}
        />
      </a>
    </li>
  );
  return (
    <ul id={id} role="menu" aria-labelledby={labelledBy} className={styles.menu} hidden={!menu.open} onKeyDown={menu.onMenuKeyDown}>
      <li role="none">
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          ref={menu.itemRef(0)}
          className={styles.item}
          onClick={() => {
            menu.close(true);
            onCopy();
          }}
        >
          <IconCopy className={styles.icon} />
          <ItemText label={translate('copyPage.copy')} hint={translate('copyPage.copyDescription')} />
        </button>
      </li>
      <li role="none">
        <a role="menuitem" tabIndex={-1} ref={menu.itemRef(1)} className={styles.item} href={markdownHref} onClick={() => menu.close(false)}>
          <IconMarkdown className={styles.icon} />
          <ItemText label={translate('copyPage.viewMarkdown')} hint={translate('copyPage.viewMarkdownDescription')} />
        </a>
      </li>
      {assistant(2, chatgptHref, translate('copyPage.openInChatGpt'))}
      {assistant(3, claudeHref, translate('copyPage.openInClaude'))}
      {/* Rendered once the menu opens: the page's HTML stays free of the two long install links. */}
      {(menu.open ? installHrefs() : []).map((href, i) => (
        <li role="none" key={href}>
          <a role="menuitem" tabIndex={-1} ref={menu.itemRef(4 + i)} className={styles.item} href={href} onClick={() => menu.close(false)}>
            <IconExternal size={16} className={styles.icon} />
            <ItemText label={translate(i === 0 ? 'copyPage.connectCursor' : 'copyPage.connectVsCode')} hint={translate('copyPage.connectDescription')} />
          </a>
        </li>
      ))}
    </ul>
  );
}
