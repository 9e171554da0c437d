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

/** Same page, ignoring case and one trailing slash. */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const normalise = (p: string) => (p.endsWith('/') ? p : `${p}/`).toLowerCase();
  return normalise(a) === normalise(b);
}

/** True when the item is, or (for a category) contains, the page at `path`. */
export function isActive(item: SidebarItem, path: string): boolean {
  if (isSamePath(item.href, path)) return true;
  return item.type === 'category' && item.items.some((child) => isActive(child, path));
}

/** Every page of the sidebar in reading order: category pages come before their children. */
export function flattenLinks(sidebar: Sidebar): Array<{ label: string; href: string; docId: string }> {
  const out: Array<{ label: string; href: string; docId: string }> = [];
  const walk = (items: Sidebar) => {
    for (const item of items) {
      if (item.type === 'link') out.push({ label: item.label, href: item.href, docId: item.docId });
      else {
        if (item.href && item.docId) out.push({ label: item.label, href: item.href, docId: item.docId });
        walk(item.items);
      }
    }
  };
  walk(sidebar);
  return out;
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
export function findTrail(sidebar: Sidebar, path: string): SidebarItem[] {
  for (const item of sidebar) {
    if (item.type === 'category') {
      if (isSamePath(item.href, path)) return [item];
      const inner = findTrail(item.items, path);
      if (inner.length > 0) return [item, ...inner];
    } else if (isSamePath(item.href, path)) {
      return [item];
    }
  }
  return [];
}
