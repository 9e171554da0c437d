import React, { useEffect, useMemo, useState } from 'react';
import DataTable from '../DataTable';
import { Link } from 'gatsby';
import { translate, type MessageId } from '../../i18n/translate';
import * as styles from './styles.module.css';
import {
  ALL,
  distinct,
  filterRows,
  formatContextWindow,
  formatPrice,
  nextSort,
  sortRows,
  type CatalogRow,
  type SortKey,
  type SortState,
} from './model-catalog';

export interface ModelCatalogProps {
  /** The rows of content/models.json in file order; the build adds them to the page's content. */
  readonly models: readonly CatalogRow[];
}

const COLUMNS: ReadonlyArray<{ readonly key: SortKey | null; readonly label: MessageId }> = [
  { key: 'modelId', label: 'modelCatalog.column.model' },
  { key: 'vendor', label: 'modelCatalog.column.vendor' },
  { key: 'type', label: 'modelCatalog.column.type' },
  { key: 'contextWindow', label: 'modelCatalog.column.contextWindow' },
  { key: 'input', label: 'modelCatalog.column.input' },
  { key: 'output', label: 'modelCatalog.column.output' },
  { key: null, label: 'modelCatalog.column.capabilities' },
  { key: null, label: 'modelCatalog.column.apiFormat' },
];

/**
 * Every model of content/models.json in one table. The server renders all rows in catalogue order
 * so the page reads fully without JavaScript; once hydrated, the vendor and type filters appear and
 * the column headers become sort buttons.
 */
export default function ModelCatalog({ models }: ModelCatalogProps) {
  const all = models;
  const [enhanced, setEnhanced] = useState(false);
  const [vendor, setVendor] = useState(ALL);
  const [type, setType] = useState(ALL);
  const [sort, setSort] = useState<SortState | null>(null);
  useEffect(() => setEnhanced(true), []);

  const vendors = useMemo(() => distinct(all.map((m) => m.vendor)), [all]);
  const types = useMemo(() => distinct(all.map((m) => m.type)), [all]);
  const rows = useMemo(() => sortRows(filterRows(all, vendor, type), sort), [all, vendor, type, sort]);
  const checkedOn = all[0]?.checkedOn ?? '';

  return (
    <div className={styles.catalog} data-model-catalog="">
      {enhanced && (
        <div className={styles.controls} role="group" aria-label={translate('modelCatalog.filters')}>
          <label className={styles.control}>
            <span>{translate('modelCatalog.filter.vendor')}</span>
            <select value={vendor} onChange={(event) => setVendor(event.target.value)}>
              <option value={ALL}>{translate('modelCatalog.filter.allVendors')}</option>
              {vendors.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.control}>
            <span>{translate('modelCatalog.filter.type')}</span>
            <select value={type} onChange={(event) => setType(event.target.value)}>
              <option value={ALL}>{translate('modelCatalog.filter.allTypes')}</option>
              {types.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
          <p className={styles.count} role="status">
            {translate('modelCatalog.count', { shown: rows.length, total: all.length })}
          </p>
        </div>
      )}
      <DataTable className={styles.table} caption={<>{translate('modelCatalog.caption', { date: checkedOn })} </>}>
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const label = translate(column.label);
              const active = column.key !== null && sort?.key === column.key;
              return (
                <th key={column.label} scope="col" aria-sort={active ? sort!.direction : undefined}>
                  {enhanced && column.key !== null ? (
                    <button type="button" className={styles.sortButton} onClick={() => setSort((s) => nextSort(s, column.key!))}>
                      {label}
                      <span className={styles.sortIcon} aria-hidden="true">
                        {active ? (sort!.direction === 'ascending' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    label
                  )}{' '}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((model) => (
            <tr key={model.modelId}>
              <th scope="row" className={styles.model}>
                <Link to={model.docs}>
                  <code>{model.modelId}</code>
                </Link>
                {/* Keeps the id apart from the next cell in the search index (see mdx/Table). */}{' '}
              </th>
              <td>{model.vendor}</td>
              <td>{model.type}</td>
              <td className={styles.number}>{formatContextWindow(model.contextWindow)}</td>
              <td className={styles.number}>{formatPrice(model.pricing.input, model.pricing.unit)}</td>
              <td className={styles.number}>{formatPrice(model.pricing.output, model.pricing.unit)}</td>
              <td>
                {model.capabilities.map((capability, index) => (
                  <React.Fragment key={capability}>
                    {index > 0 && ', '}
                    <span className={styles.capability}>{capability}</span>
                  </React.Fragment>
                ))}
              </td>
              <td>{model.apiFormat}</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length}>{translate('modelCatalog.empty')}</td>
            </tr>
          )}
        </tbody>
      </DataTable>
    </div>
  );
}
