import { useCallback, useEffect, useRef, useState } from 'react';
import { writeToClipboard } from './clipboard';
import { fetchMarkdown } from './markdown';

export type CopyStatus = 'idle' | 'copying' | 'copied' | 'failed';

/** How long "Copied" / "Copy failed" stays on the button. */
export const FEEDBACK_MS = 2000;

/**
 * Copying the Markdown at `href`: fetched on the first copy only (a failed fetch is tried again
 * next time), with a status that falls back to 'idle' FEEDBACK_MS after success or failure.
 */
export function useCopyMarkdown(href: string): { status: CopyStatus; copy: () => Promise<void> } {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const cache = useRef<Promise<string> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const showStatus = useCallback((next: CopyStatus) => {
    setStatus(next);
    if (timer.current) clearTimeout(timer.current);
    if (next === 'copied' || next === 'failed') timer.current = setTimeout(() => setStatus('idle'), FEEDBACK_MS);
  }, []);

  const copy = useCallback(async () => {
    showStatus('copying');
    if (!cache.current) {
      cache.current = fetchMarkdown(href);
      cache.current.catch(() => {
        cache.current = null;
      });
    }
    try {
      await writeToClipboard(cache.current);
      showStatus('copied');
    } catch {
      showStatus('failed');
    }
  }, [href, showStatus]);

  return { status, copy };
}
