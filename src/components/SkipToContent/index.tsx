import React, { useCallback, useEffect, useRef } from 'react';
import { translate } from '../../i18n/translate';
import { useLocationChange } from '../../hooks/useLocationChange';
import * as styles from './styles.module.css';

/** Id of the element wrapping each page's main content. */
export const MAIN_CONTENT_ID = 'main-content';

/** Focuses an element that is not normally focusable, without leaving a tabindex behind. */
export function focusProgrammatically(element: HTMLElement | null): void {
  if (!element) return;
  element.setAttribute('tabindex', '-1');
  element.focus();
  element.removeAttribute('tabindex');
}

/**
 * "Skip to main content": the first focusable element of every page. After a client-side
 * navigation to a new page (not Back/Forward, not an anchor) focus returns to it, so keyboard users
 * start from the top of the new page.
 */
export default function SkipToContent() {
  const containerRef = useRef<HTMLDivElement>(null);
  const popped = useRef(false);
  const label = translate('theme.common.skipToMainContent');

  useEffect(() => {
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useLocationChange((location, previous) => {
    const wasPop = popped.current;
    popped.current = false;
    if (!location.hash && !wasPop && location.pathname !== previous.pathname) focusProgrammatically(containerRef.current);
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
