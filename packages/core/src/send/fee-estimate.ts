/**
 * The fee of a send (docs/send-receive.md "Fee"). With the adapter's fee inputs (the `estimateGas` and
 * `getGasFees` capabilities) core prices the transaction itself: EIP-1559 max fee = base fee × 1.2 + tip,
 * or the legacy gas price on chains without a base fee; the fee rules of validation/fees.ts then hold for
 * what is sent. An adapter without them still answers its required `estimateFee` (a total in wei only).
 */
import { type ChainAdapter, type EstimateFeeParams, type GasFees, hasCapability } from '../adapter/index.js';
import { assertFeeFields, assertFeeMultiplier, DEFAULT_FEE_MULTIPLIER } from '../validation/fees.js';

/** What a send will cost at most, and the fee fields it is sent with. */
export interface SendFeeEstimate {
  /** Gas units, when the adapter told them. */
  readonly gas?: bigint | undefined;
  readonly maxFeePerGas?: bigint | undefined;
  readonly maxPriorityFeePerGas?: bigint | undefined;
  readonly gasPrice?: bigint | undefined;
  /** The most the transaction can cost in fees, in the native token's smallest unit. */
  readonly total: bigint;
}

/** The multiplier as an exact ratio: 1.2 → 12/10. Six decimal places are plenty for a fee multiplier. */
const MULTIPLIER_SCALE = 1_000_000n;

/**
 * EIP-1559 fee fields from the block's base fee and the suggested tip: max fee = base fee × multiplier
 * (rounded up, so the cap never lands a wei under the product) + tip. Checked against the fee rules.
 */
export function eip1559Fees(
  baseFeePerGas: bigint,
  maxPriorityFeePerGas: bigint,
  multiplier: number = DEFAULT_FEE_MULTIPLIER,
): { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } {
  assertFeeMultiplier(multiplier);
  if (baseFeePerGas < 0n || maxPriorityFeePerGas < 0n) throw new RangeError('Fees cannot be negative');
  const scaled = BigInt(Math.round(multiplier * Number(MULTIPLIER_SCALE)));
  const raisedBase = (baseFeePerGas * scaled + MULTIPLIER_SCALE - 1n) / MULTIPLIER_SCALE;
  const fees = { maxFeePerGas: raisedBase + maxPriorityFeePerGas, maxPriorityFeePerGas };
  assertFeeFields(fees);
  return fees;
}

/** The estimate for `gas` units at the given fee inputs: EIP-1559 when there is a base fee, else legacy. */
export function priceGas(
  gas: bigint,
  fees: GasFees,
  multiplier: number = DEFAULT_FEE_MULTIPLIER,
): SendFeeEstimate {
  if (fees.baseFeePerGas !== undefined) {
    const fields = eip1559Fees(fees.baseFeePerGas, fees.maxPriorityFeePerGas ?? 0n, multiplier);
    return { gas, ...fields, total: gas * fields.maxFeePerGas };
  }
  if (fees.gasPrice === undefined) throw new RangeError('Neither a base fee nor a gas price was given');
  assertFeeFields({ gasPrice: fees.gasPrice });
  return { gas, gasPrice: fees.gasPrice, total: gas * fees.gasPrice };
}

/**
 * Estimates the fee of one transaction. Errors are the adapter's (e.g. 'WagmiAdapter:estimateGas - error
 * estimating gas' when the node says the call would fail); the caller shows them.
 */
export async function estimateSendFee(
  adapter: ChainAdapter,
  params: EstimateFeeParams & { chainId: number | string },
  multiplier: number = DEFAULT_FEE_MULTIPLIER,
): Promise<SendFeeEstimate> {
  if (!hasCapability(adapter, 'estimateGas') || !hasCapability(adapter, 'getGasFees')) {
    return { total: await adapter.estimateFee(params) };
  }
  const [gas, fees] = await Promise.all([
    adapter.estimateGas(params),
    adapter.getGasFees({ chainId: params.chainId }),
  ]);
  return priceGas(gas, fees, multiplier);
}

/** The fee fields a send carries: exactly what the review showed, so the wallet is asked for that. */
export function feeFieldsOf(
  estimate: SendFeeEstimate,
): { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint } | Record<string, never> {
  if (estimate.maxFeePerGas !== undefined && estimate.maxPriorityFeePerGas !== undefined) {
    return { maxFeePerGas: estimate.maxFeePerGas, maxPriorityFeePerGas: estimate.maxPriorityFeePerGas };
  }
  if (estimate.gasPrice !== undefined) return { gasPrice: estimate.gasPrice };
  return {};
}
