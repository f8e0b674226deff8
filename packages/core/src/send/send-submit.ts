/**
 * Sending what the review showed, and following it to its receipt (docs/send-receive.md "Receipt
 * timings"): the wallet is asked with the reviewed fee fields (send-transaction.ts says through which call); the hash joins the pending list (when it
 * has room and the adapter can wait for receipts); the screen is told after the send receipt wait (25 s)
 * that it is taking longer, while the wait itself goes on to the default 180 s. Balances are refreshed once
 * the chain has the transaction, whatever its outcome: even a revert spends gas.
 */
import { type ChainAdapter, hasCapability } from '../adapter/index.js';
import type { Clock } from '../connection/ports.js';
import { formatUnits } from '../format/units.js';
import type { Timers } from '../modal/ports.js';
import type { CaipNetwork } from '../networks/index.js';
import {
  addPendingTransaction,
  type PendingTransaction,
  removePendingTransaction,
} from './pending-transactions.js';
import { RECEIPT_WAIT, SEND_RECEIPT_WAIT_MS } from './receipt-wait.js';
import { describeSendError, outcomeOfReceipt } from './send-failure.js';
import type { SendEvent, SendStep } from './send-steps.js';
import { type SendTransaction, sendThroughAdapter } from './send-transaction.js';

export interface SubmitSendParams {
  step: Extract<SendStep, { name: 'approving' }>;
  adapter: ChainAdapter;
  network: CaipNetwork;
  transaction: SendTransaction;
  dispatch(event: SendEvent): void;
  pending: { get(): readonly PendingTransaction[]; set(list: readonly PendingTransaction[]): void };
  timers: Timers;
  clock: Clock;
  refreshBalances(): Promise<unknown>;
}

/** Runs one send from approval to outcome, reporting each step through `dispatch`. Never rejects. */
export async function submitSend(params: SubmitSendParams): Promise<void> {
  const { step, adapter, network, dispatch } = params;
  let hash: string;
  try {
    hash = await sendThroughAdapter(adapter, params.transaction, network.id, step.fee);
  } catch (error) {
    dispatch({ type: 'FAILED', failure: describeSendError(error) });
    return;
  }
  const entry: PendingTransaction = {
    hash,
    caipNetworkId: network.caipNetworkId,
    from: step.draft.from,
    to: step.draft.to,
    amountText: formatUnits(step.draft.amount, step.draft.token.decimals),
    symbol: step.draft.token.symbol,
    submittedAt: params.clock.now(),
  };
  const canWait = hasCapability(adapter, 'waitForTransactionReceipt');
  const added = canWait
    ? addPendingTransaction(params.pending.get(), entry)
    : { list: params.pending.get(), watched: false };
  params.pending.set(added.list);
  dispatch({ type: 'SUBMITTED', hash, watched: added.watched });
  if (!added.watched || !hasCapability(adapter, 'waitForTransactionReceipt')) return;

  const slow = params.timers.setTimeout(() => dispatch({ type: 'SLOW', hash }), SEND_RECEIPT_WAIT_MS);
  try {
    const receipt = await adapter.waitForTransactionReceipt({
      hash,
      chainId: network.id,
      timeoutMs: RECEIPT_WAIT.timeoutMs,
    });
    const outcome = outcomeOfReceipt(receipt);
    dispatch(
      outcome.ok
        ? { type: 'MINED', hash, blockNumber: outcome.blockNumber, replacementHash: outcome.replacementHash }
        : { type: 'FAILED', hash, failure: outcome.failure },
    );
    void params.refreshBalances();
  } catch (error) {
    dispatch({ type: 'FAILED', hash, failure: describeSendError(error) });
  } finally {
    params.timers.clearTimeout(slow);
    params.pending.set(removePendingTransaction(params.pending.get(), hash));
  }
}
