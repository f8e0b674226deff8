import { describe, expect, it } from 'vitest';
import {
  INITIAL_ONRAMP_STEP,
  type OnrampPurchase,
  type OnrampStep,
  transitionOnramp,
} from './onramp-steps.js';

const purchase: OnrampPurchase = {
  token: {
    id: 'ETH',
    symbol: 'ETH',
    name: 'Ether',
    network: { name: 'devnet', displayName: 'Devnet', chainId: '31337', contractAddress: '' },
    address: undefined,
  },
  fiatAmount: '50',
  currency: 'USD',
  expected: '0.0171',
  provider: 'sandbox',
};
const URL = 'http://127.0.0.1:8790/checkout?sessionId=s1';
const opening = transitionOnramp(INITIAL_ONRAMP_STEP, { type: 'CONTINUE', purchase });
const waiting = transitionOnramp(opening, {
  type: 'CHECKOUT_OPENED',
  url: URL,
  sessionId: 's1',
  popupBlocked: true,
});

describe('the buy steps', () => {
  it('go editing → opening → waiting → success', () => {
    expect(opening).toEqual({ name: 'opening', purchase });
    expect(waiting).toEqual({ name: 'waiting', purchase, url: URL, sessionId: 's1', popupBlocked: true });
    expect(transitionOnramp(waiting, { type: 'ARRIVED', received: '0.0171', txHash: '0xabc' })).toEqual({
      name: 'success',
      purchase,
      received: '0.0171',
      txHash: '0xabc',
    });
  });

  it('keep the provider’s words when it declines', () => {
    expect(transitionOnramp(waiting, { type: 'DECLINED', message: 'Your card was declined.' })).toEqual({
      name: 'failed',
      purchase,
      failure: { code: 'DECLINED', message: 'Your card was declined.' },
    });
  });

  it('fail when no checkout URL could be made', () => {
    expect(transitionOnramp(opening, { type: 'CHECKOUT_FAILED' })).toMatchObject({
      name: 'failed',
      failure: { code: 'NO_CHECKOUT' },
    });
  });

  it('clear the blocked-popup link once the visitor opened it', () => {
    expect(transitionOnramp(waiting, { type: 'POPUP_OPENED' })).toMatchObject({ popupBlocked: false });
  });

  it('ignore events that do not belong to the step', () => {
    const cases: [OnrampStep, Parameters<typeof transitionOnramp>[1]][] = [
      [INITIAL_ONRAMP_STEP, { type: 'ARRIVED', received: '1', txHash: undefined }],
      [INITIAL_ONRAMP_STEP, { type: 'DECLINED', message: undefined }],
      [INITIAL_ONRAMP_STEP, { type: 'CHECKOUT_FAILED' }],
      [opening, { type: 'CONTINUE', purchase }],
      [opening, { type: 'ARRIVED', received: '1', txHash: undefined }],
      [opening, { type: 'RESET' }],
      [waiting, { type: 'CHECKOUT_FAILED' }],
    ];
    for (const [step, event] of cases) expect(transitionOnramp(step, event)).toBe(step);
  });

  it('go back to the form from waiting, success or failure', () => {
    const failed = transitionOnramp(waiting, { type: 'DECLINED', message: undefined });
    expect(transitionOnramp(failed, { type: 'RESET' })).toBe(INITIAL_ONRAMP_STEP);
    expect(transitionOnramp(waiting, { type: 'RESET' })).toBe(INITIAL_ONRAMP_STEP);
  });
});
