import { storageKeys } from './keys.js';
import { CACHE_TTL, createTtlCache, type TtlCache } from './ttl-cache.js';
import type { SyncTypedStorage } from './typed-storage.js';
import type {
  StoredIdentity,
  StoredNameRecord,
  StoredNativeBalance,
  StoredTokenBalance,
} from './value-schemas.js';

/** The per-address caches (see CACHE_TTL), keyed by address, each with its own TTL. */
export interface AddressCaches {
  nativeBalance: TtlCache<string, StoredNativeBalance>;
  portfolio: TtlCache<string, StoredTokenBalance[]>;
  name: TtlCache<string, StoredNameRecord[]>;
  identity: TtlCache<string, StoredIdentity>;
}

export interface AddressCachesOptions {
  /** Where entries persist across reloads; memory only when omitted. */
  storage?: SyncTypedStorage;
  now?: () => number;
  maxEntries?: number;
}

export function createAddressCaches(options: AddressCachesOptions = {}): AddressCaches {
  const { storage, now, maxEntries } = options;
  return {
    nativeBalance: createTtlCache({
      ttlMs: CACHE_TTL.nativeBalance,
      now,
      maxEntries,
      persist: storage && { storage, key: storageKeys.nativeBalanceCache },
    }),
    portfolio: createTtlCache({
      ttlMs: CACHE_TTL.portfolio,
      now,
      maxEntries,
      persist: storage && { storage, key: storageKeys.portfolioCache },
    }),
    name: createTtlCache({
      ttlMs: CACHE_TTL.name,
      now,
      maxEntries,
      persist: storage && { storage, key: storageKeys.nameCache },
    }),
    identity: createTtlCache({
      ttlMs: CACHE_TTL.identity,
      now,
      maxEntries,
      persist: storage && { storage, key: storageKeys.identityCache },
    }),
  };
}
