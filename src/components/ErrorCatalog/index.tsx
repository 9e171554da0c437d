import React from 'react';
import DataTable from '../DataTable';
import { Link } from 'gatsby';
import { translate, type MessageId } from '../../i18n/translate';
import type { CatalogError, ErrorBody, ErrorScheme } from '../../node/errors';
import * as styles from './styles.module.css';

export interface ErrorCatalogProps {
  /** The entries of content/errors.json in file order; the build adds them to the page's content. */
  readonly errors: readonly CatalogError[];
  /** The body shape of each API format. */
  readonly bodies: readonly ErrorBody[];
  /**
   * Written in the page: gateway codes separated by spaces, e.g. `codes="missing_api_key invalid_api_key"`.
   * Then only those errors are shown, in one short table (the errors an endpoint page lists).
   */
  readonly codes?: string;
  /**
   * Written in the page with `codes`: the table's caption, when a page shows two such tables. A
   * caption names its table's scroll region for screen readers, so two tables must not share one.
   */
  readonly caption?: string;
}

const SCHEME_CAPTIONS: Record<ErrorScheme, MessageId> = {
  gateway: 'errorCatalog.caption.gateway',
  dify: 'errorCatalog.caption.dify',
  kling: 'errorCatalog.caption.kling',
};

const COLUMNS: readonly MessageId[] = [
  'errorCatalog.column.status',
  'errorCatalog.column.code',
  'errorCatalog.column.formats',
  'errorCatalog.column.cause',
  'errorCatalog.column.fix',
  'errorCatalog.column.retry',
];

function ErrorTable({ scheme, errors, formats }: { scheme: ErrorScheme; errors: readonly CatalogError[]; formats: readonly ErrorBody['format'][] }) {
  const rows = errors.filter((e) => e.scheme === scheme).sort((a, b) => a.status - b.status);
  if (rows.length === 0) return null;
  return (
    <DataTable caption={translate(SCHEME_CAPTIONS[scheme], { count: rows.length })}>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {translate(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((error) => (
          <tr key={error.code}>
            <td className={styles.status}>{error.status}</td>
            <th scope="row" className={styles.code}>
              {error.docs ? (
                <Link to={error.docs}>
                  <code>{error.code}</code>
                </Link>
              ) : (
                <code>{error.code}</code>
              )}
            </th>
            <td>{formats.every((f) => error.formats.includes(f)) ? translate('errorCatalog.formats.all') : error.formats.join(', ')}</td>
            <td>{error.cause}</td>
            <td>{error.fix}</td>
            <td>{translate(error.retryable ? 'errorCatalog.retry.yes' : 'errorCatalog.retry.no')}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** The gateway errors named in `codes`, in that order: one table for an endpoint page. */
function SelectedErrors({ errors, codes, caption }: { errors: readonly CatalogError[]; codes: string; caption?: string }) {
  const rows = codes
    .split(/\s+/)
    .filter(Boolean)
    .map((code) => errors.find((e) => e.scheme === 'gateway' && e.code === code))
    .filter((e): e is CatalogError => e !== undefined);
  return (
    <div className={styles.catalog}>
      <DataTable caption={caption ?? translate('errorCatalog.caption.selected')}>
        <thead>
          <tr>
            {(['errorCatalog.column.status', 'errorCatalog.column.code', 'errorCatalog.column.cause', 'errorCatalog.column.fix'] as const).map((column) => (
              <th key={column} scope="col">
                {translate(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((error) => (
            <tr key={error.code}>
              <td className={styles.status}>{error.status}</td>
              <th scope="row" className={styles.code}>
                <code>{error.code}</code>
              </th>
              <td>{error.cause}</td>
              <td>{error.fix}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}

/**
 * The error catalogue (content/errors.json) as tables: the body shape of each API format, then the
 * gateway's codes, Dify's and Kling's, each sorted by status. Static: it renders the same on the
 * server and in the browser.
 */
export default function ErrorCatalog({ errors, bodies, codes, caption }: ErrorCatalogProps) {
  if (codes !== undefined) return <SelectedErrors errors={errors} codes={codes} caption={caption} />;
  const formats = bodies.map((body) => body.format);
  return (
    <div className={styles.catalog}>
      <DataTable caption={translate('errorCatalog.caption.bodies')}>
        <thead>
          <tr>
            <th scope="col">{translate('errorCatalog.column.format')}</th>
            <th scope="col">{translate('errorCatalog.column.endpoints')}</th>
            <th scope="col">{translate('errorCatalog.column.body')}</th>
            <th scope="col">{translate('errorCatalog.column.codeField')}</th>
            <th scope="col">{translate('errorCatalog.column.gatewayErrors')}</th>
          </tr>
        </thead>
        <tbody>
          {bodies.map((body) => (
            <tr key={body.format}>
              <th scope="row">{body.format}</th>
              <td>{body.endpoints}</td>
              <td>
                <code className={styles.body}>{body.body}</code>
              </td>
              <td>{body.codeField}</td>
              <td>{translate(body.gatewayErrors === 'vendor' ? 'errorCatalog.gatewayErrors.vendor' : 'errorCatalog.gatewayErrors.openai')}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <ErrorTable scheme="gateway" errors={errors} formats={formats} />
      <ErrorTable scheme="dify" errors={errors} formats={formats} />
      <ErrorTable scheme="kling" errors={errors} formats={formats} />
    </div>
  );
}
