/**
 * Content errors: what the compile step and the build checks find wrong in the content (MDX that
 * does not compile, front matter, links and anchors, error codes, model ids, the pages against the
 * OpenAPI document, the catalogues), as Gatsby structured errors.
 *
 * Each kind has an id that names it (`CONTENT.LINKS`...), so the terminal's header reads
 * `ERROR #CONTENT.LINKS` instead of `ERROR UNKNOWN`. Gatsby accepts only its own values for an
 * error's `type` and `category` (any other value makes it exit): content errors are type
 * COMPILATION, category USER (the author can fix them). The text is the message the check wrote
 * (file:line, what is wrong, how to fix it), unchanged: `gatsby build` fails with it as before.
 *
 * Under `gatsby develop` the same problems also reach the page they belong to (see
 * `problemsOfFile` and src/components/DevContentErrors).
 */
export const CONTENT_ERROR_IDS = {
  mdx: 'CONTENT.MDX',
  frontmatter: 'CONTENT.FRONTMATTER',
  links: 'CONTENT.LINKS',
  errorCodes: 'CONTENT.ERROR_CODES',
  models: 'CONTENT.MODELS',
  openapi: 'CONTENT.OPENAPI',
  fragments: 'CONTENT.FRAGMENTS',
  site: 'CONTENT.SITE',
  symlinks: 'CONTENT.SYMLINKS',
  files: 'CONTENT.FILES',
} as const;

export type ContentErrorKind = keyof typeof CONTENT_ERROR_IDS;

/** What Gatsby's reporter takes for a structured error. */
export interface ContentErrorMeta {
  readonly id: (typeof CONTENT_ERROR_IDS)[ContentErrorKind];
  readonly context: { readonly sourceMessage: string };
}

/** Entries for `reporter.setErrorMap` (onPreInit); `docsUrl` is the page that says how content is written. */
export const contentErrorMap = (docsUrl: string) =>
  Object.fromEntries(
    Object.values(CONTENT_ERROR_IDS).map((id) => [
      id,
      {
        text: (context: { sourceMessage?: string }) => context.sourceMessage ?? id,
        level: 'ERROR' as const,
        type: 'COMPILATION' as const,
        category: 'USER' as const,
        docsUrl,
      },
    ]),
  );

/** A structured content error of `kind` with the check's message as its text. */
export const contentError = (kind: ContentErrorKind, message: string): ContentErrorMeta => ({
  id: CONTENT_ERROR_IDS[kind],
  context: { sourceMessage: message },
});

/** The message of what a reporter was given: a string, or a structured error's text. */
export const reportedMessage = (meta: unknown): string =>
  typeof meta === 'string' ? meta : String((meta as { context?: { sourceMessage?: unknown } } | null)?.context?.sourceMessage ?? meta);

/**
 * The problems that name `file`: each check writes a problem as `<file>:<line>: …` (or
 * `<file> (…)`, `<file>: …`), so a problem belongs to the file it starts with.
 */
export function problemsOfFile(problems: readonly string[], file: string): string[] {
  return problems.filter((problem) => problem.startsWith(`${file}:`) || problem.startsWith(`${file} `));
}
