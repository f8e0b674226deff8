import { describe, expect, it } from 'vitest';
import { flush } from '../../../test/connection/harness.js';
import { createTestAdapter } from '../../../test/connection/test-adapter.js';
import { createAppKitCore } from '../../instance/create-app-kit-core.js';
import { mainnet } from '../../networks/index.js';
import { createMemoryStorage } from '../../storage/index.js';

const ADDRESS = '0x00000000000000000000000000000000000000a1';

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
    { storage: createMemoryStorage(), document: null, logger: { warn: () => {}, error: () => {} } },
  );
  return kit;
}

describe('the swaps feature', () => {
  it('publishes services.features.swaps when features.swaps is on (the default), none when it is off', () => {
    expect(setup().services.features.swaps).toBeDefined();
    expect(setup({ features: { swaps: false } }).services.features.swaps).toBeUndefined();
  });

  it('supports eip155 with its adapter and a server; never solana', () => {
    const swaps = setup().services.features.swaps;
    expect(swaps?.isSupported('eip155')).toBe(true);
    expect(swaps?.isSupported('solana')).toBe(false);
  });

  it('loads the flow once, on demand, reading the connected account', async () => {
    const kit = setup();
    const swaps = kit.services.features.swaps;
    expect(swaps?.loaded()).toBeUndefined();
    await kit.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
    await flush();
    const flow = await swaps?.load();
    expect(await swaps?.load()).toBe(flow);
    expect(flow?.store.getState().account).toBe('0x00000000000000000000000000000000000000A1');
    flow?.setAmount('1');
    await kit.disconnect();
    await flush();
    expect(flow?.store.getState().form.amountText).toBe('');
    kit.destroy();
  });
});
