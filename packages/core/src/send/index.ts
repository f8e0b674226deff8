// Send (docs/send-receive.md): the `@walletport/core/send` entry. Its own entry rather than the internal
// barrel, so the flow and its rules reach a page only through the Send views' chunks (the eager feature,
// feature/install-send.ts, loads the flow with import()).
export { type SendAmount, type SendAmountProblem, readSendAmount } from './amount.js';
export { isSolanaAccountAddress, type SendAddress, type SolanaAddress } from './send-address.js';
export { ERC20_TRANSFER_SELECTOR, encodeErc20Transfer } from './erc20-transfer.js';
export {
  eip1559Fees,
  estimateSendFee,
  feeFieldsOf,
  priceGas,
  type SendFeeEstimate,
} from './fee-estimate.js';
export {
  MAX_FEE_HEADROOM,
  feeWithHeadroom,
  type MaxAmountInput,
  maxSendAmount,
  nativeReserveOf,
  SOLANA_RENT_EXEMPT_MINIMUM,
} from './max-amount.js';
export {
  addPendingTransaction,
  PENDING_TRANSACTIONS_LIMIT,
  type PendingTransaction,
  removePendingTransaction,
} from './pending-transactions.js';
export { RECEIPT_WAIT, receiptRetryDelayMs, SEND_RECEIPT_WAIT_MS } from './receipt-wait.js';
export {
  addressOfName,
  classifyRecipient,
  DEFAULT_EVM_COIN_TYPE,
  type RecipientInput,
  type RecipientProblem,
  type RecipientRules,
} from './recipient.js';
export {
  describeSendError,
  outcomeOfReceipt,
  type ReceiptOutcome,
  SEND_FAILURE_CODES,
  type SendFailure,
  type SendFailureCode,
} from './send-failure.js';
export {
  createSendFlow,
  type SendAccount,
  type SendFlow,
  type SendFlowDeps,
  type SendFlowState,
  type SendForm,
} from './send-flow.js';
export {
  checkSendForm,
  type EditingFee,
  type RecipientState,
  type SendBlocker,
  type SendCheck,
  type SendCheckInput,
} from './send-form.js';
export { createSendLookups, LOOKUP_DELAY_MS, type SendLookups } from './send-lookups.js';
export {
  INITIAL_SEND_STEP,
  isSendInFlight,
  type ReviewFee,
  type SendDraft,
  type SendEvent,
  type SendStep,
  type SendStepName,
  transitionSend,
} from './send-steps.js';
export {
  fiatValueOf,
  listSendTokens,
  NATIVE_TOKEN_KEY,
  parseBalanceDown,
  searchSendTokens,
  type SendToken,
  type SendTokenSources,
  tokenAddressOf,
  tokenKeyOf,
} from './send-tokens.js';
export {
  buildSendTransaction,
  feeParamsOf,
  type SendTransaction,
  sendThroughAdapter,
} from './send-transaction.js';
export type { SendService } from './feature/install-send.js';
export { SEND_NAMESPACES } from './send-namespaces.js';
