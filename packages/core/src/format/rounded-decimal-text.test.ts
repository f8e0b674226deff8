import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUND_DOWN, ROUND_HALF_UP, toDecimal } from './decimal.js';
import { roundDecimalText, type TextRounding } from './rounded-decimal-text.js';

const decimalString = fc.stringMatching(/^-?\d{1,30}(\.\d{0,30})?$/);
const finiteDouble = fc.double({ noNaN: true, noDefaultInfinity: true });
const anyAmount = fc.oneof(decimalString, finiteDouble, fc.bigInt());
const places = fc.integer({ min: 0, max: 20 });
const rounding = fc.constantFrom<TextRounding>('down', 'half-up');

/** The big.js answer the text rounding must reproduce. */
function reference(value: string | number | bigint, decimals: number, mode: TextRounding) {
  const decimal = toDecimal(value);
  const rounded = decimal.round(decimals, mode === 'down' ? ROUND_DOWN : ROUND_HALF_UP);
  return {
    text: rounded.eq(0) ? rounded.abs().toFixed(decimals) : rounded.toFixed(decimals),
    roundedIsZero: rounded.eq(0),
    isZero: decimal.eq(0),
    isNegative: decimal.lt(0),
  };
}

describe('roundDecimalText', () => {
  it('rounds exactly like the decimal library, for strings, numbers and bigints', () => {
    fc.assert(
      fc.property(anyAmount, places, rounding, (value, decimals, mode) => {
        expect(roundDecimalText(value, decimals, mode)).toEqual(reference(value, decimals, mode));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads numbers that String() writes with an exponent', () => {
    expect(roundDecimalText(1.5e-7, 8, 'down').text).toBe('0.00000015');
    expect(roundDecimalText(1e21, 0, 'down').text).toBe('1000000000000000000000');
    expect(roundDecimalText(-2.5e-7, 7, 'half-up').text).toBe('-0.0000003');
  });

  it('rounds ties away from zero in half-up mode and truncates toward zero in down mode', () => {
    expect(roundDecimalText('-1.2345', 3, 'half-up').text).toBe('-1.235');
    expect(roundDecimalText('-1.2345', 3, 'down').text).toBe('-1.234');
    expect(roundDecimalText('9.9995', 3, 'half-up').text).toBe('10.000');
    expect(roundDecimalText('2.5', 0, 'half-up').text).toBe('3');
  });

  it('takes a Decimal made by the decimal module', () => {
    expect(roundDecimalText(toDecimal('12.3456'), 2, 'half-up').text).toBe('12.35');
  });

  it('never signs a zero, and tells a true zero from one rounded away', () => {
    expect(roundDecimalText('-0', 3, 'down')).toEqual({
      text: '0.000',
      roundedIsZero: true,
      isZero: true,
      isNegative: false,
    });
    expect(roundDecimalText('-0.0004', 3, 'down')).toEqual({
      text: '0.000',
      roundedIsZero: true,
      isZero: false,
      isNegative: true,
    });
  });

  it('refuses what is not an amount with INVALID_DECIMAL', () => {
    for (const value of [
      '.5',
      '1e5',
      ' 1',
      'abc',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      {},
      null,
      undefined,
    ]) {
      expect(() => roundDecimalText(value, 2, 'down')).toThrow(
        expect.objectContaining({ code: 'INVALID_DECIMAL' }),
      );
    }
  });
});
