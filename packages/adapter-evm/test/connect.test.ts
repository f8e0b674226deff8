/** Connect, accounts, disconnect and reconnect against the real dev wallet on a real devnet. */
import { isUserRejection, UserRejectedRequestError } from '@walletport/core';
import { devWalletRdns } from '@walletport/dev-wallet';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScriptedApprover } from './support/approver.js';
import { rejectionOf, startTestChains, type TestChains } from './support/devnet.js';
import { createTestWallet, openPage, withoutRevoke } from './support/page.js';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

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

/** A page with the dev wallet announced and injected, and an adapter on it. */
function setup() {
  const approver = createScriptedApprover();
  const wallet = createTestWallet(chains, approver);
  const page = openPage(chains);
  page.inject(wallet);
  page.announce(wallet);
  return { approver, wallet, page, adapter: page.adapter() };
}

describe('connect', () => {
  it('asks the wallet once and resolves its account and chain under the announced connector id', async () => {
    const { adapter, approver } = setup();
    const result = await adapter.connect({ connectorId: devWalletRdns });
    expect(result).toEqual({
      accounts: [{ address: ACCOUNT_0, type: 'eoa' }],
      chainId: 31337,
      connectorId: devWalletRdns,
    });
    expect(approver.kinds()).toEqual(['connect']);
    expect(await adapter.getAccounts({ connectorId: devWalletRdns })).toEqual(result.accounts);
    expect(adapter.wagmiConfig.state.status).toBe('connected');
  });

  it('switches to the requested chain while connecting', async () => {
    const { adapter, approver } = setup();
    const result = await adapter.connect({ connectorId: devWalletRdns, chainId: 31338 });
    expect(result.chainId).toBe(31338);
    expect(approver.kinds()).toEqual(['connect', 'switchChain']);
  });

  it('names the switch it asks for while connecting (for the modal: "approve switching to …")', async () => {
    const { adapter, approver } = setup();
    const requests: unknown[] = [];
    const result = await adapter.connect({
      connectorId: devWalletRdns,
      chainId: 31338,
      onWalletRequest: (request) => requests.push(request),
    });
    expect(result.chainId).toBe(31338);
    expect(requests).toEqual([{ kind: 'switch-network', caipNetworkId: 'eip155:31338' }]);
    expect(approver.kinds()).toEqual(['connect', 'switchChain']);
    expect(adapter.wagmiConfig.state.chainId).toBe(31338);
  });

  it('a switch rejected while connecting rejects the connect (4001) and leaves nothing connected', async () => {
    const { adapter, approver } = setup();
    approver.reject('switchChain');
    const error = await rejectionOf(adapter.connect({ connectorId: devWalletRdns, chainId: 31338 }));
    expect(isUserRejection(error)).toBe(true);
    expect(error.code).toBe(4001);
    expect(adapter.wagmiConfig.state.status).toBe('disconnected');
    expect(await adapter.getAccounts({ connectorId: devWalletRdns })).toEqual([]);
  });

  it('a rejection is core’s typed 4001 error and leaves nothing connected', async () => {
    const { adapter, approver } = setup();
    approver.reject('connect');
    const error = await rejectionOf(adapter.connect({ connectorId: devWalletRdns }));
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error.code).toBe(4001);
    expect(error.message).toBe('User rejected the request.');
    expect(isUserRejection(error)).toBe(true);
    expect(await adapter.getAccounts({ connectorId: devWalletRdns })).toEqual([]);
    expect(adapter.wagmiConfig.state.status).toBe('disconnected');
  });

  it('an unknown connector id is "Connector not found"', async () => {
    const { adapter } = setup();
    const error = await rejectionOf(adapter.connect({ connectorId: 'io.unknown.wallet' }));
    expect(error.message).toBe('Connector not found');
    expect(error.code).toBe('CONNECTOR_NOT_FOUND');
  });

  it('getAccounts of a connector that is not connected is empty', async () => {
    const { adapter } = setup();
    expect(await adapter.getAccounts({ connectorId: devWalletRdns })).toEqual([]);
  });

  it('getCaipAddress gives namespace:chain:address of the connection', async () => {
    const { adapter } = setup();
    expect(await adapter.getCaipAddress({ connectorId: devWalletRdns })).toBeUndefined();
    await adapter.connect({ connectorId: devWalletRdns });
    expect(await adapter.getCaipAddress({ connectorId: devWalletRdns })).toBe(`eip155:31337:${ACCOUNT_0}`);
  });
});

describe('wallet events', () => {
  it('the owner choosing another account gives accountsChanged and accountChanged', async () => {
    const { adapter, wallet } = setup();
    await adapter.connect({ connectorId: devWalletRdns });
    const accountsChanged = vi.fn();
    const accountChanged = vi.fn();
    adapter.on('accountsChanged', accountsChanged);
    adapter.on('accountChanged', accountChanged);
    wallet.selectAccount(1);
    await vi.waitFor(() => expect(accountChanged).toHaveBeenCalled());
    expect(accountsChanged).toHaveBeenCalledWith({
      accounts: [{ address: ACCOUNT_1, type: 'eoa' }],
      connectorId: devWalletRdns,
    });
    expect(accountChanged).toHaveBeenCalledWith({
      address: ACCOUNT_1,
      chainId: 31337,
      connectorId: devWalletRdns,
    });
    expect(await adapter.getAccounts({ connectorId: devWalletRdns })).toEqual([
      { address: ACCOUNT_1, type: 'eoa' },
    ]);
  });

  it('the owner switching networks gives chainChanged', async () => {
    const { adapter, wallet } = setup();
    await adapter.connect({ connectorId: devWalletRdns });
    const chainChanged = vi.fn();
    adapter.on('chainChanged', chainChanged);
    wallet.selectChain(31338);
    await vi.waitFor(() =>
      expect(chainChanged).toHaveBeenCalledWith({ chainId: 31338, connectorId: devWalletRdns }),
    );
    expect(chainChanged).toHaveBeenCalledTimes(1);
  });

  it('the wallet locking itself gives disconnect', async () => {
    const { adapter, wallet } = setup();
    await adapter.connect({ connectorId: devWalletRdns });
    const disconnected = vi.fn();
    adapter.on('disconnect', disconnected);
    wallet.disconnect();
    await vi.waitFor(() => expect(disconnected).toHaveBeenCalledWith({ connectorId: devWalletRdns }));
    expect(await adapter.getAccounts({ connectorId: devWalletRdns })).toEqual([]);
  });

  it('the function `on` returns unsubscribes', async () => {
    const { adapter, wallet } = setup();
    await adapter.connect({ connectorId: devWalletRdns });
    const chainChanged = vi.fn();
    adapter.on('chainChanged', chainChanged)();
    wallet.selectChain(31338);
    await vi.waitFor(() => expect(adapter.wagmiConfig.state.chainId).toBe(31338));
    expect(chainChanged).not.toHaveBeenCalled();
  });
});

describe('disconnect', () => {
  it('ends the connection, revokes the permission and reports disconnect', async () => {
    const { adapter, wallet } = setup();
    await adapter.connect({ connectorId: devWalletRdns });
    const disconnected = vi.fn();
    adapter.on('disconnect', disconnected);
    await adapter.disconnect({ connectorId: devWalletRdns });
    expect(await adapter.getAccounts({ connectorId: devWalletRdns })).toEqual([]);
    expect(wallet.getState().authorized).toBe(false);
    expect(disconnected).toHaveBeenCalledWith({ connectorId: devWalletRdns });
    expect(adapter.wagmiConfig.state.status).toBe('disconnected');
  });

  it('is idempotent: a second disconnect succeeds', async () => {
    const { adapter } = setup();
    await adapter.connect({ connectorId: devWalletRdns });
    await adapter.disconnect({ connectorId: devWalletRdns });
    await expect(adapter.disconnect({ connectorId: devWalletRdns })).resolves.toBeUndefined();
  });

  it('closes only that connector: another connected wallet stays and becomes current', async () => {
    const { adapter, page, approver } = setup();
    const secondRdns = 'dev.walletport.second';
    const second = createTestWallet(chains, approver);
    second.selectAccount(1);
    page.announce(second, { rdns: secondRdns, name: 'Second Wallet' });
    await adapter.connect({ connectorId: devWalletRdns });
    await adapter.connect({ connectorId: secondRdns });
    await adapter.disconnect({ connectorId: secondRdns });
    expect(await adapter.getAccounts({ connectorId: secondRdns })).toEqual([]);
    expect(await adapter.getAccounts({ connectorId: devWalletRdns })).toEqual([
      { address: ACCOUNT_0, type: 'eoa' },
    ]);
    const { current, connections } = adapter.wagmiConfig.state;
    expect(current === null ? undefined : connections.get(current)?.connector.id).toBe(devWalletRdns);
  });
});

describe('reconnect after a reload', () => {
  /** The same wallet (an extension outlives the page) and the same storage, in a new page. */
  function reload(previous: ReturnType<typeof setup>) {
    const page = openPage(chains, previous.page.storageData);
    page.inject(previous.wallet);
    page.announce(previous.wallet);
    return page;
  }

  it('restores the stored connection from eth_accounts, without asking the wallet owner', async () => {
    const first = setup();
    await first.adapter.connect({ connectorId: devWalletRdns });
    expect(first.approver.requests).toHaveLength(1);

    const adapter = reload(first).adapter();
    // What wagmi restored from storage is only a memory of the last page until reconnect brings it back.
    expect(await adapter.getAccounts({ connectorId: devWalletRdns })).toEqual([]);
    expect(adapter.wagmiConfig.state.connections.size).toBe(0);
    const result = await adapter.reconnect({ connectorId: devWalletRdns, chainId: 31337 });
    expect(result).toEqual({
      accounts: [{ address: ACCOUNT_0, type: 'eoa' }],
      chainId: 31337,
      connectorId: devWalletRdns,
    });
    expect(first.approver.requests).toHaveLength(1);
    expect(await adapter.getAccounts({ connectorId: devWalletRdns })).toEqual(result?.accounts);
    expect(adapter.wagmiConfig.state.status).toBe('connected');
  });

  it('reports the wallet’s chain rather than prompting to switch to the stored one', async () => {
    const first = setup();
    await first.adapter.connect({ connectorId: devWalletRdns });
    first.wallet.selectChain(31338);
    const adapter = reload(first).adapter();
    const result = await adapter.reconnect({ connectorId: devWalletRdns, chainId: 31337 });
    expect(result?.chainId).toBe(31338);
    expect(first.approver.requests).toHaveLength(1);
  });

  it('follows wallet events after reconnecting', async () => {
    const first = setup();
    await first.adapter.connect({ connectorId: devWalletRdns });
    const adapter = reload(first).adapter();
    await adapter.reconnect({ connectorId: devWalletRdns });
    const chainChanged = vi.fn();
    adapter.on('chainChanged', chainChanged);
    first.wallet.selectChain(31338);
    await vi.waitFor(() =>
      expect(chainChanged).toHaveBeenCalledWith({ chainId: 31338, connectorId: devWalletRdns }),
    );
  });

  it('does not reconnect after an explicit disconnect, even when the wallet still authorizes the site', async () => {
    // A wallet without wallet_revokePermissions: disconnecting cannot take the site's permission away,
    // so only what the adapter stored at disconnect stops the next page from reconnecting.
    const approver = createScriptedApprover();
    const wallet = withoutRevoke(createTestWallet(chains, approver));
    const first = openPage(chains);
    first.announce(wallet);
    const firstAdapter = first.adapter();
    await firstAdapter.connect({ connectorId: devWalletRdns });
    await firstAdapter.disconnect({ connectorId: devWalletRdns });
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0]);

    const next = openPage(chains, first.storageData);
    next.announce(wallet);
    expect(await next.adapter().reconnect({ connectorId: devWalletRdns })).toBeUndefined();
    expect(approver.requests).toHaveLength(1);

    // Control: the same wallet in a page without that stored disconnect does reconnect.
    const fresh = openPage(chains);
    fresh.announce(wallet);
    expect(await fresh.adapter().reconnect({ connectorId: devWalletRdns })).toBeDefined();
    expect(approver.requests).toHaveLength(1);
  });

  it('resolves undefined, without prompting, when the wallet never authorized the site', async () => {
    const { adapter, approver } = setup();
    expect(await adapter.reconnect({ connectorId: devWalletRdns })).toBeUndefined();
    expect(approver.requests).toHaveLength(0);
  });

  it('resolves undefined for a wallet that is not installed (after the injected-wallet wait)', async () => {
    const { adapter } = setup();
    const started = Date.now();
    expect(await adapter.reconnect({ connectorId: 'io.uninstalled.wallet' })).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('waits for a wallet that announces itself a moment after the page starts', async () => {
    const first = setup();
    await first.adapter.connect({ connectorId: devWalletRdns });
    const page = openPage(chains, first.page.storageData);
    const adapter = page.adapter();
    setTimeout(() => page.announce(first.wallet), 100);
    const result = await adapter.reconnect({ connectorId: devWalletRdns });
    expect(result?.connectorId).toBe(devWalletRdns);
  });

  it('with ssr, storage is read and announced wallets are listed once the page runs, then it reconnects', async () => {
    const first = setup();
    await first.adapter.connect({ connectorId: devWalletRdns });
    const page = reload(first);
    const adapter = page.adapter({ ssr: true });
    // wagmi leaves announced wallets out of a server-rendered config until mount; the first look mounts.
    adapter.getConnectors();
    await vi.waitFor(() =>
      expect(adapter.getConnectors().map((connector) => connector.id)).toEqual([devWalletRdns]),
    );
    const result = await adapter.reconnect({ connectorId: devWalletRdns });
    expect(result?.connectorId).toBe(devWalletRdns);
    expect(first.approver.requests).toHaveLength(1);
  });

  it('reconnecting one wallet keeps the others connected', async () => {
    const first = setup();
    const second = createTestWallet(chains, first.approver);
    first.page.announce(second, { rdns: 'dev.walletport.second' });
    await first.adapter.connect({ connectorId: devWalletRdns });
    await first.adapter.connect({ connectorId: 'dev.walletport.second' });

    const page = reload(first);
    page.announce(second, { rdns: 'dev.walletport.second' });
    const adapter = page.adapter();
    await adapter.reconnect({ connectorId: 'dev.walletport.second' });
    await adapter.reconnect({ connectorId: devWalletRdns });
    expect(await adapter.getAccounts({ connectorId: 'dev.walletport.second' })).toHaveLength(1);
    expect(await adapter.getAccounts({ connectorId: devWalletRdns })).toHaveLength(1);
    expect(first.approver.requests).toHaveLength(2);
  });

  it('a disconnect before the wallet was reconnected on this page still stops later reconnects', async () => {
    const approver = createScriptedApprover();
    const wallet = withoutRevoke(createTestWallet(chains, approver));
    const first = openPage(chains);
    first.announce(wallet);
    await first.adapter().connect({ connectorId: devWalletRdns });

    const second = openPage(chains, first.storageData);
    second.announce(wallet);
    await second.adapter().disconnect({ connectorId: devWalletRdns });

    const third = openPage(chains, first.storageData);
    third.announce(wallet);
    expect(await third.adapter().reconnect({ connectorId: devWalletRdns })).toBeUndefined();
  });
});
