// Swap (docs/swap.md). A failure is a code from core's swap flow (SwapFailureCode) worded here; the send
// failure codes it shares with Send are worded by the send.failure.* texts. 'No route for this pair' and
// 'Network not supported for Swaps' are the server's texts, kept word for word.
export const swap = {
  'swap.title': 'Swap',
  'swap.selectToken.title': 'Select token',
  'swap.preview.title': 'Review swap',

  // The form
  'swap.pay': 'You pay',
  'swap.receive': 'You receive',
  'swap.balance': 'Balance {amount}',
  'swap.max': 'Max',
  'swap.selectToken': 'Select token',
  'swap.changeFrom': 'Pay with {symbol}, change token',
  'swap.changeTo': 'Receive {symbol}, change token',
  'swap.chooseFrom': 'Choose the token to pay with',
  'swap.chooseTo': 'Choose the token to receive',
  'swap.flip': 'Switch the tokens',
  'swap.fiatValue': '≈ {value}',
  'swap.rate': '1 {from} ≈ {amount} {to}',
  'swap.priceImpact': 'Price impact',
  'swap.slippage': 'Max. slippage',
  'swap.percent': '{value}%',
  'swap.quoteLoading': 'Getting a quote',
  'swap.quoteRefreshing': 'Updating the quote',
  'swap.review': 'Review swap',
  'swap.inFlight': 'A swap is in progress.',
  'swap.viewSwap': 'View swap',
  'swap.unavailable': 'Swaps are not available for this account.',
  'swap.loadFailed': 'Swap could not load. Check your connection and try again.',
  'swap.tokensFailed': 'Could not load the tokens to swap.',
  'swap.highImpact': 'This swap moves the price a lot. You may get much less than the market rate.',

  // What the button says while the form is not complete
  'swap.blocked.unavailable': 'Swaps unavailable',
  'swap.blocked.loadingTokens': 'Loading tokens',
  'swap.blocked.selectFrom': 'Select a token to pay with',
  'swap.blocked.selectTo': 'Select a token to receive',
  'swap.blocked.sameToken': 'Choose two different tokens',
  'swap.blocked.enterAmount': 'Enter an amount',
  'swap.blocked.invalidAmount': 'Enter a valid amount',
  'swap.blocked.loadingBalance': 'Loading balance',
  'swap.blocked.insufficientBalance': 'Not enough {symbol}',
  'swap.blocked.quoteLoading': 'Getting a quote',
  'swap.blocked.quoteFailed': 'No quote available',

  // Failures the router or the server name
  'swap.failure.SLIPPAGE':
    'The price moved more than your {slippage}% slippage. Nothing was swapped — get a new quote and try again.',
  'swap.failure.EXPIRED': 'The swap waited too long and expired. Nothing was swapped — try again.',
  'swap.failure.NO_LIQUIDITY': 'There is not enough liquidity for this swap. Try a smaller amount.',
  'swap.failure.NO_ROUTE': 'No route for this pair',
  'swap.failure.SWAPS_UNAVAILABLE': 'Swaps are not available on this network right now.',
  'swap.failure.NETWORK_NOT_SUPPORTED': 'Network not supported for Swaps',

  // The review and its outcome
  'swap.preview.minimum': 'Minimum received',
  'swap.preview.fee': 'Network fee',
  'swap.preview.approvalFee': 'Approval fee',
  'swap.preview.feeAfterApproval': 'Shown after the approval',
  'swap.preview.estimating': 'Estimating',
  'swap.preview.feeUpTo': 'Up to {amount}',
  'swap.preview.steps': 'Steps',
  'swap.preview.approve': 'Approve {symbol}',
  'swap.preview.approveHint': 'First allow the swap contract to spend {amount}, then confirm the swap.',
  'swap.preview.swap': 'Swap',
  'swap.preview.edit': 'Edit',
  'swap.preview.wouldFail': 'This swap cannot go ahead',
  'swap.preview.confirmInWallet': 'Confirm in your wallet',
  'swap.preview.confirmApprove': 'Approve {symbol} in your wallet.',
  'swap.preview.confirmSwap': 'Confirm the swap in your wallet.',
  'swap.preview.approving': 'Approving {symbol}',
  'swap.preview.swapping': 'Swapping',
  'swap.preview.pendingHint': 'Waiting for the network to confirm.',
  'swap.preview.success': 'Swapped',
  'swap.preview.successDetail': 'You paid {pay} and received at least {minimum}.',
  'swap.preview.failed': 'Swap failed',
  'swap.preview.approveFailed': 'Approval failed',
  'swap.preview.declined': 'Request declined',
  'swap.preview.nothingSwapped': 'Nothing was swapped.',
  'swap.preview.feeSpent': 'The network fee was spent.',
  'swap.preview.done': 'Done',
  'swap.preview.backToEdit': 'Back to edit',
  'swap.preview.tryAgain': 'Get a new quote',

  // The token list
  'swap.selectToken.search': 'Search tokens',
  'swap.selectToken.searchPlaceholder': 'Search by name or address',
  'swap.selectToken.listFrom': 'Tokens to pay with',
  'swap.selectToken.listTo': 'Tokens to receive',
  'swap.selectToken.empty': 'No token matches "{query}"',
  'swap.selectToken.loading': 'Loading tokens',
} as const;

/** What a locale file's swap part must be: every key, in that locale. */
export type SwapMessages = { readonly [K in keyof typeof swap]: string };
