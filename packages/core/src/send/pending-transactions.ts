/**
 * The transactions this page sent and still watches for a receipt. At most 99 are watched: past the limit
 * a new transaction is still sent and shown by its hash, but not watched (an unbounded list of open waits
 * would be a leak for a page left open for days). Pure transitions; the send flow keeps the list.
 */
import type { CaipNetworkId } from '../caip/index.js';

/** Pending transactions limit: 99 (watching stops at the limit). */
export const PENDING_TRANSACTIONS_LIMIT = 99;

export interface PendingTransaction {
  readonly hash: string;
  readonly caipNetworkId: CaipNetworkId;
  readonly from: string;
  readonly to: string;
  /** What moved, for a list: '0.5' and 'ETH'. */
  readonly amountText: string;
  readonly symbol: string;
  /** When the wallet returned the hash (ms since epoch). */
  readonly submittedAt: number;
}

/** Adds `transaction` when the list has room; `watched` says whether it was added. */
export function addPendingTransaction(
  list: readonly PendingTransaction[],
  transaction: PendingTransaction,
  limit: number = PENDING_TRANSACTIONS_LIMIT,
): { list: readonly PendingTransaction[]; watched: boolean } {
  if (list.some((entry) => entry.hash === transaction.hash)) return { list, watched: true };
  if (list.length >= limit) return { list, watched: false };
  return { list: [...list, transaction], watched: true };
}

/** Drops the transaction once its wait ended (mined, replaced, failed or timed out). */
export function removePendingTransaction(
  list: readonly PendingTransaction[],
  hash: string,
): readonly PendingTransaction[] {
  return list.some((entry) => entry.hash === hash) ? list.filter((entry) => entry.hash !== hash) : list;
}
