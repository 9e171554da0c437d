/**
 * Where each catalogue model's page lives. Browser-safe: the build creates the pages at these
 * paths and the model table links to them, so the two always agree.
 */

/** Folder of the model pages (not a sidebar category: they are reached from Pricing and the endpoint pages). */
export const MODEL_PAGES_PATH = '/docs/models';

/**
 * The page segment of a model id: lower case, every run of other characters than letters and
 * digits as one `-`, a family's trailing `*` dropped (`gpt-4.1` → `gpt-4-1`,
 * `anthropic.claude-v2:1` → `anthropic-claude-v2-1`, `gpt-4-gizmo-*` → `gpt-4-gizmo`).
 */
export function modelSlug(id: string): string {
  return id
    .replace(/\*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Site path of a model's page: `/docs/models/gpt-4-1`. */
export function modelPagePath(id: string): string {
  return `${MODEL_PAGES_PATH}/${modelSlug(id)}`;
}
