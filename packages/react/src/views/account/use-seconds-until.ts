'use client';
import { useEffect, useReducer } from 'react';

/**
 * Whole seconds left until `deadline` (ms since epoch), rounded up; 0 once it has passed or without one.
 * Re-renders (4 times a second) only while a deadline is ahead.
 */
export function useSecondsUntil(deadline: number | undefined): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  // Read at render time so a deadline set later (a failure after mount) shows the right number at once.
  const remaining = secondsUntil(deadline, Date.now());

  const counting = remaining > 0;

  useEffect(() => {
    if (!counting) return;
    // A quarter-second poll keeps the shown number within 250 ms of the truth whatever timers do;
    // it runs only during the countdown (at most 30 s).
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [counting]);

  return remaining;
}

export function secondsUntil(deadline: number | undefined, now: number): number {
  if (deadline === undefined || !Number.isFinite(deadline)) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
