import {
  booleanCodec,
  commaListCodec,
  enumCodec,
  jsonCodec,
  nonEmptyStringCodec,
  nonNegativeIntegerCodec,
  patternCodec,
  type StorageCodec,
} from './codec.js';
import {
  CAIP2_PATTERN,
  connectionsSchema,
  deepLinkChoiceSchema,
  EMAIL_PATTERN,
  identitySchema,
  namesSchema,
  nativeBalanceSchema,
  portfolioSchema,
  preferredAccountTypesSchema,
  recentWalletSchema,
  STORAGE_NAMESPACES,
  STORED_CONNECTION_STATUSES,
  STORED_SOCIAL_PROVIDERS,
  type StorageNamespace,
  timestampedSchema,
} from './value-schemas.js';
import { array, type Validator } from './value-check.js';

/** Every entry Walletport writes starts with this, so its entries never clash with the host site's. */
export const STORAGE_KEY_PREFIX = '@walletport/';

/** A typed storage entry: its full name and how its value is written and validated. */
export interface StorageKey<T> {
  readonly name: string;
  readonly codec: StorageCodec<T>;
}

/**
 * A family of entries that differ by one part (a namespace or an address). Calling it gives the key for
 * that part; `prefix` is what all of the family's names start with, used to clear a whole family.
 */
export type StorageKeyFamily<T, P extends string = string> = ((part: P) => StorageKey<T>) & {
  readonly prefix: string;
};

function defineKey<T>(suffix: string, codec: StorageCodec<T>): StorageKey<T> {
  return { name: `${STORAGE_KEY_PREFIX}${suffix}`, codec };
}

function defineKeyFamily<T, P extends string = string>(
  suffix: string,
  codec: StorageCodec<T>,
): StorageKeyFamily<T, P> {
  const prefix = `${STORAGE_KEY_PREFIX}${suffix}:`;
  return Object.assign((part: P): StorageKey<T> => ({ name: `${prefix}${part}`, codec }), { prefix });
}

function timestampedCodec<V>(value: Validator<V>) {
  return jsonCodec(timestampedSchema(value));
}

/**
 * All browser storage entries (listed in docs/core.md "Storage"). Per-namespace and per-address entries are key families.
 * The caches (balance, portfolio, name, identity) hold one timestamped entry per address.
 */
export const storageKeys = {
  walletId: defineKey('wallet_id', nonEmptyStringCodec),
  walletName: defineKey('wallet_name', nonEmptyStringCodec),
  activeCaipNetworkId: defineKey('active_caip_network_id', patternCodec(CAIP2_PATTERN)),
  activeNamespace: defineKey('active_namespace', enumCodec(STORAGE_NAMESPACES)),
  connectedConnectorId: defineKeyFamily<string, StorageNamespace>(
    'connected_connector_id',
    nonEmptyStringCodec,
  ),
  connectedNamespaces: defineKey('connected_namespaces', commaListCodec(enumCodec(STORAGE_NAMESPACES))),
  connectionStatus: defineKey('connection_status', enumCodec(STORED_CONNECTION_STATUSES)),
  recentWallets: defineKey('recent_wallets', jsonCodec(array(recentWalletSchema))),
  deepLinkChoice: defineKey('deeplink_choice', jsonCodec(deepLinkChoiceSchema)),
  siwxAuthToken: defineKey('siwx_auth_token', nonEmptyStringCodec),
  siwxNonceToken: defineKey('siwx_nonce_token', nonEmptyStringCodec),
  nativeBalanceCache: defineKeyFamily('native_balance_cache', timestampedCodec(nativeBalanceSchema)),
  portfolioCache: defineKeyFamily('portfolio_cache', timestampedCodec(portfolioSchema)),
  nameCache: defineKeyFamily('name_cache', timestampedCodec(namesSchema)),
  identityCache: defineKeyFamily('identity_cache', timestampedCodec(identitySchema)),
  preferredAccountTypes: defineKey('preferred_account_types', jsonCodec(preferredAccountTypesSchema)),
  connections: defineKey('connections', jsonCodec(connectionsSchema)),
  socialProvider: defineKey('social_provider', enumCodec(STORED_SOCIAL_PROVIDERS)),
  socialUsername: defineKey('social_username', nonEmptyStringCodec),
  emailLoginUsed: defineKey('email_login_used', booleanCodec),
  email: defineKey('email', patternCodec(EMAIL_PATTERN)),
  /** Milliseconds since epoch of the last email login request (the 30 s throttle survives reloads). */
  lastEmailLoginTime: defineKey('last_email_login_time', nonNegativeIntegerCodec),
  /** CAIP-2 id of the chain the embedded wallet last used. */
  lastUsedChain: defineKey('last_used_chain', patternCodec(CAIP2_PATTERN)),
  /** Numeric chain ids where the embedded wallet has smart accounts, stored comma-joined. */
  smartAccountEnabledNetworks: defineKey(
    'smart_account_enabled_networks',
    commaListCodec(nonNegativeIntegerCodec),
  ),
} as const;
