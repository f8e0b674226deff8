import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { base, type CaipNetwork, mainnet, optimism, solana, solanaDevnet } from '../networks/index.js';
import {
  applyActiveNetwork,
  createChainsStore,
  selectActiveNetworkName,
  selectIsActiveNetworkSupported,
  selectIsSmartAccountEnabled,
  selectNamespaceNetwork,
  setApprovedCaipNetworks,
  setModalLoading,
  setRequestedCaipNetworkIds,
  updateChain,
} from './chains-store.js';
import { createUnknownCaipNetwork } from './unknown-network.js';

const NETWORKS = [mainnet, optimism, base, solana, solanaDevnet];

describe('chains store', () => {
  it("applyActiveNetwork sets the active namespace, the active network and that namespace's network", () => {
    const store = createChainsStore({ networks: NETWORKS });
    const next = applyActiveNetwork(store.getState(), solanaDevnet);
    expect(next.activeNamespace).toBe('solana');
    expect(next.activeCaipNetwork).toBe(solanaDevnet);
    expect(next.chains.solana?.caipNetwork).toBe(solanaDevnet);
    // The namespace left behind remembers its network.
    expect(next.chains.eip155?.caipNetwork).toBe(mainnet);
  });

  it("property: after any sequence of changes the active network is the active namespace's network", () => {
    const unknown = createUnknownCaipNetwork('eip155:999999');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...NETWORKS, unknown), { maxLength: 12 }), (sequence) => {
        let state = createChainsStore({ networks: NETWORKS }).getState();
        for (const network of sequence) state = applyActiveNetwork(state, network);
        const activeNamespace = state.activeNamespace;
        expect(activeNamespace).toBeDefined();
        if (activeNamespace === undefined) return;
        expect(state.activeCaipNetwork).toBe(state.chains[activeNamespace]?.caipNetwork);
        expect(selectNamespaceNetwork(state, activeNamespace)).toBe(state.activeCaipNetwork);
      }),
    );
  });

  it("applyActiveNetwork rejects a network of an unknown namespace ('Chain is not supported')", () => {
    const store = createChainsStore({ networks: NETWORKS });
    const near = { ...mainnet, chainNamespace: 'near', caipNetworkId: 'near:mainnet' } as CaipNetwork;
    expect(() => applyActiveNetwork(store.getState(), near)).toThrow('Chain is not supported');
  });

  it('writers update one namespace and stay silent when nothing changed', () => {
    const store = createChainsStore({ networks: NETWORKS });
    const listener = vi.fn();
    store.subscribe(listener);
    setModalLoading(store, 'eip155', false);
    expect(listener).not.toHaveBeenCalled();
    const solanaBefore = store.getState().chains.solana;
    setModalLoading(store, 'eip155', true);
    setRequestedCaipNetworkIds(store, 'eip155', ['eip155:1']);
    setApprovedCaipNetworks(store, 'eip155', {
      approvedCaipNetworkIds: ['eip155:1'],
      supportsAllNetworks: true,
    });
    expect(store.getState().chains.eip155).toMatchObject({
      modalLoading: true,
      requestedCaipNetworkIds: ['eip155:1'],
      approvedCaipNetworkIds: ['eip155:1'],
      supportsAllNetworks: true,
    });
    expect(store.getState().chains.solana).toBe(solanaBefore);
  });

  it('updateChain creates the state of a namespace it has not seen', () => {
    const store = createChainsStore({ networks: [mainnet] });
    updateChain(store, 'bip122', { modalLoading: true });
    expect(store.getState().chains.bip122).toMatchObject({
      namespace: 'bip122',
      modalLoading: true,
      caipNetworks: [],
    });
  });

  it("selectNamespaceNetwork: the active network, else the namespace's last, else its first", () => {
    const store = createChainsStore({ networks: NETWORKS });
    expect(selectNamespaceNetwork(store.getState(), 'eip155')).toBe(mainnet);
    expect(selectNamespaceNetwork(store.getState(), 'solana')).toBe(solana);
    expect(selectNamespaceNetwork(store.getState(), 'polkadot')).toBeUndefined();
  });

  it('"supported if no requested networks exist or it is in the requested list", for the active network', () => {
    const store = createChainsStore({ networks: NETWORKS });
    expect(selectIsActiveNetworkSupported(store.getState())).toBe(true);
    setRequestedCaipNetworkIds(store, 'eip155', ['eip155:10']);
    expect(selectIsActiveNetworkSupported(store.getState())).toBe(false);
    setRequestedCaipNetworkIds(store, 'eip155', []);
    expect(selectIsActiveNetworkSupported(store.getState())).toBe(true);
    expect(selectIsActiveNetworkSupported(createChainsStore({ networks: [] }).getState())).toBe(true);
  });

  it('"Smart account is enabled only when the active network\'s numeric id is in the enabled list"', () => {
    const store = createChainsStore({ networks: NETWORKS, storedSmartAccountEnabledNetworks: [10] });
    expect(selectIsSmartAccountEnabled(store.getState())).toBe(false);
    store.replaceState(applyActiveNetwork(store.getState(), optimism));
    expect(selectIsSmartAccountEnabled(store.getState())).toBe(true);
    expect(selectIsSmartAccountEnabled(createChainsStore({ networks: [] }).getState())).toBe(false);
  });

  it('"An unsupported network is shown as Unknown Network"', () => {
    const store = createChainsStore({ networks: NETWORKS });
    expect(selectActiveNetworkName(store.getState())).toBe('Ethereum');
    store.replaceState(applyActiveNetwork(store.getState(), createUnknownCaipNetwork('eip155:137')));
    expect(selectActiveNetworkName(store.getState())).toBe('Unknown Network');
  });
});
