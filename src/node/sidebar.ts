/**
 * Builds the `tutorialSidebar` from the docs and their folders' `_category_.json` files.
 *
 * Folders are categories; a folder's `index.mdx` is the category's own page. Items are ordered by
 * `sidebar_position` (docs) or `position` (categories), then by file or folder name.
 */
import type { Sidebar, SidebarCategory, SidebarItem } from '../utils/sidebar';

export interface SidebarDocInput {
  /** Doc id: path under content/docs without extension, e.g. `api-reference/openai/chat`. */
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly sidebarLabel?: string | null;
  readonly sidebarPosition?: number | null;
}

export interface CategoryInput {
  /** Folder path under content/docs, e.g. `api-reference/openai`. */
  readonly dir: string;
  readonly label?: string;
  readonly position?: number;
  readonly collapsible?: boolean;
  readonly collapsed?: boolean;
}

interface DraftCategory {
  dir: string;
  name: string;
  meta?: CategoryInput;
  index?: SidebarDocInput;
  docs: SidebarDocInput[];
  children: Map<string, DraftCategory>;
}

const draft = (dir: string): DraftCategory => ({
  dir,
  name: dir.split('/').pop() ?? dir,
  docs: [],
  children: new Map(),
});

const baseName = (id: string) => id.split('/').pop() ?? id;
const dirName = (id: string) => id.split('/').slice(0, -1).join('/');

/** One collator for every comparison: `localeCompare(other, 'en')` looks up a collator on each call (0.2 s of every sidebar of 5,000 pages). */
const byName = new Intl.Collator('en');

function byPositionThenName<T>(position: (t: T) => number | undefined | null, name: (t: T) => string) {
  return (a: T, b: T) => {
    const pa = position(a) ?? Number.POSITIVE_INFINITY;
    const pb = position(b) ?? Number.POSITIVE_INFINITY;
    if (pa !== pb) return pa < pb ? -1 : 1;
    return byName.compare(name(a), name(b));
  };
}

/** The sidebar tree, in display order. */
export function buildSidebar(docs: readonly SidebarDocInput[], categories: readonly CategoryInput[]): Sidebar {
  const root = draft('');
  const folder = (dir: string): DraftCategory => {
    if (dir === '') return root;
    const parent = folder(dirName(dir));
    const name = baseName(dir);
    let node = parent.children.get(name);
    if (!node) {
      node = draft(dir);
      parent.children.set(name, node);
    }
    return node;
  };
  for (const meta of categories) folder(meta.dir).meta = meta;
  for (const doc of docs) {
    const parent = folder(dirName(doc.id));
    if (baseName(doc.id) === 'index' && parent !== root) parent.index = doc;
    else parent.docs.push(doc);
  }

  type Entry = { position?: number | null; name: string; item: SidebarItem };
  const toItems = (node: DraftCategory): SidebarItem[] => {
    const entries: Entry[] = [
      ...node.docs.map((doc) => ({
        position: doc.sidebarPosition,
        name: baseName(doc.id),
        item: { type: 'link', label: doc.sidebarLabel || doc.title, href: doc.slug, docId: doc.id } as const,
      })),
      ...[...node.children.values()].map((child) => ({
        position: child.meta?.position ?? child.index?.sidebarPosition,
        name: child.name,
        item: toCategory(child),
      })),
    ];
    return entries
      .sort(
        byPositionThenName(
          (e) => e.position,
          (e) => e.name,
        ),
      )
      .map((e) => e.item);
  };
  const toCategory = (node: DraftCategory): SidebarCategory => {
    const collapsible = node.meta?.collapsible ?? true;
    return {
      type: 'category',
      label: node.meta?.label ?? node.index?.sidebarLabel ?? node.index?.title ?? node.name,
      ...(node.index ? { href: node.index.slug, docId: node.index.id } : {}),
      collapsible,
      collapsed: collapsible ? (node.meta?.collapsed ?? true) : false,
      items: toItems(node),
    };
  };
  return toItems(root);
}
