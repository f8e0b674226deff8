/**
 * The solana namespace of the instance's wallet-connect session (core pairs and owns the session; see
 * ChainAdapter.setUniversalProvider): which accounts it approved on which chains, and requests bound to
 * one chain, so a session that also serves eip155 never routes a solana request elsewhere.
 */
import {
  createError,
  isSolanaAddress,
  type UniversalProviderHandle,
  type UniversalProviderLike,
} from '@walletport/core/internal';
import type { WalletConnectConnection } from './connections.js';

export const WALLET_CONNECT_ID = 'walletConnect';

/** Approved base58 addresses per CAIP-2 reference, from the session's `solana:<ref>:<address>` accounts. */
export function sessionAccounts(provider: UniversalProviderLike | undefined): Map<string, string[]> {
  const byChain = new Map<string, string[]>();
  for (const account of provider?.session?.namespaces.solana?.accounts ?? []) {
    const [namespace, reference, address, ...rest] = account.split(':');
    if (namespace !== 'solana' || reference === undefined || rest.length > 0 || !isSolanaAddress(address))
      continue;
    const list = byChain.get(reference) ?? [];
    if (!list.includes(address)) list.push(address);
    byChain.set(reference, list);
  }
  return byChain;
}

/**
 * The connection over the session on `reference` (the first approved chain when that one was not).
 * Undefined when the session has no solana account.
 */
export function sessionConnection(
  provider: UniversalProviderLike,
  reference: string | undefined,
): WalletConnectConnection | undefined {
  const approved = sessionAccounts(provider);
  const chainId = reference !== undefined && approved.has(reference) ? reference : [...approved.keys()][0];
  const accounts = chainId === undefined ? undefined : approved.get(chainId);
  if (chainId === undefined || accounts === undefined) return undefined;
  return {
    kind: 'walletConnect',
    connectorId: WALLET_CONNECT_ID,
    chainId,
    accounts,
    methods: provider.session?.namespaces.solana?.methods ?? [],
    request: (method, params) => provider.request({ method, params }, `solana:${chainId}`),
  };
}

/** The session's connection, loading the client; 'Provider not found' when it has no solana account. */
export async function requireSessionConnection(
  handle: UniversalProviderHandle,
  reference: string | undefined,
): Promise<WalletConnectConnection> {
  const connection = sessionConnection(await handle.getProvider(), reference);
  if (connection === undefined) {
    throw createError('PROVIDER_NOT_FOUND', {
      details: 'No wallet-connect session with solana accounts: pair through the modal first.',
    });
  }
  return connection;
}
