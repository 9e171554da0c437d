/**
 * The docs sidebar's shape and the pure helpers that read it (active item, breadcrumbs, order).
 * Browser-safe: used by components as well as by gatsby-node.
 */

export interface SidebarLink {
  readonly type: 'link';
  readonly label: string;
  readonly href: string;
  readonly docId: string;
}

export interface SidebarCategory {
  readonly type: 'category';
  readonly label: string;
  /** The category's own page (an `index.mdx` in its folder), if any. */
  readonly href?: string;
  readonly docId?: string;
  /** False for top-level groups (GET STARTED, ...), which are always open. */
  readonly collapsible: boolean;
  /** Initial state when the category does not hold the current page. */
  readonly collapsed: boolean;
  readonly items: readonly SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarCategory;
export type Sidebar = readonly SidebarItem[];

/** A path as sidebar lookups compare it: lower case, with one trailing slash. */
function normalisePath(p: string): string {
  return (p.endsWith('/') ? p : `${p}/`).toLowerCase();
}

/** Same page, ignoring case and one trailing slash. */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  return normalisePath(a) === normalisePath(b);
}

type FlatLink = { label: string; href: string; docId: string };

interface SidebarIndex {
  /** Every page in reading order (see flattenLinks). */
  readonly links: readonly FlatLink[];
  /** Normalised path → items from the top down to the first item (depth first) linking to it. */
  readonly trails: ReadonlyMap<string, readonly SidebarItem[]>;
}

/**
 * Lookups by path, built once per sidebar object. Every page render asks for the current page's
 * trail; walking the tree each time would make rendering N pages cost N × (sidebar size), which on
 * a docs set of thousands of pages dominates the static HTML build.
 */
const indexes = new WeakMap<Sidebar, SidebarIndex>();

function indexOf(sidebar: Sidebar): SidebarIndex {
  let index = indexes.get(sidebar);
  if (index) return index;
  const links: FlatLink[] = [];
  const trails = new Map<string, readonly SidebarItem[]>();
  const walk = (items: Sidebar, above: readonly SidebarItem[]) => {
    for (const item of items) {
      const trail = [...above, item];
      if (item.href !== undefined) {
        const key = normalisePath(item.href);
        if (!trails.has(key)) trails.set(key, trail);
      }
      if (item.type === 'link') links.push({ label: item.label, href: item.href, docId: item.docId });
      else {
        if (item.href && item.docId) links.push({ label: item.label, href: item.href, docId: item.docId });
        walk(item.items, trail);
      }
    }
  };
  walk(sidebar, []);
  index = { links, trails };
  indexes.set(sidebar, index);
  return index;
}

/** True when the item is, or (for a category) contains, the page at `path`. */
export function isActive(item: SidebarItem, path: string): boolean {
  if (isSamePath(item.href, path)) return true;
  return item.type === 'category' && item.items.some((child) => isActive(child, path));
}

/** Every page of the sidebar in reading order: category pages come before their children. */
export function flattenLinks(sidebar: Sidebar): readonly FlatLink[] {
  return indexOf(sidebar).links;
}

/** The first page a sidebar can be linked to (depth first), or undefined when it has none. */
export function getFirstLink(sidebar: Sidebar): { label: string; href: string } | undefined {
  for (const item of sidebar) {
    if (item.type === 'link') return { label: item.label, href: item.href };
    if (item.href) return { label: item.label, href: item.href };
    const inside = getFirstLink(item.items);
    if (inside) return inside;
  }
  return undefined;
}

/** Sidebar items from the top down to the page at `path` (empty when it is not in the sidebar). */
export function findTrail(sidebar: Sidebar, path: string): readonly SidebarItem[] {
  return indexOf(sidebar).trails.get(normalisePath(path)) ?? [];
}
