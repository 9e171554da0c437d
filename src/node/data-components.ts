/**
 * Data components (src/content-model/names.ts) are written in a page without props, e.g.
 * `<ModelCatalog />`; their data is added to the page's content tree when its query runs, so the
 * page's data carries it and the component needs no query of its own.
 */
import type { ContentNode, ContentProps } from '../content-model/content-tree';

/** A copy of `tree` in which every element named in `props` has those props added. */
export function fillDataComponents(tree: readonly ContentNode[], props: Readonly<Record<string, ContentProps>>): ContentNode[] {
  return tree.map((node) => {
    if (typeof node === 'string') return node;
    const [type, own, ...children] = node;
    const filled = fillDataComponents(children, props);
    const extra = props[type];
    return [type, extra ? { ...(own || {}), ...extra } : own, ...filled];
  });
}

/**
 * A copy of `tree` in which every `<Shared name="…" />` element is replaced by the nodes of that
 * fragment (content/shared, src/node/compile/shared.ts), in its parent's children. A name missing
 * from `fragments` throws, naming it (the build has already failed on it, naming file and line).
 */
export function spliceShared(tree: readonly ContentNode[], fragments: Readonly<Record<string, readonly ContentNode[]>>): ContentNode[] {
  return tree.flatMap((node): ContentNode[] => {
    if (typeof node === 'string') return [node];
    const [type, own, ...children] = node;
    if (type === 'Shared') {
      const name = own ? own.name : undefined;
      const fragment = typeof name === 'string' ? fragments[name] : undefined;
      if (!fragment) throw new Error(`<Shared name="${String(name)}" />: no fragment content/shared/${String(name)}.mdx`);
      return [...fragment];
    }
    return [[type, own, ...spliceShared(children, fragments)]];
  });
}

interface ErrorEntryLike {
  readonly type?: unknown;
  readonly code: string;
  readonly scheme: string;
  readonly taskError?: boolean | null;
}

/**
 * Each `<ErrorCatalog>` of a tree with only the entries it shows: `codes="…"` those codes, and
 * `scheme="task"` the task errors (with the gateway codes a task can also end with), and the
 * element that shows the whole catalogue its HTTP errors (the task errors have their own table). Without this, every table of a page carried the
 * whole catalogue in the page's data (the Error codes page twice).
 */
export function narrowErrorCatalogs(tree: readonly ContentNode[]): ContentNode[] {
  return tree.map((node) => {
    if (typeof node === 'string') return node;
    const [type, own, ...children] = node;
    const narrowed = narrowErrorCatalogs(children);
    if (type !== 'ErrorCatalog' || !own || !Array.isArray(own.errors)) return [type, own, ...narrowed];
    // The OpenAI-style `type` is in no table (the Markdown twin reads content/errors.json itself).
    const errors = (own.errors as readonly ErrorEntryLike[]).map(({ type: _unshown, ...entry }) => entry as ErrorEntryLike);
    if (typeof own.codes === 'string') {
      const wanted = new Set(own.codes.split(/\s+/).filter(Boolean));
      return [type, { ...own, errors: errors.filter((e) => wanted.has(e.code)), bodies: [] }, ...narrowed];
    }
    if (own.scheme === 'task') {
      return [type, { ...own, errors: errors.filter((e) => e.scheme === 'task' || (e.scheme === 'gateway' && e.taskError)), bodies: [] }, ...narrowed];
    }
    // The whole catalogue shows the HTTP errors; the task errors have a table of their own.
    return [type, { ...own, errors: errors.filter((e) => e.scheme !== 'task') }, ...narrowed];
  });
}

/**
 * A copy of `tree` in which every element of type `type` is replaced by the nodes `replace` gives
 * for its props, in its parent's children (as `<Shared>` is by spliceShared).
 */
export async function spliceElements(
  tree: readonly ContentNode[],
  type: string,
  replace: (props: ContentProps) => Promise<readonly ContentNode[]>,
): Promise<ContentNode[]> {
  const out: ContentNode[] = [];
  for (const node of tree) {
    if (typeof node === 'string') {
      out.push(node);
      continue;
    }
    const [own, props, ...children] = node;
    if (own === type) out.push(...(await replace(props || {})));
    else out.push([own, props, ...(await spliceElements(children, type, replace))]);
  }
  return out;
}
