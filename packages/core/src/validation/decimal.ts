import { WalletportError } from '../errors/base.js';

/*
 * A decimal amount is "optional minus, digits, optional dot, digits". Read literally this
 * needs at least one digit before the dot, so '5.' is valid (a user half-way through typing '5.25')
 * and '.5' is not (write '0.5'). Only ASCII digits count; spaces, exponents and '+' are rejected.
 */
const DECIMAL_STRING = /^-?[0-9]+\.?[0-9]*$/;

/** Does `value` have the shape of a decimal amount ('12', '-0.5', '5.')? */
export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL_STRING.test(value);
}

/** Throws WalletportError 'Number is not a valid decimal number' (INVALID_DECIMAL) unless `value` is a decimal string. */
export function assertDecimalString(value: unknown): asserts value is string {
  if (!isDecimalString(value)) {
    throw new WalletportError('Number is not a valid decimal number', {
      code: 'INVALID_DECIMAL',
      details: `Expected an optional minus, digits, an optional dot and digits, got ${describe(value)}.`,
    });
  }
}

function describe(value: unknown): string {
  if (typeof value !== 'string') return `a value of type ${typeof value}`;
  return value.length > 40 ? `'${value.slice(0, 40)}…'` : `'${value}'`;
}
