/**
 * The constant-product quote arithmetic of the devnet AMM (docs/server.md, "Swaps"), in exact integers:
 * the router's amount out per hop, the minimum a swap accepts after slippage, and the price impact of a
 * trade against the pools' mid price. Pure functions, so they are property-tested and compared with the
 * router's own getAmountsOut.
 */

/** The pools keep 0.3 % of every input: the input counts 997/1000. */
const FEE_NUMERATOR = 997n;
const FEE_DENOMINATOR = 1000n;

/** The largest reserve a pair stores (uint112); no sensible input exceeds it. */
export const MAX_RESERVE = (1n << 112n) - 1n;

export interface PoolReserves {
  reserveIn: bigint;
  reserveOut: bigint;
}

/**
 * What one pool pays for `amountIn`: amountIn·997·reserveOut / (reserveIn·1000 + amountIn·997), floored,
 * as the router computes it. Undefined when the pool is empty (the router reverts InsufficientLiquidity).
 */
export function amountOutOf(amountIn: bigint, { reserveIn, reserveOut }: PoolReserves): bigint | undefined {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return undefined;
  const inWithFee = amountIn * FEE_NUMERATOR;
  return (inWithFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + inWithFee);
}

/** The amount out after every hop of a path, each hop paying into the next; undefined on an empty pool. */
export function amountOutAlong(amountIn: bigint, hops: readonly PoolReserves[]): bigint | undefined {
  let amount: bigint | undefined = amountIn;
  for (const hop of hops) {
    if (amount === undefined || amount === 0n) return amount;
    amount = amountOutOf(amount, hop);
  }
  return amount;
}

/** Slippage is given in percent with up to 4 decimals: kept as millionths of the whole (1 % = 10_000). */
export const SLIPPAGE_SCALE = 1_000_000n;
const SLIPPAGE_PATTERN = /^(\d{1,2})(?:\.(\d{1,4}))?$/;
export const MAX_SLIPPAGE_PERCENT = 50;

/**
 * '1' → 10_000, '0.5' → 5_000: the slippage percent as millionths, or undefined unless it is a plain
 * decimal with 0 < slippage ≤ 50 (more would accept losing half the trade; zero would fail on any move).
 */
export function parseSlippage(text: string): bigint | undefined {
  const match = SLIPPAGE_PATTERN.exec(text);
  if (match === null) return undefined;
  const whole = BigInt(match[1] ?? '0');
  const fraction = BigInt((match[2] ?? '').padEnd(4, '0'));
  const millionths = whole * 10_000n + fraction;
  if (millionths <= 0n || millionths > BigInt(MAX_SLIPPAGE_PERCENT) * 10_000n) return undefined;
  return millionths;
}

/** The least a swap accepts: quoted × (1 − slippage), floored so it never asks more than the quote. */
export function minimumOut(quotedOut: bigint, slippageMillionths: bigint): bigint {
  return (quotedOut * (SLIPPAGE_SCALE - slippageMillionths)) / SLIPPAGE_SCALE;
}

/**
 * How much worse than the mid price the trade fills, in percent with two decimals ('0.35'). The mid price
 * of a path is the product of reserveOut/reserveIn over its hops, before fees, so the pools' 0.3 % fee per
 * hop is part of the impact, as a wallet user experiences it. Rounded half up; never negative.
 */
export function priceImpactPercent(
  amountIn: bigint,
  amountOut: bigint,
  hops: readonly PoolReserves[],
): string {
  let midNumerator = amountIn;
  let midDenominator = 1n;
  for (const hop of hops) {
    midNumerator *= hop.reserveOut;
    midDenominator *= hop.reserveIn;
  }
  if (midNumerator === 0n || midDenominator === 0n) return '0.00';
  // impact = 1 − out / mid = (midNumerator − out·midDenominator) / midNumerator, in hundredths of a percent.
  const shortfall = midNumerator - amountOut * midDenominator;
  if (shortfall <= 0n) return '0.00';
  const hundredths = (shortfall * 10_000n * 2n + midNumerator) / (midNumerator * 2n);
  return formatHundredths(hundredths);
}

function formatHundredths(hundredths: bigint): string {
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}
