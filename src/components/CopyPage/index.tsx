import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { siteConfig } from '../../config/runtime';
import { translate } from '../../i18n/translate';
import { markdownPath, markdownUrl, prefixedPath } from '../../utils/page-url';
import * as styles from './styles.module.css';

export interface CopyPageProps {
  /** Site path of the page without the path prefix, e.g. `/docs/get-started/error-codes`. */
  readonly path: string;
}

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** How long "Copied" / "Copy failed" stays on the button. */
export const FEEDBACK_MS = 2000;

/** Links that open the page's Markdown in a chat assistant, with a prompt naming its absolute URL. */
export function assistantLinks(path: string): { chatgpt: string; claude: string; prompt: string } {
  const prompt = translate('copyPage.prompt', { url: markdownUrl(siteConfig, path) });
  const q = encodeURIComponent(prompt);
  return { prompt, chatgpt: `https://chatgpt.com/?q=${q}`, claude: `https://claude.ai/new?q=${q}` };
}

async function fetchMarkdown(href: string): Promise<string> {
  const response = await fetch(href, { headers: { Accept: 'text/markdown, text/plain' } });
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return response.text();
}

/**
 * Puts text on the clipboard. Where `ClipboardItem` exists, `write()` is called at once with the
 * text still arriving: Safari only allows clipboard writes that start inside the click itself.
 */
async function writeToClipboard(text: Promise<string>): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) throw new Error('The clipboard is not available here');
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch (error) {
      // A fetch failure is final; a browser that refuses promised data gets plain writeText below.
      await text;
      if (typeof clipboard.writeText !== 'function') throw error;
    }
  }
  await clipboard.writeText(await text);
}

/**
 * "Copy page" split button next to a doc's title: the main button copies the page's Markdown
 * (fetched from its `.md` twin only when asked); the menu button opens more actions (view the
 * Markdown, open it in ChatGPT or Claude). The menu follows the WAI-ARIA menu button pattern.
 */
export default function CopyPage({ path }: CopyPageProps) {
  const id = useId();
  const menuId = `${id}-menu`;
  const buttonId = `${id}-button`;
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const cache = useRef<Promise<string> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLElement | null>>([]);
  /** Which item to focus once the menu has rendered: 'first', 'last' or none. */
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);

  const mdHref = prefixedPath(siteConfig, markdownPath(path));
  const links = assistantLinks(path);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const showStatus = useCallback((next: Status) => {
    setStatus(next);
    if (timer.current) clearTimeout(timer.current);
    if (next === 'copied' || next === 'failed') timer.current = setTimeout(() => setStatus('idle'), FEEDBACK_MS);
  }, []);

  const copy = useCallback(async () => {
    showStatus('copying');
    if (!cache.current) {
      cache.current = fetchMarkdown(mdHref);
      // A failed fetch is tried again next time.
      cache.current.catch(() => {
        cache.current = null;
      });
    }
    try {
      await writeToClipboard(cache.current);
      showStatus('copied');
    } catch {
      showStatus('failed');
    }
  }, [mdHref, showStatus]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setFocusOnOpen(null);
    if (returnFocus) toggle.current?.focus();
  }, []);

  const openMenu = useCallback((focus: 'first' | 'last') => {
    setOpen(true);
    setFocusOnOpen(focus);
  }, []);

  // Move focus into the menu once it is shown.
  useEffect(() => {
    if (!open || !focusOnOpen) return;
    const list = items.current.filter((item): item is HTMLElement => item !== null);
    (focusOnOpen === 'first' ? list[0] : list[list.length - 1])?.focus();
    setFocusOnOpen(null);
  }, [open, focusOnOpen]);

  // Close on a pointer press outside the control.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent | MouseEvent | TouchEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open, close]);

  // Enter and Space reach onClick natively (and open the menu on its first item).
  const onToggleKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const list = items.current.filter((item): item is HTMLElement => item !== null);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? list.length - 1 : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case ' ':
        // Space activates links in a menu too (buttons do it natively).
        if (document.activeElement instanceof HTMLAnchorElement) {
          event.preventDefault();
          document.activeElement.click();
        }
        break;
      default:
    }
  };

  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (open && event.relatedTarget && root.current && !root.current.contains(event.relatedTarget as Node)) close(false);
  };

  const label =
    status === 'copied' ? translate('copyPage.copied') : status === 'failed' ? translate('copyPage.failed') : translate('copyPage.copy');
  const announcement =
    status === 'copied' ? translate('copyPage.copiedAnnouncement') : status === 'failed' ? translate('copyPage.failedAnnouncement') : '';
  const newTab = <span className="visually-hidden"> {translate('copyPage.opensInNewTab')}</span>;
  items.current = [];
  const itemRef = (index: number) => (element: HTMLElement | null) => {
    items.current[index] = element;
  };

  return (
    // Interface, not content: kept out of the search index.
    <div className={styles.root} ref={root} onBlur={onBlur} data-pagefind-ignore="">
      <div className={styles.group}>
        <button type="button" className={styles.main} onClick={copy} aria-busy={status === 'copying'} data-status={status}>
          {status === 'copied' ? <CheckIcon /> : <CopyIcon />}
          <span>{label}</span>
        </button>
        <button
          type="button"
          ref={toggle}
          id={buttonId}
          className={styles.toggle}
          aria-label={translate('copyPage.menuButtonAriaLabel')}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => (open ? close(false) : openMenu('first'))}
          onKeyDown={onToggleKeyDown}
        >
          <ChevronIcon />
        </button>
      </div>
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
      <ul id={menuId} role="menu" aria-labelledby={buttonId} className={styles.menu} hidden={!open} onKeyDown={onMenuKeyDown}>
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            ref={itemRef(0)}
            className={styles.item}
            onClick={() => {
              close(true);
              void copy();
            }}
          >
            <CopyIcon />
            <span className={styles.itemText}>
              <span className={styles.itemLabel}>{translate('copyPage.copy')}</span>
              <span className={styles.itemHint}>{translate('copyPage.copyDescription')}</span>
            </span>
          </button>
        </li>
        <li role="none">
          <a role="menuitem" tabIndex={-1} ref={itemRef(1)} className={styles.item} href={mdHref} onClick={() => close(false)}>
            <MarkdownIcon />
            <span className={styles.itemText}>
              <span className={styles.itemLabel}>{translate('copyPage.viewMarkdown')}</span>
              <span className={styles.itemHint}>{translate('copyPage.viewMarkdownDescription')}</span>
            </span>
          </a>
        </li>
        <li role="none">
          <a
            role="menuitem"
            tabIndex={-1}
            ref={itemRef(2)}
            className={styles.item}
            href={links.chatgpt}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => close(false)}
          >
            <ExternalIcon />
            <span className={styles.itemText}>
              <span className={styles.itemLabel}>
                {translate('copyPage.openInChatGpt')}
                {newTab}
              </span>
              <span className={styles.itemHint}>{translate('copyPage.openInDescription')}</span>
            </span>
          </a>
        </li>
        <li role="none">
          <a
            role="menuitem"
            tabIndex={-1}
            ref={itemRef(3)}
            className={styles.item}
            href={links.claude}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => close(false)}
          >
            <ExternalIcon />
            <span className={styles.itemText}>
              <span className={styles.itemLabel}>
                {translate('copyPage.openInClaude')}
                {newTab}
              </span>
              <span className={styles.itemHint}>{translate('copyPage.openInDescription')}</span>
            </span>
          </a>
        </li>
      </ul>
    </div>
  );
}

/** Lays out a page title and the "Copy page" control on one row (wrapping on narrow screens). */
export function TitleRow({ children }: { readonly children: React.ReactNode }) {
  return <div className={styles.titleRow}>{children}</div>;
}

const iconProps = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  className: styles.icon,
};

function CopyIcon() {
  return (
    <svg {...iconProps}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg {...iconProps}>
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg {...iconProps}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

function MarkdownIcon() {
  return (
    <svg {...iconProps}>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M6 15V9l3 3 3-3v6M16 9v6m-2-2 2 2 2-2" />
    </svg>
  );
}

function ExternalIcon() {
  return (
    <svg {...iconProps}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
