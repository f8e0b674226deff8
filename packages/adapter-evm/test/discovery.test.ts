/** EIP-6963 discovery plus the plain injected provider, one entry per wallet, with the real dev wallet. */
import { hasCapability } from '@walletport/core';
import { devWalletName, devWalletRdns, walletIconDataUri } from '@walletport/dev-wallet';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WagmiAdapter } from '../src/index.js';
import { createScriptedApprover } from './support/approver.js';
import { startTestChains, type TestChains } from './support/devnet.js';
import { createTestWallet, openPage } from './support/page.js';

let chains: TestChains;
beforeAll(async () => {
  chains = await startTestChains();
});
afterAll(async () => {
  await chains?.devnet.stop();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function newWallet() {
  const approver = createScriptedApprover();
  return { approver, wallet: createTestWallet(chains, approver) };
}

describe('getConnectors', () => {
  it('lists an announced wallet with its EIP-6963 info and provider', () => {
    const { wallet } = newWallet();
    const page = openPage(chains);
    page.announce(wallet, { uuid: '2f1f0f63-8f4b-4b0e-9a53-6f3f0a1c2b3d' });
    const connectors = page.adapter().getConnectors();
    expect(connectors).toEqual([
      {
        id: devWalletRdns,
        name: devWalletName,
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: walletIconDataUri(),
        info: {
          rdns: devWalletRdns,
          name: devWalletName,
          icon: walletIconDataUri(),
          uuid: '2f1f0f63-8f4b-4b0e-9a53-6f3f0a1c2b3d',
        },
        provider: wallet.provider,
      },
    ]);
  });

  it('hides the plain injected connector when window.ethereum is an announced wallet', () => {
    const { wallet } = newWallet();
    const page = openPage(chains);
    page.inject(wallet);
    page.announce(wallet);
    expect(
      page
        .adapter()
        .getConnectors()
        .map((connector) => [connector.id, connector.type]),
    ).toEqual([[devWalletRdns, 'ANNOUNCED']]);
  });

  it('lists a wallet that announces twice (new uuid, same rdns) once', () => {
    const { wallet } = newWallet();
    const page = openPage(chains);
    page.announce(wallet);
    page.announce(wallet);
    expect(
      page
        .adapter()
        .getConnectors()
        .map((connector) => connector.id),
    ).toEqual([devWalletRdns]);
  });

  it('lists window.ethereum as the generic Browser Wallet when no wallet announces it', () => {
    const { wallet } = newWallet();
    const page = openPage(chains);
    page.inject(wallet);
    expect(page.adapter().getConnectors()).toEqual([
      {
        id: 'injected',
        name: 'Browser Wallet',
        type: 'INJECTED',
        chain: 'eip155',
        provider: wallet.provider,
      },
    ]);
  });

  it('keeps both when window.ethereum is another wallet than the announced one', () => {
    const legacy = newWallet();
    const announced = newWallet();
    const page = openPage(chains);
    page.inject(legacy.wallet);
    page.announce(announced.wallet);
    expect(
      page
        .adapter()
        .getConnectors()
        .map((connector) => connector.id),
    ).toEqual(['injected', devWalletRdns]);
  });

  it('lists nothing on a page without wallets, and nothing on a server', () => {
    expect(openPage(chains).adapter().getConnectors()).toEqual([]);
    vi.unstubAllGlobals();
    expect(typeof window).toBe('undefined');
    const onServer = new WagmiAdapter({
      networks: chains.networks,
      projectId: 'p',
      transports: chains.transports,
    });
    expect(onServer.getConnectors()).toEqual([]);
  });

  it('adds a wallet announced later and reports connectorsChanged', async () => {
    const { wallet } = newWallet();
    const page = openPage(chains);
    const adapter = page.adapter();
    const changed = vi.fn();
    adapter.on('connectorsChanged', changed);
    expect(adapter.getConnectors()).toEqual([]);
    await adapter.getAccounts({ connectorId: devWalletRdns }); // storage read finished
    page.announce(wallet);
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(changed.mock.lastCall?.[0].connectors.map((connector: { id: string }) => connector.id)).toEqual([
      devWalletRdns,
    ]);
    expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([devWalletRdns]);
  });

  it('lists a wallet announced while wagmi was still reading storage', async () => {
    const { wallet } = newWallet();
    const page = openPage(chains);
    const adapter = page.adapter();
    page.announce(wallet);
    await vi.waitFor(() =>
      expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([devWalletRdns]),
    );
  });
});

describe('connecting through the injected id', () => {
  it('connects window.ethereum under the id injected when no wallet announces it', async () => {
    const { wallet, approver } = newWallet();
    const page = openPage(chains);
    page.inject(wallet);
    const result = await page.adapter().connect({ connectorId: 'injected' });
    expect(result.connectorId).toBe('injected');
    expect(result.accounts).toHaveLength(1);
    expect(approver.kinds()).toEqual(['connect']);
  });

  it('resolves the injected id to the announcing wallet when they are the same provider', async () => {
    const { wallet } = newWallet();
    const page = openPage(chains);
    page.inject(wallet);
    page.announce(wallet);
    const adapter = page.adapter();
    const result = await adapter.connect({ connectorId: 'injected' });
    expect(result.connectorId).toBe(devWalletRdns);
    expect(await adapter.getAccounts({ connectorId: devWalletRdns })).toEqual(result.accounts);
    // One wallet, one connection.
    expect(adapter.wagmiConfig.state.connections.size).toBe(1);
  });

  it('connects an announced wallet chosen by rdns', async () => {
    const { wallet } = newWallet();
    const page = openPage(chains);
    page.announce(wallet);
    const result = await page.adapter().connect({ connectorId: 'announced', rdns: devWalletRdns });
    expect(result.connectorId).toBe(devWalletRdns);
  });

  it('reconnects a page whose window.ethereum wallet connected under injected', async () => {
    const { wallet, approver } = newWallet();
    const first = openPage(chains);
    first.inject(wallet);
    await first.adapter().connect({ connectorId: 'injected' });
    const next = openPage(chains, first.storageData);
    next.inject(wallet);
    const result = await next.adapter().reconnect({ connectorId: 'injected' });
    expect(result?.connectorId).toBe('injected');
    expect(approver.kinds()).toEqual(['connect']);
  });
});

describe('capabilities', () => {
  it('offers getCapabilities, getAssets, signTypedData and getCaipAddress, and nothing it cannot do', () => {
    const adapter = openPage(chains).adapter();
    expect(hasCapability(adapter, 'getCapabilities')).toBe(true);
    expect(hasCapability(adapter, 'getAssets')).toBe(true);
    expect(hasCapability(adapter, 'signTypedData')).toBe(true);
    expect(hasCapability(adapter, 'getCaipAddress')).toBe(true);
    expect(hasCapability(adapter, 'sendCalls')).toBe(false);
  });
});
