/**
 * `npm run check:freshness`: fails, naming them, on the entries of content/models.json checked against
 * their vendor's pages more than 30 days before today (or SITE_BUILD_DATE). The build prints the
 * same count; this is the command a scheduled job or a release runs.
 */
import fs from 'fs';
import path from 'path';
import { MODELS_FILE, parseModelCatalog } from './models';
import { FRESHNESS_DAYS, buildNow, dayOf, freshness } from './catalog-changes';

const now = buildNow();
const catalog = parseModelCatalog(fs.readFileSync(path.join(process.cwd(), MODELS_FILE), 'utf8'), MODELS_FILE, now);
const { stale, fresh, gateway } = freshness(catalog, dayOf(now));
for (const line of stale) console.log(line);
console.error(
  `${MODELS_FILE}: ${fresh} entries checked within ${FRESHNESS_DAYS} days, ${stale.length} older, ${gateway} defined by the gateway (no vendor page)`,
);
process.exitCode = stale.length > 0 ? 1 : 0;
