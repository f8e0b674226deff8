/**
 * Two namespaces in one instance (an eip155 and a solana adapter): each keeps its own connection; the one
 * the visitor connects last becomes active; switching networks moves between them; disconnecting one keeps
 * the other; a reload restores both.
 */
import { describe, expect, it } from 'vitest';
import { flush } from '../../test/connection/harness.js';
import { createTestAdapter } from '../../test/connection/test-adapter.js';
import { localSolana, mainnet, solanaDevnet } from '../networks/index.js';
import { createMemoryStorage, type SyncStorageBackend } from '../storage/index.js';
import { createAppKitCore } from './create-app-kit-core.js';

const EVM_ADDRESS = '0x00000000000000000000000000000000000000a1';
const SOLANA_ADDRESS = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96';
const local = localSolana();

function setup(backend: SyncStorageBackend = createMemoryStorage()) {
  const evm = createTestAdapter({
    connectors: [{ id: 'injected', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: EVM_ADDRESS, type: 'eoa' }], chainId: 1 } },
    authorized: ['injected'],
  });
  const sol = createTestAdapter({
    namespace: 'solana',
    networks: [local, solanaDevnet],
    connectors: [{ id: 'Dev Wallet', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'solana' }],
    wallets: { 'Dev Wallet': { accounts: [{ address: SOLANA_ADDRESS, type: 'eoa' }], chainId: local.id } },
    authorized: ['Dev Wallet'],
  });
  const kit = createAppKitCore(
    { projectId: 'demo-project', networks: [mainnet, local, solanaDevnet], adapters: [evm, sol] } as never,
    {
      storage: backend,
      document: null,
      timers: { setTimeout: () => 0, clearTimeout: () => {} },
      logger: { warn: () => {}, error: () => {} },
    },
  );
  return { kit, evm, sol, backend };
}

async function connectBoth(kit: ReturnType<typeof setup>['kit']) {
  await kit.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
  await flush();
  await kit.services.connection.connect({
    namespace: 'solana',
    connectorId: 'Dev Wallet',
    chainId: local.id,
  });
  await flush();
}

describe('an EVM and a Solana wallet in one session', () => {
  it('the namespace connected last becomes active, and each keeps its account', async () => {
    const { kit } = setup();
    await kit.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
    await flush();
    expect(kit.getCaipAddress()).toBe(`eip155:1:${EVM_ADDRESS}`);
    await kit.services.connection.connect({
      namespace: 'solana',
      connectorId: 'Dev Wallet',
      chainId: local.id,
    });
    await flush();
    expect(kit.stores.chains.getState().activeNamespace).toBe('solana');
    expect(kit.getCaipAddress()).toBe(`${local.caipNetworkId}:${SOLANA_ADDRESS}`);
    expect(kit.getAddress('eip155')).toBe(EVM_ADDRESS);
    expect(kit.getAddress('solana')).toBe(SOLANA_ADDRESS);
  });

  it('switching the network switches the active namespace and back', async () => {
    const { kit } = setup();
    await connectBoth(kit);
    await kit.switchNetwork(mainnet);
    await flush();
    expect(kit.stores.chains.getState().activeNamespace).toBe('eip155');
    expect(kit.getCaipAddress()).toBe(`eip155:1:${EVM_ADDRESS}`);
    await kit.switchNetwork(solanaDevnet);
    await flush();
    expect(kit.getCaipAddress()).toBe(`${solanaDevnet.caipNetworkId}:${SOLANA_ADDRESS}`);
  });

  it('Solana first, then the EVM side after moving to an EVM network: each keeps its own address', async () => {
    const { kit } = setup();
    await kit.services.connection.connect({
      namespace: 'solana',
      connectorId: 'Dev Wallet',
      chainId: local.id,
    });
    await flush();
    await kit.switchNetwork(mainnet);
    await flush();
    expect(kit.stores.chains.getState().activeNamespace).toBe('eip155');
    expect(kit.getAddress()).toBeUndefined();
    await kit.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
    await flush();
    expect(kit.getCaipAddress()).toBe(`eip155:1:${EVM_ADDRESS}`);
    await kit.switchNetwork(local);
    await flush();
    expect(kit.getCaipAddress()).toBe(`${local.caipNetworkId}:${SOLANA_ADDRESS}`);
    expect(kit.getAddress('eip155')).toBe(EVM_ADDRESS);
  });

  it('disconnecting one namespace keeps the other connected', async () => {
    const { kit } = setup();
    await connectBoth(kit);
    await kit.disconnect('solana');
    await flush();
    expect(kit.getAddress('solana')).toBeUndefined();
    expect(kit.getAddress('eip155')).toBe(EVM_ADDRESS);
    expect(kit.stores.connection.getState().currentConnectorIds).toEqual({ eip155: 'injected' });
  });

  it('a reload restores both connections', async () => {
    const first = setup();
    await connectBoth(first.kit);
    const second = setup(first.backend);
    await second.kit.start();
    await flush();
    expect(second.kit.getAddress('eip155')).toBe(EVM_ADDRESS);
    expect(second.kit.getAddress('solana')).toBe(SOLANA_ADDRESS);
    expect(second.kit.stores.chains.getState().activeNamespace).toBe('solana');
  });
});
