import fs from 'fs';
import path from 'path';
import { NAVBAR_ITEM_TYPES, parseSiteConfig, SiteConfigError } from '../schema';

/** The README's "The site configuration" section, which docs owners follow. */
const readme = fs.readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## The site configuration'), readme.indexOf('## Search'));

describe('README: the site configuration', () => {
  it('lists exactly the navbar item types the configuration accepts', () => {
    const list = /navbar items\s*\(`type` one of ([^;]+);/.exec(section);
    expect(list).not.toBeNull();
    const types = [...list![1].matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(types).toEqual([...NAVBAR_ITEM_TYPES]);
  });

  it('shows the error line the build really prints for a misspelt type', () => {
    const example = /such as `([^`]+)`/.exec(section);
    expect(example).not.toBeNull();
    const [shown] = example![1].split('…');
    let printed = '';
    try {
      parseSiteConfig({
        navbar: {
          items: [
            { to: '/docs', label: 'a' },
            { to: '/b', label: 'b' },
            { type: 'dropdwon', label: 'c' },
          ],
        },
      });
    } catch (error) {
      if (!(error instanceof SiteConfigError)) throw error;
      printed = error.lines[0];
    }
    expect(printed.startsWith(shown)).toBe(true);
  });
});
