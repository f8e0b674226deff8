import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SendFeeEstimate } from './fee-estimate.js';
import {
  INITIAL_SEND_STEP,
  isSendInFlight,
  type SendDraft,
  type SendEvent,
  type SendStep,
  transitionSend,
} from './send-steps.js';
import { NATIVE_TOKEN_KEY } from './send-tokens.js';

const draft: SendDraft = {
  token: {
    key: NATIVE_TOKEN_KEY,
    address: undefined,
    symbol: 'ETH',
    name: 'Ether',
    decimals: 18,
    balance: 10n,
    caipNetworkId: 'eip155:31337',
    price: undefined,
    iconUrl: undefined,
  },
  amount: 1n,
  from: '0x0000000000000000000000000000000000000001',
  to: '0x0000000000000000000000000000000000000002',
};
const fee: SendFeeEstimate = { total: 21_000n };
const failure = { code: 'INSUFFICIENT_FUNDS' } as const;

const review: SendStep = { name: 'review', draft, fee: { status: 'loading' } };
const reviewReady: SendStep = { name: 'review', draft, fee: { status: 'ready', estimate: fee } };
const approving: SendStep = { name: 'approving', draft, fee };
const pending: SendStep = { name: 'pending', draft, fee, hash: '0xh', watched: true, slow: false };
const success: SendStep = { name: 'success', draft, fee, hash: '0xh', blockNumber: 5n };
const failed: SendStep = { name: 'failed', draft, failure, fee };
const STEPS = [INITIAL_SEND_STEP, review, reviewReady, approving, pending, success, failed];

describe('transitionSend, rule by rule', () => {
  it('editing → review on REVIEW, the fee loading', () => {
    expect(transitionSend(INITIAL_SEND_STEP, { type: 'REVIEW', draft })).toEqual(review);
  });

  it('the review fee arrives or fails — only for the draft under review, once', () => {
    expect(transitionSend(review, { type: 'FEE_READY', draft, estimate: fee })).toEqual(reviewReady);
    expect(transitionSend(review, { type: 'FEE_FAILED', draft, failure })).toEqual({
      ...review,
      fee: { status: 'failed', failure },
    });
    const otherDraft = { ...draft };
    expect(transitionSend(review, { type: 'FEE_READY', draft: otherDraft, estimate: fee })).toBe(review);
    expect(transitionSend(reviewReady, { type: 'FEE_FAILED', draft, failure })).toBe(reviewReady);
  });

  it('review → approving on CONFIRM, only with a fee', () => {
    expect(transitionSend(reviewReady, { type: 'CONFIRM' })).toEqual(approving);
    expect(transitionSend(review, { type: 'CONFIRM' })).toBe(review);
  });

  it('approving → pending on SUBMITTED, or → failed on FAILED', () => {
    expect(transitionSend(approving, { type: 'SUBMITTED', hash: '0xh', watched: true })).toEqual(pending);
    expect(transitionSend(approving, { type: 'FAILED', failure })).toEqual(failed);
  });

  it('pending turns slow once, and ends in success or failure for its own hash only', () => {
    expect(transitionSend(pending, { type: 'SLOW', hash: '0xh' })).toEqual({ ...pending, slow: true });
    expect(transitionSend(pending, { type: 'SLOW', hash: '0xother' })).toBe(pending);
    expect(transitionSend(pending, { type: 'MINED', hash: '0xh', blockNumber: 5n })).toEqual(success);
    expect(
      transitionSend(pending, { type: 'MINED', hash: '0xh', blockNumber: 5n, replacementHash: '0xn' }),
    ).toEqual({
      ...success,
      replacementHash: '0xn',
    });
    expect(transitionSend(pending, { type: 'MINED', hash: '0xother', blockNumber: 5n })).toBe(pending);
    expect(transitionSend(pending, { type: 'FAILED', failure, hash: '0xh' })).toEqual({
      ...failed,
      hash: '0xh',
    });
    expect(transitionSend(pending, { type: 'FAILED', failure })).toBe(pending);
  });

  it('an unwatched pending transaction never turns slow', () => {
    const unwatched: SendStep = { ...pending, watched: false } as SendStep;
    expect(transitionSend(unwatched, { type: 'SLOW', hash: '0xh' })).toBe(unwatched);
  });

  it('EDIT leaves review or failure for the form; RETRY reviews the failed draft again', () => {
    expect(transitionSend(reviewReady, { type: 'EDIT' })).toBe(INITIAL_SEND_STEP);
    expect(transitionSend(failed, { type: 'EDIT' })).toBe(INITIAL_SEND_STEP);
    expect(transitionSend(failed, { type: 'RETRY' })).toEqual(review);
    expect(transitionSend(approving, { type: 'EDIT' })).toBe(approving);
    expect(transitionSend(pending, { type: 'EDIT' })).toBe(pending);
  });

  it('RESET returns every step to editing', () => {
    for (const step of STEPS) expect(transitionSend(step, { type: 'RESET' })).toEqual(INITIAL_SEND_STEP);
  });

  it('approving and pending are in flight; nothing else is', () => {
    expect(STEPS.filter(isSendInFlight)).toEqual([approving, pending]);
  });

  it('property: an event that does not apply returns the very same step', () => {
    const events: SendEvent[] = [
      { type: 'REVIEW', draft },
      { type: 'FEE_READY', draft, estimate: fee },
      { type: 'FEE_FAILED', draft, failure },
      { type: 'CONFIRM' },
      { type: 'SUBMITTED', hash: '0xh', watched: true },
      { type: 'SLOW', hash: '0xh' },
      { type: 'MINED', hash: '0xh', blockNumber: 1n },
      { type: 'FAILED', failure },
      { type: 'FAILED', failure, hash: '0xh' },
      { type: 'EDIT' },
      { type: 'RETRY' },
      { type: 'RESET' },
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...events), { maxLength: 30 }), (sequence) => {
        let step: SendStep = INITIAL_SEND_STEP;
        for (const event of sequence) {
          const next = transitionSend(step, event);
          // success is only ever reached from pending, and only pending/approving lead to failed
          if (next.name === 'success' && next !== step) expect(step.name).toBe('pending');
          if (next.name === 'failed' && next !== step) expect(['approving', 'pending']).toContain(step.name);
          if (next.name === 'approving' && next !== step) expect(step.name).toBe('review');
          step = next;
        }
      }),
    );
  });
});
