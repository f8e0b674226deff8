/** A viem Chain for a devnet chain, with the deployed Multicall3 so viem's `multicall` finds it. */
import { type Chain, defineChain } from 'viem';
import { type DevnetChainConfig, devnetRpcUrl } from './chains.js';
import { DEVNET_CONTRACTS } from './deployments.js';

export function devnetViemChain(config: DevnetChainConfig): Chain {
  const rpcUrl = devnetRpcUrl(config.port);
  return defineChain({
    id: config.id,
    name: config.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    // Multicall3 is the first transaction on a fresh devnet, so it exists from block 1 on.
    contracts: { multicall3: { address: DEVNET_CONTRACTS.multicall3, blockCreated: 1 } },
    testnet: true,
  });
}
