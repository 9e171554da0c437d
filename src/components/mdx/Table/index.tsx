import React from 'react';
import { translate } from '../../../i18n/translate';
import * as styles from './styles.module.css';

export type TableProps = React.TableHTMLAttributes<HTMLTableElement>;

/**
 * Markdown tables. Wide tables scroll sideways inside a wrapper instead of widening the page; the
 * wrapper takes keyboard focus so the hidden columns can be reached with the arrow keys, and is a
 * named group so screen readers say what the stop is.
 */
export default function Table(props: TableProps) {
  return (
    <div className={styles.scroll} tabIndex={0} role="group" aria-label={translate('theme.Table.scrollLabel')}>
      <table {...props} />
    </div>
  );
}

export type TableHeaderCellProps = React.ThHTMLAttributes<HTMLTableCellElement>;

/**
 * A header cell. The trailing space (invisible: it collapses at the end of the cell) keeps header
 * words apart in the search index, which joins the text of `th` cells without a gap
 * ("NameTypeRequired"); data cells get their own separator from it.
 */
export function TableHeaderCell({ children, ...props }: TableHeaderCellProps) {
  return <th {...props}>{children} </th>;
}
