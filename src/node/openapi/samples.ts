/**
 * Checks a page against the OpenAPI document: its `<Operation>` elements (./render.ts) and the
 * requests its code samples make (src/node/compile/api-requests.ts). Every problem is a
 * `file:line: message` line; createPages fails the build on any.
 *
 * - an `<Operation>` names operations the document has, a part they have, and a variant of theirs;
 * - a sample's URL and method are an operation of the document;
 * - a curl sample's JSON body is JSON and validates against the operation's request schema (the
 *   variant the page shows with `<Operation part="body" schema="…">`, when it shows one);
 * - the field names a sample sends (SDK arguments, literal bodies, curl `-F` names) are fields of it.
 */
import { createRequire } from 'module';
import type { ApiRequest } from '../compile/api-requests';
import type { OperationRef } from '../compile/operation-refs';
import { isObject, matchOperation, operationsAtPath, primaryMedia, type ApiOperation, type Schema } from './operations';
import { OperationPartError, operationPartMarkdown } from './render';

type AjvClass = typeof import('@redocly/ajv/dist/2020').default;
let ajv: InstanceType<AjvClass> | null = null;
const validators = new Map<string, ReturnType<InstanceType<AjvClass>['compile']>>();

/** A validator for a (dereferenced) schema, compiled once per schema text. */
function validatorOf(schema: Schema) {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    // Loaded on first use: a build with no sample to check never loads it.
    const Ajv2020 = (createRequire(__filename)('@redocly/ajv/dist/2020') as { default: AjvClass }).default;
    // validateSchema: false: the linter has checked the schemas already (saves compiling the meta-schema).
    ajv ??= new Ajv2020({ strict: false, allErrors: true, validateFormats: false, validateSchema: false });
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

/** The messages of validating `value` against `schema`, most specific first; [] when it is valid. */
export function schemaErrors(schema: Schema, value: unknown): string[] {
  const validate = validatorOf(schema);
  if (validate(value)) return [];
  const errors = validate.errors ?? [];
  // Under anyOf, every branch reports; the branch-level messages say more than "must match a schema in anyOf".
  const specific = errors.filter((error) => error.keyword !== 'anyOf' && error.keyword !== 'oneOf');
  return [
    ...new Set(
      (specific.length > 0 ? specific : errors).map((error) => {
        const at = error.instancePath ? error.instancePath.slice(1).replace(/\//g, '.') : 'the body';
        if (error.keyword === 'additionalProperties') {
          const field = String((error.params as { additionalProperty?: string }).additionalProperty);
          return `${at === 'the body' ? '' : `${at}: `}unknown field "${field}"`;
        }
        if (error.keyword === 'enum')
          return `${at} must be one of ${((error.params as { allowedValues?: unknown[] }).allowedValues ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
        return `${at} ${error.message ?? 'is invalid'}`;
      }),
    ),
  ];
}

/** Top-level field names of a body schema (of every branch, for a schema with variants). */
export function fieldNames(schema: Schema): Set<string> | null {
  const names = new Set<string>();
  let open = false;
  const visit = (node: Schema) => {
    if (isObject(node.properties)) Object.keys(node.properties).forEach((name) => names.add(name));
    if (node.additionalProperties !== false && !Array.isArray(node.anyOf) && !Array.isArray(node.oneOf) && !Array.isArray(node.allOf)) open = true;
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) if (Array.isArray(node[key])) (node[key] as unknown[]).filter(isObject).forEach(visit);
  };
  visit(schema);
  return open ? null : names;
}

/** The variant each operation's body is shown as on the page (`<Operation part="body" schema="…">`). */
function pageVariants(refs: readonly OperationRef[]): Map<string, string> {
  const variants = new Map<string, string>();
  for (const ref of refs) if (ref.part === 'body' && ref.schema && ref.ids.length === 1) variants.set(ref.ids[0], ref.schema);
  return variants;
}

/** The schema a page's samples of `operation` are checked against, with its name for messages. */
function bodySchemaFor(operation: ApiOperation, variant: string | undefined, wantsForm: boolean): { schema: Schema; name: string } | null {
  const media = operation.requestBody?.media ?? [];
  const primary = wantsForm ? (media.find((m) => m.mediaType === 'multipart/form-data') ?? primaryMedia(media)) : primaryMedia(media);
  if (!primary?.schema) return null;
  if (variant && primary.variants.has(variant)) return { schema: primary.variants.get(variant) as Schema, name: `${operation.id} (${variant})` };
  return { schema: primary.schema, name: operation.id };
}

/** The messages of validating `value` against each body variant of the operation. */
function variantErrors(operation: ApiOperation, value: unknown): Array<{ name: string; messages: string[] }> {
  const primary = operation.requestBody ? primaryMedia(operation.requestBody.media) : null;
  return primary ? [...primary.variants].map(([name, schema]) => ({ name, messages: schemaErrors(schema, value) })) : [];
}

/** Problems of a page's `<Operation>` elements and sample requests, as `file:line: message` lines. */
export function pageApiProblems(
  file: string,
  refs: readonly OperationRef[],
  requests: readonly ApiRequest[],
  operations: readonly ApiOperation[],
  apiBaseUrl: string,
): string[] {
  const problems: string[] = [];
  const byId = new Map(operations.map((operation) => [operation.id, operation]));
  for (const ref of refs) {
    const unknown = ref.ids.filter((id) => !byId.has(id));
    if (unknown.length > 0) {
      problems.push(
        `${file}:${ref.line}: <Operation id="${ref.ids.join(' ')}">: ${unknown.map((id) => `"${id}"`).join(', ')} ${unknown.length === 1 ? 'is not an operationId' : 'are not operationIds'} of content/openapi: describe the endpoint there (content/openapi/README.md), or name one that is, such as ${closest(unknown[0], [...byId.keys()])}.`,
      );
      continue;
    }
    try {
      operationPartMarkdown(
        ref.ids.map((id) => byId.get(id) as ApiOperation),
        ref.part,
        { schema: ref.schema, apiBaseUrl },
      );
    } catch (error) {
      if (!(error instanceof OperationPartError)) throw error;
      problems.push(`${file}:${ref.line}: <Operation part="${ref.part}">: ${error.message}`);
    }
  }
  const variants = pageVariants(refs);
  for (const request of requests) {
    const where = `${file}:${request.line}: ${request.lang} sample`;
    const operation = matchOperation(operations, request.method, request.path);
    if (!operation) {
      const others = operationsAtPath(operations, request.path);
      problems.push(
        others.length > 0
          ? `${where}: ${request.method} ${request.path} is not an operation of content/openapi: that path takes ${others.map((o) => o.method.toUpperCase()).join(', ')}. Fix the method, or describe the operation in content/openapi.`
          : `${where}: ${request.method} ${request.path} is not an endpoint of content/openapi: fix the URL, or describe the endpoint there (content/openapi/README.md).`,
      );
      continue;
    }
    const target = bodySchemaFor(operation, variants.get(operation.id), request.lang === 'curl' && request.fields !== null);
    if (request.body !== null) {
      let value: unknown;
      try {
        value = JSON.parse(request.body);
      } catch (error) {
        problems.push(`${where}: the JSON body of ${request.method} ${operation.path} is not valid JSON (${(error as Error).message}).`);
        continue;
      }
      if (!target) {
        problems.push(`${where}: ${operation.id} takes no request body in content/openapi, but the sample sends one.`);
        continue;
      }
      let messages: string[];
      let name = target.name;
      try {
        messages = schemaErrors(target.schema, value);
        // A page may show another shape of the same operation (a migration example): any variant
        // the document has will do. When none does, the messages are those of the page's variant,
        // or, when the page shows none, of the variant the body comes closest to.
        if (messages.length > 0) {
          const candidates = variantErrors(operation, value);
          if (candidates.some((candidate) => candidate.messages.length === 0)) messages = [];
          else if (!variants.get(operation.id) && candidates.length > 0) {
            const closest = candidates.reduce((best, candidate) => (candidate.messages.length < best.messages.length ? candidate : best));
            messages = closest.messages;
            name = `${operation.id} (${closest.name})`;
          }
        }
      } catch (error) {
        problems.push(`${where}: the request schema of ${target.name} cannot be compiled: ${(error as Error).message}`);
        continue;
      }
      for (const message of messages) {
        problems.push(`${where}: the body does not match the request schema of ${name}: ${message}.`);
      }
    } else if (request.fields && request.fields.length > 0) {
      const names = target ? fieldNames(target.schema) : new Set<string>();
      if (names === null) continue;
      // As for bodies, a field of another variant of the operation will do.
      for (const media of operation.requestBody?.media ?? [])
        for (const variant of media.variants.values()) fieldNames(variant)?.forEach((name) => names.add(name));
      // A form array field is written `name[]` (curl -F) or `name` (SDKs): both are the same field.
      const bare = (name: string) => name.replace(/\[\]$/, '');
      const known = new Set([...names].map(bare));
      for (const field of request.fields.filter((name) => !known.has(bare(name)))) {
        problems.push(
          `${where}: sends "${field}", which is not a field of ${target ? target.name : operation.id}'s request body in content/openapi: remove it, or describe it there.`,
        );
      }
    }
  }
  return problems;
}

/** The known name nearest to `name` (shared prefix, then length), for "did you mean". */
function closest(name: string, names: readonly string[]): string {
  const score = (other: string) => {
    let common = 0;
    while (common < name.length && common < other.length && name[common].toLowerCase() === other[common].toLowerCase()) common++;
    return common * 100 - Math.abs(other.length - name.length);
  };
  return `"${[...names].sort((a, b) => score(b) - score(a))[0] ?? ''}"`;
}

/** Where each operation is written (./load.ts), for messages about the document itself. */
export type SourceOf = (operationId: string) => { file: string; line: number } | undefined;

/**
 * Problems between the document and the pages as a whole: each operation links (externalDocs) to
 * a page that exists and shows it with an `<Operation>` element.
 */
export function documentPageProblems(
  operations: readonly ApiOperation[],
  pages: ReadonlyMap<string, { readonly file: string; readonly operationRefs: readonly OperationRef[] }>,
  sourceOf: SourceOf,
): string[] {
  const problems: string[] = [];
  for (const operation of operations) {
    const source = sourceOf(operation.id);
    const where = source ? `${source.file}:${source.line}` : 'content/openapi/openapi.yaml';
    const page = pages.get(operation.page.replace(/\/$/, ''));
    if (!page) {
      problems.push(
        `${where}: ${operation.id}: externalDocs.url ${operation.page} is not a page of the docs: name the page that documents the operation (its site path, e.g. /docs/api-reference/openai/chat).`,
      );
    } else if (!page.operationRefs.some((ref) => ref.ids.includes(operation.id))) {
      problems.push(
        `${where}: ${operation.id}: its page ${page.file} does not show it: add <Operation id="${operation.id}" part="endpoint" /> there, or link the page that does.`,
      );
    }
  }
  return problems;
}

/**
 * The links of a page's `<Operation>` blocks (written in the document's descriptions), at the
 * element's line, so the build checks them with the page's own links.
 */
export function operationLinks(refs: readonly OperationRef[], operations: readonly ApiOperation[], apiBaseUrl: string): Array<{ url: string; line: number }> {
  const byId = new Map(operations.map((operation) => [operation.id, operation]));
  return refs.flatMap((ref) => {
    const chosen = ref.ids.map((id) => byId.get(id));
    if (chosen.some((operation) => !operation)) return [];
    let markdown: string;
    try {
      markdown = operationPartMarkdown(chosen as ApiOperation[], ref.part, { schema: ref.schema, apiBaseUrl });
    } catch {
      return [];
    }
    return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => ({ url: match[1], line: ref.line }));
  });
}
