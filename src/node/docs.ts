/**
 * Where docs live and what URL each gets.
 *
 * `content/docs/api-reference/openai/chat.mdx` has the doc id `api-reference/openai/chat` and the
 * URL `/docs/api-reference/openai/chat`; a folder's `index.mdx` is served at the folder's URL; the
 * front matter `slug` (relative to /docs) overrides it, e.g. `slug: /` for the docs landing page.
 */
import fs from 'fs';
import path from 'path';
import { walkFiles } from './walk';
import { z } from 'zod';
import type { CategoryInput } from './sidebar';

export const DOCS_ROUTE = '/docs';

/** Doc id of a file path relative to content/docs: `a/b/c.mdx` → `a/b/c`. */
export function docIdOf(relativePath: string): string {
  return relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
}

/** URL path of a doc. */
export function docSlugOf(id: string, frontmatterSlug?: string | null): string {
  if (frontmatterSlug) return frontmatterSlug === '/' ? DOCS_ROUTE : `${DOCS_ROUTE}${frontmatterSlug.replace(/\/$/, '')}`;
  const withoutIndex = id === 'index' ? '' : id.replace(/\/index$/, '');
  return withoutIndex ? `${DOCS_ROUTE}/${withoutIndex}` : DOCS_ROUTE;
}

/** URL path of a standalone MDX page in content/pages: `markdown-page.mdx` → `/markdown-page`. */
export function pageSlugOf(relativePath: string): string {
  const id = docIdOf(relativePath).replace(/(^|\/)index$/, '');
  return `/${id}`;
}

const categorySchema = z
  .object({
    label: z.string().min(1, 'must not be empty'),
    position: z.number({ invalid_type_error: 'must be a number' }).optional(),
    collapsible: z.boolean({ invalid_type_error: 'must be true or false' }).optional(),
    collapsed: z.boolean({ invalid_type_error: 'must be true or false' }).optional(),
  })
  .strict();

/** Reads every `_category_.json` under `docsDir`. Problems come back as `file: message` lines. */
export function readCategories(docsDir: string): { categories: CategoryInput[]; errors: string[] } {
  const categories: CategoryInput[] = [];
  const errors: string[] = [];
  const files = fs.existsSync(docsDir) ? walkFiles(docsDir, { match: (name) => name === '_category_.json' }) : [];
  for (const full of files) {
    const rel = path.relative(docsDir, path.dirname(full)).replace(/\\/g, '/');
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch (error) {
      errors.push(`${full}: is not valid JSON (${(error as Error).message}). Fix the syntax, e.g. { "label": "OpenAI", "position": 3 }`);
      continue;
    }
    const result = categorySchema.safeParse(data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path.join('.');
        errors.push(
          `${full}: ${issue.code === 'unrecognized_keys' ? `unknown field(s) ${issue.keys.join(', ')}: allowed are label, position, collapsible, collapsed` : `"${field}" ${issue.message}`}`,
        );
      }
      continue;
    }
    categories.push({ dir: rel, ...result.data });
  }
  return { categories, errors };
}
