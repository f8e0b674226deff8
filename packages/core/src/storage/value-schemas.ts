import * as z from 'zod/mini';

/**
 * Shapes of the JSON values Walletport keeps in browser storage (spec §3 "Browser storage keys").
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

const namespaceSchema = z.enum(STORAGE_NAMESPACES);
const accountTypeSchema = z.enum(STORED_ACCOUNT_TYPES);

export const recentWalletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  rdns: z.optional(z.string()),
});
export type StoredRecentWallet = z.output<typeof recentWalletSchema>;

export const deepLinkChoiceSchema = z.object({ href: z.string(), name: z.string() });
export type StoredDeepLinkChoice = z.output<typeof deepLinkChoiceSchema>;

export const preferredAccountTypesSchema = z.partialRecord(namespaceSchema, accountTypeSchema);
export type StoredPreferredAccountTypes = z.output<typeof preferredAccountTypesSchema>;

export const connectionSchema = z.object({
  connectorId: z.string().check(z.minLength(1)),
  accounts: z.array(z.object({ address: z.string(), type: z.optional(accountTypeSchema) })),
  caipNetworkId: z.optional(z.string().check(z.regex(CAIP2_PATTERN))),
});
export type StoredConnection = z.output<typeof connectionSchema>;

export const connectionsSchema = z.partialRecord(namespaceSchema, z.array(connectionSchema));
export type StoredConnections = z.output<typeof connectionsSchema>;

/** Native balance as the formatted decimal string and its symbol. */
export const nativeBalanceSchema = z.object({ balance: z.string(), symbol: z.string() });
export type StoredNativeBalance = z.output<typeof nativeBalanceSchema>;

/** One token balance of the portfolio (spec §3 "Token balance"). */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
});
export type StoredTokenBalance = z.output<typeof tokenBalanceSchema>;
export const portfolioSchema = z.array(tokenBalanceSchema);

/** Names found by reverse lookup; upstream records carry more fields, which are kept as they are. */
export const nameRecordSchema = z.looseObject({ name: z.string() });
export type StoredNameRecord = z.output<typeof nameRecordSchema>;
export const namesSchema = z.array(nameRecordSchema);

export const identitySchema = z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) });
export type StoredIdentity = z.output<typeof identitySchema>;

/** A cached value with the time (ms since epoch) it was stored, so expiry survives reloads. */
export interface TimestampedValue<V> {
  timestamp: number;
  value: V;
}

export function timestampedSchema<S extends z.ZodMiniType>(value: S) {
  return z.object({ timestamp: z.int().check(z.nonnegative()), value });
}
