import React, { useId, useRef } from 'react';
import { translate } from '../../i18n/translate';
import { IconCheck, IconChevronDown, IconCopy } from '../Icons';
import { assistantLinks, markdownHref } from './markdown';
import Menu from './Menu';
import { useCopyMarkdown } from './useCopyMarkdown';
import { useMenuButton } from './useMenuButton';
import * as styles from './styles.module.css';

export { assistantLinks, mcpInstallLinks } from './markdown';
export { FEEDBACK_MS } from './useCopyMarkdown';

export interface CopyPageProps {
  /** Site path of the page without the path prefix, e.g. `/docs/get-started/error-codes`. */
  readonly path: string;
}

/**
 * "Copy page" split button next to a doc's title: the main button copies the page's Markdown
 * (fetched from its `.md` twin only when asked); the menu button opens more actions (view the
 * Markdown, open it in ChatGPT or Claude, connect the docs' MCP server to Cursor or VS Code). The menu follows the WAI-ARIA menu button pattern.
 */
export default function CopyPage({ path }: CopyPageProps) {
  const id = useId();
  const menuId = `${id}-menu`;
  const buttonId = `${id}-button`;
  const root = useRef<HTMLDivElement>(null);
  const mdHref = markdownHref(path);
  const links = assistantLinks(path);
  const { status, copy } = useCopyMarkdown(mdHref);
  const menu = useMenuButton(root);

  const label = status === 'copied' ? translate('copyPage.copied') : status === 'failed' ? translate('copyPage.failed') : translate('copyPage.copy');
  const announcement = status === 'copied' ? translate('copyPage.copiedAnnouncement') : status === 'failed' ? translate('copyPage.failedAnnouncement') : '';

  return (
    // Interface, not content: kept out of the search index.
    <div className={styles.root} ref={root} data-pagefind-ignore="">
      <div className={styles.group}>
        <button type="button" className={styles.main} onClick={copy} aria-busy={status === 'copying'} data-status={status}>
          {status === 'copied' ? <IconCheck className={styles.icon} /> : <IconCopy className={styles.icon} />}
          <span>{label}</span>
        </button>
        <button
          type="button"
          ref={menu.buttonRef}
          id={buttonId}
          className={styles.toggle}
          aria-label={translate('copyPage.menuButtonAriaLabel')}
          aria-haspopup="menu"
          aria-expanded={menu.open}
          aria-controls={menuId}
          onClick={menu.toggle}
          onKeyDown={menu.onButtonKeyDown}
        >
          <IconChevronDown size={16} className={styles.icon} />
        </button>
      </div>
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
      <Menu
        id={menuId}
        labelledBy={buttonId}
        menu={menu}
        markdownHref={mdHref}
        chatgptHref={links.chatgpt}
        claudeHref={links.claude}
        onCopy={() => void copy()}
      />
    </div>
  );
}

/** Lays out a page title and the "Copy page" control on one row (wrapping on narrow screens). */
export function TitleRow({ children }: { readonly children: React.ReactNode }) {
  return <div className={styles.titleRow}>{children}</div>;
}
