import { WalletportError } from '../errors/base.js';

/*
 * Typed fee errors (the fee rules in fees.ts), one class per rule so callers can branch with
 * `instanceof` and the UI can explain exactly which field is wrong. Amounts are shown in gwei,
 * the unit wallets display fees in.
 */

export class FeeConflictError extends WalletportError {
  override name = 'FeeConflictError';
  constructor() {
    super('A `gasPrice` cannot be combined with `maxFeePerGas` or `maxPriorityFeePerGas`.', {
      code: 'FEE_CONFLICT',
      details: 'Use `gasPrice` for legacy transactions, or the max-fee fields for EIP-1559 transactions.',
    });
  }
}

// The node-error classes double as the client-side fee checks: one class per rule, not two.
export { FeeCapTooHighError, formatWeiAsGwei, TipAboveFeeCapError } from '../errors/fee-errors.js';
