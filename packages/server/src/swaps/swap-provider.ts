/**
 * What the convert routes need from whoever makes the swaps (docs/server.md, "Swaps"): the devnet-style
 * AMM read from its router (`amm`), or another server speaking the same /v1/convert API (`upstream`).
 * Inputs reach a provider already validated by the routes; amounts are base units as bigint, and every
 * answer is in the API's own shapes, so the routes pass them on unchanged.
 */
import type { HexAddress } from '../config.js';
import type { SwapTokenId } from './token-id.js';

export interface SwapToken {
  name: string;
  symbol: string;
  /** CAIP-10 token id. */
  address: string;
  decimals: number;
  logoUri: string;
  eip2612: false;
}

export interface SwapQuote {
  id: null;
  fromAmount: string;
  /** CAIP-10 id of the token paid. */
  fromAccount: string;
  toAmount: string;
  /** CAIP-10 id of the token received. */
  toAccount: string;
  /** Percent with two decimals, versus the pools' mid price. */
  priceImpact: string;
  /** CAIP-10 ids of the tokens the swap passes through, from first to last. */
  route: string[];
}

export interface GasPrices {
  standard: string;
  fast: string;
  instant: string;
}

export interface ApproveTransaction {
  /** CAIP-10 id of the user. */
  from: string;
  /** CAIP-10 id of the token to approve. */
  to: string;
  data: HexAddress;
  value: '0';
  eip155: { gasPrice: string };
}

export interface SwapTransaction {
  /** CAIP-10 id of the user. */
  from: string;
  /** CAIP-10 id of the router. */
  to: string;
  data: HexAddress;
  /** Native value to send with the call, in wei; '0' when the swap sells a token. */
  amount: string;
  eip155: { gas: string; gasPrice: string };
  minimumOut: string;
  /** Unix seconds after which the router refuses the swap. */
  deadline: number;
}

export interface QuoteRequest {
  from: SwapTokenId;
  to: SwapTokenId;
  amount: bigint;
  user: HexAddress;
}

export interface SwapRequest extends QuoteRequest {
  /** Millionths of the whole (1 % = 10_000). */
  slippage: bigint;
  /** The slippage as the caller wrote it, for a provider that forwards it. */
  slippageText: string;
  disableEstimate: boolean;
}

export interface ApproveRequest {
  token: SwapTokenId;
  user: HexAddress;
  amount: bigint;
  /** The swap's other side, for a provider that forwards the request. */
  counterpart: SwapTokenId;
}

export interface SwapProvider {
  readonly kind: 'amm' | 'upstream';
  /** Does this provider make swaps on the chain? A supported chain without one answers SWAPS_UNAVAILABLE. */
  supports(chainId: number): boolean;
  tokens(chainId: number, request: { logoUri: (symbol: string) => string }): Promise<SwapToken[]>;
  quote(chainId: number, request: QuoteRequest): Promise<SwapQuote>;
  /** What `owner` lets the router spend of `token`; max uint256 for the native currency. */
  allowance(chainId: number, token: SwapTokenId, owner: HexAddress): Promise<bigint>;
  gasPrice(chainId: number): Promise<GasPrices>;
  buildApprove(chainId: number, request: ApproveRequest): Promise<ApproveTransaction>;
  buildTransaction(chainId: number, request: SwapRequest): Promise<SwapTransaction>;
}
