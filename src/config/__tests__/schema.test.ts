import rawConfig from '../site.config';
import { parseSiteConfig, pathPrefixOf, SiteConfigError } from '../schema';

function linesFor(input: unknown): string[] {
  try {
    parseSiteConfig(input);
  } catch (error) {
    if (error instanceof SiteConfigError) return error.lines;
    throw error;
  }
  throw new Error('expected the config to be rejected');
}

describe('site configuration', () => {
  it('fills the documented defaults for an empty config', () => {
    const config = parseSiteConfig({});
    expect(config.title).toBe('LLM Provider');
    expect(config.tagline).toBe('Seamless Access to Powerful Open & Proprietary LLMs');
    expect(config.baseUrl).toBe('/');
    expect(config.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
    expect(config.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.i18n.localeConfigs.en).toEqual({ label: 'English', direction: 'ltr' });
    expect(config.docs.versions).toEqual([{ name: 'current', label: 'Next' }]);
    expect(config.docs.sidebarId).toBe('tutorialSidebar');
    expect(config.api.baseUrl).toBe('https://api.llmprovider.example');
    expect(config.navbar.items).toEqual([]);
    expect(config.announcementBar).toBeUndefined();
  });

  it('accepts the shipped site.config.ts', () => {
    const config = parseSiteConfig(rawConfig);
    expect(config.navbar.hideOnScroll).toBe(true);
    expect(config.announcementBar?.isCloseable).toBe(true);
    const types = config.navbar.items.map((item) => (item as { type?: string }).type ?? 'default');
    expect(types).toEqual(expect.arrayContaining(['docSidebar', 'dropdown', 'docsVersionDropdown', 'default']));
    expect(config.footer?.kind).toBe('columns');
  });

  it('rejects a navbar item of unknown type, naming the path and the valid types', () => {
    const lines = linesFor({ navbar: { items: [{ label: 'Docs', to: '/docs' }, { type: 'fancy', label: 'x' }] } });
    expect(lines).toEqual([
      'navbar.items[1].type: Bad navbar item type "fancy". Use one of: default, dropdown, localeDropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown',
    ]);
  });

  it('rejects an unknown type inside a dropdown', () => {
    const lines = linesFor({ navbar: { items: [{ type: 'dropdown', label: 'More', items: [{ type: 'search' }] }] } });
    expect(lines[0]).toMatch(/^navbar\.items\[0\]\.items\[0\]\.type: Bad navbar item type "search"\. Use one of: default, doc, docSidebar, docsVersion, html$/);
  });

  it('requires exactly one of "to" and "href" on a link', () => {
    expect(linesFor({ navbar: { items: [{ label: 'Both', to: '/a', href: 'https://b.example' }] } })).toEqual([
      'navbar.items[0]: One and only one between "to" and "href" should be provided: use "to" for a page of this site, "href" for another site',
    ]);
  });

  it('reports unknown keys with a fix', () => {
    expect(linesFor({ titel: 'x' })).toEqual(['unknown key(s) "titel": remove them or check their spelling']);
  });

  it('validates baseUrl and url', () => {
    expect(linesFor({ baseUrl: 'docs' })).toEqual(['baseUrl: must start and end with "/", e.g. "/" or "/llm-docs/"']);
    expect(linesFor({ url: 'docs.example.com' })[0]).toMatch(/^url: must be an absolute URL with protocol/);
    expect(linesFor({ url: 'https://a.example/sub' })[0]).toMatch(/^url: must be the origin only/);
  });

  it('validates table-of-contents levels like the reference', () => {
    expect(linesFor({ tableOfContents: { minHeadingLevel: 4 } })).toEqual([
      'tableOfContents.minHeadingLevel: must be less than or equal to maxHeadingLevel (3)',
    ]);
    expect(linesFor({ tableOfContents: { minHeadingLevel: 1 } })).toEqual([
      'tableOfContents.minHeadingLevel: must be greater than or equal to 2',
    ]);
    expect(linesFor({ tableOfContents: { maxHeadingLevel: 7 } })).toEqual([
      'tableOfContents.maxHeadingLevel: must be less than or equal to 6',
    ]);
    expect(linesFor({ tableOfContents: { minHeadingLevel: 2.5 } })).toEqual(['tableOfContents.minHeadingLevel: must be an integer']);
    expect(parseSiteConfig({ tableOfContents: { maxHeadingLevel: 2 } }).tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 2 });
    expect(parseSiteConfig({ tableOfContents: { maxHeadingLevel: '4' } }).tableOfContents.maxHeadingLevel).toBe(4);
  });

  it('rejects a footer that mixes columns and a flat list', () => {
    const lines = linesFor({ footer: { links: [{ title: 'Docs', items: [] }, { label: 'Blog', href: 'https://b.example' }] } });
    expect(lines).toEqual([
      'footer.links[1]: The footer must be either simple or multi-column, and not a mix of the two: give every entry a "title" (columns) or none (a flat list)',
    ]);
  });

  it('supports a flat footer list', () => {
    const config = parseSiteConfig({ footer: { links: [{ label: 'Docs', to: '/docs' }] } });
    expect(config.footer).toMatchObject({ kind: 'simple', items: [{ label: 'Docs', to: '/docs' }], style: 'light' });
  });

  it('requires announcement content and a valid colour mode', () => {
    expect(linesFor({ announcementBar: { id: 'x' } })).toEqual(['announcementBar.content: is required (expected string)']);
    expect(linesFor({ colorMode: { defaultMode: 'blue' } })).toEqual(['colorMode.defaultMode: must be "light" or "dark"']);
  });

  it('checks locale settings', () => {
    expect(linesFor({ i18n: { defaultLocale: 'fr', locales: ['en'] } })).toEqual([
      'i18n.defaultLocale: "fr" is not listed in i18n.locales (en)',
    ]);
  });

  it('checks contact and API addresses', () => {
    expect(linesFor({ contact: { email: 'nobody' } })).toEqual([
      'contact.email: must be an e-mail address such as "support@llmprovider.example"',
    ]);
    expect(linesFor({ api: { baseUrl: 'api' } })[0]).toMatch(/^api\.baseUrl: must be an absolute URL/);
  });

  it('puts every problem in the thrown message with the file to fix', () => {
    expect(() => parseSiteConfig({ baseUrl: 'x', title: '' })).toThrow(
      /Invalid site configuration in src\/config\/site\.config\.ts:\n  - title: .*\n  - baseUrl: .*\nFix the values above/,
    );
  });

  it('maps baseUrl to the Gatsby path prefix', () => {
    expect(pathPrefixOf('/')).toBe('');
    expect(pathPrefixOf('/llm-docs/')).toBe('/llm-docs');
  });
});
