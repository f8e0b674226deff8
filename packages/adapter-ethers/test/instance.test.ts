/**
 * The EthersAdapter as an AppKit ethers app uses it: `new EthersAdapter()` with no arguments in a real
 * core instance (what createAppKit builds), the dev wallet announced through EIP-6963, the devnet behind
 * it. The app's side is ethers' own BrowserProvider over the wallet provider the instance exposes (what
 * `useAppKitProvider('eip155').walletProvider` returns: the current connector's `provider`).
 */
import {
  type AppKitCore,
  createAppKitCore,
  createMemoryStorage,
  type StorageBackend,
  UserRejectedRequestError,
} from '@walletport/core';
import { type DevWallet, devWalletRdns } from '@walletport/dev-wallet';
import { BrowserProvider, type Eip1193Provider, verifyMessage } from 'ethers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EthersAdapter } from '../src/index.js';
import { createScriptedApprover, type ScriptedApprover } from './support/approver.js';
import { ACCOUNT_0, ACCOUNT_1, rejectionOf, startTestChains, type TestChains } from './support/devnet.js';
import { createTestWallet, openPage } from './support/page.js';

let chains: TestChains;
beforeAll(async () => {
  chains = await startTestChains();
});
afterAll(async () => {
  await chains?.devnet.stop();
});
const kits: AppKitCore[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
  vi.unstubAllGlobals();
});

/** One browser: the wallet extension and the site's storage outlive a page load. */
interface Browser {
  approver: ScriptedApprover;
  wallet: DevWallet;
  storage: StorageBackend;
}

function newBrowser(): Browser {
  const approver = createScriptedApprover();
  return { approver, wallet: createTestWallet(chains, approver), storage: createMemoryStorage() };
}

/** A page load: the wallet announces itself, the app calls createAppKit with `new EthersAdapter()`. */
function loadPage(browser: Browser) {
  const page = openPage(chains);
  page.announce(browser.wallet);
  const adapter = new EthersAdapter();
  const kit = createAppKitCore(
    {
      projectId: 'ethers-test',
      networks: chains.networks,
      adapters: [adapter],
      metadata: { name: 'Ethers app', description: 'test', url: 'http://dapp.test', icons: [] },
    },
    { storage: browser.storage, document: null, logger: { warn: () => {}, error: () => {} } },
  );
  kits.push(kit);
  return { kit, adapter };
}

const status = (kit: AppKitCore) => kit.stores.connection.getState().namespaceStatus.eip155;

/** What useAppKitProvider('eip155') reads: the current eip155 connector's provider. */
function walletProviderOf(kit: AppKitCore) {
  const connectorId = kit.stores.connection.getState().currentConnectorIds.eip155;
  const connector = kit.stores.connectors
    .getState()
    .connectors.find((entry) => entry.id === connectorId && entry.chain === 'eip155');
  return { walletProvider: connector?.provider as Eip1193Provider | undefined, type: connector?.type };
}

describe('an AppKit ethers app on Walletport', () => {
  it('createAppKit hands the argument-less adapter the app’s networks and lists the announced wallet', () => {
    const { kit, adapter } = loadPage(newBrowser());
    expect(adapter.networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ]);
    expect(adapter.projectId).toBe('ethers-test');
    const listed = kit.stores.connectors.getState().connectors.map((entry) => [entry.id, entry.type]);
    expect(listed).toContainEqual([devWalletRdns, 'ANNOUNCED']);
    expect(listed).toContainEqual(['walletConnect', 'WALLET_CONNECT']);
  });

  it('connects through EIP-6963: account and network in core, and the wallet provider signs with ethers', async () => {
    const browser = newBrowser();
    const { kit } = loadPage(browser);
    await kit.start();
    await kit.services.connection.connect({ namespace: 'eip155', connectorId: devWalletRdns });

    expect(status(kit)).toBe('connected');
    expect(kit.getAddress()).toBe(ACCOUNT_0);
    expect(kit.getCaipAddress()).toBe(`eip155:31337:${ACCOUNT_0}`);
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:31337');

    // The app's code, as in AppKit's ethers recipe.
    const { walletProvider, type } = walletProviderOf(kit);
    expect(walletProvider).toBe(browser.wallet.provider);
    expect(type).toBe('ANNOUNCED');
    const provider = new BrowserProvider(walletProvider as Eip1193Provider, 31337);
    const signer = await provider.getSigner();
    expect(signer.address).toBe(ACCOUNT_0);
    const signature = await signer.signMessage('hi');
    expect(verifyMessage('hi', signature)).toBe(ACCOUNT_0);
    expect(browser.approver.kinds()).toEqual(['connect', 'personalSign']);
  });

  it('switches network: the wallet asked once, core’s network and address follow', async () => {
    const browser = newBrowser();
    const { kit } = loadPage(browser);
    await kit.start();
    await kit.services.connection.connect({ namespace: 'eip155', connectorId: devWalletRdns });
    await kit.switchNetwork(chains.networks[1]);
    expect(browser.wallet.getState().chainId).toBe(31338);
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:31338');
    expect(kit.getCaipAddress()).toBe(`eip155:31338:${ACCOUNT_0}`);
    expect(browser.approver.kinds()).toEqual(['connect', 'switchChain']);
    const { walletProvider } = walletProviderOf(kit);
    expect((await new BrowserProvider(walletProvider as Eip1193Provider).getNetwork()).chainId).toBe(31338n);
  });

  it('follows the wallet: another account and another chain chosen in the wallet show in core', async () => {
    const browser = newBrowser();
    const { kit } = loadPage(browser);
    await kit.start();
    await kit.services.connection.connect({ namespace: 'eip155', connectorId: devWalletRdns });
    browser.wallet.selectAccount(1);
    await vi.waitFor(() => expect(kit.getAddress()).toBe(ACCOUNT_1));
    browser.wallet.selectChain(31338);
    await vi.waitFor(() => expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:31338'));
  });

  it('restores the connection after a reload, without a prompt, on the network the visitor left it on', async () => {
    const browser = newBrowser();
    const first = loadPage(browser);
    await first.kit.start();
    await first.kit.services.connection.connect({ namespace: 'eip155', connectorId: devWalletRdns });
    await first.kit.switchNetwork(chains.networks[1]);
    first.kit.destroy();
    const asked = browser.approver.requests.length;

    const { kit } = loadPage(browser);
    await kit.start();
    expect(status(kit)).toBe('connected');
    expect(kit.getAddress()).toBe(ACCOUNT_0);
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:31338');
    expect(browser.approver.requests).toHaveLength(asked);
    const signer = await new BrowserProvider(
      walletProviderOf(kit).walletProvider as Eip1193Provider,
    ).getSigner();
    expect(verifyMessage('after reload', await signer.signMessage('after reload'))).toBe(ACCOUNT_0);
  });

  it('disconnects: core forgets the account, the wallet the site, and the next page stays disconnected', async () => {
    const browser = newBrowser();
    const first = loadPage(browser);
    await first.kit.start();
    await first.kit.services.connection.connect({ namespace: 'eip155', connectorId: devWalletRdns });
    await first.kit.disconnect();
    expect(status(first.kit)).toBe('disconnected');
    expect(first.kit.getAddress()).toBeUndefined();
    expect(walletProviderOf(first.kit).walletProvider).toBeUndefined();
    expect(browser.wallet.getState().authorized).toBe(false);
    first.kit.destroy();

    const { kit } = loadPage(browser);
    await kit.start();
    // Nothing was stored to restore, so the namespace never even went 'connecting'.
    expect(status(kit) ?? 'disconnected').toBe('disconnected');
    expect(kit.getAddress()).toBeUndefined();
    expect(browser.approver.kinds()).toEqual(['connect']);
  });

  it('a visitor’s "no" reaches the app as the typed 4001 error and leaves it disconnected', async () => {
    const browser = newBrowser();
    const { kit } = loadPage(browser);
    await kit.start();
    browser.approver.reject('connect');
    const error = await rejectionOf(
      kit.services.connection.connect({ namespace: 'eip155', connectorId: devWalletRdns }),
    );
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(status(kit)).toBe('disconnected');
    expect(kit.getAddress()).toBeUndefined();
  });

  it('reads the connected account’s balance through the adapter (ethers on the devnet node)', async () => {
    const browser = newBrowser();
    const { kit } = loadPage(browser);
    await kit.start();
    await kit.services.connection.connect({ namespace: 'eip155', connectorId: devWalletRdns });
    const result = await kit.services.balance.fetch({ force: true });
    expect(result).toMatchObject({ status: 'fetched', symbol: 'ETH' });
    const onNode = await chains.node(31337).getBalance(ACCOUNT_0);
    expect(Number((result as { balance: string }).balance)).toBeCloseTo(
      Number(onNode / 10n ** 14n) / 10_000,
      3,
    );
  });
});
