/**
 * fetchBalance when lookups overlap a network switch: answers land in any order, and only the one for the
 * namespace's current (address, network) may reach its single balance slot. Each lookup is a promise
 * the test settles by hand, so every interleaving is deterministic.
 */
import { describe, expect, it, vi } from 'vitest';
import type { BalanceResult } from '../adapter/index.js';
import type { WalletportError } from '../errors/index.js';
import { type CaipNetwork, mainnet, polygon } from '../networks/index.js';
import { createAccountsStore, updateAccount } from './accounts-store.js';
import { BALANCE_FAILURE_RESULT, type FetchBalancePorts, fetchBalance } from './balance.js';

const ADDRESS = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb';

interface PendingLookup {
  network: CaipNetwork;
  resolve(result: BalanceResult): void;
  reject(error: unknown): void;
}

function setup() {
  const accounts = createAccountsStore({ namespaces: ['eip155'] });
  updateAccount(accounts, 'eip155', { address: ADDRESS });
  let current: CaipNetwork = mainnet;
  const lookups: PendingLookup[] = [];
  const showError = vi.fn((_: WalletportError) => {});
  const ports: FetchBalancePorts = {
    accounts,
    getCaipNetwork: () => current,
    getBalance: ({ network }) =>
      new Promise<BalanceResult>((resolve, reject) => lookups.push({ network, resolve, reject })),
    alerts: { showError },
    now: () => 1_000_000,
  };
  const lookupFor = (network: CaipNetwork): PendingLookup => {
    const found = lookups.find((lookup) => lookup.network.caipNetworkId === network.caipNetworkId);
    if (found === undefined) throw new Error(`no lookup for ${network.caipNetworkId}`);
    return found;
  };
  return {
    ports,
    showError,
    lookupFor,
    lookupCount: () => lookups.length,
    latestLookup: () => lookups.at(-1),
    switchTo: (network: CaipNetwork) => {
      current = network;
    },
    account: () => accounts.getState().eip155,
  };
}

describe('fetchBalance across a network switch', () => {
  it("keeps the new network's balance when the old network's answer lands last", async () => {
    const { ports, lookupFor, switchTo, account } = setup();
    const old = fetchBalance({ namespace: 'eip155' }, ports);
    switchTo(polygon);
    const next = fetchBalance({ namespace: 'eip155' }, ports);

    lookupFor(polygon).resolve({ balance: '4321.98765', symbol: 'POL' });
    await expect(next).resolves.toEqual({ status: 'fetched', balance: '4321.98765', symbol: 'POL' });
    lookupFor(mainnet).resolve({ balance: '9999.996', symbol: 'ETH' });
    await expect(old).resolves.toEqual({ status: 'skipped', reason: 'network-changed' });

    expect(account()).toMatchObject({ balance: '4321.98765', balanceSymbol: 'POL', balanceLoading: false });
  });

  it('drops an answer for the previous network even when no lookup for the new one ran yet', async () => {
    const { ports, lookupFor, switchTo, account } = setup();
    const old = fetchBalance({ namespace: 'eip155' }, ports);
    switchTo(polygon);
    lookupFor(mainnet).resolve({ balance: '9999.996', symbol: 'ETH' });
    await expect(old).resolves.toEqual({ status: 'skipped', reason: 'network-changed' });
    expect(account()?.balance).toBeUndefined();
    expect(account()?.balanceSymbol).toBeUndefined();
  });

  it('a late failure for the old network neither blanks the new balance, alerts nor blocks a refetch', async () => {
    const { ports, lookupFor, switchTo, account, showError, lookupCount, latestLookup } = setup();
    const old = fetchBalance({ namespace: 'eip155' }, ports);
    switchTo(polygon);
    const next = fetchBalance({ namespace: 'eip155' }, ports);
    lookupFor(polygon).resolve({ balance: '4321.98765', symbol: 'POL' });
    await next;

    lookupFor(mainnet).reject(new Error('node gone'));
    await expect(old).resolves.toEqual({ status: 'skipped', reason: 'network-changed' });
    expect(account()).toMatchObject({ balance: '4321.98765', balanceSymbol: 'POL', lastRetry: undefined });
    expect(account()?.balance).not.toBe(BALANCE_FAILURE_RESULT.balance);
    expect(showError).not.toHaveBeenCalled();

    // Not blocked for 30 s: a refetch on the current network starts a lookup.
    const lookupsBefore = lookupCount();
    const again = fetchBalance({ namespace: 'eip155' }, ports);
    expect(lookupCount()).toBe(lookupsBefore + 1);
    latestLookup()?.resolve({ balance: '4321.5', symbol: 'POL' });
    await expect(again).resolves.toEqual({ status: 'fetched', balance: '4321.5', symbol: 'POL' });
  });

  it('applies an answer whose network is current again when it lands (switched away and back)', async () => {
    const { ports, lookupFor, switchTo, account } = setup();
    const first = fetchBalance({ namespace: 'eip155' }, ports);
    switchTo(polygon);
    switchTo(mainnet);
    lookupFor(mainnet).resolve({ balance: '9999.996', symbol: 'ETH' });
    await expect(first).resolves.toEqual({ status: 'fetched', balance: '9999.996', symbol: 'ETH' });
    expect(account()).toMatchObject({ balance: '9999.996', balanceSymbol: 'ETH', balanceLoading: false });
  });
});
