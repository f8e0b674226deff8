/**
 * SIWX in a real core instance: the test adapter's wallet, the instance's stores, modal, router, bus and
 * connection service, with the browser-only config over memory storage.
 */
import { describe, expect, it } from 'vitest';
import { createAppKitCore } from '../../src/instance/index.js';
import { mainnet, sepolia } from '../../src/networks/index.js';
import { createLocalSiwx, type SiwxConfig } from '../../src/siwx/index.js';
import { createMemoryStorage } from '../../src/storage/index.js';
import { flush } from '../connection/harness.js';
import { createTestAdapter } from '../connection/test-adapter.js';

// The instance loads the sign-in flow on demand; loaded here first, its import() answers from the module
// cache, so the two flushes after a connect are enough even on a busy machine.
await import('../../src/siwx/siwx-service.js');

const ADDRESS = '0x00000000000000000000000000000000000000a1';

function setup(siwx?: SiwxConfig) {
  const adapter = createTestAdapter({
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
  });
  const signed: Array<{ message: string; address: string }> = [];
  adapter.signMessage = async (params) => {
    signed.push(params);
    return '0xsignature';
  };
  const kit = createAppKitCore(
    { projectId: 'demo', networks: [mainnet, sepolia], adapters: [adapter], ...(siwx ? { siwx } : {}) },
    {
      storage: createMemoryStorage(),
      document: null,
      timers: { setTimeout: () => 0, clearTimeout: () => {} },
      logger: { warn: () => {}, error: () => {} },
    },
  );
  const events: string[] = [];
  kit.subscribeEvents((record) => events.push(record.data.event));
  const connect = async () => {
    await kit.services.connection.connect({ namespace: 'eip155', connectorId: 'injected' });
    await flush();
    await flush();
  };
  const view = () => kit.stores.router.getState().view.name;
  return { kit, adapter, signed, events, connect, view };
}

const localSiwx = (required = false) =>
  createLocalSiwx({
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    storage: createMemoryStorage(),
    required,
  });

describe('SIWX in an instance', () => {
  it('without options.siwx: no service, an idle store, no prompt on connect', async () => {
    const { kit, connect } = setup();
    expect(kit.services.siwx).toBeUndefined();
    await connect();
    expect(kit.stores.siwx.getState()).toEqual({ status: 'idle' });
    expect(kit.getState().open).toBe(false);
  });

  it('connect → sign view with the message → requestSignIn signs through the adapter and closes', async () => {
    const { kit, connect, signed, events, view } = setup(localSiwx());
    await connect();
    expect(kit.getState().open).toBe(true);
    expect(view()).toBe('SIWXSignMessage');
    const message = kit.stores.siwx.getState().pending?.message;
    expect(message).toContain('app.example.com wants you to sign in with your Ethereum account:');
    expect(message).toContain('Chain ID: 1\n');

    await kit.services.siwx?.requestSignIn();
    expect(signed).toEqual([{ message, address: ADDRESS, connectorId: 'injected' }]);
    expect(kit.stores.siwx.getState()).toMatchObject({
      status: 'signed-in',
      session: { message, signature: '0xsignature' },
    });
    expect(kit.getState().open).toBe(false);
    expect(events).toContain('SIWX_AUTH_SUCCESS');
  });

  it('required and signed out: the modal cannot be closed on the sign view; cancel disconnects', async () => {
    const { kit, connect, events, view } = setup(localSiwx(true));
    await connect();
    kit.close();
    expect(kit.getState().open).toBe(true);
    expect(kit.stores.modal.getState().shake).toBe(true);
    await kit.services.siwx?.cancel();
    await flush();
    expect(events).toContain('CLICK_CANCEL_SIWX');
    expect(kit.getIsConnectedState()).toBe(false);
    expect(view()).toBe('Connect');
  });

  it('switching to a network without a session asks again; the signed one does not', async () => {
    const { kit, connect, view } = setup(localSiwx());
    await connect();
    await kit.services.siwx?.requestSignIn();
    await kit.switchNetwork(sepolia);
    await flush();
    await flush();
    expect(kit.getState().open).toBe(true);
    expect(view()).toBe('SIWXSignMessage');
    expect(kit.stores.siwx.getState().pending?.chainId).toBe('eip155:11155111');
    await kit.switchNetwork(mainnet);
    await flush();
    await flush();
    expect(kit.stores.siwx.getState().status).toBe('signed-in');
    expect(kit.getState().open).toBe(false);
  });

  it('reconnecting a signed pair needs no new signature', async () => {
    const { kit, connect, signed } = setup(localSiwx());
    await connect();
    await kit.services.siwx?.requestSignIn();
    await kit.disconnect();
    await flush();
    expect(kit.stores.siwx.getState().status).toBe('idle');
    await connect();
    expect(kit.stores.siwx.getState().status).toBe('signed-in');
    expect(signed).toHaveLength(1);
    expect(kit.getState().open).toBe(false);
  });

  it('destroy stops following the account', async () => {
    const { kit, connect } = setup(localSiwx());
    kit.destroy();
    await connect();
    expect(kit.stores.siwx.getState().status).toBe('idle');
  });
});
