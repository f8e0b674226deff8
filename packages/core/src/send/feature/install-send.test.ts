import { describe, expect, it } from 'vitest';
import { flush } from '../../../test/connection/harness.js';
import { createTestAdapter } from '../../../test/connection/test-adapter.js';
import { createAppKitCore } from '../../instance/create-app-kit-core.js';
import { mainnet, solana } from '../../networks/index.js';
import { createMemoryStorage } from '../../storage/index.js';

const ADDRESS = '0x00000000000000000000000000000000000000a1';
const SOLANA_ADDRESS = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96';

function setup(options: Record<string, unknown> = {}) {
  const adapter = createTestAdapter({
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
  });
  const kit = createAppKitCore(
    { projectId: 'demo-project', networks: [mainnet], adapters: [adapter], ...options } as never,
    { storage: createMemoryStorage(), document: null, logger: { warn: () => {}, error: () => {} } },
  );
  const connect = async () => {
    await kit.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
    await flush();
  };
  return { kit, connect };
}

describe('the send feature', () => {
  it('publishes services.features.send when features.send is on (the default), none when it is off', () => {
    expect(setup().kit.services.features.send).toBeDefined();
    expect(setup({ features: { send: false } }).kit.services.features.send).toBeUndefined();
  });

  it('supports eip155 with its adapter; not a namespace without one', () => {
    const send = setup().kit.services.features.send;
    expect(send?.isSupported('eip155')).toBe(true);
    expect(send?.isSupported()).toBe(true);
    expect(send?.isSupported('solana')).toBe(false);
    expect(solana.chainNamespace).toBe('solana');
  });

  it('supports solana with its adapter, and reads a base58 account as the sender', async () => {
    const adapter = createTestAdapter({
      namespace: 'solana',
      connectors: [{ id: 'phantom', name: 'Test Solana Wallet', type: 'ANNOUNCED', chain: 'solana' }],
      wallets: { phantom: { accounts: [{ address: SOLANA_ADDRESS, type: 'eoa' }], chainId: solana.id } },
    });
    const kit = createAppKitCore(
      { projectId: 'demo-project', networks: [solana], adapters: [adapter] } as never,
      { storage: createMemoryStorage(), document: null, logger: { warn: () => {}, error: () => {} } },
    );
    const send = kit.services.features.send;
    expect(send?.isSupported('solana')).toBe(true);
    await kit.services.connection.connect({ namespace: 'solana', connectorId: 'phantom' });
    await flush();
    const flow = await send?.load();
    expect(flow?.store.getState().from).toBe(SOLANA_ADDRESS);
    expect(flow?.store.getState().network?.caipNetworkId).toBe(solana.caipNetworkId);
    kit.destroy();
  });

  it('loads the flow once, on demand, reading the connected account', async () => {
    const { kit, connect } = setup();
    const send = kit.services.features.send;
    expect(send?.loaded()).toBeUndefined();
    await connect();
    const flow = await send?.load();
    expect(await send?.load()).toBe(flow);
    expect(send?.loaded()).toBe(flow);
    expect(flow?.store.getState().from).toBe('0x00000000000000000000000000000000000000A1');
    expect(flow?.store.getState().network?.caipNetworkId).toBe('eip155:1');
  });

  it('resets the flow when a wallet disconnects (the sendFlowReset hook)', async () => {
    const { kit, connect } = setup();
    await connect();
    const flow = await kit.services.features.send?.load();
    flow?.setAmount('1');
    await kit.disconnect();
    await flush();
    expect(flow?.store.getState().form.amountText).toBe('');
    expect(flow?.store.getState().from).toBeUndefined();
  });

  it('stops with the instance', async () => {
    const { kit, connect } = setup();
    await connect();
    const flow = await kit.services.features.send?.load();
    kit.destroy();
    expect(kit.services.features.send).toBeUndefined();
    expect(flow).toBeDefined();
  });
});
