import Big from 'big.js';
import { WalletportError } from '../errors/base.js';
import { assertDecimalString, isDecimalString } from '../validation/decimal.js';

/**
 * Exact decimal arithmetic for amounts. Floats never touch an amount: 0.1 + 0.2 is '0.3' here.
 *
 * The decimal settings are fixed (20 places, half-up, exponent thresholds -7 and 21); we state them here instead of trusting the
 * library's globals, and give Walletport its own frozen constructor so no other code on the page
 * (a host app also using big.js) can change how our amounts divide, round or print.
 */

/** Places kept by a division whose result does not terminate. */
export const DECIMAL_PLACES = 20;
/** Ties round away from zero (big.js "ROUND_HALF_UP"): 0.5 → 1, -0.5 → -1. */
export const DECIMAL_ROUNDING = 'half-up';
/** toString switches to exponent notation at and below this exponent: 1e-7 → '1e-7', 1e-6 → '0.000001'. */
export const EXPONENT_NEGATIVE = -7;
/** toString switches to exponent notation at and above this exponent: 1e21 → '1e+21'. */
export const EXPONENT_POSITIVE = 21;

/** An exact decimal value. It is a big.js number bound to Walletport's settings. */
export type Decimal = Big.Big;
/**
 * Anything an amount may arrive as. Strings must have the decimal shape the validation module
 * checks it ('12', '-0.5', '5.'; not '.5', '1e5' or ' 1'); numbers must be finite.
 */
export type DecimalInput = string | number | bigint | Decimal;

/** The big.js rounding modes we use, by name, so call sites say what they mean. */
export const ROUND_DOWN = 0 satisfies Big.RoundingMode;
export const ROUND_HALF_UP = 1 satisfies Big.RoundingMode;

function createDecimalConstructor(): Big.BigConstructor {
  const configured = Big();
  configured.DP = DECIMAL_PLACES;
  configured.RM = ROUND_HALF_UP;
  configured.NE = EXPONENT_NEGATIVE;
  configured.PE = EXPONENT_POSITIVE;
  // Not strict: we check inputs ourselves (below) with the catalogue's error, not big.js's TypeError.
  configured.strict = false;
  // Frozen so the settings above are constants, not shared mutable state.
  return Object.freeze(configured);
}

const DecimalConstructor = /* @__PURE__ */ createDecimalConstructor();

function isDecimal(value: unknown): value is Decimal {
  // All big.js constructors share one prototype, so this also accepts numbers made by another copy's
  // constructor; re-wrapping them below moves them onto our settings.
  return value instanceof DecimalConstructor;
}

/**
 * Turns any accepted input into an exact Decimal.
 * @throws WalletportError 'Number is not a valid decimal number' (code INVALID_DECIMAL), raised by the
 *   validation module's `assertDecimalString`, for strings without the decimal shape, for NaN and
 *   ±Infinity, and for anything that is not an amount at all.
 */
export function toDecimal(value: DecimalInput): Decimal {
  if (isDecimal(value)) return new DecimalConstructor(value);
  if (typeof value === 'bigint') return new DecimalConstructor(value.toString());
  if (typeof value === 'number') {
    // 'NaN' and 'Infinity' are never decimal strings, so this raises the INVALID_DECIMAL catalogue error.
    if (!Number.isFinite(value)) assertDecimalString(String(value));
    // String(number) is the shortest text that reads back as the same double, so 0.1 stays '0.1'.
    // It may use exponent notation (1e-7), which big.js reads exactly.
    return new DecimalConstructor(String(value));
  }
  assertDecimalString(value);
  return new DecimalConstructor(value);
}

export function addDecimal(a: DecimalInput, b: DecimalInput): Decimal {
  return toDecimal(a).plus(toDecimal(b));
}

export function subtractDecimal(a: DecimalInput, b: DecimalInput): Decimal {
  return toDecimal(a).minus(toDecimal(b));
}

export function multiplyDecimal(a: DecimalInput, b: DecimalInput): Decimal {
  return toDecimal(a).times(toDecimal(b));
}

/**
 * Divides with DECIMAL_PLACES places, rounding half-up.
 * @throws WalletportError 'Division by zero' (code DIVISION_BY_ZERO) when the divisor is zero.
 */
export function divideDecimal(a: DecimalInput, b: DecimalInput): Decimal {
  const divisor = toDecimal(b);
  if (divisor.eq(0)) {
    throw new WalletportError('Division by zero', {
      code: 'DIVISION_BY_ZERO',
      details: `Tried to divide ${toDecimal(a).toFixed()} by zero.`,
    });
  }
  return toDecimal(a).div(divisor);
}

/** -1 when a < b, 0 when equal, 1 when a > b. */
export function compareDecimal(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return toDecimal(a).cmp(toDecimal(b));
}

/**
 * A non-numeric send value counts as zero. Returns the amount in plain notation (never
 * exponent), or '0' for anything that is not a number: empty or half-typed input ('', '-', '.', '.5'),
 * text, NaN, Infinity, null or undefined. Surrounding whitespace from an input field is ignored.
 */
export function sendValueOrZero(value: unknown): string {
  const candidate = typeof value === 'string' ? value.trim() : value;
  if (
    typeof candidate === 'string' ||
    typeof candidate === 'bigint' ||
    (typeof candidate === 'number' && Number.isFinite(candidate)) ||
    isDecimal(candidate)
  ) {
    if (typeof candidate === 'string' && !isDecimalString(candidate)) return '0';
    const decimal = toDecimal(candidate);
    // '-0' is still zero; show it without a sign.
    return decimal.eq(0) ? '0' : decimal.toFixed();
  }
  return '0';
}
