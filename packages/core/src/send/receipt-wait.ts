/**
 * How long and how often a sent transaction is watched (docs/send-receive.md "Receipt timings").
 *
 * - The default receipt wait: 1 confirmation; looking the transaction up is retried 6 times with a delay
 *   doubling from 200 ms (200, 400, … 6400 ms: a node that has not seen the hash yet usually has within
 *   seconds); the whole wait gives up after 180000 ms. The adapter applies these (AdapterCapabilities
 *   .waitForTransactionReceipt).
 * - The send receipt wait, 25000 ms: how long the send screen waits in the foreground. Past it the
 *   transaction is not failed (it may well be mined later): the screen says it is taking longer, the visitor
 *   may leave, and the same wait goes on in the background until the 180000 ms default ends it.
 */
export const RECEIPT_WAIT = Object.freeze({
  confirmations: 1,
  retryCount: 6,
  retryDelayMs: 200,
  timeoutMs: 180_000,
});

/** The send screen's foreground wait for a receipt. */
export const SEND_RECEIPT_WAIT_MS = 25_000;

/** The delay before retry `count` (0-based): 200 ms doubling each time. */
export function receiptRetryDelayMs(count: number): number {
  return RECEIPT_WAIT.retryDelayMs * 2 ** Math.max(0, Math.floor(count));
}
