import { WalletportError } from '../errors/base.js';
import { createRequestDeduper } from './dedupe.js';
import type { StorageKey } from './keys.js';
import type { SyncTypedStorage } from './typed-storage.js';
import type { TimestampedValue } from './value-schemas.js';

/** Cache lifetimes in milliseconds: portfolio and native balance 30 s, name and identity 5 min. */
export const CACHE_TTL = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  name: 300_000,
  identity: 300_000,
} as const;

export interface TtlCachePersistence<K, V> {
  /** Synchronous on purpose: `get` stays synchronous, so a render can read the cache directly. */
  storage: SyncTypedStorage;
  /** The storage key of one entry; a key family's `prefix` lets `clear` remove entries of past sessions. */
  key: ((key: K) => StorageKey<TimestampedValue<V>>) & { readonly prefix?: string };
}

export interface TtlCacheOptions<K, V> {
  /** How long a value stays fresh; at exactly `ttlMs` after it was stored it has expired. */
  ttlMs: number;
  /** Bounds the entries kept in memory; the least recently used goes first. Unbounded by default. */
  maxEntries?: number;
  /** The clock, injectable so tests are deterministic. Defaults to `Date.now`. */
  now?: () => number;
  /** Also keep entries in storage, with their timestamp, so they survive a reload. */
  persist?: TtlCachePersistence<K, V>;
}

export interface TtlCache<K, V> {
  /** The fresh value for `key`, or undefined when absent or expired. */
  get(key: K): V | undefined;
  has(key: K): boolean;
  set(key: K, value: V): void;
  delete(key: K): void;
  clear(): void;
  /**
   * The fresh value, or the result of `load`, stored on success. Concurrent calls for one key share a
   * single `load`; failures are not cached. A value set, deleted or cleared while `load` runs wins over it.
   */
  getOrLoad(key: K, load: () => Promise<V>): Promise<V>;
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

function invalidOptions(details: string): WalletportError {
  return new WalletportError('Invalid cache options', { code: 'CACHE_INVALID_OPTIONS', details });
}

export function createTtlCache<K, V>(options: TtlCacheOptions<K, V>): TtlCache<K, V> {
  const { ttlMs, maxEntries = Number.POSITIVE_INFINITY, now = Date.now, persist } = options;
  if (!(ttlMs > 0)) throw invalidOptions('ttlMs must be a positive number of milliseconds.');
  if (!(maxEntries === Number.POSITIVE_INFINITY || (Number.isSafeInteger(maxEntries) && maxEntries > 0))) {
    throw invalidOptions('maxEntries must be a positive whole number.');
  }

  const entries = new Map<K, Entry<V>>();
  const deduper = createRequestDeduper<K>();
  // Marks the load currently allowed to store its result for a key; set/delete/clear revoke it.
  const loadTokens = new Map<K, object>();

  function isFresh(storedAt: number, at: number): boolean {
    const age = at - storedAt;
    // A timestamp in the future (clock moved back, tampered storage) is not trusted to be fresh.
    return age >= 0 && age < ttlMs;
  }

  function remember(key: K, entry: Entry<V>): void {
    entries.delete(key); // re-insert so Map order is least recently used first
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  }

  function lookup(key: K): Entry<V> | undefined {
    const at = now();
    const entry = entries.get(key);
    if (entry !== undefined) {
      if (isFresh(entry.storedAt, at)) {
        remember(key, entry);
        return entry;
      }
      entries.delete(key);
      persist?.storage.remove(persist.key(key));
      return undefined;
    }
    if (persist === undefined) return undefined;
    const stored = persist.storage.get(persist.key(key));
    if (stored === undefined) return undefined;
    if (!isFresh(stored.timestamp, at)) {
      persist.storage.remove(persist.key(key));
      return undefined;
    }
    const restored = { value: stored.value, storedAt: stored.timestamp };
    remember(key, restored);
    return restored;
  }

  function write(key: K, value: V): void {
    const storedAt = now();
    remember(key, { value, storedAt });
    persist?.storage.set(persist.key(key), { timestamp: storedAt, value });
  }

  return {
    get: (key) => lookup(key)?.value,
    has: (key) => lookup(key) !== undefined,
    set: (key, value) => {
      loadTokens.delete(key);
      write(key, value);
    },
    delete: (key) => {
      loadTokens.delete(key);
      entries.delete(key);
      persist?.storage.remove(persist.key(key));
    },
    clear: () => {
      loadTokens.clear();
      if (persist !== undefined) {
        const prefix = persist.key.prefix;
        if (prefix === undefined) for (const key of entries.keys()) persist.storage.remove(persist.key(key));
        else persist.storage.removeByPrefix(prefix);
      }
      entries.clear();
    },
    getOrLoad: (key, load) => {
      const hit = lookup(key);
      if (hit !== undefined) return Promise.resolve(hit.value);
      return deduper.dedupe(key, async () => {
        const token = {};
        loadTokens.set(key, token);
        try {
          const value = await load();
          if (loadTokens.get(key) === token) write(key, value);
          return value;
        } finally {
          if (loadTokens.get(key) === token) loadTokens.delete(key);
        }
      });
    },
  };
}
