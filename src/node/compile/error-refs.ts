/**
 * The error codes a page uses, read off its syntax tree during the compile step's one walk
 * (./outline.ts), for the build's check against content/errors.json (src/node/errors.ts):
 *
 * - error tables: a table with a status column ("Status", "HTTP status") or a "Cause" column, and a
 *   code column ("Code", "Dify code", "Kling code"); each code in backticks in that column, paired
 *   with the row's status. A cell written `400 \`code\`` pairs the two in one cell.
 * - `<ErrorCatalog codes="…" />`: each code it names.
 * - sample error bodies: JSON in a fenced block (json, text, or no language; `data: {…}` stream
 *   lines too) or in inline code: `{"error": {"code": "…", "type": "…"}}` (the gateway's body),
 *   `{"code": "…", "status": 400}` (Dify's) and `{"code": 1201, "request_id": …}` (Kling's).
 */
import type { ErrorRef, ErrorScheme } from '../errors';
import { plainText, type MdastNode } from './mdast';

export type { ErrorRef };

const STATUS_HEADER = /^(http )?status$/i;
const CODE_HEADERS: Record<string, ErrorScheme> = { code: 'gateway', 'dify code': 'dify', 'kling code': 'kling' };

const cellText = (cell: MdastNode | undefined) => (cell ? plainText(cell).replace(/\s+/g, ' ').trim() : '');
const inlineCodes = (cell: MdastNode | undefined): string[] =>
  (cell?.children ?? []).filter((c) => c.type === 'inlineCode').map((c) => String(c.value ?? '').trim());

/** Codes of an error table (see the module comment); `lineOf` gives a node's line in the file. */
export function tableErrorRefs(table: MdastNode, lineOf: (node: MdastNode) => number): ErrorRef[] {
  const [header, ...rows] = table.children ?? [];
  if (!header) return [];
  const headers = (header.children ?? []).map((cell) => cellText(cell).toLowerCase());
  const statusColumn = headers.findIndex((h) => STATUS_HEADER.test(h));
  const codeColumn = headers.findIndex((h) => h in CODE_HEADERS);
  const isErrorTable = statusColumn >= 0 || headers.includes('cause');
  if (!isErrorTable) return [];
  const refs: ErrorRef[] = [];
  for (const row of rows) {
    const cells = row.children ?? [];
    const line = lineOf(row);
    const statusText = statusColumn >= 0 ? cellText(cells[statusColumn]) : '';
    const status = /^\d{3}$/.test(statusText) ? Number(statusText) : null;
    if (codeColumn >= 0) {
      const scheme = CODE_HEADERS[headers[codeColumn]];
      for (const code of inlineCodes(cells[codeColumn])) {
        if (/^[a-z0-9_]+$/.test(code)) refs.push({ code, scheme, status, type: null, line, where: 'table' });
      }
    }
    cells.forEach((cell, index) => {
      if (index === codeColumn) return;
      const codes = inlineCodes(cell);
      const paired = codes.length === 1 ? /^(\d{3}) (\S+)$/.exec(cellText(cell)) : null;
      if (paired && paired[2] === codes[0] && /^[a-z0-9_]+$/.test(codes[0])) {
        refs.push({ code: codes[0], scheme: 'gateway', status: Number(paired[1]), type: null, line, where: 'table' });
      }
    });
  }
  return refs;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function bodyRefsOf(value: Json, line: number, out: ErrorRef[]): void {
  if (Array.isArray(value)) {
    value.forEach((v) => bodyRefsOf(v, line, out));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const error = value.error;
  // A code such as "..." is a placeholder in a body that shows the shape only.
  const isCode = (code: unknown): code is string => typeof code === 'string' && /^[a-z0-9_]+$/.test(code);
  if (error && typeof error === 'object' && !Array.isArray(error) && isCode(error.code)) {
    out.push({ code: error.code, scheme: 'gateway', status: null, type: typeof error.type === 'string' ? error.type : null, line, where: 'body' });
  } else if (isCode(value.code) && typeof value.status === 'number' && typeof value.message === 'string') {
    out.push({ code: value.code, scheme: 'dify', status: value.status, type: null, line, where: 'body' });
  } else if (typeof value.code === 'number' && 'request_id' in value && typeof value.message === 'string' && value.code !== 0) {
    out.push({ code: String(value.code), scheme: 'kling', status: null, type: null, line, where: 'body' });
  }
  for (const [key, child] of Object.entries(value)) if (key !== 'error') bodyRefsOf(child, line, out);
}

function parseJson(text: string): Json | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  try {
    return JSON.parse(trimmed) as Json;
  } catch {
    return undefined;
  }
}

/** Line (within `code`, 0-based) of the first `"code"` key, so that errors point at the body's code. */
function codeLineOf(code: string): number {
  const index = code.search(/"code"\s*:/);
  return index < 0 ? 0 : code.slice(0, index).split('\n').length - 1;
}

/** Codes of error bodies in a fenced block opening at file line `line`. */
export function sampleErrorRefs(lang: string, code: string, line: number): ErrorRef[] {
  if (!['json', 'jsonc', 'text', '', 'http'].includes(lang) || !code.includes('"code"')) return [];
  const out: ErrorRef[] = [];
  const whole = parseJson(code);
  if (whole !== undefined) {
    bodyRefsOf(whole, line + 1 + codeLineOf(code), out);
    return out;
  }
  code.split('\n').forEach((text, index) => {
    const value = parseJson(text.replace(/^data:\s*/, ''));
    if (value !== undefined) bodyRefsOf(value, line + 1 + index, out);
  });
  return out;
}

/** Codes of an error body written as inline code on `line`. */
export function inlineErrorRefs(code: string, line: number): ErrorRef[] {
  if (!code.includes('"code"')) return [];
  const value = parseJson(code);
  const out: ErrorRef[] = [];
  if (value !== undefined) bodyRefsOf(value, line, out);
  return out;
}

/** The codes an `<ErrorCatalog codes="…" />` element names: each must be a gateway code of the catalogue. */
export function catalogErrorRefs(element: MdastNode, line: number): ErrorRef[] {
  const attribute = (element.attributes ?? []).find((a) => a.type === 'mdxJsxAttribute' && a.name === 'codes');
  if (!attribute || typeof attribute.value !== 'string') return [];
  return attribute.value
    .split(/\s+/)
    .filter(Boolean)
    .map((code) => ({ code, scheme: 'gateway' as const, status: null, type: null, line, where: 'table' as const }));
}
