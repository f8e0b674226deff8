'use client';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long 'Copied' stays on the button after a copy. */
export const COPY_FEEDBACK_MS = 1500;

export type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * Copies text with the async Clipboard API and reports the outcome for COPY_FEEDBACK_MS. The API is
 * missing on insecure origins and may be refused by the browser: that is shown, not thrown.
 */
export function useCopy(): { status: CopyStatus; copy(text: string): Promise<void> } {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    let next: CopyStatus;
    try {
      const clipboard = globalThis.navigator?.clipboard;
      if (clipboard === undefined) throw new Error('Clipboard API unavailable');
      await clipboard.writeText(text);
      next = 'copied';
    } catch {
      next = 'failed';
    }
    clearTimeout(timer.current);
    setStatus(next);
    timer.current = setTimeout(() => setStatus('idle'), COPY_FEEDBACK_MS);
  }, []);
  return { status, copy };
}
