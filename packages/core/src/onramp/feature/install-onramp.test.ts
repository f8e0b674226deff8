import { describe, expect, it } from 'vitest';
import { flush } from '../../../test/connection/harness.js';
import { createTestAdapter } from '../../../test/connection/test-adapter.js';
import { createAppKitCore } from '../../instance/create-app-kit-core.js';
import { mainnet } from '../../networks/index.js';
import { createMemoryStorage } from '../../storage/index.js';
import { tokenBalanceIn } from './instance-onramp.js';

const ADDRESS = '0x00000000000000000000000000000000000000a1';

function setup(options: Record<string, unknown> = {}) {
  const adapter = createTestAdapter({
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
  });
  const requests: string[] = [];
  const kit = createAppKitCore(
    {
      projectId: 'demo-project',
      networks: [mainnet],
      adapters: [adapter],
      apiUrl: 'https://api.example',
      ...options,
    } as never,
    {
      storage: createMemoryStorage(),
      document: null,
      logger: { warn: () => {}, error: () => {} },
      fetch: async (url: string) => {
        requests.push(new URL(url).pathname);
        const body = url.includes('/v1/onramp/options')
          ? { paymentCurrencies: [{ id: 'USD', payment_method_limits: [] }], purchaseCurrencies: [] }
          : {};
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      },
    },
  );
  const connect = async () => {
    await kit.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
    await flush();
  };
  return { kit, connect, requests };
}

describe('the onramp feature', () => {
  it('publishes services.features.onramp when features.onramp is on (the default), none when off', () => {
    expect(setup().kit.services.features.onramp).toBeDefined();
    expect(setup({ features: { onramp: false } }).kit.services.features.onramp).toBeUndefined();
  });

  it('supports eip155 and solana with a Walletport server; nothing without one', () => {
    const onramp = setup().kit.services.features.onramp;
    expect(onramp?.isSupported('eip155')).toBe(true);
    expect(onramp?.isSupported('solana')).toBe(true);
    expect(onramp?.isSupported('bip122')).toBe(false);
    expect(setup({ apiUrl: undefined }).kit.services.features.onramp?.isSupported('eip155')).toBe(false);
  });

  it('loads the flow once, on demand, for the connected account, asking nothing before', async () => {
    const { kit, connect, requests } = setup();
    const onramp = kit.services.features.onramp;
    await connect();
    expect(requests.filter((path) => path.startsWith('/v1/onramp'))).toEqual([]);
    expect(onramp?.loaded()).toBeUndefined();
    const flow = await onramp?.load();
    expect(await onramp?.load()).toBe(flow);
    await flush();
    expect(requests).toContain('/v1/onramp/options');
    expect(flow?.store.getState().account?.network.caipNetworkId).toBe('eip155:1');
    expect(flow?.store.getState().currency?.id).toBe('USD');
  });

  it('resets the flow when the wallet disconnects', async () => {
    const { kit, connect } = setup();
    await connect();
    const flow = await kit.services.features.onramp?.load();
    flow?.setAmount('50');
    await kit.disconnect();
    await flush();
    expect(flow?.store.getState().form.amountText).toBe('');
    expect(flow?.store.getState().account).toBeUndefined();
    kit.destroy();
  });
});

describe('a token balance among the account’s balances', () => {
  const entry = (address: string | undefined, numeric: string) => ({
    name: 'x',
    symbol: 'X',
    chainId: 'eip155:1',
    ...(address === undefined ? {} : { address }),
    quantity: { decimals: '6', numeric },
    iconUrl: '',
  });

  it('reads the token by address (CAIP-10 or bare), and none held as 0', () => {
    const balances = [entry(undefined, '1'), entry('eip155:1:0xE7f1', '12.5')];
    expect(tokenBalanceIn(balances, 'eip155:1', '0xe7F1')).toBe('12.5');
    expect(tokenBalanceIn(balances, 'eip155:1', '0xabcd')).toBe('0');
  });

  it('does not know when the answer lists nothing on the network (a failed lookup looks the same)', () => {
    expect(tokenBalanceIn([], 'eip155:1', '0xe7f1')).toBeUndefined();
    expect(tokenBalanceIn([entry(undefined, '1')], 'eip155:2', '0xe7f1')).toBeUndefined();
  });
});
