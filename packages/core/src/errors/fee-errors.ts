/**
 * The two fee errors that are both a node rejection (node-errors.ts) and a client-side
 * check of a transaction's fees, as one class each so `instanceof` works whichever side found the
 * problem. With the offending values the message names them in gwei (the unit wallets show fees in);
 * from a node, which does not always say the values, it names the fields only.
 */
import { NodeError, type NodeErrorOptions } from './node-error-base.js';

const WEI_PER_GWEI = 1_000_000_000n;
const GWEI_DECIMALS = 9;

/** Wei as an exact gwei decimal string, e.g. 1_500_000_000n → '1.5'. */
export function formatWeiAsGwei(wei: bigint): string {
  const sign = wei < 0n ? '-' : '';
  const magnitude = wei < 0n ? -wei : wei;
  const whole = (magnitude / WEI_PER_GWEI).toString();
  const fraction = (magnitude % WEI_PER_GWEI).toString().padStart(GWEI_DECIMALS, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

function feeField(field: string, wei: bigint | undefined): string {
  return wei === undefined ? `\`${field}\`` : `\`${field}\` = ${formatWeiAsGwei(wei)} gwei`;
}

export interface FeeCapTooHighOptions extends NodeErrorOptions {
  maxFeePerGas?: bigint;
}

export class FeeCapTooHighError extends NodeError {
  override name = 'FeeCapTooHighError';
  static readonly code = 'FEE_CAP_TOO_HIGH';
  static readonly nodeMessage = /max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/i;
  declare readonly code: 'FEE_CAP_TOO_HIGH';
  readonly maxFeePerGas: bigint | undefined;

  /** A bare bigint is the offending fee cap (the call form of the client-side fee check). */
  constructor(options: FeeCapTooHighOptions | bigint = {}) {
    const { maxFeePerGas, ...rest } = typeof options === 'bigint' ? { maxFeePerGas: options } : options;
    super(
      `The fee cap (${feeField('maxFeePerGas', maxFeePerGas)}) is higher than the largest allowed value (2^256-1 wei).`,
      FeeCapTooHighError.code,
      rest,
    );
    this.maxFeePerGas = maxFeePerGas;
  }
}

export interface TipAboveFeeCapOptions extends NodeErrorOptions {
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
}

export class TipAboveFeeCapError extends NodeError {
  override name = 'TipAboveFeeCapError';
  static readonly code = 'TIP_ABOVE_FEE_CAP';
  static readonly nodeMessage =
    /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i;
  declare readonly code: 'TIP_ABOVE_FEE_CAP';
  readonly maxFeePerGas: bigint | undefined;
  readonly maxPriorityFeePerGas: bigint | undefined;

  constructor({ maxFeePerGas, maxPriorityFeePerGas, ...rest }: TipAboveFeeCapOptions = {}) {
    super(
      `The tip (${feeField('maxPriorityFeePerGas', maxPriorityFeePerGas)}) is higher than the fee cap (${feeField('maxFeePerGas', maxFeePerGas)}).`,
      TipAboveFeeCapError.code,
      rest,
    );
    this.maxFeePerGas = maxFeePerGas;
    this.maxPriorityFeePerGas = maxPriorityFeePerGas;
  }
}
