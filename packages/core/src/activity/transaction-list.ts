/**
 * The transaction list of the Activity tab as a pure state machine (docs/account.md "Activity"):
 * idle → loading → ready (items, and the cursor of the next page) or error (an empty list with the error
 * 'Failed to fetch transactions' and a retry); further pages load by cursor; a reset (the
 * `transactionsReset` hook, or another account or network) clears it. Each transition returns the new
 * state and, when it wants one, the page to fetch; the service (activity-service.ts) runs the fetch and
 * feeds its outcome back as `pageLoaded` or `pageFailed`. Answers for another list (an older key) or a
 * page nobody is waiting for any more are ignored, so a late answer can never mix two accounts' lists.
 */
import type { HistoryItem } from '../api/history-answers.js';
import {
  type FetchTransactionsError,
  INITIAL_TRANSACTION_LIST,
  type TransactionListState,
} from './transaction-list-state.js';

export {
  type FetchTransactionsError,
  INITIAL_TRANSACTION_LIST,
  type TransactionListState,
  type TransactionListStatus,
} from './transaction-list-state.js';

export type TransactionListEvent =
  /** The first page of `key`'s list is wanted (also the retry of a failed first page). */
  | { readonly type: 'load'; readonly key: string }
  /** The first page again, keeping the list on screen until it arrives. */
  | { readonly type: 'refresh' }
  /** The next page (also the retry of a failed further page). */
  | { readonly type: 'loadMore' }
  /** The failed fetch again: the first page, or the further page that failed. */
  | { readonly type: 'retry'; readonly key: string }
  | {
      readonly type: 'pageLoaded';
      readonly key: string;
      /** The cursor the page was asked with; undefined for the first page. */
      readonly cursor: string | undefined;
      readonly items: readonly HistoryItem[];
      readonly next: string | null;
      readonly at: number;
    }
  | {
      readonly type: 'pageFailed';
      readonly key: string;
      readonly cursor: string | undefined;
      readonly error: FetchTransactionsError;
    }
  | { readonly type: 'reset' };

/** The page a transition asks for: the first (no cursor) or the one after `cursor`. */
export interface PageRequest {
  readonly key: string;
  readonly cursor: string | undefined;
}

export interface TransactionListTransition {
  readonly state: TransactionListState;
  readonly fetch?: PageRequest;
}

const unchanged = (state: TransactionListState): TransactionListTransition => ({ state });

/** `older` then the items of `newer` it does not have yet (by id): pages may overlap when new transactions arrive. */
function appendNew(older: readonly HistoryItem[], newer: readonly HistoryItem[]): HistoryItem[] {
  const ids = new Set(older.map((item) => item.id));
  const added = newer.filter((item) => !ids.has(item.id) && ids.add(item.id));
  return [...older, ...added];
}

function firstPageOf(items: readonly HistoryItem[]): HistoryItem[] {
  return appendNew([], items);
}

function loaded(
  state: TransactionListState,
  event: Extract<TransactionListEvent, { type: 'pageLoaded' }>,
): TransactionListState {
  if (event.key !== state.key) return state;
  if (event.cursor === undefined) {
    if (state.status !== 'loading' && !state.refreshing) return state;
    return {
      ...state,
      status: 'ready',
      items: firstPageOf(event.items),
      next: event.next,
      loadingMore: false,
      refreshing: false,
      error: undefined,
      failedPage: undefined,
      loadedAt: event.at,
    };
  }
  if (!state.loadingMore || event.cursor !== state.next) return state;
  return { ...state, items: appendNew(state.items, event.items), next: event.next, loadingMore: false };
}

function failed(
  state: TransactionListState,
  event: Extract<TransactionListEvent, { type: 'pageFailed' }>,
): TransactionListState {
  if (event.key !== state.key) return state;
  if (event.cursor === undefined) {
    // A failed first page shows an empty list with the error and a retry.
    if (state.status === 'loading') {
      return { ...state, status: 'error', items: [], next: null, error: event.error, failedPage: 'first' };
    }
    // A failed refresh keeps the list on screen; the error says it may be out of date.
    if (state.refreshing) return { ...state, refreshing: false, error: event.error, failedPage: 'first' };
    return state;
  }
  if (!state.loadingMore || event.cursor !== state.next) return state;
  // The cursor stays, so the retry asks for the same page.
  return { ...state, loadingMore: false, error: event.error, failedPage: 'next' };
}

export function transactionListTransition(
  state: TransactionListState,
  event: TransactionListEvent,
): TransactionListTransition {
  switch (event.type) {
    case 'load': {
      if (event.key !== state.key) {
        return {
          state: { ...INITIAL_TRANSACTION_LIST, status: 'loading', key: event.key },
          fetch: { key: event.key, cursor: undefined },
        };
      }
      if (state.status === 'idle' || state.status === 'error') {
        return {
          state: { ...INITIAL_TRANSACTION_LIST, status: 'loading', key: event.key },
          fetch: { key: event.key, cursor: undefined },
        };
      }
      return unchanged(state);
    }
    case 'refresh': {
      if (state.key === undefined) return unchanged(state);
      if (state.status === 'error' || state.status === 'idle') {
        return transactionListTransition(state, { type: 'load', key: state.key });
      }
      if (state.status !== 'ready' || state.refreshing || state.loadingMore) return unchanged(state);
      return {
        state: { ...state, refreshing: true, error: undefined, failedPage: undefined },
        fetch: { key: state.key, cursor: undefined },
      };
    }
    case 'loadMore': {
      const { key, next } = state;
      if (key === undefined || state.status !== 'ready' || next === null) return unchanged(state);
      if (state.loadingMore || state.refreshing) return unchanged(state);
      return {
        state: { ...state, loadingMore: true, error: undefined, failedPage: undefined },
        fetch: { key, cursor: next },
      };
    }
    case 'retry': {
      if (event.key !== state.key || state.status !== 'ready') {
        return transactionListTransition(state, { type: 'load', key: event.key });
      }
      if (state.failedPage === 'next') return transactionListTransition(state, { type: 'loadMore' });
      if (state.failedPage === 'first') return transactionListTransition(state, { type: 'refresh' });
      return unchanged(state);
    }
    case 'pageLoaded':
      return unchanged(loaded(state, event));
    case 'pageFailed':
      return unchanged(failed(state, event));
    case 'reset':
      return unchanged(INITIAL_TRANSACTION_LIST);
  }
}

/** The list has nothing to show and nothing more to load: the empty state. */
export function isTransactionListEmpty(state: TransactionListState): boolean {
  return state.status === 'ready' && state.items.length === 0 && state.next === null;
}
