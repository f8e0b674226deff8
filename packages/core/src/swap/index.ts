// Swaps (docs/swap.md): the `@walletport/core/swap` entry. Its own entry rather than the internal barrel,
// so the flow, its rules and the convert client reach a page only through the Swap views' chunks (the
// eager feature, feature/install-swap.ts, loads the flow with import()).
export {
  type ConvertApiClient,
  ConvertApiError,
  type ConvertGasPrice,
  type ConvertProblem,
  type ConvertQuote,
  type ConvertSwapTransaction,
  type ConvertToken,
  type ConvertTransaction,
  createConvertApiClient,
} from '../api/convert-api.js';
export {
  describeSwapError,
  describeSwapRevert,
  routerFailureOf,
  type SwapFailure,
  type SwapFailureCode,
} from './swap-failure.js';
export {
  createSwapFlow,
  QUOTE_DEBOUNCE_MS,
  QUOTE_TTL_MS,
  type SwapAccount,
  type SwapFlow,
  type SwapFlowDeps,
  type SwapFlowState,
  type SwapForm,
  type SwapTokensState,
} from './swap-flow.js';
export { checkSwapForm, type QuoteState, type SwapBlocker, type SwapCheck } from './swap-form.js';
export {
  DEFAULT_SLIPPAGE_PERCENT,
  gasWithHeadroom,
  isValidSlippage,
  minimumOut,
  type PriceImpactLevel,
  priceImpactLevel,
  unitRate,
} from './swap-math.js';
export {
  INITIAL_SWAP_STEP,
  isSwapInFlight,
  nextAction,
  type ReviewPlan,
  type SwapAction,
  type SwapDraft,
  type SwapEvent,
  type SwapPlan,
  type SwapStep,
  type SwapStepName,
  transitionSwap,
} from './swap-steps.js';
export {
  findSwapToken,
  listSwapTokens,
  NATIVE_TOKEN_PLACEHOLDER,
  searchSwapTokens,
  type SwapToken,
  swapTokenId,
} from './swap-tokens.js';
export { fiatValueOf } from '../send/send-tokens.js';
export type { SwapService } from './feature/install-swap.js';
