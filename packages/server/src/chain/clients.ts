/**
 * One viem public client per configured chain, for the server's own reads (balances through Multicall3,
 * signature checks for names). The RPC proxy does not use these: it forwards raw JSON-RPC itself.
 */
import { type Chain, createPublicClient, defineChain, fallback, http, type PublicClient } from 'viem';
import type { ChainConfig } from '../config.js';

/** An upstream JSON-RPC request gives up after 10000 ms, the SDK's own RPC timeout. */
export const DEFAULT_CHAIN_TIMEOUT_MS = 10_000;

export interface ChainClients {
  /** The client of a configured chain, or undefined when the server does not serve it. */
  get(chainId: number): PublicClient | undefined;
}

export interface ChainClientsOptions {
  timeoutMs?: number;
}

/** A viem Chain for a configured chain, so viem's actions find its Multicall3. */
export function toViemChain(chain: ChainConfig): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.caipNetworkId,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [...chain.rpcUrls] } },
    ...(chain.multicall3 === undefined ? {} : { contracts: { multicall3: { address: chain.multicall3 } } }),
  });
}

/**
 * Creates a client per chain up front (creating one opens no connection). The upstreams are tried in
 * order through viem's fallback transport, and nothing is retried: viem would repeat a failed request
 * three times with backoff, holding the caller while the next upstream (or a 502 and the client's own
 * fallback) would serve it sooner.
 */
export function createChainClients(
  chains: readonly ChainConfig[],
  options: ChainClientsOptions = {},
): ChainClients {
  const timeout = options.timeoutMs ?? DEFAULT_CHAIN_TIMEOUT_MS;
  const clients = new Map<number, PublicClient>();
  for (const chain of chains) {
    if (chain.rpcUrls.length === 0) continue;
    const transports = chain.rpcUrls.map((url) => http(url, { timeout, retryCount: 0 }));
    const transport = transports.length === 1 ? transports[0]! : fallback(transports, { retryCount: 0 });
    clients.set(chain.chainId, createPublicClient({ chain: toViemChain(chain), transport }));
  }
  return { get: (chainId) => clients.get(chainId) };
}
