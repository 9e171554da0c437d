import React, { useCallback, useId, useRef, useState } from 'react';
import { siteConfig } from '../../config/runtime';
import { useTocHighlight } from '../../hooks/useTocHighlight';
import { translate } from '../../i18n/translate';
import { cx } from '../../utils/classNames';
import type { TocNode } from '../../utils/toc';
import { IconChevronRight } from '../Icons';
import * as styles from './styles.module.css';

function TocList({ nodes, className, onClick }: { nodes: readonly TocNode[]; className?: string; onClick?: () => void }) {
  if (nodes.length === 0) return null;
  return (
    <ul className={className}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} className={styles.link} onClick={onClick}>
            {node.value}
          </a>
          <TocList nodes={node.children} onClick={onClick} />
        </li>
      ))}
    </ul>
  );
}

function flatIds(nodes: readonly TocNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...flatIds(n.children)]);
}

/** Desktop table of contents with scroll-spy highlighting of the section being read. */
export function TocDesktop({ toc }: { readonly toc: readonly TocNode[] }) {
  const ref = useRef<HTMLElement>(null);
  const ids = React.useMemo(() => flatIds(toc), [toc]);
  const offset = useCallback(() => {
    if (siteConfig.navbar.hideOnScroll) return 0;
    return document.querySelector('nav[aria-label]')?.clientHeight ?? 0;
  }, []);
  useTocHighlight(ref, ids, styles.active, offset);
  return (
    <nav ref={ref} aria-labelledby="toc-title" className={styles.desktop}>
      <p id="toc-title" className={styles.title}>
        {translate('theme.TOC.title')}
      </p>
      <TocList nodes={toc} className={styles.root} />
    </nav>
  );
}

/** Mobile "On this page" box, collapsed until opened. */
export function TocMobile({ toc }: { readonly toc: readonly TocNode[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={cx(styles.mobile, open && styles.open)}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {translate('theme.TOCCollapsible.toggleButtonLabel')}
        <IconChevronRight className={styles.toggleCaret} />
      </button>
      <div id={id} hidden={!open}>
        <TocList nodes={toc} className={styles.root} onClick={() => setOpen(false)} />
      </div>
    </div>
  );
}
