/** The transaction list's transitions, rule by rule (transaction-list.ts). */
import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../api/history-answers.js';
import { createError } from '../errors/index.js';
import {
  INITIAL_TRANSACTION_LIST,
  isTransactionListEmpty,
  type TransactionListEvent,
  type TransactionListState,
  transactionListTransition,
} from './transaction-list.js';

const KEY = 'eip155:1:0xa1';
const OTHER = 'eip155:10:0xa1';
const failure = createError('FETCH_TRANSACTIONS_FAILED');

const item = (id: string): HistoryItem => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id.padStart(64, '0')}`,
    minedAt: '2026-01-01T00:00:00Z',
    sentFrom: `0x${'b'.repeat(40)}`,
    sentTo: `0x${'a'.repeat(40)}`,
    status: 'confirmed',
    chain: 'eip155:1',
  },
  transfers: [],
});

function run(events: TransactionListEvent[], from: TransactionListState = INITIAL_TRANSACTION_LIST) {
  let state = from;
  const fetches: unknown[] = [];
  for (const event of events) {
    const next = transactionListTransition(state, event);
    state = next.state;
    if (next.fetch) fetches.push(next.fetch);
  }
  return { state, fetches };
}

const page = (key: string, cursor: string | undefined, ids: string[], next: string | null) =>
  ({ type: 'pageLoaded', key, cursor, items: ids.map(item), next, at: 100 }) as const;
const failed = (key: string, cursor: string | undefined) =>
  ({ type: 'pageFailed', key, cursor, error: failure }) as const;
const ready = run([{ type: 'load', key: KEY }, page(KEY, undefined, ['1', '2'], 'c2')]).state;

describe('the first page', () => {
  it('load: idle → loading, asking for the first page', () => {
    const { state, fetches } = run([{ type: 'load', key: KEY }]);
    expect(state).toMatchObject({ status: 'loading', key: KEY, items: [] });
    expect(fetches).toEqual([{ key: KEY, cursor: undefined }]);
  });

  it('its answer: ready with the items and the next cursor', () => {
    expect(ready).toMatchObject({
      status: 'ready',
      items: [item('1'), item('2')],
      next: 'c2',
      loadedAt: 100,
    });
  });

  it('an empty last page: the empty state', () => {
    const { state } = run([{ type: 'load', key: KEY }, page(KEY, undefined, [], null)]);
    expect(isTransactionListEmpty(state)).toBe(true);
    // An empty page with more to come is not the empty state: the list keeps loading.
    const more = run([{ type: 'load', key: KEY }, page(KEY, undefined, [], 'c2')]).state;
    expect(isTransactionListEmpty(more)).toBe(false);
  });

  it('a failure: an empty list with the error (Failed to fetch transactions)', () => {
    const { state } = run([{ type: 'load', key: KEY }, failed(KEY, undefined)]);
    expect(state).toMatchObject({ status: 'error', items: [], next: null, failedPage: 'first' });
    expect(state.error?.shortMessage).toBe('Failed to fetch transactions');
    expect(isTransactionListEmpty(state)).toBe(false);
  });

  it('load again while loading or ready asks nothing', () => {
    expect(run([{ type: 'load', key: KEY }], run([{ type: 'load', key: KEY }]).state).fetches).toEqual([]);
    expect(run([{ type: 'load', key: KEY }], ready)).toEqual({ state: ready, fetches: [] });
  });

  it('load of another key starts that list afresh', () => {
    const { state, fetches } = run([{ type: 'load', key: OTHER }], ready);
    expect(state).toMatchObject({ status: 'loading', key: OTHER, items: [], next: null });
    expect(fetches).toEqual([{ key: OTHER, cursor: undefined }]);
  });

  it('an item that comes twice on one page is listed once', () => {
    const { state } = run([{ type: 'load', key: KEY }, page(KEY, undefined, ['1', '1', '2'], null)]);
    expect(state.items.map((entry) => entry.id)).toEqual(['1', '2']);
  });
});

describe('further pages', () => {
  it('loadMore asks for the next cursor, and its answer is appended', () => {
    const { state, fetches } = run([{ type: 'loadMore' }, page(KEY, 'c2', ['3'], null)], ready);
    expect(fetches).toEqual([{ key: KEY, cursor: 'c2' }]);
    expect(state).toMatchObject({ items: [item('1'), item('2'), item('3')], next: null, loadingMore: false });
  });

  it('items already listed (a page that overlaps after new transactions) are not repeated', () => {
    const { state } = run([{ type: 'loadMore' }, page(KEY, 'c2', ['2', '3'], null)], ready);
    expect(state.items.map((entry) => entry.id)).toEqual(['1', '2', '3']);
  });

  it('loadMore does nothing at the end, while a page loads, or before the first page', () => {
    const end = run([{ type: 'loadMore' }, page(KEY, 'c2', [], null)], ready).state;
    expect(run([{ type: 'loadMore' }], end).fetches).toEqual([]);
    const busy = run([{ type: 'loadMore' }], ready).state;
    expect(run([{ type: 'loadMore' }], busy).fetches).toEqual([]);
    expect(run([{ type: 'loadMore' }], run([{ type: 'load', key: KEY }]).state).fetches).toEqual([]);
    expect(run([{ type: 'loadMore' }]).fetches).toEqual([]);
  });

  it('a failed further page keeps the list and its cursor; retry asks for the same page', () => {
    const { state } = run([{ type: 'loadMore' }, failed(KEY, 'c2')], ready);
    expect(state).toMatchObject({ status: 'ready', items: ready.items, next: 'c2', failedPage: 'next' });
    expect(state.error?.code).toBe('FETCH_TRANSACTIONS_FAILED');
    const retried = run([{ type: 'retry', key: KEY }], state);
    expect(retried.fetches).toEqual([{ key: KEY, cursor: 'c2' }]);
    expect(retried.state.error).toBeUndefined();
  });
});

describe('retry and refresh', () => {
  it('retry after a failed first page loads it again', () => {
    const broken = run([{ type: 'load', key: KEY }, failed(KEY, undefined)]).state;
    const { state, fetches } = run([{ type: 'retry', key: KEY }], broken);
    expect(state).toMatchObject({ status: 'loading', error: undefined });
    expect(fetches).toEqual([{ key: KEY, cursor: undefined }]);
  });

  it('retry with nothing failed asks nothing', () => {
    expect(run([{ type: 'retry', key: KEY }], ready).fetches).toEqual([]);
  });

  it('refresh keeps the list on screen and replaces it with the new first page', () => {
    const refreshing = run([{ type: 'refresh' }], ready);
    expect(refreshing.state).toMatchObject({ status: 'ready', refreshing: true, items: ready.items });
    expect(refreshing.fetches).toEqual([{ key: KEY, cursor: undefined }]);
    const { state } = run([page(KEY, undefined, ['0', '1'], 'c9')], refreshing.state);
    expect(state).toMatchObject({ refreshing: false, next: 'c9' });
    expect(state.items.map((entry) => entry.id)).toEqual(['0', '1']);
  });

  it('a failed refresh keeps the list, with the error; retry refreshes again', () => {
    const { state } = run([{ type: 'refresh' }, failed(KEY, undefined)], ready);
    expect(state).toMatchObject({
      status: 'ready',
      items: ready.items,
      refreshing: false,
      failedPage: 'first',
    });
    expect(run([{ type: 'retry', key: KEY }], state).fetches).toEqual([{ key: KEY, cursor: undefined }]);
  });

  it('no refresh while a further page loads, and a refresh of a failed list is a load', () => {
    const busy = run([{ type: 'loadMore' }], ready).state;
    expect(run([{ type: 'refresh' }], busy).fetches).toEqual([]);
    const broken = run([{ type: 'load', key: KEY }, failed(KEY, undefined)]).state;
    expect(run([{ type: 'refresh' }], broken).state.status).toBe('loading');
    expect(run([{ type: 'refresh' }]).fetches).toEqual([]);
  });
});

describe('answers nobody waits for', () => {
  it('a page or failure of another key changes nothing', () => {
    expect(run([page(OTHER, undefined, ['9'], null)], ready).state).toBe(ready);
    expect(run([failed(OTHER, undefined)], ready).state).toBe(ready);
  });

  it('a first page that arrives when nothing asked for one changes nothing', () => {
    expect(run([page(KEY, undefined, ['9'], null)], ready).state).toBe(ready);
    expect(run([failed(KEY, undefined)], ready).state).toBe(ready);
  });

  it('a further page for a cursor that is no longer the next one changes nothing', () => {
    const busy = run([{ type: 'loadMore' }], ready).state;
    expect(run([page(KEY, 'c-old', ['9'], null)], busy).state).toBe(busy);
    expect(run([failed(KEY, 'c-old')], busy).state).toBe(busy);
  });
});

describe('reset', () => {
  it('clears the list from any state, and a late answer then changes nothing', () => {
    const loading = run([{ type: 'load', key: KEY }]).state;
    for (const from of [ready, loading, run([{ type: 'loadMore' }], ready).state]) {
      const { state } = run([{ type: 'reset' }], from);
      expect(state).toEqual(INITIAL_TRANSACTION_LIST);
      expect(run([page(KEY, undefined, ['1'], null)], state).state).toEqual(INITIAL_TRANSACTION_LIST);
    }
  });
});
