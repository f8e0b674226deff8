import { describe, expect, it, vi } from 'vitest';
import { createTestAdapter } from '../../../test/connection/test-adapter.js';
import { mainnet, solana } from '../../networks/index.js';
import { resolveOptions } from '../../options/index.js';
import { createMemoryStorage } from '../../storage/index.js';
import type { UniversalProviderFactory } from '../universal-provider-port.js';
import { createAppKitCore } from '../../instance/create-app-kit-core.js';
import { resolveEnvironment } from '../../instance/environment.js';
import { wireWalletConnect } from './install-walletconnect.js';

const quiet = { warn: () => {}, error: () => {} };

function kit(options: Record<string, unknown> = {}) {
  const adapter = createTestAdapter({ namespace: 'eip155', networks: [mainnet] } as never);
  return createAppKitCore(
    { projectId: 'p1', networks: [mainnet], adapters: [adapter], ...options } as never,
    { storage: createMemoryStorage(), document: null, logger: quiet },
  );
}

const walletConnectIds = (instance: ReturnType<typeof kit>) =>
  instance.stores.connectors
    .getState()
    .connectors.filter((connector) => connector.type === 'WALLET_CONNECT')
    .map((connector) => `${connector.chain}:${connector.id}:${connector.name}`);

describe('wallet-connect in an instance', () => {
  it('lists one WalletConnect connector when enabled, and none with enableWalletConnect: false', () => {
    expect(walletConnectIds(kit())).toEqual(['eip155:walletConnect:WalletConnect']);
    expect(walletConnectIds(kit({ enableWalletConnect: false }))).toEqual([]);
  });

  it("lists no second one when a later adapter lists its own (the first adapter's list has none)", () => {
    const evm = createTestAdapter({
      namespace: 'eip155',
      connectors: [{ id: 'injected', name: 'Injected', type: 'INJECTED', chain: 'eip155' }],
    } as never);
    const sol = createTestAdapter({
      namespace: 'solana',
      connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' }],
    } as never);
    const instance = createAppKitCore(
      { projectId: 'p1', networks: [mainnet, solana], adapters: [evm, sol] } as never,
      { storage: createMemoryStorage(), document: null, logger: quiet },
    );
    expect(walletConnectIds(instance)).toEqual(['solana:walletConnect:WalletConnect']);
  });

  it('keeps it listed when the adapter replaces its connector list', () => {
    const instance = kit();
    instance.stores.connectors.setNamespaceConnectors('eip155', []);
    expect(walletConnectIds(instance)).toEqual(['eip155:walletConnect:WalletConnect']);
  });

  it('a wallet-side session end disconnects the wallet-connect connections', async () => {
    const options = resolveOptions({ projectId: 'p1', networks: [mainnet] } as never, { document: null });
    const env = resolveEnvironment({ storage: createMemoryStorage(), document: null, logger: quiet });
    const listeners: Record<string, () => void> = {};
    const factory: UniversalProviderFactory = {
      init: async () => ({
        session: undefined,
        request: vi.fn(),
        setDefaultChain: vi.fn(),
        disconnect: vi.fn(),
        connect: vi.fn(),
        on: (event: string, listener: () => void) => {
          listeners[event] = listener;
        },
        removeListener: vi.fn(),
        close: vi.fn(async () => {}),
      }),
    };
    const wiring = wireWalletConnect({ options, env, adapters: {}, loadSdk: async () => factory });
    const disconnect = vi.fn(async () => {});
    const { createConnectionStore } = await import('../../connection/index.js');
    const { createConnectorsStore } = await import('../../connectors/index.js');
    const stop = wiring?.attach({
      connection: { disconnect, store: createConnectionStore() } as never,
      connectors: createConnectorsStore(),
    });
    await wiring?.port.handle.getProvider();
    listeners.session_delete?.();
    expect(disconnect).toHaveBeenCalledWith({ connectorId: 'walletConnect' });
    stop?.();
  });
});
