import { assertDecimalString } from '../validation/decimal.js';

/**
 * Exact rounding of an amount to a fixed number of decimals, on the decimal text itself (bigint digits),
 * without the decimal library. Display formatting only needs "read, round, print"; doing that on text
 * keeps big.js out of the page's first-click JavaScript (the account button formats its balance before
 * the modal, which carries the arithmetic, has loaded). Results match decimal.ts digit for digit; the
 * tests compare both on random inputs.
 */

/** How a dropped tail is rounded: toward zero, or half away from zero (big.js ROUND_DOWN / ROUND_HALF_UP). */
export type TextRounding = 'down' | 'half-up';

/** A value split into sign and plain digits: -12.5 → { negative: true, whole: '12', fraction: '5' }. */
interface DecimalParts {
  negative: boolean;
  whole: string;
  fraction: string;
}

/** The result of rounding: `text` in plain notation with exactly `decimals` places. */
export interface RoundedDecimal {
  text: string;
  /** The rounded value is zero. */
  roundedIsZero: boolean;
  /** The value before rounding is zero. */
  isZero: boolean;
  /** The value before rounding is below zero (never true for zero, nor for '-0'). */
  isNegative: boolean;
}

/** Same shape check as decimal.ts `isDecimal`, without importing big.js: sign, coefficient, exponent. */
function isBigNumber(value: unknown): value is { toFixed(): string } {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as { c?: unknown; e?: unknown; s?: unknown; toFixed?: unknown };
  return (
    Array.isArray(candidate.c) &&
    typeof candidate.e === 'number' &&
    typeof candidate.s === 'number' &&
    typeof candidate.toFixed === 'function'
  );
}

/** '1.5e-7' → '0.00000015', '1e+21' → '1000000000000000000000' (String(number) uses exponents). */
function expandExponent(text: string): string {
  const [mantissa = '', exponentText = '0'] = text.split('e');
  const negative = mantissa.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? mantissa.slice(1) : mantissa).split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  const plain =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${plain}` : plain;
}

/** The plain decimal text of any amount input, with the INVALID_DECIMAL catalogue error for the rest. */
function plainText(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    const text = String(value);
    // 'NaN' and 'Infinity' are never decimal strings, so this raises the INVALID_DECIMAL catalogue error.
    if (!Number.isFinite(value)) assertDecimalString(text);
    return expandExponent(text);
  }
  if (isBigNumber(value)) return value.toFixed();
  assertDecimalString(value);
  return value;
}

function splitParts(text: string): DecimalParts {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  return { negative, whole, fraction };
}

/** Rounds `value` to `decimals` places. @throws WalletportError INVALID_DECIMAL for a non-amount. */
export function roundDecimalText(value: unknown, decimals: number, rounding: TextRounding): RoundedDecimal {
  const { negative, whole, fraction } = splitParts(plainText(value));
  const isZero = /^0*$/.test(whole + fraction);
  let kept = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  const firstDropped = fraction.charAt(decimals);
  if (rounding === 'half-up' && firstDropped !== '' && firstDropped >= '5') kept += 1n;
  const digits = kept.toString().padStart(decimals + 1, '0');
  const point = digits.length - decimals;
  const unsigned = decimals === 0 ? digits : `${digits.slice(0, point)}.${digits.slice(point)}`;
  const roundedIsZero = kept === 0n;
  return {
    text: negative && !roundedIsZero ? `-${unsigned}` : unsigned,
    roundedIsZero,
    isZero,
    isNegative: negative && !isZero,
  };
}
