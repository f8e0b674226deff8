import type { CaipNetwork } from '@walletport/core';

/** Plain http is only for an explorer on this machine (a local devnet's); anything else must be https. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/**
 * Solana clusters that share an explorer host with mainnet: Solscan picks the cluster from a `?cluster=`
 * query (core's network catalogue, networks/solana.ts), keyed here by the CAIP-2 id.
 */
const SOLANA_CLUSTERS: Readonly<Record<string, string>> = {
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
};

/** An eip155 transaction hash: 0x and 32 bytes of hex. */
const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;
/** A solana transaction signature: 64 bytes in base58, 64 to 88 characters (leading zero bytes are '1'). */
const TRANSACTION_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;

/**
 * The block explorer's page of a transaction: `{blockExplorers.default.url}/tx/{id}`, with the
 * explorer's name for the link. One rule for both namespaces: the id is an eip155 hash or a solana
 * signature, and Etherscan-style and Solscan-style explorers both serve `/tx/{id}`. A query the explorer
 * URL carries is kept, and a solana devnet or testnet gets its `cluster` query. Undefined when the
 * network names no explorer, its URL is not https (http only on a loopback host) or carries credentials,
 * or the id is neither: the URL comes from app options, and a `javascript:` or `data:` link in a money UI
 * would run code or spoof a page on click.
 */
export function transactionExplorerLink(
  network: (Pick<CaipNetwork, 'blockExplorers'> & Partial<Pick<CaipNetwork, 'caipNetworkId'>>) | undefined,
  hash: string,
): { url: string; name: string } | undefined {
  const explorer = network?.blockExplorers?.default;
  if (explorer === undefined || typeof explorer.url !== 'string' || !isTransactionId(hash)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(explorer.url);
  } catch {
    return undefined;
  }
  const local = parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
  if (parsed.protocol !== 'https:' && !local) return undefined;
  if (parsed.username !== '' || parsed.password !== '') return undefined;
  const path = parsed.pathname.replace(/\/+$/, '');
  const query = new URLSearchParams(parsed.search);
  const cluster = network?.caipNetworkId === undefined ? undefined : SOLANA_CLUSTERS[network.caipNetworkId];
  if (cluster !== undefined && !query.has('cluster')) query.set('cluster', cluster);
  const search = query.toString() === '' ? '' : `?${query.toString()}`;
  return { url: `${parsed.origin}${path}/tx/${hash}${search}`, name: explorer.name || parsed.hostname };
}

function isTransactionId(id: string): boolean {
  return TRANSACTION_HASH.test(id) || TRANSACTION_SIGNATURE.test(id);
}
