/**
 * This site's lint rules for content/openapi, run by @redocly/openapi-core next to its
 * `recommended` rules (./load.ts), so each problem is reported at the YAML file and line it is in:
 *
 * - `site/operation`: every operation names its API format (`x-api-format`, one of the error-body
 *   formats of content/errors.json), has exactly one tag, and links to its page (`externalDocs.url`,
 *   a `/docs/…` path; createPages checks that the page exists).
 * - `site/error-codes`: every 4xx/5xx response names its codes (`x-error-codes`), each a code of
 *   content/errors.json with that status and the operation's format.
 *
 * Pure: the visitor functions take plain objects and a reporting context, so Jest tests them
 * without loading the ES-module linter.
 */
import { isObject, type Json } from './operations';

/** What the rules know of content/errors.json: each code's HTTP status and API formats. */
export interface ErrorCodeIndex {
  readonly codes: ReadonlyMap<string, { readonly status: number | null; readonly formats: readonly string[] }>;
  /** The error-body formats (content/errors.json `bodies[].format`). */
  readonly formats: readonly string[];
}

/** Where an operation is written. */
export interface OperationSource {
  readonly operationId: string;
  readonly file: string;
  readonly line: number;
}

export interface RuleContext {
  readonly errors: ErrorCodeIndex;
  /** File and line of a linter location. */
  readonly where: (location: unknown) => { file: string; line: number };
  /** Called once per operation with where it is written. */
  readonly operation: (source: OperationSource) => void;
}

/** content/errors.json as the rules need it. */
export function errorCodeIndex(catalog: {
  readonly errors: ReadonlyArray<{ readonly code: string; readonly status: number | null; readonly formats?: readonly string[] | null }>;
  readonly bodies: ReadonlyArray<{ readonly format: string }>;
}): ErrorCodeIndex {
  return {
    codes: new Map(catalog.errors.map((entry) => [entry.code, { status: entry.status, formats: entry.formats ?? [] }])),
    formats: catalog.bodies.map((body) => body.format),
  };
}

/* The parts of @redocly/openapi-core's visitor context the rules use. */
interface Location {
  child(path: ReadonlyArray<string | number>): Location;
}
interface VisitContext {
  readonly location: Location;
  report(problem: { message: string; location?: Location }): void;
  resolve(node: unknown): { node: unknown; location?: Location };
}

/** The problems of one operation's own fields (rule `site/operation`). */
export function operationProblems(operation: Json, errors: ErrorCodeIndex): Array<{ path: string[]; message: string }> {
  const problems: Array<{ path: string[]; message: string }> = [];
  const format = operation['x-api-format'];
  if (typeof format !== 'string' || !errors.formats.includes(format)) {
    problems.push({
      path: format === undefined ? [] : ['x-api-format'],
      message: `x-api-format must be the API format whose error body this operation returns, one of: ${errors.formats.join(', ')}${format === undefined ? ' (it is missing)' : ` (not "${String(format)}")`}.`,
    });
  }
  const waits = operation['x-waits-for-generation'];
  if (waits !== undefined && waits !== true) {
    problems.push({
      path: ['x-waits-for-generation'],
      message:
        'x-waits-for-generation is true for an operation that waits for a model to generate (its samples must set the client timeout of Error codes › Client timeouts), or left out.',
    });
  }
  const tags = operation.tags;
  if (!Array.isArray(tags) || tags.length !== 1) {
    problems.push({
      path: tags === undefined ? [] : ['tags'],
      message: 'an operation has exactly one tag, its API family (one of the tags of openapi.yaml), e.g. tags: [openai].',
    });
  }
  const docs = operation.externalDocs;
  const url = isObject(docs) ? docs.url : undefined;
  if (typeof url !== 'string' || !/^\/docs\/[a-z0-9-/]+$/.test(url)) {
    problems.push({
      path: isObject(docs) ? ['externalDocs', 'url'] : [],
      message:
        'externalDocs.url must be the site path of the page that documents the operation, e.g. /docs/api-reference/openai/chat (the published document makes it absolute).',
    });
  }
  return problems;
}

/** The problems of one error response's `x-error-codes` (rule `site/error-codes`). */
export function errorCodeProblems(
  status: string,
  response: Json,
  format: unknown,
  errors: ErrorCodeIndex,
): Array<{ path: Array<string | number>; message: string }> {
  const codes = response['x-error-codes'];
  if (!Array.isArray(codes) || codes.length === 0) {
    return [
      { path: [], message: `the ${status} response must name its error codes: x-error-codes: [code, …], codes of content/errors.json with status ${status}.` },
    ];
  }
  const problems: Array<{ path: Array<string | number>; message: string }> = [];
  codes.forEach((code, index) => {
    const entry = typeof code === 'string' ? errors.codes.get(code) : undefined;
    if (!entry) {
      problems.push({
        path: ['x-error-codes', index],
        message: `unknown error code "${String(code)}": add it to content/errors.json, or name a code that is there.`,
      });
    } else if (String(entry.status) !== status) {
      problems.push({
        path: ['x-error-codes', index],
        message: `"${String(code)}" has status ${String(entry.status)} in content/errors.json, not ${status}: list it under the ${String(entry.status)} response.`,
      });
    } else if (typeof format === 'string' && !entry.formats.includes(format)) {
      problems.push({
        path: ['x-error-codes', index],
        message: `"${String(code)}" is not returned in the ${format} format (content/errors.json lists ${entry.formats.join(', ') || 'no format'} for it): remove it, or add the format to its entry.`,
      });
    }
  });
  return problems;
}

type Rule = () => Record<string, unknown>;

/** The rules, as an @redocly/openapi-core plugin's `rules.oas3`. */
export function siteRules(context: RuleContext): Record<string, Rule> {
  return {
    operation: () => ({
      Operation: {
        enter(operation: Json, ctx: VisitContext) {
          const where = context.where(ctx.location);
          if (typeof operation.operationId === 'string') context.operation({ operationId: operation.operationId, ...where });
          for (const problem of operationProblems(operation, context.errors)) {
            ctx.report({ message: problem.message, location: ctx.location.child(problem.path) });
          }
        },
      },
    }),
    // The library would follow `externalValue` like a `$ref`: a file or URL read at build time and
    // published as the example. Examples are written inline (`value:`), so it is refused outright.
    'no-external-value': () => ({
      Example: {
        enter(example: Json, ctx: VisitContext) {
          if (example.externalValue === undefined) return;
          ctx.report({
            message: `externalValue ${JSON.stringify(String(example.externalValue).slice(0, 120))} is refused: the build reads no file or URL an example names; write the example inline with value: (JSON or YAML), or link to a file under static/ in the description.`,
            location: ctx.location.child(['externalValue']),
          });
        },
      },
    }),
    'error-codes': () => ({
      Operation: {
        enter(operation: Json, ctx: VisitContext) {
          const responses = isObject(operation.responses) ? operation.responses : {};
          for (const [status, value] of Object.entries(responses)) {
            if (!/^[45]\d\d$/.test(status)) continue;
            const resolved = ctx.resolve(value);
            const response = isObject(resolved.node) ? resolved.node : {};
            const isRef = isObject(value) && typeof value.$ref === 'string';
            const base = isRef && resolved.location ? resolved.location : ctx.location.child(['responses', status]);
            for (const problem of errorCodeProblems(status, response, operation['x-api-format'], context.errors)) {
              ctx.report({ message: `${problem.message}`, location: base.child(problem.path) });
            }
          }
        },
      },
    }),
  };
}
