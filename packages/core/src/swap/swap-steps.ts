/**
 * The swap flow as an explicit state machine (docs/swap.md "States"):
 *
 *   editing → review ─(approve)→ approving → pending ─(approval mined)→ review (planned again)
 *                │
 *                └──(swap)────→ approving → pending → success
 *                      ↑             ↓          ↓
 *                      └──────── failed ←───────┘      (failed → editing, or → review again)
 *
 * `transitionSwap` is pure: an event that does not apply to the current step returns the same object, so
 * a late answer (a plan for an abandoned review, a receipt after a reset) never moves the flow.
 */
import type { ConvertQuote, ConvertSwapTransaction, ConvertTransaction } from '../api/convert-api.js';
import type { SendFeeEstimate } from '../send/fee-estimate.js';
import type { SwapFailure } from './swap-failure.js';
import type { SwapToken } from './swap-tokens.js';

/** A swap the form validated: what the review plans and the wallet is asked for. */
export interface SwapDraft {
  readonly from: SwapToken;
  readonly to: SwapToken;
  /** Of `from`, in base units. */
  readonly amount: bigint;
  /** The account (EIP-55). */
  readonly account: string;
}

/** What the review loaded for the draft: a fresh quote, the approval when the allowance is short, the swap. */
export interface SwapPlan {
  readonly quote: ConvertQuote;
  /** Present while the router's allowance is below the amount: approve first. */
  readonly approval: { readonly tx: ConvertTransaction; readonly fee: SendFeeEstimate } | undefined;
  readonly swap: ConvertSwapTransaction;
  /** The swap's fee; undefined while an approval is due (the node cannot price a swap it would refuse). */
  readonly fee: SendFeeEstimate | undefined;
  /** When it was loaded (ms); a review refreshes it after the quote TTL. */
  readonly loadedAt: number;
}

export type ReviewPlan =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly plan: SwapPlan }
  | { readonly status: 'failed'; readonly failure: SwapFailure };

/** Which transaction a step is about. */
export type SwapAction = 'approve' | 'swap';

export type SwapStep =
  | { readonly name: 'editing' }
  | { readonly name: 'review'; readonly draft: SwapDraft; readonly plan: ReviewPlan }
  | {
      readonly name: 'approving';
      readonly draft: SwapDraft;
      readonly plan: SwapPlan;
      readonly action: SwapAction;
    }
  | {
      readonly name: 'pending';
      readonly draft: SwapDraft;
      readonly plan: SwapPlan;
      readonly action: SwapAction;
      readonly hash: string;
    }
  | { readonly name: 'success'; readonly draft: SwapDraft; readonly plan: SwapPlan; readonly hash: string }
  | {
      readonly name: 'failed';
      readonly draft: SwapDraft;
      readonly action: SwapAction | 'plan';
      readonly failure: SwapFailure;
      readonly plan?: SwapPlan | undefined;
      /** Set when the transaction was sent (it failed on chain). */
      readonly hash?: string | undefined;
    };

export type SwapStepName = SwapStep['name'];

export type SwapEvent =
  | { readonly type: 'REVIEW'; readonly draft: SwapDraft }
  | { readonly type: 'PLAN_READY'; readonly draft: SwapDraft; readonly plan: SwapPlan }
  | { readonly type: 'PLAN_FAILED'; readonly draft: SwapDraft; readonly failure: SwapFailure }
  | { readonly type: 'CONFIRM'; readonly action: SwapAction }
  | { readonly type: 'SUBMITTED'; readonly hash: string }
  | { readonly type: 'MINED'; readonly hash: string }
  | { readonly type: 'FAILED'; readonly failure: SwapFailure; readonly hash?: string | undefined }
  | { readonly type: 'EDIT' }
  | { readonly type: 'RETRY' }
  | { readonly type: 'RESET' };

export const INITIAL_SWAP_STEP: SwapStep = Object.freeze({ name: 'editing' });

/** The action the review offers next: approve while the allowance is short, else swap. */
export function nextAction(plan: SwapPlan): SwapAction {
  return plan.approval === undefined ? 'swap' : 'approve';
}

/** The next step; the same object when `event` does not apply to `step`. */
export function transitionSwap(step: SwapStep, event: SwapEvent): SwapStep {
  switch (event.type) {
    case 'REVIEW':
      return step.name === 'editing'
        ? { name: 'review', draft: event.draft, plan: { status: 'loading' } }
        : step;
    case 'PLAN_READY':
      // A refreshed plan replaces the one shown; a plan for another draft is ignored.
      return step.name === 'review' && step.draft === event.draft && step.plan.status !== 'failed'
        ? { ...step, plan: { status: 'ready', plan: event.plan } }
        : step;
    case 'PLAN_FAILED':
      return step.name === 'review' && step.draft === event.draft
        ? { ...step, plan: { status: 'failed', failure: event.failure } }
        : step;
    case 'CONFIRM': {
      if (step.name !== 'review' || step.plan.status !== 'ready') return step;
      const { plan } = step.plan;
      if (nextAction(plan) !== event.action) return step;
      if (event.action === 'swap' && plan.fee === undefined) return step;
      return { name: 'approving', draft: step.draft, plan, action: event.action };
    }
    case 'SUBMITTED':
      return step.name === 'approving' ? { ...step, name: 'pending', hash: event.hash } : step;
    case 'MINED':
      if (step.name !== 'pending' || step.hash !== event.hash) return step;
      // An approval mined: plan the swap again (the allowance now covers it).
      return step.action === 'approve'
        ? { name: 'review', draft: step.draft, plan: { status: 'loading' } }
        : { name: 'success', draft: step.draft, plan: step.plan, hash: step.hash };
    case 'FAILED':
      if (step.name === 'approving' && event.hash === undefined) {
        return {
          name: 'failed',
          draft: step.draft,
          action: step.action,
          failure: event.failure,
          plan: step.plan,
        };
      }
      if (step.name === 'pending' && event.hash === step.hash) {
        return {
          name: 'failed',
          draft: step.draft,
          action: step.action,
          failure: event.failure,
          plan: step.plan,
          hash: step.hash,
        };
      }
      return step;
    case 'EDIT':
      return step.name === 'review' || step.name === 'failed' ? INITIAL_SWAP_STEP : step;
    case 'RETRY':
      return step.name === 'failed'
        ? { name: 'review', draft: step.draft, plan: { status: 'loading' } }
        : step;
    case 'RESET':
      return step.name === 'editing' ? step : INITIAL_SWAP_STEP;
  }
}

/** Steps during which the wallet or the chain has a transaction: leaving must not lose track of it. */
export function isSwapInFlight(step: SwapStep): boolean {
  return step.name === 'approving' || step.name === 'pending';
}
