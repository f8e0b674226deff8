import { describe, expect, it } from 'vitest';
import { base, mainnet, optimism, solana, solanaDevnet } from '../networks/index.js';
import type { CaipNetwork } from '../networks/index.js';
import { createChainNamespaceState, createInitialChainsState } from './chain-state.js';

const NETWORKS = [mainnet, optimism, base, solana, solanaDevnet];

describe('chain state', () => {
  it('"Chain state per namespace: namespace, caipNetworks, requested and approved network ids, supportsAllNetworks, smartAccountEnabledNetworks, … modal loading flag"', () => {
    const state = createChainNamespaceState('eip155', [mainnet, optimism]);
    expect(state).toEqual({
      namespace: 'eip155',
      caipNetworks: [mainnet, optimism],
      requestedCaipNetworkIds: ['eip155:1', 'eip155:10'],
      approvedCaipNetworkIds: [],
      supportsAllNetworks: false,
      smartAccountEnabledNetworks: [],
      modalLoading: false,
      caipNetwork: mainnet,
    });
  });

  it('splits the configured networks by namespace, each on its first network', () => {
    const state = createInitialChainsState({ networks: NETWORKS });
    expect(state.chains.eip155?.caipNetworks).toEqual([mainnet, optimism, base]);
    expect(state.chains.solana?.caipNetworks).toEqual([solana, solanaDevnet]);
    expect(state.chains.solana?.caipNetwork).toBe(solana);
    expect(state.showUnsupportedNetworkUI).toBe(false);
  });

  it('starts on the stored active network when it is still configured', () => {
    const state = createInitialChainsState({
      networks: NETWORKS,
      storedActiveCaipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    });
    expect(state.activeCaipNetwork).toBe(solanaDevnet);
    expect(state.activeNamespace).toBe('solana');
    expect(state.chains.solana?.caipNetwork).toBe(solanaDevnet);
  });

  it('falls back to defaultNetwork, then to the first network', () => {
    const stale = createInitialChainsState({
      networks: NETWORKS,
      storedActiveCaipNetworkId: 'eip155:137',
      defaultNetwork: base,
    });
    expect(stale.activeCaipNetwork).toBe(base);
    expect(createInitialChainsState({ networks: NETWORKS }).activeCaipNetwork).toBe(mainnet);
    // A defaultNetwork the app did not configure is not used.
    const unconfigured = { ...base, caipNetworkId: 'eip155:999' } as CaipNetwork;
    expect(
      createInitialChainsState({ networks: NETWORKS, defaultNetwork: unconfigured }).activeCaipNetwork,
    ).toBe(mainnet);
  });

  it('gives adapter namespaces without networks a state, and ignores networks of unknown namespaces', () => {
    const near = {
      ...mainnet,
      chainNamespace: 'near',
      caipNetworkId: 'near:mainnet',
      id: 'mainnet',
    } as CaipNetwork;
    const state = createInitialChainsState({ networks: [near, mainnet], namespaces: ['bip122'] });
    expect(Object.keys(state.chains).sort()).toEqual(['bip122', 'eip155']);
    expect(state.activeCaipNetwork).toBe(mainnet);
  });

  it('no networks at all: no active network', () => {
    const state = createInitialChainsState({ networks: [], namespaces: ['eip155'] });
    expect(state.activeCaipNetwork).toBeUndefined();
    expect(state.activeNamespace).toBe('eip155');
  });

  it('applies the stored smart-account networks', () => {
    const state = createInitialChainsState({
      networks: NETWORKS,
      storedSmartAccountEnabledNetworks: [1, 8453],
    });
    expect(state.chains.eip155?.smartAccountEnabledNetworks).toEqual([1, 8453]);
  });
});
