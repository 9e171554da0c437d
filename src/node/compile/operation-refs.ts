/**
 * The `<Operation id="…" part="…" />` elements of a page (content/openapi/README.md), with their
 * lines: the build checks each against the OpenAPI document (an unknown operation, a part it lacks
 * or an unknown variant fails, naming file and line), and the `content` resolver puts the block in
 * the element's place. What the element itself must look like is checked here, at compile time.
 */
import { OPERATION_PARTS, isOperationPart, type OperationPart } from '../openapi/render';
import type { MdastNode } from './mdast';
import type { CompileProblem } from './tree';

export interface OperationRef {
  /** The operationIds it names, in order. */
  readonly ids: string[];
  readonly part: OperationPart;
  /** The variant it picks (`schema="…"`), or null. */
  readonly schema: string | null;
  /** 1-based line in the source file. */
  readonly line: number;
}

const ID = /^[A-Za-z][A-Za-z0-9_]*$/;
const ATTRIBUTES = new Set(['id', 'part', 'schema']);

/** The `<Operation>` elements of a body, in order; problems (body lines) go to `problems`. */
export function operationRefsOf(tree: MdastNode, lineOffset: number, problems: CompileProblem[]): OperationRef[] {
  const refs: OperationRef[] = [];
  const walk = (node: MdastNode) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Operation') {
      const line = node.position?.start.line ?? 1;
      const attributes = node.attributes ?? [];
      const text = (name: string) => {
        const value = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
        return typeof value === 'string' ? value : undefined;
      };
      const ids = (text('id') ?? '').split(/\s+/).filter(Boolean);
      const part = text('part');
      const schema = text('schema');
      const unknown = attributes.filter((a) => a.type !== 'mdxJsxAttribute' || !a.name || !ATTRIBUTES.has(a.name) || typeof a.value !== 'string');
      const example = `<Operation id="${ids[0] ?? 'createChatCompletion'}" part="${isOperationPart(part) ? part : 'body'}" />`;
      if (node.type === 'mdxJsxTextElement') {
        problems.push({
          line,
          message: `<Operation> inside a line of text: it shows a block (a code block or a table), so write ${example} on a line of its own, with blank lines around it.`,
        });
      } else if (ids.length === 0 || !ids.every((id) => ID.test(id))) {
        problems.push({
          line,
          message: `<Operation> needs id="…": the operationId of content/openapi it shows (several, separated by spaces, for part="endpoint"), written as plain text, e.g. ${example}.`,
        });
      } else if (!isOperationPart(part)) {
        problems.push({
          line,
          message: `<Operation> needs part="…", one of ${OPERATION_PARTS.join(', ')}${part === undefined ? '' : ` (not "${part}")`}, e.g. ${example}.`,
        });
      } else if (unknown.length > 0 || (node.children ?? []).length > 0) {
        problems.push({ line, message: `<Operation> takes only id="…", part="…" and schema="…", as plain text, and no content: e.g. ${example}.` });
      } else {
        refs.push({ ids, part, schema: schema ?? null, line: line + lineOffset });
      }
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return refs;
}
