/**
 * The balance service across network switches, lookups settled by hand in every order: the accounts store
 * holds one balance per namespace and the snapshot says whose it is; the two must never disagree, a late
 * answer for the previous network must not reach the store (an answer applies only to the address and
 * network it was asked for), and every switch ends on the new network's balance without a stuck loading
 * state.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mainnet, sepolia } from '../networks/index.js';
import { ADDRESS, deferred, settle, setup } from '../../test/balance/setup.js';

type Answer = { balance: string; symbol: string };

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('balance across a network switch', () => {
  it('shows loading (not the previous network’s value) after a switch, then the new value', async () => {
    const { service, connect, setAnswer, switchTo } = setup();
    connect();
    stops.push(service.watch());
    await settle();
    expect(service.getSnapshot().balance).toBe('1.23456');

    const answer = deferred<Answer>();
    setAnswer(answer);
    switchTo(sepolia);
    expect(service.getSnapshot()).toMatchObject({ status: 'loading', balance: undefined });
    await settle();
    answer.resolve({ balance: '0.1', symbol: 'SEP' });
    await settle();
    expect(service.getSnapshot()).toMatchObject({
      status: 'success',
      balance: '0.1',
      symbol: 'SEP',
      caipNetworkId: sepolia.caipNetworkId,
    });
  });

  it('never labels the previous network’s balance as the new network’s, not even for a moment', async () => {
    const { service, connect, setAnswer, switchTo, accounts } = setup();
    const mainnetAnswer = deferred<Answer>();
    const sepoliaAnswer = deferred<Answer>();
    setAnswer(mainnetAnswer);
    stops.push(service.watch());
    connect();
    await settle();
    setAnswer(sepoliaAnswer);
    switchTo(sepolia);
    await settle();

    const mislabelled: string[] = [];
    const check = () => {
      const snapshot = service.getSnapshot();
      const stored = accounts.getState().eip155?.balance;
      if (
        snapshot.status === 'success' &&
        snapshot.caipNetworkId === sepolia.caipNetworkId &&
        stored !== '0.1'
      ) {
        mislabelled.push(String(stored));
      }
    };
    stops.push(service.subscribe(check));

    sepoliaAnswer.resolve({ balance: '0.1', symbol: 'SEP' });
    await settle();
    mainnetAnswer.resolve({ balance: '9', symbol: 'ETH' });
    await settle();
    expect(mislabelled).toEqual([]);
    expect(accounts.getState().eip155).toMatchObject({ balance: '0.1', balanceSymbol: 'SEP' });
    expect(service.getSnapshot()).toMatchObject({ status: 'success', balance: '0.1', loading: false });
  });

  it('a failed lookup for the previous network that lands last neither replaces nor blocks the new balance', async () => {
    const { service, connect, setAnswer, switchTo, calls, account } = setup();
    const mainnetAnswer = deferred<Answer>();
    setAnswer(mainnetAnswer);
    stops.push(service.watch());
    connect();
    await settle();
    setAnswer({ balance: '0.1', symbol: 'SEP' });
    switchTo(sepolia);
    await settle();
    expect(service.getSnapshot()).toMatchObject({ status: 'success', balance: '0.1' });

    mainnetAnswer.reject(new Error('mainnet node gone'));
    await settle();
    expect(service.getSnapshot()).toMatchObject({ status: 'success', balance: '0.1', error: undefined });
    expect(account()?.lastRetry).toBeUndefined();

    // Not blocked for 30 s by the other network's failure: an explicit refresh reaches the adapter.
    setAnswer({ balance: '0.2', symbol: 'SEP' });
    const before = calls.length;
    await service.fetch({ force: true });
    expect(calls).toHaveLength(before + 1);
    expect(service.getSnapshot()).toMatchObject({ status: 'success', balance: '0.2', loading: false });
  });

  it('switching back to a network whose balance is cached and shown does not stay loading', async () => {
    const { service, connect, setAnswer, switchTo, account } = setup();
    stops.push(service.watch());
    connect();
    await settle();
    expect(service.getSnapshot()).toMatchObject({ status: 'success', balance: '1.23456' });

    const sepoliaAnswer = deferred<Answer>();
    setAnswer(sepoliaAnswer);
    switchTo(sepolia);
    expect(service.getSnapshot().loading).toBe(true);
    await settle();
    switchTo(mainnet);
    await settle();
    sepoliaAnswer.resolve({ balance: '0.1', symbol: 'SEP' });
    await settle();

    expect(service.getSnapshot()).toMatchObject({
      status: 'success',
      balance: '1.23456',
      symbol: 'ETH',
      loading: false,
      caipNetworkId: mainnet.caipNetworkId,
      address: ADDRESS,
    });
    expect(account()).toMatchObject({ balance: '1.23456', balanceLoading: false });
  });

  it('a switch ends on the new network’s balance even when only a direct fetch asked', async () => {
    const { service, connect, setAnswer, switchTo, account } = setup();
    connect();
    const mainnetAnswer = deferred<Answer>();
    setAnswer(mainnetAnswer);
    const fetching = service.fetch();
    setAnswer({ balance: '0.1', symbol: 'SEP' });
    switchTo(sepolia);
    mainnetAnswer.resolve({ balance: '9', symbol: 'ETH' });
    await expect(fetching).resolves.toEqual({ status: 'fetched', balance: '0.1', symbol: 'SEP' });
    expect(account()).toMatchObject({ balance: '0.1', balanceLoading: false });
    expect(service.getSnapshot()).toMatchObject({ status: 'success', caipNetworkId: sepolia.caipNetworkId });
  });
});
