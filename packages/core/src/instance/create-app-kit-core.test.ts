import { describe, expect, it, vi } from 'vitest';
import { createTestAdapter } from '../../test/connection/test-adapter.js';
import type { WalletportEventName } from '../analytics/index.js';
import { mainnet, sepolia } from '../networks/index.js';
import { InvalidOptionError } from '../options/index.js';
import { createMemoryStorage, storageKeys } from '../storage/index.js';
import { createAppKitCore } from './create-app-kit-core.js';
import type { AppKitCoreEnvironment } from './types.js';

const ADDRESS = '0x00000000000000000000000000000000000000a1';

function setup(options: Record<string, unknown> = {}, env: AppKitCoreEnvironment = {}) {
  const adapter = createTestAdapter({
    connectors: [{ id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' }],
    wallets: { injected: { accounts: [{ address: ADDRESS, type: 'eoa' }], chainId: 1 } },
  });
  const timers = { setTimeout: vi.fn(() => 0), clearTimeout: vi.fn() };
  const fetch = vi.fn(async () => Response.json({ isAnalyticsEnabled: false }));
  const logger = { warn: vi.fn(), error: vi.fn() };
  const kit = createAppKitCore(
    { projectId: 'demo-project', networks: [mainnet, sepolia], adapters: [adapter], ...options } as never,
    {
      storage: createMemoryStorage(),
      document: null,
      timers,
      fetch,
      logger,
      clock: { now: () => 1 },
      ...env,
    },
  );
  return { kit, adapter, timers, fetch, logger };
}

describe('createAppKitCore: creation', () => {
  it('two instances are independent (no module-level state)', () => {
    const a = setup();
    const b = setup();
    a.kit.open();
    a.kit.setThemeMode('light');
    expect(a.kit.getState().open).toBe(true);
    expect(b.kit.getState().open).toBe(false);
    expect(b.kit.getThemeMode()).toBe('dark');
    expect(a.kit.stores.chains).not.toBe(b.kit.stores.chains);
    expect(a.kit.services.events).not.toBe(b.kit.services.events);
  });

  it('creation touches no network and no timers, even with a server and analytics on', () => {
    const globalTimeout = vi.spyOn(globalThis, 'setTimeout');
    const { fetch, timers, kit } = setup({ apiUrl: 'https://api.example.com' });
    expect(kit.services.analytics).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(timers.setTimeout).not.toHaveBeenCalled();
    expect(globalTimeout).not.toHaveBeenCalled();
    globalTimeout.mockRestore();
  });

  it('analytics initialises on start() only', async () => {
    const { fetch, kit } = setup({ apiUrl: 'https://api.example.com' });
    await kit.start();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/getAnalyticsConfig');
  });

  it('has no HTTP or analytics client without apiUrl; with analytics off, the HTTP client only', () => {
    expect(setup().kit.services.analytics).toBeUndefined();
    expect(setup().kit.services.http).toBeUndefined();
    // One HTTP client per instance whenever apiUrl is set (instance-http.test.ts has the details).
    const off = setup({ apiUrl: 'https://api.example.com', features: { analytics: false } });
    expect(off.kit.services.http).toBe(off.kit.services.api?.http);
    expect(off.kit.services.analytics).toBeUndefined();
  });

  it('invalid options throw naming the option', () => {
    expect(() => setup({ themeMode: 'blue' })).toThrow(InvalidOptionError);
    expect(() => setup({ themeMode: 'blue' })).toThrow(/themeMode/);
    expect(() => setup({ projectId: '' })).toThrow(/projectId/);
  });

  it('starts on the stored active network when it is configured, else the default network', () => {
    const backend = createMemoryStorage([[storageKeys.activeCaipNetworkId.name, 'eip155:11155111']]);
    expect(setup({}, { storage: backend }).kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:11155111');
    const unknown = createMemoryStorage([[storageKeys.activeCaipNetworkId.name, 'eip155:5']]);
    expect(setup({}, { storage: unknown }).kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:1');
    expect(setup({ defaultNetwork: sepolia }).kit.getState().selectedNetworkId).toBe('eip155:11155111');
  });

  it('requests the configured networks per namespace and lists the adapters’ connectors', () => {
    const { kit } = setup();
    expect(kit.stores.chains.getState().chains.eip155?.requestedCaipNetworkIds).toEqual([
      'eip155:1',
      'eip155:11155111',
    ]);
    // With a project id wallet-connect is on (AppKit's default), so its connector is listed too.
    expect(kit.stores.connectors.getState().connectors.map((c) => c.id)).toEqual([
      'injected',
      'walletConnect',
    ]);
  });
});

describe('createAppKitCore: modal, theme and events', () => {
  it('open() picks Connect when disconnected; getState reports the modal and network', () => {
    const { kit } = setup();
    kit.open();
    expect(kit.stores.router.getState().view.name).toBe('Connect');
    expect(kit.getState()).toEqual({
      open: true,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      loading: false,
    });
    expect(kit.getState()).toBe(kit.getState());
    kit.close();
    expect(kit.getState().open).toBe(false);
  });

  it('open({ view }) shows the requested view', () => {
    const { kit } = setup();
    kit.open({ view: { name: 'Networks' } });
    expect(kit.stores.router.getState().view.name).toBe('Networks');
  });

  it('subscribeState fires on change only; subscribeEvents reports modal events', () => {
    const { kit } = setup();
    const states = vi.fn();
    const events: WalletportEventName[] = [];
    kit.subscribeState(states);
    kit.subscribeEvents((record) => events.push(record.data.event));
    kit.setThemeMode('light');
    expect(states).not.toHaveBeenCalled();
    kit.open();
    kit.close();
    expect(states).toHaveBeenCalledTimes(2);
    expect(events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']);
  });

  it('theme: setThemeMode / setThemeVariables / subscribeTheme', () => {
    const { kit } = setup({ themeMode: 'light' });
    const themes = vi.fn();
    kit.subscribeTheme(themes);
    expect(kit.getThemeMode()).toBe('light');
    kit.setThemeMode('dark');
    kit.setThemeVariables({ '--w3m-accent': '#ff0000' });
    expect(kit.getThemeMode()).toBe('dark');
    expect(themes).toHaveBeenCalledTimes(2);
    expect(() => kit.setThemeMode('blue' as never)).toThrow(/themeMode/);
  });

  it('destroy() stops adapter listeners and subscriptions', async () => {
    const { kit, adapter } = setup();
    await kit.start();
    expect(adapter.listenerCount()).toBeGreaterThan(0);
    kit.destroy();
    expect(adapter.listenerCount()).toBe(0);
    await kit.start();
    expect(adapter.listenerCount()).toBe(0);
  });

  it('start() is idempotent and emits INITIALIZE once', async () => {
    const { kit } = setup();
    const initialize = vi.fn();
    kit.services.events.on('INITIALIZE', initialize);
    await Promise.all([kit.start(), kit.start()]);
    expect(initialize).toHaveBeenCalledTimes(1);
    expect(initialize.mock.calls[0]?.[0]).toMatchObject({ namespaces: ['eip155'], themeMode: 'dark' });
  });
});
