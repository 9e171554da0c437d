/**
 * What the model pages derive from content/openapi (./model-operations.ts) must hold together:
 * - every `x-models` selector is well formed, names a catalogue page or id, and its `page` shows
 *   the operation (`<Operation id="…">`) or is the operation's own page;
 * - every catalogue model that is served (not retired) is taken by an operation besides the
 *   single-model lookup, so its page lists where to send it.
 * The build fails otherwise (createPages), naming the operation or the model and the fix.
 */
import type { ApiOperation, ModelSelector } from '../openapi/operations';
import { matchesFor, type ModelSampleInput } from './model-operations';

const SELECTOR_FIELDS = new Set(['docs', 'apiFormat', 'type', 'ids', 'all', 'page', 'anchor', 'example']);
const FIX = 'content/openapi/README.md says how x-models is written';

export interface CheckedModel extends ModelSampleInput {
  readonly status: string;
}

export function modelEndpointProblems(
  models: ReadonlyArray<CheckedModel>,
  operations: readonly ApiOperation[],
  pages: ReadonlyMap<string, { readonly operationRefs: ReadonlyArray<{ readonly ids: readonly string[] }> }>,
  source: (operationId: string) => string,
): string[] {
  const problems: string[] = [];
  const docsPages = new Set(models.map((model) => model.docs));
  const ids = new Set(models.map((model) => model.id));
  for (const operation of operations) {
    operation.models.forEach((selector: ModelSelector, index) => {
      const where = `${source(operation.id)}: ${operation.id} x-models[${index}]`;
      const unknown = Object.keys(selector).filter((key) => !SELECTOR_FIELDS.has(key));
      if (unknown.length > 0) problems.push(`${where} has unknown field ${unknown.map((k) => `"${k}"`).join(', ')} (${FIX}).`);
      if (selector.all !== undefined && selector.all !== true) problems.push(`${where}: "all" is true or left out.`);
      for (const key of ['docs', 'apiFormat', 'type', 'page', 'anchor', 'example'] as const)
        if (selector[key] !== undefined && typeof selector[key] !== 'string') problems.push(`${where}: "${key}" must be a string.`);
      if (selector.ids !== undefined && !(Array.isArray(selector.ids) && selector.ids.every((id) => typeof id === 'string')))
        problems.push(`${where}: "ids" must be a list of model ids.`);
      if (selector.all !== true && [selector.docs, selector.apiFormat, selector.type, selector.ids].every((value) => value === undefined))
        problems.push(`${where} takes no model: set "docs", "apiFormat", "type" or "ids", or "all: true" (${FIX}).`);
      if (typeof selector.docs === 'string' && !docsPages.has(selector.docs))
        problems.push(`${where}: no model of content/models.json has docs "${selector.docs}". Correct the page, or remove the selector.`);
      for (const id of Array.isArray(selector.ids) ? selector.ids : [])
        if (!ids.has(id)) problems.push(`${where}: "${id}" is not a model of content/models.json. Correct the id, or remove it.`);
      const page = selector.page ?? operation.page;
      const shown = pages.get(page)?.operationRefs.some((ref) => ref.ids.includes(operation.id));
      if (!shown && page !== operation.page)
        problems.push(
          `${where} links ${page}, which does not show ${operation.id}. Add <Operation id="${operation.id}" part="endpoint" /> to that page, or remove "page".`,
        );
    });
  }
  for (const model of models) {
    if (model.status === 'retired') continue;
    if (matchesFor(model, operations).every((match) => match.selector.all === true))
      problems.push(
        `content/models.json (page of ${model.id}): no operation of content/openapi takes this ${model.type} model (docs ${model.docs}). Add an x-models selector to the operations that serve it (${FIX}).`,
      );
  }
  return problems;
}
