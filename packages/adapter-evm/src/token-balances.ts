/**
 * Decoding ERC-20 balances read in one Multicall3 aggregate3 (balanceOf, decimals and symbol of each
 * token). Pure, so every shape a node can answer is covered by tests.
 */
import {
  createError,
  formatUnits,
  MAX_TOKEN_DECIMALS,
  type WalletportError,
} from '@walletport/core/internal';

/** balanceOf, decimals, symbol: the calls made for each token, in this order. */
export const CALLS_PER_TOKEN = 3;

/**
 * Multicall batches are at most 1024 bytes of call data; larger token lists split into chunks. Kept
 * here, not in balances.ts, so the public entry can export it without statically importing the reads
 * (which must stay a lazy chunk).
 */
export const MULTICALL_BATCH_SIZE = 1024;

/** One call's outcome, as viem's multicall reports it with allowFailure. */
export type CallResult = { status: 'success'; result: unknown } | { status: 'failure'; error: unknown };

export type Erc20Balance =
  | {
      status: 'success';
      /** The token contract. */
      address: string;
      symbol: string;
      decimals: number;
      /** In the token's smallest unit. */
      value: bigint;
      /** Whole units as a decimal string, e.g. '1.5'. */
      balance: string;
    }
  | {
      status: 'failure';
      address: string;
      /** 'Token Balance Unavailable', with the failed call's error as cause. */
      error: WalletportError;
    };

/**
 * Pairs each token with its three results. Throws 'multicall results mismatch' (code
 * MULTICALL_RESULTS_MISMATCH) when the count is not three per token: then no result can be trusted to
 * belong to the token it would be paired with. A token whose calls failed or returned something that
 * is not a balance, a uint8 and a string is reported as a failure; the other tokens are unaffected.
 */
export function decodeErc20Balances(
  tokens: readonly string[],
  results: readonly CallResult[],
): Erc20Balance[] {
  if (results.length !== tokens.length * CALLS_PER_TOKEN) {
    throw createError('MULTICALL_RESULTS_MISMATCH', {
      details: `Expected ${tokens.length * CALLS_PER_TOKEN} results for ${tokens.length} tokens, got ${results.length}.`,
    });
  }
  return tokens.map((address, index) => {
    const [balanceOf, decimals, symbol] = results.slice(
      index * CALLS_PER_TOKEN,
      (index + 1) * CALLS_PER_TOKEN,
    );
    const failed = [balanceOf, decimals, symbol].find((call) => call?.status !== 'success');
    if (failed !== undefined) {
      return unavailable(
        address,
        `A call to ${address} failed.`,
        failed.status === 'failure' ? failed.error : failed,
      );
    }
    const value = (balanceOf as { result: unknown }).result;
    const tokenDecimals = (decimals as { result: unknown }).result;
    const tokenSymbol = (symbol as { result: unknown }).result;
    if (typeof value !== 'bigint' || value < 0n) {
      return unavailable(address, `balanceOf of ${address} returned ${describe(value)}.`);
    }
    if (!isUint8(tokenDecimals)) {
      return unavailable(address, `decimals of ${address} returned ${describe(tokenDecimals)}.`);
    }
    if (typeof tokenSymbol !== 'string') {
      return unavailable(address, `symbol of ${address} returned ${describe(tokenSymbol)}.`);
    }
    return {
      status: 'success',
      address,
      symbol: tokenSymbol,
      decimals: tokenDecimals,
      value,
      balance: formatUnits(value, tokenDecimals),
    };
  });
}

function isUint8(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_TOKEN_DECIMALS;
}

function describe(value: unknown): string {
  return typeof value === 'bigint' ? `${value}n` : (JSON.stringify(value) ?? String(value));
}

function unavailable(address: string, details: string, cause?: unknown): Erc20Balance {
  return { status: 'failure', address, error: createError('TOKEN_BALANCE_UNAVAILABLE', { details, cause }) };
}
