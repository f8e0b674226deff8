/**
 * The convert routes' input rules, so every bad request is a 400 that says what to fix: CAIP ids, the
 * swap chain list ('Network not supported for Swaps'), amounts in base units within what a pool can hold,
 * slippage 0 < s ≤ 50 percent, and from/to/user on one chain.
 */
import { isCaipAddress } from '@walletport/core/internal';
import type { HexAddress } from '../../config.js';
import { ApiError, invalidParameter } from '../../http/api-error.js';
import { SWAP_CHAIN_IDS } from '../../swaps/index.js';
import { MAX_RESERVE, parseSlippage } from '../../swaps/quote-math.js';
import { parseAccount, parseSwapTokenId, type SwapTokenId } from '../../swaps/token-id.js';

export type Location = 'query parameter' | 'body field';

export const SWAPS_UNSUPPORTED_MESSAGE = 'Network not supported for Swaps';
export const GAS_PRICE_UNSUPPORTED_MESSAGE = 'Network not supported for Gas Price';

export function unsupportedNetwork(message: string): ApiError {
  return new ApiError(400, 'UNSUPPORTED_NETWORK', message);
}

const CAIP2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/;
const EIP155_CHAIN = /^[1-9]\d{0,15}$/;

/** The chain of a CAIP-2 id ('eip155:31337'); a well-formed id outside the swap chains is refused with `message`. */
export function requireSwapChain(value: string, field: string, message = SWAPS_UNSUPPORTED_MESSAGE): number {
  const match = CAIP2.exec(value);
  if (match === null)
    throw invalidParameter(field, 'must be a CAIP-2 network id such as eip155:1', 'query parameter');
  const [, namespace, reference = ''] = match;
  const chainId = Number(reference);
  if (namespace !== 'eip155' || !EIP155_CHAIN.test(reference) || !SWAP_CHAIN_IDS.has(chainId)) {
    throw unsupportedNetwork(message);
  }
  return chainId;
}

/** A CAIP-10 token id on a swap chain. */
export function requireToken(
  value: string,
  field: string,
  location: Location = 'query parameter',
): SwapTokenId {
  const token = parseSwapTokenId(value);
  if (token === undefined) {
    // A well-formed id of another namespace (solana:…) is a network question, not a typo.
    if (isCaipAddress(value) && !value.startsWith('eip155:'))
      throw unsupportedNetwork(SWAPS_UNSUPPORTED_MESSAGE);
    throw invalidParameter(
      field,
      'must be a CAIP-10 token id such as eip155:1:0x… (0x plus 40 hex characters, a valid checksum when mixed-case)',
      location,
    );
  }
  if (!SWAP_CHAIN_IDS.has(token.chainId)) throw unsupportedNetwork(SWAPS_UNSUPPORTED_MESSAGE);
  return token;
}

/** The user's address; when given as CAIP-10 it must be on `chainId`. */
export function requireUser(
  value: string,
  chainId: number,
  field: string,
  location: Location = 'query parameter',
): HexAddress {
  const account = parseAccount(value);
  if (account === undefined) {
    throw invalidParameter(
      field,
      'must be a CAIP-10 account id or 0x plus 40 hex characters (a valid checksum when mixed-case)',
      location,
    );
  }
  if (account.chainId !== undefined && account.chainId !== chainId) {
    throw invalidParameter(field, `must be on eip155:${chainId}, the chain of the tokens`, location);
  }
  return account.address;
}

/** Both sides of a swap: on one chain and different tokens. */
export function requirePair(
  fromText: string,
  toText: string,
  location: Location = 'query parameter',
): { from: SwapTokenId; to: SwapTokenId; chainId: number } {
  const from = requireToken(fromText, 'from', location);
  const to = requireToken(toText, 'to', location);
  if (from.chainId !== to.chainId)
    throw invalidParameter('to', 'must be on the same chain as from', location);
  if (from.address.toLowerCase() === to.address.toLowerCase()) {
    throw invalidParameter('to', 'must be a different token from from', location);
  }
  return { from, to, chainId: from.chainId };
}

/**
 * A positive amount in base units, decimal digits only: no sign, no decimals, no exponent, and at most
 * the largest reserve a pool can hold (2^112 − 1), beyond which no pool could price it.
 */
export function requireAmount(value: string, field: string, location: Location = 'query parameter'): bigint {
  if (!/^\d{1,100}$/.test(value)) {
    throw invalidParameter(
      field,
      'must be a positive integer in base units (digits only, e.g. 1000000)',
      location,
    );
  }
  const amount = BigInt(value);
  if (amount === 0n) throw invalidParameter(field, 'must be greater than 0', location);
  if (amount > MAX_RESERVE)
    throw invalidParameter(field, `must be at most ${MAX_RESERVE} (2^112 − 1)`, location);
  return amount;
}

export function requireSlippage(value: string, field: string): bigint {
  const slippage = parseSlippage(value);
  if (slippage === undefined) {
    throw invalidParameter(
      field,
      'must be a percent greater than 0 and at most 50, e.g. 1 or 0.5',
      'body field',
    );
  }
  return slippage;
}
