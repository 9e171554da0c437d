/**
 * Slow or metered connections: no speculative downloads (prefetch on visibility, preload on hover).
 * Same condition as Gatsby's loader, so both agree: an effective type containing "2g" (2g,
 * slow-2g) or the data-saver flag.
 */
export interface ConnectionLike {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

export function isSlowConnection(connection: ConnectionLike | undefined | null): boolean {
  if (!connection) return false;
  return Boolean(connection.saveData) || (connection.effectiveType ?? '').includes('2g');
}

/** The browser's connection info, when the Network Information API exists. */
export function currentConnection(): ConnectionLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionLike }).connection;
}
