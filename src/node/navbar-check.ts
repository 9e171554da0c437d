/**
 * Navbar items that point into the docs are checked against the built sidebar and doc ids, so a
 * broken item stops the build instead of crashing pages in visitors' browsers.
 */
import { formatPath, type SiteConfig } from '../config/schema';
import { getFirstLink, type Sidebar } from '../utils/sidebar';

type Item = Record<string, unknown> & { type?: string };

export function checkNavbarItems(
  config: Pick<SiteConfig, 'navbar' | 'docs'>,
  sidebars: Readonly<Record<string, Sidebar>>,
  docIds: readonly string[],
  file = 'src/config/site.config.ts',
): string[] {
  const errors: string[] = [];
  const versionNames = config.docs.versions.map((v) => v.name);
  const check = (item: Item, path: Array<string | number>) => {
    const where = `${file}: ${formatPath(path)}`;
    if (item.type === 'docSidebar') {
      const id = String(item.sidebarId);
      const sidebar = sidebars[id];
      if (!sidebar) {
        errors.push(
          `${where}: Can't find any sidebar with id "${id}". Available sidebar ids are: ${Object.keys(sidebars).join(', ')}`,
        );
      } else if (!getFirstLink(sidebar)) {
        errors.push(
          `${where}: DocSidebarNavbarItem: Sidebar with ID "${id}" doesn't have anything to be linked to. Add a doc to the sidebar or point the item at another sidebar.`,
        );
      }
    }
    if (item.type === 'doc') {
      const id = String(item.docId);
      if (!docIds.includes(id)) {
        errors.push(
          `${where}: Couldn't find any doc with id "${id}" in version(s) "${versionNames.join(', ')}". Available doc ids are: ${docIds.join(', ')}`,
        );
      }
    }
    if (item.type === 'docsVersionDropdown' && Array.isArray(item.versions)) {
      for (const name of item.versions as string[]) {
        if (!versionNames.includes(name)) {
          errors.push(
            `${where}: No docs version exist for name '${name}', please verify your 'docsVersionDropdown' navbar item versions config. Available version names: ${versionNames.join(', ')}`,
          );
        }
      }
    }
    if (Array.isArray(item.items)) {
      (item.items as Item[]).forEach((child, index) => check(child, [...path, 'items', index]));
    }
  };
  (config.navbar.items as Item[]).forEach((item, index) => check(item, ['navbar', 'items', index]));
  return errors;
}
