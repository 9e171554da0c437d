/**
 * The day the build shows the catalogue as of: today (UTC), or `SITE_BUILD_DATE` (YYYY-MM-DD) to
 * build the site as of another day (src/node/catalog-changes.ts applies the dated changes).
 */
/** The variable that sets the day the build shows the catalogue as of. */
export const BUILD_DATE_VARIABLE = 'SITE_BUILD_DATE';

/** The moment the build treats as now: `SITE_BUILD_DATE` at 00:00 UTC, or the real time. */
export function buildNow(env: NodeJS.ProcessEnv = process.env, real: Date = new Date()): Date {
  const value = env[BUILD_DATE_VARIABLE];
  if (value === undefined || value === '') return real;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new Error(`${BUILD_DATE_VARIABLE}=${value}: must be a day written YYYY-MM-DD (the day the build shows the catalogue as of), or unset for today`);
  return new Date(`${value}T00:00:00Z`);
}

/** The day (YYYY-MM-DD, UTC) of a moment. */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);
