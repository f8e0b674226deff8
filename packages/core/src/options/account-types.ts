/**
 * `defaultAccountTypes`: which account type a namespace starts with.
 * The app's choices are merged over the built-in per-namespace defaults.
 */
import type { AccountType } from '../adapter/types.js';
import type { ChainNamespace } from '../caip/index.js';

/** Defaults: eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment. Cosmos has only eoa. */
export const NAMESPACE_DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = Object.freeze({
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
  cosmos: 'eoa',
});

/** The account types each namespace has at all (AppKit's NamespaceTypeMap, restricted to our AccountType). */
export const ACCOUNT_TYPES_BY_NAMESPACE: Readonly<Record<ChainNamespace, readonly AccountType[]>> =
  Object.freeze({
    eip155: Object.freeze(['eoa', 'smartAccount'] as const),
    solana: Object.freeze(['eoa'] as const),
    polkadot: Object.freeze(['eoa'] as const),
    bip122: Object.freeze(['payment'] as const),
    cosmos: Object.freeze(['eoa'] as const),
  });

export type DefaultAccountTypesInput = Partial<Record<ChainNamespace, AccountType>>;

/** The app's per-namespace choices over the defaults; an undefined entry keeps the default. */
export function resolveDefaultAccountTypes(
  input: DefaultAccountTypesInput | undefined,
): Readonly<Record<ChainNamespace, AccountType>> {
  const merged: Record<ChainNamespace, AccountType> = { ...NAMESPACE_DEFAULT_ACCOUNT_TYPES };
  for (const namespace of Object.keys(NAMESPACE_DEFAULT_ACCOUNT_TYPES) as ChainNamespace[]) {
    const chosen = input?.[namespace];
    if (chosen !== undefined) merged[namespace] = chosen;
  }
  return Object.freeze(merged);
}
