import type { CaipNetwork, EvmCaipNetwork } from '../networks/index.js';

/** The networks an eip155 adapter serves: eip155 namespace and a numeric id. */
export function evmNetworks(networks: readonly CaipNetwork[]): EvmCaipNetwork[] {
  return networks.filter(
    (network): network is EvmCaipNetwork =>
      network.chainNamespace === 'eip155' && typeof network.id === 'number',
  );
}
