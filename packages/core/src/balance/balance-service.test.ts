/**
 * The balance service's snapshot, watch and cache rules (docs/core.md "Storage": native balance 30 s;
 * accounts/balance.ts: 0.00 ETH and a 30 s block after a failure), over real stores.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BALANCE_RETRY_BLOCK_MS } from '../accounts/index.js';
import { mainnet } from '../networks/index.js';
import { ADDRESS, deferred, OTHER_ADDRESS, settle, setup } from '../../test/balance/setup.js';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('the balance snapshot', () => {
  it('is idle without an account, loading once one is known, then the value of that address+network', async () => {
    const { service, connect, setAnswer, calls } = setup();
    const answer = deferred<{ balance: string; symbol: string }>();
    setAnswer(answer);
    expect(service.getSnapshot()).toMatchObject({ status: 'idle', loading: false, supported: true });

    stops.push(service.watch());
    connect();
    expect(service.getSnapshot()).toMatchObject({ status: 'loading', loading: true, balance: undefined });
    await settle();
    expect(calls).toEqual([{ address: ADDRESS, caipNetworkId: 'eip155:1' }]);

    answer.resolve({ balance: '2.5', symbol: 'ETH' });
    await settle();
    expect(service.getSnapshot()).toMatchObject({
      status: 'success',
      loading: false,
      balance: '2.5',
      symbol: 'ETH',
      address: ADDRESS,
      caipNetworkId: mainnet.caipNetworkId,
      namespace: 'eip155',
      error: undefined,
      errorCode: undefined,
    });
  });

  it('returns the same object until something a reader sees changes, and tells subscribers', async () => {
    const { service, connect, alerts } = setup();
    connect();
    await service.fetch();
    const first = service.getSnapshot();
    expect(service.getSnapshot()).toBe(first);
    // The active namespace's snapshot is that namespace's snapshot.
    expect(service.getSnapshot('eip155')).toBe(first);

    let notified = 0;
    const unsubscribe = service.subscribe(() => {
      notified += 1;
    });
    alerts.showErrorFromUnknown(new Error('unrelated'));
    expect(service.getSnapshot()).toBe(first);
    connect(OTHER_ADDRESS);
    expect(notified).toBeGreaterThan(0);
    expect(service.getSnapshot()).not.toBe(first);
    expect(service.getSnapshot()).toMatchObject({ status: 'loading', address: OTHER_ADDRESS });
    unsubscribe();
  });

  it('a namespace without balance support is idle, unsupported and never fetched', async () => {
    const { service, connect, calls } = setup();
    connect();
    // Supported, but no solana account: nothing to load either.
    expect(service.getSnapshot('solana')).toMatchObject({ status: 'idle', supported: true });
    expect(service.getSnapshot('bip122')).toMatchObject({ status: 'idle', supported: false, loading: false });
    stops.push(service.watch('bip122'));
    await settle();
    expect(calls).toEqual([]);
  });
});

describe('watch and fetch', () => {
  it('several watchers share one lookup, and a later watcher within 30 s reads the cache', async () => {
    const { service, connect, calls } = setup();
    connect();
    stops.push(service.watch(), service.watch('eip155'));
    await settle();
    stops.push(service.watch());
    await settle();
    expect(service.getSnapshot()).toMatchObject({ status: 'success', balance: '1.23456' });
    expect(calls).toHaveLength(1);
  });

  it('a watcher that arrives while the value is cached and shown does not flash the loading state', async () => {
    const { service, connect, accounts } = setup();
    connect();
    stops.push(service.watch());
    await settle();
    const loadingSeen: boolean[] = [];
    accounts.subscribe((state) => loadingSeen.push(state.eip155?.balanceLoading ?? false));
    stops.push(service.watch());
    expect(service.getSnapshot()).toMatchObject({ status: 'success', loading: false });
    await settle();
    expect(loadingSeen).not.toContain(true);
  });

  it('loads again for a new account, and stops loading once every watcher left', async () => {
    const { service, connect, calls } = setup();
    connect();
    const stop = service.watch();
    await settle();
    connect(OTHER_ADDRESS);
    await settle();
    expect(calls.map((call) => call.address)).toEqual([ADDRESS, OTHER_ADDRESS]);
    stop();
    stop(); // a second call is harmless
    connect(ADDRESS);
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('dispose stops every watch', async () => {
    const { service, connect, calls } = setup();
    service.watch();
    service.dispose();
    connect();
    await settle();
    expect(calls).toEqual([]);
  });

  it('fetch({ force }) skips the 30 s cache', async () => {
    const { service, connect, setAnswer, calls } = setup();
    connect();
    await service.fetch();
    setAnswer({ balance: '3', symbol: 'ETH' });
    await service.fetch();
    expect(calls).toHaveLength(1);
    await expect(service.fetch({ force: true })).resolves.toEqual({
      status: 'fetched',
      balance: '3',
      symbol: 'ETH',
    });
    expect(calls).toHaveLength(2);
    expect(service.getSnapshot().balance).toBe('3');
  });

  it('after 30 s the cache is stale and a new lookup runs', async () => {
    const { service, connect, calls, advance } = setup();
    connect();
    await service.fetch();
    advance(30_000);
    await service.fetch();
    expect(calls).toHaveLength(2);
  });

  it('fetch without an account or namespace is skipped', async () => {
    const { service } = setup();
    await expect(service.fetch()).resolves.toEqual({ status: 'skipped', reason: 'no-account' });
    await expect(service.fetch({ namespace: 'bip122' })).resolves.toMatchObject({ status: 'skipped' });
  });
});

describe('a failed lookup', () => {
  it('reads 0.00 ETH with the error code, alerts, stops loading and is not retried for 30 s', async () => {
    const { service, connect, setAnswer, calls, alerts, advance } = setup();
    setAnswer(new Error('rpc down'));
    connect();
    const result = await service.fetch();
    expect(result).toMatchObject({ status: 'failed', balance: '0.00', symbol: 'ETH' });
    expect(service.getSnapshot()).toMatchObject({
      status: 'error',
      loading: false,
      balance: '0.00',
      symbol: 'ETH',
      errorCode: 'TOKEN_BALANCE_UNAVAILABLE',
    });
    expect(service.getSnapshot().error?.code).toBe('TOKEN_BALANCE_UNAVAILABLE');
    expect(alerts.getState().current).toBeDefined();

    setAnswer({ balance: '5', symbol: 'ETH' });
    await expect(service.fetch({ force: true })).resolves.toEqual({
      status: 'skipped',
      reason: 'retry-blocked',
    });
    expect(calls).toHaveLength(1);

    advance(BALANCE_RETRY_BLOCK_MS);
    await service.fetch({ force: true });
    expect(calls).toHaveLength(2);
    expect(service.getSnapshot()).toMatchObject({ status: 'success', balance: '5', error: undefined });
  });

  it('without an adapter for the namespace, fails like any other lookup', async () => {
    const { service, connect } = setup({ noAdapter: true });
    connect();
    const result = await service.fetch();
    expect(result.status === 'failed' && result.error.cause).toMatchObject({ code: 'ADAPTER_NOT_FOUND' });
    expect(service.getSnapshot().status).toBe('error');
  });
});
