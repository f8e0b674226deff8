/**
 * The key-value store behind the server's caches and rate-limit counters: process memory by default,
 * Redis (REDIS_URL) when several instances must share them. Values are JSON.
 */

export interface Cache {
  get<Value>(key: string): Promise<Value | undefined>;
  /** Stores `value` (JSON-serialisable) for `ttlMs`. */
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Counts one hit in the fixed window of `windowMs` that `now` falls in (windows are aligned to the
   * epoch, so every instance agrees on them). Returns the hits so far and the time until the window ends.
   */
  increment(key: string, windowMs: number, now?: number): Promise<WindowCount>;
  close(): Promise<void>;
}

export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** The window a moment falls in, as used by both stores. */
export function fixedWindow(now: number, windowMs: number): { index: number; resetInMs: number } {
  const index = Math.floor(now / windowMs);
  return { index, resetInMs: (index + 1) * windowMs - now };
}
