/**
 * The lifecycle strings of the model tables. They live with the tables, in their lazily loaded
 * chunk, instead of src/i18n/en.json, which every page's first load carries: pages without the
 * tables do not pay for them.
 */
export const LIFECYCLE_MESSAGES = {
  'modelCatalog.filter.status': 'Status',
  'modelCatalog.filter.allStatuses': 'All statuses',
  'modelCatalog.column.status': 'Status',
  'modelCatalog.status.active': 'Active',
  'modelCatalog.status.legacy': 'Legacy',
  'modelCatalog.status.deprecated': 'Deprecated',
  'modelCatalog.status.retired': 'Retired',
  'modelCatalog.deprecations.caption': "Legacy, deprecated and retired models, with the vendors' dates and the model to use instead",
  'modelCatalog.column.deprecatedOn': 'Deprecated on',
  'modelCatalog.column.retiresOn': 'Shutdown',
  'modelCatalog.column.replacement': 'Use instead',
  'modelCatalog.date.none': 'Not announced',
  'modelCatalog.deprecations.empty': 'No model is legacy, deprecated or retired.',
} as const;

export type LifecycleMessageId = keyof typeof LIFECYCLE_MESSAGES;

export function lifecycleText(id: LifecycleMessageId): string {
  return LIFECYCLE_MESSAGES[id];
}
