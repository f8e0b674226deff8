/**
 * The numbers a swap review shows (docs/swap.md "Review"): the least the swap may deliver under the
 * slippage, the price impact's severity and the rate between the two tokens. Integer arithmetic only,
 * like the router's: a minimum computed here never promises a wei more than the server's.
 */

/** The slippage a swap allows, in percent (the server's default too). */
export const DEFAULT_SLIPPAGE_PERCENT = 1;
/** Slippage is given to the server with at most this many decimals (0.01 % steps). */
const SLIPPAGE_SCALE = 10_000n;

/** Slippage is a percent above 0 and at most 50. */
export function isValidSlippage(percent: number): boolean {
  return Number.isFinite(percent) && percent > 0 && percent <= 50;
}

/** `amountOut` less `slippagePercent` percent, rounded down: quoted × (1 − slippage/100). */
export function minimumOut(amountOut: bigint, slippagePercent: number): bigint {
  if (amountOut < 0n) throw new RangeError('An amount out cannot be negative');
  if (!isValidSlippage(slippagePercent))
    throw new RangeError('Slippage must be above 0 and at most 50 percent');
  const kept = SLIPPAGE_SCALE * 100n - BigInt(Math.round(slippagePercent * Number(SLIPPAGE_SCALE)));
  return (amountOut * kept) / (SLIPPAGE_SCALE * 100n);
}

export type PriceImpactLevel = 'low' | 'medium' | 'high';

/** Impact thresholds (percent): above 1 a visitor should look twice, above 5 it is a warning. */
const MEDIUM_IMPACT = 1;
const HIGH_IMPACT = 5;

/** How much the swap moves the price; undefined when the server gave no impact. */
export function priceImpactLevel(impact: string | undefined): PriceImpactLevel | undefined {
  if (impact === undefined) return undefined;
  const value = Math.abs(Number(impact));
  if (!Number.isFinite(value)) return undefined;
  if (value > HIGH_IMPACT) return 'high';
  if (value > MEDIUM_IMPACT) return 'medium';
  return 'low';
}

/**
 * How many `to` tokens one whole `from` token buys at this quote, in `to`'s base units (for "1 ETH ≈
 * 2,867.1 WPUSD"); undefined for an empty quote.
 */
export function unitRate(fromAmount: bigint, toAmount: bigint, fromDecimals: number): bigint | undefined {
  if (fromAmount <= 0n) return undefined;
  return (toAmount * 10n ** BigInt(fromDecimals)) / fromAmount;
}

/** Gas with headroom, so a swap whose path costs a little more than estimated still goes through. */
export function gasWithHeadroom(gas: bigint): bigint {
  return (gas * 12n) / 10n;
}
