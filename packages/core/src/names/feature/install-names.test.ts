import { describe, expect, it } from 'vitest';
import { flush } from '../../../test/connection/harness.js';
import { createTestAdapter } from '../../../test/connection/test-adapter.js';
import { createAppKitCore } from '../../instance/create-app-kit-core.js';
import { mainnet, solana } from '../../networks/index.js';
import { createMemoryStorage } from '../../storage/index.js';

const ADDRESS = '0x00000000000000000000000000000000000000a1';
const ENV = { storage: createMemoryStorage(), document: null, logger: { warn: () => {}, error: () => {} } };

function setup(options: Record<string, unknown> = {}) {
  const adapter = createTestAdapter({
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
  });
  const kit = createAppKitCore(
    {
      projectId: 'demo-project',
      networks: [mainnet],
      adapters: [adapter],
      apiUrl: 'http://127.0.0.1:9',
      ...options,
    } as never,
    { ...ENV, storage: createMemoryStorage() },
  );
  return kit;
}

describe('the names feature', () => {
  it('is published with a Walletport server and an eip155 adapter; not without a server', () => {
    expect(setup().services.features.names).toBeDefined();
    expect(setup({ apiUrl: undefined }).services.features.names).toBeUndefined();
  });

  it('is not published without an eip155 adapter (names are eip155 accounts)', () => {
    const adapter = createTestAdapter({
      namespace: 'solana',
      connectors: [{ id: 'phantom', name: 'Solana Wallet', type: 'ANNOUNCED', chain: 'solana' }],
      wallets: {},
    });
    const kit = createAppKitCore(
      { projectId: 'p', networks: [solana], adapters: [adapter], apiUrl: 'http://127.0.0.1:9' } as never,
      { ...ENV, storage: createMemoryStorage() },
    );
    expect(kit.services.features.names).toBeUndefined();
  });

  it('loads the flow once, on demand; it resets when the wallet disconnects', async () => {
    const kit = setup();
    const names = kit.services.features.names;
    expect(names?.isSupported('eip155')).toBe(true);
    expect(names?.isSupported('solana')).toBe(false);
    expect(names?.loaded()).toBeUndefined();
    await kit.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
    await flush();
    const flow = await names?.load();
    expect(await names?.load()).toBe(flow);
    flow?.setText('abc');
    expect(flow?.store.getState().input).toEqual({ status: 'invalid', problem: 'too-short' });
    await kit.disconnect();
    await flush();
    expect(flow?.store.getState().text).toBe('');
    kit.destroy();
    expect(kit.services.features.names).toBeUndefined();
  });
});
