/**
 * A model page lists only endpoints that content/openapi describes: each endpoint of
 * ./endpoints.ts that a catalogue model's page shows must be an operation of the document (same
 * method and path; a path fixed by a one-value query parameter, `?alt=sse`, included), and the page
 * it links must show that operation (`<Operation id="…">`) or be the operation's own page. The build
 * fails otherwise, naming the model, the endpoint and the fix.
 */
import type { ApiOperation } from '../openapi/operations';
import { endpointsFor, type ModelSampleInput } from './endpoints';

/** `/v1beta/models/{model}:generateContent` and `{modelId}` alike: parameter names do not matter. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/** The operation's path as a request sends it: with its required one-value query parameters. */
function fixedPath(operation: ApiOperation): string {
  const fixed = operation.parameters.filter((p) => p.in === 'query' && p.required && Array.isArray(p.schema.enum) && p.schema.enum.length === 1);
  return `${operation.path}${fixed.map((p, i) => `${i === 0 ? '?' : '&'}${p.name}=${String((p.schema.enum as unknown[])[0])}`).join('')}`;
}

export function modelEndpointProblems(
  models: ReadonlyArray<ModelSampleInput>,
  operations: readonly ApiOperation[],
  pages: ReadonlyMap<string, { readonly operationRefs: ReadonlyArray<{ readonly ids: readonly string[] }> }>,
  file: string,
): string[] {
  const problems: string[] = [];
  for (const model of models) {
    for (const endpoint of endpointsFor(model)) {
      const matches = operations.filter(
        (operation) => operation.method.toUpperCase() === endpoint.method && shape(fixedPath(operation)) === shape(endpoint.path),
      );
      const where = `${file} (page of ${model.id}): the endpoint ${endpoint.method} ${endpoint.path} (${endpoint.label})`;
      if (matches.length === 0) {
        problems.push(
          `${where} is not an operation of content/openapi. Describe it there (content/openapi/README.md), or correct it in src/node/model-pages/endpoints.ts.`,
        );
        continue;
      }
      const shown = pages.get(endpoint.page)?.operationRefs.some((ref) => matches.some((operation) => ref.ids.includes(operation.id)));
      if (!shown && !matches.some((operation) => operation.page === endpoint.page)) {
        problems.push(
          `${where} links ${endpoint.page}, which does not show ${matches.map((o) => o.id).join(' or ')}. Add <Operation id="${matches[0].id}" part="endpoint" /> to that page, or link ${matches[0].page} in src/node/model-pages/endpoints.ts.`,
        );
      }
    }
  }
  return problems;
}
