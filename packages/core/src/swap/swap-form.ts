/**
 * Can the swap form go to review, and if not, the first reason why (docs/swap.md "Form"). The Swap
 * button says the reason; the order is the order a visitor fills the form in.
 */
import type { ConvertQuote } from '../api/convert-api.js';
import type { SendAmount } from '../send/amount.js';
import type { SwapFailure } from './swap-failure.js';
import type { SwapDraft } from './swap-steps.js';
import type { SwapToken } from './swap-tokens.js';

/** The quote while editing: fetched 300 ms after the last keystroke, again once 15 s old. */
export type QuoteState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly quote: ConvertQuote;
      readonly loadedAt: number;
      /** A newer quote for the same input is on its way (the shown one is older than 15 s). */
      readonly refreshing: boolean;
    }
  | { readonly status: 'failed'; readonly failure: SwapFailure };

export type SwapBlocker =
  | 'unavailable'
  | 'tokens-loading'
  /** The token list did not load (or the network has none): nothing to swap here now. */
  | 'tokens-failed'
  | 'select-from'
  | 'select-to'
  | 'same-token'
  | 'enter-amount'
  | 'invalid-amount'
  | 'balance-loading'
  | 'insufficient-balance'
  | 'quote-loading'
  | 'quote-failed';

export type SwapCheck =
  | { readonly ok: true; readonly draft: SwapDraft }
  | { readonly ok: false; readonly reason: SwapBlocker };

export interface SwapCheckInput {
  account: string | undefined;
  tokens: 'loading' | 'ready' | 'failed';
  from: SwapToken | undefined;
  to: SwapToken | undefined;
  amount: SendAmount;
  quote: QuoteState;
}

export function checkSwapForm(input: SwapCheckInput): SwapCheck {
  const fail = (reason: SwapBlocker): SwapCheck => ({ ok: false, reason });
  const { from, to, amount, quote } = input;
  if (input.account === undefined) return fail('unavailable');
  if (input.tokens === 'failed') return fail('tokens-failed');
  if (input.tokens === 'loading') return fail('tokens-loading');
  if (from === undefined) return fail('select-from');
  if (to === undefined) return fail('select-to');
  if (from.key === to.key) return fail('same-token');
  if (amount.problem === 'empty' || amount.problem === 'zero') return fail('enter-amount');
  if (amount.problem !== undefined) return fail('invalid-amount');
  if (from.balance === undefined) return fail('balance-loading');
  if (amount.value > from.balance) return fail('insufficient-balance');
  if (quote.status === 'failed') return fail('quote-failed');
  if (quote.status !== 'ready') return fail('quote-loading');
  return { ok: true, draft: { from, to, amount: amount.value, account: input.account } };
}
