import React from 'react';
import { formatCatalogDate } from '../../content-model/catalog-date';

export interface PricesCheckedOnProps {
  /** content/models.json's `checkedOn` (YYYY-MM-DD); the build adds it to the page's content. */
  readonly date?: string;
}

/**
 * The date the model catalogue's list prices were last checked, written in running text as
 * `<PricesCheckedOn />` (the Pricing page's "as of" note), so the prose cannot disagree with the
 * data: the `content` resolver (gatsby-node.ts) gives it content/models.json's `checkedOn`.
 */
export default function PricesCheckedOn({ date }: PricesCheckedOnProps) {
  if (!date) return null;
  return <time dateTime={date}>{formatCatalogDate(date)}</time>;
}
