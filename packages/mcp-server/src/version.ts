/** The server's version and the age of the docs it holds. */
import type { McpData } from './data';

export const VERSION = '1.0.0';
/** Docs older than this many days make the stdio server say how to fetch the current copy. */
export const STALE_AFTER_DAYS = 30;

/** The server's version with the docs build it holds, as semver build metadata: `1.0.0+20261204.f8df502`. */
export function versionOf(build: McpData['build']): string {
  const day = build.builtAt.slice(0, 10).replace(/-/g, '');
  return `${VERSION}+${day}${build.commit ? `.${build.commit.slice(0, 7)}` : ''}`;
}

/**
 * What the stdio server writes to stderr when its docs are over STALE_AFTER_DAYS days old, or null.
 * npx keeps the copy of a tarball URL it downloaded first and never looks at the URL again, so
 * a copy started by `npx -y <url>` names its own npx folder: deleting it makes npx fetch the
 * current tarball on the next start.
 */
export function staleNotice(build: McpData['build'], now: Date, scriptPath: string): string | null {
  const days = Math.floor((now.getTime() - Date.parse(build.builtAt)) / 86_400_000);
  if (!(days > STALE_AFTER_DAYS)) return null;
  const npx = /^(.*[\\/]_npx[\\/][^\\/]+)[\\/]/.exec(scriptPath)?.[1];
  const how = npx
    ? `npx keeps the copy it downloaded first: delete ${npx} and start it again to get the current docs, or use ${build.url.replace(/\/+$/, '')}/mcp over HTTP.`
    : `Fetch the current server from ${build.url.replace(/\/+$/, '')}/mcp/, or use ${build.url.replace(/\/+$/, '')}/mcp over HTTP.`;
  return `These docs were built ${build.builtAt.slice(0, 10)}, ${days} days ago. ${how}`;
}
