import { describe, expect, it, vi } from 'vitest';
import type { CaipAddress, ChainNamespace } from '../caip/index.js';
import { base, type CaipNetwork, mainnet, optimism, solana, solanaDevnet } from '../networks/index.js';
import { createMemoryStorage, createTypedStorage, storageKeys } from '../storage/index.js';
import { createChainsStore, setRequestedCaipNetworkIds } from './chains-store.js';
import type { NetworkSwitchOptions } from './network-support.js';
import type { NetworkSwitchPorts } from './ports.js';
import { switchNetwork, syncNetworkFromWallet } from './switch-network.js';

const EVM_ADDRESS = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb';
const SOLANA_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const NETWORKS = [mainnet, optimism, base, solana, solanaDevnet];

interface SetupOptions {
  addresses?: Partial<Record<ChainNamespace, string>>;
  adapters?: ChainNamespace[];
  options?: NetworkSwitchOptions;
}

/** A test harness with failure injection: adapters can be made to throw. */
function setup({
  addresses = { eip155: EVM_ADDRESS },
  adapters = ['eip155', 'solana'],
  options = {},
}: SetupOptions = {}) {
  const chains = createChainsStore({ networks: NETWORKS });
  const backend = createMemoryStorage();
  const storage = createTypedStorage(backend, { logger: { warn: () => {} } });
  const caipAddresses: CaipAddress[] = [];
  const adapterSwitch = vi.fn(async (_: { network: CaipNetwork }) => {});
  const resetSendFlow = vi.fn();
  const openUnsupportedChain = vi.fn();
  const ports: NetworkSwitchPorts = {
    chains,
    accounts: {
      getAddress: (namespace) => addresses[namespace],
      setCaipAddress: (caipAddress) => caipAddresses.push(caipAddress),
    },
    getAdapter: (namespace) => (adapters.includes(namespace) ? { switchNetwork: adapterSwitch } : undefined),
    storage,
    resetSendFlow,
    router: { openUnsupportedChain },
    getOptions: () => options,
  };
  return { chains, storage, caipAddresses, adapterSwitch, resetSendFlow, openUnsupportedChain, ports };
}

describe('switchNetwork', () => {
  it('"Switching changes active namespace, address and stored active network id, and resets the send flow"', async () => {
    const t = setup();
    await expect(switchNetwork(optimism, t.ports)).resolves.toBe('switched');
    expect(t.adapterSwitch).toHaveBeenCalledWith({ network: optimism });
    expect(t.chains.getState()).toMatchObject({ activeNamespace: 'eip155', activeCaipNetwork: optimism });
    expect(t.caipAddresses).toEqual([`eip155:10:${EVM_ADDRESS}`]);
    expect(t.storage.get(storageKeys.activeCaipNetworkId)).toBe('eip155:10');
    expect(t.storage.get(storageKeys.activeNamespace)).toBe('eip155');
    expect(t.resetSendFlow).toHaveBeenCalledOnce();
  });

  it('switching to another connected namespace changes the active namespace and address', async () => {
    const t = setup({ addresses: { eip155: EVM_ADDRESS, solana: SOLANA_ADDRESS } });
    await switchNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', t.ports);
    expect(t.chains.getState()).toMatchObject({ activeNamespace: 'solana', activeCaipNetwork: solana });
    expect(t.caipAddresses).toEqual([`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`]);
    // The solana wallet was already on that network: no prompt.
    expect(t.adapterSwitch).not.toHaveBeenCalled();
    expect(t.storage.get(storageKeys.activeNamespace)).toBe('solana');
  });

  it('"Switching to a namespace with no address only sets the active network"', async () => {
    const t = setup();
    await expect(switchNetwork(solanaDevnet, t.ports)).resolves.toBe('network-set');
    expect(t.chains.getState()).toMatchObject({ activeNamespace: 'solana', activeCaipNetwork: solanaDevnet });
    expect(t.adapterSwitch).not.toHaveBeenCalled();
    expect(t.caipAddresses).toEqual([]);
    expect(t.resetSendFlow).not.toHaveBeenCalled();
    expect(t.openUnsupportedChain).not.toHaveBeenCalled();
  });

  it('"A network not in the requested list, with switching enabled and unsupported chains not allowed, opens UnsupportedChain and the unsupported-network UI"', async () => {
    const t = setup();
    setRequestedCaipNetworkIds(t.chains, 'eip155', ['eip155:1']);
    await switchNetwork(base, t.ports);
    expect(t.openUnsupportedChain).toHaveBeenCalledOnce();
    expect(t.chains.getState().showUnsupportedNetworkUI).toBe(true);

    // Back on a requested network, the unsupported-network UI goes away.
    await switchNetwork(mainnet, t.ports);
    expect(t.chains.getState().showUnsupportedNetworkUI).toBe(false);
    expect(t.openUnsupportedChain).toHaveBeenCalledOnce();
  });

  it('an unrequested network does not open UnsupportedChain when unsupported chains are allowed or switching is off', async () => {
    for (const options of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }]) {
      const t = setup({ options });
      setRequestedCaipNetworkIds(t.chains, 'eip155', ['eip155:1']);
      await switchNetwork(base, t.ports);
      expect(t.openUnsupportedChain).not.toHaveBeenCalled();
      expect(t.chains.getState().showUnsupportedNetworkUI).toBe(false);
    }
  });

  it('"Switching to a chain not configured fails with chain-not-configured", changing nothing', async () => {
    const t = setup();
    const before = t.chains.getState();
    const polygonLike = { ...mainnet, id: 137, caipNetworkId: 'eip155:137' } as CaipNetwork;
    const error = await switchNetwork(polygonLike, t.ports).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CHAIN_NOT_CONFIGURED', shortMessage: 'Chain not configured' });
    await expect(switchNetwork('eip155:137', t.ports)).rejects.toThrow('Chain not configured');
    expect(t.chains.getState()).toBe(before);
    expect(t.adapterSwitch).not.toHaveBeenCalled();
    expect(t.storage.get(storageKeys.activeCaipNetworkId)).toBeUndefined();
  });

  it("no target: 'CaipNetwork is undefined'", async () => {
    await expect(switchNetwork(undefined, setup().ports)).rejects.toThrow('CaipNetwork is undefined');
  });

  it('"A connector must exist or an error results": \'Adapter not found\', changing nothing', async () => {
    const t = setup({ adapters: [] });
    const before = t.chains.getState();
    await expect(switchNetwork(optimism, t.ports)).rejects.toThrow('Adapter not found');
    expect(t.chains.getState()).toBe(before);
    expect(t.resetSendFlow).not.toHaveBeenCalled();
  });

  it('a wallet that refuses leaves state, storage and the send flow untouched', async () => {
    const t = setup();
    t.adapterSwitch.mockRejectedValueOnce(new Error('User rejected the request.'));
    const before = t.chains.getState();
    await expect(switchNetwork(optimism, t.ports)).rejects.toThrow('User rejected the request.');
    expect(t.chains.getState()).toBe(before);
    expect(t.storage.get(storageKeys.activeCaipNetworkId)).toBeUndefined();
    expect(t.resetSendFlow).not.toHaveBeenCalled();
    expect(t.caipAddresses).toEqual([]);
  });
});

describe('syncNetworkFromWallet', () => {
  it('a wallet on a network the app did not configure lands on "Unknown Network" and opens UnsupportedChain', async () => {
    const t = setup();
    const network = await syncNetworkFromWallet({ caipNetworkId: 'eip155:999999' }, t.ports);
    expect(network.name).toBe('Unknown Network');
    expect(t.chains.getState().activeCaipNetwork).toBe(network);
    expect(t.chains.getState().showUnsupportedNetworkUI).toBe(true);
    expect(t.openUnsupportedChain).toHaveBeenCalledOnce();
    expect(t.caipAddresses).toEqual([`eip155:999999:${EVM_ADDRESS}`]);
    expect(t.adapterSwitch).not.toHaveBeenCalled();
  });

  it('a configured network reported by the wallet becomes active as is', async () => {
    const t = setup();
    await expect(syncNetworkFromWallet({ caipNetworkId: 'eip155:10' }, t.ports)).resolves.toBe(optimism);
    expect(t.chains.getState().activeCaipNetwork).toBe(optimism);
    expect(t.resetSendFlow).toHaveBeenCalledOnce();
  });

  it('a report from another namespace records its network without changing the active one', async () => {
    const t = setup({ addresses: { eip155: EVM_ADDRESS, solana: SOLANA_ADDRESS } });
    await syncNetworkFromWallet({ caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }, t.ports);
    expect(t.chains.getState()).toMatchObject({ activeNamespace: 'eip155', activeCaipNetwork: mainnet });
    expect(t.chains.getState().chains.solana?.caipNetwork).toBe(solanaDevnet);
    expect(t.caipAddresses).toEqual([`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${SOLANA_ADDRESS}`]);
    expect(t.resetSendFlow).not.toHaveBeenCalled();
  });
});
