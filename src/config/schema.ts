/**
 * Validation and defaults for the site configuration.
 *
 * `site.config.ts` is what the docs team edits; this module turns it into one typed, fully
 * defaulted `SiteConfig`, or into a list of `path: message` lines saying what is wrong and how to
 * fix it. It runs at start-up of `gatsby develop` and `gatsby build` (from gatsby-config.ts) and is
 * never shipped to browsers: components read the already-validated object (see ./runtime.ts).
 */
import { z } from 'zod';

/** Every navbar item type the shell knows how to render. */
export const NAVBAR_ITEM_TYPES = [
  'default',
  'dropdown',
  'localeDropdown',
  'search',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
] as const;
export type NavbarItemType = (typeof NAVBAR_ITEM_TYPES)[number];

/** Item types allowed inside a `dropdown`. */
export const DROPDOWN_CHILD_TYPES = ['default', 'doc', 'docSidebar', 'docsVersion', 'html'] as const satisfies readonly NavbarItemType[];

/** A string that must be given and not be empty; `message` explains what it is for. */
const requiredString = (message: string) => z.string({ required_error: message }).min(1, message);

const hexOrCssColor = z.string().min(1, 'must be a CSS colour such as "#1c1e21" or "rebeccapurple"');

const logoSchema = z
  .object({
    /** Alternative text; leave empty when the title sits next to the logo. */
    alt: z.string().optional(),
    /** Image path under `static/`, e.g. `img/logo.svg`. */
    src: requiredString('must be the path of an image under static/, e.g. "img/logo.svg"'),
    /** Image used in dark mode; defaults to `src`. */
    srcDark: z.string().optional(),
    width: z.union([z.number(), z.string()]).optional(),
    height: z.union([z.number(), z.string()]).optional(),
    href: z.string().optional(),
  })
  .strict();

/** Which end of the navbar a top-level item sits at; right unless the owner says left. */
const position = z
  .enum(['left', 'right'], {
    errorMap: () => ({ message: 'must be "left" or "right"' }),
  })
  .default('right');

/** Items inside a dropdown sit where the dropdown sits: they have no position of their own. */
const noPositionInDropdown = z
  .custom<undefined>((value) => value === undefined, {
    message: 'items inside a dropdown take their position from the dropdown: remove "position"',
  })
  .optional();

/** Fields shared by every navbar item. */
const common = {
  position,
  className: z.string().optional(),
};

const linkItem = z
  .object({
    type: z.literal('default'),
    ...common,
    label: z.string().optional(),
    html: z.string().optional(),
    /** A page of this site, e.g. `/docs/community/change-log`. */
    to: z.string().optional(),
    /** Another site. */
    href: z.string().url('must be an absolute URL such as "https://example.com"').optional(),
    /** The link is active on every page whose path starts with this. */
    activeBasePath: z.string().optional(),
    /** The link is active on every page whose path matches this regular expression. */
    activeBaseRegex: z.string().optional(),
  })
  .strict();

/** The checks on a link that involve more than one field. */
function checkLink(item: { to?: string; href?: string; label?: string; html?: string }, ctx: z.RefinementCtx): void {
  if ((item.to === undefined) === (item.href === undefined)) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: 'give exactly one of "to" (a page of this site) or "href" (another site)',
    });
  }
  if (item.label !== undefined && item.html !== undefined) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'give either "label" or "html", not both' });
  }
  if (item.label === undefined && item.html === undefined) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['label'], message: 'is required: the text shown for the link' });
  }
}

const docItem = z
  .object({
    type: z.literal('doc'),
    ...common,
    /** Doc id: the file path under content/docs without extension, e.g. `get-started/error-codes`. */
    docId: requiredString('is required: the doc id, e.g. "get-started/error-codes"'),
    label: z.string().optional(),
  })
  .strict();

const docSidebarItem = z
  .object({
    type: z.literal('docSidebar'),
    ...common,
    sidebarId: requiredString('is required: the sidebar to link to, e.g. "tutorialSidebar"'),
    label: z.string().optional(),
  })
  .strict();

const docsVersionItem = z
  .object({
    type: z.literal('docsVersion'),
    ...common,
    to: z.string().optional(),
    label: z.string().optional(),
  })
  .strict();

const htmlItem = z
  .object({
    type: z.literal('html'),
    ...common,
    value: requiredString('is required: the HTML to insert'),
  })
  .strict();

const searchItem = z.object({ type: z.literal('search'), ...common }).strict();

const localeDropdownItem = z
  .object({
    type: z.literal('localeDropdown'),
    ...common,
    /** Appended to the query string of every locale link, e.g. `persistLocale=true`. */
    queryString: z.string().optional(),
  })
  .strict();

const docsVersionDropdownItem = z
  .object({
    type: z.literal('docsVersionDropdown'),
    ...common,
    /** `true`: no version entry is marked as the current one. */
    dropdownActiveClassDisabled: z.boolean().default(false),
    /** Subset and order of versions to list, by name. */
    versions: z.array(z.string()).optional(),
  })
  .strict();

/**
 * Fills in the `type` an item may leave out (a dropdown when it has `items`, else a link) and
 * rejects a value that is not an item or whose type is not allowed here, with the allowed types,
 * before the item's own schema reads it.
 */
function resolveItemType(allowed: readonly string[], where: 'navbar item' | 'dropdown item') {
  return (value: unknown, ctx: z.RefinementCtx): unknown => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `must be an object describing a ${where}`, fatal: true });
      return value;
    }
    const rawType: unknown = 'type' in value ? value.type : undefined;
    const type = rawType === undefined || rawType === 'default' ? ('items' in value ? 'dropdown' : 'default') : rawType;
    if (typeof type === 'string' && allowed.includes(type)) return { ...value, type };
    let message: string;
    if (type === 'dropdown' && rawType !== 'dropdown') {
      message = `an item with "items" is a dropdown, and a ${where} cannot be one: remove "items" or move the item to navbar.items`;
    } else if (typeof type === 'string' && NAVBAR_ITEM_TYPES.some((known) => known === type)) {
      message = `"${type}" items cannot be placed in a dropdown. Use one of: ${allowed.join(', ')}`;
    } else {
      message = `${JSON.stringify(rawType)} is not a navbar item type. Use one of: ${allowed.join(', ')}`;
    }
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['type'], message, fatal: true });
    return value;
  };
}

/**
 * The schema of one item: `resolveItemType` runs first, then `union` reads the item by its `type`.
 * `Input` is what site.config.ts may write (`type` optional where the shape implies it); the
 * preprocess step itself takes any value and reports what is wrong with it.
 */
function itemSchema<Input, Union extends z.ZodTypeAny>(
  allowed: readonly string[],
  where: 'navbar item' | 'dropdown item',
  union: Union,
): z.ZodEffects<Union, z.output<Union>, Input> {
  return new z.ZodEffects({
    schema: union,
    typeName: z.ZodFirstPartyTypeKind.ZodEffects,
    effect: { type: 'preprocess', transform: resolveItemType(allowed, where) },
  });
}

/** `type` may be left out of these items' input: it is inferred from the shape. */
type TypeOptional<T> = T extends { type: infer K } ? Omit<T, 'type'> & { type?: K } : never;

const childLinkItem = linkItem.extend({ position: noPositionInDropdown });
const childDocItem = docItem.extend({ position: noPositionInDropdown });
const childDocSidebarItem = docSidebarItem.extend({ position: noPositionInDropdown });
const childDocsVersionItem = docsVersionItem.extend({ position: noPositionInDropdown });
const childHtmlItem = htmlItem.extend({ position: noPositionInDropdown });

const dropdownChildUnion = z
  .discriminatedUnion('type', [childLinkItem, childDocItem, childDocSidebarItem, childDocsVersionItem, childHtmlItem])
  .superRefine((item, ctx) => {
    if (item.type === 'default') checkLink(item, ctx);
  });

type DropdownChildInput =
  | TypeOptional<z.input<typeof childLinkItem>>
  | z.input<typeof childDocItem>
  | z.input<typeof childDocSidebarItem>
  | z.input<typeof childDocsVersionItem>
  | z.input<typeof childHtmlItem>;

const dropdownChild = itemSchema<DropdownChildInput, typeof dropdownChildUnion>(DROPDOWN_CHILD_TYPES, 'dropdown item', dropdownChildUnion);

const dropdownItem = z
  .object({
    type: z.literal('dropdown'),
    ...common,
    label: requiredString('is required: the text of the dropdown button'),
    /** Page the dropdown button itself links to. */
    to: z.string().optional(),
    items: z.array(dropdownChild, { required_error: 'is required: the entries of the dropdown' }).min(1, 'needs at least one item'),
  })
  .strict();

const navbarItemUnion = z
  .discriminatedUnion('type', [
    linkItem,
    dropdownItem,
    localeDropdownItem,
    searchItem,
    htmlItem,
    docItem,
    docSidebarItem,
    docsVersionItem,
    docsVersionDropdownItem,
  ])
  .superRefine((item, ctx) => {
    if (item.type === 'default') checkLink(item, ctx);
  });

type NavbarItemInput =
  | TypeOptional<z.input<typeof linkItem>>
  | TypeOptional<z.input<typeof dropdownItem>>
  | z.input<typeof localeDropdownItem>
  | z.input<typeof searchItem>
  | z.input<typeof htmlItem>
  | z.input<typeof docItem>
  | z.input<typeof docSidebarItem>
  | z.input<typeof docsVersionItem>
  | z.input<typeof docsVersionDropdownItem>;

const navbarItem = itemSchema<NavbarItemInput, typeof navbarItemUnion>(NAVBAR_ITEM_TYPES, 'navbar item', navbarItemUnion);

const footerLink = z
  .object({
    label: z.string().optional(),
    to: z.string().optional(),
    href: z.string().optional(),
    html: z.string().optional(),
  })
  .strict()
  .superRefine((item, ctx) => {
    const given = [item.to, item.href, item.html].filter((v) => v !== undefined).length;
    if (given !== 1) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: 'give exactly one of "to" (a page of this site), "href" (another site) or "html"',
      });
    }
    if (item.html === undefined && item.label === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['label'], message: 'is required with "to" or "href"' });
    }
    if (item.html !== undefined && item.label !== undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: '"html" and "label" cannot be used together' });
    }
  });

const footerColumn = z
  .object({
    title: z.string().nullable(),
    items: z.array(footerLink).default([]),
  })
  .strict();

const footerSchema = z
  .object({
    style: z.enum(['light', 'dark']).default('light'),
    logo: logoSchema.optional(),
    /** HTML of the copyright line. */
    copyright: z.string().optional(),
    /** Columns (entries with a "title") or a flat list of links; read by the transform below. */
    links: z.array(z.unknown()).default([]),
  })
  .strict()
  .transform(({ links, ...footer }, ctx) => {
    const isColumn = (entry: unknown) => typeof entry === 'object' && entry !== null && 'title' in entry;
    const multiColumn = links.length > 0 && isColumn(links[0]);
    const columns: Array<z.output<typeof footerColumn>> = [];
    const items: Array<z.output<typeof footerLink>> = [];
    links.forEach((link, index) => {
      if (isColumn(link) !== multiColumn) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['links', index],
          message: multiColumn
            ? 'is a plain link, but footer.links[0] is a column: give every entry a "title" (columns of links) or none (one flat list)'
            : 'is a column, but footer.links[0] is a plain link: give every entry a "title" (columns of links) or none (one flat list)',
        });
        return;
      }
      const result = multiColumn ? footerColumn.safeParse(link) : footerLink.safeParse(link);
      if (!result.success) {
        for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: ['links', index, ...issue.path] });
      } else if ('title' in result.data) {
        columns.push(result.data);
      } else {
        items.push(result.data);
      }
    });
    return multiColumn ? { ...footer, kind: 'columns' as const, columns } : { ...footer, kind: 'simple' as const, items };
  });

const headingLevel = z.coerce
  .number({ invalid_type_error: 'must be a number from 2 to 6' })
  .int('must be an integer')
  .min(2, 'must be greater than or equal to 2')
  .max(6, 'must be less than or equal to 6');

const urlSchema = z
  .string()
  .url('must be an absolute URL with protocol, e.g. "https://docs.llmprovider.example"')
  .refine((value) => !/^https?:\/\/[^/]+\/./.test(value), {
    message: 'must be the origin only (no path), e.g. "https://docs.llmprovider.example"; put a sub-path in "baseUrl"',
  })
  .transform((value) => value.replace(/\/$/, ''));

/**
 * Where browsers send Content-Security-Policy violation reports. It is written into deploy/csp.conf
 * inside the policy (where `;`, `,` and spaces separate directives and policies) and into a
 * quoted nginx string (where `$` starts a variable), so only plain URL characters are allowed.
 */
const REPORT_URI_EXAMPLE = '"https://csp-reports.llmprovider.example/report"';
const reportUriSchema = z.string().superRefine((value, ctx) => {
  const fail = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail(`must be an absolute https URL that receives the reports, e.g. ${REPORT_URI_EXAMPLE}`);
    return;
  }
  if (url.protocol !== 'https:') {
    fail(`must be an https URL, not ${url.protocol}: the reports name the pages readers visit, e.g. ${REPORT_URI_EXAMPLE}`);
  } else if (url.username !== '' || url.password !== '') {
    fail('must not hold a user name or password: every reader receives this URL in the headers');
  } else {
    const bad = /[^A-Za-z0-9\-._~:/?#[\]@!&()*+=%]/.exec(value)?.[0];
    if (bad !== undefined) {
      fail(`contains ${JSON.stringify(bad)}, which cannot be written into the policy or nginx's configuration: percent-encode it (e.g. %20 for a space)`);
    }
  }
});

export const siteConfigSchema = z
  .object({
    title: z.string().min(1, 'is required: the site name shown in the navbar and page titles').default('LLM Provider'),
    tagline: z.string().default('Seamless Access to Powerful Open & Proprietary LLMs'),
    /** Favicon path under static/. */
    favicon: z.string().default('img/favicon.svg'),
    /** Public origin of the deployed site, used for canonical URLs and the sitemap. */
    url: urlSchema.default('https://docs.llmprovider.example'),
    /** Path the site is served under. `/` for the root; `/docs-site/` for a sub-path. */
    baseUrl: z
      .string()
      .regex(/^\/([A-Za-z0-9._~-]+\/)*$/, 'must start and end with "/", e.g. "/" or "/llm-docs/"')
      .default('/'),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark'], { errorMap: () => ({ message: 'must be "light" or "dark"' }) }).default('light'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .strict()
      .default({}),
    tableOfContents: z
      .object({ minHeadingLevel: headingLevel.default(2), maxHeadingLevel: headingLevel.default(3) })
      .strict()
      .default({})
      .superRefine((toc, ctx) => {
        if (toc.minHeadingLevel > toc.maxHeadingLevel) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: ['minHeadingLevel'],
            message: `must be less than or equal to maxHeadingLevel (${toc.maxHeadingLevel})`,
          });
        }
      }),
    i18n: z
      .object({
        defaultLocale: z.string().default('en'),
        locales: z.array(z.string()).min(1).default(['en']),
        localeConfigs: z
          .record(
            z
              .object({
                label: z.string(),
                direction: z.enum(['ltr', 'rtl']).default('ltr'),
                htmlLang: z.string().optional(),
              })
              .strict(),
          )
          .default({ en: { label: 'English', direction: 'ltr' } }),
      })
      .strict()
      .default({})
      .superRefine((i18n, ctx) => {
        if (i18n.locales.length > 1) {
          // The build writes every page once, at its path without a locale prefix.
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: ['locales'],
            message:
              `lists ${i18n.locales.length} locales (${i18n.locales.map((l) => `"${l}"`).join(', ')}), but the build makes pages in one locale only: ` +
              `keep just the default locale, e.g. locales: ["${i18n.defaultLocale}"]`,
          });
          return;
        }
        if (!i18n.locales.includes(i18n.defaultLocale)) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: ['defaultLocale'],
            message: `"${i18n.defaultLocale}" is not listed in i18n.locales (${i18n.locales.join(', ')})`,
          });
        }
        for (const locale of i18n.locales) {
          if (!i18n.localeConfigs[locale]) {
            ctx.addIssue({
              code: z.ZodIssueCode.custom,
              path: ['localeConfigs', locale],
              message: `is missing: add { label: "...", direction: "ltr" } for locale "${locale}"`,
            });
          }
        }
      }),
    navbar: z
      .object({
        title: z.string().nullable().optional(),
        logo: logoSchema.optional(),
        hideOnScroll: z.boolean().default(false),
        style: z.enum(['dark', 'primary']).optional(),
        items: z.array(navbarItem).default([]),
      })
      .strict()
      .default({}),
    announcementBar: z
      .object({
        id: z.string().min(1).default('announcement-bar'),
        /** HTML shown in the bar. */
        content: z.string().min(1, 'is required: the HTML shown in the bar'),
        backgroundColor: hexOrCssColor.optional(),
        textColor: hexOrCssColor.optional(),
        isCloseable: z.boolean().default(true),
      })
      .strict()
      .optional(),
    footer: footerSchema.optional(),
    docs: z
      .object({
        /** URL segment the docs live under. */
        routeBasePath: z.literal('docs').default('docs'),
        sidebarId: z.string().min(1).default('tutorialSidebar'),
        versions: z
          .array(z.object({ name: z.string().min(1), label: z.string().min(1) }).strict())
          .min(1, 'needs at least the "current" version')
          .superRefine((versions, ctx) => {
            // The build makes one set of doc pages, under /docs, for the first version.
            if (versions.length > 1) {
              ctx.addIssue({
                code: z.ZodIssueCode.custom,
                message:
                  `lists ${versions.length} versions (${versions.map((v) => `"${v.name}"`).join(', ')}), but the build makes pages for one version only: ` +
                  'keep a single entry, e.g. versions: [{ name: "current", label: "Next" }]',
              });
            }
          })
          .default([{ name: 'current', label: 'Next' }]),
        /** Base of "Edit this page" links; the doc's path under content/docs is appended. */
        editUrl: z.string().url('must be an absolute URL').optional(),
      })
      .strict()
      .default({}),
    contact: z
      .object({ email: z.string().email('must be an e-mail address such as "support@llmprovider.example"') })
      .strict()
      .default({ email: 'support@llmprovider.example' }),
    codeHosting: z
      .object({
        label: z.string().min(1).default('GitHub'),
        orgUrl: z.string().url('must be an absolute URL such as "https://github.com/llm-provider"'),
      })
      .strict()
      .default({ orgUrl: 'https://github.com/llm-provider' }),
    chatQr: z
      .object({
        /** URL encoded in the QR code shown in the footer. */
        target: z.string().url('must be an absolute URL that the QR code opens'),
        caption: z.string().min(1).default('Scan to consult now'),
      })
      .strict()
      .default({ target: 'https://chat.llmprovider.example/consult' }),
    api: z
      .object({
        /** Base URL shown in every code sample. */
        baseUrl: z
          .string()
          .url('must be an absolute URL such as "https://api.llmprovider.example"')
          .transform((value) => value.replace(/\/$/, '')),
      })
      .strict()
      .default({ baseUrl: 'https://api.llmprovider.example' }),
    storage: z
      .object({
        type: z.enum(['localStorage', 'sessionStorage']).default('localStorage'),
        /** `false`: plain keys; a string `s`: keys end with `-s`. */
        namespace: z.union([z.literal(false), z.string().min(1)]).default(false),
      })
      .strict()
      .default({}),
    /**
     * The production Content-Security-Policy (deploy/csp.conf, src/node/csp.ts). Optional and left
     * out of the output when not given, so the components' copy of the config is unchanged.
     */
    csp: z
      .object({
        /** An https URL for violation reports (`report-uri` and `report-to`); no reports when unset. */
        reportUri: reportUriSchema.optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
/** One top-level navbar item as components receive it: validated, `type` filled in, defaults applied. */
export type NavbarItemConfig = z.output<typeof navbarItem>;
/** One entry of a `dropdown` item (no `position`: it sits where the dropdown sits). */
export type DropdownChildConfig = z.output<typeof dropdownChild>;
/** The navbar item of one `type`, e.g. `NavbarItemOf<'doc'>`. */
export type NavbarItemOf<T extends NavbarItemType> = Extract<NavbarItemConfig, { type: T }>;
/** The dropdown entry of one `type`. */
export type DropdownChildOf<T extends DropdownChildConfig['type']> = Extract<DropdownChildConfig, { type: T }>;

/** `true` when A and B are the same set of values. */
type SameSet<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The type lists above (used in messages) name exactly the types the unions accept; tsc fails otherwise.
const typeListsMatchUnions: SameSet<NavbarItemType, NavbarItemConfig['type']> & SameSet<(typeof DROPDOWN_CHILD_TYPES)[number], DropdownChildConfig['type']> =
  true;
void typeListsMatchUnions;

/** Formats a path like `navbar.items[2].type` the way a site owner reads it. */
export function formatPath(path: ReadonlyArray<string | number>): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return out === '' ? part : `${out}.${part}`;
  }, '');
}

export class SiteConfigError extends Error {
  readonly lines: string[];
  constructor(lines: string[], file: string) {
    super(
      `Invalid site configuration in ${file}:\n${lines.map((line) => `  - ${line}`).join('\n')}\n` +
        `Fix the values above in ${file} and start the command again.`,
    );
    this.name = 'SiteConfigError';
    this.lines = lines;
  }
}

/** Turns zod issues into `path: message` lines. */
export function issuesToLines(issues: readonly z.ZodIssue[]): string[] {
  return issues.map((issue) => {
    const path = formatPath(issue.path);
    let message = issue.message;
    if (issue.code === z.ZodIssueCode.unrecognized_keys) {
      message = `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}: remove them or check their spelling`;
    } else if (issue.code === z.ZodIssueCode.invalid_type && issue.received === 'undefined') {
      // A schema's `required_error` says what the value is for; zod's own "Required" does not.
      if (message === 'Required') message = `is required (expected ${issue.expected})`;
    } else if (issue.code === z.ZodIssueCode.invalid_type && issue.expected === 'integer') {
      message = 'must be an integer';
    } else if (issue.code === z.ZodIssueCode.invalid_type) {
      message = `must be ${issue.expected}, not ${issue.received}`;
    }
    return path ? `${path}: ${message}` : message;
  });
}

/**
 * Validates the owner's configuration and fills in defaults.
 * @throws SiteConfigError listing every problem as `path: message`.
 */
export function parseSiteConfig(input: unknown, file = 'src/config/site.config.ts'): SiteConfig {
  const result = siteConfigSchema.safeParse(input);
  if (!result.success) throw new SiteConfigError(issuesToLines(result.error.issues), file);
  return result.data;
}

/** Gatsby's pathPrefix for a baseUrl: `/` → `` and `/a/b/` → `/a/b`. */
export function pathPrefixOf(baseUrl: string): string {
  return baseUrl.replace(/\/$/, '');
}
