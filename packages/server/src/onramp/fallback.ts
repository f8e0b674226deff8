/**
 * What the onramp routes answer when the provider cannot: the built-in options (USD and EUR; card
 * 10.00–7,500.00, bank account 10.00–25,000.00; no purchase currencies, since which assets a provider
 * sells is not known without it) and the placeholder quote (every value '0', the currencies asked, no
 * quote id). Both go out with the `x-walletport-fallback: 1` header so a client can tell.
 */
import type { OnrampOptions, OnrampQuote, OnrampQuoteRequest } from './provider.js';

export const FALLBACK_HEADER = 'x-walletport-fallback';

const FALLBACK_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
];

export function fallbackOptions(): OnrampOptions {
  return {
    paymentCurrencies: ['USD', 'EUR'].map((id) => ({
      id,
      payment_method_limits: FALLBACK_LIMITS.map((limit) => ({ ...limit })),
    })),
    purchaseCurrencies: [],
  };
}

export function placeholderQuote(
  request: Pick<OnrampQuoteRequest, 'purchaseCurrency' | 'paymentCurrency'>,
): OnrampQuote {
  const fiat = () => ({ value: '0', currency: request.paymentCurrency });
  return {
    paymentTotal: fiat(),
    paymentSubtotal: fiat(),
    purchaseAmount: { value: '0', currency: request.purchaseCurrency },
    coinbaseFee: fiat(),
    networkFee: fiat(),
    quoteId: '',
  };
}
