/** Storage keys of the site (no other imports: build-time code reads them too). */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  preferredVersion: 'docs-preferred-version-default',
  tabGroup: (groupId: string) => `docusaurus.tab.${groupId}`,
  apiKey: 'llmprovider.api-key',
  recentSearches: 'llmprovider.search.recent',
  /** sessionStorage: a full load was forced for this URL after a failed client navigation. */
  routeReload: (url: string) => `llmprovider.route-reload.${url}`,
} as const;
