/** EIP-6963 discovery plus the plain injected provider, one entry per wallet, with the real dev wallet. */
import { hasCapability } from '@walletport/core';
import { devWalletName, devWalletRdns, walletIconDataUri } from '@walletport/dev-wallet';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EthersAdapter } from '../src/index.js';
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

const ids = (adapter: EthersAdapter) => adapter.getConnectors().map((connector) => connector.id);

describe('getConnectors', () => {
  it('lists an announced wallet with its EIP-6963 info and its own provider', () => {
    const { wallet } = newWallet();
    const page = openPage(chains);
    page.announce(wallet, { uuid: '2f1f0f63-8f4b-4b0e-9a53-6f3f0a1c2b3d' });
    expect(page.adapter().getConnectors()).toEqual([
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
    expect(ids(page.adapter())).toEqual([devWalletRdns]);
  });

  it('ignores announcements that are not EIP-6963 shaped', () => {
    const page = openPage(chains);
    const adapter = page.adapter();
    adapter.getConnectors();
    page.window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info: { rdns: 'x' } } }),
    );
    page.window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info: { name: 'No rdns' }, provider: {} } }),
    );
    expect(adapter.getConnectors()).toEqual([]);
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
    expect(ids(page.adapter())).toEqual(['injected', devWalletRdns]);
  });

  it('lists nothing on a page without wallets, and nothing on a server', () => {
    expect(openPage(chains).adapter().getConnectors()).toEqual([]);
    vi.unstubAllGlobals();
    expect(typeof window).toBe('undefined');
    expect(new EthersAdapter().getConnectors()).toEqual([]);
  });

  it('adds a wallet announced later and reports connectorsChanged', async () => {
    const { wallet } = newWallet();
    const page = openPage(chains);
    const adapter = page.adapter();
    const changed = vi.fn();
    adapter.on('connectorsChanged', changed);
    expect(adapter.getConnectors()).toEqual([]);
    page.announce(wallet);
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(changed.mock.lastCall?.[0].connectors.map((connector: { id: string }) => connector.id)).toEqual([
      devWalletRdns,
    ]);
    expect(ids(adapter)).toEqual([devWalletRdns]);
  });

  it('follows the app’s enableEIP6963 and enableInjected (handed over by createAppKit)', () => {
    const legacy = newWallet();
    const announced = newWallet();
    const page = openPage(chains);
    page.inject(legacy.wallet);
    page.announce(announced.wallet);
    const construct = (enableInjected: boolean, enableEIP6963: boolean) => {
      const adapter = new EthersAdapter();
      adapter.construct({ networks: chains.networks, projectId: 'p', enableInjected, enableEIP6963 });
      return ids(adapter);
    };
    expect(construct(true, true)).toEqual(['injected', devWalletRdns]);
    expect(construct(false, true)).toEqual([devWalletRdns]);
    expect(construct(true, false)).toEqual(['injected']);
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
    expect(await adapter.getAccounts({ connectorId: 'injected' })).toEqual([]);
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

describe('the adapter as AppKit constructs it', () => {
  it('needs no arguments: networks and the project id arrive through construct', () => {
    const adapter = new EthersAdapter();
    expect(adapter.namespace).toBe('eip155');
    expect(adapter.adapterType).toBe('ethers');
    expect(adapter.networks).toEqual([]);
    adapter.construct({
      networks: chains.networks,
      projectId: 'demo',
      enableInjected: true,
      enableEIP6963: true,
    });
    expect(adapter.networks.map((network) => network.id)).toEqual([31337, 31338]);
    expect(adapter.projectId).toBe('demo');
  });

  it('networks given to the constructor win over the app’s', () => {
    const adapter = new EthersAdapter({ networks: [chains.networks[1]] });
    adapter.construct({
      networks: chains.networks,
      projectId: 'p',
      enableInjected: true,
      enableEIP6963: true,
    });
    expect(adapter.networks.map((network) => network.id)).toEqual([31338]);
  });

  it('offers construct, signTypedData, getCaipAddress and setUniversalProvider, and nothing it cannot do', () => {
    const adapter = new EthersAdapter();
    for (const capability of [
      'construct',
      'signTypedData',
      'getCaipAddress',
      'setUniversalProvider',
    ] as const)
      expect(hasCapability(adapter, capability), capability).toBe(true);
    for (const capability of ['getCapabilities', 'sendCalls', 'getAssets', 'grantPermissions'] as const)
      expect(hasCapability(adapter, capability), capability).toBe(false);
  });
});
