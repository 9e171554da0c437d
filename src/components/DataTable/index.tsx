import React, { useId } from 'react';
import * as styles from './styles.module.css';

export interface DataTableProps {
  /** The table's caption, which also names its scroll region. */
  readonly caption: React.ReactNode;
  /** More classes for the `<table>` (for the table's own cell styles). */
  readonly className?: string;
  /** `<thead>` and `<tbody>`. */
  readonly children: React.ReactNode;
}

/**
 * A table of data (the model table, the error catalogue's tables) with its caption, in a region
 * that scrolls sideways and that a keyboard can reach and scroll.
 */
export default function DataTable({ caption, className, children }: DataTableProps) {
  const id = useId();
  return (
    <div className={styles.scroller} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={className ? `${styles.table} ${className}` : styles.table}>
        <caption id={`${id}-caption`} className={styles.caption}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
