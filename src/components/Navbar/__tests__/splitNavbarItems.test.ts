import { splitNavbarItems } from '..';
import { parseSiteConfig } from '../../../config/schema';

describe('splitNavbarItems', () => {
  it('puts items without a position on the right, as the schema default says, keeping their order', () => {
    const { items } = parseSiteConfig({
      navbar: {
        items: [
          { label: 'Blog', to: '/blog' },
          { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs', position: 'left' },
          { type: 'search' },
          { label: 'GitHub', href: 'https://github.com/llm-provider', position: 'right' },
        ],
      },
    }).navbar;
    const [left, right] = splitNavbarItems(items);
    expect(left.map((item) => item.type)).toEqual(['docSidebar']);
    expect(right.map((item) => item.type)).toEqual(['default', 'search', 'default']);
  });
});
