/**
 * hast (HTML syntax tree, with MDX's JSX and expression nodes passed through) → the content tree
 * that pages carry as data (src/content-model/content-tree.ts).
 *
 * Only what can be known at build time is accepted: JSX elements that are HTML tags or registered
 * components, attribute values that are literals (`"text"`, `{2}`, `{true}`, `{["a", "b"]}`,
 * `{{ a: 1 }}`), and `{/* comments *\/}`. Nothing active either (./active-content.ts): no URL with a
 * scheme other than http, https, mailto or tel, no image from another site, no HTML element prose
 * does not need, no event handler, no raw HTML, no id or name of the site's shell, no style that
 * lifts content out of the text or loads something, and no markup that the browser's HTML parser
 * would rebuild (a block inside a paragraph, a link inside a link…). Anything else is a
 * `CompileProblem` naming the line and what to write instead; the caller fails the build with all
 * of them.
 *
 * A block element or component (or a part of a table) alone in a Markdown paragraph is taken out of
 * that paragraph: MDX reads `<Callout>Text.</Callout>` on a line of its own as a paragraph, because
 * its text is on the same line, but the author wrote a block, and the browser would not keep it in
 * a <p>.
 */
import type { ContentNode, ContentProps } from '../../content-model/content-tree';
import { MDX_COMPONENT_NAMES } from '../../content-model/names';
import {
  EVENT_HANDLER,
  TOP_LEVEL,
  markdownElementProblems,
  nestingInside,
  nestingProblem,
  rendersBlock,
  tableTextProblem,
  writtenAttributeProblem,
  writtenElementProblem,
  type Nesting,
} from './active-content';

export interface CompileProblem {
  /** 1-based line in the MDX body (the caller adds the front matter's lines). */
  readonly line: number;
  readonly message: string;
}

export interface HastNode {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: unknown;
  properties?: Record<string, unknown>;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: HastNode[];
  data?: { estree?: EstreeProgram };
  position?: { start: { line: number } };
}

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

interface EstreeProgram {
  body: EstreeNode[];
}

const REGISTERED = new Set<string>(MDX_COMPONENT_NAMES);
const REGISTERED_LIST = MDX_COMPONENT_NAMES.join(', ');

/** Elements in which React rejects whitespace text (as compiled MDX, they lose it). */
const NO_WHITESPACE = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);

/**
 * Components that report a use inside a line of text themselves (./shared.ts, ./operation-refs.ts),
 * with advice of their own.
 */
const CHECKS_OWN_LINE = new Set(['Shared', 'Operation']);

/** JSX attribute names written the HTML way → React's names. */
const REACT_ATTRIBUTES: Readonly<Record<string, string>> = { class: 'className', for: 'htmlFor' };

class LiteralError extends Error {}

/** The value of a literal expression (estree), or a LiteralError. */
function literal(node: EstreeNode): unknown {
  switch (node.type) {
    case 'Literal':
      if (node.regex || typeof node.bigint === 'string') break;
      return node.value;
    case 'TemplateLiteral':
      if ((node.expressions as unknown[]).length === 0) {
        return (node.quasis as Array<{ value: { cooked: string } }>).map((q) => q.value.cooked).join('');
      }
      break;
    case 'UnaryExpression':
      if ((node.operator === '-' || node.operator === '+') && (node.argument as EstreeNode).type === 'Literal') {
        const value = literal(node.argument as EstreeNode);
        if (typeof value === 'number') return node.operator === '-' ? -value : value;
      }
      break;
    case 'ArrayExpression':
      return (node.elements as Array<EstreeNode | null>).map((element) => {
        if (!element || element.type === 'SpreadElement') throw new LiteralError('an array with holes or spread elements');
        return literal(element);
      });
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const property of node.properties as EstreeNode[]) {
        const key = property.key as EstreeNode | undefined;
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method || !key) {
          throw new LiteralError('an object with computed, spread or method properties');
        }
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null;
        if (name === null) throw new LiteralError('an object with an unusual key');
        out[name] = literal(property.value as EstreeNode);
      }
      return out;
    }
    case 'Identifier':
      if (node.name === 'undefined') return undefined;
      throw new LiteralError(`the variable \`${String(node.name)}\``);
    default:
      break;
  }
  throw new LiteralError(`a ${node.type}`);
}

/** The expression of `{…}` (null when it holds only comments). */
function expressionOf(node: { data?: { estree?: EstreeProgram } }): EstreeNode | null {
  const body = node.data?.estree?.body ?? [];
  if (body.length === 0) return null;
  const statement = body[0];
  if (body.length > 1 || statement.type !== 'ExpressionStatement') throw new LiteralError('a statement');
  return statement.expression as EstreeNode;
}

/**
 * The value of an attribute's `{…}` expression when it is a literal (`href={'/docs/x'}`), else
 * undefined (the compile step reports non-literal values on its own).
 */
export function literalExpressionValue(node: { data?: { estree?: EstreeProgram } }): unknown {
  try {
    const expression = expressionOf(node);
    return expression ? literal(expression) : undefined;
  } catch (error) {
    if (error instanceof LiteralError) return undefined;
    throw error;
  }
}

const ONLY_LITERALS =
  'Pages are compiled to data at build time, so values must be literals: write text, a number, true/false, or an array/object of those, e.g. {2} or {["a", "b"]}.';

/** Converts a root's children; problems are appended to `problems`. */
export function hastToContent(root: HastNode, problems: CompileProblem[]): ContentNode[] {
  return convertChildren(root, problems, TOP_LEVEL);
}

/** Converts the children of `parent`, which stand at `nesting`. */
function convertChildren(parent: HastNode, problems: CompileProblem[], nesting: Nesting): ContentNode[] {
  const out: ContentNode[] = [];
  const tag = parent.type === 'element' ? parent.tagName : parent.type === 'mdxJsxFlowElement' || parent.type === 'mdxJsxTextElement' ? parent.name : null;
  const dropWhitespace = NO_WHITESPACE.has(tag ?? '');
  for (const child of parent.children ?? []) {
    for (const node of convert(child, problems, nesting)) {
      if (dropWhitespace && typeof node === 'string' && node.trim() === '') continue;
      if (typeof node === 'string' && node.trim() !== '') {
        const problem = tableTextProblem(nesting.parent);
        if (problem) problems.push({ line: child.position?.start.line ?? parent.position?.start.line ?? 1, message: problem });
      }
      // Adjacent text (e.g. after an expression) becomes one string.
      const last = out[out.length - 1];
      if (typeof node === 'string' && typeof last === 'string') out[out.length - 1] = last + node;
      else out.push(node);
    }
  }
  return out;
}

function element(type: string, props: Record<string, unknown>, children: ContentNode[]): ContentNode {
  const hasProps = Object.keys(props).length > 0;
  return [type, hasProps ? props : 0, ...children];
}

/** True for what renders nothing in a paragraph: whitespace, an HTML comment, a `{/* comment *\/}`. */
function isBlank(node: HastNode): boolean {
  if (node.type === 'text') return String(node.value ?? '').trim() === '';
  if (node.type === 'mdxTextExpression') return (node.data?.estree?.body ?? []).length === 0;
  return node.type === 'comment';
}

/** The one JSX block (`<div>`, `<Callout>`) that a Markdown paragraph holds besides blanks, or null. */
function loneBlock(paragraph: HastNode): HastNode | null {
  const content = (paragraph.children ?? []).filter((child) => !isBlank(child));
  const [only] = content;
  return content.length === 1 && only.type === 'mdxJsxTextElement' && only.name && rendersBlock(only.name) ? only : null;
}

function convert(node: HastNode, problems: CompileProblem[], nesting: Nesting): ContentNode[] {
  const line = node.position?.start.line ?? 1;
  switch (node.type) {
    case 'text':
      return [String(node.value ?? '')];
    case 'comment':
      return [];
    case 'element': {
      const tag = node.tagName ?? 'div';
      const lone = tag === 'p' ? loneBlock(node) : null;
      if (lone) return convert(lone, problems, nesting);
      // Made from Markdown syntax: its tag is the build's, its URLs are the author's.
      for (const message of markdownElementProblems(tag, node.properties)) problems.push({ line, message });
      const nestingMessage = nestingProblem(tag, nesting);
      if (nestingMessage) problems.push({ line, message: nestingMessage });
      return [element(tag, hastProperties(node.properties), convertChildren(node, problems, nestingInside(tag, nesting)))];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElement(node, problems, nesting);
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      try {
        const expression = expressionOf(node);
        if (expression === null) return [];
        const value = literal(expression);
        if (typeof value === 'string' || typeof value === 'number') return [String(value)];
        if (value === null || value === undefined || typeof value === 'boolean') return [];
        throw new LiteralError('an array or object');
      } catch (error) {
        if (!(error instanceof LiteralError)) throw error;
        problems.push({
          line,
          message: `the expression {${String(node.value).trim()}} is ${error.message}, which a page cannot compute. Write the text itself, or {"text"} / {/* a comment */}.`,
        });
        return [];
      }
    }
    case 'mdxjsEsm':
      problems.push({ line, message: esmMessage(String(node.value ?? '')) });
      return [];
    case 'raw':
      problems.push({ line, message: 'raw HTML is not supported here: write JSX (e.g. <br />) or Markdown.' });
      return [];
    default:
      return node.children ? convertChildren(node, problems, nesting) : [];
  }
}

export function esmMessage(source: string): string {
  const first = source.trim().split('\n')[0];
  if (/^import\b/.test(first)) {
    return `"${first}": pages cannot import modules. Components are registered once for every page (${REGISTERED_LIST}): remove the import and use the component by name, e.g. <ModelCatalog />. A new component is added in src/content-model/names.ts and MdxProvider.tsx.`;
  }
  return `"${first}": pages cannot export values. Put page data in front matter, or write the value in the text.`;
}

function jsxElement(node: HastNode, problems: CompileProblem[], nesting: Nesting): ContentNode[] {
  const line = node.position?.start.line ?? 1;
  const name = node.name;
  if (!name) return convertChildren(node, problems, nesting); // <>…</>
  const isComponent = /^[A-Z]/.test(name) || name.includes('.');
  const unknown = isComponent && !REGISTERED.has(name);
  const elementProblem = isComponent ? null : writtenElementProblem(name);
  // What is refused leaves only its children, which then stand where it stood.
  const children = convertChildren(node, problems, unknown || elementProblem ? nesting : nestingInside(name, nesting));
  if (unknown) {
    problems.push({
      line,
      message: `unknown component <${name}>. Use one of ${REGISTERED_LIST}, or plain Markdown; pages cannot import components (register a new one in src/content-model/names.ts and MdxProvider.tsx).`,
    });
    return children;
  }
  if (elementProblem) {
    problems.push({ line, message: elementProblem });
    return children;
  }
  const nestingMessage = node.type === 'mdxJsxTextElement' && CHECKS_OWN_LINE.has(name) ? null : nestingProblem(name, nesting);
  if (nestingMessage) problems.push({ line, message: nestingMessage });
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
      problems.push({ line, message: `<${name}> has a spread attribute {…}: ${ONLY_LITERALS}` });
      continue;
    }
    if (EVENT_HANDLER.test(attribute.name)) {
      // Refused whatever the value (text, literal or code), so its own message comes first.
      problems.push({ line, message: writtenAttributeProblem(name, attribute.name, undefined) ?? '' });
      continue;
    }
    const key = isComponent ? attribute.name : (REACT_ATTRIBUTES[attribute.name] ?? attribute.name);
    const value = attribute.value;
    if (value === null || value === undefined) props[key] = true;
    else if (typeof value === 'string') props[key] = value;
    else {
      const expression = value as { value?: string; data?: { estree?: EstreeProgram } };
      try {
        const parsed = expressionOf(expression);
        props[key] = parsed === null ? undefined : literal(parsed);
      } catch (error) {
        if (!(error instanceof LiteralError)) throw error;
        problems.push({ line, message: `<${name} ${attribute.name}={${String(expression.value).trim()}}> is ${error.message}. ${ONLY_LITERALS}` });
        continue;
      }
    }
    const activeProblem = writtenAttributeProblem(name, attribute.name, props[key]);
    if (activeProblem) problems.push({ line, message: activeProblem });
  }
  return [element(name, props, children)];
}

/** hast properties → React props: class lists joined, `dataFoo`/`ariaFoo` as `data-foo`/`aria-foo`. */
function hastProperties(properties: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(properties ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    const name = /^(data|aria)[A-Z]/.test(key) ? key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : key;
    out[name] = Array.isArray(value) ? value.join(' ') : value;
  }
  // GFM table alignment: React renders the old `align` attribute, which the HTML checker rejects.
  if (typeof out.align === 'string') {
    out.style = { textAlign: out.align };
    delete out.align;
  }
  return out;
}

/** Props a content tree's element carries, for tests and tree walks. */
export type { ContentProps };
