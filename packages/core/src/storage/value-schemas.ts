import {
  array,
  type Infer,
  looseObject,
  nonNegativeInteger,
  nullable,
  number,
  object,
  oneOf,
  optional,
  partialRecord,
  string,
  type Validator,
} from './value-check.js';

/**
 * Shapes of the JSON values Walletport keeps in browser storage (see docs/core.md "Storage").
 * Only the fields the product reads back are required, so an entry written by a newer version with
 * extra fields still reads; anything missing or mistyped makes the entry read as absent.
 */

export const STORAGE_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const;
/** A chain namespace as it appears in storage keys and values. */
export type StorageNamespace = (typeof STORAGE_NAMESPACES)[number];

export const STORED_CONNECTION_STATUSES = [
  'connected',
  'connecting',
  'reconnecting',
  'disconnected',
] as const;
export type StoredConnectionStatus = (typeof STORED_CONNECTION_STATUSES)[number];

export const STORED_ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment'] as const;
export type StoredAccountType = (typeof STORED_ACCOUNT_TYPES)[number];

export const STORED_SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
] as const;
export type StoredSocialProvider = (typeof STORED_SOCIAL_PROVIDERS)[number];

/** CAIP-2 (namespace:reference) with the character sets and lengths the CAIP-2 standard allows. */
export const CAIP2_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
/** Deliberately loose: storage only needs to recognise an email, the login form validates properly. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const accountTypeSchema = oneOf(STORED_ACCOUNT_TYPES);

export const recentWalletSchema = object({
  id: string({ minLength: 1 }),
  name: string(),
  rdns: optional(string()),
});
export type StoredRecentWallet = Infer<typeof recentWalletSchema>;

export const deepLinkChoiceSchema = object({ href: string(), name: string() });
export type StoredDeepLinkChoice = Infer<typeof deepLinkChoiceSchema>;

export const preferredAccountTypesSchema = partialRecord(STORAGE_NAMESPACES, accountTypeSchema);
export type StoredPreferredAccountTypes = Infer<typeof preferredAccountTypesSchema>;

export const connectionSchema = object({
  connectorId: string({ minLength: 1 }),
  accounts: array(object({ address: string(), type: optional(accountTypeSchema) })),
  caipNetworkId: optional(string({ pattern: CAIP2_PATTERN })),
});
export type StoredConnection = Infer<typeof connectionSchema>;

export const connectionsSchema = partialRecord(STORAGE_NAMESPACES, array(connectionSchema));
export type StoredConnections = Infer<typeof connectionsSchema>;

/** Native balance as the formatted decimal string and its symbol. */
export const nativeBalanceSchema = object({ balance: string(), symbol: string() });
export type StoredNativeBalance = Infer<typeof nativeBalanceSchema>;

/** One token balance of the portfolio. */
export const tokenBalanceSchema = object({
  name: string(),
  symbol: string(),
  chainId: string(),
  address: optional(string()),
  value: optional(number),
  price: optional(number),
  quantity: object({ decimals: string(), numeric: string() }),
  iconUrl: string(),
});
export type StoredTokenBalance = Infer<typeof tokenBalanceSchema>;
export const portfolioSchema = array(tokenBalanceSchema);

/** Names found by reverse lookup; upstream records carry more fields, which are kept as they are. */
export const nameRecordSchema = looseObject({ name: string() });
export type StoredNameRecord = Infer<typeof nameRecordSchema>;
export const namesSchema = array(nameRecordSchema);

export const identitySchema = object({ name: nullable(string()), avatar: nullable(string()) });
export type StoredIdentity = Infer<typeof identitySchema>;

/** A cached value with the time (ms since epoch) it was stored, so expiry survives reloads. */
export interface TimestampedValue<V> {
  timestamp: number;
  value: V;
}

export function timestampedSchema<V>(value: Validator<V>) {
  return object({ timestamp: nonNegativeInteger, value });
}
