/**
 * Navbar items that point into the docs are checked against the built sidebar and doc ids, so a
 * broken item stops the build instead of crashing pages in visitors' browsers.
 */
import { formatPath, type DropdownChildConfig, type NavbarItemConfig, type SiteConfig } from '../config/schema';
import { getFirstLink, type Sidebar } from '../utils/sidebar';

export function checkNavbarItems(
  config: Pick<SiteConfig, 'navbar' | 'docs'>,
  sidebars: Readonly<Record<string, Sidebar>>,
  docIds: readonly string[],
  file = 'src/config/site.config.ts',
): string[] {
  const errors: string[] = [];
  const versionNames = config.docs.versions.map((v) => v.name);
  const check = (item: NavbarItemConfig | DropdownChildConfig, path: Array<string | number>) => {
    const where = (...more: Array<string | number>) => `${file}: ${formatPath([...path, ...more])}`;
    switch (item.type) {
      case 'docSidebar': {
        const sidebar = sidebars[item.sidebarId];
        if (!sidebar) {
          errors.push(
            `${where('sidebarId')}: there is no sidebar "${item.sidebarId}"; use one of the sidebars the docs define: ${Object.keys(sidebars).join(', ')}`,
          );
        } else if (!getFirstLink(sidebar)) {
          errors.push(
            `${where('sidebarId')}: the sidebar "${item.sidebarId}" holds no doc for the item to link to; add a doc to that sidebar or name another one`,
          );
        }
        break;
      }
      case 'doc':
        if (!docIds.includes(item.docId)) {
          errors.push(
            `${where('docId')}: no doc of version "${versionNames.join(', ')}" has the id "${item.docId}" (a doc's id is its path under content/docs without the extension); ids that exist: ${docIds.join(', ')}`,
          );
        }
        break;
      case 'docsVersionDropdown':
        (item.versions ?? []).forEach((name, index) => {
          if (!versionNames.includes(name)) {
            errors.push(
              `${where('versions', index)}: "${name}" is not one of the docs versions; list only names given in docs.versions: ${versionNames.join(', ')}`,
            );
          }
        });
        break;
      case 'dropdown':
        item.items.forEach((child, index) => check(child, [...path, 'items', index]));
        break;
      default:
        break;
    }
  };
  config.navbar.items.forEach((item, index) => check(item, ['navbar', 'items', index]));
  return errors;
}
