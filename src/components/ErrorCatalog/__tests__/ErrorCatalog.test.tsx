/**
 * The error tables as the Error codes page renders them: captioned tables with column and row
 * headers, one per kind of code, rows sorted by status, codes linked to the page that documents
 * them; the task errors (no status) in a table of their own.
 */
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import ErrorCatalog from '..';
import type { CatalogError, ErrorBody } from '../../../content-model/error-catalog';

jest.mock('gatsby', () => ({ Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a> }));

const bodies: ErrorBody[] = [
  { format: 'openai', endpoints: 'OpenAI-compatible', body: '{"error": {"code": "…"}}', codeField: 'error.code', gatewayErrors: 'vendor' },
  { format: 'dify', endpoints: 'Dify', body: '{"code": "…", "status": 400}', codeField: 'code', gatewayErrors: 'openai' },
];
const errors: CatalogError[] = [
  {
    status: 429,
    code: 'rate_limit_exceeded',
    scheme: 'gateway',
    type: 'rate_limit_error',
    formats: ['openai', 'dify'],
    cause: 'Too many.',
    fix: 'Wait.',
    retryable: true,
    taskError: true,
    docs: '/docs/get-started/error-codes#429-too-many-requests',
  },
  {
    status: 400,
    code: 'invalid_image',
    scheme: 'gateway',
    type: 'invalid_request_error',
    formats: ['openai'],
    cause: 'Bad image.',
    fix: 'Another.',
    retryable: false,
    docs: '/docs/api-reference/openai/chat',
  },
  {
    status: 400,
    code: 'invalid_param',
    scheme: 'dify',
    type: null,
    formats: ['dify'],
    cause: 'Bad field.',
    fix: 'Fix it.',
    retryable: false,
    docs: '/docs/api-reference/dify/chat',
  },
  {
    status: null,
    code: 'vendor_error',
    scheme: 'task',
    type: null,
    formats: ['openai'],
    cause: 'The vendor failed.',
    fix: 'Submit again.',
    retryable: true,
    docs: '/docs/api-reference/others/task-result',
  },
];

it('renders the body shapes and one captioned table per kind of code, sorted by status', () => {
  render(<ErrorCatalog errors={errors} bodies={bodies} />);
  const tables = screen.getAllByRole('table');
  expect(tables).toHaveLength(3);
  expect(within(tables[0]).getByRole('rowheader', { name: 'openai' })).toBeTruthy();
  expect(tables[1].querySelector('caption')?.textContent).toBe("The gateway's error codes (2), by HTTP status");
  const rows = within(tables[1]).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['invalid_image', 'rate_limit_exceeded']);
  expect(within(rows[0]).getByRole('link', { name: 'invalid_image' }).getAttribute('href')).toBe('/docs/api-reference/openai/chat');
  expect(within(rows[1]).getByRole('link', { name: 'rate_limit_exceeded' }).getAttribute('href')).toBe('/docs/get-started/error-codes#429-too-many-requests');
  expect(
    within(rows[1])
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['429', 'all', 'Too many.', 'Wait.', 'Yes, with backoff']);
  expect(
    within(tables[1])
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Status', 'Code', 'API formats', 'Cause', 'Fix', 'Retry?']);
  expect(tables[2].querySelector('caption')?.textContent).toContain("Dify's codes");
  for (const table of tables) {
    const region = table.closest('[role="region"]') as HTMLElement;
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(document.getElementById(region.getAttribute('aria-labelledby') as string)?.tagName).toBe('CAPTION');
  }
});

it('with codes, shows only those gateway errors, in that order, in one captioned table', () => {
  render(<ErrorCatalog errors={errors} bodies={bodies} codes="rate_limit_exceeded  invalid_image invalid_param" />);
  const table = screen.getByRole('table');
  expect(table.querySelector('caption')?.textContent).toMatch(/^Errors the gateway raises itself on this endpoint/);
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent),
  ).toEqual(['rate_limit_exceeded', 'invalid_image']);
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Status', 'Code', 'Cause', 'Fix']);
});

it("with codes and a caption, names that table by the page's caption (two tables on one page must not share a name)", () => {
  render(
    <>
      <ErrorCatalog errors={errors} bodies={bodies} codes="rate_limit_exceeded" />
      <ErrorCatalog errors={errors} bodies={bodies} codes="invalid_image" caption="Image errors" />
    </>,
  );
  expect(
    screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby') && document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent),
  ).toEqual([expect.stringMatching(/^Errors the gateway raises itself on this endpoint/), 'Image errors']);
});

it("gives the Anthropic format's error.type in the formats cell of a code that occurs in that format", () => {
  const withAnthropic: CatalogError[] = [{ ...errors[0], formats: ['openai', 'dify', 'anthropic'], anthropicType: 'rate_limit_error' }];
  render(<ErrorCatalog errors={withAnthropic} bodies={bodies} />);
  const row = within(screen.getAllByRole('table')[1]).getAllByRole('row')[1];
  expect(within(row).getAllByRole('cell')[1].textContent).toBe('all (anthropic: rate_limit_error)');
});

it('with scheme="task", shows the task errors and the gateway codes a task can end with, without status or formats, under the caption', () => {
  render(<ErrorCatalog errors={errors} bodies={bodies} scheme="task" caption="Task errors" />);
  const table = screen.getByRole('table');
  expect(table.querySelector('caption')?.textContent).toBe('Task errors');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Code', 'Cause', 'Fix', 'Retry?']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['vendor_error', 'rate_limit_exceeded']);
  expect(within(rows[0]).getByRole('link', { name: 'vendor_error' }).getAttribute('href')).toBe('/docs/api-reference/others/task-result');
  expect(
    within(rows[0])
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['The vendor failed.', 'Submit again.', 'Yes, with backoff']);
});

it('leaves the task errors out of the full catalogue, which has a table for them elsewhere on the page', () => {
  render(<ErrorCatalog errors={errors} bodies={bodies} />);
  expect(screen.queryByText('vendor_error')).toBeNull();
});

it('leaves out a kind of code the catalogue has none of', () => {
  render(<ErrorCatalog errors={errors.filter((e) => e.scheme === 'gateway')} bodies={bodies} />);
  expect(screen.getAllByRole('table')).toHaveLength(2);
});
