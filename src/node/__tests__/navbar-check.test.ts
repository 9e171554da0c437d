import { parseSiteConfig } from '../../config/schema';
import { checkNavbarItems } from '../navbar-check';
import type { Sidebar } from '../../utils/sidebar';

const sidebar: Sidebar = [
  {
    type: 'category',
    label: 'GET STARTED',
    collapsible: false,
    collapsed: false,
    items: [{ type: 'link', label: 'Quick Start', href: '/docs', docId: 'get-started/quick-start' }],
  },
];
const emptySidebar: Sidebar = [{ type: 'category', label: 'Empty', collapsible: true, collapsed: true, items: [] }];

describe('navbar items checked against the docs', () => {
  it('accepts items that point at existing sidebars and docs', () => {
    const config = parseSiteConfig({
      navbar: {
        items: [
          { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' },
          { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'get-started/quick-start' }] },
        ],
      },
    });
    expect(checkNavbarItems(config, { tutorialSidebar: sidebar }, ['get-started/quick-start'])).toEqual([]);
  });

  it('fails a docSidebar item whose sidebar has nothing to link to', () => {
    const config = parseSiteConfig({ navbar: { items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar' }] } });
    expect(checkNavbarItems(config, { tutorialSidebar: emptySidebar }, [])).toEqual([
      'src/config/site.config.ts: navbar.items[0].sidebarId: the sidebar "tutorialSidebar" holds no doc for the item to link to; add a doc to that sidebar or name another one',
    ]);
  });

  it('fails a docSidebar item naming an unknown sidebar', () => {
    const config = parseSiteConfig({ navbar: { items: [{ type: 'docSidebar', sidebarId: 'apiSidebar' }] } });
    expect(checkNavbarItems(config, { tutorialSidebar: sidebar }, [])).toEqual([
      'src/config/site.config.ts: navbar.items[0].sidebarId: there is no sidebar "apiSidebar"; use one of the sidebars the docs define: tutorialSidebar',
    ]);
  });

  it('fails a doc item (also inside a dropdown) naming an unknown doc', () => {
    const config = parseSiteConfig({ navbar: { items: [{ type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'nope' }] }] } });
    expect(checkNavbarItems(config, { tutorialSidebar: sidebar }, ['get-started/quick-start'])).toEqual([
      'src/config/site.config.ts: navbar.items[0].items[0].docId: no doc of version "current" has the id "nope" (a doc\'s id is its path under content/docs without the extension); ids that exist: get-started/quick-start',
    ]);
  });

  it('fails a version dropdown listing an unknown version', () => {
    const config = parseSiteConfig({ navbar: { items: [{ type: 'docsVersionDropdown', versions: ['current', '2.0'] }] } });
    expect(checkNavbarItems(config, { tutorialSidebar: sidebar }, [])).toEqual([
      'src/config/site.config.ts: navbar.items[0].versions[1]: "2.0" is not one of the docs versions; list only names given in docs.versions: current',
    ]);
  });
});
