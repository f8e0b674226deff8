/** The in-process store: bounded Maps with expiry times, no timers (nothing keeps the process alive). */
import { type Cache, fixedWindow } from './cache.js';

interface Entry {
  value: string;
  expiresAt: number;
}

export interface MemoryCacheOptions {
  /** Entries kept at most per map; the oldest go first. Bounds memory under a flood of distinct keys. */
  maxEntries?: number;
  now?: () => number;
}

export function createMemoryCache(options: MemoryCacheOptions = {}): Cache {
  const maxEntries = options.maxEntries ?? 50_000;
  const clock = options.now ?? Date.now;
  const values = new Map<string, Entry>();
  const counters = new Map<string, { count: number; expiresAt: number }>();

  const prune = <T extends { expiresAt: number }>(map: Map<string, T>, now: number) => {
    if (map.size < maxEntries) return;
    for (const [key, entry] of map) if (entry.expiresAt <= now) map.delete(key);
    // Still full: drop the oldest insertions (Map iterates in insertion order).
    for (const key of map.keys()) {
      if (map.size < maxEntries) break;
      map.delete(key);
    }
  };

  return {
    async get<Value>(key: string) {
      const entry = values.get(key);
      if (entry === undefined) return undefined;
      if (entry.expiresAt <= clock()) {
        values.delete(key);
        return undefined;
      }
      // Stored as JSON so callers get a copy: mutating a cached answer cannot change the cache.
      return JSON.parse(entry.value) as Value;
    },
    async set(key, value, ttlMs) {
      const now = clock();
      values.delete(key);
      prune(values, now);
      values.set(key, { value: JSON.stringify(value), expiresAt: now + ttlMs });
    },
    async delete(key) {
      values.delete(key);
    },
    async increment(key, windowMs, now = clock()) {
      const window = fixedWindow(now, windowMs);
      const counterKey = `${key}:${window.index}`;
      const entry = counters.get(counterKey);
      if (entry !== undefined) {
        entry.count += 1;
        return { count: entry.count, resetInMs: window.resetInMs };
      }
      prune(counters, now);
      counters.set(counterKey, { count: 1, expiresAt: now + window.resetInMs });
      return { count: 1, resetInMs: window.resetInMs };
    },
    async close() {
      values.clear();
      counters.clear();
    },
  };
}
