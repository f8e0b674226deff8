/**
 * The quote as the form shows it (docs/onramp.md "Quote"). The server answers a placeholder (every value
 * '0', no quote id) when its provider failed: that is "no quote", never a price of zero.
 */
import type { OnrampQuote } from '../api/onramp-api.js';

export type OnrampQuoteState =
  /** Nothing to quote yet: no valid amount, token or currency. */
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly quote: OnrampQuote }
  /** The provider gave no price (placeholder quote) or the request failed. */
  | { readonly status: 'unavailable' };

const isZero = (value: string) => !/[1-9]/.test(value);

/** A placeholder quote: no id, or nothing bought and nothing paid. */
export function isPlaceholderQuote(quote: OnrampQuote): boolean {
  return quote.quoteId === '' || (isZero(quote.purchaseAmount.value) && isZero(quote.paymentTotal.value));
}

/** How long the form waits after the last change before asking for a quote. */
export const QUOTE_DELAY_MS = 300;
