/**
 * The review's plan and the sending of its transactions (docs/swap.md "Review" and "What is sent").
 * The plan asks the server for a fresh quote and, for a token sell, the router's allowance; when it is
 * below the amount, the approval (exactly the amount) comes first and the swap is built without an
 * estimate. Fees are priced by core from the adapter's gas inputs, as a send's are, and a transaction
 * goes out with that gas (plus headroom) and those fee fields: what the review showed is what the wallet
 * is asked for.
 */
import { type ChainAdapter, hasCapability } from '../adapter/index.js';
import type { ConvertApiClient, ConvertTransaction } from '../api/convert-api.js';
import type { CaipNetwork } from '../networks/index.js';
import { estimateSendFee, feeFieldsOf, type SendFeeEstimate } from '../send/fee-estimate.js';
import { RECEIPT_WAIT } from '../send/receipt-wait.js';
import { outcomeOfReceipt } from '../send/send-failure.js';
import { describeSwapError, describeSwapRevert } from './swap-failure.js';
import { gasWithHeadroom } from './swap-math.js';
import type { SwapDraft, SwapEvent, SwapPlan } from './swap-steps.js';

export interface PlanContext {
  api: ConvertApiClient;
  adapter: ChainAdapter;
  network: CaipNetwork;
  slippage: number;
  now(): number;
}

/** The visitor's account as the convert API names it (CAIP-10). */
export function userAccountId(network: CaipNetwork, address: string): string {
  return `${network.caipNetworkId}:${address}`;
}

function feeOf(ctx: PlanContext, from: string, tx: ConvertTransaction): Promise<SendFeeEstimate> {
  return estimateSendFee(ctx.adapter, {
    from,
    to: tx.to,
    data: tx.data,
    ...(tx.value === 0n ? {} : { value: tx.value }),
    chainId: ctx.network.id,
  });
}

/** Loads what the review shows for `draft`. Rejects with the server's or the node's error. */
export async function loadSwapPlan(ctx: PlanContext, draft: SwapDraft): Promise<SwapPlan> {
  const pair = {
    userAddress: userAccountId(ctx.network, draft.account),
    from: draft.from.id,
    to: draft.to.id,
    amount: draft.amount,
  };
  const [quote, allowance] = await Promise.all([
    ctx.api.getQuote(pair),
    draft.from.address === undefined
      ? undefined
      : ctx.api.getAllowance({ tokenAddress: draft.from.id, userAddress: pair.userAddress }),
  ]);
  const short = allowance !== undefined && allowance < draft.amount;
  const [approval, swap] = await Promise.all([
    short
      ? ctx.api.buildApprove(pair).then(async (tx) => ({ tx, fee: await feeOf(ctx, draft.account, tx) }))
      : undefined,
    ctx.api.buildTransaction({ ...pair, slippage: ctx.slippage, disableEstimate: short }),
  ]);
  const fee = short ? undefined : await feeOf(ctx, draft.account, swap);
  return { quote, approval, swap, fee, loadedAt: ctx.now() };
}

export interface SubmitParams {
  adapter: ChainAdapter;
  network: CaipNetwork;
  tx: ConvertTransaction;
  fee: SendFeeEstimate;
  dispatch(event: SwapEvent): void;
  /** Called once the chain has the transaction, whatever its outcome (a revert spends gas too). */
  refreshBalances(): void;
}

/** Sends one transaction and follows it to its receipt, reporting through `dispatch`. Never rejects. */
export async function submitSwapTransaction(params: SubmitParams): Promise<void> {
  const { adapter, network, tx, fee, dispatch } = params;
  let hash: string;
  try {
    hash = await adapter.sendTransaction({
      to: tx.to,
      data: tx.data,
      ...(tx.value === 0n ? {} : { value: tx.value }),
      ...(fee.gas === undefined ? {} : { gas: gasWithHeadroom(fee.gas) }),
      ...feeFieldsOf(fee),
      chainId: network.id,
    });
  } catch (error) {
    dispatch({ type: 'FAILED', failure: describeSwapError(error) });
    return;
  }
  dispatch({ type: 'SUBMITTED', hash });
  if (!hasCapability(adapter, 'waitForTransactionReceipt')) {
    // Without receipts the outcome cannot be known here: the hash is what the visitor gets.
    dispatch({ type: 'MINED', hash });
    return;
  }
  try {
    const receipt = await adapter.waitForTransactionReceipt({
      hash,
      chainId: network.id,
      timeoutMs: RECEIPT_WAIT.timeoutMs,
    });
    const outcome = outcomeOfReceipt(receipt);
    dispatch(
      outcome.ok
        ? { type: 'MINED', hash }
        : { type: 'FAILED', hash, failure: describeSwapRevert(outcome.failure) },
    );
    params.refreshBalances();
  } catch (error) {
    dispatch({ type: 'FAILED', hash, failure: describeSwapError(error) });
  }
}
