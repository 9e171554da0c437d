import React, { useCallback, useEffect, useRef } from 'react';
import { translate } from '../../i18n/translate';
import { useLocationChange } from '../../contexts/useLocationChange';
import { wasReplacedTo } from '../../utils/replace-navigation';
import * as styles from './styles.module.css';

/** Id of the element wrapping each page's main content. */
export const MAIN_CONTENT_ID = 'main-content';

/** Focuses an element that is not normally focusable, without leaving a tabindex behind. */
export function focusProgrammatically(element: HTMLElement | null, options?: FocusOptions): void {
  if (!element) return;
  element.setAttribute('tabindex', '-1');
  element.focus(options);
  element.removeAttribute('tabindex');
}

/**
 * "Skip to main content": the first focusable element of every page. After a link navigation
 * (PUSH: not Back/Forward, not a replacement of the history entry, not to an anchor) focus returns
 * to it, so keyboard users start from the top of the new page.
 */
export default function SkipToContent() {
  const containerRef = useRef<HTMLDivElement>(null);
  // The address the last Back/Forward went to. Remembering the address rather than "a pop
  // happened" matters: closing the mobile drawer also pops (its own history entry) without any
  // navigation, and must not make the next link click count as Back.
  const poppedTo = useRef<string | null>(null);
  const label = translate('theme.common.skipToMainContent');

  useEffect(() => {
    const onPop = () => {
      poppedTo.current = window.location.href;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useLocationChange((location) => {
    const wasPop = poppedTo.current === window.location.href;
    poppedTo.current = null;
    const wasReplace = wasReplacedTo(window.location.href);
    // A frame later: Gatsby's router focuses its own wrapper (#gatsby-focus-wrapper) in an effect
    // of a parent component, which runs after this one.
    // Without scrolling: where the page scrolls after a navigation is Gatsby's scroll handler's call
    // (a change of the query string alone keeps the position; src/utils/route-scroll.ts).
    if (!location.hash && !wasPop && !wasReplace) requestAnimationFrame(() => focusProgrammatically(containerRef.current, { preventScroll: true }));
  });

  const onClick = useCallback((event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(MAIN_CONTENT_ID);
    focusProgrammatically(target);
  }, []);

  return (
    <div ref={containerRef} role="region" aria-label={label} className={styles.container}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.link} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
