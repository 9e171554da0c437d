import React, { useEffect, useMemo, useState } from 'react';
import DataTable from '../DataTable';
import { Link } from 'gatsby';
import { translate, type MessageId } from '../../i18n/translate';
import { LIFECYCLE_MESSAGES, lifecycleText, type LifecycleMessageId } from './messages';
import * as styles from './styles.module.css';
import { formatContextWindow, formatPrice, type CatalogRow } from '../../content-model/model-catalog';
import {
  ALL,
  DEFAULT_STATUS,
  STATUSES,
  deprecationRows,
  distinct,
  statusLabel,
  filterRows,
  nextSort,
  sortRows,
  type SortKey,
  type SortState,
} from './model-catalog';

export interface ModelCatalogProps {
  /** The rows of content/models.json in file order; the build adds them to the page's content. */
  readonly models: readonly CatalogRow[];
  /** `deprecations` for the table of deprecated and retired models; the model table otherwise. */
  readonly view?: string;
}

const COLUMNS: ReadonlyArray<{ readonly key: SortKey | null; readonly label: MessageId | LifecycleMessageId }> = [
  { key: 'modelId', label: 'modelCatalog.column.model' },
  { key: 'vendor', label: 'modelCatalog.column.vendor' },
  { key: 'type', label: 'modelCatalog.column.type' },
  { key: null, label: 'modelCatalog.column.status' },
  { key: 'contextWindow', label: 'modelCatalog.column.contextWindow' },
  { key: 'input', label: 'modelCatalog.column.input' },
  { key: 'output', label: 'modelCatalog.column.output' },
  { key: null, label: 'modelCatalog.column.capabilities' },
  { key: null, label: 'modelCatalog.column.apiFormat' },
];

const formatDay = (day: string | null) => day ?? lifecycleText('modelCatalog.date.none');

/** A row's header: the model id, linked to the model's page. */
function ModelCell({ model }: { readonly model: CatalogRow }) {
  return (
    <th scope="row" className={styles.model}>
      <Link to={model.slug}>
        <code>{model.modelId}</code>
      </Link>
      {/* Keeps the id apart from the next cell in the search index (see mdx/Table). */}{' '}
    </th>
  );
}

/** The lifecycle status as a word (never a colour alone). */
function StatusBadge({ status }: { readonly status: string }) {
  return (
    <span className={styles.status} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}

/** Deprecated and retired models with their dates and replacement (`<ModelCatalog view="deprecations" />`). */
function Deprecations({ models }: { readonly models: readonly CatalogRow[] }) {
  const rows = deprecationRows(models);
  const pageOf = new Map(models.map((m) => [m.modelId, m.slug]));
  return (
    <div className={styles.catalog} data-model-catalog="">
      <DataTable className={styles.table} caption={lifecycleText('modelCatalog.deprecations.caption')}>
        <thead>
          <tr>
            {(['model', 'vendor', 'status', 'deprecatedOn', 'retiresOn', 'replacement'] as const).map((column) => (
              <th key={column} scope="col">
                {column === 'model' || column === 'vendor' ? translate(`modelCatalog.column.${column}`) : lifecycleText(`modelCatalog.column.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((model) => (
            <tr key={model.modelId}>
              <ModelCell model={model} />
              <td>{model.vendor}</td>
              <td>
                <StatusBadge status={model.status} />
              </td>
              <td>{formatDay(model.deprecatedOn)}</td>
              <td>{formatDay(model.retiresOn)}</td>
              <td>
                {model.replacement && (
                  <Link to={pageOf.get(model.replacement) ?? model.docs}>
                    <code>{model.replacement}</code>
                  </Link>
                )}
              </td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={6}>{lifecycleText('modelCatalog.deprecations.empty')}</td>
            </tr>
          )}
        </tbody>
      </DataTable>
    </div>
  );
}

/**
 * Every model of content/models.json in one table, active models first shown. The server renders
 * the rows of the default filter in catalogue order, the same the browser starts with (no shift,
 * no hydration mismatch), and the Deprecations table beside it lists the others, so the page reads
 * fully without JavaScript; once hydrated, the vendor, type and status filters appear and the
 * column headers become sort buttons.
 */
export default function ModelCatalog({ models, view }: ModelCatalogProps) {
  if (view === 'deprecations') return <Deprecations models={models} />;
  return <ModelTable models={models} />;
}

function ModelTable({ models }: ModelCatalogProps) {
  const all = models;
  const [enhanced, setEnhanced] = useState(false);
  const [vendor, setVendor] = useState(ALL);
  const [type, setType] = useState(ALL);
  const [status, setStatus] = useState(DEFAULT_STATUS);
  const [sort, setSort] = useState<SortState | null>(null);
  useEffect(() => setEnhanced(true), []);

  const vendors = useMemo(() => distinct(all.map((m) => m.vendor)), [all]);
  const types = useMemo(() => distinct(all.map((m) => m.type)), [all]);
  const rows = useMemo(() => sortRows(filterRows(all, vendor, type, status), sort), [all, vendor, type, status, sort]);
  const checkedOn = all[0]?.catalogCheckedOn ?? '';

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
          <label className={styles.control}>
            <span>{lifecycleText('modelCatalog.filter.status')}</span>
            <select value={status} onChange={(event) => setStatus(event.target.value)}>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
              <option value={ALL}>{lifecycleText('modelCatalog.filter.allStatuses')}</option>
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
              const label = column.label in LIFECYCLE_MESSAGES ? lifecycleText(column.label as LifecycleMessageId) : translate(column.label as MessageId);
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
              <ModelCell model={model} />
              <td>{model.vendor}</td>
              <td>{model.type}</td>
              <td>
                <StatusBadge status={model.status} />
              </td>
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
