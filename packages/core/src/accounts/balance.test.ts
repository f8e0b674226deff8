import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { BalanceResult } from '../adapter/index.js';
import type { WalletportError } from '../errors/index.js';
import { type CaipNetwork, mainnet, polygon, sepolia, solana } from '../networks/index.js';
import { createAccountsStore, updateAccount } from './accounts-store.js';
import {
  BALANCE_FAILURE_RESULT,
  BALANCE_RETRY_BLOCK_MS,
  type FetchBalancePorts,
  fetchBalance,
  isBalanceRefetchBlocked,
  isBalanceSupported,
} from './balance.js';

const ADDRESS = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb';

function setup(network: CaipNetwork = mainnet) {
  let time = 1_000_000;
  const accounts = createAccountsStore({ namespaces: ['eip155', 'solana', 'polkadot'] });
  updateAccount(accounts, 'eip155', { address: ADDRESS });
  const getBalance = vi.fn(
    async (_: { address: string; network: CaipNetwork }): Promise<BalanceResult> => ({
      balance: '1.25',
      symbol: network.nativeCurrency.symbol,
    }),
  );
  const showError = vi.fn((_: WalletportError) => {});
  const ports: FetchBalancePorts = {
    accounts,
    getCaipNetwork: (namespace) => (namespace === network.chainNamespace ? network : undefined),
    getBalance,
    alerts: { showError },
    now: () => time,
  };
  return {
    accounts,
    getBalance,
    showError,
    ports,
    advance: (ms: number) => {
      time += ms;
    },
    account: () => accounts.getState().eip155,
  };
}

describe('balance rules', () => {
  it('"Balance is supported for eip155 and solana"', () => {
    expect(isBalanceSupported('eip155')).toBe(true);
    expect(isBalanceSupported('solana')).toBe(true);
    for (const namespace of ['polkadot', 'bip122', 'cosmos', 'near'])
      expect(isBalanceSupported(namespace)).toBe(false);
  });

  it('"after a failure, refetch is blocked for 30 s"', () => {
    expect(BALANCE_RETRY_BLOCK_MS).toBe(30_000);
    expect(isBalanceRefetchBlocked(undefined, 5)).toBe(false);
    expect(isBalanceRefetchBlocked(0, 29_999)).toBe(true);
    expect(isBalanceRefetchBlocked(0, 30_000)).toBe(false);
  });

  it('property: blocked exactly while 0 <= now - lastRetry < 30 s (a clock set back never blocks)', () => {
    fc.assert(
      fc.property(fc.option(fc.nat(), { nil: undefined }), fc.nat(), (lastRetry, now) => {
        const blocked = isBalanceRefetchBlocked(lastRetry, now);
        const expected = lastRetry !== undefined && now >= lastRetry && now - lastRetry < 30_000;
        expect(blocked).toBe(expected);
      }),
    );
  });
});

describe('fetchBalance', () => {
  it('stores the balance and symbol, loading while it runs', async () => {
    const { getBalance, ports, account } = setup();
    getBalance.mockImplementationOnce(async () => {
      expect(account()?.balanceLoading).toBe(true);
      return { balance: '1.25', symbol: 'ETH' };
    });
    await expect(fetchBalance({ namespace: 'eip155' }, ports)).resolves.toEqual({
      status: 'fetched',
      balance: '1.25',
      symbol: 'ETH',
    });
    expect(getBalance).toHaveBeenCalledWith({ address: ADDRESS, network: mainnet });
    expect(account()).toMatchObject({
      balance: '1.25',
      balanceSymbol: 'ETH',
      balanceLoading: false,
      lastRetry: undefined,
    });
  });

  it('"Balance lookup failure yields 0.00 with symbol ETH" and shows \'Token Balance Unavailable\'', async () => {
    const { getBalance, showError, ports, account } = setup(polygon);
    const cause = new Error('rpc down');
    getBalance.mockRejectedValueOnce(cause);
    const result = await fetchBalance({ namespace: 'eip155' }, ports);
    expect(result).toMatchObject({ status: 'failed', balance: '0.00', symbol: 'ETH' });
    expect(account()).toMatchObject({ balance: '0.00', balanceSymbol: 'ETH', balanceLoading: false });
    expect(BALANCE_FAILURE_RESULT).toEqual({ balance: '0.00', symbol: 'ETH' });
    expect(showError).toHaveBeenCalledOnce();
    const error = showError.mock.calls[0]?.[0];
    expect(error?.shortMessage).toBe('Token Balance Unavailable');
    expect(error?.code).toBe('TOKEN_BALANCE_UNAVAILABLE');
    expect(error?.cause).toBe(cause);
  });

  it('"after a failure, refetch is blocked for 30 s": no lookup until 30 s have passed, then one', async () => {
    const { getBalance, ports, advance, account } = setup();
    getBalance.mockRejectedValueOnce(new Error('rpc down'));
    await fetchBalance({ namespace: 'eip155' }, ports);
    expect(account()?.lastRetry).toBe(1_000_000);

    advance(BALANCE_RETRY_BLOCK_MS - 1);
    await expect(fetchBalance({ namespace: 'eip155' }, ports)).resolves.toEqual({
      status: 'skipped',
      reason: 'retry-blocked',
    });
    expect(getBalance).toHaveBeenCalledTimes(1);
    expect(account()?.balanceLoading).toBe(false);

    advance(1);
    await expect(fetchBalance({ namespace: 'eip155' }, ports)).resolves.toMatchObject({ status: 'fetched' });
    expect(getBalance).toHaveBeenCalledTimes(2);
    expect(account()?.lastRetry).toBeUndefined();
  });

  it('skips namespaces without balance support without asking the adapter', async () => {
    const { getBalance, ports, accounts } = setup();
    updateAccount(accounts, 'polkadot', { address: '5Grw' });
    await expect(fetchBalance({ namespace: 'polkadot' }, ports)).resolves.toEqual({
      status: 'skipped',
      reason: 'unsupported-namespace',
    });
    expect(getBalance).not.toHaveBeenCalled();
  });

  it('reads solana balances too', async () => {
    const { getBalance, ports, accounts } = setup(solana);
    updateAccount(accounts, 'solana', { address: 'So1ana' });
    await expect(fetchBalance({ namespace: 'solana' }, ports)).resolves.toMatchObject({
      status: 'fetched',
      symbol: 'SOL',
    });
    expect(getBalance).toHaveBeenCalledWith({ address: 'So1ana', network: solana });
  });

  it('skips an account without address or network', async () => {
    const { getBalance, ports } = setup();
    await expect(fetchBalance({ namespace: 'solana' }, ports)).resolves.toEqual({
      status: 'skipped',
      reason: 'no-account',
    });
    expect(getBalance).not.toHaveBeenCalled();
  });

  it('reads the chain on testnets too (never "shown as 0.00 for testnets")', async () => {
    const { ports, account } = setup(sepolia);
    await fetchBalance({ namespace: 'eip155' }, ports);
    expect(account()?.balance).toBe('1.25');
  });

  it('drops the answer when the account changed during the lookup', async () => {
    const { getBalance, ports, accounts, account } = setup();
    getBalance.mockImplementationOnce(async () => {
      updateAccount(accounts, 'eip155', {
        address: '0x2222222222222222222222222222222222222222',
        balanceLoading: false,
      });
      return { balance: '9', symbol: 'ETH' };
    });
    await expect(fetchBalance({ namespace: 'eip155' }, ports)).resolves.toEqual({
      status: 'skipped',
      reason: 'account-changed',
    });
    expect(account()?.balance).toBeUndefined();
  });
});
