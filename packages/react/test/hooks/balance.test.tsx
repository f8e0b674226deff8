// @vitest-environment happy-dom
import { BALANCE_RETRY_BLOCK_MS, sepolia } from '@walletport/core/internal';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppKitBalance } from '../../src/hooks/use-app-kit-balance.js';
import { useBalance } from '../../src/hooks/use-balance.js';
import { ADDRESS, cleanupKits, createKit, deferred, renderHookWith, settle } from './harness.js';

afterEach(() => {
  vi.useRealTimers();
  cleanupKits();
});

describe('useBalance', () => {
  it('is idle without an account, loading once connected, then the value', async () => {
    const { kit, connect, setBalance, balanceCalls } = createKit();
    const answer = deferred<{ balance: string; symbol: string }>();
    setBalance(answer);
    const { result } = renderHookWith(kit, () => useBalance());
    expect(result.current).toMatchObject({
      balance: undefined,
      loading: false,
      supported: true,
      error: undefined,
    });

    await connect();
    expect(result.current.loading).toBe(true);
    expect(result.current.balance).toBeUndefined();
    expect(balanceCalls).toEqual([{ address: ADDRESS, caipNetworkId: 'eip155:1' }]);

    await act(async () => answer.resolve({ balance: '2.5', symbol: 'ETH' }));
    expect(result.current).toMatchObject({ balance: '2.5', symbol: 'ETH', loading: false, error: undefined });
  });

  it('several readers share one lookup, and a second mount within 30 s reads the cache', async () => {
    const { kit, connect, balanceCalls } = createKit();
    await connect();
    const first = renderHookWith(kit, () => [useBalance(), useBalance()]);
    await settle();
    expect(first.result.current[0]?.balance).toBe('1.23456');
    expect(first.result.current[1]?.balance).toBe('1.23456');
    const second = renderHookWith(kit, () => useBalance());
    await settle();
    expect(second.result.current).toMatchObject({ balance: '1.23456', loading: false });
    expect(balanceCalls).toHaveLength(1);
  });

  it('shows loading (not the previous network’s value) after a network switch, then the new value', async () => {
    const { kit, connect, setBalance } = createKit();
    await connect();
    const { result } = renderHookWith(kit, () => useBalance());
    await settle();
    expect(result.current.balance).toBe('1.23456');

    const answer = deferred<{ balance: string; symbol: string }>();
    setBalance(answer);
    await act(async () => {
      await kit.switchNetwork(sepolia);
    });
    expect(result.current.loading).toBe(true);
    expect(result.current.balance).toBeUndefined();
    await act(async () => answer.resolve({ balance: '0.1', symbol: 'SEP' }));
    expect(result.current).toMatchObject({ balance: '0.1', symbol: 'SEP', loading: false });
  });

  it('refetch() skips the cache', async () => {
    const { kit, connect, setBalance, balanceCalls } = createKit();
    await connect();
    const { result } = renderHookWith(kit, () => useBalance());
    await settle();
    setBalance({ balance: '3', symbol: 'ETH' });
    await act(async () => {
      await result.current.refetch();
    });
    expect(balanceCalls).toHaveLength(2);
    expect(result.current.balance).toBe('3');
  });

  it('a failed lookup reads 0.00 ETH with the error, stops loading and is not retried for 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { kit, connect, setBalance, balanceCalls } = createKit();
    setBalance(new Error('rpc down'));
    await connect();
    const { result } = renderHookWith(kit, () => useBalance());
    await settle();
    expect(result.current).toMatchObject({ balance: '0.00', symbol: 'ETH', loading: false });
    expect(result.current.error?.shortMessage).toBe('Token Balance Unavailable');
    // The alert holds the catalogue code; the alert bar words it in the visitor's language.
    expect(kit.stores.alerts.getState().current?.message).toEqual({ code: 'TOKEN_BALANCE_UNAVAILABLE' });

    setBalance({ balance: '5', symbol: 'ETH' });
    await act(async () => {
      await result.current.refetch();
    });
    expect(balanceCalls).toHaveLength(1);

    vi.setSystemTime(Date.now() + BALANCE_RETRY_BLOCK_MS);
    await act(async () => {
      await result.current.refetch();
    });
    expect(balanceCalls).toHaveLength(2);
    expect(result.current).toMatchObject({ balance: '5', error: undefined });
  });

  it('enabled: false never starts a lookup', async () => {
    const { kit, connect, balanceCalls } = createKit();
    await connect();
    const { result } = renderHookWith(kit, () => useBalance({ enabled: false }));
    await settle();
    expect(balanceCalls).toHaveLength(0);
    expect(result.current.loading).toBe(false);
  });

  it('a namespace without balance support is not fetched and never loads', async () => {
    const { kit, connect, balanceCalls } = createKit();
    await connect();
    const { result } = renderHookWith(kit, () => useBalance({ namespace: 'bip122' }));
    await settle();
    expect(result.current).toMatchObject({ supported: false, loading: false, balance: undefined });
    expect(balanceCalls).toHaveLength(0);
  });

  it('a reader mounted while the value is cached and shown does not flash the loading state', async () => {
    const { kit, connect } = createKit();
    await connect();
    renderHookWith(kit, () => useBalance());
    await settle();
    const loadingSeen: boolean[] = [];
    kit.stores.accounts.subscribe((state) => loadingSeen.push(state.eip155?.balanceLoading ?? false));
    const { result } = renderHookWith(kit, () => useBalance());
    expect(result.current).toMatchObject({ balance: '1.23456', loading: false });
    await settle();
    expect(loadingSeen).not.toContain(true);
  });

  it('an answer for the previous network that lands last does not stay on screen', async () => {
    const { kit, connect, setBalance } = createKit();
    const mainnetAnswer = deferred<{ balance: string; symbol: string }>();
    const sepoliaAnswer = deferred<{ balance: string; symbol: string }>();
    setBalance(mainnetAnswer);
    const { result } = renderHookWith(kit, () => useBalance());
    await connect();
    setBalance(sepoliaAnswer);
    await act(async () => {
      await kit.switchNetwork(sepolia);
    });
    await act(async () => sepoliaAnswer.resolve({ balance: '0.1', symbol: 'SEP' }));
    await act(async () => mainnetAnswer.resolve({ balance: '9', symbol: 'ETH' }));
    await settle();
    expect(result.current).toMatchObject({ balance: '0.1', symbol: 'SEP', loading: false });
    expect(kit.stores.accounts.getState().eip155?.balance).toBe('0.1');
  });
});

describe('useAppKitBalance', () => {
  it('fetchBalance answers like AppKit: no account, success, failure', async () => {
    const { kit, connect, setBalance } = createKit();
    const { result } = renderHookWith(kit, () => useAppKitBalance());
    expect(await result.current.fetchBalance()).toEqual({
      data: undefined,
      error: 'Not able to retrieve balance',
      isSuccess: false,
      isError: true,
    });

    await connect();
    let answer: Awaited<ReturnType<typeof result.current.fetchBalance>> | undefined;
    await act(async () => {
      answer = await result.current.fetchBalance();
    });
    expect(answer).toEqual({
      data: { balance: '1.23456', symbol: 'ETH' },
      error: null,
      isSuccess: true,
      isError: false,
    });
    expect(kit.stores.accounts.getState().eip155?.balance).toBe('1.23456');

    await act(async () => {
      await kit.switchNetwork(sepolia);
    });
    setBalance(new Error('rpc down'));
    await act(async () => {
      answer = await result.current.fetchBalance();
    });
    expect(answer).toEqual({
      data: undefined,
      error: 'Token Balance Unavailable',
      isSuccess: false,
      isError: true,
    });
  });
});
