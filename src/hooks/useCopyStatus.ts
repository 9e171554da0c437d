import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyStatus = 'idle' | 'copying' | 'copied' | 'failed';

/** How long "Copied" / "Copy failed" stays on a copy button. */
export const COPY_FEEDBACK_MS = 2000;

/**
 * The state of a copy button: `run(write)` shows 'copying' while `write` puts something on the
 * clipboard, then 'copied', or 'failed' when it throws or resolves to false, and goes back to
 * 'idle' COPY_FEEDBACK_MS later.
 */
export function useCopyStatus(): [CopyStatus, (write: () => Promise<boolean | void>) => Promise<void>] {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(async (write: () => Promise<boolean | void>) => {
    clearTimeout(timer.current);
    setStatus('copying');
    let ok = false;
    try {
      ok = (await write()) !== false;
    } catch {
      // reported as 'failed'
    }
    setStatus(ok ? 'copied' : 'failed');
    timer.current = setTimeout(() => setStatus('idle'), COPY_FEEDBACK_MS);
  }, []);
  return [status, run];
}
