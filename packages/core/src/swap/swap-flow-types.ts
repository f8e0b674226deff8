/** The swap flow's ports, state and methods (swap-flow.ts implements them). */
import type { ChainAdapter } from '../adapter/index.js';
import type { ConvertApiClient } from '../api/convert-api.js';
import type { Clock } from '../connection/ports.js';
import type { SwapArguments } from '../modal/views.js';
import type { Timers } from '../modal/ports.js';
import type { CaipNetwork } from '../networks/index.js';
import type { SendAmount } from '../send/amount.js';
import type { SendToken } from '../send/send-tokens.js';
import type { Store } from '../store/store.js';
import type { SwapFailure } from './swap-failure.js';
import type { QuoteState, SwapCheck } from './swap-form.js';
import type { SwapAction, SwapStep } from './swap-steps.js';
import type { SwapToken } from './swap-tokens.js';

/** The account a swap goes from, as the instance sees it now (eip155 only). */
export interface SwapAccount {
  /** EIP-55. */
  address: string;
  network: CaipNetwork;
  /** Native first, then the tokens held (balances and prices). */
  held: readonly SendToken[];
  /** True once the token balances loaded. */
  balancesKnown: boolean;
}

export interface SwapFlowDeps {
  account(): SwapAccount | undefined;
  /** Tells `listener` whenever what `account()` reads may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  adapter(): ChainAdapter | undefined;
  /** The convert API; undefined when the app has no Walletport server (swaps are then unavailable). */
  api: ConvertApiClient | undefined;
  /** Loads balances for the token list (a cached answer is fine). */
  loadBalances(): Promise<void>;
  /** Refreshes balances after a transaction was mined or failed on chain. */
  refreshBalances(): Promise<void>;
  /**
   * Is the visitor looking at the swap (the modal open on a Swap view)? Stale quotes and reviews are asked
   * for again only then, so a closed modal makes no requests. Default: always.
   */
  watching?(): boolean;
  timers: Timers;
  clock: Clock;
  onError?(message: string, error: unknown): void;
}

/** The fields as the visitor set them: token keys (or a prefill's wanted id/symbol) and the amount text. */
export interface SwapForm {
  readonly from: string;
  readonly to: string;
  readonly amountText: string;
}

export type SwapTokensState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready' }
  | { readonly status: 'failed'; readonly failure: SwapFailure };

export interface SwapFlowState {
  readonly step: SwapStep;
  readonly form: SwapForm;
  readonly tokensStatus: SwapTokensState;
  readonly tokens: readonly SwapToken[];
  readonly from: SwapToken | undefined;
  readonly to: SwapToken | undefined;
  readonly amount: SendAmount;
  readonly quote: QuoteState;
  readonly check: SwapCheck;
  /** Percent. */
  readonly slippage: number;
  readonly network: CaipNetwork | undefined;
  readonly account: string | undefined;
}

export interface SwapFlow {
  readonly store: Pick<Store<SwapFlowState>, 'getState' | 'subscribe'>;
  /** Fills the form from the Swap view's arguments, once per history entry (`entry`). */
  prefill(args: SwapArguments | undefined, entry?: object): void;
  /** Back to editing from review, failure or success (success also clears the amount). */
  enterEditing(): void;
  selectToken(side: 'from' | 'to', key: string): void;
  /** Swaps the two tokens. */
  flip(): void;
  setAmount(text: string): void;
  /** The whole balance of `from` (for the native token, leave the fee: the review checks it). */
  setMax(): void;
  /** Asks for the quote again now (after a failure). */
  retryQuote(): void;
  /** Loads the token list again (after a failure). */
  retryTokens(): void;
  /** Editing → review when the form is complete; false (and no change) otherwise. */
  review(): boolean;
  edit(): void;
  /** Sends the review's next transaction (the approval, or the swap). Never rejects. */
  confirm(action: SwapAction): Promise<void>;
  /** Failure → review again (planned afresh). */
  retry(): void;
  reset(): void;
  destroy(): void;
}
