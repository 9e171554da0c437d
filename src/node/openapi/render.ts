/**
 * What `<Operation id="…" part="…" />` shows on a page, as Markdown: the endpoint block and the
 * parameter, request-body and response tables, made from the operation (./operations.ts). The
 * build compiles this Markdown like the page's own (highlighting, links, tables), so the blocks
 * look and read like hand-written ones, in the HTML, the Markdown twin and llms-full.txt alike.
 */
import { isObject, primaryMedia, type ApiOperation, type ApiParameter, type Schema } from './operations';

export const OPERATION_PARTS = ['endpoint', 'path', 'query', 'header', 'body', 'response'] as const;
export type OperationPart = (typeof OPERATION_PARTS)[number];

/** Where the published document is; the endpoint block links to it. */
export const OPENAPI_JSON_PATH = '/openapi.json';
export const OPENAPI_YAML_PATH = '/openapi.yaml';

/** A table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/(?<!\\)\|/g, '\\|')
    .trim();
}

const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** The Type cell: `string`, `string or array`, `file`. */
export function typeLabel(schema: Schema): string {
  const labels: string[] = [];
  const add = (label: string) => {
    if (!labels.includes(label)) labels.push(label);
  };
  const type = schema.type;
  if (typeof type === 'string') add(type === 'string' && (schema.contentMediaType || schema.format === 'binary') ? 'file' : type);
  else if (Array.isArray(type)) type.forEach((t) => add(String(t)));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches))
      branches.filter(isObject).forEach((branch) =>
        typeLabel(branch)
          .split(/, | or /)
          .filter(Boolean)
          .forEach(add),
      );
  }
  if (labels.length === 0 && schema.const !== undefined) add(typeof schema.const);
  if (labels.length === 0 && isObject(schema.properties)) add('object');
  return labels.length > 2 ? `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}` : labels.join(' or ');
}

function defaultCell(schema: Schema): string {
  if (typeof schema['x-default-text'] === 'string') return cell(schema['x-default-text']);
  if (schema.default === undefined) return '';
  return code(typeof schema.default === 'string' ? schema.default : JSON.stringify(schema.default));
}

export interface FieldRow {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly defaultText: string;
  readonly description: string;
}

/** The object shapes a property may take, with the suffix their fields are named with (`.`, `[].`). */
function nestedShapes(schema: Schema): Array<{ shape: Schema; suffix: string }> {
  const shapes: Array<{ shape: Schema; suffix: string }> = [];
  const visit = (node: Schema) => {
    if (isObject(node.properties)) shapes.push({ shape: node, suffix: '.' });
    if (isObject(node.items)) {
      const items = node.items;
      if (isObject(items.properties)) shapes.push({ shape: items, suffix: '[].' });
      for (const key of ['anyOf', 'oneOf'] as const) {
        if (Array.isArray(items[key]))
          (items[key] as unknown[]).filter(isObject).forEach((branch) => isObject(branch.properties) && shapes.push({ shape: branch, suffix: '[].' }));
      }
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      if (Array.isArray(node[key])) (node[key] as unknown[]).filter(isObject).forEach(visit);
    }
  };
  visit(schema);
  return shapes;
}

/** The rows of an object schema and of its nested objects, depth first (`a`, `a.b`, `a[].c`). */
export function fieldRows(schema: Schema, prefix = ''): FieldRow[] {
  const rows: FieldRow[] = [];
  const seen = new Set<string>();
  const walk = (node: Schema, at: string) => {
    for (const { shape } of nestedShapesOrSelf(node)) {
      const required = new Set(Array.isArray(shape.required) ? shape.required.map(String) : []);
      for (const [name, raw] of Object.entries(isObject(shape.properties) ? shape.properties : {})) {
        if (!isObject(raw)) continue;
        const full = `${at}${name}`;
        if (seen.has(full)) continue;
        seen.add(full);
        rows.push({
          name: full,
          type: typeLabel(raw),
          required: required.has(name),
          defaultText: defaultCell(raw),
          description: typeof raw.description === 'string' ? cell(raw.description) : '',
        });
        for (const nested of nestedShapes(raw)) walkShape(nested.shape, `${full}${nested.suffix.slice(0, -1)}.`);
      }
    }
  };
  const walkShape = (shape: Schema, at: string) => walk({ properties: shape.properties, required: shape.required }, at);
  walk(schema, prefix);
  return rows;
}

/** An object schema's own shapes: itself, or the object branches of its anyOf/oneOf/allOf. */
function nestedShapesOrSelf(schema: Schema): Array<{ shape: Schema }> {
  if (isObject(schema.properties)) return [{ shape: schema }];
  const shapes: Array<{ shape: Schema }> = [];
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) (schema[key] as unknown[]).filter(isObject).forEach((branch) => shapes.push(...nestedShapesOrSelf(branch)));
  }
  return shapes;
}

function parameterRows(parameters: readonly ApiParameter[]): FieldRow[] {
  return parameters.map((parameter) => ({
    name: parameter.name,
    type: typeLabel(parameter.schema),
    required: parameter.required,
    defaultText: defaultCell(parameter.schema),
    description: cell(parameter.description),
  }));
}

function requestTable(rows: readonly FieldRow[]): string {
  return [
    '| Name | Type | Required | Default | Description |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${code(row.name)} | ${row.type} | ${row.required ? 'Yes' : 'No'} | ${row.defaultText} | ${row.description} |`),
  ].join('\n');
}

function responseTable(rows: readonly FieldRow[]): string {
  return ['| Field | Type | Description |', '| --- | --- | --- |', ...rows.map((row) => `| ${code(row.name)} | ${row.type} | ${row.description} |`)].join('\n');
}

/** The request line of the endpoint block: method, base URL and path, with a required one-value query (`?alt=sse`). */
export function requestLine(operation: ApiOperation, apiBaseUrl: string, methodWidth = 0): string {
  const fixedQuery = operation.parameters
    .filter((p) => p.in === 'query' && p.required && Array.isArray(p.schema.enum) && p.schema.enum.length === 1)
    .map((p) => `${p.name}=${String((p.schema.enum as unknown[])[0])}`);
  const method = operation.method.toUpperCase().padEnd(methodWidth);
  return `${method} ${apiBaseUrl}${operation.path}${fixedQuery.length > 0 ? `?${fixedQuery.join('&')}` : ''}`;
}

/** A problem with an `<Operation>` element: what the page asked for that the operations do not have. */
export class OperationPartError extends Error {}

/**
 * The Markdown of one `<Operation>` element: `operations` are the ids it names, in order; `schema`
 * picks a variant of the body or response. Throws OperationPartError on a part the operation lacks.
 */
export function operationPartMarkdown(
  operations: readonly ApiOperation[],
  part: OperationPart,
  options: { schema?: string | null; apiBaseUrl: string },
): string {
  const names = operations.map((operation) => operation.id).join(' ');
  if (part === 'endpoint') {
    const width = operations.length > 1 ? Math.max(...operations.map((operation) => operation.method.length)) : 0;
    const lines = operations.map((operation) => requestLine(operation, options.apiBaseUrl, width));
    const ids = operations.map((operation) => code(operation.id)).join(', ');
    return `\`\`\`http\n${lines.join('\n')}\n\`\`\`\n\nIn the [OpenAPI document](${OPENAPI_JSON_PATH}) ([YAML](${OPENAPI_YAML_PATH})): ${ids}.`;
  }
  if (part === 'path' || part === 'query' || part === 'header') {
    const seen = new Set<string>();
    const parameters = operations
      .flatMap((operation) => operation.parameters.filter((p) => p.in === part))
      .filter((p) => (seen.has(p.name) ? false : (seen.add(p.name), true)));
    if (parameters.length === 0)
      throw new OperationPartError(`${names} has no ${part} parameters: remove part="${part}", or describe them in the operation's parameters (in: ${part}).`);
    return requestTable(parameterRows(parameters));
  }
  if (operations.length !== 1) throw new OperationPartError(`part="${part}" shows one operation: name one id (it names ${names}).`);
  const [operation] = operations;
  const media = part === 'body' ? operation.requestBody?.media : operation.success?.media;
  const primary = media ? primaryMedia(media.filter((m) => m.mediaType !== 'text/event-stream')) : null;
  if (!primary || !primary.schema) {
    throw new OperationPartError(
      part === 'body'
        ? `${operation.id} has no request body: remove part="body", or give the operation a requestBody.`
        : `${operation.id} has no JSON success response to show: remove part="response", or give its 2xx response a schema.`,
    );
  }
  let schema = primary.schema;
  if (primary.variants.size > 0) {
    const variants = [...primary.variants.keys()];
    const picked = options.schema ? primary.variants.get(options.schema) : variants.length === 1 ? primary.variants.get(variants[0]) : undefined;
    if (!picked) {
      throw new OperationPartError(
        options.schema
          ? `${operation.id}'s ${part === 'body' ? 'request body' : 'response'} has no variant "${options.schema}": use one of ${variants.map((v) => `schema="${v}"`).join(', ')}.`
          : `${operation.id}'s ${part === 'body' ? 'request body' : 'response'} has ${variants.length} variants: pick the one this page shows with one of ${variants.map((v) => `schema="${v}"`).join(', ')}.`,
      );
    }
    schema = picked;
  } else if (options.schema) {
    throw new OperationPartError(`${operation.id}'s ${part === 'body' ? 'request body' : 'response'} has no variants: remove schema="${options.schema}".`);
  }
  if (part === 'body') return requestTable(fieldRows(schema));
  const rows = fieldRows(schema).filter((row) => row.description !== '');
  if (rows.length === 0)
    throw new OperationPartError(`${operation.id}'s response has no described fields to show: give its fields a description, or remove part="response".`);
  return responseTable(rows);
}

export function isOperationPart(value: unknown): value is OperationPart {
  return typeof value === 'string' && (OPERATION_PARTS as readonly string[]).includes(value);
}
