// @vitest-environment happy-dom
/**
 * `<WagmiProvider config={wagmiAdapter.wagmiConfig}>` beside Walletport, as every AppKit wagmi example
 * writes it, across a reload, with reconnectOnMount true (wagmi's default) and false, with and without
 * `ssr`: the stored session comes back exactly once (one reconnect-mode connect of the wallet), wagmi's
 * useAccount and our useAppKitAccount agree, neither falls back to disconnected on the way, and a
 * disconnect on either side reaches the other. Real parts only: wagmi's React provider, the
 * WagmiAdapter, the dev wallet (EIP-1193, announced by EIP-6963) on an anvil devnet.
 */
import { disconnect as wagmiDisconnect } from '@wagmi/core';
import type { AppKit } from '@walletport/react';
import { devWalletRdns } from '@walletport/dev-wallet';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createScriptedApprover } from '../../packages/adapter-evm/test/support/approver.js';
import { startTestChains, type TestChains } from '../../packages/adapter-evm/test/support/devnet.js';
import { createTestWallet } from '../../packages/adapter-evm/test/support/page.js';
import {
  appTree,
  clearCookies,
  createAdapter,
  createKit,
  installWallet,
  probeText,
  renderApp,
  waitFor,
} from './support/page.js';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CONNECTED = `wagmi:connected:${ACCOUNT_0} ours:connected:${ACCOUNT_0}`;
const DISCONNECTED = 'wagmi:disconnected: ours:disconnected:';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let chains: TestChains;
beforeAll(async () => {
  chains = await startTestChains();
});
afterAll(async () => {
  await chains?.devnet.stop();
});

const cleanups: (() => void)[] = [];
beforeEach(() => {
  clearCookies();
  localStorage.clear();
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

/** The first visit: the visitor connects the dev wallet through Walletport (as the modal does). */
async function firstVisit(ssr: boolean) {
  const approver = createScriptedApprover();
  const wallet = createTestWallet(chains, approver);
  cleanups.push(installWallet(wallet));
  const adapter = createAdapter(chains, { ssr });
  const kit = createKit(chains, adapter);
  await kit.start();
  await kit.services.connection.connect({ namespace: 'eip155', connectorId: devWalletRdns });
  expect(kit.getAccount().status).toBe('connected');
  expect(document.cookie).toContain('wagmi.store=');
  kit.destroy();
  return { wallet, approver };
}

interface Reloaded {
  kit: AppKit;
  root: Root;
  container: HTMLElement;
  /** Reconnect-mode connects of the wallet's connectors on this page. */
  reconnects: string[];
  ourStatuses: string[];
  wagmiStatuses: string[];
  adapter: ReturnType<typeof createAdapter>;
}

/**
 * The reload: a new adapter and instance on the same cookies and storage, then WagmiProvider renders
 * (with `lateMount`, only once the instance restored the session, as a lazily rendered route would).
 */
async function reload(ssr: boolean, reconnectOnMount: boolean, lateMount = false): Promise<Reloaded> {
  const adapter = createAdapter(chains, { ssr });
  const reconnects: string[] = [];
  // Every connector the config has or adds later (announced wallets) is counted.
  const spy = (connector: (typeof adapter.wagmiConfig.connectors)[number]) => {
    const original = connector.connect.bind(connector);
    connector.connect = (async (parameters?: { isReconnecting?: boolean }) => {
      if (parameters?.isReconnecting) reconnects.push(connector.id);
      return original(parameters as never);
    }) as typeof connector.connect;
  };
  const spied = new WeakSet<object>();
  const spyAll = () => {
    for (const connector of adapter.wagmiConfig.connectors) {
      if (spied.has(connector)) continue;
      spied.add(connector);
      spy(connector);
    }
  };
  spyAll();
  const stopSpying = adapter.wagmiConfig._internal.connectors.subscribe(spyAll);

  const wagmiStatuses: string[] = [adapter.wagmiConfig.state.status];
  const stopWagmi = adapter.wagmiConfig.subscribe(
    (state) => state.status,
    (status) => wagmiStatuses.push(status),
  );
  const kit = createKit(chains, adapter);
  const ourStatuses: string[] = [kit.getAccount().status];
  const stopOurs = kit.subscribeAccount((account) => ourStatuses.push(account.status));
  if (lateMount) {
    await kit.start();
    expect(kit.getAccount().status).toBe('connected');
  }
  const { root, container } = await renderApp(appTree({ adapter, kit, reconnectOnMount }));
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
    stopSpying();
    stopWagmi();
    stopOurs();
    kit.destroy();
  });
  return { kit, root, container, reconnects, ourStatuses, wagmiStatuses, adapter };
}

/** After the first 'connected', nothing may read 'disconnected' again (no flip on the way). */
function settledOnce(statuses: readonly string[]): boolean {
  const first = statuses.indexOf('connected');
  return first >= 0 && !statuses.slice(first).includes('disconnected');
}

describe.each([
  { ssr: false, reconnectOnMount: true },
  { ssr: false, reconnectOnMount: false },
  { ssr: true, reconnectOnMount: true },
  { ssr: true, reconnectOnMount: false },
])(
  'WagmiProvider beside the adapter (ssr: $ssr, reconnectOnMount: $reconnectOnMount)',
  ({ ssr, reconnectOnMount }) => {
    it('restores the session once after a reload, and both sides agree', async () => {
      const { approver } = await firstVisit(ssr);
      const page = await reload(ssr, reconnectOnMount);

      await waitFor(
        () => probeText(page.container) === CONNECTED,
        () => probeText(page.container),
      );
      // Settle whatever else would still run (a late wagmi reconnect would show here).
      await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(probeText(page.container)).toBe(CONNECTED);
      expect(page.reconnects).toHaveLength(1);
      expect(settledOnce(page.ourStatuses), page.ourStatuses.join()).toBe(true);
      expect(page.ourStatuses).not.toContain('disconnected');
      expect(settledOnce(page.wagmiStatuses), page.wagmiStatuses.join()).toBe(true);
      expect(page.adapter.wagmiConfig.state.connections.size).toBe(1);
      // No prompt: the wallet was asked to connect once, on the first visit.
      expect(approver.kinds()).toEqual(['connect']);
    });

    it('keeps the restored connection when WagmiProvider mounts after the restore finished', async () => {
      await firstVisit(ssr);
      const page = await reload(ssr, reconnectOnMount, true);
      await waitFor(
        () => probeText(page.container) === CONNECTED,
        () => probeText(page.container),
      );
      await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(probeText(page.container)).toBe(CONNECTED);
      expect(page.ourStatuses).not.toContain('disconnected');
      expect(settledOnce(page.wagmiStatuses), page.wagmiStatuses.join()).toBe(true);
      expect(page.adapter.wagmiConfig.state.connections.size).toBe(1);
      // reconnectOnMount asks the wallet once more (wagmi's own mount step; same connection, nothing flips).
      expect(page.reconnects).toHaveLength(reconnectOnMount ? 2 : 1);
    });

    it('a disconnect through wagmi (useDisconnect) reaches Walletport', async () => {
      await firstVisit(ssr);
      const page = await reload(ssr, reconnectOnMount);
      await waitFor(
        () => probeText(page.container) === CONNECTED,
        () => probeText(page.container),
      );
      await act(async () => {
        await wagmiDisconnect(page.adapter.wagmiConfig);
      });
      await waitFor(
        () => probeText(page.container) === DISCONNECTED,
        () => probeText(page.container),
      );
      expect(page.kit.getAccount().isConnected).toBe(false);
    });

    it('a disconnect through Walletport reaches wagmi’s hooks', async () => {
      await firstVisit(ssr);
      const page = await reload(ssr, reconnectOnMount);
      await waitFor(
        () => probeText(page.container) === CONNECTED,
        () => probeText(page.container),
      );
      await act(async () => {
        await page.kit.disconnect();
      });
      await waitFor(
        () => probeText(page.container) === DISCONNECTED,
        () => probeText(page.container),
      );
      expect(page.adapter.wagmiConfig.state.status).toBe('disconnected');
    });
  },
);
