/** The activity service over real stores: what it asks the server, and how the list follows the account. */
import { describe, expect, it, vi } from 'vitest';
import { createAccountsStore, updateAccount } from '../accounts/index.js';
import type { GetHistoryOptions } from '../api/history-api.js';
import type { HistoryItem, HistoryPage } from '../api/history-answers.js';
import { applyActiveNetwork, createChainsStore } from '../chains/index.js';
import { mainnet, sepolia, solana } from '../networks/index.js';
import { createStore } from '../store/index.js';
import { deferred } from '../../test/deferred.js';
import { createActivityService } from './activity-service.js';
import { INITIAL_TRANSACTION_LIST, type TransactionListState } from './transaction-list.js';

const ADDRESS = '0x00000000000000000000000000000000000000A1';
const item = (id: string, chain = 'eip155:1'): HistoryItem => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id.padStart(64, '0')}`,
    minedAt: '2026-01-01T00:00:00Z',
    sentFrom: `0x${'b'.repeat(40)}`,
    sentTo: `0x${'a'.repeat(40)}`,
    status: 'confirmed',
    chain,
  },
  transfers: [],
});

function setup() {
  let time = 1_000_000;
  const accounts = createAccountsStore({ namespaces: ['eip155', 'solana'] });
  const chains = createChainsStore({
    networks: [mainnet, sepolia, solana],
    namespaces: ['eip155', 'solana'],
    defaultNetwork: mainnet,
  });
  const store = createStore<TransactionListState>(INITIAL_TRANSACTION_LIST);
  const pages: Record<string, HistoryPage> = {
    first: { data: [item('1'), item('2', 'eip155:10')], next: 'c2' },
    c2: { data: [item('3')], next: null },
  };
  const getHistory = vi.fn(
    async (_account: string, options: GetHistoryOptions) => pages[options.cursor ?? 'first'] as HistoryPage,
  );
  const supportedChains = vi.fn(async () => ({ http: ['eip155:1', 'eip155:11155111'], ws: [] }));
  const service = createActivityService({
    store,
    accounts,
    chains,
    history: { getHistory },
    supportedChains,
    now: () => time,
  });
  updateAccount(accounts, 'eip155', { address: ADDRESS });
  return {
    service,
    store,
    getHistory,
    supportedChains,
    accounts,
    pages,
    switchTo: (network: typeof sepolia) => chains.setState((state) => applyActiveNetwork(state, network)),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('the activity service', () => {
  it("loads the account's first page on its chain, filtered to that chain", async () => {
    const h = setup();
    await h.service.load();
    expect(h.getHistory).toHaveBeenCalledWith(ADDRESS, { chainId: 'eip155:1' });
    expect(h.store.getState()).toMatchObject({
      status: 'ready',
      next: 'c2',
      key: `eip155:1:${ADDRESS}`.toLowerCase(),
    });
    expect(h.store.getState().items.map((entry) => entry.id)).toEqual(['1']);
  });

  it('pages by cursor', async () => {
    const h = setup();
    await h.service.load();
    await h.service.loadMore();
    expect(h.getHistory).toHaveBeenLastCalledWith(ADDRESS, { chainId: 'eip155:1', cursor: 'c2' });
    expect(h.store.getState().items.map((entry) => entry.id)).toEqual(['1', '3']);
    await h.service.loadMore();
    expect(h.getHistory).toHaveBeenCalledTimes(2);
  });

  it('a fresh list is not asked again; after 30 s it is refreshed in place', async () => {
    const h = setup();
    await h.service.load();
    await h.service.load();
    expect(h.getHistory).toHaveBeenCalledTimes(1);
    h.advance(30_000);
    const late = deferred<HistoryPage>();
    h.getHistory.mockReturnValueOnce(late.promise);
    const refreshing = h.service.load();
    await Promise.resolve();
    await Promise.resolve();
    expect(h.store.getState()).toMatchObject({ refreshing: true, status: 'ready' });
    late.resolve({ data: [item('0')], next: null });
    await refreshing;
    expect(h.store.getState().items.map((entry) => entry.id)).toEqual(['0']);
  });

  it("a failed fetch: an empty list with 'Failed to fetch transactions', and retry", async () => {
    const h = setup();
    h.getHistory.mockRejectedValueOnce(new Error('HTTP status code: 502'));
    await expect(h.service.load()).resolves.toBeUndefined();
    expect(h.store.getState()).toMatchObject({ status: 'error', items: [] });
    expect(h.store.getState().error?.shortMessage).toBe('Failed to fetch transactions');
    await h.service.retry();
    expect(h.store.getState()).toMatchObject({ status: 'ready', error: undefined });
  });

  it('a network the server does not serve has an empty history, asked of nobody', async () => {
    const h = setup();
    h.supportedChains.mockResolvedValueOnce({ http: [], ws: [] });
    await h.service.load();
    expect(h.getHistory).not.toHaveBeenCalled();
    expect(h.store.getState()).toMatchObject({ status: 'ready', items: [], next: null });
  });

  it('clears the list when the network or account changes, and drops a late answer for the old one', async () => {
    const h = setup();
    await h.service.load();
    h.switchTo(sepolia);
    expect(h.store.getState()).toEqual(INITIAL_TRANSACTION_LIST);
    const late = deferred<HistoryPage>();
    h.getHistory.mockReturnValueOnce(late.promise);
    const loading = h.service.load();
    await Promise.resolve();
    updateAccount(h.accounts, 'eip155', { address: `0x${'c'.repeat(40)}` });
    late.resolve({ data: [item('9', 'eip155:11155111')], next: null });
    await loading;
    expect(h.store.getState()).toEqual(INITIAL_TRANSACTION_LIST);
  });

  it('offers activity for eip155 only: on solana nothing is asked', async () => {
    const h = setup();
    h.switchTo(solana as unknown as typeof sepolia);
    await h.service.load();
    expect(h.getHistory).not.toHaveBeenCalled();
    expect(h.service.supports('solana')).toBe(false);
  });

  it('reset clears the list', async () => {
    const h = setup();
    await h.service.load();
    h.service.reset();
    expect(h.store.getState()).toEqual(INITIAL_TRANSACTION_LIST);
  });
});
