/**
 * Account types and the per-namespace preference. Pure rules only; the service that changes the
 * preference is in preferred-account-type.ts.
 */
import type { AccountType } from '../adapter/index.js';
import type { ChainNamespace } from '../caip/index.js';

/** The preferred account type per namespace; a namespace without an entry uses the default. */
export type PreferredAccountTypes = Partial<Record<ChainNamespace, AccountType>>;

/** Defaults: eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment. */
export const DEFAULT_ACCOUNT_TYPES = Object.freeze({
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
} as const satisfies PreferredAccountTypes);

/** The type used when neither the app nor the visitor nor the defaults name one (cosmos). */
export const FALLBACK_ACCOUNT_TYPE: AccountType = 'eoa';

/**
 * The preferences in force: the built-in defaults, overridden by the app's `defaultAccountTypes` option,
 * overridden by what the visitor chose before (stored). A visitor's explicit choice wins over the app's
 * default, as a setting the visitor made should survive reloads.
 */
export function resolvePreferredAccountTypes({
  appDefaults,
  stored,
}: {
  appDefaults?: PreferredAccountTypes | undefined;
  stored?: PreferredAccountTypes | undefined;
}): PreferredAccountTypes {
  return { ...DEFAULT_ACCOUNT_TYPES, ...definedEntries(appDefaults), ...definedEntries(stored) };
}

/** The type in force for one namespace, from a preference map. */
export function preferredAccountTypeOf(
  preferences: PreferredAccountTypes | undefined,
  namespace: ChainNamespace,
): AccountType {
  return (
    preferences?.[namespace] ??
    DEFAULT_ACCOUNT_TYPES[namespace as keyof typeof DEFAULT_ACCOUNT_TYPES] ??
    FALLBACK_ACCOUNT_TYPE
  );
}

/** The embedded account type switches between eoa and smartAccount. */
export function toggleEmbeddedAccountType(current: AccountType): AccountType {
  return current === 'smartAccount' ? 'eoa' : 'smartAccount';
}

/** When changing the type fails, it falls back to eoa. */
export const ACCOUNT_TYPE_ON_FAILURE: AccountType = 'eoa';

/** `{ eip155: undefined }` must not erase a default when spread. */
function definedEntries(preferences: PreferredAccountTypes | undefined): PreferredAccountTypes {
  if (preferences === undefined) return {};
  return Object.fromEntries(
    Object.entries(preferences).filter(([, type]) => type !== undefined),
  ) as PreferredAccountTypes;
}
