import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletportError } from '../errors/base.js';
import { assertDecimalString, isDecimalString } from './decimal.js';

describe('isDecimalString', () => {
  it.each(['0', '12', '-3', '1.5', '-0.25', '007', '5.', '-5.'])('accepts %j', (value) => {
    expect(isDecimalString(value)).toBe(true);
  });

  it.each([
    ['a leading dot', '.5'],
    ['a minus and dot only', '-.5'],
    ['a lone minus', '-'],
    ['an empty string', ''],
    ['an exponent', '1e5'],
    ['a plus sign', '+1'],
    ['a space', ' 1'],
    ['two dots', '1.2.3'],
    ['a comma', '1,5'],
    ['letters', 'abc'],
    ['non-ASCII digits', '٣'],
    ['a trailing newline', '1\n'],
  ])('rejects %s', (_label, value) => {
    expect(isDecimalString(value)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isDecimalString(5)).toBe(false);
    expect(isDecimalString(null)).toBe(false);
  });

  it('property: agrees with the documented shape on strings made of likely characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'-.0123456789e+ '), maxLength: 12 }), (value) => {
        expect(isDecimalString(value)).toBe(/^-?[0-9]+\.?[0-9]*$/.test(value));
      }),
    );
  });

  it('property: every plain integer and fixed-point number is accepted', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.nat({ max: 30 }), (integer, decimals) => {
        expect(isDecimalString(integer.toString())).toBe(true);
        const text = integer.toString();
        const unsigned = text.replace('-', '').padStart(decimals + 1, '0');
        const fixedPoint = `${integer < 0n ? '-' : ''}${unsigned.slice(0, unsigned.length - decimals)}.${unsigned.slice(unsigned.length - decimals)}`;
        expect(isDecimalString(fixedPoint)).toBe(true);
      }),
    );
  });
});

describe('assertDecimalString', () => {
  it('passes a decimal string', () => {
    expect(() => assertDecimalString('1.25')).not.toThrow();
  });

  it('throws the catalogue message with code INVALID_DECIMAL', () => {
    expect(() => assertDecimalString('1,25')).toThrowError('Number is not a valid decimal number');
    try {
      assertDecimalString('abc');
    } catch (error) {
      expect(error).toBeInstanceOf(WalletportError);
      expect(error).toMatchObject({ code: 'INVALID_DECIMAL' });
    }
  });

  it('property: throws only WalletportError, and exactly when the validator says no', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        try {
          assertDecimalString(value);
          expect(isDecimalString(value)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(WalletportError);
          expect(isDecimalString(value)).toBe(false);
        }
      }),
    );
  });
});
