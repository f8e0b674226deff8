import { WalletportError } from '../errors/base.js';

/*
 * Typed fee errors (spec §5 "Transaction fees"), one class per rule so callers can branch with
 * `instanceof` and the UI can explain exactly which field is wrong. Amounts are shown in gwei,
 * the unit wallets display fees in.
 */

const WEI_PER_GWEI = 1_000_000_000n;
const GWEI_DECIMALS = 9;

/** Formats wei as an exact gwei decimal string, e.g. 1_500_000_000n → '1.5'. */
export function formatWeiAsGwei(wei: bigint): string {
  const sign = wei < 0n ? '-' : '';
  const magnitude = wei < 0n ? -wei : wei;
  const whole = (magnitude / WEI_PER_GWEI).toString();
  const fraction = (magnitude % WEI_PER_GWEI).toString().padStart(GWEI_DECIMALS, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

export class FeeConflictError extends WalletportError {
  override name = 'FeeConflictError';
  constructor() {
    super('A `gasPrice` cannot be combined with `maxFeePerGas` or `maxPriorityFeePerGas`.', {
      code: 'FEE_CONFLICT',
      details: 'Use `gasPrice` for legacy transactions, or the max-fee fields for EIP-1559 transactions.',
    });
  }
}

export class FeeCapTooHighError extends WalletportError {
  override name = 'FeeCapTooHighError';
  readonly maxFeePerGas: bigint;
  constructor(maxFeePerGas: bigint) {
    super(
      `The fee cap (\`maxFeePerGas\` = ${formatWeiAsGwei(maxFeePerGas)} gwei) is higher than the largest allowed value (2^256-1 wei).`,
      { code: 'FEE_CAP_TOO_HIGH' },
    );
    this.maxFeePerGas = maxFeePerGas;
  }
}

export class TipAboveFeeCapError extends WalletportError {
  override name = 'TipAboveFeeCapError';
  readonly maxFeePerGas: bigint;
  readonly maxPriorityFeePerGas: bigint;
  constructor(values: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }) {
    super(
      `The tip (\`maxPriorityFeePerGas\` = ${formatWeiAsGwei(values.maxPriorityFeePerGas)} gwei) is higher than the fee cap (\`maxFeePerGas\` = ${formatWeiAsGwei(values.maxFeePerGas)} gwei).`,
      { code: 'TIP_ABOVE_FEE_CAP' },
    );
    this.maxFeePerGas = values.maxFeePerGas;
    this.maxPriorityFeePerGas = values.maxPriorityFeePerGas;
  }
}
