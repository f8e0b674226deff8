'use client';
import { useCallback, useState } from 'react';
import { useSecondsUntil } from '../views/account/use-seconds-until.js';

/** How long after a code was sent another may be asked for (core refuses one sooner, with its wait). */
export const RESEND_WAIT_MS = 30_000;

/**
 * The seconds until "Resend code" may be used: counting from the view's first render (the code has just
 * been sent) and again from each `restart` (a new code went out).
 */
export function useResendCountdown(): { seconds: number; restart(): void } {
  const [deadline, setDeadline] = useState(() => Date.now() + RESEND_WAIT_MS);
  const seconds = useSecondsUntil(deadline);
  const restart = useCallback(() => setDeadline(Date.now() + RESEND_WAIT_MS), []);
  return { seconds, restart };
}
