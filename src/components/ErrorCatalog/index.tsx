import React from 'react';
import DataTable from '../DataTable';
import { Link } from 'gatsby';
import { translate, type MessageId } from '../../i18n/translate';
import type { CatalogError, ErrorBody, ErrorScheme } from '../../content-model/error-catalog';
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
   * Written in the page: `scheme="task"` shows only the task errors (the `error.code` of a finished
   * task, which has no HTTP status), in their own table for their own section of the page.
   */
  readonly scheme?: 'task';
  /**
   * Written in the page with `codes` or `scheme`: the table's caption, needed when a page shows two
   * such tables, and always with `scheme`. A caption names its table's scroll region for screen
   * readers, so two tables must not share one.
   */
  readonly caption?: string;
}

const SCHEME_CAPTIONS: Record<Exclude<ErrorScheme, 'task'>, MessageId> = {
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

/** The formats an entry occurs in ("all", or their names), and the Anthropic format's error.type when it lists that format. */
function Formats({ error, formats }: { error: CatalogError; formats: readonly ErrorBody['format'][] }) {
  const names = formats.every((f) => error.formats.includes(f)) ? translate('errorCatalog.formats.all') : error.formats.join(', ');
  if (!error.anthropicType) return <>{names}</>;
  return (
    <>
      {names} (anthropic: <code>{error.anthropicType}</code>)
    </>
  );
}

/**
 * One scheme's codes, by status; the task errors (no status, so no status column, and no formats:
 * they come in the task object) in file order, with the gateway codes a task can also end with.
 */
function ErrorTable({
  scheme,
  errors,
  formats,
  caption,
}: {
  scheme: ErrorScheme;
  errors: readonly CatalogError[];
  formats: readonly ErrorBody['format'][];
  caption?: string;
}) {
  const task = scheme === 'task';
  const rows = task
    ? [...errors.filter((e) => e.scheme === 'task'), ...errors.filter((e) => e.scheme === 'gateway' && e.taskError)]
    : errors.filter((e) => e.scheme === scheme).sort((a, b) => (a.status ?? 0) - (b.status ?? 0));
  if (rows.length === 0) return null;
  return (
    <DataTable caption={caption ?? (task ? '' : translate(SCHEME_CAPTIONS[scheme], { count: rows.length }))}>
      <thead>
        <tr>
          {COLUMNS.filter((_, i) => !task || (i !== 0 && i !== 2)).map((column) => (
            <th key={column} scope="col">
              {translate(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((error) => (
          <tr key={error.code}>
            {!task && <td className={styles.status}>{error.status}</td>}
            <th scope="row" className={styles.code}>
              <Link to={error.docs}>
                <code>{error.code}</code>
              </Link>
            </th>
            {!task && (
              <td>
                <Formats error={error} formats={formats} />
              </td>
            )}
            <td>{error.cause}</td>
            <td>{error.fix}</td>
            <td>{translate(error.retryable ? 'errorCatalog.retry.yes' : 'errorCatalog.retry.no')}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** The gateway (or task) errors named in `codes`, in that order: one table for an endpoint page. */
function SelectedErrors({ errors, codes, caption }: { errors: readonly CatalogError[]; codes: string; caption?: string }) {
  const rows = codes
    .split(/\s+/)
    .filter(Boolean)
    .map((code) => errors.find((e) => (e.scheme === 'gateway' || e.scheme === 'task') && e.code === code))
    .filter((e): e is CatalogError => e !== undefined);
  return (
    <div className={styles.catalog} data-error-catalog="">
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
              <td className={styles.status}>{error.status ?? '–'}</td>
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
 * gateway's codes, Dify's and Kling's, each sorted by status; with `scheme="task"`, the task errors
 * alone. Static: it renders the same on the server and in the browser.
 */
export default function ErrorCatalog({ errors, bodies, codes, scheme, caption }: ErrorCatalogProps) {
  if (codes !== undefined) return <SelectedErrors errors={errors} codes={codes} caption={caption} />;
  const formats = bodies.map((body) => body.format);
  if (scheme) {
    return (
      <div className={styles.catalog} data-error-catalog="">
        <ErrorTable scheme={scheme} errors={errors} formats={formats} caption={caption} />
      </div>
    );
  }
  return (
    <div className={styles.catalog} data-error-catalog="">
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
