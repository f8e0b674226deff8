// Onramp (docs/onramp.md): the `@walletport/core/onramp` entry. Its own entry rather than the internal
// barrel, so the flow and its rules reach a page only through the OnRamp views' chunks (the eager feature,
// feature/install-onramp.ts, loads the flow with import()).
export {
  createOnrampApiClient,
  type OnrampApiClient,
  type OnrampCheckout,
  type OnrampMethodLimit,
  type OnrampMoney,
  type OnrampNetwork,
  type OnrampOptions,
  type OnrampPaymentCurrency,
  type OnrampPurchaseCurrency,
  type OnrampQuote,
  type OnrampQuoteRequest,
  type OnrampSessionStatus,
  type OnrampUrlRequest,
  parseOnrampOptions,
  parseOnrampQuote,
  parseOnrampStatus,
} from '../api/onramp-api.js';
export {
  centsOf,
  centsText,
  FIAT_FRACTION_DIGITS,
  type FiatAmount,
  type FiatAmountProblem,
  type FiatLimits,
  readFiatAmount,
} from './fiat-amount.js';
export { ARRIVAL_SHARE, arrivedAmount, DELIVERY_POLL_MS, type DeliveryCheck } from './onramp-delivery.js';
export {
  type CheckoutWindow,
  createOnrampFlow,
  type OnrampAccount,
  type OnrampFlow,
  type OnrampFlowDeps,
  type OnrampFlowState,
  type OnrampForm,
  type OnrampOptionsState,
} from './onramp-flow.js';
export { isPlaceholderQuote, type OnrampQuoteState, QUOTE_DELAY_MS } from './onramp-quote.js';
export {
  INITIAL_ONRAMP_STEP,
  type OnrampEvent,
  type OnrampFailure,
  type OnrampPurchase,
  type OnrampStep,
  type OnrampStepName,
  transitionOnramp,
} from './onramp-steps.js';
export { DEFAULT_PAYMENT_METHOD, limitsOf, type OnrampToken, onrampTokensFor } from './onramp-tokens.js';
export type { OnrampService } from './feature/install-onramp.js';
