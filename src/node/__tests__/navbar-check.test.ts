import { parseSiteConfig } from '../../config/schema';
import { checkNavbarItems } from '../navbar-check';
import type { Sidebar } from '../../utils/sidebar';

const sidebar: Sidebar = [
  { type: 'category', label: 'GET STARTED', collapsible: false, collapsed: false, items: [
    { type: 'link', label: 'Quick Start', href: '/docs', docId: 'get-started/quick-start' },
  ] },
];
const emptySidebar: Sidebar = [{ type: 'category', label: 'Empty', collapsible: true, collapsed: true, items: [] }];

describe('navbar items checked against the docs', () => {
  it('accepts items that point at existing sidebars and docs', () => {
    const config = parseSiteConfig({ navbar: { items: [
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' },
      { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'get-started/quick-start' }] },
    ] } });
    expect(checkNavbarItems(config, { tutorialSidebar: sidebar }, ['get-started/quick-start'])).toEqual([]);
  });

  it('fails a docSidebar item whose sidebar has nothing to link to', () => {
    const config = parseSiteConfig({ navbar: { items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar' }] } });
    expect(checkNavbarItems(config, { tutorialSidebar: emptySidebar }, [])).toEqual([
      'src/config/site.config.ts: navbar.items[0]: DocSidebarNavbarItem: Sidebar with ID "tutorialSidebar" doesn\'t have anything to be linked to. Add a doc to the sidebar or point the item at another sidebar.',
    ]);
  });

  it('fails a docSidebar item naming an unknown sidebar', () => {
    const config = parseSiteConfig({ navbar: { items: [{ type: 'docSidebar', sidebarId: 'apiSidebar' }] } });
    expect(checkNavbarItems(config, { tutorialSidebar: sidebar }, [])[0]).toBe(
      'src/config/site.config.ts: navbar.items[0]: Can\'t find any sidebar with id "apiSidebar". Available sidebar ids are: tutorialSidebar',
    );
  });

  it('fails a doc item (also inside a dropdown) naming an unknown doc', () => {
    const config = parseSiteConfig({ navbar: { items: [{ type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'nope' }] }] } });
    expect(checkNavbarItems(config, { tutorialSidebar: sidebar }, ['get-started/quick-start'])).toEqual([
      'src/config/site.config.ts: navbar.items[0].items[0]: Couldn\'t find any doc with id "nope" in version(s) "current". Available doc ids are: get-started/quick-start',
    ]);
  });

  it('fails a version dropdown listing an unknown version', () => {
    const config = parseSiteConfig({ navbar: { items: [{ type: 'docsVersionDropdown', versions: ['2.0'] }] } });
    expect(checkNavbarItems(config, { tutorialSidebar: sidebar }, [])[0]).toMatch(
      /No docs version exist for name '2\.0', please verify your 'docsVersionDropdown' navbar item versions config\. Available version names: current$/,
    );
  });
});
