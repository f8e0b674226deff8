import { WalletportError } from '../errors/base.js';
import { assertDecimalString } from '../validation/decimal.js';

/**
 * Conversion between a token's smallest unit (a bigint such as wei) and its human amount ('1.5').
 * Pure string and bigint work: no floating point and no decimal library, so it is exact for any size.
 */

/** ERC-20 `decimals()` is a uint8, so 255 is the largest value a token can report. */
export const MAX_TOKEN_DECIMALS = 255;

function assertTokenDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_TOKEN_DECIMALS) {
    throw new WalletportError(`Token decimals must be a whole number from 0 to ${MAX_TOKEN_DECIMALS}`, {
      code: 'INVALID_DECIMALS',
      details: `Received ${String(decimals)}.`,
    });
  }
}

/**
 * formatUnits(1500000000000000000n, 18) === '1.5'. Trailing zeros are dropped and a whole amount has no
 * dot, so the result is the shortest exact text; it never uses exponent notation.
 * @throws WalletportError code INVALID_DECIMALS when decimals is not a whole number in 0..255.
 */
export function formatUnits(value: bigint, decimals: number): string {
  assertTokenDecimals(decimals);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}

/**
 * parseUnits('1.5', 18) === 1500000000000000000n.
 *
 * Over-precise fractions are rounded to the token's decimals. We round half-up, ties away from
 * zero, looking only at the first dropped digit (which decides a half-up tie exactly):
 * parseUnits('1.25', 1) === 13n, parseUnits('-1.25', 1) === -13n, parseUnits('0.04', 1) === 0n.
 * Accepts '5.' (the validation module's decimal shape needs a digit before the dot, so '.5' is invalid);
 * a result of minus zero is plain 0n.
 * @throws WalletportError 'Number is not a valid decimal number' (code INVALID_DECIMAL) for any other
 *   shape, including exponents ('1e18'), whitespace and thousands separators.
 * @throws WalletportError code INVALID_DECIMALS when decimals is not a whole number in 0..255.
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimalString(value);
  assertTokenDecimals(decimals);
  const negative = value.startsWith('-');
  const unsigned = negative ? value.slice(1) : value;
  const [integerPart = '', fractionPart = ''] = unsigned.split('.');
  const kept = fractionPart.slice(0, decimals).padEnd(decimals, '0');
  const firstDropped = fractionPart.charAt(decimals);
  const roundsUp = firstDropped !== '' && firstDropped >= '5';
  // The decimal shape guarantees an integer digit, so BigInt never sees an empty string.
  const magnitude = BigInt(`${integerPart}${kept}`) + (roundsUp ? 1n : 0n);
  return negative ? -magnitude : magnitude;
}
