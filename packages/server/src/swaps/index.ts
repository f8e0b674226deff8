/**
 * Swaps (docs/server.md, "Swaps"): the chains the convert API accepts and the provider the configuration
 * chooses.
 */
import type { ChainClients } from '../chain/clients.js';
import type { HexAddress, ServerConfig } from '../config.js';
import { createAmmProvider } from './amm-provider.js';
import type { SwapProvider } from './swap-provider.js';
import { createUpstreamProvider } from './upstream-provider.js';

export type * from './swap-provider.js';
export { SWAP_DEADLINE_SECONDS } from './amm-provider.js';
export { NATIVE_TOKEN_ADDRESS } from './token-id.js';

/**
 * The chains a swap may name: the public chains swap aggregators serve, and the two local devnets. Any
 * other id is refused outright ('Network not supported for Swaps'), whatever the provider.
 */
export const SWAP_CHAIN_IDS: ReadonlySet<number> = new Set([
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554, 31337, 31338,
]);

export function createSwapProvider(
  config: Pick<ServerConfig, 'chains' | 'swaps' | 'upstreamTimeoutMs'>,
  clients: ChainClients,
  log: { warn(object: object, message: string): void },
): SwapProvider {
  if (config.swaps.provider === 'upstream' && config.swaps.upstreamUrl !== undefined) {
    return createUpstreamProvider({
      url: config.swaps.upstreamUrl,
      projectId: config.swaps.upstreamProjectId,
      timeoutMs: config.upstreamTimeoutMs,
      onFailure: (failure) => log.warn(failure, 'swap upstream failed'),
    });
  }
  const routers = new Map<number, HexAddress>();
  for (const chain of config.chains) {
    if (chain.swapRouter !== undefined && SWAP_CHAIN_IDS.has(chain.chainId)) {
      routers.set(chain.chainId, chain.swapRouter);
    }
  }
  return createAmmProvider({ chains: config.chains, clients, routers });
}
