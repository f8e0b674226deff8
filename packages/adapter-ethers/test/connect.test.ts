/** Connect, accounts, wallet events, disconnect and reconnect against the real dev wallet on a real devnet. */
import { isUserRejection, UserRejectedRequestError } from '@walletport/core';
import { devWalletRdns } from '@walletport/dev-wallet';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScriptedApprover } from './support/approver.js';
import { ACCOUNT_0, ACCOUNT_1, rejectionOf, startTestChains, type TestChains } from './support/devnet.js';
import { createTestWallet, openPage, without } from './support/page.js';

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
  it('asks the announced wallet once and resolves its account and chain under its rdns', async () => {
    const { adapter, approver } = setup();
    const result = await adapter.connect({ connectorId: devWalletRdns });
    expect(result).toEqual({
      accounts: [{ address: ACCOUNT_0, type: 'eoa' }],
      chainId: 31337,
      connectorId: devWalletRdns,
    });
    expect(approver.kinds()).toEqual(['connect']);
    expect(await adapter.getAccounts({ connectorId: devWalletRdns })).toEqual(result.accounts);
  });

  it('switches to the requested chain while connecting', async () => {
    const { adapter, approver } = setup();
    const result = await adapter.connect({ connectorId: devWalletRdns, chainId: 31338 });
    expect(result.chainId).toBe(31338);
    expect(approver.kinds()).toEqual(['connect', 'switchChain']);
  });

  it('names each further wallet request while connecting (for the modal: "approve switching to …")', async () => {
    const { adapter } = setup();
    const requests: unknown[] = [];
    await adapter.connect({
      connectorId: devWalletRdns,
      chainId: 31338,
      onWalletRequest: (request) => requests.push(request),
    });
    expect(requests).toEqual([{ kind: 'switch-network', caipNetworkId: 'eip155:31338' }]);
  });

  it('a rejected switch while connecting rejects the connect with the typed 4001 error', async () => {
    const { adapter, approver } = setup();
    approver.reject('switchChain');
    const error = await rejectionOf(adapter.connect({ connectorId: devWalletRdns, chainId: 31338 }));
    expect(error).toBeInstanceOf(UserRejectedRequestError);
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
    expect(await adapter.getCaipAddress({ connectorId: devWalletRdns })).toBeUndefined();
  });

  it('an unknown connector id is "Connector not found"', async () => {
    const { adapter } = setup();
    const error = await rejectionOf(adapter.connect({ connectorId: 'io.unknown.wallet' }));
    expect(error.message).toBe('Connector not found');
    expect(error.code).toBe('CONNECTOR_NOT_FOUND');
  });

  it('a locked wallet’s 4900 stays typed', async () => {
    const { adapter, wallet } = setup();
    wallet.disconnect();
    const error = await rejectionOf(adapter.connect({ connectorId: devWalletRdns }));
    expect(error.code).toBe(4900);
    expect(isUserRejection(error)).toBe(false);
  });

  it('getCaipAddress gives namespace:chain:address of the connection', async () => {
    const { adapter } = setup();
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

  it('the owner switching networks gives chainChanged once', async () => {
    const { adapter, wallet } = setup();
    await adapter.connect({ connectorId: devWalletRdns });
    const chainChanged = vi.fn();
    adapter.on('chainChanged', chainChanged);
    wallet.selectChain(31338);
    await vi.waitFor(() =>
      expect(chainChanged).toHaveBeenCalledWith({ chainId: 31338, connectorId: devWalletRdns }),
    );
    expect(chainChanged).toHaveBeenCalledTimes(1);
    expect(await adapter.getCaipAddress({ connectorId: devWalletRdns })).toBe(`eip155:31338:${ACCOUNT_0}`);
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
    await vi.waitFor(async () =>
      expect(await adapter.getCaipAddress({ connectorId: devWalletRdns })).toBe(`eip155:31338:${ACCOUNT_0}`),
    );
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
    expect(disconnected).toHaveBeenCalledExactlyOnceWith({ connectorId: devWalletRdns });
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
    // The current connection is the one requests without a connector id go to.
    const signature = await adapter.signMessage({ message: 'still here', address: ACCOUNT_0 });
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
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

  it('restores the connection from eth_accounts, without asking the wallet owner', async () => {
    const first = setup();
    await first.adapter.connect({ connectorId: devWalletRdns });
    expect(first.approver.requests).toHaveLength(1);

    const adapter = reload(first).adapter();
    expect(await adapter.getAccounts({ connectorId: devWalletRdns })).toEqual([]);
    const result = await adapter.reconnect({ connectorId: devWalletRdns, chainId: 31337 });
    expect(result).toEqual({
      accounts: [{ address: ACCOUNT_0, type: 'eoa' }],
      chainId: 31337,
      connectorId: devWalletRdns,
    });
    expect(first.approver.requests).toHaveLength(1);
    expect(await adapter.getAccounts({ connectorId: devWalletRdns })).toEqual(result?.accounts);
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
    const wallet = without(createTestWallet(chains, approver), 'wallet_revokePermissions');
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

    // Connecting again clears the mark: the page after that reconnects.
    const again = openPage(chains, first.storageData);
    again.announce(wallet);
    await again.adapter().connect({ connectorId: devWalletRdns });
    const after = openPage(chains, first.storageData);
    after.announce(wallet);
    expect(await after.adapter().reconnect({ connectorId: devWalletRdns })).toBeDefined();
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
    const wallet = without(createTestWallet(chains, approver), 'wallet_revokePermissions');
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
