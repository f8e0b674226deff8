/**
 * The send flow as an explicit state machine (docs/send-receive.md "States"):
 *
 *   editing → review → approving → pending → success
 *                 ↑         ↓          ↓
 *                 └── failed ←─────────┘      (failed → editing or → review again)
 *
 * `transitionSend` is pure: an event that does not apply to the current step returns the same object, so
 * a late answer (a fee for an abandoned review, a receipt after a reset) can never move the flow. Nothing
 * here touches the form: a failure leaves what the visitor typed as it was.
 */
import type { SendAddress } from './send-address.js';
import type { SendFeeEstimate } from './fee-estimate.js';
import type { SendFailure } from './send-failure.js';
import type { SendToken } from './send-tokens.js';

/** A send the form validated: what the review shows and the wallet is asked for. */
export interface SendDraft {
  readonly token: SendToken;
  /** In the token's smallest unit. */
  readonly amount: bigint;
  readonly from: SendAddress;
  readonly to: SendAddress;
  /** The name the visitor typed, when the recipient was resolved from one. */
  readonly name?: string | undefined;
}

/** The review's fee: estimated again for the exact transaction. */
export type ReviewFee =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly estimate: SendFeeEstimate }
  /** The node says the transaction would fail (or cannot price it): sending is not offered. */
  | { readonly status: 'failed'; readonly failure: SendFailure };

export type SendStep =
  | { readonly name: 'editing' }
  | { readonly name: 'review'; readonly draft: SendDraft; readonly fee: ReviewFee }
  | { readonly name: 'approving'; readonly draft: SendDraft; readonly fee: SendFeeEstimate }
  | {
      readonly name: 'pending';
      readonly draft: SendDraft;
      readonly fee: SendFeeEstimate;
      readonly hash: string;
      /** False past the pending-transactions limit: the hash is shown, no receipt is awaited. */
      readonly watched: boolean;
      /** The send receipt wait (25 s) passed without a receipt; the wait goes on. */
      readonly slow: boolean;
    }
  | {
      readonly name: 'success';
      readonly draft: SendDraft;
      readonly fee: SendFeeEstimate;
      readonly hash: string;
      readonly blockNumber: bigint;
      /** The hash that was mined when the wallet sped the transaction up (repriced). */
      readonly replacementHash?: string | undefined;
    }
  | {
      readonly name: 'failed';
      readonly draft: SendDraft;
      readonly failure: SendFailure;
      /** The fee the transaction was sent with (absent when the review could not price it). */
      readonly fee?: SendFeeEstimate | undefined;
      /** Set when the transaction was sent (it failed on chain, was replaced or timed out). */
      readonly hash?: string | undefined;
    };

export type SendStepName = SendStep['name'];

export type SendEvent =
  | { readonly type: 'REVIEW'; readonly draft: SendDraft }
  | { readonly type: 'FEE_READY'; readonly draft: SendDraft; readonly estimate: SendFeeEstimate }
  | { readonly type: 'FEE_FAILED'; readonly draft: SendDraft; readonly failure: SendFailure }
  | { readonly type: 'CONFIRM' }
  | { readonly type: 'SUBMITTED'; readonly hash: string; readonly watched: boolean }
  | { readonly type: 'SLOW'; readonly hash: string }
  | {
      readonly type: 'MINED';
      readonly hash: string;
      readonly blockNumber: bigint;
      readonly replacementHash?: string | undefined;
    }
  | { readonly type: 'FAILED'; readonly failure: SendFailure; readonly hash?: string | undefined }
  | { readonly type: 'EDIT' }
  | { readonly type: 'RETRY' }
  | { readonly type: 'RESET' };

export const INITIAL_SEND_STEP: SendStep = Object.freeze({ name: 'editing' });

/** The next step; the same object when `event` does not apply to `step`. */
export function transitionSend(step: SendStep, event: SendEvent): SendStep {
  switch (event.type) {
    case 'REVIEW':
      return step.name === 'editing'
        ? { name: 'review', draft: event.draft, fee: { status: 'loading' } }
        : step;
    case 'FEE_READY':
      return step.name === 'review' && step.draft === event.draft && step.fee.status === 'loading'
        ? { ...step, fee: { status: 'ready', estimate: event.estimate } }
        : step;
    case 'FEE_FAILED':
      return step.name === 'review' && step.draft === event.draft && step.fee.status === 'loading'
        ? { ...step, fee: { status: 'failed', failure: event.failure } }
        : step;
    case 'CONFIRM':
      return step.name === 'review' && step.fee.status === 'ready'
        ? { name: 'approving', draft: step.draft, fee: step.fee.estimate }
        : step;
    case 'SUBMITTED':
      return step.name === 'approving'
        ? {
            name: 'pending',
            draft: step.draft,
            fee: step.fee,
            hash: event.hash,
            watched: event.watched,
            slow: false,
          }
        : step;
    case 'SLOW':
      return step.name === 'pending' && step.hash === event.hash && step.watched && !step.slow
        ? { ...step, slow: true }
        : step;
    case 'MINED':
      return step.name === 'pending' && step.hash === event.hash
        ? {
            name: 'success',
            draft: step.draft,
            fee: step.fee,
            hash: step.hash,
            blockNumber: event.blockNumber,
            ...(event.replacementHash === undefined ? {} : { replacementHash: event.replacementHash }),
          }
        : step;
    case 'FAILED':
      if (step.name === 'approving' && event.hash === undefined) {
        return { name: 'failed', draft: step.draft, failure: event.failure, fee: step.fee };
      }
      if (step.name === 'pending' && event.hash === step.hash) {
        return { name: 'failed', draft: step.draft, failure: event.failure, fee: step.fee, hash: step.hash };
      }
      return step;
    case 'EDIT':
      return step.name === 'review' || step.name === 'failed' ? INITIAL_SEND_STEP : step;
    case 'RETRY':
      return step.name === 'failed'
        ? { name: 'review', draft: step.draft, fee: { status: 'loading' } }
        : step;
    case 'RESET':
      return step.name === 'editing' ? step : INITIAL_SEND_STEP;
  }
}

/** Steps during which the wallet or the chain has the transaction: leaving must not lose track of it. */
export function isSendInFlight(step: SendStep): boolean {
  return step.name === 'approving' || step.name === 'pending';
}
