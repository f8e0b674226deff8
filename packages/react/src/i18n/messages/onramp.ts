// Buy (docs/onramp.md). The provider's own words (a declined card) are shown as it wrote them; these are
// the modal's.
export const onramp = {
  'onramp.title': 'Buy',
  'onramp.fiatSelect.title': 'Select currency',
  'onramp.tokenSelect.title': 'Select token',
  'onramp.inProgress.title': 'Buy',

  // The form
  'onramp.amountLabel': 'You pay',
  'onramp.changeCurrency': '{currency}, change currency',
  'onramp.limits': 'From {min} to {max}',
  'onramp.methodLabel': 'Pay with',
  'onramp.method.card': 'Card',
  'onramp.method.ach_bank_account': 'Bank account',
  'onramp.tokenLabel': 'You get',
  'onramp.changeToken': '{symbol}, change token',
  'onramp.providerLabel': 'Provider',
  'onramp.amount.invalid': 'Enter an amount such as 50 or 49.99.',
  'onramp.amount.tooPrecise': 'Use at most two decimals.',
  'onramp.amount.belowMin': 'The minimum is {min}.',
  'onramp.amount.aboveMax': 'The maximum is {max}.',
  'onramp.quote.receive': 'You receive',
  'onramp.quote.providerFee': 'Provider fee',
  'onramp.quote.networkFee': 'Network fee',
  'onramp.quote.total': 'Total',
  'onramp.quote.loading': 'Getting a quote',
  'onramp.quote.unavailable': 'No quote right now. The provider shows the final price before you pay.',
  'onramp.quote.hint': 'Enter an amount to see what it buys.',
  'onramp.continue': 'Continue',
  'onramp.blocked.enterAmount': 'Enter an amount',
  'onramp.blocked.invalidAmount': 'Check the amount',
  'onramp.blocked.nothingToBuy': 'Nothing to buy here',
  'onramp.blocked.quoting': 'Getting a quote',
  'onramp.unavailable': 'Buying is not available for this account.',
  'onramp.loadFailed': 'Buy could not load. Check your connection and try again.',
  'onramp.optionsFailed': 'The providers could not be reached. Try again in a moment.',
  'onramp.noTokens': 'No provider sells tokens on {network}. Switch networks to buy.',

  // The lists
  'onramp.fiatSelect.listLabel': 'Currencies',
  'onramp.tokenSelect.listLabel': 'Tokens you can buy on {network}',

  // After Continue
  'onramp.opening': 'Opening the checkout',
  'onramp.waiting': 'Finish paying in the checkout',
  'onramp.waitingHint': 'Your {symbol} shows up here once the provider sends it. Keep this window open.',
  'onramp.popupBlocked': 'Your browser blocked the checkout window.',
  'onramp.openCheckout': 'Open the checkout',
  'onramp.opensInNewTab': '(opens in a new tab)',
  'onramp.success': 'Purchase complete',
  'onramp.successDetail': '{amount} arrived in your wallet.',
  'onramp.failed': 'Purchase failed',
  'onramp.failed.declined': 'The provider declined the payment.',
  'onramp.failed.noCheckout': 'The checkout could not be opened.',
  'onramp.nothingArrived': 'Nothing arrived in your wallet.',
  'onramp.tryAgain': 'Try again',
  'onramp.backToAccount': 'Back to account',
} as const;

/** What each locale's onramp strings must hold (locales/onramp/<locale>.ts): every key, as text. */
export type OnrampMessages = { readonly [K in keyof typeof onramp]: string };
