// Browser storage (see docs/core.md "Storage"), storage backends, the typed store and the TTL cache.
export { type AddressCaches, type AddressCachesOptions, createAddressCaches } from './address-caches.js';
export {
  booleanCodec,
  commaListCodec,
  enumCodec,
  jsonCodec,
  nonEmptyStringCodec,
  nonNegativeIntegerCodec,
  patternCodec,
  type StorageCodec,
} from './codec.js';
export {
  type CookieAttributes,
  type CookieSameSite,
  encodeCookiePair,
  parseCookieHeader,
  serializeCookiePair,
} from './cookie.js';
export {
  COOKIE_MAX_BYTES,
  type CookieJar,
  type CookieStorageOptions,
  createCookieStorage,
  createServerCookieJar,
  DEFAULT_COOKIE_MAX_AGE_SECONDS,
  type ServerCookieJar,
} from './cookie-storage.js';
export { createRequestDeduper, type RequestDeduper } from './dedupe.js';
export { STORAGE_KEY_PREFIX, type StorageKey, type StorageKeyFamily, storageKeys } from './keys.js';
export { createLocalStorage, type LocalStorageOptions } from './local-storage.js';
export { createMemoryStorage } from './memory-storage.js';
export {
  CACHE_TTL,
  createTtlCache,
  type TtlCache,
  type TtlCacheOptions,
  type TtlCachePersistence,
} from './ttl-cache.js';
export {
  createTypedStorage,
  type SyncTypedStorage,
  type TypedStorage,
  type TypedStorageOptions,
} from './typed-storage.js';
export type { StorageBackend, StorageLogger, SyncStorageBackend } from './types.js';
export {
  STORAGE_NAMESPACES,
  type StorageNamespace,
  STORED_ACCOUNT_TYPES,
  STORED_CONNECTION_STATUSES,
  STORED_SOCIAL_PROVIDERS,
  type StoredAccountType,
  type StoredConnection,
  type StoredConnections,
  type StoredConnectionStatus,
  type StoredDeepLinkChoice,
  type StoredIdentity,
  type StoredNameRecord,
  type StoredNativeBalance,
  type StoredPreferredAccountTypes,
  type StoredRecentWallet,
  type StoredSocialProvider,
  type StoredTokenBalance,
  type TimestampedValue,
} from './value-schemas.js';
