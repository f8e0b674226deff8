import {
  applyActiveNetwork,
  createInitialChainsState,
  createUnknownCaipNetwork,
  mainnet,
  optimism,
} from '@walletport/core/internal';
import { describe, expect, it } from 'vitest';
import { switchableNetworks } from '../../../src/views/unsupported-chain/switchable-networks.js';

const networks = [mainnet, optimism];

describe('switchableNetworks', () => {
  it('offers every configured network when the wallet is on an unknown one', () => {
    const state = applyActiveNetwork(
      createInitialChainsState({ networks }),
      createUnknownCaipNetwork('eip155:999'),
    );
    expect(switchableNetworks(networks, state).map((network) => network.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:10',
    ]);
  });

  it('leaves out the network the wallet is on and those outside the requested list', () => {
    const initial = createInitialChainsState({ networks });
    const state = applyActiveNetwork(initial, mainnet);
    expect(switchableNetworks(networks, state).map((network) => network.caipNetworkId)).toEqual([
      'eip155:10',
    ]);
    const narrowed = {
      ...state,
      chains: {
        ...state.chains,
        eip155: { ...state.chains.eip155!, requestedCaipNetworkIds: ['eip155:1' as const] },
      },
    };
    expect(switchableNetworks(networks, narrowed)).toEqual([]);
  });
});
