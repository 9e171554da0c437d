/**
 * Front matter of docs and MDX pages: what each field means, and errors that name the file, the
 * line and the fix.
 */
import fs from 'fs';
import path from 'path';
import { walkFiles } from './walk';
import matter from 'gray-matter';
import { z } from 'zod';
import { formatPath } from '../config/schema';
import type { DocFrontmatter, PageFrontmatter } from '../content-model/page';
import type { Describes } from './schema-types';

export type { DocFrontmatter, FrontmatterResult } from '../content-model/page';

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

/** The schemas describe exactly the front matter pages receive (src/content-model/page.ts). */
const _schemasDescribeTheContentModel: [Describes<typeof docFrontmatterSchema, DocFrontmatter>, Describes<typeof pageFrontmatterSchema, PageFrontmatter>] = [
  true,
  true,
];

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

/** The lines of a file and the index of its front matter's closing `---` (-1 when it has none). */
function frontmatterBlock(source: string): { lines: string[]; close: number } {
  const lines = source.split(/\r?\n/);
  if (!/^---\s*$/.test(lines[0]?.replace(/^\uFEFF/, '') ?? '')) return { lines, close: -1 };
  const close = lines.findIndex((line, index) => index > 0 && /^---\s*$/.test(line));
  return { lines, close };
}

/** A quoted YAML key's text: `"a\"b"` (escapes as in JSON), `'it''s'`; null when not closed. */
function quotedKey(text: string): { key: string; rest: string } | null {
  if (text.startsWith("'")) {
    const match = /^'((?:[^']|'')*)'/.exec(text);
    return match ? { key: match[1].replace(/''/g, "'"), rest: text.slice(match[0].length) } : null;
  }
  const match = /^"((?:[^"\\]|\\.)*)"/.exec(text);
  if (!match) return null;
  let key = match[1];
  try {
    key = JSON.parse(`"${match[1]}"`) as string;
  } catch {
    // A YAML-only escape (\x41, \e…): compare the text as written.
  }
  return { key, rest: text.slice(match[0].length) };
}

/**
 * The mapping key a front matter line starts with, read literally (`foo(bar`, `a.b`, `"quoted
 * key"`, `'it''s'`), after any indentation of spaces or tabs; null for other lines (list items,
 * comments, continued values).
 */
function keyOfLine(line: string): { key: string; indent: number } | null {
  const indent = /^[ \t]*/.exec(line)![0].length;
  const text = line.slice(indent);
  if (text === '' || /^(?:#|[-?](?:\s|$))/.test(text)) return null;
  if (text.startsWith('"') || text.startsWith("'")) {
    const quoted = quotedKey(text);
    return quoted && /^[ \t]*:(?:\s|$)/.test(quoted.rest) ? { key: quoted.key, indent } : null;
  }
  // A plain key ends at the first ":" followed by a space or the end of the line ("a:b: 1" is "a:b").
  const colon = /:(?:\s|$)/.exec(text);
  return colon ? { key: text.slice(0, colon.index).trimEnd(), indent } : null;
}

/**
 * 1-based line of `key:` inside the front matter block of `source`, or 1 when it is absent. Keys
 * are compared as text, never as patterns, so any key is safe (`foo(bar`, `a.b`); the least
 * indented match wins (a top-level key before a nested one of the same name).
 */
export function frontmatterLine(source: string, key: string | number | undefined): number {
  if (typeof key !== 'string') return 1;
  const { lines, close } = frontmatterBlock(source);
  if (close === -1) return 1;
  let best: { line: number; indent: number } | null = null;
  for (let index = 1; index < close; index += 1) {
    const found = keyOfLine(lines[index]);
    if (found?.key === key && (best === null || found.indent < best.indent)) best = { line: index + 1, indent: found.indent };
  }
  return best?.line ?? 1;
}

/** The YAML parser's error, as gray-matter throws it (js-yaml's YAMLException). */
interface YamlError {
  readonly reason?: string;
  readonly message: string;
  /** 0-based line within the front matter text, which starts with the rest of the opening `---` line. */
  readonly mark?: { readonly line: number };
}

export interface ReadFrontmatter {
  /** The front matter's fields ({} when it has none or cannot be read). */
  readonly data: Record<string, unknown>;
  /** The MDX body after the front matter. */
  readonly content: string;
  /** Line of the body's first line in the file. */
  readonly bodyStartLine: number;
  /** `file:line: message` lines: front matter that is not valid YAML, or not `field: value` lines. */
  readonly problems: string[];
}

/**
 * The language a front matter fence names (`---js`, `--- coffee`, `---javascript`), or null for a
 * plain `---` (YAML) or no front matter. gray-matter would hand such a block to an engine of that
 * language, and its default JavaScript engine evaluates the block.
 */
export function fenceLanguage(source: string): string | null {
  const first = source.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const match = /^---(?!-)[ \t]*(\S.*?)\s*$/.exec(first);
  return match ? match[1] : null;
}

/**
 * gray-matter's engines with the code ones replaced (its defaults include a JavaScript engine that
 * evaluates the block): a fence naming them is refused before gray-matter is called (fenceLanguage),
 * and these throw should one reach it anyway. YAML stays gray-matter's own (js-yaml's safe loader).
 */
const refuse = (language: string) => () => {
  throw new Error(`only YAML front matter is allowed, not ${language}`);
};
const ENGINES = { javascript: refuse('JavaScript'), js: refuse('JavaScript'), json: refuse('JSON'), coffee: refuse('CoffeeScript') };

/**
 * Reads the front matter of an MDX file. The one reader of front matter in the project (build,
 * command-line checks, tests and scripts; ESLint forbids importing gray-matter anywhere else): YAML
 * only, as gatsby-plugin-mdx reads it, and never code. A fence that names another language
 * (`---js`) is a problem of its own; invalid YAML becomes a `file:line: …` problem with the YAML
 * parser's reason and line. Never throws; the body is still returned, for the other checks.
 */
export function readFrontmatter(source: string, file: string): ReadFrontmatter {
  const { lines, close } = frontmatterBlock(source);
  const language = fenceLanguage(source);
  if (language !== null) {
    // Not read at all: the body starts after the block's closing line, if there is one.
    const end = lines.findIndex((line, index) => index > 0 && /^---\s*$/.test(line));
    return {
      data: {},
      content: end === -1 ? source : lines.slice(end + 1).join('\n'),
      bodyStartLine: end === -1 ? 1 : end + 2,
      problems: [
        `${file}:1: front matter opened with "---${language}" is not YAML: only YAML front matter is allowed (a page is data, and front matter in another language would be run as code). Open the block with a line of three dashes alone, "---", and write \`field: value\` lines, e.g. title: Chat completions`,
      ],
    };
  }
  const bodyStartLine = close === -1 ? 1 : close + 2;
  const rawBody = close === -1 ? source : lines.slice(close + 1).join('\n');
  let parsed: { data: unknown; content: string };
  try {
    // YAML (js-yaml's safe schema: no functions, no code); every other engine throws.
    parsed = matter(source, { language: 'yaml', engines: ENGINES });
  } catch (error) {
    // js-yaml's YAMLException has the reason and a line counted from the opening `---` line (an
    // error at the end of the block points at the closing one); anything else is reported at line 1.
    const yaml = error as YamlError;
    const last = close === -1 ? lines.length : close + 1;
    const line = yaml.mark ? Math.min(Math.max(yaml.mark.line + 1, 2), last) : 1;
    const reason = yaml.reason ?? String(yaml.message ?? error).split('\n')[0];
    return {
      data: {},
      content: rawBody,
      bodyStartLine,
      problems: [
        `${file}:${line}: front matter is not valid YAML (${reason}): write one \`field: value\` per line, indented with spaces, and quote a value that contains ": " or starts with a quote or a bracket, e.g. title: "Chat: streaming"`,
      ],
    };
  }
  if (!isFieldMap(parsed.data)) {
    return { data: {}, content: parsed.content, bodyStartLine, problems: [notFieldsProblem(file, source, parsed.data)] };
  }
  return { data: parsed.data, content: parsed.content, bodyStartLine, problems: [] };
}

/** An MDX file whose front matter could not be read; `problems` are `file:line: …` lines. */
export class FrontmatterError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'FrontmatterError';
  }
}

/** readFrontmatter for callers that cannot go on without the fields: throws a FrontmatterError on any problem. */
export function readFrontmatterOrThrow(source: string, file: string): ReadFrontmatter {
  const read = readFrontmatter(source, file);
  if (read.problems.length > 0) throw new FrontmatterError(read.problems);
  return read;
}

function isFieldMap(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null && !Array.isArray(data) && !(data instanceof Date);
}

function notFieldsProblem(file: string, source: string, data: unknown): string {
  const what = Array.isArray(data) ? 'a list' : data instanceof Date ? 'a date' : `a ${typeof data}`;
  const line = frontmatterBlock(source).close === -1 ? 1 : 2;
  return `${file}:${line}: front matter must be \`field: value\` lines, not ${what}: e.g. title: Chat completions`;
}

/**
 * Checks front matter; returns `file:line: field: message` lines (empty when valid).
 * @param source the whole file, for line numbers
 */
export function checkFrontmatter(data: unknown, kind: 'doc' | 'page', file: string, source: string): string[] {
  const schema = kind === 'doc' ? docFrontmatterSchema : pageFrontmatterSchema;
  // `just text` or `- a` parses as YAML, but not as fields.
  if (data !== null && data !== undefined && !isFieldMap(data)) return [notFieldsProblem(file, source, data)];
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

/**
 * The front-matter problems (invalid YAML, not `field: value` lines) of every MDX file under
 * `dirs` (relative to `projectDir`), as `file:line: …` lines. gatsby-node runs it before sourcing:
 * gatsby-plugin-mdx parses front matter before our checks and stops on invalid YAML without
 * naming the file.
 */
export function frontmatterYamlProblems(projectDir: string, dirs: readonly string[]): string[] {
  return dirs
    .map((dir) => path.resolve(projectDir, dir))
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => walkFiles(dir, { match: /\.mdx?$/ }))
    .flatMap((file) => readFrontmatter(fs.readFileSync(file, 'utf8'), path.relative(projectDir, file)).problems);
}
