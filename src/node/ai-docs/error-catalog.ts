/**
 * Markdown for `<ErrorCatalog />`, the tables of the Error codes page, which the site renders from
 * content/errors.json rather than from MDX text: the body shape per API format, then the gateway's,
 * Dify's and Kling's codes sorted by status; with `scheme="task"`, the task errors (no status).
 * Pure; reads nothing itself. Data that does not pass the catalogue's validation
 * (src/node/errors.ts) gives null, and the build warns.
 */
import { schemeErrors, selectedErrors, validateErrorCatalog, type CatalogError, type ErrorScheme } from '../errors';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

const HEADINGS: Record<ErrorScheme, string> = {
  gateway: "The gateway's error codes",
  dify: "Dify's codes on the Dify endpoints, in Dify's body",
  kling: "Kling's codes on the Kling endpoints, in Kling's body",
  task: 'Task errors: the error.code of a task that ended as failed or cancelled (no HTTP status: the task is read with a 200 answer)',
};

const link = (e: CatalogError) => `[\`${e.code}\`](${e.docs})`;
const retry = (e: CatalogError) => (e.retryable ? 'yes, with backoff' : 'no');

/**
 * The catalogue as GFM tables, or null when the data is not a valid catalogue. With a `codes`
 * attribute (gateway or task codes separated by spaces), only those errors, in one table; with
 * `scheme="task"`, the task errors' table under its caption.
 */
export function errorCatalogMarkdown(data: unknown, attributes: Readonly<Record<string, string>> = {}): string | null {
  const result = validateErrorCatalog(data);
  if (result.catalog === null) return null;
  const { bodies, errors } = result.catalog;
  if (attributes.codes) {
    const rows = selectedErrors(errors, attributes.codes);
    return `${[row(['Status', 'Code', 'Cause', 'Fix']), row(['-', '-', '-', '-']), ...rows.map((e) => row([e.status === null ? '–' : String(e.status), `\`${e.code}\``, cell(e.cause), cell(e.fix)]))].join('\n')}\n`;
  }
  if (attributes.scheme === 'task') {
    const rows = schemeErrors(errors, 'task');
    const caption = attributes.caption ? cell(attributes.caption) : HEADINGS.task;
    return `${[`${caption}:`, '', row(['Code', 'Cause', 'Fix', 'Retry?']), row(['-', '-', '-', '-']), ...rows.map((e) => row([link(e), cell(e.cause), cell(e.fix), retry(e)]))].join('\n')}\n`;
  }
  const formats = bodies.map((b) => b.format);
  const formatsCell = (e: CatalogError) =>
    `${formats.every((f) => e.formats.includes(f)) ? 'all' : cell(e.formats.join(', '))}${e.anthropicType ? ` (anthropic error.type \`${e.anthropicType}\`)` : ''}`;
  const parts = [
    'Error body by API format, and the body of errors the gateway raises itself (missing key, empty balance, rate limit):',
    '',
    row(['API format', 'Endpoints', 'Body', 'What identifies the error', 'Errors the gateway raises']),
    row(['-', '-', '-', '-', '-']),
    ...bodies.map((b) =>
      row([cell(b.format), cell(b.endpoints), `\`${cell(b.body)}\``, cell(b.codeField), b.gatewayErrors === 'vendor' ? 'same body' : 'OpenAI-style body']),
    ),
  ];
  for (const scheme of ['gateway', 'dify', 'kling'] as const) {
    const rows = schemeErrors(errors, scheme);
    if (rows.length === 0) continue;
    parts.push('', `${HEADINGS[scheme]}:`, '', row(['Status', 'Code', 'API formats', 'Cause', 'Fix', 'Retry?']), row(['-', '-', '-', '-', '-', '-']));
    parts.push(...rows.map((e) => row([String(e.status), link(e), formatsCell(e), cell(e.cause), cell(e.fix), retry(e)])));
  }
  return `${parts.join('\n')}\n`;
}
