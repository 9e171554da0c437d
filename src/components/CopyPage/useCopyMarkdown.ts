import { useCallback, useRef } from 'react';
import { COPY_FEEDBACK_MS, useCopyStatus, type CopyStatus } from '../../hooks/useCopyStatus';
import { writeToClipboard } from '../../utils/clipboard';
import { fetchMarkdown } from './markdown';

/** How long "Copied" / "Copy failed" stays on the button. */
export const FEEDBACK_MS = COPY_FEEDBACK_MS;

/** Copying the Markdown at `href`: fetched on the first copy only (a failed fetch is tried again next time). */
export function useCopyMarkdown(href: string): { status: CopyStatus; copy: () => Promise<void> } {
  const [status, run] = useCopyStatus();
  const cache = useRef<Promise<string> | null>(null);
  const copy = useCallback(
    () =>
      run(() => {
        if (!cache.current) {
          cache.current = fetchMarkdown(href);
          cache.current.catch(() => {
            cache.current = null;
          });
        }
        return writeToClipboard(cache.current);
      }),
    [href, run],
  );
  return { status, copy };
}
