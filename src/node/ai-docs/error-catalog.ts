/**
 * Markdown for `<ErrorCatalog />`, the tables of the Error codes page, which the site renders from
 * content/errors.json rather than from MDX text: the body shape per API format, then the gateway's,
 * Dify's and Kling's codes sorted by status. Pure; reads nothing itself. Data that does not pass
 * the catalogue's validation (src/node/errors.ts) gives null, and the build warns.
 */
import { selectedErrors, validateErrorCatalog, type CatalogError, type ErrorScheme } from '../errors';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

const HEADINGS: Record<ErrorScheme, string> = {
  gateway: "The gateway's error codes",
  dify: "Dify's codes on the Dify endpoints, in Dify's body",
  kling: "Kling's codes on the Kling endpoints, in Kling's body",
};

/**
 * The catalogue as GFM tables, or null when the data is not a valid catalogue. With a `codes`
 * attribute (gateway codes separated by spaces), only those errors, in one table.
 */
export function errorCatalogMarkdown(data: unknown, attributes: Readonly<Record<string, string>> = {}): string | null {
  const result = validateErrorCatalog(data);
  if (result.catalog === null) return null;
  const { bodies, errors } = result.catalog;
  if (attributes.codes) {
    const rows = selectedErrors(errors, attributes.codes);
    return `${[row(['Status', 'Code', 'Cause', 'Fix']), row(['-', '-', '-', '-']), ...rows.map((e) => row([String(e.status), `\`${e.code}\``, cell(e.cause), cell(e.fix)]))].join('\n')}\n`;
  }
  const formats = bodies.map((b) => b.format);
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
    const rows = errors.filter((e) => e.scheme === scheme).sort((a, b) => a.status - b.status);
    if (rows.length === 0) continue;
    parts.push('', `${HEADINGS[scheme]}:`, '', row(['Status', 'Code', 'API formats', 'Cause', 'Fix', 'Retry?']), row(['-', '-', '-', '-', '-', '-']));
    parts.push(
      ...rows.map((e: CatalogError) =>
        row([
          String(e.status),
          e.docs ? `[\`${e.code}\`](${e.docs})` : `\`${e.code}\``,
          formats.every((f) => e.formats.includes(f)) ? 'all' : cell(e.formats.join(', ')),
          cell(e.cause),
          cell(e.fix),
          e.retryable ? 'yes, with backoff' : 'no',
        ]),
      ),
    );
  }
  return `${parts.join('\n')}\n`;
}
