/**
 * Dated changes of content/models.json applied by the build's day: an entry whose vendor announced
 * a price change, a legacy stage, a deprecation or a shutdown for a day shows, in a site built on or
 * after that day, what holds then, without an edit. The build's day is today (UTC), or
 * `SITE_BUILD_DATE` (YYYY-MM-DD) to build the site as of another day.
 *
 * Pure but for `buildNow`, which reads the environment.
 */
import type { ModelCatalog } from './models';
export { BUILD_DATE_VARIABLE, buildNow, dayOf } from './build-day';
export { catalogOnDay, changesBy, modelOnDay } from './models';
import { changeItem, newestFirst, type CatalogChangeItem } from '../content-model/catalog-changes';

/** One dated change of the catalogue, for the Change Log and its feed (src/content-model/catalog-changes.ts). */
export type CatalogChangeEntry = CatalogChangeItem;

/**
 * Every dated change that has taken effect on `day`, newest first (the Change Log's entries). Works
 * on the catalogue as written or as of a day: each change carries what it changed.
 */
export function appliedChangeEntries(catalog: ModelCatalog, day: string): CatalogChangeEntry[] {
  return newestFirst(
    catalog.models.flatMap((model) =>
      (model.changes ?? [])
        .filter((change) => change.on <= day)
        .map((change) => changeItem({ modelId: model.id, vendor: model.vendor, replacement: model.replacement, unit: model.pricing.unit }, change)),
    ),
  );
}

/** How old a check may be before `npm run check:freshness` asks for it again, in days. */
export const FRESHNESS_DAYS = 30;

/**
 * The entries whose check is older than FRESHNESS_DAYS on `day`, as lines naming each with its
 * date and sources; the gateway's own entries (`definedBy`) have no vendor page and are never stale.
 */
export function freshness(catalog: ModelCatalog, day: string, file = 'content/models.json'): { stale: string[]; fresh: number; gateway: number } {
  const limit = new Date(Date.parse(`${day}T00:00:00Z`) - FRESHNESS_DAYS * 86_400_000).toISOString().slice(0, 10);
  const stale: string[] = [];
  let fresh = 0;
  let gateway = 0;
  catalog.models.forEach((model, index) => {
    if (model.definedBy === 'gateway') gateway++;
    else if (model.checkedOn !== undefined && model.checkedOn >= limit) fresh++;
    else {
      const sources = model.source === undefined ? [] : typeof model.source === 'string' ? [model.source] : model.source;
      stale.push(
        `${file}: models[${index}] (${model.id}): checked on ${model.checkedOn ?? 'no day'}, more than ${FRESHNESS_DAYS} days before ${day}: read ${sources.join(', ') || "the vendor's pages"} again, update the entry and its "checkedOn"`,
      );
    }
  });
  return { stale, fresh, gateway };
}
