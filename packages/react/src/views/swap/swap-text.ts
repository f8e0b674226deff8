import type { SwapBlocker, SwapFailure } from '@walletport/core/swap';
import type { MessageKey } from '../../i18n/index.js';
import { failureText as sendFailureText, type KeyedText } from '../send/send-text.js';

const text = (key: MessageKey, params?: Record<string, string>): KeyedText =>
  params === undefined ? { key } : { key, params };

/** What the Review button says while the form is not complete. */
export function blockerText(blocker: SwapBlocker, symbol: string): KeyedText {
  switch (blocker) {
    case 'unavailable':
      return text('swap.blocked.unavailable');
    case 'tokens-loading':
      return text('swap.blocked.loadingTokens');
    case 'tokens-failed':
      return text('swap.blocked.unavailable');
    case 'select-from':
      return text('swap.blocked.selectFrom');
    case 'select-to':
      return text('swap.blocked.selectTo');
    case 'same-token':
      return text('swap.blocked.sameToken');
    case 'enter-amount':
      return text('swap.blocked.enterAmount');
    case 'invalid-amount':
      return text('swap.blocked.invalidAmount');
    case 'balance-loading':
      return text('swap.blocked.loadingBalance');
    case 'insufficient-balance':
      return text('swap.blocked.insufficientBalance', { symbol });
    case 'quote-loading':
      return text('swap.blocked.quoteLoading');
    case 'quote-failed':
      return text('swap.blocked.quoteFailed');
  }
}

/** A failure in plain words: the router's and the server's own, else the send wording. */
export function swapFailureText(failure: SwapFailure, slippage: number): KeyedText {
  switch (failure.code) {
    case 'SLIPPAGE':
      return text('swap.failure.SLIPPAGE', { slippage: String(slippage) });
    case 'EXPIRED':
    case 'NO_LIQUIDITY':
    case 'NO_ROUTE':
    case 'SWAPS_UNAVAILABLE':
    case 'NETWORK_NOT_SUPPORTED':
      return text(`swap.failure.${failure.code}`);
    default:
      return sendFailureText({ ...failure, code: failure.code });
  }
}
