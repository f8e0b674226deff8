/**
 * The transaction list's state and its initial value (transaction-list.ts has the transitions). Apart, so
 * the activity feature's facade, which loads with the page, holds the list without its transitions.
 */
import type { HistoryItem } from '../api/history-answers.js';
import type { CatalogueError } from '../errors/index.js';

export type TransactionListStatus = 'idle' | 'loading' | 'ready' | 'error';

export type FetchTransactionsError = CatalogueError<'FETCH_TRANSACTIONS_FAILED'>;

export interface TransactionListState {
  readonly status: TransactionListStatus;
  /** Whose list this is: the account and chain (`${caipNetworkId}:${address}`, lower case). */
  readonly key: string | undefined;
  /** Newest first, each transaction once. Empty unless status is 'ready'. */
  readonly items: readonly HistoryItem[];
  /** The cursor of the next page; null once the last page is in (or before the first). */
  readonly next: string | null;
  /** A further page is loading. */
  readonly loadingMore: boolean;
  /** The first page is loading again over the list on screen. */
  readonly refreshing: boolean;
  /** The last fetch failed: the first page (status 'error'), a refresh, or a further page (the list stays). */
  readonly error: FetchTransactionsError | undefined;
  /** Which fetch `error` is about, so a retry asks for that one again. */
  readonly failedPage: 'first' | 'next' | undefined;
  /** When the first page last arrived (ms since epoch). */
  readonly loadedAt: number | undefined;
}

export const INITIAL_TRANSACTION_LIST: TransactionListState = Object.freeze({
  status: 'idle',
  key: undefined,
  items: Object.freeze([]) as readonly HistoryItem[],
  next: null,
  loadingMore: false,
  refreshing: false,
  error: undefined,
  failedPage: undefined,
  loadedAt: undefined,
});
