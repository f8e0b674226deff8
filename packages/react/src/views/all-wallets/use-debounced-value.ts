'use client';
import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (300 ms for the wallet search), so a search runs when
 * the visitor pauses, not on every key. An empty value applies at once: clearing the field should show
 * the full list without waiting.
 */
export function useDebouncedValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value.trim() === '') {
      setSettled(value);
      return undefined;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
