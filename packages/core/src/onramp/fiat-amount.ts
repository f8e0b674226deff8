/**
 * The amount to pay (docs/onramp.md "Amount"): a decimal in the payment currency with at most two
 * fraction digits, within the chosen payment method's limits. Compared in cents as integers, so no float
 * rounding ever lets 7500.001 through or refuses 10.00.
 */

/** Fraction digits of a fiat amount (the cents of USD and EUR, the currencies providers price in). */
export const FIAT_FRACTION_DIGITS = 2;

export type FiatAmountProblem = 'empty' | 'invalid' | 'too-precise' | 'below-min' | 'above-max';

export type FiatAmount =
  | { readonly ok: true; readonly cents: bigint /** Normalised: '50', '12.5' */; readonly text: string }
  | { readonly ok: false; readonly problem: FiatAmountProblem };

export interface FiatLimits {
  /** Decimal strings as the provider gives them ('10.00'); an unreadable one is no limit. */
  readonly min: string;
  readonly max: string;
}

const DECIMAL = /^\d+(?:\.\d*)?$/;

/** Cents of a non-negative decimal string with any number of fraction digits, or undefined. */
export function centsOf(text: string): bigint | undefined {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  if (fraction.replace(/0+$/, '').length > FIAT_FRACTION_DIGITS) return undefined;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(FIAT_FRACTION_DIGITS, '0').slice(0, 2));
}

/** Cents as a plain decimal string without trailing zeros: 5000n → '50', 1250n → '12.5'. */
export function centsText(cents: bigint): string {
  const whole = cents / 100n;
  const fraction = (cents % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

/** Reads the amount field against the method's limits. */
export function readFiatAmount(text: string, limits: FiatLimits | undefined): FiatAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (!DECIMAL.test(trimmed)) return { ok: false, problem: 'invalid' };
  const cents = centsOf(trimmed);
  if (cents === undefined) return { ok: false, problem: 'too-precise' };
  if (cents === 0n) return { ok: false, problem: 'empty' };
  const min = limits === undefined ? undefined : centsOf(limits.min);
  const max = limits === undefined ? undefined : centsOf(limits.max);
  if (min !== undefined && cents < min) return { ok: false, problem: 'below-min' };
  if (max !== undefined && cents > max) return { ok: false, problem: 'above-max' };
  return { ok: true, cents, text: centsText(cents) };
}
