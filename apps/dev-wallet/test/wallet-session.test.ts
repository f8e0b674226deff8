import type { Devnet } from '@walletport/devnet';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSessionStore, type SessionStorageArea } from '../src/inpage/session-storage.js';
import { createDevWallet, type DevWalletSession, devnetMnemonic } from '../src/index.js';
import { createScriptedApprover, recordEvents, startTestDevnet } from './support/devnet.js';

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const account2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const origin = 'http://dapp.test';

let devnet: Devnet;
beforeAll(async () => {
  devnet = await startTestDevnet();
});
afterAll(async () => {
  await devnet?.stop();
});

/** localStorage stand-in that outlives the wallets made on it, as the page origin's storage outlives a reload. */
function memoryStorage(): SessionStorageArea & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** One page load: a fresh wallet that restores from and saves to `storage`, as installDevWallet wires it. */
function loadPage(storage: SessionStorageArea) {
  const approver = createScriptedApprover();
  const sessions = createSessionStore(
    () => storage,
    origin,
    (error) => {
      throw error;
    },
  );
  const wallet = createDevWallet({
    mnemonic: devnetMnemonic,
    origin,
    chains: devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
    approver: approver.approver,
    session: sessions.load(),
    onSessionChange: sessions.save,
  });
  return { wallet, approver, events: recordEvents(wallet) };
}

describe('a connected site stays connected across page loads', () => {
  it('answers eth_accounts after a reload without asking again', async () => {
    const storage = memoryStorage();
    const first = loadPage(storage);
    expect(await first.wallet.request({ method: 'eth_requestAccounts' })).toEqual([account0]);
    expect(first.approver.requests).toHaveLength(1);

    const reloaded = loadPage(storage);
    expect(await reloaded.wallet.request({ method: 'eth_accounts' })).toEqual([account0]);
    expect(await reloaded.wallet.request({ method: 'eth_requestAccounts' })).toEqual([account0]);
    expect(reloaded.approver.requests).toEqual([]);
    expect(reloaded.wallet.getState().authorized).toBe(true);
    // Restoring is not a change the page is told about: it never saw the wallet disconnected.
    expect(reloaded.events).toEqual([]);
  });

  it('keeps the account and the chain the owner chose, and the permission date', async () => {
    const storage = memoryStorage();
    const first = loadPage(storage);
    await first.wallet.request({ method: 'eth_requestAccounts' });
    first.wallet.selectAccount(2);
    first.wallet.selectChain(31338);
    const [permission] = (await first.wallet.request({ method: 'wallet_getPermissions' })) as Array<{
      date: number;
    }>;

    const reloaded = loadPage(storage);
    expect(await reloaded.wallet.request({ method: 'eth_accounts' })).toEqual([account2]);
    expect(await reloaded.wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    const balance = await reloaded.wallet.request({ method: 'eth_getBalance', params: [account2, 'latest'] });
    expect(BigInt(balance as string)).toBeGreaterThan(0n);
    expect(await reloaded.wallet.request({ method: 'wallet_getPermissions' })).toEqual([
      expect.objectContaining({ invoker: origin, date: permission!.date }),
    ]);
  });

  it('keeps a chain switch the page asked for', async () => {
    const storage = memoryStorage();
    const first = loadPage(storage);
    await first.wallet.request({ method: 'eth_requestAccounts' });
    await first.wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(await loadPage(storage).wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a');
  });

  it('forgets the site after wallet_revokePermissions', async () => {
    const storage = memoryStorage();
    const first = loadPage(storage);
    await first.wallet.request({ method: 'eth_requestAccounts' });
    await first.wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(storage.entries.size).toBe(0);

    const reloaded = loadPage(storage);
    expect(await reloaded.wallet.request({ method: 'eth_accounts' })).toEqual([]);
    expect(reloaded.wallet.getState().authorized).toBe(false);
  });

  it('forgets the site when the owner disconnects (locks) the wallet', async () => {
    const storage = memoryStorage();
    const first = loadPage(storage);
    await first.wallet.request({ method: 'eth_requestAccounts' });
    first.wallet.disconnect();
    expect(storage.entries.size).toBe(0);

    const reloaded = loadPage(storage);
    expect(await reloaded.wallet.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('remembers again after Reconnect, since the site still holds its permission', async () => {
    const storage = memoryStorage();
    const first = loadPage(storage);
    await first.wallet.request({ method: 'eth_requestAccounts' });
    first.wallet.disconnect();
    first.wallet.reconnect();
    expect(await loadPage(storage).wallet.request({ method: 'eth_accounts' })).toEqual([account0]);
  });

  it('remembers nothing for a site that was never approved or was rejected', async () => {
    const storage = memoryStorage();
    const first = loadPage(storage);
    first.wallet.selectAccount(1);
    first.approver.decide = () => false;
    await expect(first.wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    });
    expect(storage.entries.size).toBe(0);
    expect(await loadPage(storage).wallet.request({ method: 'eth_accounts' })).toEqual([]);
  });
});

describe('createDevWallet({ session, onSessionChange })', () => {
  const chains = () => devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl }));

  function wallet(session?: DevWalletSession, onSessionChange = vi.fn()) {
    const approver = createScriptedApprover();
    return {
      onSessionChange,
      wallet: createDevWallet({
        mnemonic: devnetMnemonic,
        origin,
        chains: chains(),
        accountCount: 3,
        approver: approver.approver,
        session,
        onSessionChange,
      }),
    };
  }

  it('falls back to the first account and chain when the remembered ones no longer exist', async () => {
    const { wallet: restored } = wallet({ authorizedAt: 1, selectedIndex: 7, chainId: 999 });
    expect(restored.getState()).toMatchObject({ authorized: true, selectedIndex: 0, chainId: 31337 });
    expect(await restored.request({ method: 'eth_accounts' })).toEqual([account0]);
  });

  it('reports each change once, and null when the site loses access', async () => {
    const { wallet: fresh, onSessionChange } = wallet();
    await fresh.request({ method: 'eth_requestAccounts' });
    fresh.selectAccount(1);
    fresh.selectAccount(1);
    fresh.selectChain(31338);
    await fresh.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    fresh.selectAccount(2);
    const reported = onSessionChange.mock.calls.map(([session]) => session);
    expect(reported).toEqual([
      { authorizedAt: expect.any(Number), selectedIndex: 0, chainId: 31337 },
      { authorizedAt: expect.any(Number), selectedIndex: 1, chainId: 31337 },
      { authorizedAt: expect.any(Number), selectedIndex: 1, chainId: 31338 },
      null,
    ]);
  });

  it('does not report the restored session back at start', () => {
    const { onSessionChange } = wallet({ authorizedAt: 5, selectedIndex: 1, chainId: 31338 });
    expect(onSessionChange).not.toHaveBeenCalled();
  });

  it('hands an error thrown by onSessionChange to onListenerError instead of failing the request', async () => {
    const onListenerError = vi.fn();
    const approver = createScriptedApprover();
    const failing = createDevWallet({
      mnemonic: devnetMnemonic,
      origin,
      chains: chains(),
      approver: approver.approver,
      onListenerError,
      onSessionChange: () => {
        throw new Error('quota exceeded');
      },
    });
    expect(await failing.request({ method: 'eth_requestAccounts' })).toEqual([account0]);
    expect(onListenerError).toHaveBeenCalledWith(new Error('quota exceeded'));
  });
});
