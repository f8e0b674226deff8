import { describe, expect, it } from 'vitest';
import type { ConvertSwapTransaction } from '../api/convert-api.js';
import {
  INITIAL_SWAP_STEP,
  isSwapInFlight,
  type SwapDraft,
  type SwapPlan,
  type SwapStep,
  transitionSwap,
} from './swap-steps.js';
import type { SwapToken } from './swap-tokens.js';

const token = (symbol: string, address?: string): SwapToken => ({
  key: `eip155:31337:${address ?? '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'}`,
  id: `eip155:31337:${address ?? '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'}`,
  address,
  symbol,
  name: symbol,
  decimals: 18,
  iconUrl: undefined,
  balance: 10n,
  price: undefined,
});
const draft: SwapDraft = { from: token('WPUSD', '0xe7f1'), to: token('ETH'), amount: 5n, account: '0xabc' };
const swapTx: ConvertSwapTransaction = {
  to: '0x1',
  data: '0x',
  value: 0n,
  gas: undefined,
  gasPrice: undefined,
  minimumOut: 4n,
  deadline: 1,
};
const fee = { gas: 1n, gasPrice: 1n, total: 1n };
const quote = { fromAmount: 5n, toAmount: 5n, priceImpact: '0.1', route: [] };
const withApproval: SwapPlan = {
  quote,
  approval: { tx: swapTx, fee },
  swap: swapTx,
  fee: undefined,
  loadedAt: 0,
};
const ready: SwapPlan = { ...withApproval, approval: undefined, fee };

function run(step: SwapStep, ...events: Parameters<typeof transitionSwap>[1][]): SwapStep {
  return events.reduce(transitionSwap, step);
}

describe('transitionSwap', () => {
  it('editing → review (loading) → plan ready; a plan for another draft is ignored', () => {
    const review = run(INITIAL_SWAP_STEP, { type: 'REVIEW', draft });
    expect(review).toEqual({ name: 'review', draft, plan: { status: 'loading' } });
    expect(transitionSwap(review, { type: 'PLAN_READY', draft: { ...draft }, plan: ready })).toBe(review);
    expect(run(review, { type: 'PLAN_READY', draft, plan: ready })).toMatchObject({
      plan: { status: 'ready', plan: ready },
    });
  });

  it('the approve path: approve → wallet → pending → mined → review planned again → swap → success', () => {
    let step = run(
      INITIAL_SWAP_STEP,
      { type: 'REVIEW', draft },
      { type: 'PLAN_READY', draft, plan: withApproval },
    );
    // The swap cannot be confirmed while an approval is due.
    expect(transitionSwap(step, { type: 'CONFIRM', action: 'swap' })).toBe(step);
    step = run(step, { type: 'CONFIRM', action: 'approve' });
    expect(step).toMatchObject({ name: 'approving', action: 'approve' });
    step = run(step, { type: 'SUBMITTED', hash: '0xa' });
    expect(step).toMatchObject({ name: 'pending', action: 'approve', hash: '0xa' });
    expect(transitionSwap(step, { type: 'MINED', hash: '0xother' })).toBe(step);
    step = run(step, { type: 'MINED', hash: '0xa' });
    expect(step).toEqual({ name: 'review', draft, plan: { status: 'loading' } });
    step = run(
      step,
      { type: 'PLAN_READY', draft, plan: ready },
      { type: 'CONFIRM', action: 'swap' },
      { type: 'SUBMITTED', hash: '0xb' },
      { type: 'MINED', hash: '0xb' },
    );
    expect(step).toMatchObject({ name: 'success', hash: '0xb' });
  });

  it('a failure in the wallet has no hash; one on chain keeps it; retry plans again, edit goes back', () => {
    const review = run(
      INITIAL_SWAP_STEP,
      { type: 'REVIEW', draft },
      { type: 'PLAN_READY', draft, plan: ready },
    );
    const declined = run(
      review,
      { type: 'CONFIRM', action: 'swap' },
      { type: 'FAILED', failure: { code: 'USER_REJECTED' } },
    );
    expect(declined).toMatchObject({ name: 'failed', action: 'swap', failure: { code: 'USER_REJECTED' } });
    expect(declined).not.toHaveProperty('hash');
    const reverted = run(
      review,
      { type: 'CONFIRM', action: 'swap' },
      { type: 'SUBMITTED', hash: '0xc' },
      { type: 'FAILED', hash: '0xc', failure: { code: 'SLIPPAGE' } },
    );
    expect(reverted).toMatchObject({ name: 'failed', hash: '0xc', failure: { code: 'SLIPPAGE' } });
    expect(run(reverted, { type: 'RETRY' })).toEqual({ name: 'review', draft, plan: { status: 'loading' } });
    expect(run(reverted, { type: 'EDIT' })).toBe(INITIAL_SWAP_STEP);
  });

  it('a plan that failed stays failed until retried; a late ready plan does not hide the failure', () => {
    const failed = run(
      INITIAL_SWAP_STEP,
      { type: 'REVIEW', draft },
      { type: 'PLAN_FAILED', draft, failure: { code: 'NO_ROUTE' } },
    );
    expect(failed).toMatchObject({ plan: { status: 'failed' } });
    expect(transitionSwap(failed, { type: 'PLAN_READY', draft, plan: ready })).toBe(failed);
    expect(transitionSwap(failed, { type: 'CONFIRM', action: 'swap' })).toBe(failed);
  });

  it('in flight only while the wallet or the chain has a transaction; reset always ends in editing', () => {
    const approving = run(
      INITIAL_SWAP_STEP,
      { type: 'REVIEW', draft },
      { type: 'PLAN_READY', draft, plan: ready },
      { type: 'CONFIRM', action: 'swap' },
    );
    expect(isSwapInFlight(approving)).toBe(true);
    expect(isSwapInFlight(INITIAL_SWAP_STEP)).toBe(false);
    expect(run(approving, { type: 'RESET' })).toBe(INITIAL_SWAP_STEP);
    expect(transitionSwap(INITIAL_SWAP_STEP, { type: 'RESET' })).toBe(INITIAL_SWAP_STEP);
  });
});
