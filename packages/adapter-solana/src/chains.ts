/**
 * Solana networks as the adapter sees them: the app's `solana` networks, and the Wallet Standard chain
 * each one is (`solana:mainnet`, `solana:devnet`, `solana:testnet`, `solana:localnet`). Wallet Standard
 * names clusters by those short ids, while CAIP-2 names them by genesis hash, so the adapter maps one to
 * the other by the well-known references.
 */
import {
  type CaipNetwork,
  createError,
  LOCAL_SOLANA_REFERENCE,
  type SolanaCaipNetwork,
} from '@walletport/core/internal';

/** Wallet Standard's chain ids for Solana clusters. */
export type SolanaStandardChain = 'solana:mainnet' | 'solana:devnet' | 'solana:testnet' | 'solana:localnet';

const STANDARD_CHAIN_BY_REFERENCE: Readonly<Record<string, SolanaStandardChain>> = Object.freeze({
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  // Older mainnet reference some wallets still announce.
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K': 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
  [LOCAL_SOLANA_REFERENCE]: 'solana:localnet',
});

/** The Wallet Standard chain of a network, or undefined for a cluster without a standard id. */
export function standardChainOf(network: Pick<CaipNetwork, 'id'>): SolanaStandardChain | undefined {
  return STANDARD_CHAIN_BY_REFERENCE[String(network.id)];
}

/** The app's networks of the solana namespace, in the order it gave them. */
export function solanaNetworks(networks: readonly CaipNetwork[]): SolanaCaipNetwork[] {
  return networks.filter((network): network is SolanaCaipNetwork => network.chainNamespace === 'solana');
}

/** The configured network with this CAIP-2 reference; 'Chain not configured' otherwise. */
export function requireNetwork(
  networks: readonly SolanaCaipNetwork[],
  reference: string | number | undefined,
): SolanaCaipNetwork {
  const network =
    reference === undefined ? networks[0] : networks.find((candidate) => candidate.id === String(reference));
  if (network === undefined) {
    throw createError('CHAIN_NOT_CONFIGURED', {
      details: reference === undefined ? 'The adapter has no solana network.' : `solana:${reference}`,
    });
  }
  return network;
}

/** The network's first HTTP RPC URL; 'Chain not configured' when it has none. */
export function rpcUrlOf(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0];
  if (url === undefined) {
    throw createError('CHAIN_NOT_CONFIGURED', { details: `${network.caipNetworkId} has no RPC URL.` });
  }
  return url;
}
