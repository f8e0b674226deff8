/**
 * How a network is described to a wallet that does not know it (EIP-3085 wallet_addEthereumChain). Its own
 * module because it is public API, while the switch flow that uses it loads only when a visitor switches.
 */
import type { CaipNetwork } from '@walletport/core';
import { type AddEthereumChainParameter, numberToHex } from 'viem';

/** The EIP-3085 parameter that describes `network` to a wallet. */
export function addEthereumChainParameter(network: CaipNetwork & { id: number }): AddEthereumChainParameter {
  // Wallets keep these URLs for their own reads: prefer the chain's public endpoints over an app's
  // replacement (a project RPC URL may be keyed to this site).
  const rpcUrls = network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http;
  const explorer = network.blockExplorers?.default.url;
  const icon = network.assets?.imageUrl;
  return {
    chainId: numberToHex(network.id),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...rpcUrls],
    ...(explorer === undefined ? {} : { blockExplorerUrls: [explorer] }),
    ...(icon === undefined ? {} : { iconUrls: [icon] }),
  };
}
