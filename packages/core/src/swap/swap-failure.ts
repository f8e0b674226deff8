/**
 * Why a swap failed (docs/swap.md "Errors"): the send failures (declined, funds, nonce, revert …) plus
 * the router's own refusals, read from the revert's custom error selector, and the server's refusals.
 * Codes, never sentences: React words them through i18n. The price moving past the slippage
 * (InsufficientOutputAmount) is the one a visitor meets most, so it has its own plain text.
 */
import { ConvertApiError } from '../api/convert-api.js';
import { errorChain, readMessages } from '../errors/error-chain.js';
import { describeSendError, type SendFailure, type SendFailureCode } from '../send/send-failure.js';

export type SwapFailureCode =
  | SendFailureCode
  /** The router's InsufficientOutputAmount: the price moved more than the slippage allows. */
  | 'SLIPPAGE'
  /** The router's Expired: the deadline passed before the swap was mined. */
  | 'EXPIRED'
  /** The router's InsufficientLiquidity, or the server found no route. */
  | 'NO_LIQUIDITY'
  | 'NO_ROUTE'
  | 'SWAPS_UNAVAILABLE'
  | 'NETWORK_NOT_SUPPORTED';

export interface SwapFailure extends Omit<SendFailure, 'code'> {
  readonly code: SwapFailureCode;
}

/** keccak256 selectors of the router's custom errors (tools/devnet's WalletportSwapRouter). */
const ROUTER_ERRORS: ReadonlyArray<readonly [string, RegExp, SwapFailureCode]> = [
  ['InsufficientOutputAmount', /0xd28d3eb5|InsufficientOutputAmount/i, 'SLIPPAGE'],
  ['Expired', /0x203d82d8|\bExpired\b/, 'EXPIRED'],
  ['InsufficientLiquidity', /0xbb55fd27|InsufficientLiquidity/i, 'NO_LIQUIDITY'],
];

/** The router's refusal named in a revert reason or message, if any. */
export function routerFailureOf(text: string | undefined): SwapFailureCode | undefined {
  if (text === undefined) return undefined;
  return ROUTER_ERRORS.find(([, pattern]) => pattern.test(text))?.[2];
}

/** The failure for anything quoting, building, sending or waiting threw. Never throws. */
export function describeSwapError(error: unknown): SwapFailure {
  const nodes = errorChain(error);
  const api = nodes.find((node) => node instanceof ConvertApiError);
  if (api instanceof ConvertApiError && api.problem !== 'UNKNOWN') return { code: api.problem };
  const failure = describeSendError(error);
  if (failure.code === 'USER_REJECTED') return failure;
  const router = routerFailureOf(failure.reason) ?? routerFailureOf(nodes.flatMap(readMessages).join('\n'));
  return router === undefined ? failure : { code: router };
}

/** A failure from a reverted receipt (its reason may name the router's error). */
export function describeSwapRevert(failure: SendFailure): SwapFailure {
  const router = routerFailureOf(failure.reason);
  return router === undefined ? failure : { code: router };
}
