// @vitest-environment happy-dom
/**
 * The balance service across network switches with lookups settled by hand in every order: the accounts
 * store holds one balance per namespace, and the service's snapshot says whose it is; the two must never
 * disagree,
 * a late answer for the previous network must not reach the store, and every switch ends on the new
 * network's balance without a stuck loading state.
 */
import { mainnet, sepolia } from '@walletport/core';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBalance } from '../../src/hooks/use-balance.js';
import { ADDRESS, cleanupKits, createKit, deferred, renderHookWith, settle } from './harness.js';

afterEach(() => cleanupKits());

type Answer = { balance: string; symbol: string };

describe('balance across a network switch', () => {
  it('never labels the previous network’s balance as the new network’s, not even for a moment', async () => {
    const { kit, connect, setBalance } = createKit();
    const mainnetAnswer = deferred<Answer>();
    const sepoliaAnswer = deferred<Answer>();
    setBalance(mainnetAnswer);
    renderHookWith(kit, () => useBalance());
    await connect();
    setBalance(sepoliaAnswer);
    await act(async () => {
      await kit.switchNetwork(sepolia);
    });

    // Every state the stores pass through: the balance must be Sepolia's whenever it is labelled so.
    const mislabelled: string[] = [];
    const check = () => {
      const balance = kit.stores.accounts.getState().eip155?.balance;
      const snapshot = kit.services.balance.getSnapshot('eip155');
      const sepoliaShown = snapshot.status === 'success' && snapshot.caipNetworkId === sepolia.caipNetworkId;
      if (sepoliaShown && (balance !== '0.1' || snapshot.balance !== '0.1')) {
        mislabelled.push(String(balance));
      }
    };
    kit.stores.accounts.subscribe(check);
    kit.services.balance.subscribe(check);

    await act(async () => sepoliaAnswer.resolve({ balance: '0.1', symbol: 'SEP' }));
    await act(async () => mainnetAnswer.resolve({ balance: '9', symbol: 'ETH' }));
    await settle();
    expect(mislabelled).toEqual([]);
    expect(kit.stores.accounts.getState().eip155).toMatchObject({ balance: '0.1', balanceSymbol: 'SEP' });
  });

  it('a failed lookup for the previous network that lands last neither replaces nor blocks the new balance', async () => {
    const { kit, connect, setBalance, balanceCalls } = createKit();
    const mainnetAnswer = deferred<Answer>();
    setBalance(mainnetAnswer);
    const { result } = renderHookWith(kit, () => useBalance());
    await connect();
    setBalance({ balance: '0.1', symbol: 'SEP' });
    await act(async () => {
      await kit.switchNetwork(sepolia);
    });
    await settle();
    expect(result.current).toMatchObject({ balance: '0.1', symbol: 'SEP', loading: false });

    await act(async () => mainnetAnswer.reject(new Error('mainnet node gone')));
    await settle();
    expect(result.current).toMatchObject({ balance: '0.1', symbol: 'SEP', loading: false, error: undefined });
    expect(kit.stores.accounts.getState().eip155?.lastRetry).toBeUndefined();

    // Not blocked for 30 s by the other network's failure: an explicit refresh reaches the adapter.
    setBalance({ balance: '0.2', symbol: 'SEP' });
    const callsBefore = balanceCalls.length;
    await act(async () => {
      await result.current.refetch();
    });
    expect(balanceCalls).toHaveLength(callsBefore + 1);
    expect(result.current).toMatchObject({ balance: '0.2', loading: false });
  });

  it('switching back to a network whose balance is cached and shown does not stay loading', async () => {
    const { kit, connect, setBalance } = createKit();
    const { result } = renderHookWith(kit, () => useBalance());
    await connect();
    await settle();
    expect(result.current).toMatchObject({ balance: '1.23456', loading: false });

    const sepoliaAnswer = deferred<Answer>();
    setBalance(sepoliaAnswer);
    await act(async () => {
      await kit.switchNetwork(sepolia);
    });
    expect(result.current.loading).toBe(true);
    await act(async () => {
      await kit.switchNetwork(mainnet);
    });
    await settle();
    await act(async () => sepoliaAnswer.resolve({ balance: '0.1', symbol: 'SEP' }));
    await settle();

    expect(result.current).toMatchObject({ balance: '1.23456', symbol: 'ETH', loading: false });
    expect(kit.stores.accounts.getState().eip155).toMatchObject({
      balance: '1.23456',
      balanceLoading: false,
    });
    expect(kit.services.balance.getSnapshot('eip155')).toMatchObject({
      status: 'success',
      caipNetworkId: mainnet.caipNetworkId,
      address: ADDRESS,
    });
  });

  it('a switch ends on the new network’s balance even when only a direct fetch asked', async () => {
    const { kit, connect, setBalance } = createKit();
    await connect();
    const mainnetAnswer = deferred<Answer>();
    setBalance(mainnetAnswer);
    const fetching = kit.services.balance.fetch();
    setBalance({ balance: '0.1', symbol: 'SEP' });
    await act(async () => {
      await kit.switchNetwork(sepolia);
    });
    mainnetAnswer.resolve({ balance: '9', symbol: 'ETH' });
    await expect(fetching).resolves.toEqual({ status: 'fetched', balance: '0.1', symbol: 'SEP' });
    expect(kit.stores.accounts.getState().eip155).toMatchObject({ balance: '0.1', balanceLoading: false });
    expect(kit.services.balance.getSnapshot()).toMatchObject({
      status: 'success',
      caipNetworkId: sepolia.caipNetworkId,
      balance: '0.1',
    });
  });
});
