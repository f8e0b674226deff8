/**
 * The chain namespaces Walletport knows. A namespace is the first part of a CAIP-2 id.
 *
 * Decision: the CAIP parsers accept any namespace that is syntactically valid per CAIP-2, not only these.
 * Wallets and relays send ids of chains we have no adapter for (e.g. 'near:mainnet'); rejecting them at
 * parse time would turn "unsupported network" (a UI state, shown as 'Unknown Network') into a crash.
 * Code that needs one of ours narrows with `isKnownNamespace`.
 */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const;

export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number];

export function isKnownNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value);
}
