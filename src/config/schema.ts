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
const DROPDOWN_CHILD_TYPES = ['default', 'doc', 'docSidebar', 'docsVersion', 'html'] as const;

const hexOrCssColor = z
  .string()
  .min(1, 'must be a CSS colour such as "#1c1e21" or "rebeccapurple"');

const logoSchema = z
  .object({
    /** Alternative text; leave empty when the title sits next to the logo. */
    alt: z.string().optional(),
    /** Image path under `static/`, e.g. `img/logo.svg`. */
    src: z.string().min(1, 'must be the path of an image under static/, e.g. "img/logo.svg"'),
    /** Image used in dark mode; defaults to `src`. */
    srcDark: z.string().optional(),
    width: z.union([z.number(), z.string()]).optional(),
    height: z.union([z.number(), z.string()]).optional(),
    href: z.string().optional(),
  })
  .strict();

const position = z.enum(['left', 'right'], {
  errorMap: () => ({ message: 'must be "left" or "right"' }),
});

/** Fields shared by every navbar item. */
const common = {
  position: position.optional(),
  className: z.string().optional(),
};

const labelOrHtml = {
  label: z.string().optional(),
  html: z.string().optional(),
};

const linkItem = z
  .object({
    type: z.literal('default').optional(),
    ...common,
    ...labelOrHtml,
    to: z.string().optional(),
    href: z.string().url('must be an absolute URL such as "https://example.com"').optional(),
    activeBasePath: z.string().optional(),
    activeBaseRegex: z.string().optional(),
  })
  .strict()
  .superRefine((item, ctx) => {
    if ((item.to === undefined) === (item.href === undefined)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message:
          'One and only one between "to" and "href" should be provided: use "to" for a page of this site, "href" for another site',
      });
    }
    if (item.label !== undefined && item.html !== undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'give either "label" or "html", not both' });
    }
    if (item.label === undefined && item.html === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['label'], message: 'is required: the text shown for the link' });
    }
  });

const docItem = z
  .object({
    type: z.literal('doc'),
    ...common,
    /** Doc id: the file path under content/docs without extension, e.g. `get-started/error-codes`. */
    docId: z.string().min(1, 'is required: the doc id, e.g. "get-started/error-codes"'),
    label: z.string().optional(),
  })
  .strict();

const docSidebarItem = z
  .object({
    type: z.literal('docSidebar'),
    ...common,
    sidebarId: z.string().min(1, 'is required: the sidebar to link to, e.g. "tutorialSidebar"'),
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
    value: z.string().min(1, 'is required: the HTML to insert'),
  })
  .strict();

const searchItem = z.object({ type: z.literal('search'), ...common }).strict();

const localeDropdownItem = z
  .object({
    type: z.literal('localeDropdown'),
    ...common,
    queryString: z.string().optional(),
  })
  .strict();

const docsVersionDropdownItem = z
  .object({
    type: z.literal('docsVersionDropdown'),
    ...common,
    dropdownActiveClassDisabled: z.boolean().default(false),
    /** Subset and order of versions to list, by name. */
    versions: z.array(z.string()).optional(),
  })
  .strict();

/** Reports an unknown `type` with the list of valid ones, instead of zod's union noise. */
function itemWithKnownType<T extends z.ZodTypeAny>(
  allowed: readonly string[],
  byType: (type: string) => T,
  where: string,
  insideDropdown = false,
) {
  return z.any().superRefine((value, ctx) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `must be an object describing a ${where}` });
      return;
    }
    const rawType: unknown = (value as { type?: unknown }).type;
    const type = rawType === undefined ? ('items' in value ? 'dropdown' : 'default') : rawType;
    if (typeof type !== 'string' || !allowed.includes(type)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['type'],
        message: `Bad navbar item type ${JSON.stringify(rawType)}. Use one of: ${allowed.join(', ')}`,
      });
      return;
    }
    if (insideDropdown && 'position' in value) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['position'],
        message: 'items inside a dropdown take their position from the dropdown: remove "position"',
      });
    }
    const result = byType(type).safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue });
    }
  });
}

const dropdownChild = itemWithKnownType(
  DROPDOWN_CHILD_TYPES,
  (type) =>
    ({
      default: linkItem,
      doc: docItem,
      docSidebar: docSidebarItem,
      docsVersion: docsVersionItem,
      html: htmlItem,
    })[type as (typeof DROPDOWN_CHILD_TYPES)[number]],
  'dropdown item',
  true,
);

const dropdownItem = z
  .object({
    type: z.literal('dropdown').optional(),
    ...common,
    label: z.string().min(1, 'is required: the text of the dropdown button'),
    to: z.string().optional(),
    items: z.array(dropdownChild).min(1, 'needs at least one item'),
  })
  .strict();

const navbarItem = itemWithKnownType(
  NAVBAR_ITEM_TYPES,
  (type) =>
    ({
      default: linkItem,
      dropdown: dropdownItem,
      localeDropdown: localeDropdownItem,
      search: searchItem,
      html: htmlItem,
      doc: docItem,
      docSidebar: docSidebarItem,
      docsVersion: docsVersionItem,
      docsVersionDropdown: docsVersionDropdownItem,
    })[type as NavbarItemType],
  'navbar item',
);

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
    links: z.array(z.any()).default([]),
  })
  .strict()
  .transform((footer, ctx) => {
    const multiColumn =
      footer.links.length > 0 && typeof footer.links[0] === 'object' && footer.links[0] !== null && 'title' in footer.links[0];
    const parser = multiColumn ? footerColumn : footerLink;
    const links: unknown[] = [];
    footer.links.forEach((link, index) => {
      const isColumn = typeof link === 'object' && link !== null && 'title' in link;
      if (isColumn !== multiColumn) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['links', index],
          message:
            'The footer must be either simple or multi-column, and not a mix of the two: give every entry a "title" (columns) or none (a flat list)',
        });
        return;
      }
      const result = parser.safeParse(link);
      if (result.success) links.push(result.data);
      else for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: ['links', index, ...issue.path] });
    });
    return multiColumn
      ? { ...footer, kind: 'columns' as const, columns: links as z.infer<typeof footerColumn>[] }
      : { ...footer, kind: 'simple' as const, items: links as z.infer<typeof footerLink>[] };
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
  })
  .strict();

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItemConfig = Record<string, unknown> & { type?: string; position?: 'left' | 'right' };

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
      message = `is required (expected ${issue.expected})`;
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
