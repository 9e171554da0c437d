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
    const types = config.navbar.items.map((item) => item.type);
    expect(types).toEqual(expect.arrayContaining(['docSidebar', 'dropdown', 'docsVersionDropdown', 'default']));
    expect(config.footer?.kind).toBe('columns');
  });

  it('rejects a navbar item of unknown type, naming the path and the valid types', () => {
    const lines = linesFor({
      navbar: {
        items: [
          { label: 'Docs', to: '/docs' },
          { type: 'fancy', label: 'x' },
        ],
      },
    });
    expect(lines).toEqual([
      'navbar.items[1].type: "fancy" is not a navbar item type. Use one of: default, dropdown, localeDropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown',
    ]);
  });

  it('rejects a type that cannot go inside a dropdown', () => {
    const lines = linesFor({ navbar: { items: [{ type: 'dropdown', label: 'More', items: [{ type: 'search' }] }] } });
    expect(lines).toEqual([
      'navbar.items[0].items[0].type: "search" items cannot be placed in a dropdown. Use one of: default, doc, docSidebar, docsVersion, html',
    ]);
  });

  it('requires exactly one of "to" and "href" on a link', () => {
    expect(linesFor({ navbar: { items: [{ label: 'Both', to: '/a', href: 'https://b.example' }] } })).toEqual([
      'navbar.items[0]: give exactly one of "to" (a page of this site) or "href" (another site)',
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
    expect(linesFor({ tableOfContents: { minHeadingLevel: 1 } })).toEqual(['tableOfContents.minHeadingLevel: must be greater than or equal to 2']);
    expect(linesFor({ tableOfContents: { maxHeadingLevel: 7 } })).toEqual(['tableOfContents.maxHeadingLevel: must be less than or equal to 6']);
    expect(linesFor({ tableOfContents: { minHeadingLevel: 2.5 } })).toEqual(['tableOfContents.minHeadingLevel: must be an integer']);
    expect(parseSiteConfig({ tableOfContents: { maxHeadingLevel: 2 } }).tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 2 });
    expect(parseSiteConfig({ tableOfContents: { maxHeadingLevel: '4' } }).tableOfContents.maxHeadingLevel).toBe(4);
  });

  it('rejects a footer that mixes columns and a flat list', () => {
    const lines = linesFor({
      footer: {
        links: [
          { title: 'Docs', items: [] },
          { label: 'Blog', href: 'https://b.example' },
        ],
      },
    });
    expect(lines).toEqual([
      'footer.links[1]: is a plain link, but footer.links[0] is a column: give every entry a "title" (columns of links) or none (one flat list)',
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
    expect(linesFor({ i18n: { defaultLocale: 'fr', locales: ['en'] } })).toEqual(['i18n.defaultLocale: "fr" is not listed in i18n.locales (en)']);
  });

  it('checks contact and API addresses', () => {
    expect(linesFor({ contact: { email: 'nobody' } })).toEqual(['contact.email: must be an e-mail address such as "support@llmprovider.example"']);
    expect(linesFor({ api: { baseUrl: 'api' } })[0]).toMatch(/^api\.baseUrl: must be an absolute URL/);
  });

  it('puts every problem in the thrown message with the file to fix', () => {
    expect(() => parseSiteConfig({ baseUrl: 'x', title: '' })).toThrow(
      /Invalid site configuration in src\/config\/site\.config\.ts:\n  - title: .*\n  - baseUrl: .*\nFix the values above/,
    );
  });

  it('builds for one docs version and one locale, and rejects a second of either, naming the field', () => {
    const shipped = parseSiteConfig(rawConfig);
    expect(shipped.docs.versions).toEqual([{ name: 'current', label: 'Next' }]);
    expect(shipped.i18n.locales).toEqual(['en']);
    expect(
      linesFor({
        docs: {
          versions: [
            { name: 'current', label: 'Next' },
            { name: '1.0', label: '1.0' },
          ],
        },
      }),
    ).toEqual([
      'docs.versions: lists 2 versions ("current", "1.0"), but the build makes pages for one version only: keep a single entry, e.g. versions: [{ name: "current", label: "Next" }]',
    ]);
    expect(
      linesFor({
        i18n: {
          defaultLocale: 'en',
          locales: ['en', 'fr'],
          localeConfigs: { en: { label: 'English' }, fr: { label: 'Français' } },
        },
      }),
    ).toEqual(['i18n.locales: lists 2 locales ("en", "fr"), but the build makes pages in one locale only: keep just the default locale, e.g. locales: ["en"]']);
  });
});

describe('csp.reportUri', () => {
  it('is off unless given, and leaves the config without a csp section then', () => {
    expect(parseSiteConfig({}).csp).toBeUndefined();
    expect('csp' in parseSiteConfig(rawConfig)).toBe(false);
    expect(parseSiteConfig({ csp: {} }).csp).toEqual({});
  });

  it('accepts an https URL as written', () => {
    const reportUri = 'https://csp-reports.llmprovider.example/report?site=docs&v=1';
    expect(parseSiteConfig({ csp: { reportUri } }).csp).toEqual({ reportUri });
  });

  it('rejects what is not an https URL, or cannot be written into the policy, naming csp.reportUri', () => {
    const example = 'e.g. "https://csp-reports.llmprovider.example/report"';
    expect(linesFor({ csp: { reportUri: 'csp-reports/report' } })).toEqual([
      `csp.reportUri: must be an absolute https URL that receives the reports, ${example}`,
    ]);
    expect(linesFor({ csp: { reportUri: '' } })).toEqual([`csp.reportUri: must be an absolute https URL that receives the reports, ${example}`]);
    expect(linesFor({ csp: { reportUri: 'http://csp-reports.llmprovider.example/report' } })).toEqual([
      `csp.reportUri: must be an https URL, not http:: the reports name the pages readers visit, ${example}`,
    ]);
    expect(linesFor({ csp: { reportUri: 'https://user:secret@csp-reports.llmprovider.example/' } })).toEqual([
      'csp.reportUri: must not hold a user name or password: every reader receives this URL in the headers',
    ]);
    for (const [reportUri, bad] of [
      ['https://r.example/a b', ' '],
      ['https://r.example/a;b', ';'],
      ['https://r.example/a,b', ','],
      ['https://r.example/$host', '$'],
      ['https://r.example/"x"', '"'],
      ["https://r.example/'x'", "'"],
    ]) {
      expect(linesFor({ csp: { reportUri } })).toEqual([
        `csp.reportUri: contains ${JSON.stringify(bad)}, which cannot be written into the policy or nginx's configuration: percent-encode it (e.g. %20 for a space)`,
      ]);
    }
    expect(linesFor({ csp: { reportUri: 7 } })).toEqual(['csp.reportUri: must be string, not number']);
    expect(linesFor({ csp: { reportTo: 'https://r.example/' } })).toEqual(['csp: unknown key(s) "reportTo": remove them or check their spelling']);
  });
});

describe('navbar items', () => {
  const itemsOf = (items: unknown[]) => parseSiteConfig({ navbar: { items } }).navbar.items;

  it('fills in the type an item leaves out, and the defaults of each type', () => {
    const [link, dropdown, versions] = itemsOf([
      { label: 'Blog', to: '/blog' },
      { label: 'More', items: [{ label: 'A', href: 'https://a.example' }] },
      { type: 'docsVersionDropdown', position: 'left' },
    ]);
    expect(link).toEqual({ type: 'default', label: 'Blog', to: '/blog', position: 'right' });
    expect(dropdown).toEqual({ type: 'dropdown', label: 'More', position: 'right', items: [{ type: 'default', label: 'A', href: 'https://a.example' }] });
    expect(versions).toEqual({ type: 'docsVersionDropdown', position: 'left', dropdownActiveClassDisabled: false });
    // "default" with items is a dropdown too, as when the type is left out.
    expect(itemsOf([{ type: 'default', label: 'More', items: [{ type: 'doc', docId: 'a' }] }])[0].type).toBe('dropdown');
  });

  it('names the missing required field of each type', () => {
    expect(linesFor({ navbar: { items: [{ type: 'doc' }] } })).toEqual(['navbar.items[0].docId: is required: the doc id, e.g. "get-started/error-codes"']);
    expect(linesFor({ navbar: { items: [{ type: 'docSidebar', label: 'Docs' }] } })).toEqual([
      'navbar.items[0].sidebarId: is required: the sidebar to link to, e.g. "tutorialSidebar"',
    ]);
    expect(linesFor({ navbar: { items: [{ type: 'html' }] } })).toEqual(['navbar.items[0].value: is required: the HTML to insert']);
    expect(linesFor({ navbar: { items: [{ type: 'dropdown', label: 'More' }] } })).toEqual(['navbar.items[0].items: is required: the entries of the dropdown']);
    expect(linesFor({ navbar: { items: [{ items: [{ type: 'doc', docId: 'a' }] }] } })).toEqual([
      'navbar.items[0].label: is required: the text of the dropdown button',
    ]);
    expect(linesFor({ navbar: { items: [{ to: '/docs' }] } })).toEqual(['navbar.items[0].label: is required: the text shown for the link']);
    expect(linesFor({ navbar: { items: [{ type: 'dropdown', label: 'More', items: [{ label: 'A' }] }] } })).toEqual([
      'navbar.items[0].items[0]: give exactly one of "to" (a page of this site) or "href" (another site)',
    ]);
  });

  it('rejects keys of another type, a position inside a dropdown, a nested dropdown and a non-object', () => {
    expect(linesFor({ navbar: { items: [{ type: 'search', docId: 'a' }] } })).toEqual([
      'navbar.items[0]: unknown key(s) "docId": remove them or check their spelling',
    ]);
    expect(linesFor({ navbar: { items: [{ type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'a', position: 'left' }] }] } })).toEqual([
      'navbar.items[0].items[0].position: items inside a dropdown take their position from the dropdown: remove "position"',
    ]);
    expect(linesFor({ navbar: { items: [{ label: 'More', items: [{ label: 'Inner', items: [] }] }] } })).toEqual([
      'navbar.items[0].items[0].type: an item with "items" is a dropdown, and a dropdown item cannot be one: remove "items" or move the item to navbar.items',
    ]);
    expect(linesFor({ navbar: { items: ['Docs', { type: 7 }] } })).toEqual([
      'navbar.items[0]: must be an object describing a navbar item',
      'navbar.items[1].type: 7 is not a navbar item type. Use one of: default, dropdown, localeDropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown',
    ]);
    expect(linesFor({ navbar: { items: [{ type: 'search', position: 'top' }] } })).toEqual(['navbar.items[0].position: must be "left" or "right"']);
  });
});

describe('site configuration helpers', () => {
  it('maps baseUrl to the Gatsby path prefix', () => {
    expect(pathPrefixOf('/')).toBe('');
    expect(pathPrefixOf('/llm-docs/')).toBe('/llm-docs');
  });
});
