import { WalletportError } from '../errors/base.js';
import { FeeCapTooHighError, FeeConflictError, TipAboveFeeCapError } from './fee-errors.js';

/** Default fee base multiplier: 1.2. */
export const DEFAULT_FEE_MULTIPLIER = 1.2;
/** The largest value a 256-bit EVM word holds; `maxFeePerGas` is capped there. */
export const MAX_FEE_PER_GAS = 2n ** 256n - 1n;

export interface FeeFields {
  gasPrice?: bigint | undefined;
  maxFeePerGas?: bigint | undefined;
  maxPriorityFeePerGas?: bigint | undefined;
}

/**
 * Enforces the fee rules, in this order:
 * 1. a gas price cannot be combined with max-fee fields (FeeConflictError);
 * 2. the max fee cannot exceed 2^256-1 (FeeCapTooHighError);
 * 3. the priority fee cannot exceed the max fee (TipAboveFeeCapError).
 * Fields count as present when they are not undefined, so an explicit 0n max fee still bounds the tip.
 */
export function assertFeeFields(fees: FeeFields): void {
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = fees;
  if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)) {
    throw new FeeConflictError();
  }
  if (maxFeePerGas !== undefined && maxFeePerGas > MAX_FEE_PER_GAS) {
    throw new FeeCapTooHighError(maxFeePerGas);
  }
  if (
    maxFeePerGas !== undefined &&
    maxPriorityFeePerGas !== undefined &&
    maxPriorityFeePerGas > maxFeePerGas
  ) {
    throw new TipAboveFeeCapError({ maxFeePerGas, maxPriorityFeePerGas });
  }
}

/** The fee multiplier must be at least 1. NaN and Infinity are rejected too. */
export function assertFeeMultiplier(multiplier: number): void {
  if (typeof multiplier !== 'number' || !Number.isFinite(multiplier) || multiplier < 1) {
    throw new WalletportError('Fee multiplier must be at least 1', {
      code: 'INVALID_FEE_MULTIPLIER',
      details: `Got ${String(multiplier)}. A multiplier below 1 would underprice fees and stall transactions.`,
    });
  }
}
