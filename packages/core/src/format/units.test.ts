import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WalletportError } from '../errors/base.js';
import { formatUnits, MAX_TOKEN_DECIMALS, parseUnits } from './units.js';

const MAX_UINT256 = 2n ** 256n - 1n;
const MAX_UINT256_ETHER = '115792089237316195423570985008687907853269984665640564039457.584007913129639935';

describe('formatUnits', () => {
  it.each([
    [1500000000000000000n, 18, '1.5'],
    [1n, 18, '0.000000000000000001'],
    [-1n, 18, '-0.000000000000000001'],
    [0n, 18, '0'],
    [123n, 0, '123'],
    [-123n, 0, '-123'],
    [1000000n, 6, '1'],
    [10n ** 40n, 18, '10000000000000000000000'],
  ])('formatUnits(%s, %s) → %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected);
  });

  it('is exact for the largest uint256', () => {
    expect(formatUnits(MAX_UINT256, 18)).toBe(MAX_UINT256_ETHER);
    expect(formatUnits(MAX_UINT256, 0)).toBe(MAX_UINT256.toString());
  });

  it.each([-1, 1.5, 256, Number.NaN])('rejects decimals %s', (decimals) => {
    expect(() => formatUnits(1n, decimals)).toThrow(expect.objectContaining({ code: 'INVALID_DECIMALS' }));
  });

  it('accepts the uint8 maximum of 255 decimals', () => {
    expect(formatUnits(1n, MAX_TOKEN_DECIMALS)).toBe(`0.${'1'.padStart(255, '0')}`);
  });
});

describe('parseUnits', () => {
  it('is exact for huge values', () => {
    expect(parseUnits('1.5', 18)).toBe(1500000000000000000n);
    expect(parseUnits(MAX_UINT256_ETHER, 18)).toBe(MAX_UINT256);
    expect(parseUnits('-' + MAX_UINT256_ETHER, 18)).toBe(-MAX_UINT256);
  });

  it.each([
    ['1.25', 1, 13n],
    ['1.24', 1, 12n],
    ['1.2499999', 1, 12n],
    ['-1.25', 1, -13n],
    ['0.05', 1, 1n],
    ['0.04', 1, 0n],
    ['-0.04', 1, 0n],
    ['2.5', 0, 3n],
    ['9.99', 1, 100n],
    ['0.5', 0, 1n],
    ['5.', 2, 500n],
    ['-0', 18, 0n],
  ])('rounds over-precise fractions half-up: parseUnits(%s, %s) → %s', (value, decimals, expected) => {
    expect(parseUnits(value, decimals)).toBe(expected);
  });

  it.each(['', '-', '.', '.5', '1e18', ' 1', '1,5', '0x1', 'abc'])(
    'rejects %j with INVALID_DECIMAL',
    (value) => {
      expect(() => parseUnits(value, 18)).toThrow(
        expect.objectContaining({
          code: 'INVALID_DECIMAL',
          shortMessage: 'Number is not a valid decimal number',
        }),
      );
    },
  );

  it.each([-1, 0.5, 256])('rejects decimals %s', (decimals) => {
    expect(() => parseUnits('1', decimals)).toThrow(expect.objectContaining({ code: 'INVALID_DECIMALS' }));
  });
});

describe('properties', () => {
  const decimals = fc.integer({ min: 0, max: 36 });

  it('parseUnits(formatUnits(x, d), d) === x for every bigint and d in 0..36', () => {
    fc.assert(
      fc.property(fc.bigInt(), decimals, (value, d) => {
        expect(parseUnits(formatUnits(value, d), d)).toBe(value);
      }),
    );
  });

  it('parseUnits agrees with big.js rounding half-up to d places', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?\d{1,40}\.?\d{0,40}$/), decimals, (value, d) => {
        const expected = new Big(value).times(new Big(10).pow(d)).round(0, Big.roundHalfUp).toFixed(0);
        expect(parseUnits(value, d).toString()).toBe(expected === '-0' ? '0' : expected);
      }),
    );
  });

  it('parseUnits returns or throws only INVALID_DECIMAL for any string', () => {
    fc.assert(
      fc.property(fc.string(), decimals, (value, d) => {
        try {
          expect(typeof parseUnits(value, d)).toBe('bigint');
        } catch (error) {
          expect((error as WalletportError).code).toBe('INVALID_DECIMAL');
        }
      }),
    );
  });
});
