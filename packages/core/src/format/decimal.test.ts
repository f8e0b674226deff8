import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletportError } from '../errors/base.js';
import {
  addDecimal,
  compareDecimal,
  DECIMAL_PLACES,
  DECIMAL_ROUNDING,
  divideDecimal,
  EXPONENT_NEGATIVE,
  EXPONENT_POSITIVE,
  multiplyDecimal,
  sendValueOrZero,
  subtractDecimal,
  toDecimal,
} from './decimal.js';

const decimalString = fc.stringMatching(/^-?\d{1,30}(\.\d{1,30})?$/);

function expectInvalidDecimal(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WalletportError);
    expect((error as WalletportError).shortMessage).toBe('Number is not a valid decimal number');
    expect((error as WalletportError).code).toBe('INVALID_DECIMAL');
    return;
  }
  throw new Error('expected INVALID_DECIMAL');
}

describe('decimal settings (20 places, half-up, exponent thresholds -7 and 21)', () => {
  it('exposes the constants', () => {
    expect(DECIMAL_PLACES).toBe(20);
    expect(DECIMAL_ROUNDING).toBe('half-up');
    expect(EXPONENT_NEGATIVE).toBe(-7);
    expect(EXPONENT_POSITIVE).toBe(21);
  });

  it('divides to 20 places and rounds the last one half-up', () => {
    expect(divideDecimal('1', '3').toString()).toBe('0.33333333333333333333');
    expect(divideDecimal('2', '3').toString()).toBe('0.66666666666666666667');
    expect(divideDecimal('-2', '3').toString()).toBe('-0.66666666666666666667');
  });

  it('prints exponent notation at 1e-7 and 1e21, plain notation just inside', () => {
    expect(toDecimal('0.0000001').toString()).toBe('1e-7');
    expect(toDecimal('0.000001').toString()).toBe('0.000001');
    expect(toDecimal('1000000000000000000000').toString()).toBe('1e+21');
    expect(toDecimal('100000000000000000000').toString()).toBe('100000000000000000000');
  });

  it('keeps its settings frozen so nothing can change them', () => {
    const settings = toDecimal('1').constructor as unknown as { DP: number };
    expect(() => {
      settings.DP = 0;
    }).toThrow(TypeError);
    expect(divideDecimal('1', '3').toString()).toBe('0.33333333333333333333');
  });

  it('is not affected by the global big.js settings, even for numbers made by the global constructor', () => {
    const saved = { DP: Big.DP, RM: Big.RM, PE: Big.PE };
    try {
      Big.DP = 0;
      Big.RM = Big.roundDown;
      Big.PE = 2;
      expect(divideDecimal(new Big('1'), '3').toString()).toBe('0.33333333333333333333');
      expect(toDecimal(new Big('1000')).toString()).toBe('1000');
    } finally {
      Object.assign(Big, saved);
    }
  });
});

describe('exact arithmetic', () => {
  it('adds, subtracts and multiplies without float error', () => {
    expect(addDecimal('0.1', '0.2').toString()).toBe('0.3');
    expect(addDecimal(0.1, 0.2).toString()).toBe('0.3');
    expect(subtractDecimal('0.3', '0.1').toString()).toBe('0.2');
    expect(multiplyDecimal('1.1', '3').toString()).toBe('3.3');
    expect(multiplyDecimal(10n ** 30n, '0.000000000000000000000000000001').toString()).toBe('1');
  });

  it('refuses to divide by zero with a typed error', () => {
    expect(() => divideDecimal('1', '0')).toThrow(
      expect.objectContaining({ code: 'DIVISION_BY_ZERO', shortMessage: 'Division by zero' }),
    );
    expect(() => divideDecimal('1', '-0.000')).toThrow(WalletportError);
  });

  it('compares as -1, 0 or 1', () => {
    expect(compareDecimal('1', '2')).toBe(-1);
    expect(compareDecimal('2.0', '2')).toBe(0);
    expect(compareDecimal('-1', '-2')).toBe(1);
    expect(compareDecimal('0.30000000000000000001', '0.3')).toBe(1);
  });
});

describe('toDecimal inputs (decimal shape)', () => {
  it('accepts plain decimals, including a trailing dot', () => {
    expect(toDecimal('5.').toString()).toBe('5');
    expect(toDecimal('-0.5').toString()).toBe('-0.5');
    expect(toDecimal('007').toString()).toBe('7');
  });

  it('reads numbers by their shortest text and bigints exactly', () => {
    expect(toDecimal(0.1).toString()).toBe('0.1');
    expect(toDecimal(1e-7).toFixed()).toBe('0.0000001');
    expect(toDecimal(-0).eq(0)).toBe(true);
    expect(toDecimal(2n ** 256n).toFixed()).toBe((2n ** 256n).toString());
  });

  it.each([
    '',
    '-',
    '.',
    '-.',
    '.5',
    '-.5',
    '1e5',
    '1E5',
    ' 1',
    '1 ',
    '1,000',
    'abc',
    '0x10',
    '--1',
    '+1',
    '1.2.3',
    'NaN',
    'Infinity',
  ])('rejects %j with the catalogue message', (value) => expectInvalidDecimal(() => toDecimal(value)));

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'rejects the number %s',
    (value) => expectInvalidDecimal(() => toDecimal(value)),
  );

  it('rejects values that are not amounts at all', () => {
    expectInvalidDecimal(() => toDecimal(null as unknown as string));
    expectInvalidDecimal(() => toDecimal({} as unknown as string));
  });
});

describe('sendValueOrZero (a non-numeric send value counts as zero)', () => {
  it.each([
    ['abc', '0'],
    ['', '0'],
    ['-', '0'],
    ['.', '0'],
    ['1e5', '0'],
    [undefined, '0'],
    [null, '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
    [{}, '0'],
    ['1.5', '1.5'],
    [' 2 ', '2'],
    ['-0', '0'],
    ['.5', '0'],
    [1e-7, '0.0000001'],
    [1e21, '1000000000000000000000'],
  ])('%j → %j', (value, expected) => {
    expect(sendValueOrZero(value)).toBe(expected);
  });

  it('keeps a bigint amount', () => {
    expect(sendValueOrZero(12n)).toBe('12');
  });
});

describe('properties', () => {
  it('toDecimal returns or throws only INVALID_DECIMAL for any string', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        try {
          toDecimal(value);
        } catch (error) {
          expect((error as WalletportError).code).toBe('INVALID_DECIMAL');
        }
      }),
    );
  });

  it('sendValueOrZero never throws and always yields a plain decimal', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.bigInt(), fc.constant(undefined)), (value) => {
        expect(sendValueOrZero(value)).toMatch(/^-?\d+(\.\d+)?$/);
      }),
    );
  });

  it('(a + b) - b === a and a * 1 === a exactly', () => {
    fc.assert(
      fc.property(decimalString, decimalString, (a, b) => {
        expect(subtractDecimal(addDecimal(a, b), b).eq(toDecimal(a))).toBe(true);
        expect(multiplyDecimal(a, '1').eq(toDecimal(a))).toBe(true);
      }),
    );
  });

  it('compareDecimal is antisymmetric', () => {
    fc.assert(
      fc.property(decimalString, decimalString, (a, b) => {
        expect(compareDecimal(a, b)).toBe(-compareDecimal(b, a) || 0);
      }),
    );
  });
});
