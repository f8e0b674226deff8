// Runs in Vitest's node environment: no window, no document, as on a server.
import { createMemoryStorage, mainnet, sepolia } from '@walletport/core';
import {
  AppKitAccountButton,
  AppKitButton,
  AppKitConnectButton,
  AppKitNetworkButton,
  AppKitProvider,
  createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
} from '@walletport/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestAdapter } from '../../../core/test/connection/test-adapter.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function HookReader() {
  const account = useAppKitAccount();
  const network = useAppKitNetwork();
  const state = useAppKitState();
  const theme = useAppKitTheme();
  const event = useAppKitEvents();
  const provider = useAppKitProvider('eip155');
  const wallet = useWalletInfo();
  useAppKit();
  return (
    <output>
      {[
        account.status,
        network.caipNetworkId,
        String(state.open),
        String(state.initialized),
        theme.themeMode,
        String(event),
        String(provider.walletProvider),
        String(wallet.walletInfo),
      ].join('|')}
    </output>
  );
}

describe('server rendering', () => {
  it('renders the buttons and every hook inside an AppKitProvider without a DOM, network or start-up', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const adapter = createTestAdapter({ networks: [mainnet, sepolia] });
    const kit = createAppKit({
      projectId: 'demo-project',
      networks: [mainnet, sepolia],
      adapters: [adapter],
    });
    const reconnect = vi.spyOn(adapter, 'reconnect');

    const html = renderToString(
      <AppKitProvider instance={kit}>
        <AppKitButton />
        <AppKitConnectButton />
        <AppKitAccountButton />
        <AppKitNetworkButton />
        <HookReader />
      </AppKitProvider>,
    );

    // Each button is an empty host on the server; its shadow root is attached in the browser.
    expect(html.match(/<span data-walletport-button="">\s*<\/span>/g)).toHaveLength(4);
    expect(html).toContain('disconnected|eip155:1|false|false|dark|undefined|undefined|undefined');
    expect(fetch).not.toHaveBeenCalled();
    expect(reconnect).not.toHaveBeenCalled();
    expect(typeof window).toBe('undefined');
    kit.destroy();
  });

  it('two requests with their own instances do not share state', async () => {
    const first = createAppKit(
      { projectId: 'demo-project', networks: [mainnet, sepolia] },
      { storage: createMemoryStorage() },
    );
    const second = createAppKit(
      { projectId: 'demo-project', networks: [mainnet, sepolia] },
      { storage: createMemoryStorage() },
    );
    await first.switchNetwork(sepolia);
    const render = (kit: typeof first) =>
      renderToString(
        <AppKitProvider instance={kit}>
          <HookReader />
        </AppKitProvider>,
      );
    expect(render(first)).toContain('eip155:11155111');
    expect(render(second)).toContain('eip155:1|');
    // open() on a server changes state only: nothing to mount into.
    await first.open();
    expect(first.getState().open).toBe(true);
    first.destroy();
    second.destroy();
  });
});
