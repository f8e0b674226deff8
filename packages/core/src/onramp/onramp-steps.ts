/**
 * The buy's steps (docs/onramp.md "Steps"), a pure transition function so every rule is a test:
 * editing → opening (asking the server for the checkout URL) → waiting (the provider's page is open,
 * or a link to it when the browser blocked the popup) → success (the tokens arrived) | failed (the
 * provider declined, or the URL could not be made). Failure and success go back to editing.
 */
import type { OnrampToken } from './onramp-tokens.js';

/** What one purchase is: fixed when Continue is pressed. */
export interface OnrampPurchase {
  readonly token: OnrampToken;
  /** The fiat amount as sent ('50'). */
  readonly fiatAmount: string;
  readonly currency: string;
  /** The quoted amount of the token, whole units; undefined without a quote. */
  readonly expected: string | undefined;
  readonly provider: string | undefined;
}

export type OnrampFailure =
  /** The provider declined: its own words, when it gave any. */
  | { readonly code: 'DECLINED'; readonly message: string | undefined }
  /** The server could not make a checkout URL. */
  | { readonly code: 'NO_CHECKOUT' };

export type OnrampStep =
  | { readonly name: 'editing' }
  | { readonly name: 'opening'; readonly purchase: OnrampPurchase }
  | {
      readonly name: 'waiting';
      readonly purchase: OnrampPurchase;
      readonly url: string;
      readonly sessionId: string | undefined;
      /** The browser refused the popup: the view offers a link instead. */
      readonly popupBlocked: boolean;
    }
  | {
      readonly name: 'success';
      readonly purchase: OnrampPurchase;
      /** Whole units that arrived. */
      readonly received: string;
      readonly txHash: string | undefined;
    }
  | { readonly name: 'failed'; readonly purchase: OnrampPurchase; readonly failure: OnrampFailure };

export type OnrampStepName = OnrampStep['name'];

export type OnrampEvent =
  | { readonly type: 'CONTINUE'; readonly purchase: OnrampPurchase }
  | {
      readonly type: 'CHECKOUT_OPENED';
      readonly url: string;
      readonly sessionId: string | undefined;
      readonly popupBlocked: boolean;
    }
  | { readonly type: 'POPUP_OPENED' }
  | { readonly type: 'CHECKOUT_FAILED' }
  | { readonly type: 'ARRIVED'; readonly received: string; readonly txHash: string | undefined }
  | { readonly type: 'DECLINED'; readonly message: string | undefined }
  | { readonly type: 'RESET' };

export const INITIAL_ONRAMP_STEP: OnrampStep = Object.freeze({ name: 'editing' });

/** The next step; the same object when the event does not apply to this step. */
export function transitionOnramp(step: OnrampStep, event: OnrampEvent): OnrampStep {
  switch (event.type) {
    case 'CONTINUE':
      return step.name === 'editing' ? { name: 'opening', purchase: event.purchase } : step;
    case 'CHECKOUT_OPENED':
      return step.name === 'opening'
        ? {
            name: 'waiting',
            purchase: step.purchase,
            url: event.url,
            sessionId: event.sessionId,
            popupBlocked: event.popupBlocked,
          }
        : step;
    case 'POPUP_OPENED':
      return step.name === 'waiting' && step.popupBlocked ? { ...step, popupBlocked: false } : step;
    case 'CHECKOUT_FAILED':
      return step.name === 'opening'
        ? { name: 'failed', purchase: step.purchase, failure: { code: 'NO_CHECKOUT' } }
        : step;
    case 'ARRIVED':
      return step.name === 'waiting'
        ? { name: 'success', purchase: step.purchase, received: event.received, txHash: event.txHash }
        : step;
    case 'DECLINED':
      return step.name === 'waiting'
        ? { name: 'failed', purchase: step.purchase, failure: { code: 'DECLINED', message: event.message } }
        : step;
    case 'RESET':
      return step.name === 'editing' || step.name === 'opening' ? step : INITIAL_ONRAMP_STEP;
  }
}
