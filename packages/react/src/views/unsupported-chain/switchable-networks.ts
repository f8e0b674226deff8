import {
  type CaipNetwork,
  type ChainNamespace,
  type ChainsState,
  getChainState,
  isNetworkSupported,
} from '@walletport/core/internal';

/**
 * The configured networks the visitor can move to from an unsupported one: those their namespace's
 * requested list accepts (a wallet-connect session may narrow it), minus the network the wallet is on.
 * Offering a network that would land on UnsupportedChain again would send the visitor in a circle.
 */
export function switchableNetworks(networks: readonly CaipNetwork[], chains: ChainsState): CaipNetwork[] {
  const activeId = chains.activeCaipNetwork?.caipNetworkId;
  return networks.filter((network) => {
    if (network.caipNetworkId === activeId) return false;
    const { requestedCaipNetworkIds } = getChainState(chains, network.chainNamespace as ChainNamespace);
    return isNetworkSupported(network, requestedCaipNetworkIds);
  });
}
