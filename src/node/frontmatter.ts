/**
 * Front matter of docs and MDX pages: what each field means, and errors that name the file, the
 * line and the fix.
 */
import { z } from 'zod';
import { formatPath } from '../config/schema';

const level = z
  .number({ invalid_type_error: 'must be a number from 2 to 6' })
  .int('must be an integer')
  .min(2, 'must be from 2 to 6')
  .max(6, 'must be from 2 to 6');

export const docFrontmatterSchema = z
  .object({
    title: z
      .string({ required_error: 'is required: add `title: Your page title`' })
      .refine((text) => text.trim() !== '', 'must not be empty or only spaces')
      .describe('Page title: the h1, the browser tab and the sidebar label unless sidebar_label is set'),
    description: z
      .string({ required_error: 'is required: add `description: One sentence about the page`' })
      .refine((text) => text.trim() !== '', 'must not be empty or only spaces')
      .describe('One-sentence summary used for search results, link previews and llms.txt'),
    sidebar_label: z.string().min(1).optional().describe('Shorter label for the sidebar'),
    sidebar_position: z.number({ invalid_type_error: 'must be a number' }).optional().describe('Order within its category (else by file name)'),
    slug: z
      .string()
      .regex(/^\/[a-z0-9/-]*$/, 'must start with "/" and use lower-case letters, digits and "-"')
      .optional()
      .describe('URL of the page relative to /docs; "/" makes it the docs landing page'),
    toc_min_heading_level: level.optional().describe('Shallowest heading level in the table of contents (2 to 6)'),
    toc_max_heading_level: level.optional().describe('Deepest heading level in the table of contents (2 to 6)'),
    hide_table_of_contents: z.boolean({ invalid_type_error: 'must be true or false' }).optional().describe('Hides the table of contents'),
    keywords: z.array(z.string()).optional().describe('Search keywords for the page'),
  })
  .strict()
  .superRefine((fm, ctx) => {
    if (fm.toc_min_heading_level !== undefined && fm.toc_max_heading_level !== undefined && fm.toc_min_heading_level > fm.toc_max_heading_level) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['toc_min_heading_level'],
        message: 'must be less than or equal to toc_max_heading_level',
      });
    }
  });

export const pageFrontmatterSchema = z
  .object({
    title: z.string({ required_error: 'is required: add `title: Your page title`' }).refine((text) => text.trim() !== '', 'must not be empty or only spaces'),
    description: z.string().min(1).optional(),
  })
  .strict();

export type DocFrontmatter = z.infer<typeof docFrontmatterSchema>;

type PageFrontmatter = z.infer<typeof pageFrontmatterSchema>;
type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
/** Fields every MDX file has (docs, pages and fragments alike): the others may come back null. */
type AlwaysPresent = RequiredKeys<DocFrontmatter> & RequiredKeys<PageFrontmatter>;

/**
 * Front matter as a GraphQL query returns it: a field the file leaves out is null. Components and
 * gatsby-node type their query results with this instead of restating the fields.
 */
export type FrontmatterResult<K extends keyof DocFrontmatter> = {
  readonly [P in K]-?: P extends AlwaysPresent ? DocFrontmatter[P] : Exclude<DocFrontmatter[P], undefined> | null;
};

/** The GraphQL type of one front-matter value, from its schema (non-null only when `required`). */
function graphqlTypeOf(schema: z.ZodTypeAny, required: boolean): string {
  let inner = schema;
  for (;;) {
    if (inner instanceof z.ZodOptional) inner = inner.unwrap();
    else if (inner instanceof z.ZodEffects) inner = inner.innerType();
    else break;
  }
  let type: string;
  if (inner instanceof z.ZodString) type = 'String';
  else if (inner instanceof z.ZodBoolean) type = 'Boolean';
  else if (inner instanceof z.ZodNumber) type = inner.isInt ? 'Int' : 'Float';
  else if (inner instanceof z.ZodArray) type = `[${graphqlTypeOf(inner.element, true)}]`;
  else throw new Error(`src/node/frontmatter.ts: no GraphQL type for the front matter schema ${inner.constructor.name}; add it to graphqlTypeOf`);
  return required ? `${type}!` : type;
}

/**
 * GraphQL type `MdxFrontmatter`, derived from docFrontmatterSchema (pages' and fragments' front
 * matter are subsets of it), so the fields and their descriptions are written once.
 */
export function frontmatterTypeDefs(): string {
  const pageShape = pageFrontmatterSchema.shape as Record<string, z.ZodTypeAny>;
  const fields = Object.entries(docFrontmatterSchema.innerType().shape as Record<string, z.ZodTypeAny>).map(([name, schema]) => {
    // Non-null only when docs and pages must both have it (fragments need a title too).
    const required = !schema.isOptional() && pageShape[name] !== undefined && !pageShape[name].isOptional();
    return `${schema.description ? `    ${JSON.stringify(schema.description)}\n` : ''}    ${name}: ${graphqlTypeOf(schema, required)}`;
  });
  return `
  "Front matter of a doc, page or shared fragment; see src/node/frontmatter.ts for the checks."
  type MdxFrontmatter {
${fields.join('\n')}
  }
`;
}

/** 1-based line of `key:` inside the front matter block of `source`, or 1 when it is absent. */
export function frontmatterLine(source: string, key: string | number | undefined): number {
  if (typeof key !== 'string') return 1;
  const lines = source.split(/\r?\n/);
  const found = lines.findIndex((line, index) => index > 0 && new RegExp(`^${key}\\s*:`).test(line));
  return found === -1 ? 1 : found + 1;
}

/**
 * Checks front matter; returns `file:line: field: message` lines (empty when valid).
 * @param source the whole file, for line numbers
 */
export function checkFrontmatter(data: unknown, kind: 'doc' | 'page', file: string, source: string): string[] {
  const schema = kind === 'doc' ? docFrontmatterSchema : pageFrontmatterSchema;
  const result = schema.safeParse(data ?? {});
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const key = issue.code === z.ZodIssueCode.unrecognized_keys ? issue.keys[0] : issue.path[0];
    const where = `${file}:${frontmatterLine(source, key)}`;
    if (issue.code === z.ZodIssueCode.unrecognized_keys) {
      return `${where}: unknown front matter field(s) ${issue.keys.join(', ')}: remove them or check the spelling (allowed: ${Object.keys(
        schema === docFrontmatterSchema ? docFrontmatterSchema.innerType().shape : pageFrontmatterSchema.shape,
      ).join(', ')})`;
    }
    return `${where}: front matter "${formatPath(issue.path)}" ${issue.message}`;
  });
}
