/**
 * How a network is described to a wallet that does not know it (EIP-3085 wallet_addEthereumChain).
 */
import type { CaipNetwork } from '../networks/index.js';
import { toHexChainId } from './chain-id.js';

/** EIP-3085's parameter object, field for field. */
export interface AddEthereumChainParameter {
  chainId: `0x${string}`;
  chainName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: string[];
  blockExplorerUrls?: string[];
  iconUrls?: string[];
}

/** The EIP-3085 parameter that describes `network` to a wallet. */
export function addEthereumChainParameter(network: CaipNetwork & { id: number }): AddEthereumChainParameter {
  // Wallets keep these URLs for their own reads: prefer the chain's public endpoints over an app's
  // replacement (a project RPC URL may be keyed to this site).
  const rpcUrls = network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http;
  const explorer = network.blockExplorers?.default.url;
  const icon = network.assets?.imageUrl;
  return {
    chainId: toHexChainId(network.id),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...rpcUrls],
    ...(explorer === undefined ? {} : { blockExplorerUrls: [explorer] }),
    ...(icon === undefined ? {} : { iconUrls: [icon] }),
  };
}
